"""SPEC §13 cases 2–7 with the offline judge, the judge-call budget and the note's regression."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta

import pytest

from pruning import MemoryEngine
from pruning.judges import DIFFERENT, Verdict
from pruning.policies import REFUSED, SKIPPED

NOW = datetime(2026, 9, 6, 2, 42, tzinfo=UTC)
USER = "xiaoming"


def live_texts(engine: MemoryEngine, user: str = USER) -> set[str]:
    return {m.text for m in engine.memories(user)}


def archived(engine: MemoryEngine, user: str = USER) -> dict[str, str | None]:
    return {m.text: m.archived_reason for m in engine.memories(user, include_archived=True) if m.archived}


class CountingJudge:
    """The real offline judge, counting requests and how many candidates each carried."""

    def __init__(self, inner) -> None:  # type: ignore[no-untyped-def]
        self.inner = inner
        self.name = inner.name
        self.calls: list[int] = []

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        self.calls.append(len(candidates))
        return self.inner.judge(new_text, candidates)


def test_case_2_a_changed_name_contradicts_and_supersedes(engine: MemoryEngine) -> None:
    old = engine.remember(USER, "使用者叫小明", "name", now=NOW - timedelta(days=3)).stored[0]
    out = engine.remember(USER, "使用者現在的名字是小華。", "name", now=NOW)
    new = out.stored[0]
    assert out.judge_calls == 1 and out.action == "contradict"
    assert [m.id for m in out.archived] == [old.id]
    gone = engine.get(old.id)
    assert gone is not None and gone.archived_reason == "contradicted"
    assert gone.superseded_by == new.id
    assert gone.judge_reason and "name" in gone.judge_reason
    assert live_texts(engine) == {"使用者現在的名字是小華。"}
    assert archived(engine) == {"使用者叫小明": "contradicted"}


def test_case_3_a_different_object_is_stored_beside_the_old_one(engine: MemoryEngine) -> None:
    engine.remember(USER, "使用者討厭吃香菜", "preference", now=NOW - timedelta(days=3))
    out = engine.remember(USER, "使用者討厭吃芹菜。", "preference", now=NOW)
    assert out.archived == [] and len(out.stored) == 1
    assert out.judge_calls == 1 and out.candidates[0].verdict.relation == DIFFERENT  # type: ignore[union-attr]
    assert live_texts(engine) == {"使用者討厭吃香菜", "使用者討厭吃芹菜。"}
    assert archived(engine) == {}


@pytest.mark.parametrize("text", ["使用者不喜歡吃香菜。", "香菜我一點都不喜歡"])
def test_case_4_a_duplicate_is_not_stored(engine: MemoryEngine, text: str) -> None:
    old = engine.remember(USER, "使用者討厭吃香菜", "preference", now=NOW - timedelta(days=3)).stored[0]
    before = engine._collection.get(ids=[old.id], include=["metadatas", "documents"])
    out = engine.remember(USER, text, "preference", now=NOW)
    assert out.stored == [] and out.archived == [] and out.action == SKIPPED
    assert out.skipped is not None and out.skipped.duplicate_of == old.id
    assert out.skipped.stage in ("distance", "judge") and out.skipped.distance is not None
    assert engine._collection.get(ids=[old.id], include=["metadatas", "documents"]) == before
    assert live_texts(engine) == {"使用者討厭吃香菜"}


class BrokenJudge:
    """Judges that answer in every way that cannot be trusted."""

    name = "broken"

    def __init__(self, mode: str) -> None:
        self.mode = mode

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        if self.mode == "wrong-count":
            return [Verdict("CONTRADICT", "x", "broken")] * (len(candidates) + 1)
        if self.mode == "malformed":
            return ["CONTRADICT"]  # type: ignore[list-item]
        if self.mode == "unknown-enum":
            return [Verdict("REPLACE", "x", "broken") for _ in candidates]
        if self.mode == "timeout":
            raise TimeoutError("judge did not answer within 10 s")
        raise RuntimeError("HTTP 500")


@pytest.mark.parametrize("mode", ["wrong-count", "malformed", "unknown-enum", "timeout", "error"])
def test_case_5_an_untrustworthy_judge_archives_nothing(engine_factory, mode: str) -> None:  # type: ignore[no-untyped-def]
    engine = engine_factory()
    engine._policies.judge = BrokenJudge(mode)
    seen = []
    engine.subscribe(seen.append)
    old = engine.remember(USER, "使用者叫小明", "name", now=NOW - timedelta(days=3)).stored[0]
    out = engine.remember(USER, "使用者現在的名字是小華。", "name", now=NOW)
    assert out.archived == [] and len(out.stored) == 1
    assert out.judgement is not None and not out.judgement.ok and out.judgement.error
    assert all(c.verdict.relation == DIFFERENT for c in out.candidates)  # type: ignore[union-attr]
    assert engine.get(old.id).live  # type: ignore[union-attr]
    failed = [e for e in seen if e.action == "judge_call"]
    assert len(failed) == 1 and failed[0].detail["ok"] is False and failed[0].detail["error"]


def test_case_6_old_schedules_expire_and_nothing_else_does(engine: MemoryEngine) -> None:
    exam = engine.add_memory(USER, "使用者下週二有期末考", "schedule", now=NOW - timedelta(days=20))
    move = engine.add_memory(USER, "使用者這週末要搬家", "schedule", now=NOW - timedelta(days=5))
    pref = engine.add_memory(USER, "使用者討厭吃香菜", "preference", now=NOW - timedelta(days=20))
    other_user = engine.add_memory("alice", "The user has an exam", "schedule", now=NOW - timedelta(days=30))

    preview = engine.prune_expired(now=NOW, user_id=USER, dry_run=True)
    assert [m.id for m in preview] == [exam.id] and engine.get(exam.id).live  # type: ignore[union-attr]

    done = engine.prune_expired(now=NOW, user_id=USER)
    assert [(m.id, m.archived_reason) for m in done] == [(exam.id, "expired")]
    assert live_texts(engine) == {move.text, pref.text}
    assert archived(engine) == {exam.text: "expired"}
    assert [m.id for m in engine.proactive_care(USER, NOW)] == [move.id]
    assert engine.get(other_user.id).live  # type: ignore[union-attr]
    assert [m.id for m in engine.prune_expired(now=NOW)] == [other_user.id]
    assert engine.prune_expired(now=NOW) == []


def test_case_7_eviction_takes_the_schedule_and_keeps_the_name(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine = engine_factory(max_user_memories=5)
    name = engine.add_memory(USER, "使用者的名字是小明", "name", now=NOW - timedelta(days=100))
    prefs = [
        engine.add_memory(USER, text, "preference", now=NOW - timedelta(days=d))
        for text, d in [("使用者討厭吃香菜", 60), ("使用者喜歡喝烏龍茶", 50), ("使用者不吃牛肉", 40)]
    ]
    meeting = engine.add_memory(USER, "使用者明天要開會", "schedule", now=NOW - timedelta(days=1))
    out = engine.remember(USER, "使用者喜歡看動畫。", "hobby", now=NOW)
    assert [m.id for m in out.evicted] == [meeting.id]
    assert engine.get(meeting.id).archived_reason == "evicted"  # type: ignore[union-attr]
    assert engine.get(name.id).live and all(engine.get(p.id).live for p in prefs)  # type: ignore[union-attr]
    assert live_texts(engine) == {name.text, *(p.text for p in prefs), "使用者喜歡看動畫。"}
    assert engine._store.count_live(USER) == 5


def test_it_evicts_by_category_order_not_by_age(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine = engine_factory(max_user_memories=3)
    engine.add_memory(USER, "使用者的名字是小明", "name", now=NOW - timedelta(days=300))
    hobby = engine.add_memory(USER, "使用者喜歡打羽毛球", "hobby", now=NOW - timedelta(days=1))
    pref = engine.add_memory(USER, "使用者討厭吃香菜", "preference", now=NOW - timedelta(days=200))
    out = engine.remember(USER, "The user's favourite colour is green", "other", now=NOW)
    assert [m.id for m in out.evicted] == [hobby.id]  # hobby comes before preference in EVICTION_ORDER
    assert engine.get(pref.id).live  # type: ignore[union-attr]


def test_it_refuses_a_write_when_only_names_are_left(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine = engine_factory(max_user_memories=2)
    seen = []
    engine.subscribe(seen.append)
    engine.add_memory(USER, "使用者的名字是小明", "name", now=NOW - timedelta(days=3))
    engine.add_memory(USER, "The user's English name is Ming", "name", now=NOW - timedelta(days=2))
    out = engine.remember(USER, "使用者喜歡看動畫。", "hobby", now=NOW)
    assert out.action == REFUSED and out.refused and out.stored == [] and out.archived == []
    assert "never evicted" in out.skipped.reason  # type: ignore[union-attr]
    assert engine._store.count_live(USER) == 2 and archived(engine) == {}
    assert [e.action for e in seen if e.action == "refuse"] == ["refuse"]


def test_it_makes_no_judge_call_without_candidates_and_one_for_several(engine_factory) -> None:  # type: ignore[no-untyped-def]
    from pruning.judges.rules import RulesJudge

    engine = engine_factory()
    judge = CountingJudge(RulesJudge())
    engine._policies.judge = judge
    first = engine.remember(USER, "使用者討厭吃香菜", "preference", now=NOW)
    assert first.judge_calls == 0 and judge.calls == []
    engine.remember(USER, "使用者討厭吃芹菜", "preference", now=NOW)
    engine.remember(USER, "使用者討厭吃洋蔥", "preference", now=NOW)
    engine.remember(USER, "使用者討厭吃青椒", "preference", now=NOW)
    judge.calls.clear()
    out = engine.remember(USER, "使用者討厭吃茄子", "preference", now=NOW)
    assert out.judge_calls == 1 and judge.calls == [len(out.candidates)]
    assert 1 <= len(out.candidates) <= 3


def test_facts_about_other_people_give_way_to_the_users_own(engine: MemoryEngine) -> None:
    # The wife's clinic and the user's sister sit nearer the user's move than the user's own
    # home does; three of them would fill the judge's places, and the old home stay live.
    home = engine.remember(USER, "使用者住在新竹東區。", "other", now=NOW - timedelta(days=9)).stored[0]
    for text in ("老婆的牙醫診所搬到竹北另一條路上。", "老婆在竹北開牙醫診所。", "使用者的姊姊住在竹北。"):
        engine.remember(USER, text, "other", now=NOW - timedelta(days=5))
    new_text = "搬家了，搬到竹北高鐵站附近。"
    store = engine._store
    nearest = [m.text for m in store.query_live(USER, embedding=store.embed(new_text), n=4)]
    assert nearest[-1] == home.text  # the user's own home is the farthest of the four
    out = engine.remember(USER, new_text, "other", now=NOW)
    assert home.text in [c.memory.text for c in out.candidates] and len(out.candidates) == 3
    assert [m.id for m in out.archived] == [home.id]
    assert "使用者的姊姊住在竹北。" in live_texts(engine)


def test_it_previews_without_writing(engine: MemoryEngine) -> None:
    old = engine.remember(USER, "使用者叫小明", "name", now=NOW - timedelta(days=3)).stored[0]
    out = engine.remember(USER, "使用者現在的名字是小華。", "name", now=NOW, dry_run=True)
    assert out.dry_run and out.action == "contradict" and out.stored == [] and out.archived == []
    assert [m.id for m in out.contradicted] == [old.id]
    assert live_texts(engine) == {"使用者叫小明"}


def test_it_validates_before_touching_anything(engine: MemoryEngine) -> None:
    from pruning import InvalidMemory

    for args in [("", "name"), ("使用者叫小明", "nickname")]:
        with pytest.raises(InvalidMemory):
            engine.remember(USER, *args)
    assert engine._collection.count() == 0


def test_the_notes_day_24_regression_still_holds_after_all_of_it(engine: MemoryEngine) -> None:
    """Raw-seeded records (no `archived`) keep feeding proactive care and the full context."""
    engine.ensure_lore()
    engine._collection.add(
        ids=["raw-move", "raw-name"],
        documents=["使用者這週末要搬家", "使用者的名字是小明"],
        metadatas=[
            {"user_id": USER, "category": "schedule", "created_at": (NOW - timedelta(days=5)).isoformat()},
            {"user_id": USER, "category": "name", "created_at": (NOW - timedelta(days=100)).isoformat()},
        ],
    )
    engine.remember(USER, "使用者討厭吃香菜", "preference", now=NOW - timedelta(days=2))
    engine.remember(USER, "使用者討厭吃芹菜。", "preference", now=NOW)
    engine.prune_expired(now=NOW)
    assert [m.id for m in engine.proactive_care(USER, NOW)] == ["raw-move"]
    context = engine.build_context(USER, "甜點", NOW)
    for expected in ("使用者的名字是小明", "使用者這週末要搬家", "莉莉", "【相關記憶】", "使用者討厭吃芹菜。"):
        assert expected in context


def test_it_reports_timings_for_each_stage(engine: MemoryEngine) -> None:
    engine.remember(USER, "使用者叫小明", "name", now=NOW)
    started = time.perf_counter()
    out = engine.remember(USER, "使用者現在的名字是小華。", "name", now=NOW)
    assert set(out.timings_ms) >= {"embed", "query", "judge", "capacity", "write"}
    assert sum(out.timings_ms.values()) <= (time.perf_counter() - started) * 1000 + 1


def test_finishing_an_interrupted_write_respects_what_staff_did_meanwhile(engine: MemoryEngine) -> None:
    old = engine.add_memory(USER, "使用者叫小明", "name", now=NOW - timedelta(days=3))
    owed = {"contradicted": [{"id": old.id, "judge_reason": "name changed"}], "evicted": []}
    new = engine._store.add(user_id=USER, text="使用者現在的名字是小華。", category="name", now=NOW, pending=owed)
    engine.archive(new.id, actor="staff:ann", note="wrong user")  # overrules the unfinished write
    assert engine.finish_pending() == []
    assert engine.get(old.id).live  # type: ignore[union-attr]
    assert "pending_archive" not in engine.get(new.id).metadata  # type: ignore[union-attr]

    again = engine._store.add(user_id=USER, text="使用者叫小華", category="name", now=NOW, pending=owed)
    done = engine.finish_pending()
    assert [(m.id, m.archived_reason, m.superseded_by) for m in done] == [(old.id, "contradicted", again.id)]
    assert engine.finish_pending() == []


def test_restoring_at_capacity_evicts_by_the_usual_order(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine = engine_factory(max_user_memories=2)
    name = engine.add_memory(USER, "使用者的名字是小明", "name", now=NOW - timedelta(days=9))
    plan = engine.add_memory(USER, "使用者明天要開會", "schedule", now=NOW - timedelta(days=1))
    hobby = engine.add_memory(USER, "使用者喜歡看動畫。", "hobby", now=NOW - timedelta(days=2))
    engine.archive(hobby.id)
    engine.restore(hobby.id)
    assert engine.get(plan.id).archived_reason == "evicted"  # type: ignore[union-attr]
    assert {m.id for m in engine.memories(USER)} == {name.id, hobby.id}
