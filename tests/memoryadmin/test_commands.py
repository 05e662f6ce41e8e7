"""`migrate_archived` and `memory_health` as an operator runs them."""

from __future__ import annotations

import io
from datetime import UTC, datetime

import pytest
from django.core.management import CommandError, call_command

from memoryadmin.models import AuditEvent
from pruning import MemoryEngine


def legacy(engine: MemoryEngine, n: int, bad: int = 0) -> None:
    ids = [f"legacy-{i}" for i in range(n)]
    metas = [{"user_id": f"u{i % 3}", "category": "other", "created_at": datetime(2026, 1, 1, tzinfo=UTC).isoformat()}
             for i in range(n)]
    for i in range(bad):
        metas[i]["created_at"] = "sometime"
    engine.collection.add(ids=ids, documents=[f"使用者的事實 {i}" for i in range(n)], metadatas=metas)


def run(*args: str) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    call_command(*args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def test_it_migrates_then_changes_nothing_on_the_second_run(dashboard_engine: MemoryEngine) -> None:
    legacy(dashboard_engine, 12, bad=1)
    out, _ = run("migrate_archived", "--dry-run")
    assert "Scanned 12 records; 12 records would change (dry run)." in out
    assert dashboard_engine.health().incomplete == 12

    out, _ = run("migrate_archived")
    assert "Left for staff: legacy-0 has no created_ts and an unparseable created_at" in out
    assert out.strip().endswith("Scanned 12 records; 12 records changed.")
    out, _ = run("migrate_archived")
    assert out.strip().endswith("Scanned 12 records; 0 records changed.")

    events = list(AuditEvent.objects.filter(action="migrate"))
    assert [(e.actor, e.detail["changed"]) for e in events] == [("command:migrate_archived", 12)]


def test_it_shows_a_progress_bar_when_asked(dashboard_engine: MemoryEngine) -> None:
    legacy(dashboard_engine, 5)
    _, err = run("migrate_archived", "--progress")
    assert "migrate_archived" in err and "5/5" in err


def test_it_reports_missing_keys_and_the_fix(dashboard_engine: MemoryEngine) -> None:
    legacy(dashboard_engine, 3)
    out = io.StringIO()
    with pytest.raises(CommandError, match="lack required keys"):
        call_command("memory_health", "--ids", stdout=out)
    assert "3 records, 3 lacking required keys." in out.getvalue()
    assert "missing archived: 3" in out.getvalue() and "legacy-2" in out.getvalue()
    assert "python manage.py migrate_archived" in out.getvalue()
    run("migrate_archived")
    out2, _ = run("memory_health")
    assert "3 records, 0 lacking required keys." in out2


def test_it_fails_clearly_when_the_store_is_unreachable(db: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from memoryadmin import services

    services.use_engine(None)
    monkeypatch.setenv("MEMORY_CHROMA_URL", "http://127.0.0.1:9")
    with pytest.raises(CommandError, match="Cannot reach the Chroma server at http://127.0.0.1:9"):
        run("migrate_archived")
    services.use_engine(None)
