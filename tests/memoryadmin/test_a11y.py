"""axe-core (bundled with axe-playwright-python, injected from the package: no CDN) on every
page, in both languages, at a phone's width and a laptop's: no serious or critical violation.
Screenshots of every page in zh-Hant land in test-artifacts/i18n-zh-<width>-<page>.png."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page, expect

from pruning import MemoryEngine
from tests.memoryadmin.test_browser import PASSWORD, USERNAME
from tests.memoryadmin.test_responsive import LAPTOP, PHONE, USER, Seeded, seed

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("compiled_catalogue")]

LOCALES = {"zh": "zh-TW", "en": "en-US"}
SERIOUS = ("serious", "critical")


@pytest.fixture(params=[PHONE, LAPTOP], ids=["390", "1366"])
def width(request: pytest.FixtureRequest) -> int:
    return request.param


@pytest.fixture(params=list(LOCALES), ids=list(LOCALES))
def language(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def page(browser: Browser, live_server: Any, staff_user: Any, width: int, language: str) -> Iterator[Page]:
    context = browser.new_context(
        base_url=live_server.url,
        viewport={"width": width, "height": 844 if width == PHONE else 900},
        locale=LOCALES[language],
    )
    context.set_default_timeout(10_000)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def seeded(dashboard_engine: MemoryEngine) -> Seeded:
    from tests.pruning.test_reviews import UnsureJudge

    found = seed(dashboard_engine)
    dashboard_engine.judge = UnsureJudge()
    dashboard_engine._policies.judge = dashboard_engine.judge
    dashboard_engine.remember("mei", "使用者住在台北", "other")
    dashboard_engine.remember("mei", "使用者搬到高雄了", "other")
    return found


def serious_violations(page: Page) -> list[str]:
    results = Axe().run(page)
    return [
        f"{v['id']} ({v['impact']}): {v['help']} — " + "; ".join(n["html"][:160] for n in v["nodes"][:3])
        for v in results.response["violations"]
        if v["impact"] in SERIOUS
    ]


def test_every_page_has_no_serious_accessibility_violation(
    page: Page, width: int, language: str, seeded: Seeded, artifacts: Path
) -> None:
    found: dict[str, list[str]] = {}

    def check(name: str) -> None:
        expect(page.locator("main")).to_be_visible()
        expected = "zh-Hant-TW" if language == "zh" else "en"
        assert page.locator("html").get_attribute("lang") == expected, name
        violations = serious_violations(page)
        if violations:
            found[name] = violations
        if language == "zh":
            page.screenshot(path=str(artifacts / f"i18n-zh-{width}-{name}.png"), full_page=True, caret="initial")

    page.goto("/login/")
    check("login")
    page.locator("input[name=username]").fill(USERNAME)
    page.locator("input[name=password]").fill(PASSWORD)
    page.locator("form button[type=submit]").last.click()
    expect(page.locator("header .who")).to_have_text(USERNAME)
    for name, url in {
        "overview": "/",
        "users": "/users/",
        "user": f"/users/{USER}/",
        "agent": f"/users/{USER}/agent/?q=想吃甜點",
        "memory": f"/memories/{seeded.contradicted.id}/",
        "try": "/try/",
        "activity": "/activity/",
        "archived": "/archived/",
        "review": "/review/",
    }.items():
        page.goto(url)
        check(name)
    assert found == {}, "\n".join(f"{name}:\n  " + "\n  ".join(v) for name, v in found.items())


def test_axe_runs_from_the_package_and_reports_a_real_violation(browser: Browser) -> None:
    """The check above is only as good as axe running at all: a page with an unnamed button
    and an image without text must fail it."""
    page = browser.new_page()
    page.set_content('<html lang="en"><body><main><button></button><img src="data:,"></main></body></html>')
    violations = serious_violations(page)
    page.close()
    assert any(v.startswith("button-name") for v in violations) and any(v.startswith("image-alt") for v in violations)
