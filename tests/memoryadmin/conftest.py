"""The one Chromium the browser tests share: Playwright's sync API allows a single running
instance per thread, so every browser test module uses this session fixture."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, sync_playwright

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    # Playwright's sync API parks its event loop in this thread, so Django's guard sees a
    # "running" loop and refuses ORM calls that are in fact synchronous. The guard is off
    # exactly as long as Playwright runs.
    with pytest.MonkeyPatch.context() as env, sync_playwright() as playwright:
        env.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser
        browser.close()
