"""A 100k-memory store over 1,000 users, with archived memories of every reason.

Vectors are random unit vectors (the pages and policies measured here never compare
them); the text, categories, ages and archive reasons follow the demo's proportions.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from bench.common import random_vectors
from pruning.memory import isoformat

NOW = datetime(2026, 9, 6, tzinfo=UTC)
CATEGORIES = ("name", "preference", "hobby", "habit", "schedule", "other")
# (share, reason) of archived memories; the rest are live
ARCHIVED = ((0.03, "contradicted"), (0.05, "expired"), (0.02, "evicted"), (0.01, "manual"))


def metadata(i: int, users: int) -> dict[str, Any]:
    created = NOW - timedelta(minutes=(i * 37) % (60 * 24 * 90))  # spread over 90 days
    meta: dict[str, Any] = {
        "user_id": f"user-{i % users:04d}",
        "category": CATEGORIES[(i // users) % 6],
        "created_at": isoformat(created),
        "created_ts": int(created.timestamp()),
        "archived": False,
    }
    slot = (i * 7919 % 1000) / 1000
    edge = 0.0
    for share, reason in ARCHIVED:
        edge += share
        if slot < edge:
            meta.update(
                {"archived": True, "archived_reason": reason, "archived_at": isoformat(NOW), "archived_by": "bench"}
            )
            break
    return meta


def fill(collection: Any, n: int = 100_000, users: int = 1000, batch: int = 5000, prefix: str = "user") -> None:
    vectors = random_vectors(n)
    for lo in range(0, n, batch):
        hi = min(n, lo + batch)
        metas = [metadata(i, users) for i in range(lo, hi)]
        for meta in metas:
            meta["user_id"] = meta["user_id"].replace("user", prefix, 1)
        collection.add(
            ids=[f"{prefix}-m{i:06d}" for i in range(lo, hi)],
            embeddings=vectors[lo:hi],
            documents=[f"使用者的第 {i} 個事實" for i in range(lo, hi)],
            metadatas=metas,
        )
