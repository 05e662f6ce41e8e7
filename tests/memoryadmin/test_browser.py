"""The dashboard in Debian's Chromium: the real login form, htmx swaps under the strict CSP,
confirm dialogs, plain links without JavaScript, and hostile texts shown as text.

Every page's console errors and uncaught exceptions fail the test (a CSP violation is a
console error). Screenshots of each key step land in test-artifacts/.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Dialog, Page, expect

from pruning import MemoryEngine
from pruning.memory import Memory, utcnow
from tests.review_queue import queue_pair
from tests.trail import trail_count

pytestmark = pytest.mark.browser

USERNAME, PASSWORD = "staffer", "pw-staffer-1"  # the `staff_user` fixture's account

OLD_NAME, NEW_NAME = "使用者叫小明", "使用者現在的名字是小華。"
CORIANDER = "使用者討厭吃香菜"
MOVING = "使用者這週末要搬家"

OpenPage = Callable[..., Page]
Shot = Callable[[Page, str], None]


# -- fixtures ------------------------------------------------------------------------------


@pytest.fixture
def open_page(
    browser: Browser, live_server: Any, staff_user: Any, dashboard_engine: MemoryEngine
) -> Iterator[OpenPage]:
    """Pages in fresh contexts against the live server; any console error or page error fails the test.

    The live server runs in a thread of this process, so it serves `dashboard_engine`.
    """
    contexts = []
    errors: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        url = message.location.get("url", "")
        # Chromium asks for /favicon.ico on its own; the site declares no icon.
        if message.type == "error" and not url.endswith("/favicon.ico"):
            errors.append(f"console: {message.text} ({url})")

    def open_(**options: Any) -> Page:
        context = browser.new_context(base_url=live_server.url, viewport={"width": 1280, "height": 900}, **options)
        context.set_default_timeout(10_000)
        contexts.append(context)
        page = context.new_page()
        page.on("console", on_console)
        page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
        return page

    yield open_
    for context in contexts:
        context.close()
    assert errors == [], "the browser reported errors:\n" + "\n".join(errors)


@pytest.fixture
def page(open_page: OpenPage) -> Page:
    return open_page()


@pytest.fixture
def staff_page(page: Page) -> Page:
    log_in(page)
    return page


@pytest.fixture
def shot(artifacts: Path) -> Shot:
    def save(page: Page, name: str) -> None:
        # caret="initial": hiding the caret leaves style="" on every input, which htmx may copy.
        page.screenshot(path=str(artifacts / f"browser-{name}.png"), full_page=True, caret="initial")

    return save


# -- helpers -------------------------------------------------------------------------------


def log_in(page: Page, next_path: str = "/") -> None:
    page.goto(f"/login/?next={next_path}")
    page.get_by_label("Username").fill(USERNAME)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page.locator("header .who")).to_have_text(USERNAME)


def answer_next_dialog(page: Page, *, accept: bool) -> list[str]:
    """Accept or dismiss the next confirm(); returns the list its message is appended to."""
    seen: list[str] = []

    def answer(dialog: Dialog) -> None:
        seen.append(dialog.message)
        if accept:
            dialog.accept()
        else:
            dialog.dismiss()

    page.once("dialog", answer)
    return seen


def set_marker(page: Page) -> None:
    """A value that only survives if the page is never reloaded or navigated away from."""
    page.evaluate("window.__marker = 1")


def assert_not_reloaded(page: Page) -> None:
    assert page.evaluate("window.__marker") == 1, "the page was reloaded"


def assert_unique_ids(page: Page) -> None:
    """htmx matches old and new elements by id when it swaps: a repeated id mixes rows up."""
    ids = page.evaluate("[...document.querySelectorAll('[id]')].map(e => e.id)")
    assert sorted({i for i in ids if ids.count(i) > 1}) == []


def row(page: Page, memory: Memory) -> Any:
    return page.locator(f"#memory-{memory.id}")


def archive_row(page: Page, memory: Memory, note: str, *, accept: bool = True) -> list[str]:
    target = row(page, memory)
    target.locator("summary", has_text="Archive…").click()
    target.get_by_placeholder("note (optional)").fill(note)
    dialogs = answer_next_dialog(page, accept=accept)
    target.get_by_role("button", name="Archive", exact=True).click()
    return dialogs


def seed_names(engine: MemoryEngine) -> tuple[Memory, Memory]:
    now = utcnow()
    old = engine.add_memory("xiaoming", OLD_NAME, "name", now=now - timedelta(days=9))
    new = engine.add_memory("xiaoming", NEW_NAME, "name", now=now - timedelta(days=1))
    return old, new


# -- 1. login ------------------------------------------------------------------------------


def test_it_sends_anonymous_visitors_to_the_login_form_then_back(
    page: Page, shot: Shot, dashboard_engine: MemoryEngine
) -> None:
    dashboard_engine.add_memory("xiaoming", OLD_NAME, "name")
    page.goto("/users/")
    expect(page).to_have_url(re.compile(r"/login/\?next=/users/$"))
    expect(page.get_by_role("heading", name="Staff log in")).to_be_visible()
    shot(page, "login-1-anonymous-redirected")

    page.get_by_label("Username").fill(USERNAME)
    page.get_by_label("Password").fill("wrong-password")
    page.get_by_role("button", name="Log in").click()
    expect(page.locator("p.error")).to_contain_text("did not match")
    shot(page, "login-2-wrong-password")

    page.get_by_label("Username").fill(USERNAME)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page).to_have_url(re.compile(r"/users/$"))
    expect(page.get_by_role("heading", name="Users")).to_be_visible()
    expect(page.get_by_role("link", name="xiaoming", exact=True)).to_be_visible()
    expect(page.locator("header .who")).to_have_text(USERNAME)
    shot(page, "login-3-users-list")


# -- 2, 3. archive and restore in place ----------------------------------------------------


def test_it_archives_and_restores_a_row_in_place(staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine) -> None:
    page = staff_page
    old, new = seed_names(dashboard_engine)
    pref = dashboard_engine.add_memory("xiaoming", CORIANDER, "preference")

    page.goto("/users/")
    page.get_by_role("link", name="xiaoming", exact=True).click()
    expect(page).to_have_url(re.compile(r"/users/xiaoming/$"))
    expect(row(page, pref).locator(".badge")).to_have_text("live")
    assert_unique_ids(page)
    set_marker(page)

    target = row(page, pref)
    target.locator("summary", has_text="Archive…").click()
    target.get_by_placeholder("note (optional)").fill("朋友說的，不可靠")
    shot(page, "archive-1-details-open")
    dialogs = answer_next_dialog(page, accept=True)
    target.get_by_role("button", name="Archive", exact=True).click()

    expect(target.locator(".badge")).to_have_text("archived")
    expect(target.locator(".reason")).to_have_text("manual")
    expect(target).to_contain_text("note: 朋友說的，不可靠")
    expect(target.locator(".flash")).to_contain_text("Archived (manual)")
    expect(target).to_have_class(re.compile(r"\bis-archived\b"))
    # The archived text is struck through (the stylesheet's rule must reach the row); the note is not.
    decoration = "e => getComputedStyle(e).textDecorationLine"
    assert "line-through" in target.locator(".memory-text").evaluate(decoration)
    assert "line-through" not in target.locator("td.text").evaluate(decoration)
    assert dialogs and dialogs[0].startswith("Archive this memory?")
    assert_not_reloaded(page)
    stored = dashboard_engine.get(pref.id)
    assert stored is not None and stored.archived_reason == "manual" and stored.archived_note == "朋友說的，不可靠"
    assert stored.archived_by == "staff:staffer"
    assert dashboard_engine.get(old.id).live and dashboard_engine.get(new.id).live  # type: ignore[union-attr]
    shot(page, "archive-2-row-archived-in-place")

    target.get_by_role("button", name="Restore").click()
    expect(target.locator(".badge")).to_have_text("live")
    expect(target.locator(".flash")).to_contain_text("Restored")
    expect(target.locator("summary", has_text="Archive…")).to_be_visible()
    assert_unique_ids(page)
    assert_not_reloaded(page)
    assert dashboard_engine.get(pref.id).live  # type: ignore[union-attr]
    shot(page, "archive-3-row-restored-in-place")


def test_it_archives_nothing_when_the_confirm_is_dismissed(staff_page: Page, dashboard_engine: MemoryEngine) -> None:
    page = staff_page
    pref = dashboard_engine.add_memory("xiaoming", CORIANDER, "preference")
    posts: list[str] = []
    page.on("request", lambda request: posts.append(request.url) if request.method == "POST" else None)
    page.goto("/users/xiaoming/")

    dialogs = archive_row(page, pref, "不要", accept=False)
    page.wait_for_timeout(300)  # room for a request that must not come

    assert dialogs and dialogs[0].startswith("Archive this memory?")
    assert posts == []
    expect(row(page, pref).locator(".badge")).to_have_text("live")
    assert dashboard_engine.get(pref.id).live  # type: ignore[union-attr]
    assert trail_count(action="archive") == 0


# -- 4. re-judge ---------------------------------------------------------------------------


def test_it_rejudges_then_applies_on_confirmation(staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine) -> None:
    page = staff_page
    old, new = seed_names(dashboard_engine)
    page.goto("/users/xiaoming/")
    set_marker(page)

    target = row(page, new)
    target.get_by_role("button", name="Re-judge").click()
    verdicts = page.locator(f"#rejudge-{new.id}")
    expect(verdicts.locator(".verdict")).to_have_text("CONTRADICT")
    expect(verdicts.locator("table")).to_contain_text(OLD_NAME)
    expect(verdicts).to_contain_text(f"“{OLD_NAME}” as contradicted, replaced by “{NEW_NAME}”")
    assert dashboard_engine.get(old.id).live and dashboard_engine.get(new.id).live  # type: ignore[union-attr]
    assert trail_count(action="contradict") == 0
    shot(page, "rejudge-1-verdicts-under-the-row")

    dialogs = answer_next_dialog(page, accept=True)
    verdicts.get_by_role("button", name="Apply").click()
    expect(verdicts.locator(".applied")).to_contain_text(f"Archived 1: “{OLD_NAME}” (contradicted)")
    assert dialogs and dialogs[0].startswith("Apply these 1 change(s)?")
    assert_not_reloaded(page)
    gone = dashboard_engine.get(old.id)
    assert gone is not None and gone.archived_reason == "contradicted" and gone.superseded_by == new.id
    assert dashboard_engine.get(new.id).live  # type: ignore[union-attr]
    shot(page, "rejudge-2-applied")

    verdicts.get_by_role("link", name="Reload the list").click()
    expect(row(page, old).locator(".badge")).to_have_text("archived")
    expect(row(page, old).locator(".reason")).to_have_text("contradicted")
    expect(row(page, old).locator("a.replaced-by")).to_have_text(f"“{NEW_NAME}”")
    shot(page, "rejudge-3-list-reloaded")


# -- 5. try a fact -------------------------------------------------------------------------


def try_fact(page: Page, user_id: str, text: str, category: str) -> Any:
    page.goto("/try/")
    form = page.locator("form.try")
    form.locator("[name=user_id]").fill(user_id)
    form.locator("[name=text]").fill(text)
    form.locator("[name=category]").select_option(category)
    page.get_by_role("button", name="Dry run").click()
    outcome = page.locator("#outcome section.outcome")
    expect(outcome.locator("h2")).to_contain_text("Dry run")
    return outcome


def test_it_tries_a_fact_then_commits_it(staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine) -> None:
    page = staff_page
    old = dashboard_engine.add_memory("xiaoming", OLD_NAME, "name", now=utcnow() - timedelta(days=9))

    outcome = try_fact(page, "xiaoming", NEW_NAME, "name")
    set_marker(page)
    expect(outcome).to_contain_text(f"Stage 1 — nearest live memory: “{OLD_NAME}” at distance")
    expect(outcome.locator("p").first.locator("strong")).to_have_text(re.compile(r"^0\.\d{3}$"))
    expect(outcome).to_contain_text("Stage 2 — gray-zone candidates")
    expect(outcome.locator("table .verdict")).to_have_text("CONTRADICT")
    would = f"Would store the new memory and archive “{OLD_NAME}” as contradicted"
    expect(outcome.locator(".action")).to_contain_text(would)
    assert [m.text for m in dashboard_engine.memories("xiaoming")] == [OLD_NAME]
    shot(page, "try-1-dry-run")

    outcome.get_by_role("button", name="Commit through remember()").click()
    expect(outcome.locator("h2")).to_contain_text("Committed")
    expect(outcome.locator(".action")).to_contain_text("Stored the new memory")
    expect(outcome.locator(".ok")).to_contain_text("Stored as")
    assert_not_reloaded(page)
    assert [m.text for m in dashboard_engine.memories("xiaoming")] == [NEW_NAME]
    assert dashboard_engine.get(old.id).archived_reason == "contradicted"  # type: ignore[union-attr]
    shot(page, "try-2-committed")


# -- 6. activity ---------------------------------------------------------------------------


def test_it_lists_the_activity_and_filters_it_in_place(
    staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine
) -> None:
    page = staff_page
    dashboard_engine.add_memory("xiaoming", OLD_NAME, "name", now=utcnow() - timedelta(days=9))
    pref = dashboard_engine.add_memory("xiaoming", CORIANDER, "preference")

    page.goto("/users/xiaoming/")
    archive_row(page, pref, "test")
    expect(row(page, pref).locator(".badge")).to_have_text("archived")
    row(page, pref).get_by_role("button", name="Restore").click()
    expect(row(page, pref).locator(".badge")).to_have_text("live")
    try_fact(page, "xiaoming", NEW_NAME, "name").get_by_role("button", name="Commit through remember()").click()
    expect(page.locator("#outcome h2")).to_contain_text("Committed")

    page.get_by_role("navigation").get_by_role("link", name="Activity").click()
    expect(page.get_by_role("heading", name="Activity")).to_be_visible()
    rows = page.locator("#activity-rows tbody tr")
    actor = page.locator("td:nth-child(3)", has_text=re.compile(r"^staff:staffer$"))
    for action in ("archive", "restore", "contradict", "store"):
        expect(rows.and_(page.locator(f".action-{action}")).filter(has=actor)).to_have_count(1)
    expect(rows.filter(has_text="note: test")).to_have_count(1)
    shot(page, "activity-1-everything")

    set_marker(page)
    page.locator("select[name=action]").select_option("archive")
    expect(page).to_have_url(re.compile(r"[?&]action=archive(&|$)"))
    expect(rows).to_have_count(1)
    expect(rows.first).to_have_class("action-archive")
    expect(rows.first).to_contain_text(CORIANDER)
    assert_not_reloaded(page)
    shot(page, "activity-2-filtered-by-archive")


# -- 7. filters, with and without JavaScript -----------------------------------------------


def seed_mixed(engine: MemoryEngine) -> tuple[list[Memory], list[Memory]]:
    days_ago = utcnow() - timedelta(days=5)  # old enough for proactive care, too young to expire
    live = [
        engine.add_memory("xiaoming", OLD_NAME, "name"),
        engine.add_memory("xiaoming", MOVING, "schedule", now=days_ago),
    ]
    gone = [
        engine.add_memory("xiaoming", CORIANDER, "preference"),
        engine.add_memory("xiaoming", "使用者下週二有期末考", "schedule", now=days_ago),
    ]
    engine.archive(gone[0].id, actor="staff:ann", note="說錯了")
    engine.archive(gone[1].id, reason="expired", actor="command:prune_expired")
    return live, gone


def assert_only(page: Page, shown: list[Memory]) -> None:
    memories = page.locator("#memory-table tbody.memory")
    expect(memories).to_have_count(len(shown))
    for memory in shown:
        expect(row(page, memory)).to_be_visible()


def test_it_filters_a_users_memories_in_place(staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine) -> None:
    page = staff_page
    live, gone = seed_mixed(dashboard_engine)
    page.goto("/users/xiaoming/")
    assert_only(page, live + gone)
    set_marker(page)

    page.locator("select[name=status]").select_option("archived")
    expect(page).to_have_url(re.compile(r"/users/xiaoming/\?.*\bstatus=archived\b"))
    assert_only(page, gone)
    assert_not_reloaded(page)
    shot(page, "filters-1-archived-by-select")

    page.locator("select[name=reason]").select_option("expired")
    expect(page).to_have_url(re.compile(r"\breason=expired\b"))
    assert_only(page, gone[1:])
    assert_not_reloaded(page)

    page.locator(".quick").get_by_role("link", name="live", exact=True).click()
    expect(page).to_have_url(re.compile(r"/users/xiaoming/\?status=live$"))
    assert_only(page, live)
    assert_not_reloaded(page)


def test_it_filters_with_plain_links_without_javascript(
    open_page: OpenPage, shot: Shot, dashboard_engine: MemoryEngine
) -> None:
    page = open_page(java_script_enabled=False)
    live, gone = seed_mixed(dashboard_engine)
    log_in(page, "/users/xiaoming/")
    expect(page).to_have_url(re.compile(r"/users/xiaoming/$"))
    assert_only(page, live + gone)

    page.locator(".quick").get_by_role("link", name="archived", exact=True).click()
    expect(page).to_have_url(re.compile(r"/users/xiaoming/\?status=archived$"))
    assert_only(page, gone)
    shot(page, "filters-2-archived-link-without-javascript")

    page.locator("select[name=category]").select_option("schedule")
    page.get_by_role("button", name="Filter").click()
    expect(page).to_have_url(re.compile(r"\bcategory=schedule\b"))
    assert_only(page, gone[1:])


# -- 8. agent view -------------------------------------------------------------------------


def test_it_builds_the_agent_context_without_archived_memories(
    staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine
) -> None:
    page = staff_page
    _, gone = seed_mixed(dashboard_engine)
    page.goto("/users/xiaoming/")
    page.get_by_role("link", name="agent view").click()
    expect(page.get_by_role("heading", name="What the agent sees for xiaoming")).to_be_visible()
    expect(page.locator("dl.profile")).to_contain_text(OLD_NAME)
    expect(page.locator("section", has=page.get_by_role("heading", name="Proactive care"))).to_contain_text(MOVING)

    page.get_by_label("User message").fill("香菜和期末考")
    page.get_by_role("button", name="Build context").click()
    context = page.locator("#context pre.context")
    expect(context).to_contain_text("【現在時間】")
    expect(context).to_contain_text(OLD_NAME)
    expect(context).to_contain_text("【主動關心】")
    expect(page).to_have_url(re.compile(r"/users/xiaoming/agent/\?q="))
    text, html = page.locator("body").inner_text(), page.content()
    for memory in gone:
        assert memory.text not in text and memory.text not in html
    shot(page, "agent-1-context-for-a-query")


# -- 9. hostile texts ----------------------------------------------------------------------

SCRIPT_PAYLOAD = "<script>window.__xss=1</script>"
IMG_PAYLOAD = '<img src=x onerror="window.__xss=1">'
SVG_PAYLOAD = '<svg onload="window.__xss=1"></svg>'
HTML_USER = "<img src=y onerror=window.__xss=1>"  # no "/": a user id with one cannot be routed


def assert_inert(page: Page, *payloads: str) -> None:
    """The payloads show as text and nothing they describe exists in the page."""
    for payload in payloads:
        expect(page.get_by_text(payload, exact=False).first).to_be_visible()
    assert page.evaluate("typeof window.__xss") == "undefined"
    # Only the dashboard's own static scripts (htmx's, the review keys'), nothing inline.
    sources = page.locator("script").evaluate_all("scripts => scripts.map(s => s.getAttribute('src'))")
    assert sources and all(src and src.startswith("/static/") for src in sources), sources
    assert page.locator("img, svg:not(.chart-svg)").count() == 0  # the overview's own charts are the only SVG


def test_it_shows_hostile_texts_as_text_everywhere(
    open_page: OpenPage, shot: Shot, dashboard_engine: MemoryEngine
) -> None:
    # Without the CSP, so that an escaping bug would run the payload instead of being blocked.
    page = open_page(bypass_csp=True)
    script = dashboard_engine.add_memory(HTML_USER, SCRIPT_PAYLOAD, "other", now=utcnow() - timedelta(days=1))
    dashboard_engine.add_memory(HTML_USER, IMG_PAYLOAD, "other")
    dashboard_engine.archive(script.id, actor=f"staff:{SCRIPT_PAYLOAD}", note=IMG_PAYLOAD)
    dashboard_engine.restore(script.id, actor="staff:staffer")
    log_in(page, "/users/")

    assert_inert(page, HTML_USER)
    shot(page, "xss-1-users")

    page.get_by_role("link", name=HTML_USER, exact=True).click()
    expect(page.locator("h1 .uid")).to_have_text(HTML_USER)
    assert_inert(page, HTML_USER, SCRIPT_PAYLOAD, IMG_PAYLOAD)
    shot(page, "xss-2-user")

    page.get_by_role("link", name=IMG_PAYLOAD, exact=True).click()
    expect(page.locator("p.big")).to_have_text(IMG_PAYLOAD)
    assert_inert(page, IMG_PAYLOAD, SCRIPT_PAYLOAD)  # the neighbour
    shot(page, "xss-3-memory")

    page.goto(f"/memories/{script.id}/")
    assert_inert(page, SCRIPT_PAYLOAD, f"staff:{SCRIPT_PAYLOAD}", f"note: {IMG_PAYLOAD}")

    page.get_by_role("link", name=f"← {HTML_USER}").click()
    page.get_by_role("link", name="agent view").click()
    page.get_by_label("User message").fill("window.__xss")
    page.get_by_role("button", name="Build context").click()
    expect(page.locator("#context pre.context")).to_contain_text(SCRIPT_PAYLOAD)
    assert_inert(page, HTML_USER, SCRIPT_PAYLOAD, IMG_PAYLOAD)
    shot(page, "xss-4-agent")

    outcome = try_fact(page, HTML_USER, SVG_PAYLOAD, "other")
    expect(outcome.locator("h2")).to_contain_text(SVG_PAYLOAD)
    expect(outcome).to_contain_text("Stage 1 — nearest live memory: “<")
    assert_inert(page, HTML_USER, SVG_PAYLOAD)
    shot(page, "xss-5-try-dry-run")
    outcome.get_by_role("button", name="Commit through remember()").click()
    expect(outcome.locator(".ok")).to_contain_text("Stored as")
    assert_inert(page, SVG_PAYLOAD)
    assert SVG_PAYLOAD in [m.text for m in dashboard_engine.memories(HTML_USER)]

    page.goto("/activity/")
    assert_inert(page, HTML_USER, SCRIPT_PAYLOAD, IMG_PAYLOAD, SVG_PAYLOAD, f"note: {IMG_PAYLOAD}")
    shot(page, "xss-6-activity")

    page.goto("/")
    assert_inert(page, HTML_USER, SVG_PAYLOAD)


# -- 10. staff workflow: safe undo, counts in place, undo of a run ----------------------------


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
    queue_pair(e, old, new)
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
    expect(verdicts.locator(".verdict.contradict")).to_have_text("CONTRADICT")
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


def test_a_review_that_no_longer_applies_is_closed_in_place(
    staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine
) -> None:
    page = staff_page
    e = dashboard_engine
    old = e.add_memory("xiaoming", OLD_NAME, "name", now=utcnow() - timedelta(days=9))
    new = e.add_memory("xiaoming", NEW_NAME, "name", now=utcnow() - timedelta(days=1))
    queue_pair(e, old, new)
    e.archive(old.id, actor="staff:bob", note="handled by hand")
    page.goto("/review/")
    set_marker(page)
    expect(page.locator("#ma-review-count")).to_have_text("1")
    item = page.locator("tbody.review")
    expect(item.locator(".stale")).to_contain_text("the older memory was archived (manual)")
    expect(item.get_by_role("button", name="Keep both")).to_have_count(0)
    shot(page, "review-stale-1-no-longer-applies")
    item.get_by_role("button", name="Close").click()
    expect(item.locator(".ok")).to_contain_text("closed: no longer applies")
    expect(page.locator("#ma-review-count")).to_be_empty()
    assert_not_reloaded(page)
    assert e.get(old.id).archived_reason == "manual" and e.get(new.id).live  # type: ignore[union-attr]


def test_the_ticked_review_pairs_are_decided_at_once_in_place(
    staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine
) -> None:
    page = staff_page
    e = dashboard_engine
    pairs = []
    for older, newer in (("使用者週末常常寫日記", "使用者習慣每天記帳"), ("使用者不敢吃香菜", "使用者習慣喝無糖綠茶")):
        a, b = e.add_memory("ajie", older, "habit"), e.add_memory("ajie", newer, "habit")
        pairs.append(queue_pair(e, a, b, reason="alike by meaning", judge="pair model"))
    page.goto("/review/")
    set_marker(page)
    expect(page.locator("#ma-review-count")).to_have_text("2")
    for review in pairs:
        page.locator(f"#review-{review.id} input[type=checkbox]").check()
    page.get_by_text("Decide the ticked pairs…").click()
    page.get_by_role("button", name="Keep both, for each ticked pair").click()
    expect(page.locator(".bulk-result")).to_contain_text("Kept both for 2 pairs.")
    expect(page.locator("tbody.review")).to_have_count(0)
    expect(page.locator("#ma-review-count")).to_be_empty()
    assert_not_reloaded(page)
    shot(page, "review-bulk-1-kept-both")
    assert [e.review(r.id).decision for r in pairs] == ["keep_both", "keep_both"]  # type: ignore[union-attr]


def test_tick_all_review_pairs_on_the_page_then_keep_both_settles_them_in_place(
    staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine
) -> None:
    page = staff_page
    e = dashboard_engine
    older, newer = (
        e.add_memory("ajie", "使用者週末常常寫日記", "habit"),
        e.add_memory("ajie", "使用者習慣每天記帳", "habit"),
    )
    pairs = [
        queue_pair(
            e,
            older,
            newer,
            "alike by meaning",
            "pair model",
            texts=(f"{older.text}（第{n}則）", f"{newer.text}（第{n}則）"),
        )
        for n in range(1, 28)
    ]
    page.goto("/review/")
    set_marker(page)
    rows, ticked = page.locator("tbody.review"), page.locator("td.pick input:checked")
    expect(rows).to_have_count(25)
    expect(page.locator("#ma-review-count")).to_have_text("27")

    # The pager swaps the rows in place; the form then decides for page 2.
    page.locator("nav.pager").get_by_role("link", name="next →").click()
    expect(rows).to_have_count(2)
    expect(page).to_have_url(re.compile(r"/review/\?page=2$"))
    page.get_by_text("Decide the ticked pairs…").click()
    tick_all = page.get_by_label("Tick all on this page")
    tick_all.check()
    expect(ticked).to_have_count(2)
    tick_all.uncheck()
    expect(ticked).to_have_count(0)
    tick_all.check()
    page.locator(f"#review-{pairs[26].id} td.pick input").uncheck()  # one unticked: "all" is no longer true
    expect(tick_all).not_to_be_checked()
    page.locator(f"#review-{pairs[26].id} td.pick input").check()
    expect(tick_all).to_be_checked()
    page.get_by_role("button", name="Keep both, for each ticked pair").click()

    # Page 2 is gone: the last page there is now comes back, and the address says so.
    expect(page.locator(".bulk-result")).to_contain_text("Kept both for 2 pairs.")
    expect(rows).to_have_count(25)
    expect(page).to_have_url(re.compile(r"/review/\?page=1$"))
    expect(page.locator("nav.pager")).to_have_count(0)
    expect(page.locator("#ma-review-count")).to_have_text("25")
    shot(page, "review-tick-all-1-after-page-2")

    # The box works on the rows htmx just swapped in.
    tick_all = page.get_by_label("Tick all on this page")
    expect(tick_all).not_to_be_checked()
    expect(ticked).to_have_count(0)
    tick_all.check()
    expect(ticked).to_have_count(25)
    page.get_by_role("button", name="Keep both, for each ticked pair").click()
    expect(page.locator(".bulk-result")).to_contain_text("Kept both for 25 pairs.")
    expect(rows).to_have_count(0)
    expect(page.locator("#review-bulk")).to_have_count(0)  # nothing left to tick
    expect(page.locator("#ma-review-count")).to_be_empty()
    assert_not_reloaded(page)
    assert_unique_ids(page)
    shot(page, "review-tick-all-2-all-kept")
    assert {e.review(r.id).decision for r in pairs} == {"keep_both"}  # type: ignore[union-attr]


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


def test_a_skipped_write_is_stored_anyway_in_place(
    staff_page: Page, shot: Shot, dashboard_engine: MemoryEngine
) -> None:
    from tests.pruning.test_skips import repeat_judged

    page = staff_page
    repeat_judged(dashboard_engine)
    kept = dashboard_engine.remember("xiaoming", "使用者住在台北", "other").stored[0]
    dashboard_engine.remember("xiaoming", "使用者的公司在台北", "other")  # judged a repeat, wrongly
    (skipped,) = dashboard_engine.skipped_writes("xiaoming")

    page.goto("/users/xiaoming/")
    section = page.locator("section.skipped")
    expect(section.get_by_role("heading", name="Not stored as repeats")).to_be_visible()
    target = page.locator(f"#skip-{skipped.id}")
    expect(target).to_contain_text("使用者的公司在台北")
    expect(target.get_by_role("link", name=kept.text)).to_be_visible()
    assert_unique_ids(page)
    set_marker(page)
    target.get_by_role("button", name="Store anyway").click()

    expect(target.get_by_role("status")).to_contain_text("Stored as a new memory.")
    expect(target.get_by_role("button", name="Store anyway")).to_have_count(0)
    assert_not_reloaded(page)
    assert_unique_ids(page)
    assert {m.text for m in dashboard_engine.memories("xiaoming")} == {"使用者住在台北", "使用者的公司在台北"}
    shot(page, "skip-stored-in-place")
    target.get_by_role("link", name="Open it").click()
    expect(page.locator("main")).to_contain_text("使用者的公司在台北")
