"""Every page at a phone's width (390 px) and a laptop's (1366 px) in Debian's Chromium, with
long Chinese texts, long unbroken English words and ids, and long notes and judge reasons.

No page may scroll sideways; the nav marks the current page; on an archived row only the
memory text is struck through, never the "replaced by" link, the judge's reason or the note.
Screenshots of every page at both widths land in test-artifacts/responsive-<width>-<page>.png.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page, expect

from pruning import MemoryEngine
from pruning.memory import Memory, utcnow
from tests.memoryadmin.test_browser import log_in
from tests.review_queue import queue_pair

pytestmark = pytest.mark.browser

PHONE, LAPTOP = 390, 1366

USER = "xiaoming"
# 126 characters with no place to break: the longest kind of id a page must still fit.
LONG_USER = "line-U" + "4af3c2e1b0d9" * 10
LONG_ZH = (
    "使用者說他小時候住在台南的外婆家，每年夏天都會跟表哥表姊一起去安平老街吃蝦餅、喝冬瓜茶，"
    "後來搬到台北念書以後就很少回去，但他一直記得外婆做的虱目魚粥和那條總是有貓在睡午覺的小巷子，"
    "希望有一天能帶女朋友回去看看，也想學會外婆的虱目魚粥的做法，煮給家人吃。"
)
LONG_EN = (
    "The user's favourite word is pneumonoultramicroscopicsilicovolcanoconiosis"
    "pneumonoultramicroscopicsilicovolcanoconiosis and their device id is "
    "device-0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
)
# 600 characters of Chinese without a space, within the 1000 a note may hold.
LONG_NOTE = ("朋友在聚會上說的，後來使用者自己澄清其實他不討厭香菜，只是那天胃不舒服，所以這條記憶是錯的。" * 20)[:600]
JUDGE_REASON = (
    "新的記憶說使用者現在的名字是小華，舊的記憶說使用者叫小明；兩者描述同一個屬性（名字）且不能同時成立，"
    "因此新的記憶取代舊的記憶。identifier_of_the_rule_that_decided_this_pair_without_any_spaces_at_all"
)
OLD_NAME, NEW_NAME = "使用者叫小明", "使用者現在的名字是小華。"
RENAMED = "使用者現在的名字是小美。"  # contradicts NEW_NAME in the rules judge


@dataclass
class Seeded:
    contradicted: Memory
    replacement: Memory
    long_zh: Memory
    long_en: Memory
    noted: Memory
    run_id: str


def seed(engine: MemoryEngine) -> Seeded:
    now = utcnow()
    old = engine.add_memory(USER, OLD_NAME, "name", now=now - timedelta(days=9))
    new = engine.add_memory(USER, NEW_NAME, "name", now=now - timedelta(days=1))
    long_zh = engine.add_memory(USER, LONG_ZH, "preference", now=now - timedelta(days=3))
    long_en = engine.add_memory(USER, LONG_EN, "other", now=now - timedelta(days=2))
    noted = engine.add_memory(USER, "使用者討厭吃香菜" + LONG_ZH[:40], "preference", now=now - timedelta(days=30))
    exam = engine.add_memory(USER, "使用者下週二有期末考", "schedule", now=now - timedelta(days=20))
    engine.add_memory(USER, "使用者這週末要搬家", "schedule", now=now - timedelta(days=5))
    engine.archive(old.id, reason="contradicted", actor="agent", superseded_by=new.id, judge_reason=JUDGE_REASON)
    engine.archive(noted.id, actor="staff:ann", note=LONG_NOTE)
    with engine.run("command:prune_expired") as run_id:
        engine.archive(exam.id, reason="expired", actor="command:prune_expired")
    engine.remember(USER, LONG_ZH, "preference")  # a repeat: listed on the user page as not stored
    engine.add_memory(LONG_USER, LONG_EN, "other", now=now - timedelta(days=4))
    engine.add_memory(LONG_USER, LONG_ZH, "preference", now=now - timedelta(days=40))
    return Seeded(
        contradicted=engine.get(old.id),  # type: ignore[arg-type]
        replacement=new,
        long_zh=long_zh,
        long_en=long_en,
        noted=engine.get(noted.id),  # type: ignore[arg-type]
        run_id=run_id,
    )


# -- fixtures ------------------------------------------------------------------------------


@pytest.fixture(params=[PHONE, LAPTOP], ids=["390", "1366"])
def width(request: pytest.FixtureRequest) -> int:
    return request.param


@pytest.fixture
def page(
    browser: Browser, live_server: Any, staff_user: Any, dashboard_engine: MemoryEngine, width: int
) -> Iterator[Page]:
    """A page at `width`; any console error (a CSP violation is one) or page error fails the test."""
    errors: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error" and not message.location.get("url", "").endswith("/favicon.ico"):
            errors.append(f"console: {message.text}")

    context = browser.new_context(
        base_url=live_server.url, viewport={"width": width, "height": 844 if width == PHONE else 900}
    )
    context.set_default_timeout(10_000)
    page = context.new_page()
    page.on("console", on_console)
    page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    yield page
    context.close()
    assert errors == [], "the browser reported errors:\n" + "\n".join(errors)


@pytest.fixture
def seeded(dashboard_engine: MemoryEngine) -> Seeded:
    return seed(dashboard_engine)


# -- helpers -------------------------------------------------------------------------------

MEASURE = """() => {
  const width = window.innerWidth;
  const offenders = [];
  for (const e of document.querySelectorAll('body *')) {
    const box = e.getBoundingClientRect();
    if (box.width > 0 && box.right > width + 0.5 && e.checkVisibility()) {
      const name = typeof e.className === 'string' ? e.className.trim() : '';
      const cls = name ? '.' + name.split(/\\s+/).join('.') : '';
      offenders.push(`${e.tagName.toLowerCase()}${cls} (right ${Math.round(box.right)})`);
    }
  }
  return {scrollWidth: document.documentElement.scrollWidth, innerWidth: width, offenders: offenders.slice(0, 6)};
}"""


def measure(page: Page) -> dict[str, Any]:
    return page.evaluate(MEASURE)


def shoot(page: Page, artifacts: Path, width: int, name: str) -> None:
    page.screenshot(path=str(artifacts / f"responsive-{width}-{name}.png"), full_page=True, caret="initial")


def current_nav_items(page: Page) -> list[str]:
    # Text content, not inner text: on a phone the nav is folded away until the menu is opened.
    return [text.strip() for text in page.locator("header.top nav a[aria-current]").all_text_contents()]


def open_menu(page: Page, width: int) -> None:
    """On a phone the nav sits behind the menu disclosure; on a laptop it is always shown."""
    if width == PHONE:
        page.locator("header.top details.menu > summary").click()


# -- every page, both widths ---------------------------------------------------------------


def test_it_fits_every_page_without_horizontal_scrolling(
    page: Page, width: int, seeded: Seeded, artifacts: Path, dashboard_engine: MemoryEngine
) -> None:
    measured: dict[str, dict[str, Any]] = {}

    def check(name: str, nav: str | None) -> None:
        expect(page.locator("main")).to_be_visible()
        measured[name] = measure(page)
        if nav is not None:
            assert current_nav_items(page) == [nav], f"{name}: the nav should mark {nav!r} as current"
        shoot(page, artifacts, width, name)

    page.goto("/login/")
    check("login", None)
    log_in(page, "/")
    check("overview", "Overview")
    page.get_by_role("button", name="Preview expiry").click()
    expect(page.locator("#expire-result")).to_contain_text("would expire")
    check("overview-expiry-preview", "Overview")

    page.goto("/users/")
    check("users", "Users")
    page.goto("/users/?q=nobody-at-all")
    check("users-empty-search", "Users")

    page.goto(f"/users/{USER}/")
    check("user", "Users")
    row = page.locator(f"#memory-{seeded.replacement.id}")
    row.get_by_role("button", name="Re-judge").click()
    expect(page.locator(f"#rejudge-{seeded.replacement.id} .verdicts")).to_be_visible()
    row = page.locator(f"#memory-{seeded.long_zh.id}")
    row.locator("summary", has_text="Archive…").click()
    row.get_by_placeholder("note (optional)").fill(LONG_NOTE[:200])
    check("user-rejudge-and-archive-open", "Users")
    page.goto(f"/users/{USER}/?status=archived&q=no-such-text")
    check("user-empty-filter", "Users")
    page.goto(f"/users/{LONG_USER}/")
    check("user-long-id", "Users")

    page.goto("/users/?sort=-live")
    check("users-sorted", "Users")
    page.goto(f"/users/{USER}/")
    row = page.locator(f"#memory-{seeded.contradicted.id}")
    row.locator("summary", has_text="Restore…").click()
    expect(row.locator(".restore-choice")).to_contain_text("is live")
    page.locator("details.bulk > summary").click()
    page.locator(f"#memory-{seeded.long_zh.id} input[name=ids]").check()
    page.locator("#bulk-form").get_by_role("button", name="Archive selected…").click()
    expect(page.locator("#bulk-result")).to_contain_text("Archive 1 of 1 selected?")
    check("user-restore-choice-and-bulk-preview", "Users")

    page.goto(f"/memories/{seeded.contradicted.id}/")
    page.locator("summary", has_text="Restore…").click()
    check("memory-restore-choice", "Users")

    page.goto(f"/users/{USER}/agent/?q=外婆")
    expect(page.locator("#context pre.context")).to_be_visible()
    check("agent", "Users")
    page.goto(f"/users/{USER}/agent/?q=外婆&as_of=2026-09-01T12:00")
    check("agent-as-of", "Users")
    page.goto(f"/users/{USER}/?as_of=2026-09-01T12:00")
    check("user-as-of", "Users")
    page.goto(f"/users/{USER}/diff/?from=2020-01-01T00:00")
    check("user-diff", "Users")

    page.goto(f"/memories/{seeded.contradicted.id}/")
    check("memory-archived", "Users")
    page.goto(f"/memories/{seeded.long_zh.id}/")
    check("memory-live", "Users")

    page.goto(f"/try/?user={USER}")
    form = page.locator("form.try")
    form.locator("[name=text]").fill(RENAMED)
    form.locator("[name=category]").select_option("name")
    page.get_by_role("button", name="Dry run").click()
    outcome = page.locator("#outcome section.outcome")
    expect(outcome.locator("h2")).to_contain_text("Dry run")
    expect(outcome.locator(".action")).to_contain_text(f"Would store the new memory and archive “{NEW_NAME}”")
    check("try", "Try a fact")
    outcome.get_by_role("button", name="Commit through remember()").click()
    expect(outcome.locator("h2")).to_contain_text("Committed")
    expect(outcome.locator(".action")).to_contain_text(
        f"Stored the new memory and archived “{NEW_NAME}” as contradicted."
    )
    check("try-committed", "Try a fact")

    page.goto("/activity/")
    check("activity", "Activity")
    page.goto(f"/activity/?user={LONG_USER}&action=restore")
    check("activity-empty-filter", "Activity")
    page.goto(f"/activity/?run={seeded.run_id}")
    expect(page.locator(".run-undo")).to_contain_text("can be undone")
    check("activity-run", "Activity")

    page.goto("/archived/")
    check("archived", "Archived")
    page.goto("/archived/?reason=manual&actor=nobody-at-all&since=2020-01-01")
    check("archived-empty-filter", "Archived")

    page.goto("/try/")
    form = page.locator("form.try")
    form.locator("[name=user_id]").fill(LONG_USER[:-3] + "new")
    form.locator("[name=text]").fill(LONG_ZH[:80])
    page.get_by_role("button", name="Dry run").click()
    expect(page.locator("#outcome .new-user")).to_contain_text("No user")
    check("try-new-user", "Try a fact")

    # The Review page: more pairs than a page holds, long texts, a long user id, the bulk form open.
    older, newer = dashboard_engine.memories(LONG_USER)
    for _ in range(27):
        queue_pair(dashboard_engine, older, newer, JUDGE_REASON, "pair model")
    page.goto("/review/")
    page.locator("details.bulk > summary").click()
    page.get_by_label("Tick all on this page").check()
    check("review-tick-all", "Review 27")
    page.goto("/review/?page=2")
    check("review-page-2", "Review 27")

    report = "\n".join(
        f"  {name}: scrollWidth {m['scrollWidth']} / innerWidth {m['innerWidth']}"
        + (f" — wider: {', '.join(m['offenders'])}" if m["offenders"] else "")
        for name, m in measured.items()
    )
    print(f"\nat {width} px:\n{report}")
    too_wide = [name for name, m in measured.items() if m["scrollWidth"] > m["innerWidth"]]
    assert too_wide == [], f"pages that scroll sideways at {width} px:\n{report}"


# -- the header ----------------------------------------------------------------------------


def test_it_keeps_log_out_in_reach_and_the_nav_behind_a_menu_on_a_phone(
    page: Page, width: int, seeded: Seeded, artifacts: Path
) -> None:
    log_in(page, "/users/")
    log_out = page.locator("header.top").get_by_role("button", name="Log out")
    expect(log_out).to_be_visible()
    activity = page.locator("header.top nav").get_by_role("link", name="Activity")
    if width == PHONE:
        expect(activity).to_be_hidden()
        open_menu(page, width)
        shoot(page, artifacts, width, "menu-open")
        expect(log_out).to_be_visible()
    expect(activity).to_be_visible()
    current = page.locator("header.top nav a[aria-current]")
    expect(current).to_have_text("Users")
    # Visibly marked, not only for screen readers.
    other = page.locator("header.top nav").get_by_role("link", name="Overview")
    marks = "e => ['borderBottomColor', 'boxShadow', 'fontWeight'].map(p => getComputedStyle(e)[p])"
    assert current.evaluate(marks) != other.evaluate(marks)
    activity.click()
    expect(page.get_by_role("heading", name="Activity")).to_be_visible()
    expect(page.locator("header.top nav a[aria-current]")).to_have_text("Activity")


# -- archived rows -------------------------------------------------------------------------

DECORATIONS = """e => {
  const lines = [];
  for (let node = e; node && node.tagName !== 'TBODY' && node.tagName !== 'SECTION'; node = node.parentElement) {
    lines.push(getComputedStyle(node).textDecorationLine);
  }
  return lines;
}"""


def decorations(locator: Any) -> list[str]:
    """text-decoration-line of the element and of each ancestor up to its row: a line-through on
    any of them would be drawn through the element's text too."""
    return locator.evaluate(DECORATIONS)


def test_it_strikes_through_only_the_archived_text_never_the_reason(page: Page, seeded: Seeded) -> None:
    log_in(page, f"/users/{USER}/")
    row = page.locator(f"#memory-{seeded.contradicted.id}")
    expect(row.locator(".badge")).to_have_text("archived")
    assert "line-through" in decorations(row.locator(".memory-text"))[0]
    for part in (row.locator(".why"), row.locator("a.replaced-by"), row.locator(".why .judge"), row.locator(".reason")):
        expect(part.first).to_be_visible()
        assert all("line-through" not in line for line in decorations(part.first)), part
    noted = page.locator(f"#memory-{seeded.noted.id}")
    expect(noted.locator(".why.note")).to_contain_text(LONG_NOTE[:30])
    assert all("line-through" not in line for line in decorations(noted.locator(".why.note")))

    page.goto(f"/memories/{seeded.contradicted.id}/")
    assert "line-through" in decorations(page.locator("p.big .memory-text"))[0]
    assert "line-through" in decorations(page.locator("table.memories .memory-text"))[0]  # its row, with the actions
    replaced = page.locator("p.replaced")
    expect(replaced).to_contain_text(NEW_NAME)
    assert all("line-through" not in line for line in decorations(replaced))


def test_it_stacks_a_memory_row_text_first_on_a_phone(page: Page, width: int, seeded: Seeded) -> None:
    log_in(page, f"/users/{USER}/")
    row = page.locator(f"#memory-{seeded.contradicted.id}")
    parts = [row.locator(".memory-text"), row.locator(".badge"), row.locator(".reason"), row.locator("td.actions")]
    boxes = [part.bounding_box() for part in parts]
    assert all(boxes)
    tops = [box["top"] if "top" in box else box["y"] for box in boxes]  # type: ignore[index]
    if width == PHONE:
        assert tops == sorted(tops) and len(set(tops)) == len(tops), tops
        for box in boxes:
            assert box["x"] + box["width"] <= PHONE  # type: ignore[index]
    # The note box takes a long Chinese note whole, up to the store's limit.
    live = page.locator(f"#memory-{seeded.long_zh.id}")
    live.locator("summary", has_text="Archive…").click()
    note = live.get_by_placeholder("note (optional)")
    assert note.evaluate("e => [e.tagName, e.maxLength]") == ["TEXTAREA", 1000]
    note.fill(LONG_NOTE)
    assert note.input_value() == LONG_NOTE
    box = note.bounding_box()
    assert box is not None and box["x"] + box["width"] <= width
