"""Helpers shared by the benchmarks: temp stores, legacy records, medians and peak memory."""

from __future__ import annotations

import resource
import statistics
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np

DIM = 384  # multilingual-e5-small


def temp_client() -> Any:
    import chromadb
    from chromadb.config import Settings

    return chromadb.PersistentClient(
        path=tempfile.mkdtemp(prefix="bench-chroma-"), settings=Settings(anonymized_telemetry=False)
    )


def random_vectors(n: int, seed: int = 7) -> np.ndarray:
    rng = np.random.default_rng(seed)
    vectors = rng.standard_normal((n, DIM)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def add_legacy(collection: Any, n: int, users: int = 1000, batch: int = 5000) -> None:
    """Records as the old agent code wrote them: user_id, category, created_at only."""
    start = datetime(2026, 1, 1, tzinfo=UTC)
    categories = ("name", "preference", "hobby", "habit", "schedule", "other")
    vectors = random_vectors(n)
    for lo in range(0, n, batch):
        hi = min(n, lo + batch)
        collection.add(
            ids=[f"legacy-{i}" for i in range(lo, hi)],
            embeddings=vectors[lo:hi],
            documents=[f"使用者的第 {i} 個事實" for i in range(lo, hi)],
            metadatas=[
                {
                    "user_id": f"user-{i % users:04d}",
                    "category": categories[i % 6],
                    "created_at": (start + timedelta(minutes=i)).isoformat(),
                }
                for i in range(lo, hi)
            ],
        )


def name() -> str:
    return f"bench-{uuid.uuid4().hex[:8]}"


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    started = time.perf_counter()
    result = fn()
    return time.perf_counter() - started, result


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def p95_ms(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))] * 1000


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


@contextmanager
def section(title: str) -> Iterator[None]:
    print(f"\n## {title}", flush=True)
    yield
