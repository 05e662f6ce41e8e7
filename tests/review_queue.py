"""Open review items in tests, as a judge that could not decide would."""

from __future__ import annotations

from pruning.engine import MemoryEngine
from pruning.memory import Memory
from pruning.reviews import Review


def queue_pair(
    e: MemoryEngine,
    older: Memory,
    newer: Memory,
    reason: str = "perhaps",
    judge: str = "rules",
    *,
    texts: tuple[str, str] | None = None,
) -> Review:
    """A review item on two stored memories; `texts`: the (older, newer) texts it records, when
    not the memories' own (many items on one pair, each its own row)."""
    older_text, newer_text = texts or (older.text, newer.text)
    return e._reviews.open_item(
        user_id=older.user_id,
        older_id=older.id,
        newer_id=newer.id,
        older_text=older_text,
        newer_text=newer_text,
        reason=reason,
        judge=judge,
    )
