"""Change events: the engine reports every change through listeners (the audit trail is one)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from .memory import utcnow

# action names recorded in the audit trail
STORE = "store"
ARCHIVE = "archive"
RESTORE = "restore"
CONTRADICT = "contradict"
EXPIRE = "expire"
EVICT = "evict"
MIGRATE = "migrate"
JUDGE_CALL = "judge_call"
REFUSE = "refuse"
ACTION_FOR_REASON = {"contradicted": CONTRADICT, "expired": EXPIRE, "evicted": EVICT, "manual": ARCHIVE}


@dataclass(frozen=True)
class Event:
    action: str
    actor: str
    memory_id: str | None = None
    user_id: str | None = None
    text: str | None = None
    before: dict[str, Any] | None = None
    after: dict[str, Any] | None = None
    detail: dict[str, Any] = field(default_factory=dict)
    at: datetime = field(default_factory=utcnow)


Listener = Callable[[Event], None]


class EventBus:
    """Calls every listener; a failing listener is logged, never undoes a change made."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> None:
        if listener not in self._listeners:
            self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def emit(self, event: Event) -> None:
        self.emit_many([event])

    def emit_many(self, events: list[Event]) -> None:
        """Deliver events; a listener with a `many` attribute gets the whole list at once."""
        if not events:
            return
        for listener in list(self._listeners):
            try:
                many = getattr(listener, "many", None)
                if many is not None:
                    many(events)
                else:
                    for event in events:
                        listener(event)
            except Exception:  # the store already changed; a lost log line is the lesser harm
                logging.getLogger("pruning.events").exception("event listener failed for %s", events[0].action)
