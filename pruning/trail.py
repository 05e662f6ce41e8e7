"""The trail: every change to memory and every judge call, as rows in the engine's database.

Written by the engine itself, in whatever process runs it, so the dashboard's activity page,
a memory's history and the cost panel are complete whoever made the change.

Crash safety: a change is recorded as an *intent* before the store is written and confirmed
after. An intent left behind (the process died, or the store failed mid-call) is settled by
`MemoryEngine.reconcile()`, which reads the memory by id and confirms the event if the store
shows the change, or voids it if not. When the trail itself is down, the change still goes
to the store and the failure is reported; a full reconciliation (`memory_health --reconcile`)
then rebuilds the missing events from the records' own metadata, marked as reconstructed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from . import events as ev
from .db import Database, storable
from .events import Event
from .listing import PagedRows
from .memory import utcnow

ACTION_LABELS = {
    ev.STORE: "stored",
    ev.ARCHIVE: "archived",
    ev.RESTORE: "restored",
    ev.CONTRADICT: "contradicted",
    ev.EXPIRE: "expired",
    ev.EVICT: "evicted",
    ev.MIGRATE: "migration",
    ev.REFUSE: "refused",
    ev.REVIEW: "review",
    ev.SKIP: "skipped",
}
# Actions that leave a memory archived (the ones whose state an undo can reverse).
ARCHIVING = (ev.ARCHIVE, ev.CONTRADICT, ev.EXPIRE, ev.EVICT)

_COLUMNS = (
    "id, at_us, action, actor, memory_id, user_id, related_id, text, before_json, after_json, detail_json, "
    "reconstructed, run_id, state"
)


def to_us(moment: datetime) -> int:
    return int(moment.timestamp() * 1_000_000)


def from_us(value: int) -> datetime:
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(microseconds=int(value))


def _json(value: Any) -> str | None:
    if value is None:
        return None
    return storable(json.dumps(value, ensure_ascii=False, default=str))


def _load(value: str | None) -> Any:
    if not value:
        return None
    try:
        return json.loads(value)
    except ValueError:
        return None


@dataclass(frozen=True)
class TrailEvent:
    """One recorded change, as the dashboard and the agent runtime read it back."""

    id: int
    at: datetime
    action: str
    actor: str
    memory_id: str = ""
    user_id: str = ""
    related_id: str = ""
    text: str = ""
    before: dict[str, Any] | None = None
    after: dict[str, Any] | None = None
    detail: dict[str, Any] = field(default_factory=dict)
    reconstructed: bool = False
    run_id: str | None = None
    state: str = "done"

    @property
    def label(self) -> str:
        return ACTION_LABELS.get(self.action, self.action)

    def get_action_display(self) -> str:  # the name templates used for Django's choices
        return self.label


@dataclass(frozen=True)
class JudgeCallRow:
    id: int
    at: datetime
    judge: str
    model: str
    actor: str
    user_id: str
    text: str
    candidates: int
    duration_ms: float
    ok: bool
    error: str
    verdicts: list[dict[str, Any]]
    dry_run: bool


def related_of(event: Event) -> str | None:
    detail = event.detail or {}
    for key in ("superseded_by", "for", "rejudge_of", "restored_with", "duplicate_of"):
        value = detail.get(key)
        if isinstance(value, str) and value:
            return value
    return None


@dataclass
class EventFilter:
    user_id: str = ""
    action: str = ""
    actor: str = ""
    memory_id: str = ""
    involving: str = ""  # the memory itself, or events that name it (replaced by it, evicted for it)
    run_id: str = ""
    since: datetime | None = None
    until: datetime | None = None

    def where(self, collection: str, dialect: str) -> tuple[str, list[Any]]:
        clauses = ["collection = ?", "state = 'done'"]
        params: list[Any] = [collection]
        if self.user_id:
            clauses.append("user_id = ?")
            params.append(self.user_id)
        if self.action:
            clauses.append("action = ?")
            params.append(self.action)
        if self.actor:
            op = "ILIKE" if dialect == "postgresql" else "LIKE"
            clauses.append(f"actor {op} ? ESCAPE '!'")
            escaped = self.actor.replace("!", "!!").replace("%", "!%").replace("_", "!_")
            params.append(f"%{escaped}%")
        if self.memory_id:
            clauses.append("memory_id = ?")
            params.append(self.memory_id)
        if self.involving:
            clauses.append("(memory_id = ? OR related_id = ?)")
            params += [self.involving, self.involving]
        if self.run_id:
            clauses.append("run_id = ?")
            params.append(self.run_id)
        if self.since is not None:
            clauses.append("at_us >= ?")
            params.append(to_us(self.since))
        if self.until is not None:
            clauses.append("at_us < ?")
            params.append(to_us(self.until))
        return " AND ".join(clauses), params


class EventQuery(PagedRows["TrailEvent"]):
    """Events (newest first) for paginators, read a page at a time (`PagedRows`)."""

    def __init__(self, trail: Trail, filters: EventFilter) -> None:
        super().__init__(
            lambda: trail.count(filters), lambda limit, offset: trail.page(filters, limit=limit, offset=offset)
        )


class Trail:
    def __init__(self, db: Database, collection: str) -> None:
        self.db = db
        self.collection = collection

    # -- writes -------------------------------------------------------------------------

    def _rows(self, events: Sequence[Event], state: str, reconstructed: bool) -> list[tuple[Any, ...]]:
        return [
            (
                self.collection,
                to_us(e.at),
                e.action,
                storable(e.actor) or "",
                storable(e.memory_id),
                storable(e.user_id),
                storable(related_of(e)),
                storable(e.text),
                _json(e.before),
                _json(e.after),
                _json(e.detail or {}),
                state,
                1 if reconstructed else 0,
                e.run_id,
            )
            for e in events
        ]

    _INSERT = (
        "INSERT INTO memory_event (collection, at_us, action, actor, memory_id, user_id, related_id, text, "
        "before_json, after_json, detail_json, state, reconstructed, run_id) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    )

    def begin(self, events: Sequence[Event]) -> list[int]:
        """Record changes about to be made, as intents; returns their ids for `confirm`."""
        return self.db.insert_many(self._INSERT, self._rows(events, "intent", False))

    def confirm(self, ids: Sequence[int], *, reconstructed: bool = False) -> None:
        for lo in range(0, len(ids), 500):
            chunk = list(ids[lo : lo + 500])
            marks = ", ".join("?" for _ in chunk)
            self.db.execute(
                f"UPDATE memory_event SET state = 'done', reconstructed = ? WHERE id IN ({marks})",
                [1 if reconstructed else 0, *chunk],
            )

    def void(self, ids: Sequence[int]) -> None:
        """Intents whose change never reached the store: kept, but out of every read."""
        for lo in range(0, len(ids), 500):
            chunk = list(ids[lo : lo + 500])
            marks = ", ".join("?" for _ in chunk)
            self.db.execute(f"UPDATE memory_event SET state = 'void' WHERE id IN ({marks})", chunk)

    def record(self, events: Sequence[Event], *, reconstructed: bool = False) -> list[int]:
        changes = [e for e in events if e.action != ev.JUDGE_CALL]
        calls = [e for e in events if e.action == ev.JUDGE_CALL]
        ids = self.db.insert_many(self._INSERT, self._rows(changes, "done", reconstructed)) if changes else []
        if calls:
            self.record_judge_calls(calls)
        return ids

    def record_judge_calls(self, calls: Sequence[Event]) -> None:
        rows = []
        for e in calls:
            d = e.detail or {}
            rows.append(
                (
                    self.collection,
                    to_us(e.at),
                    storable(str(d.get("judge", ""))) or "",
                    storable(d.get("model")),
                    storable(e.actor) or "",
                    storable(e.user_id),
                    storable(e.text),
                    int(d.get("candidates", 0) or 0),
                    float(d.get("duration_ms", 0.0) or 0.0),
                    1 if d.get("ok", True) else 0,
                    storable(d.get("error")),
                    _json(d.get("verdicts", [])),
                    1 if d.get("dry_run") else 0,
                )
            )
        self.db.insert_many(
            "INSERT INTO judge_call (collection, at_us, judge, model, actor, user_id, text, candidates, duration_ms, "
            "ok, error, verdicts_json, dry_run) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )

    # -- reads --------------------------------------------------------------------------

    @staticmethod
    def _event(row: Sequence[Any]) -> TrailEvent:
        return TrailEvent(
            id=int(row[0]),
            at=from_us(row[1]),
            action=row[2],
            actor=row[3] or "",
            memory_id=row[4] or "",
            user_id=row[5] or "",
            related_id=row[6] or "",
            text=row[7] or "",
            before=_load(row[8]),
            after=_load(row[9]),
            detail=_load(row[10]) or {},
            reconstructed=bool(row[11]),
            run_id=row[12],
            state=row[13],
        )

    def query(self, filters: EventFilter | None = None, **kwargs: Any) -> EventQuery:
        return EventQuery(self, filters or EventFilter(**kwargs))

    def page(
        self, filters: EventFilter, *, limit: int = 50, offset: int = 0, oldest_first: bool = False
    ) -> list[TrailEvent]:
        where, params = filters.where(self.collection, self.db.dialect)
        order = "at_us, id" if oldest_first else "at_us DESC, id DESC"
        rows = self.db.fetchall(
            f"SELECT {_COLUMNS} FROM memory_event WHERE {where} ORDER BY {order} LIMIT ? OFFSET ?",
            [*params, int(limit), int(offset)],
        )
        return [self._event(r) for r in rows]

    def count(self, filters: EventFilter) -> int:
        where, params = filters.where(self.collection, self.db.dialect)
        row = self.db.fetchone(f"SELECT COUNT(*) FROM memory_event WHERE {where}", params)
        return int(row[0]) if row else 0

    def get(self, event_id: int) -> TrailEvent | None:
        row = self.db.fetchone(
            f"SELECT {_COLUMNS} FROM memory_event WHERE id = ? AND collection = ?", [int(event_id), self.collection]
        )
        return self._event(row) if row else None

    def for_memories(self, memory_ids: Iterable[str]) -> dict[str, list[TrailEvent]]:
        """Every confirmed event of these memories, oldest first, by memory id."""
        found: dict[str, list[TrailEvent]] = {}
        ids = list(dict.fromkeys(memory_ids))
        for lo in range(0, len(ids), 900):
            chunk = ids[lo : lo + 900]
            marks = ", ".join("?" for _ in chunk)
            rows = self.db.fetchall(
                f"SELECT {_COLUMNS} FROM memory_event WHERE collection = ? AND state = 'done' "
                f"AND memory_id IN ({marks}) ORDER BY at_us, id",
                [self.collection, *chunk],
            )
            for row in rows:
                event = self._event(row)
                found.setdefault(event.memory_id, []).append(event)
        return found

    def stored_skips(self, user_id: str) -> dict[int, str]:
        """The user's skipped writes stored after all: skip event id → the memory stored."""
        rows = self.db.fetchall(
            "SELECT memory_id, detail_json FROM memory_event WHERE collection = ? AND user_id = ? AND action = ? "
            "AND state = 'done' AND detail_json LIKE ?",
            [self.collection, user_id, ev.STORE, '%"from_skip"%'],
        )
        found: dict[int, str] = {}
        for memory_id, detail in rows:
            skip = (_load(detail) or {}).get("from_skip")
            if isinstance(skip, int):
                found[skip] = memory_id or ""
        return found

    def stores_of_texts(self, user_id: str, texts: Iterable[str], after_id: int = 0) -> list[tuple[int, str, str]]:
        """The user's confirmed `store` events of any of these texts after event `after_id`:
        (event id, memory id, text), oldest first."""
        wanted = sorted({storable(t) or "" for t in texts} - {""})
        found: list[tuple[int, str, str]] = []
        for lo in range(0, len(wanted), 500):
            chunk = wanted[lo : lo + 500]
            marks = ", ".join("?" for _ in chunk)
            rows = self.db.fetchall(
                "SELECT id, memory_id, text FROM memory_event WHERE collection = ? AND user_id = ? AND action = ? "
                f"AND state = 'done' AND id > ? AND text IN ({marks})",
                [self.collection, user_id, ev.STORE, int(after_id), *chunk],
            )
            found.extend((int(r[0]), r[1] or "", r[2] or "") for r in rows)
        return sorted(found)

    def open_intents(self, older_than: timedelta = timedelta(seconds=60), limit: int = 5000) -> list[TrailEvent]:
        cutoff = to_us(utcnow() - older_than)
        rows = self.db.fetchall(
            f"SELECT {_COLUMNS} FROM memory_event WHERE collection = ? AND state = 'intent' AND at_us < ? "
            "ORDER BY at_us, id LIMIT ?",
            [self.collection, cutoff, limit],
        )
        return [self._event(r) for r in rows]

    def last_id(self) -> int:
        row = self.db.fetchone("SELECT MAX(id) FROM memory_event WHERE collection = ?", [self.collection])
        return int(row[0] or 0) if row else 0

    def changed_users_since(self, event_id: int) -> tuple[set[str], int]:
        """Users with a confirmed change after `event_id`, and the newest id seen."""
        rows = self.db.fetchall(
            "SELECT DISTINCT user_id FROM memory_event WHERE collection = ? AND id > ? AND state = 'done' "
            "AND action NOT IN ('refuse', 'review', 'skip') AND user_id IS NOT NULL",
            [self.collection, int(event_id)],
        )
        return {r[0] for r in rows if r[0]}, self.last_id()

    def count_all(self) -> int:
        row = self.db.fetchone("SELECT COUNT(*) FROM memory_event WHERE collection = ?", [self.collection])
        return int(row[0]) if row else 0

    def count_judge_calls(self) -> int:
        row = self.db.fetchone("SELECT COUNT(*) FROM judge_call WHERE collection = ?", [self.collection])
        return int(row[0]) if row else 0

    def started_at(self) -> datetime | None:
        """When this collection's trail began (its first recorded event)."""
        row = self.db.fetchone("SELECT MIN(at_us) FROM memory_event WHERE collection = ?", [self.collection])
        return from_us(row[0]) if row and row[0] is not None else None

    # -- judge calls --------------------------------------------------------------------

    def judge_costs(self, days: int = 7) -> dict[str, Any]:
        since = to_us(utcnow() - timedelta(days=days))
        rows = self.db.fetchall(
            "SELECT judge, COUNT(*), SUM(CASE WHEN ok = 0 THEN 1 ELSE 0 END), AVG(duration_ms), SUM(candidates) "
            "FROM judge_call WHERE collection = ? AND at_us >= ? GROUP BY judge ORDER BY COUNT(*) DESC",
            [self.collection, since],
        )
        failures = self.db.fetchall(
            "SELECT id, at_us, judge, model, actor, user_id, text, candidates, duration_ms, ok, error, verdicts_json, "
            "dry_run FROM judge_call WHERE collection = ? AND ok = 0 ORDER BY at_us DESC, id DESC LIMIT 5",
            [self.collection],
        )
        return {
            "days": days,
            "rows": [
                {
                    "judge": r[0],
                    "calls": int(r[1]),
                    "failed": int(r[2] or 0),
                    "avg_ms": r[3],
                    "candidates": int(r[4] or 0),
                }
                for r in rows
            ],
            "failures": [self._call(r) for r in failures],
        }

    def judge_calls(self, limit: int = 50) -> list[JudgeCallRow]:
        rows = self.db.fetchall(
            "SELECT id, at_us, judge, model, actor, user_id, text, candidates, duration_ms, ok, error, verdicts_json, "
            "dry_run FROM judge_call WHERE collection = ? ORDER BY at_us DESC, id DESC LIMIT ?",
            [self.collection, int(limit)],
        )
        return [self._call(r) for r in rows]

    @staticmethod
    def _call(r: Sequence[Any]) -> JudgeCallRow:
        return JudgeCallRow(
            id=int(r[0]),
            at=from_us(r[1]),
            judge=r[2] or "",
            model=r[3] or "",
            actor=r[4] or "",
            user_id=r[5] or "",
            text=r[6] or "",
            candidates=int(r[7] or 0),
            duration_ms=float(r[8] or 0.0),
            ok=bool(r[9]),
            error=r[10] or "",
            verdicts=_load(r[11]) or [],
            dry_run=bool(r[12]),
        )
