"""What the pages say, through Django's test client: the nav's current page, empty states that
name the filters, count lists, neighbour zones, times in the dashboard's zone, and the Try
page's wording once committed. The template filters behind them are tested on their own."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from memoryadmin.templatetags.memoryadmin import active_filters, archived_breakdown, metadata_instant, zone
from pruning import MemoryEngine
from pruning.config import Thresholds
from pruning.memory import utcnow

HX = {"HTTP_HX_REQUEST": "true"}


def text_of(html: str) -> str:
    """The page's text with white space collapsed: inline tags vanish, the others part words."""
    inline = re.sub(r"</?(a|strong|span|code)\b[^>]*>", "", html)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", inline)).strip()


# -- filters -------------------------------------------------------------------------------


def test_it_names_the_zone_of_a_distance_by_the_thresholds() -> None:
    thresholds = Thresholds(duplicate_distance=0.25, gray_zone_max=0.45)
    assert [zone(d, thresholds) for d in (0.0, 0.249, 0.25, 0.449, 0.45, 1.2)] == [
        "duplicate",
        "duplicate",
        "gray zone",
        "gray zone",
        "far",
        "far",
    ]
    assert zone(None, thresholds) == ""


def test_it_reads_the_instant_of_a_raw_metadata_value() -> None:
    instant = datetime(2025, 3, 1, 16, 30, tzinfo=UTC)
    assert metadata_instant(int(instant.timestamp()), "created_ts") == instant
    assert metadata_instant("2025-03-01T16:30:00+00:00", "created_at") == instant
    assert metadata_instant("2025-03-01T16:30:00Z", "archived_at") == instant
    assert metadata_instant("not a time", "created_at") is None
    assert metadata_instant(True, "created_ts") is None
    assert metadata_instant(1740846600, "category") is None


def test_it_lists_archived_counts_with_commas_and_no_trailing_space() -> None:
    row = SimpleNamespace(contradicted=1, expired=1, evicted=0, manual=0)
    assert archived_breakdown(row) == "1 contradicted, 1 expired"
    assert archived_breakdown(SimpleNamespace(contradicted=0, expired=0, evicted=0, manual=3)) == "3 manual"
    assert archived_breakdown(SimpleNamespace(contradicted=0, expired=0, evicted=0, manual=0)) == ""


def test_it_lists_the_filters_in_use() -> None:
    assert active_filters({"user": "xiaoming", "action": "archive", "actor": ""}) == "user=xiaoming action=archived"
    assert active_filters({"status": "", "q": "香菜"}) == "text=香菜"
    assert active_filters(None) == ""


# -- pages ---------------------------------------------------------------------------------


@pytest.fixture
def seeded(dashboard_engine: MemoryEngine) -> dict[str, Any]:
    e = dashboard_engine
    now = utcnow()
    old = e.add_memory("xiaoming", "使用者叫小明", "name", now=now - timedelta(days=9))
    new = e.add_memory("xiaoming", "使用者現在的名字是小華。", "name", now=now - timedelta(days=1))
    plan = e.add_memory("xiaoming", "使用者下週二有期末考", "schedule", now=now - timedelta(days=20))
    e.archive(old.id, reason="contradicted", actor="agent", superseded_by=new.id, judge_reason="同一個屬性")
    e.archive(plan.id, reason="expired", actor="command:prune_expired")
    return {"old": old, "new": new, "plan": plan}


@pytest.mark.parametrize(
    ("url", "current"),
    [
        ("/", "Overview"),
        ("/users/", "Users"),
        ("/users/xiaoming/", "Users"),
        ("/users/xiaoming/agent/", "Users"),
        ("/try/", "Try a fact"),
        ("/activity/", "Activity"),
    ],
)
def test_it_marks_the_current_page_in_the_nav(
    staff_client: Client, seeded: dict[str, Any], url: str, current: str
) -> None:
    html = staff_client.get(url).content.decode()
    nav = html[html.index("<nav") : html.index("</nav>")]
    marked = re.findall(r'<a href="[^"]*" aria-current="(page|true)">([^<]+)</a>', nav)
    assert [label for _, label in marked] == [current]
    # The page itself is "page"; a page inside a section marks the section with "true".
    assert marked[0][0] == ("page" if url in {"/", "/users/", "/try/", "/activity/"} else "true")
    assert "Log out" in html[html.index("</nav>") :]  # outside the folding nav


def test_it_lists_a_users_archived_counts_readably(staff_client: Client, seeded: dict[str, Any]) -> None:
    text = text_of(staff_client.get(reverse("ma-users")).content.decode())
    assert "2 (1 contradicted, 1 expired)" in text


def test_it_says_which_filters_left_a_list_empty(staff_client: Client, seeded: dict[str, Any]) -> None:
    activity = staff_client.get(reverse("ma-activity"), {"user": "nobody", "action": "restore"}, **HX).content.decode()
    assert "No activity matches user=nobody action=restored." in text_of(activity)  # the action as the menu names it
    assert f'<a href="{reverse("ma-activity")}">Clear filters</a>' in activity
    assert "No activity yet" not in activity

    user = staff_client.get(reverse("ma-user", args=["xiaoming"]), {"status": "live", "q": "香菜"}).content.decode()
    assert "No memories match status=live text=香菜. Clear filters to see all 3." in text_of(user)
    assert f'<a href="{reverse("ma-user", args=["xiaoming"])}">Clear filters</a>' in user

    users = staff_client.get(reverse("ma-users"), {"q": "nobody"}).content.decode()
    assert "No users match “nobody”. Clear the search." in text_of(users)
    assert f'<a href="{reverse("ma-users")}">Clear the search</a>' in users


def test_it_says_no_activity_yet_without_filters(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    assert "No activity yet." in text_of(staff_client.get(reverse("ma-activity")).content.decode())
    assert "No users yet" in text_of(staff_client.get(reverse("ma-users")).content.decode())


def test_it_names_each_neighbours_zone(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    from dataclasses import replace

    e = dashboard_engine
    e.thresholds = replace(e.thresholds, gray_zone_max=0.14)  # a zone boundary this test's texts straddle
    e.add_memory("xiaoming", "使用者現在的名字是小華。", "name")
    twin = e.add_memory("xiaoming", "使用者現在的名字是小華。", "name")
    e.add_memory("xiaoming", "使用者現在的名字是小美。", "name")
    e.add_memory("xiaoming", "The user's favourite word is pneumonoultramicroscopicsilicovolcanoconiosis", "other")
    html = staff_client.get(reverse("ma-memory", args=[twin.id])).content.decode()
    dup, gray = e.thresholds.duplicate_distance, e.thresholds.gray_zone_max
    rows = re.findall(r'<td class="num">([\d.]+)</td>\s*<td class="zone zone-[a-z-]+">(?:<strong>)?([a-z ]+)<', html)
    assert len(rows) == 3
    for distance, said in rows:
        expected = "duplicate" if float(distance) < dup else "gray zone" if float(distance) < gray else "far"
        assert said == expected, (distance, said)
    assert {said for _, said in rows} == {"duplicate", "gray zone", "far"}


def test_it_shows_a_memorys_times_in_the_dashboards_zone(
    staff_client: Client, dashboard_engine: MemoryEngine, settings: Any
) -> None:
    settings.TIME_ZONE = "Asia/Taipei"
    created = datetime(2025, 3, 1, 16, 30, 5, tzinfo=UTC)  # 2025-03-02 00:30:05 in Taipei
    memory = dashboard_engine.add_memory("xiaoming", "使用者叫小明", "name", now=created)
    dashboard_engine.archive(memory.id, actor="staff:ann", now=created + timedelta(hours=1))
    html = staff_client.get(reverse("ma-memory", args=[memory.id])).content.decode()
    human = html[: html.index("<h2>Metadata</h2>")]
    assert "2025-03-02 01:30" in human and "created 2025-03-02 00:30" in human and "Asia/Taipei" in human
    assert "T16:30" not in human and str(int(created.timestamp())) not in human
    # The raw table keeps the raw values, each with its readable time.
    for raw, readable in (
        (str(int(created.timestamp())), "2025-03-02 00:30:05"),
        ("2025-03-01T16:30:05+00:00", "2025-03-02 00:30:05"),
        ("2025-03-01T17:30:05+00:00", "2025-03-02 01:30:05"),
    ):
        assert re.search(re.escape(raw) + r'</code> <span class="readable">' + re.escape(readable), html), raw
    assert timezone.get_current_timezone_name() == "Asia/Taipei"


def test_it_says_archived_once_a_tried_fact_is_committed(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    dashboard_engine.add_memory("xiaoming", "使用者現在的名字是小華。", "name", now=utcnow() - timedelta(days=2))
    data = {"user_id": "xiaoming", "text": "使用者現在的名字是小美。", "category": "name"}
    dry = text_of(staff_client.post(reverse("ma-try"), data, **HX).content.decode())
    assert "Would store the new memory and archive “使用者現在的名字是小華。” as contradicted." in dry
    done = text_of(staff_client.post(reverse("ma-try"), {**data, "commit": "yes"}, **HX).content.decode())
    assert "Stored the new memory and archived “使用者現在的名字是小華。” as contradicted." in done
    assert "Archived: “使用者現在的名字是小華。” (contradicted)." in done
    assert " and archive “" not in done


def test_it_offers_a_multiline_note_box_as_long_as_the_limit(staff_client: Client, seeded: dict[str, Any]) -> None:
    html = staff_client.get(reverse("ma-user", args=["xiaoming"])).content.decode()
    boxes = re.findall(r"<textarea [^>]*>", html)
    assert boxes and all('name="note"' in b and 'maxlength="1000"' in b and 'rows="3"' in b for b in boxes)
    assert '<input type="text" name="note"' not in html


def test_it_captions_every_cell_of_a_stacked_table(
    staff_client: Client, dashboard_engine: MemoryEngine, seeded: dict[str, Any]
) -> None:
    """On a phone a stacked table shows each cell under its caption (data-label). Cells that
    speak for themselves need none: the actions, a row's title (the user), a time, a "more" link, a
    checkbox, and an empty state that spans the row."""
    plain = re.compile(r'class="(actions|user|when|more|pick)"|colspan')
    assert dashboard_engine.remember("xiaoming", "使用者現在的名字是小華。", "name").skipped  # listed as not stored
    pages = [reverse("ma-user", args=["xiaoming"]), reverse("ma-users"), reverse("ma-activity")]
    for url in pages:
        html = staff_client.get(url).content.decode()
        tables = re.findall(r'<table class="[^"]*\bstack\b[^"]*"[^>]*>(.*?)</table>', html, re.S)
        assert tables, url
        cells = [c for t in tables for c in re.findall(r"<td\b[^>]*>", t)]
        uncaptioned = [c for c in cells if "data-label=" not in c and not plain.search(c)]
        assert cells and not uncaptioned, (url, uncaptioned)
    assert "Not stored as repeats" in staff_client.get(pages[0]).content.decode()
