"""Staff workflow through Django's test client: safe undo, undo from the activity page (one
change, a whole run), bulk actions with a concurrent change, the archived list, CSV exports,
sorting, dates, charts, empty states and the new-user step of Try a fact."""

from __future__ import annotations

import csv
import io
from datetime import timedelta
from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from pruning import MemoryEngine
from pruning.errors import ReplacementIsLive
from pruning.memory import Memory, utcnow
from tests.trail import trail_count, trail_events, trail_one

HX = {"HTTP_HX_REQUEST": "true"}
OLD_NAME, NEW_NAME = "使用者叫小明", "使用者現在的名字是小華。"


def contradicted_pair(engine: MemoryEngine, user: str = "xiaoming") -> tuple[Memory, Memory]:
    engine.remember(user, OLD_NAME, "name", now=utcnow() - timedelta(days=9))
    out = engine.remember(user, NEW_NAME, "name")
    assert out.archived and out.archived[0].archived_reason == "contradicted"
    return out.archived[0], out.stored[0]


def page_state(user: str, *ids: str) -> dict[str, Any]:
    """What a user page sends along with an action (its rows and whose counts it shows)."""
    return {"shown_on": "user", "counts_for": user, "shown": list(ids)}


# -- safe undo -----------------------------------------------------------------------------


def test_the_engine_refuses_to_restore_over_a_live_replacement_without_a_choice(engine: MemoryEngine) -> None:
    old, new = contradicted_pair(engine)
    with pytest.raises(ReplacementIsLive) as raised:
        engine.restore_safely(old.id, "staff:ann")
    assert raised.value.replacement.id == new.id  # type: ignore[attr-defined]
    assert engine.get(old.id).archived  # type: ignore[union-attr]
    outcome = engine.restore_safely(old.id, "staff:ann", "小明 is right", replacement="archive")
    assert outcome.memory.live and outcome.replacement is not None
    replacement = engine.get(new.id)
    assert replacement is not None and replacement.archived_reason == "contradicted"
    assert replacement.superseded_by == old.id and replacement.archived_note == "小明 is right"
    assert [m.text for m in engine.memories("xiaoming")] == [OLD_NAME]
    # The plain restore keeps working as before for everything else.
    engine.archive(old.id, actor="staff:ann")
    assert engine.restore(old.id, actor="staff:ann").live


def test_it_restores_both_only_when_asked_explicitly(engine: MemoryEngine) -> None:
    old, new = contradicted_pair(engine)
    outcome = engine.restore_safely(old.id, "staff:ann", replacement="keep")
    assert outcome.memory.live and engine.get(new.id).live  # type: ignore[union-attr]
    assert trail_one(engine, action="restore").detail["replacement"] == "keep"


def test_the_row_asks_before_restoring_over_a_live_replacement(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    old, new = contradicted_pair(dashboard_engine)
    page = staff_client.get(reverse("ma-user", args=["xiaoming"])).content.decode()
    assert "Restore and archive the replacement" in page and "Restore both" in page
    url = reverse("ma-memory-restore", args=[old.id])
    refused = staff_client.post(url, page_state("xiaoming", old.id, new.id), **HX)
    assert refused.status_code == 409 and "is live" in refused.content.decode()
    assert dashboard_engine.get(old.id).archived  # type: ignore[union-attr]

    done = staff_client.post(
        url, {**page_state("xiaoming", old.id, new.id), "replacement": "archive", "note": "名字寫錯"}, **HX
    )
    html = done.content.decode()
    assert done.status_code == 200 and html.strip().startswith(f'<tbody id="memory-{old.id}" class="memory">')
    # The replacement's row and the user's counts, out of band, in the same answer.
    assert f'<template><tbody id="memory-{new.id}" class="memory is-archived" hx-swap-oob="true">' in html
    assert '<span id="user-counts" hx-swap-oob="true">' in html and 'id="ma-review-count"' in html
    assert dashboard_engine.get(new.id).archived_reason == "contradicted"  # type: ignore[union-attr]
    contradict = trail_events(action="contradict", actor="staff:staffer")
    assert [(e.memory_id, e.related_id, e.detail.get("note")) for e in contradict] == [(new.id, old.id, "名字寫錯")]


# -- undo from the activity page -----------------------------------------------------------


def test_it_undoes_a_manual_archive_and_an_expiry_from_the_activity_page(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    e = dashboard_engine
    pref = e.add_memory("mei", "使用者討厭吃香菜", "preference")
    exam = e.add_memory("mei", "使用者下週二有期末考", "schedule", now=utcnow() - timedelta(days=20))
    e.archive(pref.id, actor="staff:ann", note="wrong")
    e.prune_expired(actor="command:prune_expired")
    page = staff_client.get(reverse("ma-activity")).content.decode()
    assert page.count("Undo (restore)") == 2

    for memory, action in ((pref, "archive"), (exam, "expire")):
        event = trail_one(action=action, memory_id=memory.id)
        row = staff_client.post(reverse("ma-event-undo", args=[event.id]), {"shown_on": "activity"}, **HX)
        html = row.content.decode()
        assert row.status_code == 200 and html.strip().startswith(f'<tr id="event-{event.id}"')
        assert "Undone: live again." in html and "no undo: restored since" in html
        assert e.get(memory.id).live  # type: ignore[union-attr]
        restore = trail_one(action="restore", memory_id=memory.id)
        assert restore.actor == "staff:staffer" and restore.detail["undo_of"] == event.id

    again = staff_client.post(reverse("ma-event-undo", args=[trail_one(action="expire").id]), **HX)
    assert again.status_code == 409 and "restored since" in again.content.decode()
    # A restore can be undone too: archived again as it was.
    restore = trail_one(action="restore", memory_id=exam.id)
    staff_client.post(reverse("ma-event-undo", args=[restore.id]), **HX)
    assert e.get(exam.id).archived_reason == "expired"  # type: ignore[union-attr]


def test_it_undoes_a_whole_prune_expired_run_after_a_preview(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    e = dashboard_engine
    old = utcnow() - timedelta(days=20)
    plans = [e.add_memory(u, f"使用者{n}月有考試", "schedule", now=old) for n, u in enumerate(["a", "a", "b"], 3)]
    call_command("prune_expired", stdout=io.StringIO())
    run_id = trail_events(action="expire")[0].run_id
    assert run_id and all(not e.get(p.id).live for p in plans)  # type: ignore[union-attr]

    page = staff_client.get(reverse("ma-activity"), {"run": run_id}).content.decode()
    assert "This run made 3 changes; 3 can be undone" in page and "Undo 3 changes" in page
    url = reverse("ma-run-undo", args=[run_id])
    preview = staff_client.post(url, **HX).content.decode()
    assert "3 can be undone" in preview and all(not e.get(p.id).live for p in plans)  # type: ignore[union-attr]

    done = staff_client.post(url, {"confirm": "yes", "note": "expired too early"}, **HX).content.decode()
    assert "Undid 3 changes of this run" in done
    assert all(e.get(p.id).live for p in plans)  # type: ignore[union-attr]
    restores = trail_events(action="restore")
    assert sorted(r.memory_id for r in restores) == sorted(p.id for p in plans)
    assert {(r.actor, r.detail["undo_run"], r.detail["note"]) for r in restores} == {
        ("staff:staffer", run_id, "expired too early")
    }
    assert len({r.run_id for r in restores}) == 1 and restores[0].run_id != run_id
    again = staff_client.post(url, **HX).content.decode()
    assert "0 can be undone" in again and "3 cannot (their memory changed since)" in again


# -- bulk actions --------------------------------------------------------------------------


def test_a_bulk_archive_reports_the_one_memory_changed_meanwhile(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    e = dashboard_engine
    memories = [e.add_memory("busy", f"使用者的第 {n} 個習慣", "habit") for n in range(30)]
    e.add_memory("busy", "使用者叫阿忙", "name")
    data = {"action": "archive", "scope": "user", "user": "busy", "filter": "category=habit", "all": "1"}
    preview = staff_client.post(reverse("ma-bulk"), {**data, "note": "整理"}, **HX).content.decode()
    assert "Archive 30 of 30 selected?" in preview and preview.count('name="ids"') == 30
    ids = [m.id for m in memories]

    e.archive(memories[7].id, actor="agent")  # another process, between preview and confirm
    done = staff_client.post(
        reverse("ma-bulk"),
        {"action": "archive", "confirm": "yes", "note": "整理", "ids": ids, **page_state("busy", *ids[:25])},
        **HX,
    )
    html = done.content.decode()
    assert done.status_code == 200 and "Archived 29 memories with the note “整理”" in html
    assert "1 not archived" in html and "already archived (manual) by agent" in html
    assert html.count('hx-swap-oob="true">') >= 25  # every changed row shown, the counts, the nav
    assert '<span id="user-counts" hx-swap-oob="true">' in html
    events = trail_events(action="archive", actor="staff:staffer")
    assert len(events) == 29 and {ev.detail["note"] for ev in events} == {"整理"}
    assert len({ev.run_id for ev in events}) == 1
    assert [m.text for m in e.memories("busy")] == ["使用者叫阿忙"]


def test_a_bulk_restore_from_the_archived_list_handles_replacements(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    e = dashboard_engine
    old, new = contradicted_pair(e)
    pref = e.add_memory("mei", "使用者討厭吃香菜", "preference")
    e.archive(pref.id, actor="staff:ann")
    data = {"action": "restore", "scope": "archived", "filter": "", "all": "1"}
    preview = staff_client.post(reverse("ma-bulk"), data, **HX).content.decode()
    assert "Restore 2 of 2 selected?" in preview and "whose replacement is live" in preview
    result = staff_client.post(
        reverse("ma-bulk"), {"action": "restore", "confirm": "yes", "ids": [old.id, pref.id]}, **HX
    ).content.decode()
    assert "Restored 1 memory" in result and "1 not restored" in result and "is live" in result
    assert e.get(pref.id).live and e.get(old.id).archived  # type: ignore[union-attr]
    staff_client.post(
        reverse("ma-bulk"), {"action": "restore", "confirm": "yes", "ids": [old.id], "replacement": "archive"}, **HX
    )
    assert e.get(old.id).live and e.get(new.id).archived_reason == "contradicted"  # type: ignore[union-attr]


# -- the archived list ---------------------------------------------------------------------


def test_the_archived_list_filters_by_reason_category_actor_and_dates(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    e = dashboard_engine
    old, _ = contradicted_pair(e)
    pref = e.add_memory("mei", "使用者討厭吃香菜", "preference")
    exam = e.add_memory("mei", "使用者下週二有期末考", "schedule", now=utcnow() - timedelta(days=20))
    e.archive(pref.id, actor="staff:ann")
    e.archive(exam.id, reason="expired", actor="command:prune_expired", now=utcnow() - timedelta(days=3))
    url = reverse("ma-archived")
    everything = staff_client.get(url).content.decode()
    # Newest archive first: the manual one, the contradiction, then the expiry three days ago.
    order = [everything.index(t) for t in ("使用者討厭吃香菜", OLD_NAME, "使用者下週二有期末考")]
    assert order == sorted(order) and "3 archived" in everything
    by_reason = staff_client.get(url, {"reason": "expired"}, **HX).content.decode()
    assert "<html" not in by_reason and "期末考" in by_reason and "香菜" not in by_reason
    assert "香菜" in staff_client.get(url, {"actor": "ann"}).content.decode()
    assert OLD_NAME in staff_client.get(url, {"category": "name"}).content.decode()
    today = utcnow().date()
    recent = staff_client.get(url, {"since": (today - timedelta(days=1)).isoformat()}).content.decode()
    assert "期末考" not in recent and "香菜" in recent
    older = staff_client.get(url, {"until": (today - timedelta(days=2)).isoformat()}).content.decode()
    assert "期末考" in older and "香菜" not in older
    empty = staff_client.get(url, {"actor": "nobody"}).content.decode()
    assert "No archived memories match actor=nobody." in empty
    assert staff_client.get(url, {"reason": "zombie"}).status_code == 400
    assert staff_client.get(url, {"since": "2026-05-02", "until": "2026-05-01"}).status_code == 400
    assert old.id in everything


# -- exports -------------------------------------------------------------------------------


def read_csv(response: Any) -> list[list[str]]:
    assert response.streaming and response["Content-Type"].startswith("text/csv")
    return list(csv.reader(io.StringIO(b"".join(response.streaming_content).decode())))


def test_it_exports_the_activity_with_its_filters_and_escapes_formulas(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    e = dashboard_engine
    hostile = e.add_memory("mei", '=HYPERLINK("http://x")', "other")
    e.add_memory("mei", "+1 的電話", "other")
    e.add_memory("bob", "The user's name is Bob", "name")
    e.archive(hostile.id, actor="@staff", note="-wrong")
    rows = read_csv(staff_client.get(reverse("ma-activity-export"), {"user": "mei"}))
    assert rows[0][:4] == ["id", "at", "action", "actor"]
    body = rows[1:]
    assert len(body) == 3 and {r[4] for r in body} == {"mei"}
    texts = {r[6] for r in body}
    assert '\'=HYPERLINK("http://x")' in texts and "'+1 的電話" in texts
    archive = next(r for r in body if r[2] == "archive")
    assert archive[3] == "'@staff" and archive[9] == "'-wrong"
    only = read_csv(staff_client.get(reverse("ma-activity-export"), {"action": "archive"}))
    assert len(only) == 2


def test_it_exports_a_users_memories_with_all_metadata(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    e = dashboard_engine
    tab = e.add_memory("mei", "@使用者喜歡貓", "preference")
    e.add_memory("mei", "使用者討厭吃香菜", "preference")
    e.archive(tab.id, actor="staff:ann", note="@note")
    rows = read_csv(staff_client.get(reverse("ma-user-export", args=["mei"])))
    assert rows[0][0:5] == ["id", "user_id", "category", "text", "status"] and len(rows) == 3
    archived = next(r for r in rows if r[0] == tab.id)
    assert archived[3] == "'@使用者喜歡貓" and archived[4] == "archived" and archived[9] == "'@note"
    assert '"archived_by": "staff:ann"' in archived[-1]
    assert staff_client.get(reverse("ma-user-export", args=["nobody"])).status_code == 404


# -- users, overview, empty states, try a fact ---------------------------------------------


def test_the_users_list_sorts_by_every_column(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    for n, user in enumerate(["ann", "bob", "cat"]):
        for i in range(n + 1):
            dashboard_engine.add_memory(user, f"使用者的第 {i} 個習慣", "habit")
    html = staff_client.get(reverse("ma-users")).content.decode()
    for key in ("user", "live", "archived", "capacity", "changed"):
        assert f'href="?sort={key if key != "user" else "-user"}"' in html
    by_live = staff_client.get(reverse("ma-users"), {"sort": "-live"}).content.decode()
    assert by_live.index(">cat<") < by_live.index(">bob<") < by_live.index(">ann<")
    assert 'aria-sort="descending"' in by_live and 'href="?sort=live"' in by_live


def test_the_overview_draws_archives_per_day_and_live_memories(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    e = dashboard_engine
    for n in range(3):
        m = e.add_memory("mei", f"使用者的第 {n} 個計畫", "schedule")
        e.archive(m.id, actor="staff:ann")
    html = staff_client.get(reverse("ma-overview")).content.decode()
    assert html.count('<svg class="chart-svg"') == 2 and 'class="bar reason-manual"' in html
    assert "3 memories archived from" in html and "<polyline" in html
    per_day = e.events_per_day(30)
    today = max(per_day)
    assert per_day[today] == {"store": 3, "archive": 3} and e.live_per_day(per_day)[today] == 0


def test_an_unknown_users_page_says_no_such_user(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    response = staff_client.get(reverse("ma-user", args=["nobody"]))
    assert response.status_code == 404 and "No such user" in response.content.decode()


def test_try_a_fact_asks_before_creating_a_new_user(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    data = {"user_id": "newbie", "text": "使用者喜歡貓", "category": "preference"}
    asked = staff_client.post(reverse("ma-try"), data, **HX).content.decode()
    assert "No user" in asked and "This is a new user: create it" in asked and "Dry run:" not in asked
    dry = staff_client.post(reverse("ma-try"), {**data, "new_user": "on"}, **HX).content.decode()
    assert "Dry run" in dry and 'name="new_user" value="on"' in dry
    staff_client.post(reverse("ma-try"), {**data, "new_user": "on", "commit": "yes"}, **HX)
    assert [m.text for m in dashboard_engine.memories("newbie")] == ["使用者喜歡貓"]
    assert trail_count(action="store", actor="staff:staffer") == 1
