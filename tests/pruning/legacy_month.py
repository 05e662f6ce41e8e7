"""A legacy store as the old agent code wrote it (no judge, no `archived`, no `created_ts`):
contradictions, duplicates and different facts mixed, across users, over a month.

Each fact carries what should become of it once the store is migrated and swept:
`None` stays live; ("contradicted", text of the newer fact) or ("duplicate", text of the
older copy) leaves.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

START = datetime(2026, 7, 1, 9, 0, tzinfo=UTC)

# user -> [(day, text, category, fate)]
FACTS: dict[str, list[tuple[float, str, str, tuple[str, str] | None]]] = {
    # SPEC §13 cases 2–4, written raw
    "xiaoming": [
        (0, "使用者叫小明", "name", ("contradicted", "使用者現在的名字是小華。")),
        (1, "使用者討厭吃香菜", "preference", None),
        (2, "使用者討厭吃芹菜。", "preference", None),
        (3, "使用者現在的名字是小華。", "name", None),
        (4, "使用者不喜歡吃香菜。", "preference", ("duplicate", "使用者討厭吃香菜")),
    ],
    # the same sentence for another user is that user's own fact
    "neighbour": [
        (0, "使用者叫小明", "name", None),
        (5, "使用者討厭吃香菜", "preference", None),
    ],
    "mei": [
        (0, "使用者叫小美", "name", None),
        (0.1, "使用者住在台北", "other", ("contradicted", "使用者住在台中")),
        (1, "使用者在台積電上班", "other", ("contradicted", "使用者在聯發科上班")),
        (2, "使用者單身", "other", ("contradicted", "使用者結婚了")),
        (3, "使用者喜歡打羽毛球", "hobby", None),
        (4, "使用者討厭吃苦瓜", "preference", None),
        (5, "使用者每天早上喝咖啡", "habit", None),
        (6, "使用者今年25歲", "other", ("contradicted", "使用者今年26歲")),
        (8, "使用者喜歡打羽毛球", "hobby", ("duplicate", "使用者喜歡打羽毛球")),
        (10, "使用者住在台中", "other", ("contradicted", "使用者搬到高雄了")),
        (11, "使用者下週二有期末考", "schedule", None),
        (12, "使用者在聯發科上班", "other", None),
        (14, "使用者喜歡打網球", "hobby", None),
        (15, "使用者不喜歡吃苦瓜", "preference", ("duplicate", "使用者討厭吃苦瓜")),
        (17, "使用者結婚了", "other", None),
        (18, "使用者每天早上都喝咖啡", "habit", ("duplicate", "使用者每天早上喝咖啡")),
        (20, "使用者今年26歲", "other", None),
        (22, "使用者搬到高雄了", "other", None),
        (25, "使用者喜歡看動畫", "hobby", None),
        (28, "使用者最喜歡的顏色是藍色", "preference", ("contradicted", "使用者最喜歡的顏色是綠色")),
        (29, "使用者最喜歡的顏色是綠色", "preference", None),
    ],
    "kenji": [
        (0, "The user's name is Kenji", "name", None),
        (0.1, "The user lives in Taipei", "other", ("contradicted", "The user moved to Osaka")),
        (1, "The user works at Google", "other", ("contradicted", "The user now works at Microsoft")),
        (2, "The user is single", "other", ("contradicted", "The user is married")),
        (3, "The user loves coriander", "preference", ("contradicted", "The user hates coriander")),
        (4, "The user plays the violin", "hobby", None),
        (5, "The user is 28 years old", "other", ("contradicted", "The user is 29 years old")),
        (
            6,
            "The user's favourite colour is blue",
            "preference",
            ("contradicted", "The user's favourite colour is red"),
        ),
        (7, "The user works at Google", "other", ("duplicate", "The user works at Google")),
        (9, "The user moved to Osaka", "other", None),
        (11, "The user now works at Microsoft", "other", None),
        (13, "The user hates coriander", "preference", None),
        (15, "The user is married", "other", None),
        (16, "The user plays the violin", "hobby", ("duplicate", "The user plays the violin")),
        (18, "The user is 29 years old", "other", None),
        (20, "The user goes hiking", "hobby", None),
        (22, "The user's favourite colour is red", "preference", None),
        (24, "The user hates celery", "preference", None),
        (27, "The user has a dentist appointment on Friday", "schedule", None),
        (29, "The user watches anime", "hobby", None),
    ],
    "jie": [
        (0, "使用者的名字是阿傑", "name", None),
        (1, "使用者是素食者", "other", None),
        (3, "使用者叫阿傑", "name", ("duplicate", "使用者的名字是阿傑")),
        (5, "使用者吃素", "other", ("duplicate", "使用者是素食者")),
        (7, "使用者喜歡喝咖啡", "preference", ("contradicted", "使用者不喜歡喝咖啡了")),
        (9, "使用者不喜歡喝咖啡了", "preference", None),
        (10, "使用者養了一隻貓", "other", None),
        (12, "使用者喜歡看電影", "hobby", None),
        (13, "使用者喜歡狗", "preference", None),
        (16, "使用者喜歡爬山", "hobby", None),
        (19, "使用者不吃牛肉", "preference", ("contradicted", "使用者開始吃牛肉了")),
        (21, "使用者喜歡打羽毛球", "hobby", None),
        (23, "使用者開始吃牛肉了", "preference", None),
        (26, "使用者下週五要面試", "schedule", None),
        (27, "使用者喜歡彈吉他", "hobby", None),
        (28, "使用者喜歡爬山", "hobby", ("duplicate", "使用者喜歡爬山")),
    ],
}


def legacy_id(user: str, i: int) -> str:
    return f"legacy-{user}-{i:02d}"


def write_raw(collection: Any, users: list[str] | None = None) -> None:
    """Write the facts as the old code did: `collection.add` with user_id, category, created_at."""
    for user, facts in FACTS.items():
        if users is not None and user not in users:
            continue
        collection.add(
            ids=[legacy_id(user, i) for i in range(len(facts))],
            documents=[text for _, text, _, _ in facts],
            metadatas=[
                {"user_id": user, "category": category, "created_at": (START + timedelta(days=day)).isoformat()}
                for day, _, category, _ in facts
            ],
        )


def expected_live(user: str) -> list[str]:
    return sorted(legacy_id(user, i) for i, fact in enumerate(FACTS[user]) if fact[3] is None)


def expected_archived(user: str) -> dict[str, tuple[str, str]]:
    """id -> (reason, id of the memory it gave way to: the newer for a contradiction, the older copy)."""
    facts = FACTS[user]
    found = {}
    for i, (day, _, _, fate) in enumerate(facts):
        if fate is None:
            continue
        reason, text = fate
        others = [
            j for j, f in enumerate(facts) if f[1] == text and j != i and ((f[0] > day) == (reason == "contradicted"))
        ]
        found[legacy_id(user, i)] = (reason, legacy_id(user, others[0]))
    return found
