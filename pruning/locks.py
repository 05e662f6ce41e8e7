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
