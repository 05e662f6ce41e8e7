"""Data moves with the code: a database written by the previous version (the trail in
Django's tables) keeps every event after `migrate`, now in the engine's own trail."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from pruning.db import Database
from pruning.trail import EventFilter, Trail

BEFORE = [("memoryadmin", "0001_initial")]
AFTER = [("memoryadmin", "0002_trail_moves_to_engine")]


@pytest.mark.django_db(transaction=True)
def test_the_previous_versions_trail_moves_to_the_engines_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = f"sqlite:///{tmp_path / 'events.sqlite3'}"
    monkeypatch.setenv("MEMORY_EVENTS_URL", url)
    monkeypatch.setenv("MEMORY_COLLECTION", "from-the-previous-version")
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    audit, calls = old.get_model("memoryadmin", "AuditEvent"), old.get_model("memoryadmin", "JudgeCall")
    at = datetime(2026, 9, 1, 8, 0, tzinfo=UTC)
    audit.objects.create(
        at=at,
        action="contradict",
        actor="staff:ann",
        memory_id="m-old",
        user_id="xiaoming",
        text="使用者叫小明",
        before={"archived": False},
        after={"archived": True, "archived_reason": "contradicted", "superseded_by": "m-new"},
        detail={"superseded_by": "m-new", "judge": "rules"},
    )
    audit.objects.create(at=at, action="store", actor="engine", memory_id="m-new", user_id="xiaoming", text="小華")
    calls.objects.create(at=at, judge="rules", actor="engine", user_id="xiaoming", candidates=1, verdicts=[{"x": 1}])

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)

    trail = Trail(Database(url), "from-the-previous-version")
    events = trail.page(EventFilter(), oldest_first=True)
    assert [(e.action, e.memory_id, e.actor) for e in events] == [
        ("contradict", "m-old", "staff:ann"),
        ("store", "m-new", "engine"),
    ]
    assert events[0].at == at and events[0].detail["superseded_by"] == "m-new" and events[0].after["archived"]
    assert [e.memory_id for e in trail.page(EventFilter(involving="m-new"))] == ["m-new", "m-old"]
    assert trail.judge_costs(days=100_000)["rows"][0]["calls"] == 1
    tables = connection.introspection.table_names()
    assert "memoryadmin_auditevent" not in tables and "memoryadmin_judgecall" not in tables
