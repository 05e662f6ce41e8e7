"""The trail is the engine's: every process records its changes, a crash between a store
write and its event is settled by reconciliation, and a trail that is down never loses a
memory change — it is reconstructed from the records' own metadata."""

from __future__ import annotations

import ast
import contextlib
import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

from pruning import MemoryEngine, Settings, StoreUnavailable
from pruning import reconcile as reconciliation
from pruning.engine import make_client
from tests import pg
from tests.conftest import make_engine
from tests.trail import judge_calls, trail_events, trail_one

ROOT = Path(__file__).resolve().parent.parent

AGENT = """
import sys
from datetime import UTC, datetime, timedelta
from pruning import MemoryEngine

engine = MemoryEngine.from_env()
t = datetime(2026, 9, 1, tzinfo=UTC)
engine.remember("kenji", "使用者叫小明", "name", now=t, actor="agent-runtime")
engine.remember("kenji", "使用者明天要去看牙醫", "schedule", now=t + timedelta(hours=1), actor="agent-runtime")
out = engine.remember("kenji", "使用者現在的名字是小華。", "name", now=t + timedelta(hours=2), actor="agent-runtime")
assert out.contradicted and out.judge_calls == 1, out
out = engine.remember("kenji", "使用者喜歡看動畫。", "hobby", now=t + timedelta(hours=3), actor="agent-runtime")
assert out.evicted, out
leaked = [name for name in sys.modules if name == "django" or name.startswith("django.")]
assert not leaked, leaked
assert not engine.trail_failures, engine.trail_failures
"""


def agent_settings(tmp_path: Path, collection: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORY_", "GEMINI_"))}
    env.update({"MEMORY_COLLECTION": collection, "MEMORY_MAX_PER_USER": "2", "PYTHONPATH": str(ROOT)})
    server = os.environ.get("MEMORY_TEST_CHROMA_URL")
    if server:
        env.update({"MEMORY_CHROMA_URL": server, "MEMORY_LOCK_URL": os.environ["MEMORY_LOCK_URL"]})
    else:
        env.update(
            {
                "MEMORY_CHROMA_PATH": str(tmp_path / "chroma"),
                "MEMORY_EVENTS_URL": f"sqlite:///{tmp_path / 'events.sqlite3'}",
            }
        )
    return env


def test_a_process_without_django_fills_the_trail_the_dashboard_reads(
    tmp_path: Path, client: Client, django_user_model: Any, embedder: Any
) -> None:
    from memoryadmin import wiring

    collection = f"agent-{os.getpid()}-{tmp_path.name}"[:60]
    env = agent_settings(tmp_path, collection)
    done = subprocess.run([sys.executable, "-c", AGENT], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]

    settings = Settings.from_env({**env, "MEMORY_MAX_PER_USER": "50"})
    engine = MemoryEngine(settings, client=make_client(settings), embedder=embedder)
    wiring.use_engine(engine)
    try:
        staff = django_user_model.objects.create_user("ann", password="pw-ann-12345", is_staff=True)
        client.force_login(staff)
        html = client.get(reverse("ma-activity"), {"user": "kenji"}).content.decode()
        events = trail_events(engine, user_id="kenji")
        assert [e.action for e in events] == ["store", "store", "store", "contradict", "store", "evict"]
        assert {e.actor for e in events} == {"agent-runtime"}
        contradiction = trail_one(engine, action="contradict")
        new_name = next(e for e in events if e.text == "使用者現在的名字是小華。")
        assert contradiction.detail["superseded_by"] == new_name.memory_id
        assert contradiction.after["judge_reason"] and escape(contradiction.after["judge_reason"]) in html
        assert "agent-runtime" in html and "contradicted" in html and "evicted" in html
        calls = judge_calls(engine)
        assert len(calls) >= 1 and calls[-1].actor == "agent-runtime"
        overview = client.get(reverse("ma-overview")).content.decode()
        assert engine.judge_costs()["rows"][0]["calls"] == len(calls) and calls[0].judge in overview
    finally:
        wiring.use_engine(None)


class Died(BaseException):
    """The process dies right here (nothing after this line of the engine runs)."""


def die_after_the_store_write(stage: str, events: Any) -> None:
    raise Died(stage)


def test_a_death_between_the_store_write_and_its_event_is_settled(
    engine: MemoryEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    memory = engine.remember("u", "使用者喜歡貓", "preference").stored[0]
    engine._bus.checkpoint = die_after_the_store_write
    with pytest.raises(Died):
        engine.archive(memory.id, actor="staff:ann", note="wrong user")
    engine._bus.checkpoint = None
    assert engine.get(memory.id).archived  # type: ignore[union-attr]
    assert trail_events(engine, action="archive") == []  # only an intent so far

    assert engine.reconcile().confirmed == 0  # younger than the grace period: maybe still in flight
    monkeypatch.setattr(reconciliation, "INTENT_GRACE", timedelta(0))
    report = engine.reconcile()
    assert (report.confirmed, report.voided) == (1, 0)
    event = trail_one(engine, action="archive")
    assert event.reconstructed and event.detail == {"note": "wrong user"} and event.actor == "staff:ann"
    assert engine.reconcile(full=True, dry_run=True).gaps == []


def test_an_intent_whose_write_never_landed_is_voided(engine: MemoryEngine, monkeypatch: pytest.MonkeyPatch) -> None:
    memory = engine.remember("u", "使用者喜歡貓", "preference").stored[0]

    def fail(*args: Any, **kwargs: Any) -> None:
        raise ConnectionError("connection reset")

    monkeypatch.setattr(engine._collection, "update", fail)
    with pytest.raises(StoreUnavailable):
        engine.archive(memory.id, actor="staff:ann")
    monkeypatch.undo()
    monkeypatch.setattr(reconciliation, "INTENT_GRACE", timedelta(0))
    assert engine.reconcile().voided == 1
    assert engine.get(memory.id).live and trail_events(engine, action="archive") == []  # type: ignore[union-attr]


@pytest.mark.skipif(not pg.available(), reason="needs PostgreSQL's server binaries (make test installs them)")
def test_the_trail_down_during_remember_loses_nothing(
    tmp_path: Path, chroma_client: Any, embedder: Any, chroma_dir: Path
) -> None:
    events_db = pg.Postgres(tmp_path / "pg").init()
    try:
        engine = make_engine(
            chroma_client, embedder, chroma_dir, events_url=events_db.url, lock_dir=str(tmp_path / "locks")
        )
        old = engine.remember("u", "使用者叫小明", "name").stored[0]
        events_db.stop()

        out = engine.remember("u", "使用者現在的名字是小華。", "name")
        new = out.stored[0]
        assert [m.id for m in out.contradicted] == [old.id]
        assert engine.get(old.id).archived_reason == "contradicted"  # type: ignore[union-attr]
        assert engine.get(new.id).live  # type: ignore[union-attr]
        assert engine.trail_failures and "trail" in engine.trail_failures[0]

        events_db.start()
        listed = engine.reconcile(full=True, dry_run=True)
        assert sorted((g.action, g.memory_id) for g in listed.gaps) == sorted(
            [("store", new.id), ("contradict", old.id)]
        )
        assert engine.reconcile(full=True).written == 2
        assert engine.reconcile(full=True, dry_run=True).gaps == []
        rebuilt = trail_one(engine, action="contradict")
        assert rebuilt.reconstructed and rebuilt.after["superseded_by"] == new.id
        assert [e.action for e in trail_events(engine, user_id="u")] == ["store", "store", "contradict"]
    finally:
        with contextlib.suppress(Exception):
            events_db.stop()


def test_the_dashboard_goes_through_the_engines_door_only() -> None:
    """No module of the dashboard imports the Chroma adapter or the policies, or reads a
    private attribute of the engine."""
    offenders = []
    for path in (ROOT / "memoryadmin").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module in ("pruning.store", "pruning.policies"):
                offenders.append(f"{path.name}: imports {node.module}")
            if isinstance(node, ast.Import) and any(
                a.name in ("pruning.store", "pruning.policies") for a in node.names
            ):
                offenders.append(f"{path.name}: imports a private module")
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
                base = node.value
                name = base.id if isinstance(base, ast.Name) else getattr(base, "attr", "")
                if "engine" in name.lower() or (isinstance(base, ast.Call) and "engine" in ast.unparse(base)):
                    offenders.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
            internals = ("store", "policies", "collection", "bus")
            if isinstance(node, ast.Attribute) and node.attr in internals and "engine" in ast.unparse(node.value):
                offenders.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    assert offenders == []
