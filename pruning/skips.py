"""Writes not stored as repeats, and the way back for one that was not.

`remember()` skips a new fact that repeats a live memory (stage 1 by distance, stage 2 by the
judge) and records a `skip` event: the text, its category, the memory it repeats and why.
Nothing is lost if the skip was wrong: staff see the user's skipped writes beside the memory
each repeated, and `store_skipped` stores one as a new memory, with no de-dupe and no judge
(a person decided), recorded as a `store` event that names the skip (`from_skip`). A skip is
stored once: a second attempt is a conflict, under the user's lock, and so is a skip whose text
is live again in a memory stored since (storing it would make two of one fact).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import events as ev
from .errors import InvalidMemory, SkipConflict, UnknownSkip
from .memory import Memory, validate_note
from .trail import EventFilter, TrailEvent

if TYPE_CHECKING:
    from .engine import MemoryEngine

# "duplicate of <id>: …" / "duplicate of <id> (distance …)": the id is shown as a link instead.
_OF_ID = re.compile(r"^duplicate of \S+?(?::\s+|\s+(?=\())")
# How many of a user's skip events a listing reads, at most, to find `limit` distinct ones.
READ_AT_MOST = 200


@dataclass(frozen=True)
class SkippedWrite:
    """A new fact not stored, and the memory it was judged to repeat (None when gone)."""

    event: TrailEvent
    kept: Memory | None

    @property
    def id(self) -> int:
        return self.event.id

    @property
    def text(self) -> str:
        return self.event.text

    @property
    def category(self) -> str:
        return str(self.event.detail.get("category") or "other")

    @property
    def stage(self) -> str:
        return str(self.event.detail.get("stage") or "")

    @property
    def reason(self) -> str:
        """Why it was judged a repeat, without the kept memory's id (shown beside it)."""
        reason = str(self.event.detail.get("reason") or "")
        rest = _OF_ID.sub("", reason).strip()
        if rest.startswith("(") and rest.endswith(")"):
            rest = rest[1:-1]  # "(distance 0.004 < 0.013)"
        return rest or reason

    @property
    def distance(self) -> float | None:
        value = self.event.detail.get("distance")
        return float(value) if isinstance(value, int | float) else None


def skipped_writes(engine: MemoryEngine, user_id: str, limit: int = 20) -> list[SkippedWrite]:
    """The user's skipped writes still not stored, newest first, one per text: the newest skip
    of a text speaks for it, and a text stored anyway, or live again in a memory stored after
    its skip, is no longer listed."""
    trail = engine._trail
    stored = trail.stored_skips(user_id)
    events = trail.page(EventFilter(user_id=user_id, action=ev.SKIP), limit=READ_AT_MOST)
    newest: dict[str, TrailEvent] = {}
    for event in events:
        newest.setdefault(event.text, event)
    candidates = [e for e in newest.values() if e.id not in stored]
    again = live_again(engine, user_id, candidates)
    chosen = [e for e in candidates if e.id not in again][: max(0, int(limit))]
    kept_ids = [str(e.detail.get("duplicate_of") or "") for e in chosen]
    kept = {m.id: m for m in engine.get_many([i for i in dict.fromkeys(kept_ids) if i])}
    return [SkippedWrite(e, kept.get(i)) for e, i in zip(chosen, kept_ids)]


def live_again(engine: MemoryEngine, user_id: str, skips: list[TrailEvent]) -> dict[int, str]:
    """Skip event id → a live memory of the user with the same text, stored after the skip."""
    if not skips:
        return {}
    stores = engine._trail.stores_of_texts(user_id, {e.text for e in skips}, after_id=min(e.id for e in skips))
    memories = {m.id: m for m in engine.get_many(list(dict.fromkeys(mid for _, mid, _ in stores if mid)))}
    live = {mid: m for mid, m in memories.items() if m.live and m.user_id == user_id}
    found: dict[int, str] = {}
    for skip in skips:
        for event_id, memory_id, _ in stores:
            memory = live.get(memory_id)
            if event_id > skip.id and memory is not None and memory.text == skip.text:
                found[skip.id] = memory.id
                break
    return found


def _skip_event(engine: MemoryEngine, event_id: Any) -> TrailEvent:
    try:
        number = int(event_id)
    except (TypeError, ValueError):
        raise UnknownSkip(f"No skipped write with id {str(event_id)[:40]!r}") from None
    event = engine._trail.get(number)
    if event is None or event.action != ev.SKIP or not event.user_id:
        raise UnknownSkip(f"No skipped write with id {number}")
    return event


def store_skipped(engine: MemoryEngine, event_id: Any, actor: str, note: str | None = None) -> Memory:
    """Store a skipped write as a new live memory after all: no de-dupe, no judge. Refused
    (`SkipConflict`) when it was stored already or the user has no room for one more."""
    note = validate_note(note)
    if not str(actor or "").strip():
        raise InvalidMemory("an actor is required")
    event = _skip_event(engine, event_id)
    user_id = event.user_id
    with engine.locks(user_id):
        stored = engine._trail.stored_skips(user_id)
        if event.id in stored:
            raise SkipConflict(f"This skipped write was stored already, as memory {stored[event.id]}")
        again = live_again(engine, user_id, [event])
        if event.id in again:
            raise SkipConflict(f"This text is live again, as memory {again[event.id]}, stored after it was skipped")
        limit = engine.settings.max_user_memories
        if engine._store.count_live(user_id) >= limit:
            raise SkipConflict(
                f"User {user_id} has {limit} live memories, the limit: archive one before storing this one"
            )
        detail: dict[str, Any] = {"from_skip": event.id, "duplicate_of": event.detail.get("duplicate_of")}
        if note:
            detail["note"] = note
        category = str(event.detail.get("category") or "other")
        return engine._store.add(user_id=user_id, text=event.text, category=category, actor=actor, detail=detail)
