"""The dashboard in Traditional Chinese (Taiwan usage) and English.

The catalogue translates every message it holds (no empty or fuzzy entry); every page, asked
for in zh-Hant, shows Chinese and none of the catalogue's English sentences; the header's
language switch (Django's set_language, a plain form) remembers the choice."""

from __future__ import annotations

import re
from datetime import timedelta
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.test import Client
from django.urls import reverse
from django.utils import translation

from pruning import MemoryEngine
from pruning.memory import utcnow
from tests.memoryadmin import catalogue

pytestmark = pytest.mark.usefixtures("compiled_catalogue")

PO = Path(settings.BASE_DIR) / "locale" / "zh_Hant" / "LC_MESSAGES" / "django.po"
ZH = {"HTTP_ACCEPT_LANGUAGE": "zh-Hant"}
PLACEHOLDER = re.compile(r"%\(\w+\)[sdr]")


def entries() -> list[catalogue.Entry]:
    return [e for e in catalogue.read(PO) if e.msgid]


def test_it_translates_every_message_of_the_catalogue() -> None:
    found = entries()
    assert len(found) > 300
    assert [e.msgid for e in found if e.fuzzy] == []
    assert [e.msgid for e in found if not all(t.strip() for t in e.msgstr.values()) or not e.msgstr] == []
    # A translation keeps every placeholder of its message (else rendering fails or drops a value).
    for e in found:
        for text in e.msgstr.values():
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(e.msgid)), e.msgid


def test_the_compiled_catalogue_is_used() -> None:
    with translation.override("zh-hant"):
        assert translation.gettext("Overview") == "總覽"
        assert translation.pgettext("archive reason", "contradicted") == "矛盾"


# -- every page in zh-Hant -------------------------------------------------------------------

USER = "xiaoming"


@pytest.fixture
def seeded(dashboard_engine: MemoryEngine) -> dict[str, Any]:
    from tests.pruning.test_reviews import UnsureJudge

    now = utcnow()
    engine = dashboard_engine
    old = engine.add_memory(USER, "使用者叫小明", "name", now=now - timedelta(days=9))
    new = engine.add_memory(USER, "使用者現在的名字是小華。", "name", now=now - timedelta(days=1))
    engine.add_memory(USER, "使用者喜歡吃芒果冰", "preference", now=now - timedelta(days=3))
    engine.remember(USER, "使用者喜歡吃芒果冰", "preference")  # a repeat: the user page lists it as not stored
    engine.add_memory(USER, "使用者下週二有期末考", "schedule", now=now - timedelta(days=20))
    noted = engine.add_memory(USER, "使用者討厭吃香菜", "preference", now=now - timedelta(days=30))
    engine.archive(old.id, reason="contradicted", actor="agent", superseded_by=new.id, judge_reason="名字改了")
    engine.archive(noted.id, actor="staff:ann", note="朋友說錯了")
    engine.judge = UnsureJudge()
    engine._policies.judge = engine.judge
    engine.remember("mei", "使用者住在台北", "other")
    engine.remember("mei", "使用者搬到高雄了", "other")
    return {"old": old, "new": new}


def pages(seeded: dict[str, Any]) -> dict[str, str]:
    return {
        "overview": reverse("ma-overview"),
        "users": reverse("ma-users"),
        "user": reverse("ma-user", args=[USER]),
        "agent": reverse("ma-agent", args=[USER]) + "?q=想吃甜點",
        "memory": reverse("ma-memory", args=[seeded["old"].id]),
        "try": reverse("ma-try"),
        "activity": reverse("ma-activity"),
        "archived": reverse("ma-archived"),
        "review": reverse("ma-review"),
    }


def english_sentences() -> list[str]:
    """The catalogue's English messages of four words or more, as they read in a page (the
    placeholders and markup taken out, split where those were)."""
    found = []
    for e in entries():
        for message in filter(None, [e.msgid, e.msgid_plural]):
            for part in re.split(r"%\(\w+\)[sdr]|<[^>]+>|\n\s*", message):
                part = unescape(part).strip(" ,.:;()“”")
                if len(part.split()) >= 4:
                    found.append(part)
    return found


def visible_text(html: str) -> str:
    """The page's text and attribute values a person meets (labels, placeholders, titles)."""
    html = re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S)
    attributes = " ".join(
        m.group(2) for m in re.finditer(r'\b(aria-label|placeholder|title|hx-confirm|data-label)="([^"]*)"', html)
    )
    return unescape(re.sub(r"<[^>]+>", " ", html) + " " + attributes)


def test_every_page_in_zh_hant_shows_chinese_and_no_english_sentence_of_the_catalogue(
    staff_client: Client, seeded: dict[str, Any]
) -> None:
    sentences = english_sentences()
    assert len(sentences) > 50
    for name, url in pages(seeded).items():
        response = staff_client.get(url, **ZH)
        assert response.status_code == 200, name
        html = response.content.decode()
        assert '<html lang="zh-Hant-TW">' in html, name
        assert "總覽" in html and "登出" in html, name
        text = visible_text(html)
        leftovers = [s for s in sentences if s in text]
        assert leftovers == [], f"{name}: untranslated {leftovers}"


def test_the_login_page_and_htmx_fragments_speak_chinese(staff_client: Client, seeded: dict[str, Any]) -> None:
    login = Client().get(reverse("login"), **ZH).content.decode()
    assert "工作人員登入" in login and "帳號" in login and "密碼" in login
    row = staff_client.post(
        reverse("ma-memory-archive", args=[seeded["new"].id]),
        {"note": "測試", "shown_on": "user"},
        HTTP_HX_REQUEST="true",
        **ZH,
    ).content.decode()
    assert "已封存（手動）：測試。" in row and 'role="status"' in row and "手動" in row
    restored = staff_client.post(
        reverse("ma-memory-restore", args=[seeded["new"].id]), {"shown_on": "user"}, HTTP_HX_REQUEST="true", **ZH
    ).content.decode()
    assert "已還原：重新啟用。" in restored
    user_page = staff_client.get(reverse("ma-user", args=[USER]), **ZH).content.decode()
    assert "矛盾" in user_page and "已封存" in user_page and "使用中" in user_page


def test_dates_follow_the_language_in_the_dashboards_zone(staff_client: Client, seeded: dict[str, Any]) -> None:
    from django.utils import timezone

    created = timezone.localtime(seeded["old"].created_at)
    zh = staff_client.get(reverse("ma-memory", args=[seeded["old"].id]), **ZH).content.decode()
    en = staff_client.get(reverse("ma-memory", args=[seeded["old"].id]), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert created.strftime("%Y/%m/%d %H:%M") in zh and "Asia/Taipei" in zh
    assert created.strftime("%Y-%m-%d %H:%M") in en


def test_the_language_switch_remembers_the_choice(staff_client: Client, seeded: dict[str, Any]) -> None:
    users = reverse("ma-users")
    page = staff_client.get(users, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert 'action="/i18n/language/"' in page and 'name="language" value="zh-hant"' in page
    switched = staff_client.post(reverse("set_language"), {"language": "zh-hant", "next": users})
    assert switched.status_code == 302 and switched["Location"] == users
    # The cookie wins over what the browser asks for, on every later page.
    later = staff_client.get(reverse("ma-overview"), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert '<html lang="zh-Hant-TW">' in later and "總覽" in later
    assert 'name="language" value="en"' in later and ">English<" in later
    staff_client.post(reverse("set_language"), {"language": "en", "next": users})
    back = staff_client.get(reverse("ma-overview"), **ZH).content.decode()
    assert '<html lang="en">' in back and ">Overview<" in back


def test_without_a_choice_the_browser_language_decides(client: Client, db: Any) -> None:
    taiwan = client.get(reverse("login"), HTTP_ACCEPT_LANGUAGE="zh-TW,zh;q=0.9").content.decode()
    assert '<html lang="zh-Hant-TW">' in taiwan
    assert '<html lang="en">' in client.get(reverse("login"), HTTP_ACCEPT_LANGUAGE="en-US").content.decode()
    assert '<html lang="en">' in client.get(reverse("login")).content.decode()
