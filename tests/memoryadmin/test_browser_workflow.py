"""The staff workflow in Debian's Chromium: safe undo through the row's confirm, and every
count and row an action changes updated in place (out of band), without a reload."""

from __future__ import annotations

from datetime import timedelta

import pytest
from playwright.sync_api import Page, expect

from pruning import MemoryEngine
from pruning.memory import utcnow
from tests.memoryadmin.test_browser import (
    NEW_NAME,
    OLD_NAME,
    Shot,
    answer_next_dialog,
    archive_row,
    assert_not_reloaded,
    assert_unique_ids,
    row,
    set_marker,
)

pytestmark = pytest.mark.browser


def test_safe_undo_archives_the_replacement_and_the_agent_sees_one_name(
    staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine
) -> None:
    page = staff_page
    e = dashboard_engine
    e.remember("xiaoming", OLD_NAME, "name", now=utcnow() - timedelta(days=9))
    out = e.remember("xiaoming", NEW_NAME, "name")
    old, new = out.archived[0], out.stored[0]
    page.goto("/users/xiaoming/")
    set_marker(page)
    target = row(page, old)
    expect(target.locator("a.replaced-by")).to_have_text(f"“{NEW_NAME}”")
    target.locator("summary", has_text="Restore…").click()
    expect(target.locator(".restore-choice")).to_contain_text("is live")
    target.get_by_placeholder("note (optional)").fill("其實是小明")
    shot(page, "safe-undo-1-confirm")
    target.get_by_role("button", name="Restore and archive the replacement").click()

    expect(target.locator(".badge").first).to_have_text("live")
    expect(target.locator(".flash")).to_contain_text("is archived (contradicted)")
    replacement = row(page, new)
    expect(replacement.locator(".badge").first).to_have_text("archived")  # out of band, same answer
    expect(replacement.locator(".reason")).to_have_text("contradicted")
    expect(replacement).to_contain_text("note: 其實是小明")
    expect(page.locator("#user-counts .live-count")).to_have_text("1")
    expect(page.locator("#user-counts .archived-count")).to_have_text("1")
    assert_not_reloaded(page)
    assert_unique_ids(page)
    shot(page, "safe-undo-2-done")

    page.goto("/users/xiaoming/agent/")
    names = page.locator("dl.profile dt", has_text="name")
    expect(names).to_have_count(1)
    expect(page.locator("dl.profile dd")).to_have_count(1)
    expect(page.locator("dl.profile dd")).to_have_text(OLD_NAME)
    shot(page, "safe-undo-3-agent-sees-one-name")


def test_counts_and_rows_update_in_place_after_archive_restore_and_rejudge(
    staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine
) -> None:
    page = staff_page
    e = dashboard_engine
    old = e.add_memory("xiaoming", OLD_NAME, "name", now=utcnow() - timedelta(days=9))
    new = e.add_memory("xiaoming", NEW_NAME, "name", now=utcnow() - timedelta(days=1))
    pref = e.add_memory("xiaoming", "使用者討厭吃香菜", "preference")
    e._reviews.open_item(
        user_id="xiaoming", older_id=old.id, newer_id=new.id, older_text=old.text, newer_text=new.text,
        reason="perhaps", judge="rules",
    )  # fmt: skip
    page.goto("/users/xiaoming/")
    set_marker(page)
    live, archived = page.locator("#user-counts .live-count"), page.locator("#user-counts .archived-count")
    expect(live).to_have_text("3")
    expect(page.locator("#ma-review-count")).to_have_text("1")

    archive_row(page, pref, "不對")
    expect(row(page, pref).locator(".badge").first).to_have_text("archived")
    expect(live).to_have_text("2")
    expect(archived).to_have_text("1")
    expect(page.locator("#user-counts meter")).to_have_attribute("value", "2")

    row(page, pref).get_by_role("button", name="Restore").click()
    expect(row(page, pref).locator(".badge").first).to_have_text("live")
    expect(live).to_have_text("3")
    expect(archived).to_have_text("0")

    row(page, new).get_by_role("button", name="Re-judge").click()
    verdicts = page.locator(f"#rejudge-{new.id}")
    expect(verdicts.locator(".verdict")).to_have_text("CONTRADICT")
    answer_next_dialog(page, accept=True)
    verdicts.get_by_role("button", name="Apply").click()
    expect(verdicts.locator(".applied")).to_contain_text("Archived 1")
    expect(row(page, old).locator(".badge").first).to_have_text("archived")  # the other row, in place
    expect(row(page, old).locator(".reason")).to_have_text("contradicted")
    expect(live).to_have_text("2")
    expect(archived).to_have_text("1")
    assert_not_reloaded(page)
    assert_unique_ids(page)
    shot(page, "live-counts-1-after-rejudge")

    # The review decided elsewhere: the nav's count goes with it, in place.
    e.restore(old.id, actor="test")
    page.goto("/review/")
    set_marker(page)
    page.get_by_role("button", name="Keep both").click()
    expect(page.locator("#ma-review-count")).to_be_empty()
    assert_not_reloaded(page)


def test_a_whole_run_is_undone_from_the_activity_page(
    staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine
) -> None:
    page = staff_page
    e = dashboard_engine
    plans = [e.add_memory("mei", f"使用者{n}月有考試", "schedule", now=utcnow() - timedelta(days=20)) for n in (3, 4)]
    with e.run("command:prune_expired") as run_id:
        e.prune_expired(actor="command:prune_expired")
    page.goto("/activity/")
    page.locator(".run a").first.click()
    expect(page.locator(".run-undo")).to_contain_text("This run made 2 changes; 2 can be undone")
    shot(page, "run-undo-1-preview")
    answer_next_dialog(page, accept=True)
    page.get_by_role("button", name="Undo 2 changes").click()
    expect(page.locator(".run-undo")).to_contain_text("Undid 2 changes of this run")
    assert all(e.get(p.id).live for p in plans)  # type: ignore[union-attr]
    assert run_id
    shot(page, "run-undo-2-done")
