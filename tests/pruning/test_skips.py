"""Skipped writes: every skip is recorded, and staff can store one after all."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from pruning import MemoryEngine, SkipConflict, UnknownSkip
from pruning.judges import DUPLICATE, Verdict
from pruning.memory import utcnow
from tests.trail import trail_events


class RepeatJudge:
    """A judge that reads every candidate as a repeat."""

    name = "repeat-test-judge"

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        return [Verdict(DUPLICATE, "says the same", self.name) for _ in candidates]


def repeat_judged(engine: MemoryEngine) -> MemoryEngine:
    engine.judge = RepeatJudge()
    engine._policies.judge = engine.judge
    return engine


def test_a_repeat_by_distance_is_recorded_with_what_it_repeats(engine: MemoryEngine) -> None:
    kept = engine.remember("mei", "使用者討厭吃香菜", "preference").stored[0]
    out = engine.remember("mei", "使用者討厭吃香菜", "preference")
    assert out.skipped is not None and out.skipped.stage == "distance" and not out.stored
    (event,) = trail_events(engine, action="skip")
    assert event.user_id == "mei" and event.text == "使用者討厭吃香菜" and event.memory_id == ""
    assert event.related_id == kept.id
    assert event.detail["duplicate_of"] == kept.id and event.detail["stage"] == "distance"
    assert event.detail["category"] == "preference" and event.detail["distance"] < 0.013
    assert "duplicate of" in event.detail["reason"]
    (listed,) = engine.skipped_writes("mei")
    assert listed.reason.startswith("distance 0.0") and kept.id not in listed.reason
    # The kept memory's history tells of the repeat.
    assert "skip" in [e.action for e in engine.history(kept.id)]


def test_a_repeat_by_the_judge_is_recorded_with_the_judge(engine_factory: Any) -> None:
    engine = repeat_judged(engine_factory())
    kept = engine.remember("mei", "使用者住在台北", "other", now=utcnow() - timedelta(days=2)).stored[0]
    out = engine.remember("mei", "他家在台北市，住很久了", "other")
    assert out.skipped is not None and out.skipped.stage == "judge"
    (event,) = trail_events(engine, action="skip")
    assert event.detail["stage"] == "judge" and event.detail["judge"] == "repeat-test-judge"
    assert event.detail["duplicate_of"] == kept.id and event.detail["category"] == "other"
    assert engine.skipped_writes("mei")[0].reason == "says the same"


def test_a_dry_run_and_a_stored_write_record_no_skip(engine: MemoryEngine) -> None:
    engine.remember("mei", "使用者討厭吃香菜", "preference")
    assert engine.remember("mei", "使用者討厭吃香菜", "preference", dry_run=True).skipped is not None
    engine.remember("mei", "使用者養了一隻貓", "other")
    assert trail_events(engine, action="skip") == []
    assert engine.skipped_writes("mei") == []


def test_staff_store_a_skipped_write_after_all(engine_factory: Any) -> None:
    engine = repeat_judged(engine_factory())
    kept = engine.remember("mei", "使用者住在台北", "other", now=utcnow() - timedelta(days=2)).stored[0]
    engine.remember("mei", "使用者的公司在台北", "other")  # not a repeat, but judged one
    (skipped,) = engine.skipped_writes("mei")
    assert skipped.text == "使用者的公司在台北" and skipped.kept is not None and skipped.kept.id == kept.id
    assert skipped.stage == "judge" and skipped.category == "other"

    memory = engine.store_skipped(skipped.id, "staff:ana", note="a workplace, not a home")
    assert not memory.archived and memory.user_id == "mei" and memory.category == "other"
    assert {m.text for m in engine.memories("mei")} == {"使用者住在台北", "使用者的公司在台北"}
    store = [e for e in trail_events(engine, action="store") if e.memory_id == memory.id]
    assert len(store) == 1 and store[0].actor == "staff:ana"
    assert store[0].detail == {"from_skip": skipped.id, "duplicate_of": kept.id, "note": "a workplace, not a home"}
    assert engine.skipped_writes("mei") == []

    # Twice is a conflict, and stores nothing more.
    with pytest.raises(SkipConflict, match="stored already"):
        engine.store_skipped(skipped.id, "staff:bo")
    assert len(engine.memories("mei")) == 2


def test_a_listing_shows_each_text_once_newest_first(engine_factory: Any) -> None:
    engine = repeat_judged(engine_factory())
    engine.remember("mei", "使用者住在台北", "other", now=utcnow() - timedelta(days=2))
    for text in ("使用者的公司在台北", "使用者的公司在台北", "使用者的健身房在台北"):
        engine.remember("mei", text, "other")
    assert [s.text for s in engine.skipped_writes("mei")] == ["使用者的健身房在台北", "使用者的公司在台北"]
    assert [s.text for s in engine.skipped_writes("mei", limit=1)] == ["使用者的健身房在台北"]
    assert engine.skipped_writes("someone-else") == []


@pytest.mark.parametrize("bad", [999_999, "abc", None, -1])
def test_an_id_that_is_no_skip_is_refused_and_changes_nothing(engine: MemoryEngine, bad: Any) -> None:
    engine.remember("mei", "使用者討厭吃香菜", "preference")
    with pytest.raises(UnknownSkip):
        engine.store_skipped(bad, "staff:ana")
    (store,) = trail_events(engine, action="store")  # an event that is no skip
    with pytest.raises(UnknownSkip):
        engine.store_skipped(store.id, "staff:ana")
    assert len(engine.memories("mei")) == 1


def test_a_user_at_the_limit_gets_no_skipped_write_back(engine_factory: Any) -> None:
    engine = repeat_judged(engine_factory(max_user_memories=1))
    engine.remember("mei", "使用者住在台北", "other", now=utcnow() - timedelta(days=2))
    engine.remember("mei", "使用者的公司在台北", "other")
    (skipped,) = engine.skipped_writes("mei")
    with pytest.raises(SkipConflict, match="limit"):
        engine.store_skipped(skipped.id, "staff:ana")
    assert len(engine.memories("mei")) == 1 and len(engine.skipped_writes("mei")) == 1


def test_a_repeat_that_finishes_an_interrupted_write_is_recorded(engine: MemoryEngine) -> None:
    old = engine.add_memory("mei", "使用者叫小明", "name", now=utcnow() - timedelta(days=3))
    owed = {"contradicted": [{"id": old.id, "judge_reason": "name changed"}], "evicted": []}
    new = engine._store.add(user_id="mei", text="使用者現在的名字是小華。", category="name", pending=owed)
    out = engine.remember("mei", "使用者現在的名字是小華。", "name")  # the same fact again: finish that write
    assert out.skipped is not None and [m.id for m in out.archived] == [old.id]
    (event,) = trail_events(engine, action="skip")
    assert event.detail["duplicate_of"] == new.id and event.detail["stage"] == "distance"
    assert event.related_id == new.id and event.memory_id == "" and event.detail["category"] == "name"


def test_a_text_stored_anyway_is_not_offered_again(engine_factory: Any) -> None:
    engine = repeat_judged(engine_factory())
    engine.remember("mei", "使用者住在台北", "other", now=utcnow() - timedelta(days=2))
    for _ in range(2):  # skipped twice, as the same text
        engine.remember("mei", "使用者的公司在台北", "other")
    older_id, newest_id = sorted(e.id for e in trail_events(engine, action="skip"))
    (newest,) = engine.skipped_writes("mei")
    assert newest.id == newest_id
    memory = engine.store_skipped(newest.id, "staff:ana")
    assert engine.skipped_writes("mei") == []  # the older skip of that text is not offered instead
    with pytest.raises(SkipConflict, match="live again"):
        engine.store_skipped(older_id, "staff:ana")
    assert [m.id for m in engine.memories("mei") if m.text == "使用者的公司在台北"] == [memory.id]


def test_a_skip_whose_text_is_live_again_is_not_listed(engine: MemoryEngine) -> None:
    kept = engine.remember("mei", "使用者討厭吃香菜", "preference").stored[0]
    engine.remember("mei", "使用者討厭吃香菜", "preference")
    (skipped,) = engine.skipped_writes("mei")
    engine.archive(kept.id, actor="staff:ana")
    later = engine.remember("mei", "使用者討厭吃香菜", "preference").stored[0]  # nothing live to repeat
    assert engine.skipped_writes("mei") == []
    with pytest.raises(SkipConflict, match="live again"):
        engine.store_skipped(skipped.id, "staff:ana")
    assert [m.id for m in engine.memories("mei") if m.live] == [later.id]
    # Archived again, the text is nowhere live: the skip is offered again, beside the archived memory.
    engine.archive(later.id, actor="staff:ana")
    (again,) = engine.skipped_writes("mei")
    assert again.id == skipped.id and again.kept is not None and again.kept.archived
