"""The cascade through the real SDK against the local Gemini stand-in: the offline judge's sure
verdicts stand without a request, its unsure pairs go to Gemini in exactly one batched call,
and every way Gemini can fail queues the pairs for review instead of deciding them."""

from __future__ import annotations

import pytest

from pruning import MemoryEngine
from pruning.judges.cascade import CascadeJudge
from pruning.judges.pairmodel import PairModelJudge
from pruning.judges.rules import RulesJudge
from tests import gemini_standin as standin
from tests.gemini_standin import answer, standin_judge
from tests.memoryadmin.test_judge_failures import FAILURES
from tests.trail import judge_calls

gemini_standin = standin.gemini_standin


def cascade(engine: MemoryEngine, stand_in: standin.GeminiStandIn) -> CascadeJudge:
    judge = CascadeJudge(RulesJudge(), standin_judge(stand_in))
    engine.judge = judge
    engine._policies.judge = judge
    return judge


def test_sure_verdicts_stand_without_a_request(
    gemini_standin: standin.GeminiStandIn, dashboard_engine: MemoryEngine
) -> None:
    cascade(dashboard_engine, gemini_standin)
    old = dashboard_engine.remember("u", "使用者叫小明", "name").stored[0]
    out = dashboard_engine.remember("u", "使用者現在叫小華", "name")
    assert [m.id for m in out.contradicted] == [old.id] and gemini_standin.requests == []
    assert judge_calls()[-1].judge == "rules+gemini:gemini-2.5-flash-lite"


def test_unsure_pairs_go_to_gemini_in_one_batched_call(
    gemini_standin: standin.GeminiStandIn, dashboard_engine: MemoryEngine
) -> None:
    judge = cascade(dashboard_engine, gemini_standin)
    first = dashboard_engine.remember("u", "使用者叫小明，是大學生", "name").stored[0]
    second = dashboard_engine.add_memory("u", "使用者叫小明，住在台北", "name")
    gemini_standin.then(answer([("CONTRADICT", "名字改了"), ("DIFFERENT", "另一件事")]))
    out = dashboard_engine.remember("u", "使用者現在叫小華", "name")
    assert len(gemini_standin.requests) == 1 and judge.escalated == 2
    verdicts = {c.memory.id: c.verdict.relation for c in out.candidates}  # type: ignore[union-attr]
    assert sorted(verdicts.values()) == ["CONTRADICT", "DIFFERENT"] and set(verdicts) == {first.id, second.id}
    assert len(out.contradicted) == 1 and out.queued == []


@pytest.mark.parametrize("failure", sorted(FAILURES))
def test_every_gemini_failure_queues_the_pair_instead_of_deciding(
    failure: str, gemini_standin: standin.GeminiStandIn, dashboard_engine: MemoryEngine
) -> None:
    cascade(dashboard_engine, gemini_standin)
    old = dashboard_engine.remember("u", "使用者叫小明，是大學生", "name").stored[0]
    gemini_standin.then(*FAILURES[failure])
    out = dashboard_engine.remember("u", "使用者現在叫小華", "name")
    assert out.archived == [] and len(out.stored) == 1 and dashboard_engine.get(old.id).live  # type: ignore[union-attr]
    assert [r.older_id for r in out.queued] == [old.id]
    assert "failed" in out.queued[0].reason and dashboard_engine.reviews("u")


def test_a_pair_the_pair_model_doubts_goes_to_gemini_with_the_vectors_the_write_had(
    gemini_standin: standin.GeminiStandIn, dashboard_engine: MemoryEngine
) -> None:
    def forbidden_embed(texts: list[str]) -> list[list[float]]:
        raise AssertionError("the write pipeline hands its vectors over")

    judge = CascadeJudge(PairModelJudge(RulesJudge(), embed=forbidden_embed), standin_judge(gemini_standin))
    dashboard_engine.judge = dashboard_engine._policies.judge = judge
    old = dashboard_engine.remember("u", "使用者很怕蟑螂", "other").stored[0]
    gemini_standin.then(answer([("DUPLICATE", "the same fear, said another way")]))
    out = dashboard_engine.remember("u", "使用者看到蟑螂會尖叫", "other")
    assert len(gemini_standin.requests) == 1 and judge.escalated == 1
    assert out.skipped is not None and out.skipped.duplicate_of == old.id and out.queued == []
    assert "asked because" in out.skipped.reason and "pair model" in out.skipped.reason
