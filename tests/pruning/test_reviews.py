"""The review queue: an unsure pair is stored, kept, queued, and settled by staff."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from pruning import MemoryEngine
from pruning.errors import InvalidMemory, ReviewConflict, UnknownReview
from pruning.judges import UNSURE, Verdict
from pruning.memory import utcnow
from tests.trail import trail_events


class UnsureJudge:
    """A judge that can confirm nothing: every candidate is a likely contradiction."""

    name = "unsure-test-judge"

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        return [Verdict(UNSURE, "looks like the same attribute; cannot confirm", self.name) for _ in candidates]


@pytest.fixture
def queued(engine_factory: Any, embedder: Any) -> dict[str, Any]:
    engine: MemoryEngine = engine_factory()
    engine.judge = UnsureJudge()
    engine._policies.judge = engine.judge
    now = utcnow()
    older = engine.remember("mei", "使用者住在台北", "other", now=now - timedelta(days=30)).stored[0]
    out = engine.remember("mei", "使用者搬到高雄了", "other", now=now)
    return {"engine": engine, "older": older, "out": out, "newer": out.stored[0]}


def test_it_stores_the_newer_keeps_the_older_and_queues_the_pair(queued: dict[str, Any]) -> None:
    engine, out = queued["engine"], queued["out"]
    assert out.stored and not out.archived and len(out.queued) == 1
    review = out.queued[0]
    assert (review.older_id, review.newer_id, review.judge) == (
        queued["older"].id,
        queued["newer"].id,
        "unsure-test-judge",
    )
    assert engine.get(queued["older"].id).live and engine.get(queued["newer"].id).live  # type: ignore[union-attr]
    assert [r.id for r in engine.reviews()] == [review.id] == [r.id for r in engine.reviews("mei")]
    assert engine.reviews("someone-else") == [] and engine.open_reviews_count() == 1
    opened = [e for e in trail_events(engine, action="review")]
    assert opened and opened[0].detail["review"] == review.id and opened[0].detail["older"] == queued["older"].id


def test_archive_older_archives_it_contradicted_by_the_reviewer(queued: dict[str, Any]) -> None:
    engine, older, newer = queued["engine"], queued["older"], queued["newer"]
    review = engine.resolve_review(queued["out"].queued[0].id, "archive_older", "staff:ann", note="moved in June")
    assert review.status == "resolved" and review.decision == "archive_older" and review.resolved_by == "staff:ann"
    gone = engine.get(older.id)
    assert gone.archived_reason == "contradicted" and gone.superseded_by == newer.id  # type: ignore[union-attr]
    assert gone.archived_by == "staff:ann" and gone.archived_note == "moved in June"  # type: ignore[union-attr]
    assert engine.get(newer.id).live and engine.reviews() == []  # type: ignore[union-attr]
    contradiction = trail_events(engine, action="contradict")
    assert len(contradiction) == 1 and contradiction[0].actor == "staff:ann" and contradiction[0].detail["review"]


def test_keep_both_changes_no_memory(queued: dict[str, Any]) -> None:
    engine = queued["engine"]
    engine.resolve_review(queued["out"].queued[0].id, "keep_both", "staff:ann")
    assert all(m.live for m in engine.memories("mei", include_archived=True))
    assert engine.reviews() == [] and engine.reviews(status="resolved")[0].decision == "keep_both"
    assert trail_events(engine, action="review")[-1].detail["decision"] == "keep_both"


def test_newer_is_duplicate_archives_the_newer(queued: dict[str, Any]) -> None:
    engine = queued["engine"]
    engine.resolve_review(queued["out"].queued[0].id, "newer_is_duplicate", "staff:ann")
    newer = engine.get(queued["newer"].id)
    assert newer.archived_reason == "duplicate" and engine.get(queued["older"].id).live  # type: ignore[union-attr]


def test_a_review_whose_memories_changed_is_a_conflict_not_applied(queued: dict[str, Any]) -> None:
    engine, older = queued["engine"], queued["older"]
    review_id = queued["out"].queued[0].id
    engine.archive(older.id, actor="staff:bob", note="handled by hand")
    with pytest.raises(ReviewConflict, match="older memory was archived"):
        engine.resolve_review(review_id, "archive_older", "staff:ann")
    assert engine.get(older.id).archived_reason == "manual" and engine.review(review_id).open  # type: ignore[union-attr]
    engine.restore(older.id, actor="staff:bob")
    engine.resolve_review(review_id, "keep_both", "staff:ann")
    with pytest.raises(ReviewConflict, match="already settled"):
        engine.resolve_review(review_id, "archive_older", "staff:bob")
    with pytest.raises(UnknownReview):
        engine.resolve_review(10**9, "keep_both", "staff:ann")
    with pytest.raises(InvalidMemory, match="unknown decision"):
        engine.resolve_review(review_id, "delete it", "staff:ann")


def test_a_review_that_no_longer_applies_can_only_be_closed(queued: dict[str, Any]) -> None:
    engine, older, newer = queued["engine"], queued["older"], queued["newer"]
    review = queued["out"].queued[0]
    # While both memories are live the pair needs a decision, not a closing.
    with pytest.raises(ReviewConflict, match="still applies"):
        engine.resolve_review(review.id, "close_stale", "staff:ann")
    assert engine.review(review.id).open and engine.stale_reviews([review]) == {}  # type: ignore[union-attr]
    engine.archive(older.id, actor="staff:bob", note="handled by hand")
    assert engine.stale_reviews(engine.reviews()) == {review.id: {"older": "manual"}}
    closed = engine.resolve_review(review.id, "close_stale", "staff:ann", note="handled by Bob")
    assert closed.status == "resolved" and closed.decision == "close_stale" and closed.resolved_by == "staff:ann"
    # No memory changed, and the trail says what was closed and why.
    assert engine.get(older.id).archived_reason == "manual" and engine.get(newer.id).live  # type: ignore[union-attr]
    event = trail_events(engine, action="review")[-1]
    assert event.actor == "staff:ann" and event.detail["decision"] == "close_stale"
    assert event.detail["stale"] == "the older memory was archived (manual)" and event.detail["newer"] == newer.id
    assert event.detail["note"] == "handled by Bob" == closed.note
    assert engine.reviews() == [] and engine.open_reviews_count() == 0
    with pytest.raises(ReviewConflict, match="already settled"):
        engine.resolve_review(review.id, "close_stale", "staff:bob")


def test_reviews_that_share_a_memory_are_read_once(queued: dict[str, Any]) -> None:
    engine, older = queued["engine"], queued["older"]
    engine.remember("mei", "使用者搬到台中了", "other")  # queued beside both earlier facts
    engine.archive(older.id, actor="staff:bob")
    reviews = engine.reviews()
    shared = {r.id for r in reviews if r.older_id == older.id}
    assert len(shared) == 2
    assert set(engine.stale_reviews(reviews)) == shared  # the others' memories are all live


def test_one_decision_settles_many_reviews_and_refuses_those_that_cannot_take_it(queued: dict[str, Any]) -> None:
    engine, older = queued["engine"], queued["older"]
    engine.remember("mei", "使用者搬到台中了", "other")  # queued beside both earlier facts
    first, *others = engine.reviews()
    assert len(others) == 2
    engine.resolve_review(first.id, "archive_older", "staff:bob")  # archives the older: its other review is stale
    with pytest.raises(InvalidMemory, match="unknown decision"):
        engine.resolve_reviews([r.id for r in others], "delete", "staff:ann")
    with pytest.raises(InvalidMemory, match="whole numbers"):
        engine.resolve_reviews(["x"], "keep_both", "staff:ann")  # type: ignore[list-item]
    assert engine.open_reviews_count() == 2  # nothing changed
    batch = engine.resolve_reviews([first.id, *(r.id for r in others), 10**9], "keep_both", "staff:ann", note="fine")
    stale = {r.id for r in others if r.older_id == older.id}
    assert {r.id for r in batch.settled} == {r.id for r in others} - stale
    assert set(batch.refused) == {first.id, *stale, 10**9}
    assert "already settled" in batch.refused[first.id] and "no longer applies" in batch.refused[next(iter(stale))]
    assert all(r.decision == "keep_both" and r.note == "fine" for r in batch.settled)
    closed = engine.resolve_reviews(list(stale), "close_stale", "staff:ann")
    assert [r.decision for r in closed.settled] == ["close_stale"] and engine.open_reviews_count() == 0


def test_the_queue_is_read_a_page_at_a_time(queued: dict[str, Any]) -> None:
    engine, older, newer = queued["engine"], queued["older"], queued["newer"]
    for n in range(4):
        engine._reviews.open_item(
            user_id="ajie", older_id=older.id, newer_id=newer.id, older_text=f"older {n}", newer_text=f"newer {n}",
            reason="perhaps", judge="rules",
        )  # fmt: skip
    everything = engine.review_query()
    assert everything.count() == len(everything) == 5
    assert [r.id for r in everything[1:3]] == [r.id for r in engine.reviews()[1:3]]  # oldest first, as reviews()
    ajie = engine.review_query("ajie")
    assert ajie.count() == 4 and [r.older_text for r in ajie[2:10]] == ["older 2", "older 3"]
    assert engine.review_query(older_than=utcnow() - timedelta(days=1)).count() == 0
    engine.resolve_review(ajie[0:1][0].id, "keep_both", "staff:ann")
    assert engine.review_query("ajie").count() == 3 and engine.review_query("ajie", status=None).count() == 4
