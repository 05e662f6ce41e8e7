"""Builds the engine from the environment and records its events in the audit trail.

Views and commands call these functions; neither talks to Chroma directly.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser

from pruning import MemoryEngine
from pruning import events as ev
from pruning.events import Event
from pruning.memory import Memory

from .models import AuditEvent, JudgeCall

_lock = threading.Lock()
_engine: MemoryEngine | None = None


def record_event(event: Event) -> None:
    """The engine's listener: every change it makes lands in Django's database."""
    if event.action == ev.JUDGE_CALL:
        detail = event.detail
        JudgeCall.objects.create(
            at=event.at, judge=detail.get("judge", ""), actor=event.actor, user_id=event.user_id or "",
            text=event.text or "", candidates=detail.get("candidates", 0),
            duration_ms=detail.get("duration_ms", 0.0), ok=detail.get("ok", True),
            error=detail.get("error") or "", verdicts=detail.get("verdicts", []),
            dry_run=detail.get("dry_run", False),
        )
        return
    AuditEvent.objects.create(
        at=event.at, action=event.action, actor=event.actor[:150], memory_id=event.memory_id or "",
        user_id=event.user_id or "", text=event.text or "", before=event.before, after=event.after,
        detail=event.detail,
    )


def get_engine() -> MemoryEngine:
    """The process-wide engine, configured by the environment (see README)."""
    global _engine
    with _lock:
        if _engine is None:
            engine = MemoryEngine.from_env()
            engine.subscribe(record_event)
            _engine = engine
        return _engine


def use_engine(engine: MemoryEngine | None) -> None:
    """Swap the process-wide engine (tests, alternative stores)."""
    global _engine
    with _lock:
        if _engine is not None:
            _engine.unsubscribe(record_event)
        if engine is not None:
            engine.subscribe(record_event)
        _engine = engine


def actor_name(user: AbstractBaseUser | AnonymousUser | str) -> str:
    if isinstance(user, str):
        return user
    return f"staff:{user.get_username()}"


@dataclass(frozen=True)
class UserRow:
    user_id: str
    live: int
    archived: int
    capacity: int

    @property
    def percent(self) -> int:
        return min(100, round(100 * self.live / self.capacity)) if self.capacity else 0


def user_list(*, search: str = "") -> list[UserRow]:
    engine = get_engine()
    cap = engine.settings.max_user_memories
    rows = [
        UserRow(c.user_id, c.live, c.archived, cap)
        for c in engine.user_counts().values()
        if not search or search.lower() in c.user_id.lower()
    ]
    return sorted(rows, key=lambda r: r.user_id)


def user_memories(*, user_id: str) -> list[Memory]:
    return get_engine().memories(user_id, include_archived=True)


def memory_archive(*, memory_id: str, actor: Any, note: str | None = None) -> Memory:
    return get_engine().archive(memory_id, reason="manual", actor=actor_name(actor), note=note)


def memory_restore(*, memory_id: str, actor: Any, note: str | None = None) -> Memory:
    return get_engine().restore(memory_id, actor=actor_name(actor), note=note)
