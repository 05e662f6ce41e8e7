"""Load: 8 concurrent staff clients for 60 s against user pages and archive/restore actions,
served by gunicorn over a Chroma server holding 100k memories, with PostgreSQL. Loopback only.

    scripts/with-services.sh .venv/bin/python bench/load.py [--records 100000] [--clients 8] [--seconds 60]

Reports requests/s, median and p95 per kind of request, errors (5xx or transport), and then
checks that the audit trail and the store agree action for action.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from collections import Counter, defaultdict
from itertools import pairwise
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SECRET = "load-test-secret-key-0123456789abcdefghijklmnopqrstuvwxyz"


def server_env(chroma_url: str, collection: str) -> dict[str, str]:
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "memoryadmin.settings",
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": SECRET,
        "DJANGO_SSL_REDIRECT": "0",
        "DJANGO_SECURE_COOKIES": "0",
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1",
        "MEMORY_CHROMA_URL": chroma_url,
        "MEMORY_COLLECTION": collection,
        "AXES_FAILURE_LIMIT": "1000",
    }


def login(base: str, username: str, password: str) -> httpx.Client:
    client = httpx.Client(base_url=base, timeout=30, follow_redirects=False)
    client.get("/login/")
    response = client.post(
        "/login/", data={"username": username, "password": password, "csrfmiddlewaretoken": client.cookies["csrftoken"]}
    )
    assert response.status_code == 302, response.status_code
    return client


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=60)
    args = parser.parse_args()
    chroma_url = os.environ.get("MEMORY_TEST_CHROMA_URL")
    if not chroma_url or not os.environ.get("DATABASE_URL"):
        sys.exit("run under scripts/with-services.sh: it starts the Chroma server and PostgreSQL")
    collection = f"load-{int(time.time())}"
    env = server_env(chroma_url, collection)
    os.environ.update({k: v for k, v in env.items() if k.startswith(("DJANGO_", "MEMORY_", "AXES_"))})

    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command

    from bench.store100k import fill
    from pruning import MemoryEngine
    from pruning.trail import TrailEvent

    call_command("migrate", verbosity=0)
    engine = MemoryEngine.from_env()
    started = time.time()
    fill(engine._collection, args.records, args.users)
    print(
        f"store: {engine._collection.count()} memories / {args.users} users on the Chroma server "
        f"({time.time() - started:.0f} s to build)"
    )
    user_model = get_user_model()
    names = [f"load-{n}" for n in range(args.clients)]
    for name in names:
        if not user_model.objects.filter(username=name).exists():
            user_model.objects.create_user(name, password="load-password-1", is_staff=True)

    port = 8700 + random.randrange(200)
    base = f"http://127.0.0.1:{port}"
    gunicorn = subprocess.Popen(
        [
            str(Path(sys.executable).parent / "gunicorn"),
            "memoryadmin.wsgi",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            "3",
            "--threads",
            "4",
            "--timeout",
            "60",
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
    )
    try:
        for _ in range(100):
            try:
                httpx.get(f"{base}/login/", timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.2)
        warm = login(base, names[0], "load-password-1")
        warm.get("/users/")  # builds the user index once, as the first visit after a deploy would

        timings: dict[str, list[float]] = defaultdict(list)
        statuses: Counter[tuple[str, int]] = Counter()
        errors: list[str] = []
        done: list[tuple[str, str, str]] = []  # (actor, action, memory id) of every change that succeeded
        lock = threading.Lock()
        stop_at = time.time() + args.seconds

        def worker(n: int) -> None:
            rng = random.Random(n)
            client = login(base, names[n], "load-password-1")
            while time.time() < stop_at:
                user = f"user-{rng.randrange(40):04d}"  # a hot set: staff converge on the same users
                roll = rng.random()
                try:
                    if roll < 0.1:
                        kind, t = "GET /users/", time.perf_counter()
                        response = client.get("/users/", params={"page": rng.randrange(1, 20)})
                    elif roll < 0.6 or not (ids := memory_ids.get(user)):
                        kind, t = "GET /users/<id>/", time.perf_counter()
                        response = client.get(f"/users/{user}/")
                    else:
                        memory_id = rng.choice(ids)
                        action = rng.choice(["archive", "restore"])
                        kind, t = f"POST {action}", time.perf_counter()
                        response = client.post(
                            f"/memories/{memory_id}/{action}/",
                            data={"note": "load"},
                            headers={"HX-Request": "true", "X-CSRFToken": client.cookies["csrftoken"]},
                        )
                        if response.status_code == 200:
                            with lock:
                                done.append((f"staff:{names[n]}", action, memory_id))
                    elapsed = time.perf_counter() - t
                    with lock:
                        timings[kind].append(elapsed)
                        statuses[(kind, response.status_code)] += 1
                        if response.status_code >= 500:
                            errors.append(f"{kind} {response.status_code}")
                except httpx.HTTPError as exc:
                    with lock:
                        errors.append(f"{type(exc).__name__}: {exc}")

        memory_ids: dict[str, list[str]] = {}
        for u in range(40):
            user = f"user-{u:04d}"
            memory_ids[user] = [m.id for m in engine._store.memories(user, include_archived=True)][:12]
        threads = [threading.Thread(target=worker, args=(n,)) for n in range(args.clients)]
        t0 = time.time()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = time.time() - t0
    finally:
        gunicorn.terminate()
        gunicorn.wait(timeout=30)

    total = sum(len(v) for v in timings.values())
    print(
        f"\n{args.clients} clients for {wall:.0f} s: {total} requests, {total / wall:.1f} requests/s, "
        f"{len(errors)} errors"
    )
    print(f"{'request':22s}{'count':>7s}{'median':>9s}{'p95':>9s}   statuses")
    for kind, values in sorted(timings.items()):
        ordered = sorted(values)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * (len(ordered) - 1) + 0.5))]
        codes = ", ".join(f"{code}: {n}" for (k, code), n in sorted(statuses.items()) if k == kind)
        print(f"{kind:22s}{len(values):7d}{statistics.median(values) * 1000:8.0f}ms{p95 * 1000:8.0f}ms   {codes}")
    for line in errors[:10]:
        print("  error:", line)

    # The audit trail and the store agree, action for action.
    trail = list(engine.events(actor="staff:load-")[0:10_000_000])
    audit = sorted((e for e in trail if e.actor.startswith("staff:load-")), key=lambda e: (e.at, e.id))
    by_client = Counter(done)
    by_audit = Counter((e.actor, e.action, e.memory_id) for e in audit)
    print(
        f"\nchanges that succeeded: {len(done)}; audit events: {len(audit)}; identical multisets: "
        f"{by_client == by_audit}"
    )
    mismatched = 0
    per_memory: dict[str, list[TrailEvent]] = defaultdict(list)
    for event in audit:
        per_memory[event.memory_id].append(event)
    for memory_id, events in per_memory.items():
        memory = engine.get(memory_id)
        last = events[-1]
        chain_ok = all(a.after["archived"] == b.before["archived"] for a, b in pairwise(events))
        if memory is None or memory.archived != last.after["archived"] or not chain_ok:
            mismatched += 1
    print(
        f"memories touched: {len(per_memory)}; whose final state or before→after chain disagrees "
        f"with the audit trail: {mismatched}"
    )
    if errors or by_client != by_audit or mismatched:
        sys.exit(1)


if __name__ == "__main__":
    main()
