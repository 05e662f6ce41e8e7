"""Staff workflow: safe undo, undo from the trail (one event or a whole run), bulk actions,
the archived list across users, and the trail grouped by day.

Every rule here decides what happens to memory, so each runs under the user's lock and reads
the memory again inside it; each memory's change is its own event in the trail. The engine
exposes these as its "staff workflow" methods; nothing here is called by the dashboard directly.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from . import events as ev
from .config import ARCHIVE_REASONS
from .errors import InvalidMemory, InvalidTransition, ReplacementIsLive, UnknownMemory
from .memory import Memory, as_aware, validate_note
from .mirror import ArchivedFilter
from .trail import ARCHIVING, EventFilter, TrailEvent, to_us

if TYPE_CHECKING:
    from .engine import MemoryEngine

REPLACEMENT_CHOICES = ("archive", "keep")
UNDOABLE = (*ARCHIVING, ev.RESTORE)
BULK_MAX = 2000  # ids in one bulk action (one request); more: narrow the filter


@dataclass(frozen=True)
class RestoreOutcome:
    """A restore: the memory, live again; its replacement when it was live (archived now if
    staff chose so); memories evicted to keep the cap."""

    memory: Memory
    replacement: Memory | None = None
    evicted: list[Memory] = field(default_factory=list)

    @property
    def changed(self) -> list[Memory]:
        return [self.memory, *([self.replacement] if self.replacement else []), *self.evicted]


@dataclass(frozen=True)
class UndoState:
    """Whether one trail event can be undone now, and why not when it cannot."""

    event: TrailEvent
    possible: bool
    why: str = ""
    memory: Memory | None = None
    replacement: Memory | None = None  # the live replacement an undo (a restore) must decide about

    @property
    def verb(self) -> str:
        return "archive again" if self.event.action == ev.RESTORE else "restore"


@dataclass
class BulkResult:
    """What a bulk action did: each memory done, each failure with its reason; `also` lists
    other memories it changed (replacements archived, memories evicted for capacity)."""

    done: list[Memory] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)
    also: list[Memory] = field(default_factory=list)
    run_id: str | None = None

    @property
    def changed(self) -> list[Memory]:
        return [*self.done, *self.also]


@dataclass(frozen=True)
class RunUndoPlan:
    run_id: str
    events: int  # events of the run
    undoable: list[UndoState]
    blocked: list[UndoState]  # undoable kinds whose memory has changed since


# -- safe undo -----------------------------------------------------------------------------


def live_replacement(engine: MemoryEngine, memory: Memory) -> Memory | None:
    """The live memory that replaced a contradicted one, if any."""
    if memory.archived_reason != "contradicted" or not memory.superseded_by:
        return None
    replacement = engine._store.get(memory.superseded_by)
    return replacement if replacement is not None and replacement.live else None


def restore_safely(
    engine: MemoryEngine,
    memory_id: str,
    actor: str,
    note: str | None = None,
    replacement: str | None = None,
    detail: dict[str, Any] | None = None,
) -> RestoreOutcome:
    if replacement is not None and replacement not in REPLACEMENT_CHOICES:
        raise InvalidMemory(f"replacement must be one of {', '.join(REPLACEMENT_CHOICES)}, got {replacement!r}")
    note = validate_note(note)
    user_id = engine._store.require(memory_id).user_id
    with engine.locks(user_id):
        return _restore_locked(engine, memory_id, actor, note, replacement, detail)


def _restore_locked(
    engine: MemoryEngine,
    memory_id: str,
    actor: str,
    note: str | None,
    replacement: str | None,
    detail: dict[str, Any] | None,
) -> RestoreOutcome:
    store = engine._store
    memory = store.require(memory_id)
    if not memory.archived:
        raise InvalidTransition(f"Memory {memory_id} is live: there is nothing to restore")
    other = live_replacement(engine, memory)
    if other is not None and replacement is None:
        raise ReplacementIsLive(memory, other)
    extra = dict(detail or {})
    if other is not None:
        extra.update(replacement=replacement, replaced=other.id)
    # Restore first, then archive the replacement: a crash in between leaves one fact too
    # many (visible, and the replacement's row says so), never one too few.
    restored = store.restore(memory.id, actor, note, detail=extra)
    archived_other = None
    if other is not None and replacement == "archive":
        archived_other = store.archive(
            other.id,
            "contradicted",
            actor,
            note,
            superseded_by=restored.id,
            detail={"superseded_by": restored.id, "restored_over": True},
        )
    evicted = _keep_cap(engine, restored.user_id, {restored.id}, actor, restored.id)
    return RestoreOutcome(restored, archived_other or other, evicted)


def _keep_cap(engine: MemoryEngine, user_id: str, keep: set[str], actor: str, for_id: str) -> list[Memory]:
    """After restores: at capacity, evict by the usual order (never what was just restored)."""
    excess = engine._store.count_live(user_id) - engine.settings.max_user_memories
    if excess <= 0:
        return []
    victims = engine._policies.eviction_victims(user_id, excess, exclude=keep)
    return [engine._store.archive(v.id, "evicted", actor, detail={"for": for_id, "restore": True}) for v in victims]


# -- undo from the trail -------------------------------------------------------------------


def _state_of(event: TrailEvent, memory: Memory | None, replacement: Memory | None = None) -> UndoState:
    if memory is None:
        return UndoState(event, False, "the memory is no longer in the store")
    after = event.after or {}
    now = memory.state()
    if event.action in ARCHIVING:
        if memory.live:
            return UndoState(event, False, "restored since", memory)
        if now.get("archived_at") != after.get("archived_at"):
            return UndoState(event, False, f"archived again since ({memory.archived_reason})", memory)
        return UndoState(event, True, "", memory, replacement)
    if event.action == ev.RESTORE:
        before = event.before or {}
        if memory.archived:
            return UndoState(event, False, f"archived since ({memory.archived_reason})", memory)
        if now.get("restored_at") != after.get("restored_at"):
            return UndoState(event, False, "restored again since", memory)
        if before.get("archived_reason") not in ARCHIVE_REASONS:
            return UndoState(event, False, "the trail does not say how it was archived", memory)
        return UndoState(event, True, "", memory)
    return UndoState(event, False, "this kind of change has no undo", memory)


def undo_states(engine: MemoryEngine, events: Iterable[TrailEvent]) -> dict[int, UndoState]:
    """The undo state of each undoable event (one read of their memories by id)."""
    events = [e for e in events if e.action in UNDOABLE and e.memory_id]
    memories = {m.id: m for m in engine.get_many([e.memory_id for e in events])}
    replacing = [
        m.superseded_by
        for m in memories.values()
        if m.archived and m.archived_reason == "contradicted" and m.superseded_by
    ]
    replacements = {m.id: m for m in engine.get_many(replacing) if m.live}
    states = {}
    for e in events:
        memory = memories.get(e.memory_id)
        other = replacements.get(memory.superseded_by or "") if memory is not None and memory.archived else None
        states[e.id] = _state_of(e, memory, other)
    return states


def undo_event(
    engine: MemoryEngine, event_id: int, actor: str, note: str | None = None, replacement: str | None = None
) -> RestoreOutcome:
    """Undo one trail event if its memory is still as the event left it: an archive is
    restored (a contradicted one safely), a restore is archived again as it was."""
    note = validate_note(note)
    event = engine._trail.get(int(event_id))
    if event is None or event.state != "done":
        raise UnknownMemory(f"event {event_id}")
    if event.action not in UNDOABLE or not event.memory_id:
        raise InvalidTransition(f"A {event.label} event has no undo")
    memory = engine._store.require(event.memory_id)
    with engine.locks(memory.user_id):
        state = _state_of(event, engine._store.get(event.memory_id))
        if not state.possible:
            raise InvalidTransition(f"Cannot undo: {state.why}.")
        detail = {"undo_of": event.id}
        if event.action in ARCHIVING:
            return _restore_locked(engine, event.memory_id, actor, note, replacement, detail)
        return RestoreOutcome(_archive_as_before(engine, event, actor, note, detail))


def _archive_as_before(
    engine: MemoryEngine, event: TrailEvent, actor: str, note: str | None, detail: dict[str, Any]
) -> Memory:
    before = event.before or {}
    reason = before["archived_reason"]
    superseded_by = before.get("superseded_by") if reason == "contradicted" else None
    return engine._store.archive(
        event.memory_id,
        reason,
        actor,
        note,
        superseded_by=superseded_by,
        judge_reason=before.get("judge_reason"),
        detail={**detail, **({"superseded_by": superseded_by} if superseded_by else {})},
    )


def run_events(engine: MemoryEngine, run_id: str, limit: int = 20_000) -> list[TrailEvent]:
    return list(engine._trail.page(EventFilter(run_id=run_id), limit=limit))


def plan_run_undo(engine: MemoryEngine, run_id: str) -> RunUndoPlan:
    """What undoing a whole run would do: the latest undoable event of each memory in it."""
    events = run_events(engine, run_id)
    latest: dict[str, TrailEvent] = {}
    for e in events:  # newest first
        if e.action in UNDOABLE and e.memory_id and e.memory_id not in latest:
            latest[e.memory_id] = e
    states = undo_states(engine, latest.values())
    ordered = [states[e.id] for e in latest.values()]
    return RunUndoPlan(run_id, len(events), [s for s in ordered if s.possible], [s for s in ordered if not s.possible])


def undo_run(
    engine: MemoryEngine, run_id: str, actor: str, note: str | None = None, replacement: str | None = None
) -> BulkResult:
    """Undo every change of one run whose memory is still as the run left it, user by user
    under each user's lock (checked again inside it); the rest is reported, memory by memory."""
    note = validate_note(note)
    plan = plan_run_undo(engine, run_id)
    result = BulkResult()
    result.failed += [(s.event.memory_id, s.why) for s in plan.blocked]
    by_user: dict[str, list[TrailEvent]] = {}
    for s in plan.undoable:
        assert s.memory is not None
        by_user.setdefault(s.memory.user_id, []).append(s.event)
    with engine.run("undo") as undo_run_id:
        result.run_id = undo_run_id
        for user_id, events in sorted(by_user.items()):
            with engine.locks(user_id):
                fresh = {m.id: m for m in engine._store.get_many([e.memory_id for e in events])}
                simple: list[Memory] = []
                for e in events:
                    state = _state_of(e, fresh.get(e.memory_id))
                    memory = state.memory
                    if not state.possible or memory is None:
                        result.failed.append((e.memory_id, state.why))
                        continue
                    detail = {"undo_of": e.id, "undo_run": run_id}
                    if e.action == ev.RESTORE:
                        result.done.append(_archive_as_before(engine, e, actor, note, detail))
                    elif live_replacement(engine, memory) is None:
                        simple.append(memory)
                    else:
                        _restore_one(engine, memory, actor, note, replacement, detail, result)
                if simple:
                    restored = engine._store.restore_many(simple, actor, note, detail={"undo_run": run_id})
                    result.done += restored
                    back = {m.id for m in restored}
                    result.failed += [(m.id, "changed meanwhile") for m in simple if m.id not in back]
                restored_ids = {m.id for m in result.done if m.live and m.user_id == user_id}
                if restored_ids:
                    result.also += _keep_cap(engine, user_id, restored_ids, actor, sorted(restored_ids)[0])
    return result


def _restore_one(
    engine: MemoryEngine,
    memory: Memory,
    actor: str,
    note: str | None,
    replacement: str | None,
    detail: dict[str, Any],
    result: BulkResult,
) -> None:
    try:
        outcome = _restore_locked(engine, memory.id, actor, note, replacement, detail)
    except ReplacementIsLive as exc:
        text = getattr(exc.replacement, "text", "")
        result.failed.append((memory.id, f"its replacement “{text}” is live: restore it on its own to choose"))
        return
    except InvalidTransition as exc:
        result.failed.append((memory.id, str(exc)))
        return
    result.done.append(outcome.memory)
    if outcome.replacement is not None and outcome.replacement.archived:
        result.also.append(outcome.replacement)
    result.also += outcome.evicted


# -- bulk actions --------------------------------------------------------------------------


def _group(engine: MemoryEngine, ids: list[str], result: BulkResult) -> dict[str, list[str]]:
    ids = [i for i in dict.fromkeys(ids) if i]
    if len(ids) > BULK_MAX:
        raise InvalidMemory(f"{len(ids)} memories at once is too many (at most {BULK_MAX}): narrow the filter")
    found = {m.id: m for m in engine.get_many(ids)}
    by_user: dict[str, list[str]] = {}
    for memory_id in ids:
        memory = found.get(memory_id)
        if memory is None:
            result.failed.append((memory_id, "no such memory"))
        else:
            by_user.setdefault(memory.user_id, []).append(memory_id)
    return by_user


def bulk_archive(engine: MemoryEngine, ids: list[str], actor: str, note: str | None = None) -> BulkResult:
    """Archive (manual, with one note) each memory that is still live when its user's lock is held."""
    note = validate_note(note)
    result = BulkResult()
    by_user = _group(engine, ids, result)
    with engine.run("bulk_archive") as run_id:
        result.run_id = run_id
        for user_id, user_ids in sorted(by_user.items()):
            with engine.locks(user_id):
                fresh = {m.id: m for m in engine._store.get_many(user_ids)}
                todo = []
                for memory_id in user_ids:
                    memory = fresh.get(memory_id)
                    if memory is None:
                        result.failed.append((memory_id, "no such memory"))
                    elif memory.archived:
                        by = f" by {memory.archived_by}" if memory.archived_by else ""
                        result.failed.append((memory_id, f"already archived ({memory.archived_reason}){by}"))
                    else:
                        todo.append(memory)
                done = engine._store.archive_many(todo, "manual", actor, note=note, action=ev.ARCHIVE)
                result.done += done
                archived = {m.id for m in done}
                result.failed += [(m.id, "changed meanwhile") for m in todo if m.id not in archived]
    return result


def bulk_restore(
    engine: MemoryEngine, ids: list[str], actor: str, note: str | None = None, replacement: str | None = None
) -> BulkResult:
    """Restore each memory that is still archived under its user's lock; a contradicted one
    whose replacement is live follows `replacement` ("archive" or "keep"), or is reported."""
    note = validate_note(note)
    if replacement is not None and replacement not in REPLACEMENT_CHOICES:
        raise InvalidMemory(f"replacement must be one of {', '.join(REPLACEMENT_CHOICES)}, got {replacement!r}")
    result = BulkResult()
    by_user = _group(engine, ids, result)
    with engine.run("bulk_restore") as run_id:
        result.run_id = run_id
        for user_id, user_ids in sorted(by_user.items()):
            with engine.locks(user_id):
                fresh = {m.id: m for m in engine._store.get_many(user_ids)}
                simple = []
                for memory_id in user_ids:
                    memory = fresh.get(memory_id)
                    if memory is None:
                        result.failed.append((memory_id, "no such memory"))
                    elif memory.live:
                        result.failed.append((memory_id, "already live"))
                    elif live_replacement(engine, memory) is None:
                        simple.append(memory)
                    else:
                        _restore_one(engine, memory, actor, note, replacement, {"bulk": True}, result)
                restored = engine._store.restore_many(simple, actor, note, detail={"bulk": True})
                result.done += restored
                back = {m.id for m in restored}
                result.failed += [(m.id, "changed meanwhile") for m in simple if m.id not in back]
                mine = {m.id for m in result.done if m.user_id == user_id and m.live}
                if mine:
                    result.also += _keep_cap(engine, user_id, mine, actor, sorted(mine)[0])
    return result


# -- the archived list ---------------------------------------------------------------------


class ArchivedQuery:
    """Archived memories across users, most recently archived first: a lazy, sliceable list for
    paginators. Ids come from the mirror (COUNT and LIMIT/OFFSET on its index); each page's
    texts from one read of Chroma by id."""

    def __init__(self, engine: MemoryEngine, filters: ArchivedFilter) -> None:
        self.engine, self.filters = engine, filters
        self._count: int | None = None

    def count(self) -> int:
        if self._count is None:
            self._count = self.engine._mirror.count_archived(self.filters)
        return self._count

    def __len__(self) -> int:
        return self.count()

    def ids(self, limit: int = BULK_MAX) -> list[str]:
        return [r.id for r in self.engine._mirror.archived_rows(self.filters, limit=limit)]

    def __getitem__(self, key: slice) -> list[Memory]:
        start = key.start or 0
        stop = key.stop if key.stop is not None else start + 1000
        rows = self.engine._mirror.archived_rows(self.filters, limit=max(0, stop - start), offset=start)
        return self.engine.get_many([r.id for r in rows])


def archived(
    engine: MemoryEngine,
    *,
    reason: str = "",
    category: str = "",
    actor: str = "",
    user_id: str = "",
    since: datetime | None = None,
    until: datetime | None = None,
) -> ArchivedQuery:
    engine._store.mirror_ready()
    return ArchivedQuery(
        engine,
        ArchivedFilter(
            reason=reason,
            category=category,
            actor=actor,
            user_id=user_id,
            since=as_aware(since).timestamp() if since else None,
            until=as_aware(until).timestamp() if until else None,
        ),
    )


# -- the trail by day ----------------------------------------------------------------------

DAY_US = 86_400_000_000
DAY_ACTIONS = (*ARCHIVING, ev.RESTORE, ev.STORE)


def events_per_day(
    engine: MemoryEngine, days: int = 30, *, now: datetime | None = None, utc_offset: timedelta | None = None
) -> dict[str, dict[str, int]]:
    """Changes per local day and action over the last `days` days (one grouped SQL query):
    {"2026-05-01": {"expire": 3, "store": 10, ...}, ...}, every day present, oldest first."""
    now = as_aware(now)
    offset = utc_offset or timedelta(0)
    local_today = (now + offset).date()
    first = local_today - timedelta(days=days - 1)
    since_us = to_us(datetime.combine(first, datetime.min.time(), tzinfo=now.tzinfo) - offset)
    offset_us = int(offset.total_seconds() * 1_000_000)
    marks = ", ".join("?" for _ in DAY_ACTIONS)
    db = engine._trail.db
    rows = db.fetchall(
        f"SELECT (at_us + ?) / {DAY_US} AS day, action, COUNT(*) FROM memory_event "
        f"WHERE collection = ? AND state = 'done' AND at_us >= ? AND action IN ({marks}) GROUP BY 1, action",
        [offset_us, engine._trail.collection, since_us, *DAY_ACTIONS],
    )
    out = {(first + timedelta(days=i)).isoformat(): {} for i in range(days)}
    epoch = datetime(1970, 1, 1).date()
    for day, action, count in rows:
        key = (epoch + timedelta(days=int(day))).isoformat()
        if key in out:
            out[key][action] = int(count)
    return out


def live_per_day(per_day: dict[str, dict[str, int]], live_now: int) -> dict[str, int]:
    """Live memories at the end of each day, walked back from today's count through each day's
    net change (stored and restored add one, archived takes one away)."""
    live: dict[str, int] = {}
    running = live_now
    for day in sorted(per_day, reverse=True):
        live[day] = running
        counts = per_day[day]
        net = counts.get(ev.STORE, 0) + counts.get(ev.RESTORE, 0) - sum(counts.get(a, 0) for a in ARCHIVING)
        running = max(0, running - net)
    return dict(sorted(live.items()))
