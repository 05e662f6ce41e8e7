"""Property-based bad input for every form and URL of the dashboard: a clear 400/404/409
with a message in the page, never a 500, and nothing changed."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import pytest
from django.test import Client
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from pruning import MemoryEngine
from tests.trail import trail_count

FIXTURES = settings(
    max_examples=30 if settings().max_examples < 1000 else 1000,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
nasty = st.one_of(
    st.text(max_size=40),
    st.sampled_from(
        [
            "",
            " ",
            "../../etc/passwd",
            "<script>alert(1)</script>",
            "x" * 3000,
            "-1",
            "0",
            "99999999999",
            "1e9",
            "%00",
            "\x00",
            "用戶😀",
            "'; DROP TABLE x; --",
            "\r\nSet-Cookie: a=b",
        ]
    ),
)


@pytest.fixture
def store(staff_client: Client, dashboard_engine: MemoryEngine) -> dict[str, Any]:
    live = dashboard_engine.add_memory("u1", "使用者討厭吃香菜", "preference")
    gone = dashboard_engine.add_memory("u1", "使用者下週二有期末考", "schedule")
    dashboard_engine.archive(gone.id, reason="expired", actor="setup")
    return {"live": live, "gone": gone, "engine": dashboard_engine, "client": staff_client}


def state(engine: MemoryEngine) -> Any:
    got = engine._collection.get(include=["metadatas"])
    return sorted((i, sorted(m.items())) for i, m in zip(got["ids"], got["metadatas"], strict=True)), trail_count(
        exclude="store"
    )


def assert_clear(response: Any, allowed: tuple[int, ...]) -> None:
    assert response.status_code in allowed, response.status_code
    if response.status_code >= 400:
        body = response.content.decode()
        assert "Traceback" not in body and len(body) > 50


def safe_path(value: str) -> str:
    return quote(value.replace("\x00", ""), safe="") or "%20"


@FIXTURES
@given(user_id=nasty, status=nasty, category=nasty, reason=nasty, q=nasty, page=nasty)
def test_the_user_page_answers_every_query(
    store: dict[str, Any], user_id: str, status: str, category: str, reason: str, q: str, page: str
) -> None:
    client, before = store["client"], state(store["engine"])
    response = client.get(
        f"/users/{safe_path(user_id)}/",
        {"status": status, "category": category, "reason": reason, "q": q, "page": page},
    )
    assert_clear(response, (200, 400, 404))
    assert_clear(client.get("/users/u1/", {"status": status, "page": page}), (200, 400, 404))
    assert state(store["engine"]) == before


@FIXTURES
@given(q=nasty, page=nasty, user=nasty, action=nasty, actor=nasty)
@example(q="\x00", page="1", user="", action="", actor="")  # PostgreSQL refused it: a 500 once
def test_lists_answer_every_query(store: dict[str, Any], q: str, page: str, user: str, action: str, actor: str) -> None:
    client, before = store["client"], state(store["engine"])
    assert_clear(client.get("/users/", {"q": q, "page": page}), (200, 400, 404))
    assert_clear(
        client.get("/activity/", {"user": user, "action": action, "actor": actor, "page": page}), (200, 400, 404)
    )
    assert_clear(client.get(f"/users/{safe_path(user)}/agent/", {"q": q}), (200, 400, 404))
    assert state(store["engine"]) == before


@FIXTURES
@given(memory_id=nasty, note=nasty)
def test_actions_on_unknown_ids_are_404(store: dict[str, Any], memory_id: str, note: str) -> None:
    client, before = store["client"], state(store["engine"])
    path = safe_path(memory_id)
    for action in ("archive", "restore", "rejudge", "rejudge/apply"):
        assert_clear(client.post(f"/memories/{path}/{action}/", {"note": note}, HTTP_HX_REQUEST="true"), (400, 404))
    assert_clear(client.get(f"/memories/{path}/"), (404,))
    assert state(store["engine"]) == before


@FIXTURES
@given(note=nasty)
def test_wrong_transitions_are_409_and_change_nothing(store: dict[str, Any], note: str) -> None:
    client, before = store["client"], state(store["engine"])
    assert_clear(
        client.post(f"/memories/{store['gone'].id}/archive/", {"note": note}, HTTP_HX_REQUEST="true"), (400, 409)
    )
    assert_clear(client.post(f"/memories/{store['live'].id}/restore/", HTTP_HX_REQUEST="true"), (409,))
    assert state(store["engine"]) == before


@FIXTURES
@given(user_id=nasty, text=nasty, category=nasty)
def test_try_a_fact_validates_every_field(store: dict[str, Any], user_id: str, text: str, category: str) -> None:
    client, before = store["client"], state(store["engine"])
    response = client.post("/try/", {"user_id": user_id, "text": text, "category": category})
    assert_clear(response, (200, 400))
    if response.status_code == 400:
        assert 'class="error"' in response.content.decode()
    assert state(store["engine"])[0] == before[0]  # a dry run never writes
