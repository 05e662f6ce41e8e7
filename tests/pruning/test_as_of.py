"""The agent's memory as of any moment, across a contradiction, an expiry, a manual archive and
a restore; records without a trail fall back to their metadata; what changed between two moments."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from pruning import MemoryEngine
from tests.history import CAT, EXAM, NAME_NEW, NAME_OLD, USER, live_month


def texts(memories: list) -> set[str]:  # type: ignore[type-arg]
    return {m.text for m in memories}


def test_the_live_set_at_each_instant_is_exactly_right(engine: MemoryEngine) -> None:
    month = live_month(engine)
    for name, moment in month.instants.items():
        assert texts(engine.memories(USER, as_of=moment)) == month.live[name], name
    assert texts(engine.memories(USER, as_of=month.instants["now"])) == texts(engine.memories(USER))

    day5 = {m.text: m for m in engine.memories(USER, include_archived=True, as_of=month.instants["day 5"])}
    assert set(day5) == {NAME_OLD, EXAM, CAT, NAME_NEW}
    old = day5[NAME_OLD]
    assert old.archived_reason == "contradicted" and old.superseded_by == month.ids[NAME_NEW] and old.judge_reason
    assert day5[CAT].live and day5[CAT].archived_reason is None
    day30 = {m.text: m for m in engine.memories(USER, include_archived=True, as_of=month.instants["day 30"])}
    assert day30[EXAM].archived_reason == "expired"
    assert day30[CAT].archived_reason == "manual" and day30[CAT].archived_note == "said of a friend"
    assert day30[CAT].archived_by == "staff:ann"
    day2 = engine.memories(USER, include_archived=True, as_of=month.instants["day 2"])
    assert all(m.live and m.superseded_by is None for m in day2)


def test_the_agent_reads_follow_the_moment(engine: MemoryEngine) -> None:
    month = live_month(engine)
    engine.ensure_lore()
    day2, day5, day21 = month.instants["day 2"], month.instants["day 5"], month.instants["day 21"]
    assert engine.profile(USER, as_of=day2) == {"name": [NAME_OLD], "preference": [CAT], "schedule": [EXAM]}
    assert engine.profile(USER, as_of=day21) == {"name": [NAME_NEW], "preference": [CAT]}
    assert [m.text for m in engine.retrieve(USER, "名字", n=1, as_of=day2)] == [NAME_OLD]
    assert [m.text for m in engine.proactive_care(USER, as_of=day5)] == [EXAM]  # 5 days old then
    assert engine.proactive_care(USER, as_of=day21) == []  # expired by then
    context = engine.build_context(USER, "我叫什麼名字", now=day2, as_of=day2)
    assert NAME_OLD in context and NAME_NEW not in context and "【主動關心】" not in context
    context = engine.build_context(USER, "考試", now=day5, as_of=day5)
    assert NAME_NEW in context and NAME_OLD not in context and f"{EXAM}（4 天前提到）" in context


def test_it_shows_what_changed_between_two_moments_with_reasons(engine: MemoryEngine) -> None:
    month = live_month(engine)
    diff = engine.diff(USER, month.instants["day 2"], month.instants["day 30"])
    assert [(c.kind, c.memory.text) for c in diff.changes] == [
        ("added", NAME_NEW),
        ("archived", NAME_OLD),
        ("archived", EXAM),
        ("archived", CAT),
    ]
    assert [c.reason for c in diff.archived] == ["contradicted", "expired", "manual"]
    assert diff.archived[0].memory.superseded_by == month.ids[NAME_NEW] and diff.archived[2].actor == "staff:ann"
    assert texts(diff.left) == {NAME_OLD, EXAM, CAT} and texts(diff.came) == {NAME_NEW}
    back = engine.diff(USER, month.instants["day 30"], month.instants["now"])
    assert [(c.kind, c.memory.text, c.actor) for c in back.changes] == [("restored", CAT, "staff:bob")]


def test_records_without_a_trail_fall_back_to_their_metadata(engine: MemoryEngine) -> None:
    t = datetime(2026, 3, 1, tzinfo=UTC)
    engine._collection.add(
        ids=["raw-live", "raw-archived", "raw-unknown"],
        documents=["使用者喜歡爬山", "使用者住在台北", "使用者養了一隻貓"],
        metadatas=[
            {"user_id": "raw", "category": "hobby", "created_at": t.isoformat()},
            {
                "user_id": "raw",
                "category": "other",
                "created_at": t.isoformat(),
                "archived": True,
                "archived_reason": "manual",
                "archived_at": (t + timedelta(days=10)).isoformat(),
            },
            {"user_id": "raw", "category": "other", "created_at": t.isoformat(), "archived": True},
        ],
    )
    assert texts(engine.memories("raw", as_of=t - timedelta(days=1))) == set()
    assert texts(engine.memories("raw", as_of=t + timedelta(days=5))) == {"使用者喜歡爬山", "使用者住在台北"}
    assert texts(engine.memories("raw", as_of=t + timedelta(days=11))) == {"使用者喜歡爬山"}
    changes = engine.diff("raw", t + timedelta(days=5), t + timedelta(days=11)).changes
    assert [(c.kind, c.memory.id, c.from_trail) for c in changes] == [("archived", "raw-archived", False)]
