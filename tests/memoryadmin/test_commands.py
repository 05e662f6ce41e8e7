"""`migrate_archived` and `memory_health` as an operator runs them."""

from __future__ import annotations

import io
from datetime import UTC, datetime

import pytest
from django.core.management import CommandError, call_command

from pruning import MemoryEngine
from tests.trail import trail_count, trail_events, trail_one


def legacy(engine: MemoryEngine, n: int, bad: int = 0) -> None:
    ids = [f"legacy-{i}" for i in range(n)]
    metas = [
        {"user_id": f"u{i % 3}", "category": "other", "created_at": datetime(2026, 1, 1, tzinfo=UTC).isoformat()}
        for i in range(n)
    ]
    for i in range(bad):
        metas[i]["created_at"] = "sometime"
    engine._collection.add(ids=ids, documents=[f"使用者的事實 {i}" for i in range(n)], metadatas=metas)


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

    events = trail_events(action="migrate")
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
    from memoryadmin import wiring

    wiring.use_engine(None)
    monkeypatch.setenv("MEMORY_CHROMA_URL", "http://127.0.0.1:9")
    with pytest.raises(CommandError, match="Cannot reach the Chroma server at http://127.0.0.1:9"):
        run("migrate_archived")
    wiring.use_engine(None)


NOW = datetime(2026, 9, 6, 2, 42, tzinfo=UTC)


def schedules(engine: MemoryEngine) -> dict[str, str]:
    from datetime import timedelta

    made = {}
    for user, text, days, category in [
        ("xiaoming", "使用者下週二有期末考", 20, "schedule"),
        ("xiaoming", "使用者這週末要搬家", 5, "schedule"),
        ("xiaoming", "使用者討厭吃香菜", 20, "preference"),
        ("alice", "The user has a job interview next Monday", 30, "schedule"),
    ]:
        made[text] = engine.add_memory(user, text, category, now=NOW - timedelta(days=days)).id
    return made


def test_prune_expired_previews_then_archives_with_one_line_each(dashboard_engine: MemoryEngine) -> None:
    made = schedules(dashboard_engine)
    out, _ = run("prune_expired", "--dry-run", "--now", "2026-09-06T02:42:00Z")
    assert "Would archive 2 expired schedule memories (dry run)." in out
    assert all(dashboard_engine.get(i).live for i in made.values())  # type: ignore[union-attr]

    out, _ = run("prune_expired", "--now", "2026-09-06T02:42:00Z", "--user", "xiaoming")
    lines = out.strip().splitlines()
    assert lines[0].startswith(f"expired {made['使用者下週二有期末考']}  xiaoming  2026-08-17  使用者下週二有期末考")
    assert lines[-1] == "Archived 1 expired schedule memories."
    assert dashboard_engine.get(made["The user has a job interview next Monday"]).live  # type: ignore[union-attr]
    event = trail_one(action="expire")
    assert event.actor == "command:prune_expired" and event.after["archived_reason"] == "expired"

    out, _ = run("prune_expired", "--now", "2026-09-06T02:42:00Z")
    assert out.strip().endswith("Archived 1 expired schedule memories.")
    out, _ = run("prune_expired", "--now", "2026-09-06T02:42:00Z")
    assert out.strip() == "Archived 0 expired schedule memories."


def test_prune_expired_summarises_per_user_on_large_runs(dashboard_engine: MemoryEngine) -> None:
    from datetime import timedelta

    for n in range(60):
        dashboard_engine.add_memory(f"u{n % 3}", f"使用者第 {n} 個行程", "schedule", now=NOW - timedelta(days=30))
    out, err = run("prune_expired", "--now", "2026-09-06T02:42:00Z", "--progress")
    assert out.strip().splitlines() == ["u0: 20", "u1: 20", "u2: 20", "Archived 60 expired schedule memories."]
    assert "60/60" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--now", "yesterday"), "--now must be an ISO-8601 instant"),
        (("--user", ""), "--user: user id must be a non-empty string"),
    ],
)
def test_prune_expired_rejects_bad_arguments(
    dashboard_engine: MemoryEngine, args: tuple[str, ...], message: str
) -> None:
    schedules(dashboard_engine)
    with pytest.raises(CommandError, match=message):
        run("prune_expired", *args)
    assert trail_count(exclude="store") == 0


def test_prune_expired_fails_clearly_when_the_store_is_unreachable(db: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from memoryadmin import wiring

    wiring.use_engine(None)
    monkeypatch.setenv("MEMORY_CHROMA_URL", "http://127.0.0.1:9")
    with pytest.raises(CommandError, match="Cannot reach the Chroma server"):
        run("prune_expired")
    wiring.use_engine(None)


def test_enforce_capacity_evicts_users_over_a_lowered_limit(engine_factory, db: None) -> None:  # type: ignore[no-untyped-def]
    from datetime import timedelta

    from memoryadmin import wiring

    engine = engine_factory(max_user_memories=3)
    wiring.use_engine(engine)
    try:
        engine.add_memory("u1", "使用者叫小明", "name", now=NOW - timedelta(days=9))
        engine.add_memory("u1", "使用者喜歡貓", "preference", now=NOW - timedelta(days=8))
        engine.add_memory("u1", "使用者明天要開會", "schedule", now=NOW - timedelta(days=1))
        engine.add_memory("u1", "使用者喜歡爬山", "hobby", now=NOW - timedelta(days=2))
        engine.add_memory("u1", "使用者每天跑步", "habit", now=NOW - timedelta(days=3))
        out, _ = run("enforce_capacity", "--dry-run")
        assert "Would evict 2 memories over the limit of 3 (dry run)." in out
        out, _ = run("enforce_capacity")
        assert "使用者明天要開會" in out and "使用者每天跑步" in out and "Evicted 2" in out
        assert {m.text for m in engine.memories("u1")} == {"使用者叫小明", "使用者喜歡貓", "使用者喜歡爬山"}
    finally:
        wiring.use_engine(None)


def test_seed_demo_builds_every_kind_of_memory_and_a_staff_login(dashboard_engine: MemoryEngine) -> None:
    from django.contrib.auth import get_user_model

    out, _ = run("seed_demo")
    assert "Seeded 5 users through remember()" in out
    user = get_user_model().objects.get(username="staff")
    assert user.is_staff and user.check_password("memory-admin-demo")
    reasons = {
        m.archived_reason
        for u in ("xiaoming", "mei", "alice", "kenji", "ajie")
        for m in dashboard_engine.memories(u, include_archived=True)
    }
    assert reasons == {None, "contradicted", "expired", "evicted", "manual"}
    xiaoming = dashboard_engine.memories("xiaoming")
    assert "使用者現在的名字是小華。" in [m.text for m in xiaoming] and "使用者叫小明" not in [m.text for m in xiaoming]
    again, _ = run("seed_demo")
    assert "already present" in again


def test_prune_expired_warns_about_schedules_it_cannot_see(dashboard_engine: MemoryEngine) -> None:
    dashboard_engine._collection.add(
        ids=["old-plan"],
        documents=["使用者下週二有期末考"],
        metadatas=[{"user_id": "u", "category": "schedule", "created_at": "2026-01-01T00:00:00+00:00"}],
    )
    out, err = run("prune_expired")
    assert "Archived 0 expired schedule memories." in out
    assert "1 live schedule memories have no created_ts" in err and "migrate_archived" in err
    run("migrate_archived")
    out, err = run("prune_expired")
    assert "Archived 1 expired schedule memories." in out and err == ""


def test_memory_health_rebuilds_the_mirror_and_lists_trail_gaps(dashboard_engine: MemoryEngine, db: None) -> None:
    dashboard_engine.remember("u", "使用者喜歡貓", "preference")
    out = io.StringIO()
    call_command("memory_health", "--rebuild-mirror", "--trail", stdout=out)
    assert "Mirror rebuilt: 1 records." in out.getvalue() and "0 changes without events" in out.getvalue()
    assert dashboard_engine.mirror_differences() == []
