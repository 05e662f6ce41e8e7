"""Realistic fact streams for benchmarks: what an extractor pulls from conversations."""

from __future__ import annotations

import random
from collections.abc import Iterator

FOODS = ["香菜", "芹菜", "青椒", "茄子", "榴槤", "臭豆腐", "苦瓜", "生魚片", "牛肉", "羊肉", "洋蔥", "芋頭"]
HOBBIES = ["打羽毛球", "看動畫", "彈吉他", "爬山", "拍照", "玩桌遊", "做甜點", "跑步", "畫畫", "看電影"]
CITIES = ["台北", "台中", "台南", "高雄", "新竹", "花蓮", "桃園", "嘉義"]
NAMES = ["小明", "小華", "小美", "阿傑", "小芳", "志豪", "怡君", "家豪"]
PLANS = ["期末考", "面試", "看牙醫", "搬家", "出差", "家庭聚餐", "健康檢查", "報告發表"]
DAYS = ["明天", "後天", "這週末", "下週一", "下週二", "下週五", "月底"]
EN_FOODS = ["coriander", "celery", "olives", "mushrooms", "spicy food", "durian", "oysters", "tofu"]
EN_HOBBIES = ["plays the violin", "goes hiking", "collects vinyl records", "watches anime", "bakes bread"]
EN_CITIES = ["Taipei", "Tainan", "Osaka", "Seoul", "Berlin", "Lisbon"]
EN_NAMES = ["Alice", "Kenji", "Maria", "Tom", "Priya", "Leo"]


def fact(rng: random.Random) -> tuple[str, str]:
    """One (text, category), Chinese about two times in three."""
    roll = rng.random()
    if rng.random() < 0.66:
        if roll < 0.08:
            return f"使用者叫{rng.choice(NAMES)}", "name"
        if roll < 0.35:
            return f"使用者{rng.choice(['討厭吃', '喜歡吃', '不吃', '很愛吃'])}{rng.choice(FOODS)}", "preference"
        if roll < 0.55:
            return f"使用者喜歡{rng.choice(HOBBIES)}", "hobby"
        if roll < 0.65:
            return (
                f"使用者每天{rng.choice(['早上', '晚上', '睡前'])}{rng.choice(['喝咖啡', '跑步', '看書', '滑手機'])}",
                "habit",
            )
        if roll < 0.9:
            return f"使用者{rng.choice(DAYS)}要{rng.choice(PLANS)}", "schedule"
        return f"使用者住在{rng.choice(CITIES)}", "other"
    if roll < 0.08:
        return f"The user's name is {rng.choice(EN_NAMES)}", "name"
    if roll < 0.35:
        return f"The user {rng.choice(['hates', 'loves', 'does not eat'])} {rng.choice(EN_FOODS)}", "preference"
    if roll < 0.55:
        return f"The user {rng.choice(EN_HOBBIES)}", "hobby"
    if roll < 0.9:
        return (
            f"The user has a {rng.choice(['dentist appointment', 'job interview', 'flight'])} on "
            f"{rng.choice(['Monday', 'Friday', 'the 12th'])}",
            "schedule",
        )
    return f"The user lives in {rng.choice(EN_CITIES)}", "other"


def stream(n: int, users: int, seed: int = 1) -> Iterator[tuple[str, str, str]]:
    rng = random.Random(seed)
    for _ in range(n):
        text, category = fact(rng)
        yield f"user-{rng.randrange(users):04d}", text, category
