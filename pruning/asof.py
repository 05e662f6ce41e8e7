"""The agent's memory as of any moment, and what changed between two moments.

Nothing is ever deleted, so the past is recoverable: a memory existed from its `created_at`,
and its trail (archive, contradiction, expiry, eviction, restore — each event with the state
after it) says when it left the agent's view and when it came back. Each change is placed at
the instant its own state names (`archived_at`, `restored_at`: what the engine was told `now`
was), falling back to when the event was recorded.

Records with gaps in their trail fall back to their metadata: a record without events is live
from `created_at` until its `archived_at` (archived at an unknown time: never shown live in
the past); a record whose present state the trail does not explain (the trail was down) gets
that last change from its metadata. A record whose creation time cannot be parsed has always
existed, so that "as of now" is exactly the live view.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from . import events as ev
from .memory import Memory, as_aware, parse_instant
from .store import store_errors

if TYPE_CHECKING:
    from .store import MemoryStore
    from .trail import TrailEvent

STATE_KEYS = (
    "archived",
    "archived_reason",
    "archived_at",
    "archived_by",
    "archived_note",
    "superseded_by",
    "judge_reason",
    "restored_at",
    "restored_by",
)
CHANGING = (ev.ARCHIVE, ev.CONTRADICT, ev.EXPIRE, ev.EVICT, ev.RESTORE)
BEGINNING = datetime.min.replace(tzinfo=UTC)

ADDED = "added"
ARCHIVED = "archived"
RESTORED = "restored"


@dataclass(frozen=True)
class Transition:
    """A memory leaving the agent's view (archived) or coming back (restored), at `at`."""

    at: datetime
    archived: bool
    state: dict[str, Any]  # the state after the change
    before: dict[str, Any]  # the state before it
    action: str
    actor: str
    event_id: int | None = None  # None: read from the record's metadata, the trail had no event


@dataclass(frozen=True)
class HistoryChange:
    """One change between two moments: a memory added, archived or restored."""

    kind: str  # "added", "archived" or "restored"
    at: datetime
    memory: Memory  # as it was right after the change
    actor: str = ""
    from_trail: bool = True

    @property
    def reason(self) -> str | None:
        return self.memory.archived_reason if self.kind == ARCHIVED else None


@dataclass
class MemoryDiff:
    user_id: str
    since: datetime
    until: datetime
    changes: list[HistoryChange] = field(default_factory=list)  # in time order
    live_before: list[Memory] = field(default_factory=list)
    live_after: list[Memory] = field(default_factory=list)

    def of(self, kind: str) -> list[HistoryChange]:
        return [c for c in self.changes if c.kind == kind]

    @property
    def added(self) -> list[HistoryChange]:
        return self.of(ADDED)

    @property
    def archived(self) -> list[HistoryChange]:
        return self.of(ARCHIVED)

    @property
    def restored(self) -> list[HistoryChange]:
        return self.of(RESTORED)

    @property
    def left(self) -> list[Memory]:
        """Live at the first moment, not at the second."""
        after = {m.id for m in self.live_after}
        return [m for m in self.live_before if m.id not in after]

    @property
    def came(self) -> list[Memory]:
        """Live at the second moment, not at the first."""
        before = {m.id for m in self.live_before}
        return [m for m in self.live_after if m.id not in before]


def _created(memory: Memory) -> datetime:
    return memory.created_at or BEGINNING


def _with_state(memory: Memory, state: dict[str, Any], actor: str | None = None) -> Memory:
    """`memory` as it was in `state` (an event's before/after, or a live default)."""
    meta = {k: v for k, v in memory.metadata.items() if k not in STATE_KEYS}
    meta.update({k: v for k, v in state.items() if k in STATE_KEYS and v is not None})
    meta["archived"] = state.get("archived") is True
    if meta["archived"] and actor and "archived_by" not in meta:
        meta["archived_by"] = actor
    return Memory.from_record(memory.id, memory.text, meta)


def transitions(memory: Memory, events: Iterable[TrailEvent]) -> list[Transition]:
    """Every archive and restore of `memory`, in time order, completed from its metadata."""
    found: list[Transition] = []
    for e in events:
        if e.action not in CHANGING or not isinstance(e.after, dict):
            continue
        archived = e.after.get("archived") is True
        at = parse_instant(e.after.get("archived_at" if archived else "restored_at")) or e.at
        found.append(Transition(at, archived, dict(e.after), dict(e.before or {}), e.action, e.actor, e.id))
    found.sort(key=lambda t: t.at)  # stable: events of one instant keep their recorded order
    last = found[-1] if found else None
    if memory.archived and (last is None or not last.archived):
        # Archived, and the trail never said so: since `archived_at`, or for as long as we know.
        at = memory.archived_at or (last.at if last else BEGINNING)
        if last is None or at >= last.at:
            action = ev.ACTION_FOR_REASON.get(str(memory.archived_reason), ev.ARCHIVE)
            found.append(Transition(at, True, memory.state(), {"archived": False}, action, memory.archived_by or ""))
    elif not memory.archived and last is not None and last.archived:
        at = parse_instant(memory.metadata.get("restored_at")) or last.at
        if at >= last.at:
            found.append(
                Transition(
                    at, False, memory.state(), last.state, ev.RESTORE, str(memory.metadata.get("restored_by") or "")
                )
            )
    return found


class History:
    """One user's memories and their archive/restore transitions, read once; answers any moment."""

    def __init__(self, user_id: str, memories: list[Memory], events: dict[str, list[TrailEvent]]) -> None:
        self.user_id = user_id
        self.memories = memories
        self.events = events
        self.transitions = {m.id: transitions(m, events.get(m.id, [])) for m in memories}

    def state_at(self, memory: Memory, moment: datetime) -> Memory | None:
        """`memory` as it was at `moment`; None when it did not exist yet."""
        if _created(memory) > moment:
            return None
        steps = self.transitions[memory.id]
        prior = [t for t in steps if t.at <= moment]
        if prior:
            return _with_state(memory, prior[-1].state, prior[-1].actor)
        if steps:
            return _with_state(memory, steps[0].before or {"archived": not steps[0].archived})
        return _with_state(memory, {"archived": False})

    def at(self, moment: datetime, *, include_archived: bool = False) -> list[Memory]:
        """The memories that existed at `moment`, each in its state then; newest first."""
        moment = as_aware(moment)
        found = [s for m in self.memories if (s := self.state_at(m, moment)) is not None]
        if not include_archived:
            found = [m for m in found if m.live]
        return sorted(found, key=lambda m: (m.sort_key(), m.id), reverse=True)

    def diff(self, since: datetime, until: datetime) -> MemoryDiff:
        """What was added, archived and restored after `since` up to and including `until`."""
        since, until = as_aware(since), as_aware(until)
        diff = MemoryDiff(self.user_id, since, until)
        for m in self.memories:
            created = _created(m)
            if since < created <= until:
                store = next((e for e in self.events.get(m.id, []) if e.action == ev.STORE), None)
                diff.changes.append(
                    HistoryChange(
                        ADDED,
                        created,
                        _with_state(m, {"archived": False}),
                        store.actor if store else "",
                        store is not None,
                    )
                )
            for t in self.transitions[m.id]:
                if since < t.at <= until:
                    diff.changes.append(
                        HistoryChange(
                            ARCHIVED if t.archived else RESTORED,
                            t.at,
                            _with_state(m, t.state, t.actor),
                            t.actor,
                            t.event_id is not None,
                        )
                    )
        diff.changes.sort(key=lambda c: (c.at, c.kind != ADDED))
        diff.live_before = self.at(since)
        diff.live_after = self.at(until)
        return diff


class SnapshotStore:
    """What the agent's read paths (`recall`) ask of a store, answered from a fixed set of
    memories — the live set at some moment — with their vectors read by id, once."""

    def __init__(self, store: MemoryStore, memories: list[Memory]) -> None:
        self.store = store
        self.live = memories
        self._vectors: Any = None

    def live_vectors(self, user_id: str) -> tuple[list[Memory], Any]:
        import numpy as np

        if self._vectors is None:
            if not self.live:
                self._vectors = np.zeros((0, 0))
            else:
                with store_errors("reading memories"):
                    got = self.store.collection.get(ids=[m.id for m in self.live], include=["embeddings"])
                by_id = dict(zip(got["ids"], got["embeddings"]))
                self._vectors = np.asarray([by_id[m.id] for m in self.live], dtype=np.float64)
        return self.live, self._vectors

    def memories(
        self, user_id: str, include_archived: bool = False, where: dict[str, Any] | None = None
    ) -> list[Memory]:
        category = (where or {}).get("category")
        return [m for m in self.live if category is None or m.category == category]

    def query_live(self, user_id: str, *, text: str | None = None, embedding: Any = None, n: int = 5) -> list[Memory]:
        memories, vectors = self.live_vectors(user_id)
        if not memories or n < 1:
            return []
        return self.nearest(memories, vectors, embedding if embedding is not None else self.embed(str(text)), n)

    @staticmethod
    def nearest(memories: list[Memory], vectors: Any, embedding: Any, n: int) -> list[Memory]:
        from .store import MemoryStore

        return MemoryStore.nearest(memories, vectors, embedding, n)

    def embed(self, text: str) -> Any:
        return self.store.embed(text)
