"""Production settings, login throttling, and no markup or inline code from anywhere."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from pruning import MemoryEngine

ROOT = Path(__file__).resolve().parents[2]
PROD = {
    "DJANGO_SETTINGS_MODULE": "memoryadmin.settings",
    "DJANGO_DEBUG": "0",
    "DJANGO_SSL_REDIRECT": "",
    "DJANGO_SECURE_COOKIES": "",
    "DJANGO_SECRET_KEY": "x9!Lq2#vR7@tZ4$wP8^mK3&nB6*cF1(hJ5)yD0-gS_eU+aO" * 2,
}


def django_env(**overrides: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env.update({k: v for k, v in {**PROD, **overrides}.items() if v})
    return env


def test_production_settings_refuse_to_start_without_a_secret_key() -> None:
    env = django_env()
    env.pop("DJANGO_SECRET_KEY")
    result = subprocess.run([sys.executable, "manage.py", "check"], cwd=ROOT, env=env, capture_output=True, text=True)
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY must be set when DJANGO_DEBUG is off" in result.stderr


def test_check_deploy_is_clean_with_production_settings() -> None:
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=django_env(),
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues (0 silenced)." in result.stdout


def test_production_settings_use_secure_cookies_and_https() -> None:
    code = (
        "from django.conf import settings as s; print(s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, "
        "s.SECURE_SSL_REDIRECT, s.SECURE_HSTS_SECONDS > 0, s.SESSION_COOKIE_HTTPONLY, s.DEBUG)"
    )
    result = subprocess.run(
        [sys.executable, "manage.py", "shell", "-c", code], cwd=ROOT, env=django_env(), capture_output=True, text=True
    )
    assert result.stdout.split()[-6:] == ["True", "True", "True", "True", "True", "False"], result.stderr


def test_it_throttles_repeated_failed_logins(client: Client, staff_user: Any, dashboard_engine: MemoryEngine) -> None:
    url = reverse("login")
    for _ in range(4):
        response = client.post(url, {"username": "staffer", "password": "wrong"})
        assert response.status_code == 200 and b"did not match" in response.content
    assert client.post(url, {"username": "staffer", "password": "wrong"}).status_code == 429  # the fifth locks
    locked = client.post(url, {"username": "staffer", "password": "pw-staffer-1"})
    assert locked.status_code == 429 and b"Too many failed logins" in locked.content
    assert client.get(reverse("ma-overview"))["Location"].startswith(reverse("login"))
    other = Client().post(url, {"username": "someone-else", "password": "wrong"})
    assert other.status_code == 200  # the lock is per username and address


PAGES = ["ma-overview", "ma-users", "ma-try", "ma-activity", "ma-archived", "ma-review"]


def test_pages_carry_no_inline_script_or_style(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    memory = dashboard_engine.add_memory("u1", "使用者討厭吃香菜", "preference")
    urls = [reverse(n) for n in PAGES] + [
        reverse("ma-user", args=["u1"]),
        reverse("ma-agent", args=["u1"]) + "?q=x",
        reverse("ma-memory", args=[memory.id]),
        reverse("ma-user", args=["u1"]) + "?as_of=2026-09-01T12:00",
        reverse("ma-user-diff", args=["u1"]) + "?from=2020-01-01T00:00",
    ]
    for url in urls:
        response = staff_client.get(url)
        html = response.content.decode()
        csp = response["Content-Security-Policy"]
        nonce = re.search(r"'nonce-([^']+)'", csp).group(1)  # type: ignore[union-attr]
        scripts = re.findall(r"<script\b[^>]*>", html)
        assert scripts and all(f'nonce="{nonce}"' in tag and "src=" in tag for tag in scripts), url
        assert not re.search(r"\sstyle=|<style\b|\son[a-z]+=", html), url
        assert "'unsafe-inline'" not in csp and "'unsafe-eval'" not in csp


@pytest.mark.parametrize(
    "payload", ["<script>alert(1)</script>", '<img src=x onerror="alert(1)">', '"><svg onload=alert(1)>']
)
def test_memory_texts_never_become_markup(staff_client: Client, dashboard_engine: MemoryEngine, payload: str) -> None:
    dashboard_engine.remember("xss-user", f"使用者說 {payload}", "other")
    dashboard_engine.remember("xss-user", f"The user said {payload}", "other")
    memory = dashboard_engine.memories("xss-user")[0]
    dashboard_engine.archive(memory.id, actor="staff:ann", note=payload)
    pages = [
        reverse("ma-user", args=["xss-user"]),
        reverse("ma-memory", args=[memory.id]),
        reverse("ma-agent", args=["xss-user"]) + "?q=said",
        reverse("ma-activity"),
        reverse("ma-overview"),
        reverse("ma-user-diff", args=["xss-user"]) + "?from=2020-01-01T00:00",
    ]
    for url in pages:
        html = staff_client.get(url).content.decode()
        assert payload not in html, url
    tried = staff_client.post(
        reverse("ma-try"), {"user_id": "xss-user", "text": payload, "category": "other"}, HTTP_HX_REQUEST="true"
    ).content.decode()
    assert payload not in tried


@pytest.mark.parametrize(
    ("variable", "value", "message"),
    [
        ("DATABASE_URL", "postgresql://u:p@127.0.0.1:9/memoryadmin", "Cannot reach the database at 127.0.0.1:9"),
        ("MEMORY_CHROMA_URL", "http://127.0.0.1:9", "Cannot reach the Chroma server at http://127.0.0.1:9"),
    ],
)
def test_the_server_refuses_to_start_without_its_services(variable: str, value: str, message: str) -> None:
    env = django_env(**{variable: value})
    if variable != "DATABASE_URL":
        env.pop("DATABASE_URL", None)
    result = subprocess.run(
        [sys.executable, "-c", "import memoryadmin.wsgi"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 1
    assert message in result.stderr and "Traceback" not in result.stderr
