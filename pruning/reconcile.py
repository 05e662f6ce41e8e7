"""Reconciliation: the trail and the store agree record for record, after any crash.

Two passes, both idempotent:

- **Intents** (cheap, at the start of every command run): an event recorded before a store
  write and never confirmed is settled by reading its memory by id — confirmed if the store
  shows the change (marked reconstructed: it was confirmed after the fact), voided if not.
- **Gaps** (a scan of every record, `memory_health --reconcile`): for changes made while
  the trail itself was unreachable. Each record's own metadata proves what happened to it —
  an archive carries reason, actor, time and `superseded_by`; a restore carries its time —
  and the missing events are written from it, marked as reconstructed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from . import events as ev
from .events import Event
from .memory import Memory, parse_instant
from .trail import ARCHIVING, Trail, TrailEvent

if TYPE_CHECKING:
    from .store import MemoryStore

INTENT_GRACE = timedelta(seconds=60)  # a write in flight in another process takes milliseconds


@dataclass
class Gap:
    """A change the store shows and the trail does not."""

    memory_id: str
    user_id: str
    action: str
    why: str


@dataclass
class ReconcileReport:
    confirmed: int = 0  # intents the store proved applied
    voided: int = 0  # intents the store proved never applied
    gaps: list[Gap] = field(default_factory=list)  # changes without events (found by a full scan)
    written: int = 0  # reconstructed events written for those gaps
    scanned: int = 0

    def merge(self, other: ReconcileReport) -> None:
        self.confirmed += other.confirmed
        self.voided += other.voided
        self.gaps += other.gaps
        self.written += other.written
        self.scanned += other.scanned

    @property
    def changed(self) -> int:
        return self.confirmed + self.voided + self.written


def _applied(event: TrailEvent, memory: Memory | None) -> bool:
    """Does the store show the change this event announced?"""
    if memory is None:
        return False
    if event.action == ev.STORE:
        return True
    after = event.after or {}
    if event.action in ARCHIVING:
        return memory.archived and memory.metadata.get("archived_at") == after.get("archived_at")
    if event.action == ev.RESTORE:
        return memory.live and memory.metadata.get("restored_at") == after.get("restored_at")
    return False


def reconcile_intents(store: MemoryStore, trail: Trail, *, dry_run: bool = False) -> ReconcileReport:
    report = ReconcileReport()
    while True:
        intents = trail.open_intents(INTENT_GRACE)
        if not intents:
            return report
        found = {m.id: m for m in store.get_many(list({e.memory_id for e in intents if e.memory_id}))}
        confirm = [e.id for e in intents if _applied(e, found.get(e.memory_id))]
        void = [e.id for e in intents if e.id not in set(confirm)]
        report.confirmed += len(confirm)
        report.voided += len(void)
        if dry_run:
            return report
        trail.confirm(confirm, reconstructed=True)
        trail.void(void)
        store.refresh_mirror(list(found))  # a crash between the store and the mirror, too


def _last_state_event(events: list[TrailEvent]) -> TrailEvent | None:
    for event in reversed(events):
        if event.action in (*ARCHIVING, ev.RESTORE, ev.STORE):
            return event
    return None


def _reconstructed(action: str, memory: Memory, before: dict[str, Any] | None, detail: dict[str, Any]) -> Event:
    at = memory.archived_at if action in ARCHIVING else parse_instant(memory.metadata.get("restored_at"))
    if action == ev.STORE:
        at = memory.created_at
    actor = memory.archived_by if action in ARCHIVING else memory.metadata.get("restored_by")
    if action == ev.STORE:
        actor = "unknown"
    kwargs: dict[str, Any] = {"at": at} if at is not None else {}
    return Event(
        action,
        str(actor or "unknown"),
        memory.id,
        memory.user_id,
        memory.text,
        before,
        memory.state(),
        {"reconstructed_from": "record metadata", **detail},
        **kwargs,
    )


def trail_gaps(
    store: MemoryStore,
    trail: Trail,
    *,
    write: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> ReconcileReport:
    """Compare every record with its events, a page at a time; optionally write what is missing.

    - an archived record needs an archiving event with its `archived_at`;
    - a live record whose last event archived it needs a restore event;
    - a record with no events at all, created after the trail began, needs its store event
      (older records came from before the trail and are not gaps).
    """
    report = ReconcileReport()
    began = trail.started_at()
    if began is not None:
        began = began.replace(microsecond=0)  # records keep whole seconds
    total = store.count()
    for page in store.iter_pages(include=["documents", "metadatas"], page_size=2000):
        memories = [Memory.from_record(i, d, m) for i, d, m in zip(page["ids"], page["documents"], page["metadatas"])]
        report.scanned += len(memories)
        history = trail.for_memories([m.id for m in memories])
        missing: list[Event] = []
        for memory in memories:
            events = history.get(memory.id, [])
            last = _last_state_event(events)
            if memory.archived:
                stamp = memory.metadata.get("archived_at")
                if not any(e.action in ARCHIVING and (e.after or {}).get("archived_at") == stamp for e in events):
                    action = ev.ACTION_FOR_REASON.get(memory.archived_reason or "", ev.ARCHIVE)
                    report.gaps.append(Gap(memory.id, memory.user_id, action, f"archived {stamp} without its event"))
                    detail = {"superseded_by": memory.superseded_by} if memory.superseded_by else {}
                    missing.append(_reconstructed(action, memory, last.after if last else None, detail))
            elif last is not None and last.action in ARCHIVING:
                report.gaps.append(Gap(memory.id, memory.user_id, ev.RESTORE, "live, but its last event archived it"))
                missing.append(_reconstructed(ev.RESTORE, memory, last.after, {}))
            if not events and began is not None and memory.created_at is not None and memory.created_at >= began:
                report.gaps.append(Gap(memory.id, memory.user_id, ev.STORE, "stored without its event"))
                missing.insert(0, _reconstructed(ev.STORE, memory, None, {}))
        if write and missing:
            trail.record(sorted(missing, key=lambda e: e.at), reconstructed=True)
            report.written += len(missing)
        if progress:
            progress(report.scanned, total)
    return report
