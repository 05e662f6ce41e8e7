"""Keyboard review in Debian's Chromium: archive a memory with a note, restore it and re-judge
another with the keyboard only (page.keyboard; the browser's confirm() is answered, as a
person would with Enter)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from pruning import MemoryEngine
from tests.memoryadmin.test_browser import PASSWORD, USERNAME
from tests.memoryadmin.test_responsive import USER, Seeded, seed

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("compiled_catalogue")]

FOCUSED_ROW = "document.activeElement.closest('tbody') && document.activeElement.closest('tbody').id"


@pytest.fixture
def page(browser: Browser, live_server: Any, staff_user: Any, dashboard_engine: MemoryEngine) -> Iterator[Page]:
    errors: list[str] = []
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1366, "height": 900}, locale="zh-TW")
    context.set_default_timeout(10_000)
    page = context.new_page()
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" and "favicon" not in m.text else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("dialog", lambda dialog: dialog.accept())  # hx-confirm's "archive this memory?"
    page.goto("/login/?next=/")
    page.locator("input[name=username]").fill(USERNAME)
    page.locator("input[name=password]").fill(PASSWORD)
    page.keyboard.press("Enter")
    expect(page.locator("header .who")).to_have_text(USERNAME)
    yield page
    context.close()
    assert errors == [], errors


def go_to_row(page: Page, memory_id: str) -> None:
    """Press j (down) or k (up) until the memory's row has the focus."""
    order = page.evaluate(
        "[...document.querySelectorAll('table[data-keys] tr[data-row]')].map(r => r.closest('tbody').id)"
    )
    target = order.index(f"memory-{memory_id}")
    for _ in range(len(order) + 1):
        here = page.evaluate(FOCUSED_ROW)
        if here == f"memory-{memory_id}":
            return
        page.keyboard.press("k" if here in order and order.index(here) > target else "j")
    raise AssertionError(f"the keys never reached memory-{memory_id}")


def test_it_archives_restores_and_rejudges_with_the_keyboard_only(
    page: Page, seeded: Seeded, dashboard_engine: MemoryEngine
) -> None:
    page.goto(f"/users/{USER}/")
    row = page.locator(f"#memory-{seeded.long_zh.id}")

    # j / k move a visible focus; typing in the search box moves nothing.
    page.keyboard.press("j")
    first = page.evaluate(FOCUSED_ROW)
    page.keyboard.press("j")
    page.keyboard.press("k")
    assert page.evaluate(FOCUSED_ROW) == first
    page.keyboard.press("Alt+j")  # a modifier: the browser's key, not ours
    assert page.evaluate(FOCUSED_ROW) == first
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"
    page.locator("#memory-search").focus()
    page.keyboard.type("jk")
    assert page.evaluate("document.activeElement.id") == "memory-search"
    page.goto(f"/users/{USER}/")  # the search box filtered the list: start again from the whole list

    # a: the note opens with the focus in it; Tab to the button, Enter archives.
    go_to_row(page, seeded.long_zh.id)
    page.keyboard.press("a")
    assert page.evaluate("document.activeElement.tagName") == "TEXTAREA"
    page.keyboard.type("鍵盤封存的備註")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(row.locator(".badge")).to_have_text("已封存")
    expect(row.locator(".flash[role=status]")).to_contain_text("鍵盤封存的備註")
    archived = dashboard_engine.get(seeded.long_zh.id)
    assert archived is not None and archived.archived and archived.archived_note == "鍵盤封存的備註"

    # r: the focus came back to the same row, so r restores it.
    expect(page.locator(f"#memory-{seeded.long_zh.id} tr[data-row]")).to_be_focused()
    page.keyboard.press("r")
    expect(row.locator(".badge")).to_have_text("使用中")
    assert dashboard_engine.get(seeded.long_zh.id).live  # type: ignore[union-attr]

    # e: re-judge another memory; the verdicts appear under its row.
    go_to_row(page, seeded.replacement.id)
    page.keyboard.press("e")
    expect(page.locator(f"#rejudge-{seeded.replacement.id} .verdicts")).to_be_visible()

    # ?: the list of keys, in a real dialog; Escape closes it.
    page.keyboard.press("?")
    expect(page.locator("dialog#keys-help")).to_be_visible()
    expect(page.locator("dialog#keys-help")).to_contain_text("重新判斷")
    page.keyboard.press("Escape")
    expect(page.locator("dialog#keys-help")).to_be_hidden()


def test_the_keys_decide_a_review_pair(page: Page, dashboard_engine: MemoryEngine) -> None:
    from tests.pruning.test_reviews import UnsureJudge

    dashboard_engine.judge = UnsureJudge()
    dashboard_engine._policies.judge = dashboard_engine.judge
    dashboard_engine.remember("mei", "使用者住在台北", "other")
    out = dashboard_engine.remember("mei", "使用者搬到高雄了", "other")
    page.goto("/review/")
    page.keyboard.press("j")
    page.keyboard.press("r")  # keep both
    expect(page.locator(f"#review-{out.queued[0].id}")).to_contain_text("兩者都保留")


@pytest.fixture
def seeded(dashboard_engine: MemoryEngine) -> Seeded:
    return seed(dashboard_engine)
