"""Several processes on one store: they must share a Chroma server (an embedded client does
not see vectors another process added to its query index) and one per-user lock."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import time
from dataclasses import asdict
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from pruning import MemoryEngine
from pruning.memory import utcnow

ROOT = Path(__file__).resolve().parent.parent
SERVER = os.environ.get("MEMORY_TEST_CHROMA_URL")
server_only = pytest.mark.skipif(not SERVER, reason="multi-process writes need the Chroma server (make test runs it)")


def run_workers(jobs: list[dict[str, Any]], timeout: float = 120) -> list[dict[str, Any]]:
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.workers", json.dumps(job)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for job in jobs
    ]
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=timeout)
        assert proc.returncode == 0, err
        results.append(json.loads(out.strip().splitlines()[-1]))
    return results


def worker_settings(engine: MemoryEngine) -> dict[str, Any]:
    settings = asdict(engine.settings)
    return {k: v for k, v in settings.items() if v is not None}


@server_only
def test_a_memory_written_by_another_process_is_found_without_restart(
    staff_client: Client, dashboard_engine: MemoryEngine
) -> None:
    engine = dashboard_engine
    engine.add_memory("u-mp", "使用者討厭吃香菜", "preference")
    assert [m.text for m in engine.retrieve("u-mp", "名字")] == ["使用者討厭吃香菜"]  # the index is loaded here

    [result] = run_workers(
        [
            {
                "op": "remember",
                "settings": worker_settings(engine),
                "user_id": "u-mp",
                "text": "使用者叫小明",
                "category": "name",
                "actor": "agent",
            }
        ]
    )
    [new_id] = result["stored"]

    # The dashboard's gray-zone search (try a fact) and agent view, in this long-lived process:
    html = staff_client.post(
        reverse("ma-try"),
        {"user_id": "u-mp", "text": "使用者現在的名字是小華。", "category": "name"},
        HTTP_HX_REQUEST="true",
    ).content.decode()
    assert f'href="/memories/{new_id}/"' in html and "CONTRADICT" in html
    agent = staff_client.get(reverse("ma-agent", args=["u-mp"]), {"q": "名字"}).content.decode()
    assert "使用者叫小明" in agent.split("【相關記憶】")[1]
    assert new_id in [m.id for m in engine.retrieve("u-mp", "名字")]


@server_only
def test_two_writers_at_capacity_never_push_a_user_over_the_limit(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine = engine_factory(max_user_memories=4)
    now = utcnow()
    engine.add_memory("u-cap", "使用者的名字是小明", "name", now=now - timedelta(days=50))
    engine.add_memory("u-cap", "使用者討厭吃香菜", "preference", now=now - timedelta(days=40))
    engine.add_memory("u-cap", "使用者明天要開會", "schedule", now=now - timedelta(days=1))
    engine.add_memory("u-cap", "使用者下週要考試", "schedule", now=now - timedelta(days=2))
    start = time.time() + 3
    jobs = [
        {
            "op": "remember",
            "settings": worker_settings(engine),
            "user_id": "u-cap",
            "text": text,
            "category": "hobby",
            "start_at": start,
        }
        for text in ("使用者喜歡看動畫。", "The user plays the violin")
    ]
    results = run_workers(jobs)
    assert [r["action"] for r in results] == ["store", "store"]
    evicted = [i for r in results for i in r["evicted"]]
    assert len(evicted) == 2 and len(set(evicted)) == 2  # one eviction per write, never the same twice
    live = engine.memories("u-cap")
    assert len(live) == 4
    assert {m.category for m in live} == {"name", "preference", "hobby"}


@server_only
def test_two_staff_toggling_one_memory_end_in_the_last_recorded_state(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine = engine_factory()
    memory = engine.add_memory("u-toggle", "使用者討厭吃香菜", "preference")
    start = time.time() + 3
    jobs = [
        {
            "op": "toggle",
            "settings": worker_settings(engine),
            "memory_id": memory.id,
            "times": 15,
            "actor": f"staff:{name}",
            "start_at": start,
        }
        for name in ("ann", "bob")
    ]
    results = run_workers(jobs)
    events = sorted((e for r in results for e in r["events"]), key=lambda e: e["at"])
    assert [r["done"] for r in results] == [15, 15]
    assert len(events) == 30
    actions = [e["action"] for e in events]
    assert all(a != b for a, b in itertools.pairwise(actions))  # strictly alternating: no lost update
    assert {e["actor"] for e in events} == {"staff:ann", "staff:bob"}
    final = engine.get(memory.id)
    assert final is not None and final.archived == (actions[-1] == "archive")
