"""Legacy records and judge output the engine did not write — NUL, C1 controls, very long
user ids — through every page and action: no 500, and every change recorded in the trail
(on SQLite, and on PostgreSQL in the server pass, which refuses NUL outright)."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from django.test import Client

from pruning import MemoryEngine
from pruning.judges import CONTRADICT, Verdict
from tests.trail import trail_events, trail_one

HX = {"HTTP_HX_REQUEST": "true"}
LONG_USER = "legacy-" + "x" * 193  # 200 characters: longer than the engine accepts for new writes


class HostileJudge:
    name = "hostile-test-judge"

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        return [
            Verdict(CONTRADICT, "same name\x00 with a NUL\x9b and a C1 \u202eoverride", self.name) for _ in candidates
        ]


def test_hostile_legacy_records_are_shown_archived_and_restored(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    dashboard_engine._collection.add(
        ids=["legacy-nul", "legacy-c1", "legacy-long"],
        documents=["使用者\x00叫小明", "C1 \x9b inside", "a long owner"],
        metadatas=[
            {"user_id": "hostile", "category": "name", "created_at": "2026-01-01T00:00:00Z"},
            {"user_id": "hostile", "category": "other", "created_at": "2026-01-02T00:00:00Z"},
            {"user_id": LONG_USER, "category": "other", "created_at": "2026-01-03T00:00:00Z"},
        ],
    )
    for url in ("/", "/users/", "/activity/", "/users/hostile/", f"/users/{quote(LONG_USER)}/", "/review/"):
        response = staff_client.get(url)
        assert response.status_code == 200, (url, response.status_code)
    for memory_id in ("legacy-nul", "legacy-c1", "legacy-long"):
        assert staff_client.get(f"/memories/{memory_id}/").status_code == 200
        archived = staff_client.post(f"/memories/{memory_id}/archive/", {"note": "legacy clean-up"}, **HX)
        assert archived.status_code == 200, archived.content[:300]
        assert staff_client.post(f"/memories/{memory_id}/restore/", **HX).status_code == 200
    events = trail_events(dashboard_engine)
    assert sorted((e.action, e.memory_id) for e in events) == sorted(
        [(a, m) for m in ("legacy-nul", "legacy-c1", "legacy-long") for a in ("archive", "restore")]
    )
    assert "\ufffd" in trail_one(dashboard_engine, action="archive", memory_id="legacy-nul").text
    assert trail_one(dashboard_engine, action="archive", memory_id="legacy-long").user_id == LONG_USER
    assert staff_client.get("/activity/", {"user": LONG_USER}).status_code == 200
    assert not dashboard_engine.trail_failures


def test_a_judge_reason_with_controls_is_stored_cleaned_and_recorded(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    dashboard_engine.judge = HostileJudge()
    dashboard_engine._policies.judge = dashboard_engine.judge
    old = dashboard_engine.remember("hostile", "使用者叫小明", "name").stored[0]
    out = dashboard_engine.remember("hostile", "使用者現在的名字是小華。", "name")
    archived = dashboard_engine.get(old.id)
    assert archived is not None and archived.archived_reason == "contradicted" and out.contradicted
    reason: Any = archived.judge_reason
    assert "\x00" not in reason and "\x9b" not in reason and "\u202e" not in reason and "\ufffd" in reason
    event = trail_one(dashboard_engine, action="contradict")
    assert "\ufffd" in event.after["judge_reason"]  # type: ignore[index]
    assert "\x00" not in dashboard_engine.judge_calls()[0].verdicts[0]["reason"]
    for url in ("/", "/activity/", f"/memories/{old.id}/", "/users/hostile/"):
        assert staff_client.get(url).status_code == 200, url
    assert not dashboard_engine.trail_failures
