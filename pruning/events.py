"""Change events: every change the engine makes, recorded in its trail and sent to listeners.

The bus records each change in the trail (`pruning.trail`) — as an intent before the store is
written and confirmed after — then calls the listeners. A trail that cannot be written never
undoes or blocks a change already made in the store: the failure is logged and kept in
`failures`, which commands turn into a non-zero exit.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from .errors import MemoryAdminError
from .memory import utcnow

if TYPE_CHECKING:
    from .trail import Trail

log = logging.getLogger("pruning.events")

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
REVIEW = "review"  # a review item opened or resolved
SKIP = "skip"  # a new fact not stored, as a repeat of a live memory (it changes nothing)
ACTION_FOR_REASON = {
    "contradicted": CONTRADICT,
    "expired": EXPIRE,
    "evicted": EVICT,
    "manual": ARCHIVE,
    "duplicate": ARCHIVE,
}


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
    run_id: str | None = None  # one command run (or one bulk action): undone as a whole


Listener = Callable[[Event], None]


class EventBus:
    """Records every change in the trail, then calls every listener.

    `begin(events)` before a store write records intents; `commit(token, events)` after it
    confirms them (or records them, when the intents could not be written). `emit_many`
    records what changes nothing in the store (judge calls, refusals, a migration's summary).
    A failing listener is logged, never undoes a change made.
    """

    def __init__(self, trail: Trail | None = None) -> None:
        self.trail = trail
        self._listeners: list[Listener] = []
        self.failures: list[str] = []
        self._run = threading.local()
        # Called between a store write and its confirmation (fault tests stop a process here).
        self.checkpoint: Callable[[str, Sequence[Event]], None] | None = None

    @property
    def run_id(self) -> str | None:
        """The run the current thread's changes belong to (per thread: the dashboard serves
        requests in threads, and one request's run must not stamp another's events)."""
        return getattr(self._run, "id", None)

    @run_id.setter
    def run_id(self, value: str | None) -> None:
        self._run.id = value

    def subscribe(self, listener: Listener) -> None:
        if listener not in self._listeners:
            self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _stamp(self, events: Sequence[Event]) -> list[Event]:
        if self.run_id is None:
            return list(events)
        return [e if e.run_id else replace(e, run_id=self.run_id) for e in events]

    def _failed(self, exc: Exception, events: Sequence[Event]) -> None:
        what = f"{len(events)} {events[0].action} event(s)" if events else "events"
        message = f"could not record {what} in the trail: {exc}"
        log.error("%s (the store change stands; `memory_health --reconcile` restores the trail)", message)
        self.failures.append(message)

    def begin(self, events: Sequence[Event]) -> tuple[list[Event], list[int] | None]:
        events = self._stamp(events)
        if self.trail is None or not events:
            return events, None
        try:
            return events, self.trail.begin(events)
        except MemoryAdminError as exc:  # the store write goes ahead; `commit` tries again
            log.warning("could not record intents before a change: %s", exc)
            return events, None

    def commit(self, begun: tuple[list[Event], list[int] | None]) -> None:
        events, ids = begun
        if not events:
            return
        if self.checkpoint is not None:
            self.checkpoint("written", events)
        if self.trail is not None:
            try:
                if ids is not None:
                    self.trail.confirm(ids)
                else:
                    self.trail.record(events)
            except MemoryAdminError as exc:
                self._failed(exc, events)
        self._notify(events)

    def emit(self, event: Event) -> None:
        self.emit_many([event])

    def emit_many(self, events: list[Event]) -> None:
        """Record events that need no store write, then deliver them."""
        events = self._stamp(events)
        if not events:
            return
        if self.trail is not None:
            try:
                self.trail.record(events)
            except MemoryAdminError as exc:
                self._failed(exc, events)
        self._notify(events)

    def _notify(self, events: list[Event]) -> None:
        """A listener with a `many` attribute gets the whole list at once."""
        for listener in list(self._listeners):
            try:
                many = getattr(listener, "many", None)
                if many is not None:
                    many(events)
                else:
                    for event in events:
                        listener(event)
            except Exception:  # the store already changed; a lost log line is the lesser harm
                log.exception("event listener failed for %s", events[0].action)
