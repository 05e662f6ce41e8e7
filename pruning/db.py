"""The engine's own SQL database: the trail of events and judge calls, and the review queue.

Plain SQL through the standard drivers (`sqlite3`, `psycopg`), no Django, so that every
process that changes memory — the agent runtime included — records what it did. The engine
owns the schema: it creates and upgrades its tables here (`SCHEMA`, versioned); Django only
reads them through the engine.

`MEMORY_EVENTS_URL` chooses the database: `postgresql://…` or `sqlite:///path`. Without it,
a PostgreSQL `MEMORY_LOCK_URL` is used (the database that already serialises writers), and
otherwise a SQLite file beside the embedded store.
"""

from __future__ import annotations

import logging
import re
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from .errors import ConfigurationError, MemoryAdminError

log = logging.getLogger("pruning.db")


class TrailUnavailable(MemoryAdminError, RuntimeError):
    """The engine's database (events, judge calls, reviews) cannot be reached or refused a write."""


# Each step runs once, in order; `schema_version` remembers how far a database is.
# {id} is the dialect's auto-increment key.
SCHEMA: list[list[str]] = [
    [
        """CREATE TABLE IF NOT EXISTS memory_event (
            id {id},
            collection TEXT NOT NULL,
            at_us BIGINT NOT NULL,
            action TEXT NOT NULL,
            actor TEXT NOT NULL,
            memory_id TEXT,
            user_id TEXT,
            related_id TEXT,
            text TEXT,
            before_json TEXT,
            after_json TEXT,
            detail_json TEXT,
            state TEXT NOT NULL DEFAULT 'done',
            reconstructed INTEGER NOT NULL DEFAULT 0,
            run_id TEXT
        )""",
        "CREATE INDEX IF NOT EXISTS memory_event_time ON memory_event (collection, at_us, id)",
        "CREATE INDEX IF NOT EXISTS memory_event_user ON memory_event (collection, user_id, at_us)",
        "CREATE INDEX IF NOT EXISTS memory_event_action ON memory_event (collection, action, at_us)",
        "CREATE INDEX IF NOT EXISTS memory_event_actor ON memory_event (collection, actor, at_us)",
        "CREATE INDEX IF NOT EXISTS memory_event_memory ON memory_event (memory_id)",
        "CREATE INDEX IF NOT EXISTS memory_event_related ON memory_event (related_id)",
        "CREATE INDEX IF NOT EXISTS memory_event_run ON memory_event (run_id)",
        "CREATE INDEX IF NOT EXISTS memory_event_intent ON memory_event (collection, at_us) WHERE state = 'intent'",
        """CREATE TABLE IF NOT EXISTS judge_call (
            id {id},
            collection TEXT NOT NULL,
            at_us BIGINT NOT NULL,
            judge TEXT NOT NULL,
            model TEXT,
            actor TEXT NOT NULL,
            user_id TEXT,
            text TEXT,
            candidates INTEGER NOT NULL DEFAULT 0,
            duration_ms DOUBLE PRECISION NOT NULL DEFAULT 0,
            ok INTEGER NOT NULL DEFAULT 1,
            error TEXT,
            verdicts_json TEXT,
            dry_run INTEGER NOT NULL DEFAULT 0
        )""",
        "CREATE INDEX IF NOT EXISTS judge_call_time ON judge_call (collection, at_us)",
        "CREATE INDEX IF NOT EXISTS judge_call_failed ON judge_call (collection, ok, at_us)",
        """CREATE TABLE IF NOT EXISTS trail_meta (
            collection TEXT NOT NULL,
            key TEXT NOT NULL,
            value TEXT,
            PRIMARY KEY (collection, key)
        )""",
    ],
    [
        """CREATE TABLE IF NOT EXISTS memory_review (
            id {id},
            collection TEXT NOT NULL,
            at_us BIGINT NOT NULL,
            user_id TEXT NOT NULL,
            older_id TEXT NOT NULL,
            newer_id TEXT NOT NULL,
            older_text TEXT,
            newer_text TEXT,
            reason TEXT,
            judge TEXT,
            suspected TEXT,
            status TEXT NOT NULL DEFAULT 'open',
            decision TEXT,
            resolved_by TEXT,
            resolved_at_us BIGINT,
            note TEXT
        )""",
        "CREATE INDEX IF NOT EXISTS memory_review_open ON memory_review (collection, status, at_us)",
        "CREATE INDEX IF NOT EXISTS memory_review_user ON memory_review (collection, user_id, status)",
        "CREATE INDEX IF NOT EXISTS memory_review_older ON memory_review (older_id)",
        "CREATE INDEX IF NOT EXISTS memory_review_newer ON memory_review (newer_id)",
    ],
    [
        """CREATE TABLE IF NOT EXISTS memory_mirror (
            collection TEXT NOT NULL,
            id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            category TEXT,
            archived INTEGER NOT NULL DEFAULT 0,
            reason TEXT,
            created_ts BIGINT,
            sort_ts DOUBLE PRECISION,
            archived_ts DOUBLE PRECISION,
            superseded_by TEXT,
            pending INTEGER NOT NULL DEFAULT 0,
            incomplete INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (collection, id)
        )""",
        "CREATE INDEX IF NOT EXISTS memory_mirror_user ON memory_mirror (collection, user_id, archived, sort_ts)",
        "CREATE INDEX IF NOT EXISTS memory_mirror_expiry ON memory_mirror (collection, category, archived, created_ts)",
        "CREATE INDEX IF NOT EXISTS memory_mirror_archived "
        "ON memory_mirror (collection, archived, reason, archived_ts)",
        "CREATE INDEX IF NOT EXISTS memory_mirror_pending ON memory_mirror (collection, pending) WHERE pending = 1",
        """CREATE TABLE IF NOT EXISTS mirror_state (
            collection TEXT PRIMARY KEY,
            known BIGINT NOT NULL DEFAULT 0,
            rebuilt_at_us BIGINT
        )""",
        """CREATE TABLE IF NOT EXISTS mirror_user (
            collection TEXT NOT NULL,
            user_id TEXT NOT NULL,
            live INTEGER NOT NULL DEFAULT 0,
            archived INTEGER NOT NULL DEFAULT 0,
            contradicted INTEGER NOT NULL DEFAULT 0,
            expired INTEGER NOT NULL DEFAULT 0,
            evicted INTEGER NOT NULL DEFAULT 0,
            manual INTEGER NOT NULL DEFAULT 0,
            duplicate INTEGER NOT NULL DEFAULT 0,
            incomplete INTEGER NOT NULL DEFAULT 0,
            newest_ts BIGINT NOT NULL DEFAULT 0,
            changed_ts DOUBLE PRECISION NOT NULL DEFAULT 0,
            PRIMARY KEY (collection, user_id)
        )""",
        "CREATE INDEX IF NOT EXISTS mirror_user_live ON mirror_user (collection, live)",
        "CREATE INDEX IF NOT EXISTS mirror_user_archived ON mirror_user (collection, archived)",
        "CREATE INDEX IF NOT EXISTS mirror_user_changed ON mirror_user (collection, changed_ts)",
    ],
    [
        # The archived list across users: newest archive first, filtered by actor too. Rows
        # archived before this step take their actor from the trail's latest archiving event.
        "ALTER TABLE memory_mirror ADD COLUMN archived_by TEXT",
        "UPDATE memory_mirror SET archived_by = (SELECT e.actor FROM memory_event e "
        "WHERE e.memory_id = memory_mirror.id AND e.collection = memory_mirror.collection AND e.state = 'done' "
        "AND e.action IN ('archive', 'contradict', 'expire', 'evict') ORDER BY e.at_us DESC, e.id DESC LIMIT 1) "
        "WHERE archived = 1",
        "CREATE INDEX IF NOT EXISTS memory_mirror_archived_time ON memory_mirror (collection, archived, archived_ts)",
    ],
    [
        # Pairs the contradiction sweep has judged, by which judge, and whether what the verdict
        # asks for was done: a rerun (or a resumed run) neither pays for them again nor redoes them.
        """CREATE TABLE IF NOT EXISTS sweep_pair (
            collection TEXT NOT NULL,
            first_id TEXT NOT NULL,
            second_id TEXT NOT NULL,
            judge TEXT NOT NULL,
            user_id TEXT NOT NULL,
            newer_id TEXT NOT NULL,
            relation TEXT NOT NULL,
            reason TEXT,
            at_us BIGINT NOT NULL,
            applied INTEGER NOT NULL DEFAULT 0,
            run_id TEXT,
            PRIMARY KEY (collection, first_id, second_id, judge)
        )""",
        "CREATE INDEX IF NOT EXISTS sweep_pair_user ON sweep_pair (collection, user_id)",
    ],
    [
        # The activity page's unfiltered count and pages read only settled events: an index of
        # those alone, in page order, so that neither reads the table (1M events: the count no
        # longer scans every row, a deep page no longer walks the rows it skips).
        "CREATE INDEX IF NOT EXISTS memory_event_done ON memory_event (collection, at_us, id) WHERE state = 'done'",
    ],
    [
        # What the judge leaned to on a pair it left unsure: a sweep that reuses the pair opens
        # its review with the lean, as a fresh judgement would (older rows: none said).
        "ALTER TABLE sweep_pair ADD COLUMN suspected TEXT",
    ],
]

_SURROGATE_OR_NUL = re.compile(r"[\x00\ud800-\udfff]")


def storable(value: str | None) -> str | None:
    """What every database accepts: NUL and lone surrogates become a visible "�"."""
    if value is None:
        return None
    return _SURROGATE_OR_NUL.sub("\ufffd", value)


def default_url(*, events_url: str | None, lock_url: str | None, chroma_path: str, lock_dir: str | None) -> str:
    if events_url:
        return events_url
    if lock_url and lock_url.startswith(("postgres://", "postgresql://")):
        return lock_url
    base = Path(chroma_path)
    if lock_dir:
        return f"sqlite:///{Path(lock_dir) / 'memory_events.sqlite3'}"
    return f"sqlite:///{base.parent / (base.name + '.events.sqlite3')}"


class Database:
    """One SQL database, SQLite or PostgreSQL, with a connection per thread."""

    def __init__(self, url: str) -> None:
        self.url = url
        if url.startswith(("postgres://", "postgresql://")):
            self.dialect = "postgresql"
        elif url.startswith("sqlite:///"):
            self.dialect = "sqlite"
            self.path = url[len("sqlite:///") :]
            if not self.path.startswith("/"):
                self.path = str(Path(self.path).resolve())
        else:
            raise ConfigurationError(f"MEMORY_EVENTS_URL must start with postgresql:// or sqlite:///, got {url!r}")
        self._local = threading.local()
        self._migrated = False
        self._migrate_lock = threading.Lock()

    @property
    def safe_url(self) -> str:
        from urllib.parse import urlsplit

        if self.dialect == "sqlite":
            return self.url
        parts = urlsplit(self.url)
        return f"{parts.scheme}://{parts.hostname or ''}:{parts.port or ''}{parts.path}"

    # -- connections -------------------------------------------------------------------

    def _connect(self) -> Any:
        if self.dialect == "sqlite":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path, timeout=30, isolation_level=None, check_same_thread=False)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA busy_timeout=30000")
            conn.execute("PRAGMA synchronous=NORMAL")
            return conn
        import psycopg

        return psycopg.connect(self.url, autocommit=True, connect_timeout=5)

    def _connection(self) -> Any:
        conn = getattr(self._local, "conn", None)
        if conn is None or (self.dialect == "postgresql" and conn.closed):
            conn = self._connect()
            self._local.conn = conn
        return conn

    def _forget(self) -> None:
        conn = getattr(self._local, "conn", None)
        self._local.conn = None
        if conn is not None:
            with suppress(Exception):
                conn.close()

    def sql(self, statement: str) -> str:
        return statement.replace("?", "%s") if self.dialect == "postgresql" else statement

    @contextmanager
    def cursor(self, *, transaction: bool = False) -> Iterator[Any]:
        """A cursor; any driver failure becomes `TrailUnavailable` (and the connection is renewed)."""
        self.ensure_schema()
        try:
            conn = self._connection()
            if self.dialect == "postgresql":
                if transaction:
                    with conn.transaction(), conn.cursor() as cur:
                        yield cur
                else:
                    with conn.cursor() as cur:
                        yield cur
            else:
                cur = conn.cursor()
                try:
                    if transaction:
                        cur.execute("BEGIN IMMEDIATE")
                        try:
                            yield cur
                        except BaseException:
                            cur.execute("ROLLBACK")
                            raise
                        cur.execute("COMMIT")
                    else:
                        yield cur
                finally:
                    cur.close()
        except MemoryAdminError:
            raise
        except Exception as exc:
            if _is_driver_error(exc):
                self._forget()
                raise TrailUnavailable(f"The memory trail database ({self.safe_url}) failed: {exc}") from exc
            raise

    def execute(self, statement: str, params: Sequence[Any] = ()) -> None:
        with self.cursor() as cur:
            cur.execute(self.sql(statement), tuple(params))

    def fetchall(self, statement: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self.cursor() as cur:
            cur.execute(self.sql(statement), tuple(params))
            return list(cur.fetchall())

    def fetchone(self, statement: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        with self.cursor() as cur:
            cur.execute(self.sql(statement), tuple(params))
            return cur.fetchone()

    def insert_many(self, statement: str, rows: list[Sequence[Any]]) -> list[int]:
        """Insert rows in one transaction and return their ids, in order."""
        if not rows:
            return []
        ids: list[int] = []
        with self.cursor(transaction=True) as cur:
            if self.dialect == "postgresql":
                for row in rows:
                    cur.execute(self.sql(statement) + " RETURNING id", tuple(row))
                    ids.append(int(cur.fetchone()[0]))
            else:
                for row in rows:
                    cur.execute(statement, tuple(row))
                    ids.append(int(cur.lastrowid))
        return ids

    # -- schema ------------------------------------------------------------------------

    def ensure_schema(self) -> None:
        if self._migrated:
            return
        with self._migrate_lock:
            if self._migrated:
                return
            try:
                self._migrate()
            except MemoryAdminError:
                raise
            except Exception as exc:
                if _is_driver_error(exc):
                    self._forget()
                    raise TrailUnavailable(f"Cannot open the memory trail database ({self.safe_url}): {exc}") from exc
                raise
            self._migrated = True

    def _migrate(self) -> None:
        conn = self._connection()
        key = "BIGSERIAL PRIMARY KEY" if self.dialect == "postgresql" else "INTEGER PRIMARY KEY AUTOINCREMENT"
        if self.dialect == "postgresql":
            with conn.transaction():
                # One process upgrades at a time; the others wait, then find it done.
                conn.execute("SELECT pg_advisory_xact_lock(7312001)")
                conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
                row = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()
                current = row[0] or 0
                for number, steps in enumerate(SCHEMA, start=1):
                    if number <= current:
                        continue
                    for step in steps:
                        conn.execute(step.format(id=key))
                    conn.execute("INSERT INTO schema_version (version) VALUES (%s)", (number,))
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            current = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] or 0
            for number, steps in enumerate(SCHEMA, start=1):
                if number <= current:
                    continue
                for step in steps:
                    conn.execute(step.format(id=key))
                conn.execute("INSERT INTO schema_version (version) VALUES (?)", (number,))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def schema_version(self) -> int:
        row = self.fetchone("SELECT MAX(version) FROM schema_version")
        return int(row[0] or 0) if row else 0


def _is_driver_error(exc: BaseException) -> bool:
    if isinstance(exc, sqlite3.Error | OSError):
        return True
    try:
        import psycopg
    except ImportError:  # pragma: no cover - psycopg is a pinned dependency
        return False
    return isinstance(exc, psycopg.Error)
