"""The Gemini judge failing every way it can, end to end: `remember()` through the real SDK
against the local stand-in archives nothing, and the failure shows on the overview's panel."""

from __future__ import annotations

import json

import pytest
from django.test import Client
from django.urls import reverse

from pruning import MemoryEngine
from tests import gemini_standin as standin
from tests.gemini_standin import answer, error, hang, raw, standin_judge
from tests.trail import judge_calls

gemini_standin = standin.gemini_standin

FAILURES = {
    "timeout": [hang(5), hang(5)],
    "429-exhausted": [error(429), error(429)],
    "500": [error(500), error(500)],
    "malformed-json": [raw("{not json")],
    "wrong-count": [answer([("CONTRADICT", "a"), ("CONTRADICT", "b")])],
    "unknown-enum": [raw(json.dumps({"judgements": [{"index": 0, "relation": "REPLACE", "reason": "x"}]}))],
    "index-out-of-range": [raw(json.dumps({"judgements": [{"index": 3, "relation": "CONTRADICT", "reason": "x"}]}))],
}


@pytest.mark.parametrize("failure", sorted(FAILURES))
def test_a_failing_gemini_judge_archives_nothing_and_shows_on_the_overview(
    failure: str, gemini_standin: standin.GeminiStandIn, staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    engine = dashboard_engine
    old = engine.remember("u", "使用者叫小明", "name").stored[0]  # no candidate yet: no judge call
    engine._policies.judge = standin_judge(gemini_standin)
    gemini_standin.then(*FAILURES[failure])

    out = engine.remember("u", "使用者現在的名字是小華。", "name")
    assert out.judge_calls == 1 and out.archived == [] and len(out.stored) == 1
    assert engine.get(old.id).live  # type: ignore[union-attr]
    assert all(c.verdict.relation == "DIFFERENT" for c in out.candidates)  # type: ignore[union-attr]

    call = judge_calls()[0]
    assert not call.ok and call.error and call.judge == "gemini:gemini-2.5-flash-lite"
    page = staff_client.get(reverse("ma-overview")).content.decode()
    assert "Recent failures" in page and "gemini:gemini-2.5-flash-lite" in page


def test_a_good_gemini_answer_contradicts_through_the_real_sdk(
    gemini_standin: standin.GeminiStandIn, dashboard_engine: MemoryEngine
) -> None:
    engine = dashboard_engine
    old = engine.remember("u", "使用者叫小明", "name").stored[0]
    engine._policies.judge = standin_judge(gemini_standin)
    gemini_standin.then(answer([("CONTRADICT", "同一屬性「名字」：小明 → 小華")]))
    out = engine.remember("u", "使用者現在的名字是小華。", "name")
    gone = engine.get(old.id)
    assert gone is not None and gone.archived_reason == "contradicted" and gone.superseded_by == out.stored[0].id
    assert gone.judge_reason == "同一屬性「名字」：小明 → 小華"
    assert len(gemini_standin.requests) == 1 and judge_calls()[0].ok
