"""The memory store over one Chroma collection.

Everything that writes goes through `MemoryStore.add` (the one write entry) or the
metadata-only `archive` / `restore` / `backfill`; every live read uses `live_filter`.
Nothing here deletes a record.
"""

from __future__ import annotations

import json
import logging
import re
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from . import events as ev
from .config import REQUIRED_KEYS
from .errors import (
    EmbedderMismatch,
    InvalidTransition,
    MemoryAdminError,
    StoreUnavailable,
    UnknownMemory,
)
from .events import Event, EventBus
from .memory import (
    PENDING,
    PENDING_DETAIL,
    Memory,
    archive_patch,
    new_record,
    parse_instant,
    readable_user_id,
    restore_patch,
    validate_memory_id,
    validate_note,
)
from .mirror import Mirror, MirrorRow

log = logging.getLogger("pruning.store")
PAGE_SIZE = 5000  # below Chroma's max batch (5,461) and its SQL-variable limit


def live_filter(user_id: str | None, *clauses: dict[str, Any]) -> dict[str, Any]:
    """The `where` of "this user's live memories" — the only one any live read uses.

    `$ne: True` (not `archived == False`) so that records written before the key
    existed stay live; chromadb 1.5 matches a missing key with `$ne` (pinned by a test).
    `user_id=None` means every user's (whole-store operations such as expiry).
    """
    parts: list[dict[str, Any]] = [{"user_id": user_id}] if user_id is not None else []
    parts += [{"archived": {"$ne": True}}, *clauses]
    return {"$and": parts} if len(parts) > 1 else parts[0]


@dataclass
class UserCounts:
    user_id: str
    live: int = 0
    archived: int = 0
    by_reason: Counter[str] = field(default_factory=Counter)
    newest_ts: int = 0

    @property
    def total(self) -> int:
        return self.live + self.archived


@dataclass
class HealthReport:
    total: int = 0
    missing: Counter[str] = field(default_factory=Counter)
    incomplete_ids: list[str] = field(default_factory=list)
    unparseable_ids: list[str] = field(default_factory=list)
    pending_ids: list[str] = field(default_factory=list)

    @property
    def incomplete(self) -> int:
        return len(self.incomplete_ids)

    @property
    def ok(self) -> bool:
        return not self.incomplete_ids


@dataclass
class MigrationReport:
    scanned: int = 0
    changed: int = 0
    unparseable: list[str] = field(default_factory=list)
    dry_run: bool = False


@dataclass(frozen=True)
class ArchiveRequest:
    """One archive of a batch (`MemoryStore.archive_each`)."""

    memory_id: str
    reason: str
    note: str | None = None
    superseded_by: str | None = None
    judge_reason: str | None = None
    action: str | None = None
    detail: dict[str, Any] = field(default_factory=dict)


def _change(action: str, actor: str, before: Memory, after: Memory, detail: dict[str, Any] | None) -> Event:
    """The event of one archive or restore: who, which memory, its state before and after."""
    return Event(
        action, str(actor), after.id, after.user_id, after.text, before.state(), after.state(), dict(detail or {})
    )


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@contextmanager
def store_errors(what: str) -> Iterator[None]:
    """Turn Chroma and transport failures into `StoreUnavailable` with a clear message."""
    try:
        yield
    except MemoryAdminError:
        raise
    except Exception as exc:  # chromadb raises many unrelated types for a lost server
        if _is_unreachable(exc):
            raise StoreUnavailable(f"Chroma store failed while {what}: the store is unreachable ({exc})") from exc
        if _is_store_failure(exc):
            raise StoreUnavailable(
                f"Chroma store failed while {what}: the store answered, but refused this call ({exc})"
            ) from exc
        raise


def _is_unreachable(exc: BaseException) -> bool:
    import httpx

    return isinstance(exc, httpx.TransportError | ConnectionError)


def _is_store_failure(exc: BaseException) -> bool:
    import httpx
    from chromadb.errors import ChromaError

    return isinstance(exc, ChromaError | httpx.HTTPError | ConnectionError | OSError) or (
        type(exc).__module__.startswith("chromadb")
    )


def open_collection(client: Any, name: str, embedder: Any, metadata: dict[str, Any] | None = None) -> Any:
    """Get or create `name` with `embedder`; a collection built by another embedder is refused."""
    ours = embedder.name()
    with store_errors(f"opening collection {name!r}"):
        try:
            return client.get_or_create_collection(
                name,
                embedding_function=embedder,
                configuration={"hnsw": {"space": "cosine"}},
                metadata=metadata,
            )
        except ValueError as exc:
            found = re.search(r"persisted: (\S+)", str(exc))
            if "conflict" not in str(exc).lower():
                raise
            theirs = found.group(1) if found else "another embedder"
            raise EmbedderMismatch(
                f"Collection {name!r} was built with the {theirs!r} embedder, but this "
                f"configuration uses {ours!r}. Vectors from two embedders do not compare: set "
                f"MEMORY_EMBEDDER to match the collection, or use another MEMORY_COLLECTION."
            ) from exc


class MemoryStore:
    def __init__(self, collection: Any, bus: EventBus | None = None, mirror: Mirror | None = None) -> None:
        self.collection = collection
        self.bus = bus or EventBus()
        self.mirror = mirror
        self._missed: set[str] = set()  # ids whose mirror row could not be written

    # -- the metadata mirror ---------------------------------------------------------

    def _mirrored(self, memories: list[Memory]) -> None:
        """After a store write: the same change in the mirror (a failure falls back to Chroma)."""
        if self.mirror is None or not memories:
            return
        try:
            self.mirror.put(memories)
        except MemoryAdminError as exc:
            self.mirror.behind = True
            self._missed.update(m.id for m in memories)
            self.bus._failed(exc, [])

    def refresh_mirror(self, ids: list[str]) -> None:
        """Mirror these records as Chroma has them now (after a crash, or a missed write)."""
        if self.mirror is None or not ids:
            return
        for lo in range(0, len(ids), PAGE_SIZE):
            self.mirror.put(self.get_many(ids[lo : lo + PAGE_SIZE]))

    def mirror_ready(self) -> bool:
        """Whether reads may use the mirror: it exists, caught up (rate-limited), nothing missed."""
        if self.mirror is None:
            return False
        try:
            if self._missed:
                missed = sorted(self._missed)
                self.refresh_mirror(missed)
                self._missed.difference_update(missed)
            self.mirror.catch_up(self, force=self.mirror.behind)
        except MemoryAdminError as exc:
            log.warning("the metadata mirror is behind, reading Chroma's filters instead: %s", exc)
            self.mirror.behind = True
            return False
        return not self.mirror.behind

    # -- the one write entry -------------------------------------------------------

    def new_record(
        self, *, user_id: str, text: str, category: str, now: datetime | None = None
    ) -> tuple[str, str, dict[str, Any]]:
        return new_record(user_id=user_id, text=text, category=category, now=now)

    def add(
        self,
        *,
        user_id: str,
        text: str,
        category: str,
        now: datetime | None = None,
        embedding: Any = None,
        actor: str = "engine",
        pending: dict[str, Any] | None = None,
        detail: dict[str, Any] | None = None,
    ) -> Memory:
        memory_id, document, metadata = new_record(user_id=user_id, text=text, category=category, now=now)
        if pending:
            # The archives this write still owes (see `Policies.finish_pending`): stored with
            # the new memory in the same call, so a crash before they are done is recoverable.
            metadata[PENDING] = True
            metadata[PENDING_DETAIL] = json.dumps(pending, ensure_ascii=False)
        memory = Memory.from_record(memory_id, document, metadata)
        begun = self.bus.begin(
            [Event(ev.STORE, actor, memory.id, memory.user_id, memory.text, None, memory.state(), dict(detail or {}))]
        )
        with store_errors("storing a memory"):
            if embedding is None:
                self.collection.add(ids=[memory_id], documents=[document], metadatas=[metadata])
            else:
                self.collection.add(ids=[memory_id], documents=[document], metadatas=[metadata], embeddings=[embedding])
        self.bus.commit(begun)
        self._mirrored([memory])
        return memory

    # -- reads ---------------------------------------------------------------------

    def get(self, memory_id: str) -> Memory | None:
        try:
            memory_id = validate_memory_id(memory_id)
        except UnknownMemory:
            return None
        with store_errors("reading a memory"):
            got = self.collection.get(ids=[memory_id], include=["documents", "metadatas"])
        if not got["ids"]:
            return None
        return Memory.from_record(got["ids"][0], got["documents"][0], got["metadatas"][0])

    def require(self, memory_id: str) -> Memory:
        memory = self.get(memory_id)
        if memory is None:
            raise UnknownMemory(str(memory_id)[:100])
        return memory

    def get_many(self, ids: list[str]) -> list[Memory]:
        """The memories with these ids that exist, each once (Chroma refuses an id asked twice)."""
        ids = list(dict.fromkeys(ids))
        if not ids:
            return []
        with store_errors("reading memories"):
            got = self.collection.get(ids=ids, include=["documents", "metadatas"])
        return [Memory.from_record(i, d, m) for i, d, m in zip(got["ids"], got["documents"], got["metadatas"])]

    def memories(
        self, user_id: str, include_archived: bool = False, where: dict[str, Any] | None = None
    ) -> list[Memory]:
        """A user's memories, newest first (Chroma has no order-by: sorted here)."""
        user_id = readable_user_id(user_id)
        category = (where or {}).get("category") if where and set(where) == {"category"} else None
        if (where is None or category) and self.mirror_ready():
            assert self.mirror is not None
            rows = self.mirror.rows(user_id, live_only=not include_archived, category=category)
            found = self._checked(self.get_many([r.id for r in rows]), live_only=not include_archived)
            return sorted(found, key=Memory.sort_key, reverse=True)
        if include_archived:
            base: dict[str, Any] = {"user_id": user_id}
            if where:
                base = {"$and": [base, where]}
        else:
            base = live_filter(user_id, *([where] if where else []))
        with store_errors("listing memories"):
            got = self.collection.get(where=base, include=["documents", "metadatas"])
        found = [Memory.from_record(i, d, m) for i, d, m in zip(got["ids"], got["documents"], got["metadatas"])]
        return sorted(found, key=Memory.sort_key, reverse=True)

    def users_metadatas(self, user_ids: list[str]) -> list[dict[str, Any]]:
        """Every metadata of several users (live and archived), in one indexed `get`."""
        if not user_ids:
            return []
        where = {"user_id": user_ids[0]} if len(user_ids) == 1 else {"user_id": {"$in": list(user_ids)}}
        with store_errors("reading users' memories"):
            return [m or {} for m in self.collection.get(where=where, include=["metadatas"])["metadatas"]]

    def users_added_since(self, known: int) -> set[str]:
        """Users of the records added after the first `known` (Chroma returns records in
        insertion order; a test pins it)."""
        users: set[str] = set()
        offset = known
        while True:
            with store_errors("reading new records"):
                got = self.collection.get(include=["metadatas"], limit=PAGE_SIZE, offset=offset)
            users.update(str((m or {}).get("user_id", "")) for m in got["metadatas"])
            offset += len(got["ids"])
            if len(got["ids"]) < PAGE_SIZE:
                return users

    def _checked(self, memories: list[Memory], *, live_only: bool) -> list[Memory]:
        """Chroma is the source of truth: a record the mirror had wrong is left out and its row fixed."""
        if not live_only:
            return memories
        stale = [m for m in memories if m.archived]
        if stale and self.mirror is not None:
            self._mirrored(stale)
        return [m for m in memories if not m.archived]

    def user_rows(self, user_id: str) -> list[MirrorRow] | None:
        """A user's mirror rows (live and archived, newest first), or None when the mirror
        cannot be used."""
        if not self.mirror_ready():
            return None
        assert self.mirror is not None
        return self.mirror.rows(readable_user_id(user_id))

    def live_vectors(self, user_id: str) -> tuple[list[Memory], Any] | None:
        """A user's live memories with their vectors, in one read by id (None: the mirror is
        not usable, read with Chroma's filters instead)."""
        if not self.mirror_ready():
            return None
        import numpy as np

        assert self.mirror is not None
        ids = [r.id for r in self.mirror.rows(user_id, live_only=True)]
        if not ids:
            return [], np.zeros((0, 0))
        with store_errors("reading memories"):
            got = self.collection.get(ids=ids, include=["documents", "metadatas", "embeddings"])
        memories = [Memory.from_record(i, d, m) for i, d, m in zip(got["ids"], got["documents"], got["metadatas"])]
        vectors = np.asarray(got["embeddings"], dtype=np.float64)
        keep = [i for i, m in enumerate(memories) if not m.archived]
        if len(keep) != len(memories):
            self._checked(memories, live_only=True)
            memories = [memories[i] for i in keep]
            vectors = vectors[keep] if keep else np.zeros((0, 0))
        return memories, vectors

    @staticmethod
    def nearest(memories: list[Memory], vectors: Any, embedding: Any, n: int) -> list[Memory]:
        """Exact cosine ranking in process: nearest first, ties by id; each with its distance."""
        import numpy as np

        if not memories or n < 1:
            return []
        q = np.asarray(embedding, dtype=np.float64)
        norms = np.linalg.norm(vectors, axis=1) * np.linalg.norm(q)
        sims = (vectors @ q) / np.where(norms == 0, 1.0, norms)
        distances = 1.0 - sims
        order = sorted(range(len(memories)), key=lambda i: (float(distances[i]), memories[i].id))[:n]
        return [
            Memory.from_record(
                memories[i].id, memories[i].text, memories[i].metadata, distance=float(distances[i]), vector=vectors[i]
            )
            for i in order
        ]

    def count_live(self, user_id: str) -> int:
        if self.mirror_ready():
            assert self.mirror is not None
            return self.mirror.count_live(user_id)
        with store_errors("counting memories"):
            got = self.collection.get(where=live_filter(user_id), include=[])
        return len(got["ids"])

    def query_live(self, user_id: str, *, text: str | None = None, embedding: Any = None, n: int = 5) -> list[Memory]:
        """Nearest live memories of the user, nearest first, each with its cosine distance."""
        if n < 1:
            return []
        snapshot = self.live_vectors(user_id)
        if snapshot is not None:
            memories, vectors = snapshot
            if not memories:
                return []
            return self.nearest(memories, vectors, embedding if embedding is not None else self.embed(str(text)), n)
        kwargs: dict[str, Any] = {"query_embeddings": [embedding]} if embedding is not None else {"query_texts": [text]}
        with store_errors("searching memories"):
            got = self.collection.query(
                **kwargs,
                n_results=n,
                where=live_filter(user_id),
                include=["documents", "metadatas", "distances", "embeddings"],
            )
        rows = zip(got["ids"][0], got["documents"][0], got["metadatas"][0], got["distances"][0], got["embeddings"][0])
        return [Memory.from_record(i, d, m, distance=float(dist), vector=v) for i, d, m, dist, v in rows]

    def embed(self, text: str) -> Any:
        ef = self.collection._embedding_function
        with store_errors("embedding a text"):
            return ef([text])[0]

    # -- archive and restore (metadata only) -------------------------------------------

    def archive(
        self,
        memory_id: str,
        reason: str = "manual",
        actor: str = "engine",
        note: str | None = None,
        *,
        superseded_by: str | None = None,
        judge_reason: str | None = None,
        now: datetime | None = None,
        action: str | None = None,
        detail: dict[str, Any] | None = None,
    ) -> Memory:
        note = validate_note(note)
        patch = archive_patch(reason, actor, at=now, note=note, superseded_by=superseded_by, judge_reason=judge_reason)
        before = self.require(memory_id)
        if before.archived:
            raise InvalidTransition(f"Memory {memory_id} is already archived ({before.archived_reason})")
        after = before.merged(patch)
        begun = self.bus.begin(
            [
                _change(
                    action or ev.ACTION_FOR_REASON[reason],
                    actor,
                    before,
                    after,
                    {**(detail or {}), **({"note": note} if note else {})},
                )
            ]
        )
        with store_errors("archiving a memory"):
            self.collection.update(ids=[before.id], metadatas=[patch])
        self.bus.commit(begun)
        self._mirrored([after])
        return after

    def archive_many(
        self,
        memories: list[Memory],
        reason: str,
        actor: str,
        *,
        now: datetime | None = None,
        action: str | None = None,
        detail: dict[str, Any] | None = None,
        progress: Callable[[int, int], None] | None = None,
        note: str | None = None,
    ) -> list[Memory]:
        """Archive live memories in batches (policies over many records): one update per batch,
        one event per memory. Memories already archived meanwhile are skipped."""
        note = validate_note(note)
        patch = archive_patch(reason, actor, at=now, note=note)
        if note:
            detail = {**(detail or {}), "note": note}
        done: list[Memory] = []
        size = self.max_batch_size()
        for lo in range(0, len(memories), size):
            batch = memories[lo : lo + size]
            # Re-read: a memory archived or restored since it was selected keeps its state.
            fresh = {m.id: m for m in self.get_many([m.id for m in batch])}
            todo = [fresh[m.id] for m in batch if m.id in fresh and not fresh[m.id].archived]
            afters = [before.merged(patch) for before in todo]
            begun = self.bus.begin(
                [
                    _change(action or ev.ACTION_FOR_REASON[reason], actor, before, after, detail)
                    for before, after in zip(todo, afters)
                ]
            )
            if todo:
                with store_errors("archiving memories"):
                    self.collection.update(ids=[m.id for m in todo], metadatas=[dict(patch) for _ in todo])
            self.bus.commit(begun)
            self._mirrored(afters)
            done.extend(afters)
            if progress:
                progress(min(lo + size, len(memories)), len(memories))
        return done

    def archive_each(self, requests: list[ArchiveRequest], actor: str, *, now: datetime | None = None) -> list[Memory]:
        """Archive several memories, each with its own reason and details, in one update per batch
        (planned changes such as a sweep's); memories no longer live are skipped, not failed."""
        done: list[Memory] = []
        size = self.max_batch_size()
        for lo in range(0, len(requests), size):
            batch = requests[lo : lo + size]
            fresh = {m.id: m for m in self.get_many([r.memory_id for r in batch])}
            todo: list[tuple[Memory, Memory, dict[str, Any], ArchiveRequest]] = []
            for r in batch:
                before = fresh.pop(r.memory_id, None)  # popped: one change per memory
                if before is None or before.archived:
                    continue
                note = validate_note(r.note)
                patch = archive_patch(
                    r.reason, actor, at=now, note=note, superseded_by=r.superseded_by, judge_reason=r.judge_reason
                )
                todo.append((before, before.merged(patch), patch, r))
            begun = self.bus.begin(
                [
                    _change(
                        r.action or ev.ACTION_FOR_REASON[r.reason],
                        actor,
                        before,
                        after,
                        {**r.detail, **({"note": after.archived_note} if after.archived_note else {})},
                    )
                    for before, after, _, r in todo
                ]
            )
            if todo:
                with store_errors("archiving memories"):
                    self.collection.update(ids=[b.id for b, _, _, _ in todo], metadatas=[p for _, _, p, _ in todo])
            self.bus.commit(begun)
            afters = [after for _, after, _, _ in todo]
            self._mirrored(afters)
            done.extend(afters)
        return done

    def restore_many(
        self,
        memories: list[Memory],
        actor: str,
        note: str | None = None,
        *,
        now: datetime | None = None,
        detail: dict[str, Any] | None = None,
    ) -> list[Memory]:
        """Restore archived memories in batches (bulk actions, undoing a run): one update per
        batch, one event per memory. Memories that are live again meanwhile are skipped."""
        note = validate_note(note)
        patch = restore_patch(actor, at=now)
        detail = {**(detail or {}), **({"note": note} if note else {})}
        done: list[Memory] = []
        size = self.max_batch_size()
        for lo in range(0, len(memories), size):
            batch = memories[lo : lo + size]
            fresh = {m.id: m for m in self.get_many([m.id for m in batch])}
            todo = [fresh[m.id] for m in batch if m.id in fresh and fresh[m.id].archived]
            afters = [before.merged(patch) for before in todo]
            begun = self.bus.begin([_change(ev.RESTORE, actor, b, a, detail) for b, a in zip(todo, afters)])
            if todo:
                with store_errors("restoring memories"):
                    self.collection.update(ids=[m.id for m in todo], metadatas=[dict(patch) for _ in todo])
            self.bus.commit(begun)
            self._mirrored(afters)
            done.extend(afters)
        return done

    def clear_pending(self, memory_id: str) -> None:
        with store_errors("finishing a write"):
            self.collection.update(ids=[memory_id], metadatas=[{PENDING: None, PENDING_DETAIL: None}])
        current = self.get(memory_id)
        self._mirrored([current] if current else [])

    def pending(self, user_id: str | None = None) -> list[Memory]:
        """Memories whose write was interrupted before the archives it owed were made."""
        if self.mirror_ready():
            assert self.mirror is not None
            return [m for m in self.get_many(self.mirror.pending_ids(user_id)) if m.metadata.get(PENDING)]
        where: dict[str, Any] = (
            {PENDING: True} if user_id is None else {"$and": [{"user_id": user_id}, {PENDING: True}]}
        )
        found: list[Memory] = []
        for page in self.iter_pages(include=["documents", "metadatas"], where=where):
            found.extend(
                Memory.from_record(i, d, m) for i, d, m in zip(page["ids"], page["documents"], page["metadatas"])
            )
        return found

    def restore(
        self,
        memory_id: str,
        actor: str = "engine",
        note: str | None = None,
        *,
        now: datetime | None = None,
        detail: dict[str, Any] | None = None,
    ) -> Memory:
        before = self.require(memory_id)
        if not before.archived:
            raise InvalidTransition(f"Memory {memory_id} is live: there is nothing to restore")
        note = validate_note(note)
        patch = restore_patch(actor, at=now)
        after = before.merged(patch)
        begun = self.bus.begin(
            [
                _change(
                    ev.RESTORE, actor, before, after, {"note": note, **(detail or {})} if note else dict(detail or {})
                )
            ]
        )
        with store_errors("restoring a memory"):
            self.collection.update(ids=[before.id], metadatas=[patch])
        self.bus.commit(begun)
        self._mirrored([after])
        return after

    # -- whole-collection passes (paged: one giant `get` fails past ~30k records) ------

    def iter_pages(
        self,
        include: list[str] | None = None,
        page_size: int = PAGE_SIZE,
        where: dict[str, Any] | None = None,
        start: int = 0,
    ) -> Iterator[dict[str, Any]]:
        offset = start
        while True:
            with store_errors("paging through the collection"):
                got = self.collection.get(
                    include=["metadatas"] if include is None else include, limit=page_size, offset=offset, where=where
                )
            if not got["ids"]:
                return
            yield got
            offset += len(got["ids"])
            if len(got["ids"]) < page_size:
                return

    def count(self) -> int:
        with store_errors("counting the collection"):
            return self.collection.count()

    def user_counts(self) -> dict[str, UserCounts]:
        counts: dict[str, UserCounts] = {}
        for page in self.iter_pages():
            for meta in page["metadatas"]:
                meta = meta or {}
                user = str(meta.get("user_id", ""))
                row = counts.setdefault(user, UserCounts(user))
                if meta.get("archived") is True:
                    row.archived += 1
                    row.by_reason[str(meta.get("archived_reason") or "unknown")] += 1
                else:
                    row.live += 1
                ts = meta.get("created_ts")
                if _is_int(ts):
                    row.newest_ts = max(row.newest_ts, ts)
        return counts

    def health(self) -> HealthReport:
        report = HealthReport()
        for page in self.iter_pages():
            for memory_id, meta in zip(page["ids"], page["metadatas"]):
                meta = meta or {}
                report.total += 1
                missing = [key for key in REQUIRED_KEYS if key not in meta]
                if missing:
                    report.incomplete_ids.append(memory_id)
                    report.missing.update(missing)
                if "created_ts" not in meta and parse_instant(meta.get("created_at")) is None:
                    report.unparseable_ids.append(memory_id)
                if meta.get(PENDING):
                    report.pending_ids.append(memory_id)
        return report

    def backfill(
        self,
        *,
        dry_run: bool = False,
        batch_size: int | None = None,
        progress: Callable[[int, int], None] | None = None,
        actor: str = "migrate_archived",
    ) -> MigrationReport:
        """Give every record `archived: False` and `created_ts`; metadata only, idempotent.

        Only the missing keys are sent (Chroma merges metadata), so documents and
        embeddings are untouched and no embedding function is called. Offsets stay
        valid because an update does not reorder records; a crash mid-way leaves
        whole batches done and a rerun finishes the rest.
        """
        report = MigrationReport(dry_run=dry_run)
        limit = self.max_batch_size()
        batch_size = min(batch_size or limit, limit)
        total = self.count()
        pending_ids: list[str] = []
        pending_meta: list[dict[str, Any]] = []

        changed: list[Memory] = []

        def flush() -> None:
            if pending_ids and not dry_run:
                with store_errors("updating metadata"):
                    self.collection.update(ids=list(pending_ids), metadatas=list(pending_meta))
                self._mirrored(list(changed))
            pending_ids.clear()
            pending_meta.clear()
            changed.clear()

        for page in self.iter_pages(page_size=batch_size):
            for memory_id, meta in zip(page["ids"], page["metadatas"]):
                meta = meta or {}
                report.scanned += 1
                patch: dict[str, Any] = {}
                if "archived" not in meta:
                    patch["archived"] = False
                if not _is_int(meta.get("created_ts")):
                    created = parse_instant(meta.get("created_at"))
                    if created is None:
                        report.unparseable.append(memory_id)  # left for staff, never guessed
                    else:
                        patch["created_ts"] = int(created.timestamp())
                if patch:
                    report.changed += 1
                    pending_ids.append(memory_id)
                    pending_meta.append(patch)
                    changed.append(Memory.from_record(memory_id, None, {**meta, **patch}))
                if len(pending_ids) >= batch_size:
                    flush()
            flush()
            if progress:
                progress(report.scanned, total)
        flush()
        if report.changed and not dry_run:
            self.bus.emit(
                Event(
                    ev.MIGRATE,
                    actor,
                    detail={
                        "changed": report.changed,
                        "scanned": report.scanned,
                        "unparseable": report.unparseable[:100],
                    },
                )
            )
        return report

    def max_batch_size(self) -> int:
        client = getattr(self.collection, "_client", None)
        try:
            return int(client.get_max_batch_size())
        except Exception:
            return 5461
