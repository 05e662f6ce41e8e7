"""Demo data: the note's users and facts (Chinese) plus English ones, written through
`remember()` so that contradictions, duplicates and evictions happen the way they do live."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from pruning import MemoryEngine

# (days ago, category, text) in the order the agent learnt them.
DEMO_USERS: dict[str, list[tuple[int, str, str]]] = {
    "xiaoming": [
        (100, "name", "使用者叫小明"),
        (90, "preference", "使用者討厭吃香菜"),
        (88, "preference", "使用者討厭吃芹菜。"),
        (87, "preference", "使用者不喜歡吃香菜。"),  # a duplicate: not stored
        (60, "hobby", "使用者喜歡打羽毛球"),
        (45, "habit", "使用者每天早上喝黑咖啡"),
        (40, "other", "使用者念資工系"),
        (20, "schedule", "使用者下週二有期末考"),
        (12, "schedule", "使用者下週要去台南找朋友"),
        (5, "schedule", "使用者這週末要搬家"),
        (2, "name", "使用者現在的名字是小華。"),  # contradicts 小明
        (1, "hobby", "使用者喜歡看動畫。"),
    ],
    "mei": [
        (70, "name", "使用者的名字是小美"),
        (65, "preference", "使用者喜歡吃檸檬塔"),
        (50, "habit", "使用者每天晚上都會跑步"),
        (30, "other", "使用者養了一隻叫麻糬的柴犬"),
        (25, "preference", "使用者是素食者"),
        (16, "schedule", "使用者三天後要去面試"),
        (6, "preference", "使用者不吃素了"),  # contradicts the diet
        (3, "habit", "使用者最近改成每天早上游泳"),  # perhaps instead of running: for review
        (4, "schedule", "使用者明天要去看牙醫"),
        (13, "schedule", "使用者下週六要參加婚禮"),  # expires tomorrow
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
        (2, "other", "The user moved to Tainan"),  # contradicts Taipei
        (1, "preference", "The user hates celery"),  # different from coriander
    ],
    "kenji": [
        (30, "name", "The user's name is Kenji"),
        (28, "preference", "The user dislikes spicy food"),
        (20, "hobby", "The user collects vinyl records"),
        (13, "schedule", "The user has a dentist appointment on Thursday"),
        (1, "habit", "The user drinks oolong tea after lunch"),
    ],
}

FOODS = ["香菜", "芹菜", "青椒", "茄子", "榴槤", "苦瓜", "生魚片", "羊肉", "洋蔥", "芋頭", "秋葵", "皮蛋"]
HOBBIES = ["打羽毛球", "彈吉他", "爬山", "拍照", "玩桌遊", "做甜點", "畫畫", "看電影", "游泳", "下圍棋", "寫日記"]
PLANS = [
    "使用者下週一要期末考",
    "使用者週四下午有一場面試",
    "使用者約了週六早上看牙醫",
    "使用者月底要去高雄出差",
    "使用者這個週日要跟家人聚餐",
    "使用者下個月初要做健康檢查",
    "使用者週三要上台報告專題",
    "使用者的社團成發在下週五晚上",
    "使用者今晚要去補習班上課",
    "使用者打算連假回老家",
]


def busy_user_facts() -> list[tuple[int, str, str]]:
    """A long-time user who talks a lot: enough facts to reach the capacity limit."""
    facts: list[tuple[int, str, str]] = [(200, "name", "使用者叫阿傑")]
    day = 190
    for food in FOODS:
        facts.append((day, "preference", f"使用者不敢吃{food}"))
        day -= 3
    for hobby in HOBBIES:
        facts.append((day, "hobby", f"使用者週末常常{hobby}"))
        day -= 3
    for plan in PLANS:
        facts.append((day, "schedule", plan))
        day -= 2
    for habit in [
        "喝無糖綠茶",
        "睡前滑手機",
        "早上做伸展",
        "搭捷運通勤",
        "午餐吃便當",
        "晚上背單字",
        "週日整理房間",
        "每天記帳",
        "固定捐血",
        "每天寫程式",
        "每週打電話回家",
        "飯後散步",
    ]:
        facts.append((day, "habit", f"使用者習慣{habit}"))
        day -= 2
    for other in [
        "使用者有一個妹妹",
        "使用者在便利商店打工",
        "使用者的幸運數字是七",
        "使用者對貓過敏",
        "使用者有近視",
        "使用者會說一點日文",
        "使用者騎機車上學",
        "使用者的房間在頂樓",
    ]:
        facts.append((max(day, 1), "other", other))
        day -= 1
    return facts


def seed_store(engine: MemoryEngine, now: datetime) -> dict[str, Any]:
    """Write every demo fact at its own instant, then let expiry run and staff act once."""
    users = dict(DEMO_USERS, ajie=busy_user_facts())
    outcomes: dict[str, int] = {}
    for user_id, facts in users.items():
        for days, category, text in sorted(facts, key=lambda f: -f[0]):
            out = engine.remember(user_id, text, category, now=now - timedelta(days=days), actor="seed_demo")
            outcomes[out.action] = outcomes.get(out.action, 0) + 1
    expired = engine.prune_expired(now=now, actor="seed_demo")
    dentist = next(m for m in engine.memories("kenji") if "dentist" in m.text)
    engine.archive(dentist.id, reason="manual", actor="seed_demo", note="The user said the appointment was cancelled")
    return {"users": len(users), "outcomes": outcomes, "expired": len(expired), "manual": 1}
