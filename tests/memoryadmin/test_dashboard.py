"""The dashboard through Django's test client: permissions, every action's effect on the
store and on the audit trail, and htmx fragments."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.test import Client
from django.urls import URLPattern, get_resolver, reverse

from pruning import MemoryEngine
from pruning.memory import utcnow
from tests.review_queue import queue_pair
from tests.trail import judge_calls, trail_count, trail_events, trail_one

HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def seeded(dashboard_engine: MemoryEngine) -> dict[str, Any]:
    e = dashboard_engine
    now = utcnow()
    e.ensure_lore()
    old_city = e.add_memory("xiaoming", "使用者住在台北", "other", now=now - timedelta(days=40))
    new_city = e.add_memory("xiaoming", "使用者搬到高雄了", "other", now=now - timedelta(days=2))
    review = queue_pair(e, old_city, new_city, "a move, perhaps")
    with e.run("command:test") as run_id:
        undone = e.add_memory("xiaoming", "使用者喜歡爬山", "hobby", now=now - timedelta(days=3))
        e.archive(undone.id, actor="staff:ann")
    found = {
        "run_id": run_id,
        "archive_event": e.events(action="archive", memory_id=undone.id)[0].id,
        "review": review,
        "old_name": e.add_memory("xiaoming", "使用者叫小明", "name", now=now - timedelta(days=9)),
        "new_name": e.add_memory("xiaoming", "使用者現在的名字是小華。", "name", now=now - timedelta(days=1)),
        "pref": e.add_memory("xiaoming", "使用者討厭吃香菜", "preference", now=now - timedelta(days=30)),
        "plan": e.add_memory("xiaoming", "使用者下週二有期末考", "schedule", now=now - timedelta(days=20)),
        "move": e.add_memory("xiaoming", "使用者這週末要搬家", "schedule", now=now - timedelta(days=5)),
        "alice": e.add_memory("alice", "The user's name is Alice", "name", now=now - timedelta(days=3)),
    }
    e.remember("alice", "The user's name is Alice", "name")  # a repeat: not stored, recorded as skipped
    found["skip"] = e.events(action="skip")[0].id
    return found


def routes(seeded: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    """(method, url, post data) for every URL pattern but login/logout; the walk below
    fails if a pattern is added without being listed here."""
    mid = seeded["pref"].id
    return [
        ("get", reverse("ma-overview"), {}),
        ("post", reverse("ma-ops-expire"), {}),
        ("post", reverse("ma-ops-migrate"), {}),
        ("post", reverse("ma-ops-sweep"), {}),
        ("get", reverse("ma-users"), {}),
        ("get", reverse("ma-user", args=["xiaoming"]), {}),
        ("get", reverse("ma-agent", args=["xiaoming"]), {}),
        ("get", reverse("ma-user-diff", args=["xiaoming"]), {}),
        ("get", reverse("ma-memory", args=[mid]), {}),
        ("post", reverse("ma-memory-archive", args=[mid]), {"note": "x"}),
        ("post", reverse("ma-memory-restore", args=[seeded["plan"].id]), {}),
        ("post", reverse("ma-memory-rejudge", args=[mid]), {}),
        ("post", reverse("ma-memory-rejudge-apply", args=[mid]), {"change": f"{mid} contradicted"}),
        ("get", reverse("ma-try"), {}),
        ("post", reverse("ma-try"), {"user_id": "xiaoming", "text": "使用者喜歡貓", "category": "preference"}),
        ("get", reverse("ma-activity"), {}),
        ("get", reverse("ma-review"), {}),
        ("get", reverse("ma-user-q"), {"id": "xiaoming"}),
        ("get", reverse("ma-user-export-q"), {"id": "xiaoming"}),
        ("get", reverse("ma-agent-q"), {"id": "xiaoming"}),
        ("get", reverse("ma-user-diff-q"), {"id": "xiaoming"}),
        ("get", reverse("ma-memory-q"), {"id": mid}),
        ("post", reverse("ma-memory-archive-q") + f"?id={seeded['alice'].id}", {"note": "x"}),
        ("post", reverse("ma-memory-restore-q") + f"?id={seeded['move'].id}", {}),
        ("post", reverse("ma-memory-rejudge-q") + f"?id={mid}", {}),
        ("post", reverse("ma-memory-rejudge-apply-q") + f"?id={mid}", {"change": f"{mid} contradicted"}),
        ("post", reverse("ma-review-resolve", args=[seeded["review"].id]), {"decision": "keep_both"}),
        ("post", reverse("ma-review-bulk"), {"decision": "keep_both", "ids": [seeded["review"].id]}),
        ("post", reverse("ma-skip-store", args=[seeded["skip"]]), {}),
        ("get", reverse("ma-archived"), {}),
        ("post", reverse("ma-bulk"), {"action": "archive", "ids": [mid]}),
        ("get", reverse("ma-activity-export"), {}),
        ("get", reverse("ma-user-export", args=["xiaoming"]), {}),
        ("post", reverse("ma-event-undo", args=[seeded["archive_event"]]), {}),
        ("post", reverse("ma-run-undo", args=[seeded["run_id"]]), {}),
    ]


def test_it_lists_every_url_pattern_in_the_permission_matrix(seeded: dict[str, Any]) -> None:
    # Logging in and out, and choosing the language (the login page offers it too), are for everyone.
    public = {"login", "logout", "set_language"}
    names = {p.name for p in get_resolver().url_patterns if isinstance(p, URLPattern)} - public
    from django.urls import resolve

    covered = {resolve(url.split("?")[0]).url_name for _, url, _ in routes(seeded)}
    assert covered == names


def test_it_sends_anonymous_visitors_to_login_everywhere(client: Client, seeded: dict[str, Any]) -> None:
    for method, url, data in routes(seeded):
        response = getattr(client, method)(url, data)
        assert response.status_code == 302, url
        assert response["Location"].startswith(reverse("login") + "?next="), url
    assert trail_count(exclude="store") == 2  # the seeded run's archive and the seeded skip, nothing more


def test_it_forbids_non_staff_everywhere(
    plain_user_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine
) -> None:
    for method, url, data in routes(seeded):
        assert getattr(plain_user_client, method)(url, data).status_code == 403, url
    assert dashboard_engine.get(seeded["pref"].id).live  # type: ignore[union-attr]
    assert trail_count(exclude="store") == 2  # the seeded run's archive and the seeded skip, nothing more


def test_it_serves_staff_everywhere(
    staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine
) -> None:
    dashboard_engine.archive(seeded["plan"].id, reason="expired", actor="test")
    dashboard_engine.archive(seeded["move"].id, reason="expired", actor="test")
    for method, url, data in routes(seeded):
        response = getattr(staff_client, method)(url, data)
        assert response.status_code in (200, 302), (url, response.status_code)


def test_it_refuses_state_changes_by_get(staff_client: Client, seeded: dict[str, Any]) -> None:
    for method, url, _ in routes(seeded):
        if method == "post" and url != reverse("ma-try"):
            assert staff_client.get(url).status_code == 405, url


def test_it_requires_the_csrf_token_on_every_post(staff_user: Any, seeded: dict[str, Any]) -> None:
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(staff_user)
    for method, url, data in routes(seeded):
        if method == "post":
            assert strict.post(url, data).status_code == 403, url
    page = strict.get(reverse("ma-user", args=["xiaoming"])).content.decode()
    assert 'hx-headers=\'{"x-csrftoken": "' in page


def test_it_archives_a_row_in_place(
    staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine
) -> None:
    pref = seeded["pref"]
    response = staff_client.post(reverse("ma-memory-archive", args=[pref.id]), {"note": "said by a friend"}, **HX)
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html and html.strip().startswith(f'<tbody id="memory-{pref.id}" class="memory is-archived">')
    assert ">archived<" in html and ">manual<" in html and "note: said by a friend" in html
    stored = dashboard_engine.get(pref.id)
    assert stored is not None and stored.archived_reason == "manual" and stored.archived_by == "staff:staffer"
    event = trail_one(action="archive", memory_id=pref.id)
    assert event.actor == "staff:staffer" and event.user_id == "xiaoming"
    assert event.before["archived"] is False and event.after["archived_reason"] == "manual"
    assert event.detail == {"note": "said by a friend"}


def test_it_restores_a_row_in_place(
    staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine
) -> None:
    plan = seeded["plan"]
    dashboard_engine.archive(plan.id, reason="expired", actor="command:prune_expired")
    html = staff_client.post(reverse("ma-memory-restore", args=[plan.id]), **HX).content.decode()
    assert html.strip().startswith(f'<tbody id="memory-{plan.id}" class="memory">') and ">live<" in html
    assert dashboard_engine.get(plan.id).live  # type: ignore[union-attr]
    event = trail_one(action="restore")
    assert (event.actor, event.before["archived_reason"], event.after["archived"]) == (
        "staff:staffer",
        "expired",
        False,
    )


def test_it_redirects_plain_form_posts_back_to_the_user_page(staff_client: Client, seeded: dict[str, Any]) -> None:
    response = staff_client.post(reverse("ma-memory-archive", args=[seeded["pref"].id]))
    assert response.status_code == 302
    assert response["Location"] == reverse("ma-user", args=["xiaoming"]) + f"#memory-{seeded['pref'].id}"


def test_it_explains_a_conflicting_action_and_changes_nothing(
    staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine
) -> None:
    pref = seeded["pref"]
    response = staff_client.post(reverse("ma-memory-restore", args=[pref.id]), **HX)
    assert response.status_code == 409 and "nothing to restore" in response.content.decode()
    dashboard_engine.archive(pref.id, actor="other")
    response = staff_client.post(reverse("ma-memory-archive", args=[pref.id]), **HX)
    assert response.status_code == 409 and "already archived" in response.content.decode()
    assert trail_count(actor="staff:staffer") == 0
    long_note = staff_client.post(reverse("ma-memory-archive", args=[seeded["move"].id]), {"note": "x" * 2000}, **HX)
    assert long_note.status_code == 400 and dashboard_engine.get(seeded["move"].id).live  # type: ignore[union-attr]


def test_it_answers_404_pages_for_unknown_ids(staff_client: Client, seeded: dict[str, Any]) -> None:
    for url in [reverse("ma-memory", args=["nope"]), reverse("ma-memory", args=["a" * 300])]:
        response = staff_client.get(url)
        assert response.status_code == 404 and b"No memory with id" in response.content
    response = staff_client.post(reverse("ma-memory-archive", args=["nope"]), **HX)
    assert response.status_code == 404


def test_it_filters_and_searches_a_users_memories(
    staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine
) -> None:
    dashboard_engine.archive(seeded["plan"].id, reason="expired", actor="test")
    url = reverse("ma-user", args=["xiaoming"])
    archived = staff_client.get(url, {"status": "archived"}, **HX).content.decode()
    assert "<html" not in archived and "使用者下週二有期末考" in archived and "使用者討厭吃香菜" not in archived
    by_cat = staff_client.get(url, {"category": "name"}).content.decode()
    assert "使用者叫小明" in by_cat and "使用者討厭吃香菜" not in by_cat and "<html" in by_cat
    by_reason = staff_client.get(url, {"reason": "expired"}).content.decode()
    assert "使用者下週二有期末考" in by_reason and "使用者叫小明" not in by_reason
    search = staff_client.get(url, {"q": "香菜"}).content.decode()
    assert "使用者討厭吃香菜" in search and "使用者叫小明" not in search
    assert staff_client.get(url, {"status": "zombie"}).status_code == 400


def test_a_text_search_reads_the_users_texts_by_id_not_by_a_scan(
    staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    dashboard_engine.archive(seeded["plan"].id, reason="expired", actor="test")

    def scan(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("a text search read the collection by a metadata filter")

    monkeypatch.setattr(dashboard_engine._store, "memories", scan)
    url = reverse("ma-user", args=["xiaoming"])
    found = staff_client.get(url, {"q": "期末考", "status": "archived"}).content.decode()
    assert "使用者下週二有期末考" in found and "使用者討厭吃香菜" not in found
    assert "使用者下週二有期末考" not in staff_client.get(url, {"q": "期末考", "status": "live"}).content.decode()
    assert "使用者討厭吃香菜" in staff_client.get(url, {"q": "香菜"}).content.decode()


def test_it_paginates_and_rejects_pages_that_do_not_exist(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    for n in range(30):
        dashboard_engine.add_memory("busy", f"使用者的第 {n} 個習慣", "habit")
    url = reverse("ma-user", args=["busy"])
    first = staff_client.get(url).content.decode()
    assert "page 1 of 2 (30)" in first and first.count('class="memory"') == 25
    assert staff_client.get(url, {"page": "2"}).content.decode().count('class="memory"') == 5
    assert staff_client.get(url, {"page": "3"}).status_code == 404
    assert staff_client.get(url, {"page": "-1"}).status_code == 404
    assert staff_client.get(url, {"page": "x"}).status_code == 400


def test_it_shows_what_replaced_a_contradicted_memory(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    dashboard_engine.remember("u9", "使用者叫小明", "name")
    new = dashboard_engine.remember("u9", "使用者現在的名字是小華。", "name").stored[0]
    html = staff_client.get(reverse("ma-user", args=["u9"])).content.decode()
    assert (
        ">contradicted<" in html
        and f'href="/memories/{new.id}/" class="replaced-by">“使用者現在的名字是小華。”' in html
    )
    assert "judge: " in html


def test_it_rejudges_without_changing_anything_then_applies_on_confirmation(
    staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine
) -> None:
    old, new = seeded["old_name"], seeded["new_name"]
    html = staff_client.post(reverse("ma-memory-rejudge", args=[new.id]), **HX).content.decode()
    assert "<html" not in html and "CONTRADICT" in html and "使用者叫小明" in html and "Apply" in html
    assert "as <strong>contradicted</strong>, replaced by “使用者現在的名字是小華。”" in html
    assert dashboard_engine.get(old.id).live  # type: ignore[union-attr]
    call = judge_calls()[0]
    assert call.judge == "rules+pair model" and call.ok and call.actor == "staff:staffer" and call.candidates >= 1

    unconfirmed = staff_client.post(reverse("ma-memory-rejudge-apply", args=[new.id]), **HX).content.decode()
    assert "Nothing changed" in unconfirmed and dashboard_engine.get(old.id).live  # type: ignore[union-attr]
    assert f'name="change" value="{old.id} contradicted"' in html
    applied = staff_client.post(
        reverse("ma-memory-rejudge-apply", args=[new.id]), {"change": f"{old.id} contradicted"}, **HX
    ).content.decode()
    assert "Archived 1" in applied
    gone = dashboard_engine.get(old.id)
    assert gone.archived_reason == "contradicted" and gone.superseded_by == new.id and gone.judge_reason  # type: ignore[union-attr]
    assert dashboard_engine.get(new.id).live  # type: ignore[union-attr]
    event = trail_one(action="contradict")
    assert event.actor == "staff:staffer" and event.memory_id == old.id and event.detail["rejudge_of"] == new.id


def test_it_tries_a_fact_as_a_dry_run_then_commits_it(
    staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine
) -> None:
    data = {"user_id": "alice", "text": "The user's name is Alicia", "category": "name"}
    html = staff_client.post(reverse("ma-try"), data, **HX).content.decode()
    assert "<html" not in html and "Dry run" in html
    assert "Stage 1 — nearest live memory:" in html and "The user&#x27;s name is Alice" in html
    assert (
        "CONTRADICT" in html
        and "Would store the new memory and archive" in html
        and "Commit through remember()" in html
    )
    assert [m.text for m in dashboard_engine.memories("alice")] == ["The user's name is Alice"]

    committed = staff_client.post(reverse("ma-try"), {**data, "commit": "yes"}, **HX).content.decode()
    assert "Committed" in committed and "Stored as" in committed
    assert [m.text for m in dashboard_engine.memories("alice")] == ["The user's name is Alicia"]
    actions = [(e.action, e.actor) for e in trail_events(actor="staff:staffer")]
    assert actions == [("store", "staff:staffer"), ("contradict", "staff:staffer")]
    assert sum(c.dry_run is True for c in judge_calls()) == 1 and sum(c.dry_run is False for c in judge_calls()) == 1


def test_it_rejects_a_bad_fact_with_a_message(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    response = staff_client.post(reverse("ma-try"), {"user_id": "u", "text": "   ", "category": "name"}, **HX)
    assert response.status_code == 400 and "Fact: This field is required." in response.content.decode()
    response = staff_client.post(reverse("ma-try"), {"user_id": "u", "text": "x", "category": "pets"}, **HX)
    assert response.status_code == 400 and "Category: Select a valid choice." in response.content.decode()
    assert dashboard_engine._collection.count() == 0


def test_it_shows_the_agent_view_without_archived_memories(
    staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine
) -> None:
    dashboard_engine.archive(seeded["pref"].id, actor="test")
    html = staff_client.get(reverse("ma-agent", args=["xiaoming"]), {"q": "香菜"}).content.decode()
    assert "使用者討厭吃香菜" not in html
    assert "使用者叫小明" in html and "使用者這週末要搬家" in html and "【現在時間】" in html
    fragment = staff_client.get(reverse("ma-agent", args=["xiaoming"]), {"q": "甜點"}, **HX).content.decode()
    assert "<html" not in fragment and "莉莉" in fragment


def test_it_shows_a_memory_with_its_metadata_neighbours_and_history(
    staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine
) -> None:
    old = seeded["old_name"]
    dashboard_engine.archive(old.id, actor="staff:ann", note="typo")
    dashboard_engine.restore(old.id, actor="staff:bob")
    html = staff_client.get(reverse("ma-memory", args=[old.id])).content.decode()
    assert "created_ts" in html and "使用者現在的名字是小華。" in html and "gray zone" in html
    history = html[html.index("<h2>History</h2>") :]
    assert history.index("staff:ann") < history.index("staff:bob")


def test_it_filters_the_activity(staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine) -> None:
    dashboard_engine.archive(seeded["pref"].id, actor="staff:ann")
    dashboard_engine.archive(seeded["alice"].id, actor="command:prune_expired", reason="expired")
    url = reverse("ma-activity")
    assert "使用者討厭吃香菜" in staff_client.get(url, {"user": "xiaoming"}).content.decode()
    by_action = staff_client.get(url, {"action": "archive"}, **HX).content.decode()
    assert "<html" not in by_action and "使用者討厭吃香菜" in by_action and "Alice" not in by_action
    by_actor = staff_client.get(url, {"actor": "prune"}).content.decode()
    assert "Alice" in by_actor and "使用者討厭吃香菜" not in by_actor
    assert staff_client.get(url, {"action": "delete"}).status_code == 400


def test_it_previews_then_runs_expiry_from_the_overview(
    staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine
) -> None:
    preview = staff_client.post(reverse("ma-ops-expire"), **HX).content.decode()
    assert "1 memories would expire" in preview and "使用者下週二有期末考" in preview
    assert dashboard_engine.get(seeded["plan"].id).live  # type: ignore[union-attr]
    done = staff_client.post(reverse("ma-ops-expire"), {"confirm": "yes"}, **HX).content.decode()
    assert "Archived 1 expired schedule memories." in done
    assert dashboard_engine.get(seeded["plan"].id).archived_reason == "expired"  # type: ignore[union-attr]
    assert trail_one(action="expire").actor == "staff:staffer"


def test_it_previews_then_runs_the_migration_from_the_overview(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    dashboard_engine._collection.add(
        ids=["legacy"],
        documents=["使用者叫小明"],
        metadatas=[{"user_id": "u", "category": "name", "created_at": "2026-01-01"}],
    )
    preview = staff_client.post(reverse("ma-ops-migrate"), **HX).content.decode()
    assert "1 would change" in preview and dashboard_engine.health().incomplete == 1
    done = staff_client.post(reverse("ma-ops-migrate"), {"confirm": "yes"}, **HX).content.decode()
    assert "1 records changed" in done and dashboard_engine.health().ok
    assert trail_one(action="migrate").actor == "staff:staffer"


def test_it_keeps_the_user_index_right_after_changes_from_anywhere(
    staff_client: Client, seeded: dict[str, Any], dashboard_engine: MemoryEngine
) -> None:
    def row(user: str) -> tuple[int, int]:
        staff_client.get(reverse("ma-users"))
        summary = dashboard_engine.user_summary(user)
        assert summary is not None
        return summary.live, summary.archived

    assert row("xiaoming") == (7, 1)
    staff_client.post(reverse("ma-memory-archive", args=[seeded["pref"].id]), **HX)
    assert row("xiaoming") == (6, 2)
    # Another process (the agent runtime) writes through its own engine: no Django hook.
    agent = MemoryEngine(dashboard_engine.settings, client=dashboard_engine.client, embedder=dashboard_engine.embedder)
    agent.remember("alice", "The user's name is Alicia", "name")
    agent.remember("newcomer", "使用者喜歡貓", "preference")
    assert row("alice") == (1, 1)
    assert row("newcomer") == (1, 0)
    html = staff_client.get(reverse("ma-users"), {"q": "new"}, **HX).content.decode()
    assert "<html" not in html and "newcomer" in html and "xiaoming" not in html


def test_the_review_page_decides_a_pair_in_place(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    from tests.pruning.test_reviews import UnsureJudge

    dashboard_engine.judge = UnsureJudge()
    dashboard_engine._policies.judge = dashboard_engine.judge
    older = dashboard_engine.remember("mei", "使用者住在台北", "other").stored[0]
    out = dashboard_engine.remember("mei", "使用者搬到高雄了", "other")
    page = staff_client.get(reverse("ma-review")).content.decode()
    assert "使用者住在台北" in page and "使用者搬到高雄了" in page and "Archive the older" in page
    assert "No open reviews match" in staff_client.get(reverse("ma-review"), {"user": "nobody"}).content.decode()
    review_id = out.queued[0].id
    row = staff_client.post(reverse("ma-review-resolve", args=[review_id]), {"decision": "archive_older"}, **HX)
    html = row.content.decode()
    assert row.status_code == 200 and "<html" not in html and "archive the older" in html and "staff:staffer" in html
    assert dashboard_engine.get(older.id).archived_reason == "contradicted"  # type: ignore[union-attr]
    again = staff_client.post(reverse("ma-review-resolve", args=[review_id]), {"decision": "keep_both"}, **HX)
    assert again.status_code == 409 and "already settled" in again.content.decode()


def test_the_review_page_closes_a_pair_that_no_longer_applies(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    from tests.pruning.test_reviews import UnsureJudge

    dashboard_engine.judge = dashboard_engine._policies.judge = UnsureJudge()
    older = dashboard_engine.remember("mei", "使用者住在台北", "other").stored[0]
    (review,) = dashboard_engine.remember("mei", "使用者搬到高雄了", "other").queued
    dashboard_engine.archive(older.id, actor="staff:bob")
    row = staff_client.get(reverse("ma-review")).content.decode().split(f'id="review-{review.id}"')[1]
    assert "No longer applies: the older memory was archived (manual)" in " ".join(row.split())
    assert 'value="close_stale"' in row and 'value="archive_older"' not in row.split("</tbody>")[0]
    zh = staff_client.get(reverse("ma-review"), HTTP_ACCEPT_LANGUAGE="zh-Hant").content.decode()
    assert "已不適用" in zh and "較舊的一則已封存（手動）" in zh
    closed = staff_client.post(reverse("ma-review-resolve", args=[review.id]), {"decision": "close_stale"}, **HX)
    html = closed.content.decode()
    assert closed.status_code == 200 and "closed: no longer applies" in html and 'id="ma-review-count"' in html
    assert dashboard_engine.reviews() == [] and dashboard_engine.get(older.id).archived_reason == "manual"  # type: ignore[union-attr]
    assert "Nothing to review" in staff_client.get(reverse("ma-review")).content.decode()


def test_the_review_page_decides_the_ticked_pairs_at_once(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    from tests.pruning.test_reviews import UnsureJudge

    dashboard_engine.judge = dashboard_engine._policies.judge = UnsureJudge()
    dashboard_engine.remember("mei", "使用者住在台北", "other")
    dashboard_engine.remember("mei", "使用者搬到高雄了", "other")
    dashboard_engine.remember("ajie", "使用者養了一隻柴犬", "other")
    (other_user,) = dashboard_engine.remember("ajie", "使用者的柴犬叫豆豆", "other").queued
    (mei,) = dashboard_engine.reviews("mei")
    page = staff_client.get(reverse("ma-review")).content.decode()
    assert 'form="review-bulk"' in page and "Keep both, for each ticked pair" in page
    url = reverse("ma-review-bulk")
    assert staff_client.get(url).status_code == 405
    assert staff_client.post(url, {"decision": "archive_older", "ids": [mei.id]}, **HX).status_code == 400
    assert staff_client.post(url, {"decision": "keep_both", "ids": ["x"]}, **HX).status_code == 400
    none = staff_client.post(url, {"decision": "keep_both"}, **HX).content.decode()
    assert "No pair ticked" in none and dashboard_engine.open_reviews_count() == 2
    # The page's filter (user mei) goes with the form: the rows come back as it selects them.
    done = staff_client.post(
        url, {"decision": "keep_both", "ids": [mei.id, mei.id], "note": "both hold", "user": "mei"}, **HX
    )
    html = done.content.decode()
    assert done.status_code == 200 and "Kept both for 1 pair." in html and 'id="ma-review-count"' in html
    assert "No open reviews match these filters." in html and "使用者的柴犬叫豆豆" not in html
    settled = dashboard_engine.review(mei.id)
    assert settled.decision == "keep_both" and settled.note == "both hold" and settled.resolved_by == "staff:staffer"  # type: ignore[union-attr]
    again = staff_client.post(url, {"decision": "keep_both", "ids": [mei.id, other_user.id]}, **HX).content.decode()
    assert "Kept both for 1 pair." in again and "1 not decided:" in again and "already settled" in again
    assert dashboard_engine.open_reviews_count() == 0


def queue_many(e: MemoryEngine, n: int, user: str = "mei") -> list[Any]:
    """`n` open reviews (oldest first) on one pair of live memories, each with its own texts:
    cheap to make, and none of them stale."""
    older = e.add_memory(user, "使用者住在台北", "other")
    newer = e.add_memory(user, "使用者搬到高雄了", "other")
    return [
        queue_pair(e, older, newer, texts=(f"{user} older fact {i:02d}", f"{user} newer fact {i:02d}"))
        for i in range(n)
    ]


def review_rows(html: str) -> list[str]:
    """The older texts of the review rows a page shows, in order."""
    import re

    return re.findall(r"\w+ older fact \d\d", html)


def test_the_review_page_shows_25_pairs_a_page_and_keeps_its_filters_in_the_links(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    queue_many(dashboard_engine, 30)
    queue_many(dashboard_engine, 2, user="ajie")
    first = staff_client.get(reverse("ma-review"), {"user": "mei"}).content.decode()
    assert review_rows(first) == [f"mei older fact {i:02d}" for i in range(25)]
    assert "page 1 of 2 (30)" in first and "?user=mei&amp;page=2" in first
    assert '<input type="hidden" name="page" value="1">' in first
    second = staff_client.get(reverse("ma-review"), {"user": "mei", "page": "2"}).content.decode()
    assert review_rows(second) == [f"mei older fact {i:02d}" for i in range(25, 30)]
    assert "page 2 of 2 (30)" in second and "?user=mei&amp;page=1" in second
    fragment = staff_client.get(reverse("ma-review"), {"user": "mei", "page": "2"}, **HX).content.decode()
    assert "<html" not in fragment and review_rows(fragment) == review_rows(second)
    assert '<input type="hidden" name="page" value="2">' in fragment and 'id="review-bulk"' in fragment
    everyone = staff_client.get(reverse("ma-review"), {"page": "2"}).content.decode()
    assert review_rows(everyone) == [
        *(f"mei older fact {i:02d}" for i in range(25, 30)),
        "ajie older fact 00",
        "ajie older fact 01",
    ]
    assert "page 2 of 2 (32)" in everyone and 'href="?page=1"' in everyone
    aged = staff_client.get(reverse("ma-review"), {"age": "7", "user": "mei"}).content.decode()
    assert "?user=mei&amp;age=7" not in aged and "No open reviews match these filters." in aged
    bad = staff_client.get(reverse("ma-review"), {"user": "mei", "page": "two"})
    assert bad.status_code == 400 and "Page must be a whole number" in bad.content.decode()
    missing = staff_client.get(reverse("ma-review"), {"user": "mei", "page": "3"})
    assert missing.status_code == 404 and "there are 2 pages" in missing.content.decode()
    assert staff_client.get(reverse("ma-review"), {"page": "0"}).status_code == 404


def test_the_review_page_reads_which_pairs_no_longer_apply_for_its_page_only(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    e = dashboard_engine
    queue_many(e, 26)
    older = e.add_memory("ajie", "使用者養了一隻柴犬", "other")
    newer = e.add_memory("ajie", "使用者的柴犬叫豆豆", "other")
    stale = queue_pair(e, older, newer)
    e.archive(older.id, actor="staff:bob")
    first = staff_client.get(reverse("ma-review"))
    assert first.context["stale"] == {} and "No longer applies" not in first.content.decode()
    second = staff_client.get(reverse("ma-review"), {"page": "2"})
    assert set(second.context["stale"]) == {stale.id} and "No longer applies" in second.content.decode()


def test_a_bulk_review_decision_answers_with_the_rows_of_the_page_it_was_sent_from(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    reviews = queue_many(dashboard_engine, 30)
    queue_many(dashboard_engine, 1, user="ajie")
    url = reverse("ma-review-bulk")
    on_page_2 = {"decision": "keep_both", "user": "mei", "page": "2"}
    done = staff_client.post(url, {**on_page_2, "ids": [reviews[25].id, reviews[26].id]}, **HX)
    html = done.content.decode()
    assert done.status_code == 200 and "Kept both for 2 pairs." in html
    assert review_rows(html) == [f"mei older fact {i:02d}" for i in (27, 28, 29)]
    assert "page 2 of 2 (28)" in html and "?user=mei&amp;page=1" in html and "HX-Replace-Url" not in done.headers
    assert '<input type="hidden" name="page" value="2">' in html and '<details class="bulk" open>' in html
    # The page it was sent from is gone: the last page there is now, not a 404.
    gone = staff_client.post(url, {**on_page_2, "ids": [r.id for r in reviews[27:]]}, **HX)
    html = gone.content.decode()
    assert gone.status_code == 200 and "Kept both for 3 pairs." in html
    assert review_rows(html) == [f"mei older fact {i:02d}" for i in range(25)] and "page 1 of" not in html
    assert '<input type="hidden" name="page" value="1">' in html
    assert gone.headers["HX-Replace-Url"] == reverse("ma-review") + "?user=mei&page=1"
    # Without htmx: back to the page shown now, with its filters.
    plain = staff_client.post(url, {**on_page_2, "ids": [reviews[0].id]})
    assert plain.status_code == 302 and plain.headers["Location"] == reverse("ma-review") + "?user=mei&page=1"
    # Nothing left to decide: the form goes, the outcome stays.
    rest = [r.id for r in reviews[1:25]]
    empty = staff_client.post(url, {**on_page_2, "page": "1", "ids": rest}, **HX).content.decode()
    assert "Kept both for 24 pairs." in empty and "No open reviews match these filters." in empty
    assert 'id="review-bulk"' not in empty and dashboard_engine.open_reviews_count() == 1


@pytest.mark.usefixtures("compiled_catalogue")
def test_the_review_page_offers_the_bulk_form_only_with_pairs_to_tick(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    empty = staff_client.get(reverse("ma-review")).content.decode()
    assert "Nothing to review" in empty and 'id="review-bulk"' not in empty and "data-tick-all" not in empty
    queue_many(dashboard_engine, 2)
    page = staff_client.get(reverse("ma-review")).content.decode()
    assert 'id="review-bulk"' in page and 'data-tick-all="review-bulk"' in page and "Tick all on this page" in page
    assert "memoryadmin/tick.js" in page
    filtered = staff_client.get(reverse("ma-review"), {"user": "nobody"}, **HX).content.decode()
    assert "No open reviews match these filters." in filtered and 'id="review-bulk"' not in filtered
    zh = staff_client.get(reverse("ma-review"), HTTP_ACCEPT_LANGUAGE="zh-Hant").content.decode()
    assert "勾選本頁全部" in zh


def test_the_user_page_stores_a_skipped_write_in_place(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    from tests.pruning.test_skips import repeat_judged

    repeat_judged(dashboard_engine)
    kept = dashboard_engine.remember("mei", "使用者住在台北", "other").stored[0]
    dashboard_engine.remember("mei", "使用者的公司在台北", "other")  # judged a repeat, wrongly
    page = staff_client.get(reverse("ma-user", args=["mei"])).content.decode()
    assert "Not stored as repeats" in page and "使用者的公司在台北" in page and "Store anyway" in page
    zh = staff_client.get(reverse("ma-user", args=["mei"]), HTTP_ACCEPT_LANGUAGE="zh-Hant").content.decode()
    assert "視為重複而未存" in zh and "仍然存下" in zh
    (skipped,) = dashboard_engine.skipped_writes("mei")
    activity = staff_client.get(reverse("ma-activity"), {"action": "skip"}).content.decode()
    assert 'class="tag skip">skipped<' in activity and "使用者的公司在台北" in activity
    assert "not stored: a repeat of" in activity and f"/memories/{kept.id}/" in activity
    url = reverse("ma-skip-store", args=[skipped.id])
    assert staff_client.get(url).status_code == 405
    row = staff_client.post(url, {"counts_for": "mei"}, **HX)
    html = row.content.decode()
    assert row.status_code == 200 and "<html" not in html and f'id="skip-{skipped.id}"' in html
    assert "Stored as a new memory." in html and "Store anyway" not in html and kept.text in html
    assert {m.text for m in dashboard_engine.memories("mei")} == {"使用者住在台北", "使用者的公司在台北"}
    again = staff_client.post(url, **HX)
    assert again.status_code == 409 and "stored already" in again.content.decode()
    assert len(dashboard_engine.memories("mei")) == 2
    assert "Not stored as repeats" not in staff_client.get(reverse("ma-user", args=["mei"])).content.decode()
    assert staff_client.post(reverse("ma-skip-store", args=[999_999]), **HX).status_code == 404
    # Without htmx: back to the user's page, with a message.
    dashboard_engine.remember("mei", "使用者的健身房在台北", "other")
    (gym,) = dashboard_engine.skipped_writes("mei")
    plain = staff_client.post(reverse("ma-skip-store", args=[gym.id]), follow=True)
    assert (
        plain.redirect_chain[-1][0] == reverse("ma-user", args=["mei"])
        and "Stored as a new memory." in plain.content.decode()
    )


def test_only_staff_may_store_a_skipped_write(plain_user_client: Client, dashboard_engine: MemoryEngine) -> None:
    from tests.pruning.test_skips import repeat_judged

    repeat_judged(dashboard_engine)
    dashboard_engine.remember("mei", "使用者住在台北", "other")
    dashboard_engine.remember("mei", "使用者的公司在台北", "other")
    (skipped,) = dashboard_engine.skipped_writes("mei")
    response = plain_user_client.post(reverse("ma-skip-store", args=[skipped.id]), **HX)
    assert response.status_code in (302, 403)
    assert len(dashboard_engine.memories("mei")) == 1 and len(dashboard_engine.skipped_writes("mei")) == 1


def test_the_user_page_shows_each_memorys_pending_review(staff_client: Client, dashboard_engine: MemoryEngine) -> None:
    from tests.pruning.test_reviews import UnsureJudge

    dashboard_engine.judge = dashboard_engine._policies.judge = UnsureJudge()
    older = dashboard_engine.remember("mei", "使用者住在台北", "other").stored[0]
    newer = dashboard_engine.remember("mei", "使用者搬到高雄了", "other").stored[0]
    rows = {
        m.id: tbody
        for m in (older, newer)
        for tbody in staff_client.get(reverse("ma-user", args=["mei"])).content.decode().split("<tbody")
        if f'id="memory-{m.id}"' in tbody
    }
    assert "In review with the newer fact" in rows[older.id] and "“使用者搬到高雄了”" in rows[older.id]
    assert "In review with the older fact" in rows[newer.id] and "“使用者住在台北”" in rows[newer.id]
    assert "decide on the Review page" in rows[older.id] and "/review/?user=mei" in rows[older.id]
    zh = staff_client.get(reverse("ma-user", args=["mei"]), HTTP_ACCEPT_LANGUAGE="zh-Hant").content.decode()
    assert "待審，與較新的一則" in zh and "到審查頁決定" in zh
    # A row redrawn after an action says so too.
    row = staff_client.post(reverse("ma-memory-archive", args=[newer.id]), {"note": "checking"}, **HX)
    assert row.status_code == 200 and "In review with the older fact" in row.content.decode()
    # The archived list says so too: the pair still waits on staff.
    archived = staff_client.get(reverse("ma-archived")).content.decode()
    assert "In review with the older fact" in archived and "“使用者住在台北”" in archived
    dashboard_engine.restore(newer.id, actor="staff:staffer")
    # Decided: the page no longer says so.
    (review,) = dashboard_engine.reviews("mei")
    dashboard_engine.resolve_review(review.id, "keep_both", "staff:staffer")
    assert "In review with" not in staff_client.get(reverse("ma-user", args=["mei"])).content.decode()


def test_the_review_page_says_what_the_pair_model_leans_to(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    from pruning.judges.pairmodel import PairModelJudge
    from pruning.judges.rules import RulesJudge

    dashboard_engine.judge = dashboard_engine._policies.judge = PairModelJudge(RulesJudge())
    # (An allergy the model never skips on its own: it can only lean.)
    dashboard_engine.remember("mei", "使用者對蝦子過敏", "other")
    out = dashboard_engine.remember("mei", "我吃蝦會起疹子", "other")
    assert [r.suspected for r in out.queued] == ["DUPLICATE"]
    page = staff_client.get(reverse("ma-review")).content.decode()
    assert "pair model" in page and "leans to: the newer is a duplicate" in page
    page = staff_client.get(reverse("ma-review"), HTTP_ACCEPT_LANGUAGE="zh-Hant").content.decode()
    assert "判斷傾向：較新的是重複" in page
