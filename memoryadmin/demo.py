"""Demo data: the note's users and facts (Chinese) plus English ones, written through the engine."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from pruning import MemoryEngine

# (days ago, category, text) in the order the agent would have learnt them.
DEMO_USERS: dict[str, list[tuple[int, str, str]]] = {
    "xiaoming": [
        (100, "name", "使用者叫小明"),
        (90, "preference", "使用者討厭吃香菜"),
        (88, "preference", "使用者討厭吃芹菜。"),
        (60, "hobby", "使用者喜歡打羽毛球"),
        (45, "habit", "使用者每天早上喝黑咖啡"),
        (40, "other", "使用者念資工系"),
        (20, "schedule", "使用者下週二有期末考"),
        (12, "schedule", "使用者下週要去台南找朋友"),
        (5, "schedule", "使用者這週末要搬家"),
        (2, "name", "使用者現在的名字是小華。"),
        (1, "hobby", "使用者喜歡看動畫。"),
    ],
    "mei": [
        (70, "name", "使用者的名字是小美"),
        (65, "preference", "使用者喜歡吃檸檬塔"),
        (50, "habit", "使用者每天晚上都會跑步"),
        (30, "other", "使用者養了一隻叫麻糬的柴犬"),
        (16, "schedule", "使用者三天後要去面試"),
        (4, "schedule", "使用者明天要去看牙醫"),
        (3, "preference", "使用者不吃牛肉"),
    ],
    "alice": [
        (80, "name", "The user's name is Alice"),
        (75, "preference", "The user hates coriander"),
        (70, "preference", "The user loves matcha chiffon cake"),
        (40, "hobby", "The user plays the violin"),
        (35, "habit", "The user goes for a run every morning"),
        (25, "other", "The user lives in Taipei"),
        (18, "schedule", "The user has a job interview next Monday"),
        (6, "schedule", "The user is flying to Osaka on Friday"),
        (2, "other", "The user moved to Tainan"),
    ],
    "kenji": [
        (30, "name", "The user's name is Kenji"),
        (28, "preference", "The user dislikes spicy food"),
        (20, "hobby", "The user collects vinyl records"),
        (13, "schedule", "The user has a dentist appointment on Thursday"),
        (1, "habit", "The user drinks oolong tea after lunch"),
    ],
}


def seed_store(engine: MemoryEngine, now: datetime) -> dict[str, Any]:
    """Write every demo fact at its own instant, then archive the ones the story retires."""
    stored = archived = 0
    by_text: dict[tuple[str, str], str] = {}
    for user_id, facts in DEMO_USERS.items():
        for days, category, text in facts:
            memory = engine.add_memory(user_id, text, category, now=now - timedelta(days=days), actor="seed_demo")
            by_text[(user_id, text)] = memory.id
            stored += 1
    retire = [
        ("xiaoming", "使用者叫小明", "contradicted", ("xiaoming", "使用者現在的名字是小華。")),
        ("alice", "The user lives in Taipei", "contradicted", ("alice", "The user moved to Tainan")),
        ("xiaoming", "使用者下週二有期末考", "expired", None),
        ("alice", "The user has a job interview next Monday", "expired", None),
        ("mei", "使用者三天後要去面試", "expired", None),
        ("kenji", "The user has a dentist appointment on Thursday", "manual", None),
    ]
    for user_id, text, reason, replaced_by in retire:
        memory_id = by_text[(user_id, text)]
        if reason == "contradicted" and replaced_by:
            engine.store.archive(
                memory_id, "contradicted", "seed_demo", superseded_by=by_text[replaced_by],
                judge_reason="same attribute, changed value", now=now,
            )
        else:
            engine.archive(memory_id, reason=reason, actor="seed_demo",
                           note="Appointment cancelled" if reason == "manual" else None)
        archived += 1
    return {"users": len(DEMO_USERS), "stored": stored, "archived": archived}
