"""Writes for one user are serialised: threads always, processes through the shared lock."""

from __future__ import annotations

import os
import threading
import time
from datetime import timedelta

import pytest

from pruning.locks import PostgresLocks, UserLocks
from pruning.memory import utcnow


def test_two_threads_at_capacity_evict_once_each(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine = engine_factory(max_user_memories=3)
    now = utcnow()
    engine.add_memory("u", "使用者的名字是小明", "name", now=now - timedelta(days=9))
    engine.add_memory("u", "使用者明天要開會", "schedule", now=now - timedelta(days=1))
    engine.add_memory("u", "使用者下週要考試", "schedule", now=now - timedelta(days=2))
    barrier = threading.Barrier(2)
    outcomes = []

    def write(text: str) -> None:
        barrier.wait()
        outcomes.append(engine.remember("u", text, "hobby"))

    threads = [threading.Thread(target=write, args=(t,)) for t in ("使用者喜歡看動畫。", "The user plays the violin")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    evicted = [m.id for o in outcomes for m in o.evicted]
    assert len(evicted) == 2 and len(set(evicted)) == 2
    assert engine._store.count_live("u") == 3


def test_the_file_lock_excludes_a_second_holder(tmp_path) -> None:  # type: ignore[no-untyped-def]
    first, second = UserLocks(tmp_path), UserLocks(tmp_path, timeout=0.3)  # two "processes"
    with first("u/../1"):
        from pruning import StoreUnavailable

        with pytest.raises(StoreUnavailable, match="another process"), second("u/../1"):
            pass
        with second("someone-else"):
            pass
    with second("u/../1"):
        pass


@pytest.mark.skipif(not os.environ.get("MEMORY_LOCK_URL"), reason="needs PostgreSQL (make test starts one)")
def test_the_advisory_lock_serialises_holders_on_two_connections() -> None:
    url = os.environ["MEMORY_LOCK_URL"]
    a, b = PostgresLocks(url), PostgresLocks(url, timeout=0.3)
    order: list[str] = []

    def holder() -> None:
        with a("u1"):
            order.append("a-in")
            time.sleep(0.5)
            order.append("a-out")

    t = threading.Thread(target=holder)
    t.start()
    time.sleep(0.1)
    from pruning import StoreUnavailable

    with pytest.raises(StoreUnavailable, match="Timed out"), b("u1"):
        order.append("b-in-too-early")
    t.join()
    with b("u1"):
        order.append("b-in")
    assert order == ["a-in", "a-out", "b-in"]
    assert PostgresLocks.key("u1") != PostgresLocks.key("u2")


def test_an_unreachable_lock_database_is_a_clear_error() -> None:
    from pruning import StoreUnavailable

    with pytest.raises(StoreUnavailable, match="Cannot reach the lock database at postgresql://127.0.0.1:9/x"):
        PostgresLocks("postgresql://user:secret@127.0.0.1:9/x")
