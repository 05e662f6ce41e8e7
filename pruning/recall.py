"""Agent read paths: retrieval, profile, proactive care and the prompt context — live only."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo

from .config import CATEGORIES, PROACTIVE_DAYS
from .memory import Memory, as_aware, readable_user_id
from .store import store_errors

if TYPE_CHECKING:
    from .store import MemoryStore

LORE_FILE = Path(__file__).resolve().parent / "data" / "lore.json"
WEEKDAYS = ("一", "二", "三", "四", "五", "六", "日")
CATEGORY_LABELS = {
    "name": "名字",
    "preference": "喜好",
    "hobby": "興趣",
    "habit": "習慣",
    "schedule": "行程",
    "other": "其他",
}


def retrieve(store: MemoryStore, user_id: str, query: str, n: int = 5) -> list[Memory]:
    if not isinstance(query, str) or not query.strip():
        return []
    return store.query_live(readable_user_id(user_id), text=query.strip(), n=max(1, min(int(n), 50)))


def profile(store: MemoryStore, user_id: str, live: list[Memory] | None = None) -> dict[str, list[str]]:
    """Live memories grouped by category, `name` first, oldest first within a category."""
    grouped: dict[str, list[str]] = {}
    memories = sorted(store.memories(user_id) if live is None else live, key=Memory.sort_key)
    for category in CATEGORIES:
        texts = [m.text for m in memories if m.category == category]
        if texts:
            grouped[category] = texts
    return grouped


def proactive_care(
    store: MemoryStore, user_id: str, now: datetime | None = None, live: list[Memory] | None = None
) -> list[Memory]:
    """Live `schedule` memories older than PROACTIVE_DAYS: worth asking how they went.

    Age is computed from the parsed record, so records written before `created_ts`
    existed are offered too.
    """
    cutoff = as_aware(now) - timedelta(days=PROACTIVE_DAYS)
    if live is None:
        schedule = store.memories(user_id, where={"category": "schedule"})
    else:
        schedule = sorted((m for m in live if m.category == "schedule"), key=Memory.sort_key, reverse=True)
    return [m for m in schedule if m.created_at is not None and m.created_at <= cutoff]


def ensure_lore(collection: Any, entries: list[dict[str, str]] | None = None) -> int:
    """Add the shipped lore entries that are missing; returns how many were added."""
    entries = entries if entries is not None else json.loads(LORE_FILE.read_text(encoding="utf-8"))
    with store_errors("reading lore"):
        present = set(collection.get(ids=[e["id"] for e in entries], include=[])["ids"])
    missing = [e for e in entries if e["id"] not in present]
    if missing:
        with store_errors("writing lore"):
            collection.add(
                ids=[e["id"] for e in missing],
                documents=[e["text"] for e in missing],
                metadatas=[{"character": e.get("character", "")} for e in missing],
            )
    return len(missing)


def lore(collection: Any, query: str, n: int = 2) -> list[str]:
    if collection is None or not query.strip():
        return []
    with store_errors("searching lore"):
        if collection.count() == 0:
            return []
        got = collection.query(query_texts=[query], n_results=n, include=["documents"])
    return list(got["documents"][0])


def _ago(created: datetime | None, now: datetime) -> str:
    if created is None:
        return "時間不明"
    days = (now - created).days
    return "今天" if days <= 0 else f"{days} 天前"


def build_context(
    store: MemoryStore,
    lore_collection: Any,
    user_id: str,
    query: str,
    now: datetime | None = None,
    tz: str = "Asia/Taipei",
    n: int = 5,
) -> str:
    """The block injected into the prompt: time, profile, care prompts, lore, memories."""
    now = as_aware(now)
    local = now.astimezone(ZoneInfo(tz))
    lines = ["--- [RAG 檢索輔助記憶] ---", f"【現在時間】{local:%Y-%m-%d %H:%M}（星期{WEEKDAYS[local.weekday()]}）"]

    # One read by id serves the profile, the care prompts and the retrieval (when the mirror
    # is usable; otherwise each reads with Chroma's live filter).
    snapshot = store.live_vectors(readable_user_id(user_id))
    live = snapshot[0] if snapshot is not None else None
    grouped = profile(store, user_id, live)
    if grouped:
        lines.append("【使用者輪廓】")
        for category, texts in grouped.items():
            lines.append(f"- {CATEGORY_LABELS.get(category, category)}：" + "；".join(texts))

    care = proactive_care(store, user_id, now, live)
    if care:
        lines.append("【主動關心】以下行程已經過了幾天，可以自然地問問使用者後來怎麼樣：")
        lines.extend(f"- {m.text}（{_ago(m.created_at, now)}提到）" for m in care)

    found_lore = lore(lore_collection, query)
    if found_lore:
        lines.append("【檢索到的角色設定 (Lore)】:")
        lines.extend(f"- {text}" for text in found_lore)

    if snapshot is not None:
        recalled = (
            store.nearest(snapshot[0], snapshot[1], store.embed(query.strip()), max(1, min(int(n), 50)))
            if query.strip()
            else []
        )
    else:
        recalled = retrieve(store, user_id, query, n)
    if recalled:
        lines.append("【相關記憶】")
        lines.extend(f"- {m.text}" for m in recalled)
    return "\n".join(lines)
