"""The metadata mirror: one row per memory in the engine's database, so that hot paths and
staff lists find ids by SQL index and read Chroma only by id.

Chroma's metadata filters cost time in proportion to the whole collection (a filtered
`query` ≈ 1.9 s at 1M records), reads by id do not (60 ids with vectors ≈ 31 ms). Chroma stays
the source of truth for texts, vectors and metadata; the mirror holds what finding ids needs:
user, category, live/archived, reason, times, `superseded_by`, an unfinished write's marker.

- Every engine write updates Chroma first, then the mirror. A crash between the two leaves an
  intent in the trail, and settling it refreshes the mirror rows of its memories.
- Records written behind the engine's back (old raw writers, a restored backup) are found by
  `catch_up`: Chroma returns records in insertion order, so the new ones are those past the
  count the mirror has seen — no scan. A collection that shrank is rebuilt.
- `rebuild` (`memory_health --rebuild-mirror`) pages through every record; idempotent.
- Per-user counts (`mirror_user`) are recomputed from the mirror's rows of each changed user.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from .config import ARCHIVE_REASONS, REQUIRED_KEYS
from .db import Database, storable
from .listing import PagedRows
from .memory import PENDING, Memory, utcnow
from .trail import to_us

# Full scans page by offset; at 1M records each page costs about the same up to Chroma's
# SQL-variable limit (≈ 7 s for 5,000 metadatas, 9 s for 20,000), so they read big pages.
SCAN_PAGE_SIZE = 20000

log = logging.getLogger("pruning.mirror")

SORTS = {
    "user": "user_id",
    "-user": "user_id DESC",
    "live": "live, user_id",
    "-live": "live DESC, user_id",
    "archived": "archived, user_id",
    "-archived": "archived DESC, user_id",
    "capacity": "live, user_id",
    "-capacity": "live DESC, user_id",
    "changed": "changed_ts, user_id",
    "-changed": "changed_ts DESC, user_id",
}

_ROW = "id, user_id, category, archived, reason, created_ts, sort_ts, archived_ts, superseded_by, pending"


@dataclass(frozen=True)
class MirrorRow:
    id: str
    user_id: str
    category: str
    archived: bool
    reason: str | None
    created_ts: int | None  # the record's own key: None for records written before it existed
    sort_ts: float  # when it was created, as parsed (legacy records too); for order and age
    archived_ts: float | None
    superseded_by: str | None
    pending: bool


@dataclass(frozen=True)
class UserSummary:
    user_id: str
    live: int
    archived: int
    contradicted: int
    expired: int
    evicted: int
    manual: int
    duplicate: int
    incomplete: int
    newest_ts: int
    changed_ts: float

    @property
    def total(self) -> int:
        return self.live + self.archived

    @property
    def changed_at(self) -> datetime | None:
        return datetime.fromtimestamp(self.changed_ts, UTC) if self.changed_ts else None

    @property
    def by_reason(self) -> dict[str, int]:
        return {r: getattr(self, r) for r in ARCHIVE_REASONS}


def _row(memory: Memory) -> tuple[Any, ...]:
    meta = memory.metadata
    ts = meta.get("created_ts")
    created_ts = ts if isinstance(ts, int) and not isinstance(ts, bool) else None
    sort_ts = memory.sort_key()
    archived_ts = memory.archived_at.timestamp() if memory.archived and memory.archived_at else None
    return (
        storable(memory.id),
        storable(memory.user_id),
        storable(memory.category),
        1 if memory.archived else 0,
        storable(memory.archived_reason) if memory.archived else None,
        created_ts,
        sort_ts if sort_ts != float("-inf") else None,
        archived_ts,
        storable(memory.superseded_by) if memory.archived else None,
        1 if meta.get(PENDING) else 0,
        1 if any(key not in meta for key in REQUIRED_KEYS) else 0,
    )


def _archived_by(memory: Memory) -> str | None:
    """Who archived it (the archived list filters by actor)."""
    return storable(memory.archived_by)[:150] if memory.archived and memory.archived_by else None  # type: ignore[index]


@dataclass
class ArchivedFilter:
    """The archived list's filters: reason, category, actor (substring), user, archived in [since, until)."""

    reason: str = ""
    category: str = ""
    actor: str = ""
    user_id: str = ""
    since: float | None = None  # epoch seconds
    until: float | None = None

    def where(self, collection: str, dialect: str) -> tuple[str, list[Any]]:
        clauses, params = ["collection = ?", "archived = 1"], [collection]
        for column, value in (("reason", self.reason), ("category", self.category), ("user_id", self.user_id)):
            if value:
                clauses.append(f"{column} = ?")
                params.append(value)
        if self.actor:
            op = "ILIKE" if dialect == "postgresql" else "LIKE"
            clauses.append(f"archived_by {op} ? ESCAPE '!'")
            params.append("%" + self.actor.replace("!", "!!").replace("%", "!%").replace("_", "!_") + "%")
        if self.since is not None:
            clauses.append("archived_ts >= ?")
            params.append(float(self.since))
        if self.until is not None:
            clauses.append("archived_ts < ?")
            params.append(float(self.until))
        return " AND ".join(clauses), params


class Mirror:
    def __init__(self, db: Database, collection: str, catch_up_every: float = 5.0) -> None:
        self.db = db
        self.collection = collection
        self.catch_up_every = catch_up_every
        self.behind = False  # a write could not reach the mirror: reads fall back to Chroma
        self._last_catch_up = 0.0

    # -- writes -------------------------------------------------------------------------

    def put(self, memories: Sequence[Memory], *, recount: bool = True) -> None:
        """Insert or update the rows of these memories, then recount their users (unless the
        caller recounts them once itself, as `rebuild` does)."""
        if not memories:
            return
        rows = [(self.collection, *_row(m), _archived_by(m)) for m in memories]
        with self.db.cursor(transaction=True) as cur:
            for lo in range(0, len(rows), 500):
                for row in rows[lo : lo + 500]:
                    cur.execute(
                        self.db.sql(
                            "INSERT INTO memory_mirror (collection, id, user_id, category, archived, reason, "
                            "created_ts, sort_ts, archived_ts, superseded_by, pending, incomplete, archived_by) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                            "ON CONFLICT (collection, id) DO UPDATE SET user_id = excluded.user_id, "
                            "category = excluded.category, archived = excluded.archived, reason = excluded.reason, "
                            "created_ts = excluded.created_ts, sort_ts = excluded.sort_ts, "
                            "archived_ts = excluded.archived_ts, superseded_by = excluded.superseded_by, "
                            "pending = excluded.pending, incomplete = excluded.incomplete, "
                            "archived_by = excluded.archived_by"
                        ),
                        row,
                    )
            if recount:
                self._recount(cur, {m.user_id for m in memories})

    def _recount(self, cur: Any, user_ids: Iterable[str]) -> None:
        users = sorted({storable(u) or "" for u in user_ids})
        now = utcnow().timestamp()
        reasons = ", ".join(f"SUM(CASE WHEN reason = '{r}' THEN 1 ELSE 0 END)" for r in ARCHIVE_REASONS)
        for lo in range(0, len(users), 200):
            chunk = users[lo : lo + 200]
            marks = ", ".join("?" for _ in chunk)
            cur.execute(
                self.db.sql(
                    f"SELECT user_id, SUM(1 - archived), SUM(archived), {reasons}, SUM(incomplete), "
                    f"MAX(COALESCE(created_ts, 0)) FROM memory_mirror WHERE collection = ? AND user_id IN ({marks}) "
                    "GROUP BY user_id"
                ),
                (self.collection, *chunk),
            )
            counted = {r[0]: r for r in cur.fetchall()}
            for user in chunk:
                r = counted.get(user)
                values = [int(v or 0) for v in r[1:]] if r else [0] * (4 + len(ARCHIVE_REASONS))
                cols = ["live", "archived", *ARCHIVE_REASONS, "incomplete", "newest_ts"]
                cur.execute(
                    self.db.sql(
                        f"INSERT INTO mirror_user (collection, user_id, {', '.join(cols)}, changed_ts) "
                        f"VALUES (?, ?, {', '.join('?' for _ in cols)}, ?) "
                        "ON CONFLICT (collection, user_id) DO UPDATE SET "
                        + ", ".join(f"{c} = excluded.{c}" for c in [*cols, "changed_ts"])
                    ),
                    (self.collection, user, *values, now),
                )

    def set_known(self, known: int, *, rebuilt: bool = False) -> None:
        self.db.execute(
            "INSERT INTO mirror_state (collection, known, rebuilt_at_us) VALUES (?, ?, ?) "
            "ON CONFLICT (collection) DO UPDATE SET known = excluded.known"
            + (", rebuilt_at_us = excluded.rebuilt_at_us" if rebuilt else ""),
            [self.collection, int(known), to_us(utcnow()) if rebuilt else None],
        )

    def known(self) -> int | None:
        row = self.db.fetchone("SELECT known FROM mirror_state WHERE collection = ?", [self.collection])
        return int(row[0]) if row else None

    # -- keeping up with Chroma ------------------------------------------------------------

    def catch_up(self, store: Any, *, force: bool = False) -> int:
        """Mirror the records added since the last catch-up (by anyone); returns how many.
        Runs at most every `catch_up_every` seconds unless forced."""
        now = time.monotonic()
        if not force and self.catch_up_every and now - self._last_catch_up < self.catch_up_every:
            return 0
        self._last_catch_up = now
        total = store.count()
        known = self.known()
        if known is None or total < known:
            return self.rebuild(store)
        if total == known:
            self.behind = False
            return 0
        if self.mirrored() == total:
            # Every record has its row: the records since `known` are engines' own writes
            # (this process' or another's), mirrored as they were made. Paging to them would
            # cost a seek by offset, which grows with the collection (≈ 7 s at 1M).
            self.set_known(total)
            self.behind = False
            return 0
        added = 0
        for page in store.iter_pages(include=["metadatas"], start=known, page_size=SCAN_PAGE_SIZE):
            memories = [Memory.from_record(i, None, m) for i, m in zip(page["ids"], page["metadatas"])]
            self.put(memories)
            added += len(memories)
        self.set_known(known + added)
        self.behind = False
        return added

    def rebuild(self, store: Any, progress: Callable[[int, int], None] | None = None) -> int:
        """Mirror every record from scratch (paged); returns how many."""
        total = store.count()
        done = 0
        users: set[str] = set()
        for page in store.iter_pages(include=["metadatas"], page_size=SCAN_PAGE_SIZE):
            memories = [Memory.from_record(i, None, m) for i, m in zip(page["ids"], page["metadatas"])]
            # Counted once at the end: recounting each page's users re-reads all their rows so
            # far, which made a rebuild quadratic (every page touches most users at scale).
            self.put(memories, recount=False)
            users.update(m.user_id for m in memories)
            done += len(page["ids"])
            if progress:
                progress(done, total)
        with self.db.cursor(transaction=True) as cur:
            self._recount(cur, users)
        self.set_known(done, rebuilt=True)
        self.behind = False
        return done

    # -- reads ------------------------------------------------------------------------------

    @staticmethod
    def _mirror_row(r: Sequence[Any]) -> MirrorRow:
        return MirrorRow(
            id=r[0],
            user_id=r[1],
            category=r[2],
            archived=bool(r[3]),
            reason=r[4],
            created_ts=r[5],
            sort_ts=float(r[6]) if r[6] is not None else float("-inf"),
            archived_ts=r[7],
            superseded_by=r[8],
            pending=bool(r[9]),
        )

    def rows(self, user_id: str, *, live_only: bool = False, category: str | None = None) -> list[MirrorRow]:
        """A user's rows, newest first."""
        clauses, params = ["collection = ?", "user_id = ?"], [self.collection, user_id]
        if live_only:
            clauses.append("archived = 0")
        if category:
            clauses.append("category = ?")
            params.append(category)
        found = self.db.fetchall(
            f"SELECT {_ROW} FROM memory_mirror WHERE {' AND '.join(clauses)} ORDER BY sort_ts DESC, id", params
        )
        return [self._mirror_row(r) for r in found]

    def count_live(self, user_id: str) -> int:
        row = self.db.fetchone(
            "SELECT COUNT(*) FROM memory_mirror WHERE collection = ? AND user_id = ? AND archived = 0",
            [self.collection, user_id],
        )
        return int(row[0]) if row else 0

    def expired_ids(self, cutoff_ts: int, user_id: str | None = None) -> list[MirrorRow]:
        clauses = ["collection = ?", "category = 'schedule'", "archived = 0", "created_ts < ?"]
        params: list[Any] = [self.collection, int(cutoff_ts)]
        if user_id is not None:
            clauses.append("user_id = ?")
            params.append(user_id)
        found = self.db.fetchall(
            f"SELECT {_ROW} FROM memory_mirror WHERE {' AND '.join(clauses)} ORDER BY user_id, sort_ts", params
        )
        return [self._mirror_row(r) for r in found]

    def unstamped_schedules(self, user_id: str | None = None) -> int:
        clauses = ["collection = ?", "category = 'schedule'", "archived = 0", "created_ts IS NULL"]
        params: list[Any] = [self.collection]
        if user_id is not None:
            clauses.append("user_id = ?")
            params.append(user_id)
        row = self.db.fetchone(f"SELECT COUNT(*) FROM memory_mirror WHERE {' AND '.join(clauses)}", params)
        return int(row[0]) if row else 0

    def pending_ids(self, user_id: str | None = None) -> list[str]:
        clauses, params = ["collection = ?", "pending = 1"], [self.collection]
        if user_id is not None:
            clauses.append("user_id = ?")
            params.append(user_id)
        return [r[0] for r in self.db.fetchall(f"SELECT id FROM memory_mirror WHERE {' AND '.join(clauses)}", params)]

    def all_rows(self, after: str = "", limit: int = 5000) -> list[MirrorRow]:
        found = self.db.fetchall(
            f"SELECT {_ROW} FROM memory_mirror WHERE collection = ? AND id > ? ORDER BY id LIMIT ?",
            [self.collection, after, int(limit)],
        )
        return [self._mirror_row(r) for r in found]

    def archived_rows(self, filters: ArchivedFilter, limit: int = 25, offset: int = 0) -> list[MirrorRow]:
        """Archived memories across users, most recently archived first (by the archive-time index)."""
        where, params = filters.where(self.collection, self.db.dialect)
        found = self.db.fetchall(
            f"SELECT {_ROW} FROM memory_mirror WHERE {where} ORDER BY archived_ts DESC, id LIMIT ? OFFSET ?",
            [*params, int(limit), int(offset)],
        )
        return [self._mirror_row(r) for r in found]

    def count_archived(self, filters: ArchivedFilter) -> int:
        where, params = filters.where(self.collection, self.db.dialect)
        row = self.db.fetchone(f"SELECT COUNT(*) FROM memory_mirror WHERE {where}", params)
        return int(row[0]) if row else 0

    # -- per-user counts (the users list, the overview) -----------------------------------------

    _USER = "user_id, live, archived, " + ", ".join(ARCHIVE_REASONS) + ", incomplete, newest_ts, changed_ts"

    def _summary(self, r: Sequence[Any]) -> UserSummary:
        values = dict(
            zip(["user_id", "live", "archived", *ARCHIVE_REASONS, "incomplete", "newest_ts", "changed_ts"], r)
        )
        return UserSummary(**{k: (v if k == "user_id" else (v or 0)) for k, v in values.items()})  # type: ignore[arg-type]

    def user(self, user_id: str) -> UserSummary | None:
        row = self.db.fetchone(
            f"SELECT {self._USER} FROM mirror_user WHERE collection = ? AND user_id = ?", [self.collection, user_id]
        )
        return self._summary(row) if row and (row[1] or row[2]) else None

    def _user_where(self, search: str) -> tuple[str, list[Any]]:
        clauses, params = ["collection = ?", "(live > 0 OR archived > 0)"], [self.collection]
        if search:
            op = "ILIKE" if self.db.dialect == "postgresql" else "LIKE"
            clauses.append(f"user_id {op} ? ESCAPE '!'")
            params.append("%" + search.replace("!", "!!").replace("%", "!%").replace("_", "!_") + "%")
        return " AND ".join(clauses), params

    def users(self, search: str = "", sort: str = "user", limit: int = 25, offset: int = 0) -> list[UserSummary]:
        where, params = self._user_where(search)
        order = SORTS.get(sort, SORTS["user"])
        found = self.db.fetchall(
            f"SELECT {self._USER} FROM mirror_user WHERE {where} ORDER BY {order} LIMIT ? OFFSET ?",
            [*params, int(limit), int(offset)],
        )
        return [self._summary(r) for r in found]

    def count_users(self, search: str = "") -> int:
        where, params = self._user_where(search)
        row = self.db.fetchone(f"SELECT COUNT(*) FROM mirror_user WHERE {where}", params)
        return int(row[0]) if row else 0

    def mirrored(self) -> int:
        """Rows in the mirror (from the per-user counts: one small table, not a count of rows)."""
        row = self.db.fetchone(
            "SELECT SUM(live + archived) FROM mirror_user WHERE collection = ?",
            [self.collection],
        )
        return int(row[0] or 0) if row else 0

    def totals(self) -> dict[str, Any]:
        sums = ", ".join(f"SUM({c})" for c in ["live", "archived", *ARCHIVE_REASONS, "incomplete"])
        row = self.db.fetchone(
            f"SELECT SUM(CASE WHEN live > 0 OR archived > 0 THEN 1 ELSE 0 END), {sums} FROM mirror_user "
            "WHERE collection = ?",
            [self.collection],
        )
        values = [int(v or 0) for v in (row or [])] or [0] * (4 + len(ARCHIVE_REASONS))
        names = ["users", "live", "archived", *ARCHIVE_REASONS, "incomplete"]
        totals: dict[str, Any] = dict(zip(names, values))
        totals["by_reason"] = {r: totals[r] for r in ARCHIVE_REASONS}
        return totals


class UserPage(PagedRows[UserSummary]):
    """Users for paginators, read a page at a time from the mirror (`PagedRows`)."""

    def __init__(self, mirror: Mirror, search: str, sort: str) -> None:
        super().__init__(
            lambda: mirror.count_users(search),
            lambda limit, offset: mirror.users(search, sort, limit=limit, offset=offset),
        )
