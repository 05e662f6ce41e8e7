"""Per-user write locks. Chroma has no transactions, so writes for one user are serialised:
across threads always, and across processes with a file lock per user when a lock folder
is configured (the embedded default keeps it beside the Chroma folder)."""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from .errors import StoreUnavailable


class UserLocks:
    def __init__(self, folder: str | Path | None = None, timeout: float = 30.0) -> None:
        self.folder = Path(folder) if folder else None
        self.timeout = timeout
        self._guard = threading.Lock()
        self._locks: dict[str, threading.Lock] = {}
        if self.folder:
            self.folder.mkdir(parents=True, exist_ok=True)

    def _thread_lock(self, user_id: str) -> threading.Lock:
        with self._guard:
            return self._locks.setdefault(user_id, threading.Lock())

    @contextmanager
    def __call__(self, user_id: str) -> Iterator[None]:
        lock = self._thread_lock(user_id)
        if not lock.acquire(timeout=self.timeout):
            raise StoreUnavailable(f"Timed out waiting for another write of user {user_id!r}")
        try:
            if self.folder is None:
                yield
                return
            # Hashed: user ids may hold characters a file name cannot.
            digest = hashlib.sha256(user_id.encode("utf-8")).hexdigest()[:32]
            try:
                with FileLock(str(self.folder / f"{digest}.lock"), timeout=self.timeout):
                    yield
            except Timeout as exc:
                raise StoreUnavailable(f"Timed out waiting for another process writing for {user_id!r}") from exc
        finally:
            lock.release()


class PostgresLocks:
    """Per-user write locks as PostgreSQL advisory locks: they hold across processes and
    machines, for every writer that points `MEMORY_LOCK_URL` at the same database.

    A transaction-scoped lock (`pg_advisory_xact_lock`) on a connection of this thread's
    own: released at commit, or by the server if the process dies.
    """

    def __init__(self, url: str, timeout: float = 30.0) -> None:
        self.url = url
        self.timeout = timeout
        self._local = threading.local()
        self.check()

    def check(self) -> None:
        try:
            self._connection()
        except Exception as exc:
            raise StoreUnavailable(f"Cannot reach the lock database at {_safe_url(self.url)}: {exc}") from exc

    def _connection(self) -> object:
        import psycopg

        conn = getattr(self._local, "conn", None)
        if conn is None or conn.closed:
            conn = psycopg.connect(self.url, autocommit=True, connect_timeout=10)
            self._local.conn = conn
        return conn

    @staticmethod
    def key(user_id: str) -> int:
        digest = hashlib.sha256(b"memoryadmin:" + user_id.encode("utf-8")).digest()
        return int.from_bytes(digest[:8], "big", signed=True)

    @contextmanager
    def __call__(self, user_id: str) -> Iterator[None]:
        import psycopg

        try:
            conn = self._connection()
            with conn.transaction():  # type: ignore[attr-defined]
                conn.execute(f"SET LOCAL lock_timeout = '{int(self.timeout * 1000)}ms'")  # type: ignore[attr-defined]
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (self.key(user_id),))  # type: ignore[attr-defined]
                yield
        except psycopg.errors.LockNotAvailable as exc:
            raise StoreUnavailable(f"Timed out waiting for another write of user {user_id!r}") from exc
        except psycopg.OperationalError as exc:
            self._local.conn = None
            raise StoreUnavailable(f"Lost the lock database: {exc}") from exc


def _safe_url(url: str) -> str:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    host = parts.hostname or ""
    return f"{parts.scheme}://{host}:{parts.port or ''}{parts.path}"


def make_locks(*, lock_url: str | None, lock_dir: str | None) -> UserLocks | PostgresLocks:
    if lock_url:
        return PostgresLocks(lock_url)
    return UserLocks(lock_dir)
