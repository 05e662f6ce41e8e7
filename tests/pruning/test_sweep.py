"""The contradiction sweep over a legacy store: the note's cases and a month of facts across
users end in the right live set; a rerun changes nothing and calls no judge; a crash mid-sweep
and a rerun leave every change in the trail exactly once."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime
from typing import Any

import pytest

from pruning import MemoryEngine
from pruning.judges import DUPLICATE, UNSURE, Verdict
from pruning.judges.rules import RulesJudge
from tests.pruning.legacy_month import FACTS, expected_archived, expected_live, legacy_id, write_raw
from tests.trail import judge_calls, trail_events

ACTOR = "command:sweep_contradictions"


class CountingJudge:
    """The offline judge under another name if asked, counting its calls."""

    def __init__(self, name: str = "rules") -> None:
        self.name = name
        self.calls = 0
        self.rules = RulesJudge()

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        self.calls += 1
        return [Verdict(v.relation, v.reason, self.name) for v in self.rules.judge(new_text, candidates)]


class Crash(BaseException):
    """The process dies (not an error the guard may turn into DIFFERENT)."""


class CrashingJudge(CountingJudge):
    def __init__(self, after: int) -> None:
        super().__init__()
        self.after = after

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        if self.calls == self.after:
            raise Crash
        return super().judge(new_text, candidates)


class UnsureJudge(CountingJudge):
    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        self.calls += 1
        return [Verdict(UNSURE, "might be the same attribute", self.name) for _ in candidates]


class FailingJudge(CountingJudge):
    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        self.calls += 1
        raise TimeoutError("judge timed out")


def with_judge(engine: MemoryEngine, judge: Any) -> MemoryEngine:
    """Another engine (a new process, say) on the same store, trail and locks, with this judge."""
    return MemoryEngine(
        engine.settings, client=engine.client, embedder=engine.embedder, judge=judge, locks=engine.locks
    )


def legacy_store(engine: MemoryEngine, users: list[str] | None = None) -> None:
    write_raw(engine._collection, users)
    engine.migrate_archived(actor="command:migrate_archived")


def sweep(engine: MemoryEngine, **kwargs: Any) -> Any:
    with engine.run(ACTOR):
        return engine.sweep(**kwargs)


def live_ids(engine: MemoryEngine, user: str) -> list[str]:
    return sorted(m.id for m in engine.memories(user))


def archived(engine: MemoryEngine, user: str) -> dict[str, tuple[str, str | None]]:
    return {
        m.id: (str(m.archived_reason), m.superseded_by if m.archived_reason == "contradicted" else None)
        for m in engine.memories(user, include_archived=True)
        if m.archived
    }


def expected(user: str) -> dict[str, tuple[str, str | None]]:
    return {
        k: (reason, other if reason == "contradicted" else None)
        for k, (reason, other) in expected_archived(user).items()
    }


def assert_swept(engine: MemoryEngine) -> None:
    for user in FACTS:
        assert live_ids(engine, user) == expected_live(user), user
        assert archived(engine, user) == expected(user), user


def archive_events(engine: MemoryEngine) -> Counter[str]:
    return Counter(e.memory_id for e in trail_events(engine) if e.action in ("contradict", "archive"))


def test_it_sweeps_a_legacy_store_to_the_expected_live_set_and_a_rerun_changes_nothing(engine: MemoryEngine) -> None:
    legacy_store(engine)
    assert all(len(engine.memories(u)) == len(FACTS[u]) for u in FACTS)  # before: everything live
    judge = CountingJudge()
    swept = with_judge(engine, judge)
    report = sweep(swept)
    assert_swept(swept)

    # SPEC §13 on the raw store: 小明 → 小華 archived with the judge's reason, 香菜/芹菜 both live,
    # 不喜歡吃香菜 a duplicate of 討厭吃香菜 (the older copy stays).
    xiaoming = {m.text: m for m in swept.memories("xiaoming", include_archived=True)}
    old = xiaoming["使用者叫小明"]
    assert old.archived_reason == "contradicted" and old.superseded_by == xiaoming["使用者現在的名字是小華。"].id
    assert old.judge_reason and "小華" in old.judge_reason
    assert xiaoming["使用者討厭吃香菜"].live and xiaoming["使用者討厭吃芹菜。"].live
    dup = xiaoming["使用者不喜歡吃香菜。"]
    assert dup.archived_reason == "duplicate" and dup.archived_note == f"duplicate of {legacy_id('xiaoming', 1)}"

    assert report.judge_calls == judge.calls > 0 and report.failed_calls == 0
    assert report.archived == sum(len(expected_archived(u)) for u in FACTS) and report.reviews == 0
    events = archive_events(swept)
    assert set(events) == {i for u in FACTS for i in expected_archived(u)} and set(events.values()) == {1}
    contradict = next(e for e in trail_events(swept, action="contradict") if e.memory_id == old.id)
    assert contradict.actor == ACTOR and contradict.run_id and contradict.run_id.startswith(ACTOR)
    assert contradict.before["archived"] is False and contradict.after["superseded_by"] == old.superseded_by

    trail_before, calls_before = len(trail_events(swept)), len(judge_calls(swept))
    again = sweep(with_judge(engine, judge))
    assert judge.calls == report.judge_calls  # not one more call
    assert (again.judge_calls, again.judged, again.changes) == (0, 0, [])
    assert again.skipped == again.pairs > 0
    assert len(trail_events(swept)) == trail_before and len(judge_calls(swept)) == calls_before
    assert_swept(swept)


def test_a_crash_mid_sweep_then_a_rerun_completes_with_every_change_recorded_once(engine: MemoryEngine) -> None:
    legacy_store(engine)
    crashing = CrashingJudge(after=25)
    with pytest.raises(Crash):
        sweep(with_judge(engine, crashing))
    partly = with_judge(engine, CountingJudge())
    done_before = archive_events(partly)
    assert 0 < sum(done_before.values()) < sum(len(expected_archived(u)) for u in FACTS)

    judge = CountingJudge()
    rerun = sweep(with_judge(engine, judge))
    assert_swept(partly)
    events = archive_events(partly)
    assert set(events) == {i for u in FACTS for i in expected_archived(u)} and set(events.values()) == {1}
    assert rerun.skipped > 0  # the pairs judged before the crash were not paid for again
    # No pair was sent to this judge twice, across the crash.
    asked = Counter((call.user_id, call.text, v["memory_id"]) for call in judge_calls(partly) for v in call.verdicts)
    assert asked and max(asked.values()) == 1
    assert sweep(with_judge(engine, judge)).judge_calls == 0


def test_a_dry_run_changes_nothing_and_the_run_after_it_needs_no_judge_call(engine: MemoryEngine) -> None:
    legacy_store(engine, ["xiaoming", "kenji"])
    judge = CountingJudge()
    preview = sweep(with_judge(engine, judge), dry_run=True)
    assert preview.archived == len(expected_archived("xiaoming")) + len(expected_archived("kenji"))
    assert len(engine.memories("kenji")) == len(FACTS["kenji"]) and archive_events(engine) == Counter()
    calls = judge.calls

    report = sweep(with_judge(engine, judge))
    assert judge.calls == calls and report.judge_calls == 0 and report.reused > 0
    as_pairs = sorted((c.kind, c.memory.id, c.other.id) for c in report.changes)
    assert as_pairs == sorted((c.kind, c.memory.id, c.other.id) for c in preview.changes)
    assert live_ids(engine, "kenji") == expected_live("kenji")


def test_a_new_judge_judges_again_and_a_restore_stands(engine: MemoryEngine) -> None:
    legacy_store(engine, ["xiaoming"])
    sweep(with_judge(engine, CountingJudge()))
    old = legacy_id("xiaoming", 0)
    engine.restore(old, actor="staff:ann", note="keep both names")

    same = CountingJudge()
    assert sweep(with_judge(engine, same)).changes == [] and same.calls == 0
    assert engine.get(old).live  # type: ignore[union-attr]

    other = CountingJudge(name="rules-v2")
    report = sweep(with_judge(engine, other))
    assert other.calls > 0 and report.skipped == 0
    assert [(c.kind, c.memory.id) for c in report.changes] == [("contradicted", old)]


def test_it_opens_one_review_per_unsure_pair_and_never_a_second(engine: MemoryEngine) -> None:
    legacy_store(engine, ["xiaoming"])
    judge = UnsureJudge()
    report = sweep(with_judge(engine, judge))
    reviews = engine.reviews("xiaoming")
    assert report.reviews == len(reviews) > 0 and report.archived == 0  # unsure: nothing archived
    assert all(r.judge == "rules" and r.reason == "might be the same attribute" for r in reviews)
    assert {(r.older_id, r.newer_id) for r in reviews} == {
        (c.memory.id, c.other.id) for c in report.changes if c.kind == "review"
    }
    again = sweep(with_judge(engine, judge))
    assert again.judge_calls == 0 and again.changes == [] and len(engine.reviews("xiaoming")) == len(reviews)


def test_a_failed_judge_call_archives_nothing_and_is_asked_again(engine: MemoryEngine) -> None:
    legacy_store(engine, ["xiaoming"])
    failing = sweep(with_judge(engine, FailingJudge()))
    assert failing.failed_calls == failing.judge_calls > 0 and failing.archived == 0
    assert len(engine.memories("xiaoming")) == len(FACTS["xiaoming"])
    report = sweep(with_judge(engine, CountingJudge()))
    assert report.judge_calls > 0 and live_ids(engine, "xiaoming") == expected_live("xiaoming")


def test_since_sweeps_only_users_with_a_change_since(engine: MemoryEngine) -> None:
    legacy_store(engine, ["xiaoming", "kenji"])
    engine.add_memory("kenji", "The user is 30 years old", "other", now=datetime(2026, 9, 2, tzinfo=UTC))
    report = sweep(with_judge(engine, CountingJudge()), since=datetime(2026, 9, 1, tzinfo=UTC))
    assert report.users == 1 and {c.user_id for c in report.changes} == {"kenji"}
    assert len(engine.memories("xiaoming")) == len(FACTS["xiaoming"])
    one = sweep(with_judge(engine, CountingJudge()), user_id="xiaoming")
    assert one.users == 1 and {c.user_id for c in one.changes} == {"xiaoming"}


class LeaningJudge(CountingJudge):
    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        self.calls += 1
        return [Verdict(UNSURE, "perhaps the same", self.name, DUPLICATE) for _ in candidates]


def test_a_reused_unsure_pair_opens_its_review_with_what_the_judge_leaned_to(engine: MemoryEngine) -> None:
    legacy_store(engine, ["xiaoming"])
    judge = LeaningJudge()
    preview = sweep(with_judge(engine, judge), dry_run=True)
    assert preview.reviews > 0 and {c.suspected for c in preview.changes} == {DUPLICATE}
    report = sweep(with_judge(engine, judge))
    assert report.judge_calls == 0 and report.reused > 0
    assert {r.suspected for r in engine.reviews("xiaoming")} == {DUPLICATE}


def test_a_ledger_written_before_the_lean_was_kept_is_carried_over(tmp_path: Any, monkeypatch: Any) -> None:
    from pruning import db as db_module
    from pruning.db import SCHEMA, Database
    from pruning.sweep import PairRecord, SweepLedger

    url = f"sqlite:///{tmp_path / 'trail.sqlite3'}"
    monkeypatch.setattr(db_module, "SCHEMA", SCHEMA[:-1])  # the previous version's schema
    before = Database(url)
    before.ensure_schema()
    with before.cursor(transaction=True) as cur:
        cur.execute(
            "INSERT INTO sweep_pair (collection, first_id, second_id, judge, user_id, newer_id, relation, reason, "
            "at_us, applied) VALUES ('c', 'a', 'b', 'rules', 'u', 'b', 'UNSURE', 'might be', 1, 0)"
        )
    monkeypatch.setattr(db_module, "SCHEMA", SCHEMA)
    after = Database(url)
    after.ensure_schema()
    assert after.schema_version() == len(SCHEMA)
    assert SweepLedger(after, "c").for_user("u") == {("a", "b", "rules"): PairRecord("UNSURE", "might be", False, "")}
