"""Clean the past, show the past: `sweep_contradictions` as an operator runs it, the overview's
sweep preview, and the user page, agent view and diff at past moments."""

from __future__ import annotations

import io
from zoneinfo import ZoneInfo

from django.core.management import CommandError, call_command
from django.test import Client
from django.urls import reverse

from pruning import MemoryEngine
from tests.history import CAT, EXAM, NAME_NEW, NAME_OLD, USER, live_month
from tests.pruning.legacy_month import FACTS, expected_archived, expected_live, write_raw
from tests.trail import trail_events

HX = {"HTTP_HX_REQUEST": "true"}
TAIPEI = ZoneInfo("Asia/Taipei")


def run(*args: str) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    call_command(*args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def local(moment) -> str:  # type: ignore[no-untyped-def]
    return moment.astimezone(TAIPEI).strftime("%Y-%m-%dT%H:%M")


def test_it_sweeps_a_legacy_store_from_the_command_and_a_second_run_changes_nothing(
    dashboard_engine: MemoryEngine,
) -> None:
    write_raw(dashboard_engine._collection, ["xiaoming", "kenji"])
    run("migrate_archived")
    out, _ = run("sweep_contradictions", "--dry-run")
    changes = len(expected_archived("xiaoming")) + len(expected_archived("kenji"))
    assert f"Would archive {changes} memories" in out and out.strip().endswith("over 2 users (dry run).")
    assert "would archive legacy-xiaoming-00  xiaoming  使用者叫小明  contradicted by legacy-xiaoming-03" in out
    assert len(dashboard_engine.memories("kenji")) == len(FACTS["kenji"])

    out, _ = run("sweep_contradictions")
    assert "Judge calls: 0 (rules+pair model)" in out  # the dry run's verdicts, applied without asking again
    assert f"Archived {changes} memories" in out
    for user in ("xiaoming", "kenji"):
        assert sorted(m.id for m in dashboard_engine.memories(user)) == expected_live(user)
    events = [e for e in trail_events() if e.action in ("contradict", "archive")]
    assert len(events) == changes and {e.actor for e in events} == {"command:sweep_contradictions"}
    assert len({e.run_id for e in events}) == 1 and events[0].run_id.startswith("command:sweep_contradictions:")

    out, _ = run("sweep_contradictions")
    assert "Judge calls: 0 (rules+pair model) for 0 pairs" in out
    assert "Archived 0 memories (0 contradicted, 0 duplicate) and opened 0 review items, over 2 users." in out


def test_the_command_refuses_bad_input_clearly(dashboard_engine: MemoryEngine) -> None:
    for args, message in ((["--since", "last week"], "--since must be a date"), (["--user", " x"], "--user:")):
        try:
            run("sweep_contradictions", *args)
        except CommandError as exc:
            assert message in str(exc)
        else:
            raise AssertionError(args)


def test_the_overview_previews_the_sweep_then_applies_it(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    write_raw(dashboard_engine._collection, ["xiaoming"])
    dashboard_engine.migrate_archived()
    page = staff_client.get(reverse("ma-overview")).content.decode()
    assert "Contradiction sweep" in page and reverse("ma-ops-sweep") in page

    preview = staff_client.post(reverse("ma-ops-sweep"), **HX).content.decode()
    assert "Would archive 2 memories" in preview and "使用者叫小明" in preview and "Apply the sweep" in preview
    assert len(dashboard_engine.memories("xiaoming")) == len(FACTS["xiaoming"])

    done = staff_client.post(reverse("ma-ops-sweep"), {"confirm": "yes"}, **HX).content.decode()
    assert "Archived 2 memories" in done and "0 calls" in done and "Apply the sweep" not in done
    assert sorted(m.id for m in dashboard_engine.memories("xiaoming")) == expected_live("xiaoming")
    assert {e.actor for e in trail_events(action="contradict")} == {"staff:staffer"}


def test_the_overview_sweeps_one_user_when_asked(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    write_raw(dashboard_engine._collection, ["xiaoming", "kenji"])
    dashboard_engine.migrate_archived()
    preview = staff_client.post(reverse("ma-ops-sweep"), {"user": "xiaoming"}, **HX).content.decode()
    assert "over 1 users" in preview and 'name="user" value="xiaoming"' in preview
    staff_client.post(reverse("ma-ops-sweep"), {"user": "xiaoming", "confirm": "yes"}, **HX)
    assert sorted(m.id for m in dashboard_engine.memories("xiaoming")) == expected_live("xiaoming")
    assert len(dashboard_engine.memories("kenji")) == len(FACTS["kenji"])
    assert staff_client.post(reverse("ma-ops-sweep"), {"user": "x" * 600}).status_code == 400


def test_the_agent_view_at_a_past_moment_shows_that_moments_facts(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    month = live_month(dashboard_engine)
    url = reverse("ma-agent", args=[USER])
    then = staff_client.get(url, {"as_of": local(month.instants["day 2"]), "q": "名字"}).content.decode()
    assert NAME_OLD in then and EXAM in then and CAT in then and NAME_NEW not in then
    assert "as of " in then
    later = staff_client.get(url, {"as_of": local(month.instants["day 21"])}).content.decode()
    assert NAME_NEW in later and CAT in later and NAME_OLD not in later and EXAM not in later
    now = staff_client.get(url).content.decode()
    assert NAME_NEW in now and CAT in now and NAME_OLD not in now

    fragment = staff_client.get(url, {"as_of": local(month.instants["day 2"]), "q": "名字"}, **HX).content.decode()
    assert NAME_OLD in fragment and "<html" not in fragment


def test_the_user_page_at_a_past_moment_shows_each_memory_as_it_was(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    month = live_month(dashboard_engine)
    url = reverse("ma-user", args=[USER])
    day2 = staff_client.get(url, {"as_of": local(month.instants["day 2"])}).content.decode()
    assert NAME_OLD in day2 and NAME_NEW not in day2 and 'badge archived">archived' not in day2
    assert "Restore" not in day2 and "Archive…" not in day2  # the past is read-only
    day30 = staff_client.get(url, {"as_of": local(month.instants["day 30"]), "status": "archived"}).content.decode()
    assert "contradicted" in day30 and "expired" in day30 and "said of a friend" in day30
    assert reverse("ma-user-diff", args=[USER]) in day30


def test_it_answers_400_for_a_moment_it_cannot_read(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    for name, params in (
        ("ma-user", {"as_of": "yesterday"}),
        ("ma-agent", {"as_of": "2026-13-01T00:00"}),
        ("ma-user-diff", {"from": "soon"}),
        ("ma-user-diff", {"from": "2026-09-02T00:00", "to": "2026-09-01T00:00"}),
    ):
        response = staff_client.get(reverse(name, args=[USER]), params)
        assert response.status_code == 400, (name, params)
        assert "must be" in response.content.decode(), (name, params)


def test_the_diff_page_lists_what_was_added_archived_and_restored_with_reasons(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    month = live_month(dashboard_engine)
    url = reverse("ma-user-diff", args=[USER])
    page = staff_client.get(url, {"from": local(month.instants["day 2"]), "to": local(month.instants["day 30"])})
    html = page.content.decode()
    assert page.status_code == 200
    for text in (NAME_NEW, NAME_OLD, EXAM, CAT, "contradicted", "expired", "manual", "replaced by", "said of a friend"):
        assert text in html, text
    assert "judge:" in html and "staff:ann" in html
    restored = staff_client.get(url, {"from": local(month.instants["day 30"])}).content.decode()
    assert "restored" in restored and "staff:bob" in restored and NAME_OLD not in restored
