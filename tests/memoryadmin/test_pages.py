"""Login, the permission matrix, and the pages that list users and their memories."""

from __future__ import annotations

import pytest
from django.urls import reverse

from pruning import MemoryEngine

PAGES = [("ma-overview", {}), ("ma-users", {}), ("ma-user", {"user_id": "u1"})]


@pytest.mark.parametrize(("name", "kwargs"), PAGES)
def test_it_sends_anonymous_visitors_to_the_login_page(anon_client, name: str, kwargs: dict) -> None:
    url = reverse(name, kwargs=kwargs)
    response = anon_client.get(url)
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login") + "?next=")


@pytest.mark.parametrize(("name", "kwargs"), PAGES)
def test_it_forbids_non_staff(plain_user_client, name: str, kwargs: dict) -> None:
    response = plain_user_client.get(reverse(name, kwargs=kwargs))
    assert response.status_code == 403
    assert b"Staff only" in response.content


@pytest.mark.parametrize(("name", "kwargs"), PAGES)
def test_it_shows_staff_every_page(staff_client, dashboard_engine: MemoryEngine, name: str, kwargs: dict) -> None:
    dashboard_engine.add_memory("u1", "使用者喜歡貓", "preference")
    assert staff_client.get(reverse(name, kwargs=kwargs)).status_code == 200


def test_it_logs_staff_in(anon_client, staff_user) -> None:
    response = anon_client.post(reverse("login"), {"username": "staffer", "password": "pw-staffer-1"})
    assert response.status_code == 302 and response["Location"] == reverse("ma-overview")
    assert anon_client.get(reverse("ma-overview")).status_code == 200


def test_it_lists_users_and_their_memories(staff_client, dashboard_engine: MemoryEngine) -> None:
    keep = dashboard_engine.add_memory("xiaoming", "使用者叫小明", "name")
    gone = dashboard_engine.add_memory("xiaoming", "使用者下週二有期末考", "schedule")
    dashboard_engine.add_memory("alice", "The user's name is Alice", "name")
    dashboard_engine.archive(gone.id, reason="expired", actor="command:prune_expired")

    users = staff_client.get(reverse("ma-users")).content.decode()
    assert 'href="/users/xiaoming/"' in users and 'href="/users/alice/"' in users
    assert "1/50" in users

    searched = staff_client.get(reverse("ma-users"), {"q": "ali"}).content.decode()
    assert "alice" in searched and "xiaoming" not in searched

    page = staff_client.get(reverse("ma-user", kwargs={"user_id": "xiaoming"})).content.decode()
    assert f'id="memory-{keep.id}"' in page and "使用者叫小明" in page
    assert f'id="memory-{gone.id}" class="memory is-archived"' in page and ">expired<" in page


def test_it_escapes_memory_texts(staff_client, dashboard_engine: MemoryEngine) -> None:
    dashboard_engine.add_memory("u1", "<script>alert(1)</script>", "other")
    page = staff_client.get(reverse("ma-user", kwargs={"user_id": "u1"})).content.decode()
    assert "<script>alert(1)</script>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_it_flags_records_missing_required_keys_on_the_overview(staff_client, dashboard_engine: MemoryEngine) -> None:
    dashboard_engine._collection.add(
        ids=["legacy"],
        documents=["使用者叫小明"],
        metadatas=[{"user_id": "u", "category": "name", "created_at": "2026-01-01"}],
    )
    page = staff_client.get(reverse("ma-overview")).content.decode()
    assert "<strong>1</strong> records lack required keys" in page and "manage.py migrate_archived" in page
    full = " ".join(staff_client.get(reverse("ma-overview"), {"health": "full"}).content.decode().split())
    assert "1 of 1 records lack keys: archived 1, created_ts 1." in full


def test_it_answers_503_when_the_store_is_unreachable(staff_user, client, db, monkeypatch) -> None:
    from memoryadmin import wiring

    wiring.use_engine(None)
    monkeypatch.setenv("MEMORY_CHROMA_URL", "http://127.0.0.1:9")
    client.force_login(staff_user)
    response = client.get(reverse("ma-users"))
    assert response.status_code == 503
    assert b"The memory store is unavailable" in response.content
    wiring.use_engine(None)


def test_it_sends_a_strict_content_security_policy(staff_client) -> None:
    csp = staff_client.get(reverse("ma-overview"))["Content-Security-Policy"]
    assert "script-src 'self' 'nonce-" in csp and "unsafe-inline" not in csp


def test_it_serves_legacy_ids_with_slashes(staff_client, dashboard_engine: MemoryEngine) -> None:
    dashboard_engine._collection.add(
        ids=["team/42/m1"],
        documents=["使用者叫小明"],
        metadatas=[{"user_id": "team/42", "category": "name", "archived": False}],
    )
    page = staff_client.get(reverse("ma-users")).content.decode()
    assert 'href="/user/?id=team%2F42"' in page
    user = staff_client.get("/user/", {"id": "team/42"}).content.decode()
    assert "使用者叫小明" in user and 'href="/memory/?id=team%2F42%2Fm1"' in user
    assert staff_client.get("/memory/", {"id": "team/42/m1"}).status_code == 200
    assert "使用者叫小明" in staff_client.get("/user/agent/", {"id": "team/42", "q": "名字"}).content.decode()
    archived = staff_client.post("/memory/archive/?id=team%2F42%2Fm1", HTTP_HX_REQUEST="true")
    assert archived.status_code == 200 and dashboard_engine.get("team/42/m1").archived  # type: ignore[union-attr]
    assert dashboard_engine.remember("team/42", "使用者喜歡貓", "preference").stored
    # The old path forms no longer resolve to another page: "/users/team/42/" is not team/42's page.
    assert staff_client.get("/users/team/42/").status_code == 404


def test_ids_that_a_path_would_reinterpret_open_exactly_their_own_page(
    staff_client, dashboard_engine: MemoryEngine
) -> None:
    dashboard_engine.add_memory("alice", "The user's name is Alice", "name")
    dashboard_engine._collection.add(
        ids=["k1", "z1", "d1"],
        documents=["kenji own fact", "z own fact", "dots own fact"],
        metadatas=[
            {"user_id": "kenji/agent", "category": "other", "archived": False},
            {"user_id": "z/../alice", "category": "other", "archived": False},
            {"user_id": "..", "category": "other", "archived": False},
        ],
    )
    listing = staff_client.get(reverse("ma-users")).content.decode()
    for user, own in (("kenji/agent", "kenji own fact"), ("z/../alice", "z own fact"), ("..", "dots own fact")):
        from memoryadmin.links import link

        url = link("ma-user", user)
        assert f'href="{url.replace("&", "&amp;")}"' in listing and url.startswith("/user/?id=")
        html = staff_client.get(url).content.decode()
        assert own in html and "Alice" not in html
