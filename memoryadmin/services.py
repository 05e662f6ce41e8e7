"""Builds the engine from the environment, records its events, and serves the dashboard.

Views and commands call these functions; neither talks to Chroma directly.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser
from django.db import transaction
from django.db.models import Avg, Count, F, Q, Sum
from django.utils import timezone

from pruning import MemoryEngine
from pruning import events as ev
from pruning.config import ARCHIVE_REASONS, REQUIRED_KEYS
from pruning.errors import InvalidTransition
from pruning.events import Event
from pruning.judges import CONTRADICT, DUPLICATE
from pruning.memory import Memory
from pruning.policies import Candidate, WriteOutcome

from .models import AuditEvent, IndexState, JudgeCall, UserIndex

_lock = threading.Lock()
_engine: MemoryEngine | None = None


# -- the audit trail -----------------------------------------------------------------------


def _judge_call(event: Event) -> JudgeCall:
    detail = event.detail
    return JudgeCall(
        at=event.at,
        judge=detail.get("judge", "")[:100],
        actor=event.actor[:150],
        user_id=event.user_id or "",
        text=event.text or "",
        candidates=detail.get("candidates", 0),
        duration_ms=detail.get("duration_ms", 0.0),
        ok=detail.get("ok", True),
        error=detail.get("error") or "",
        verdicts=detail.get("verdicts", []),
        dry_run=detail.get("dry_run", False),
    )


def _audit(event: Event) -> AuditEvent:
    return AuditEvent(
        at=event.at,
        action=event.action,
        actor=event.actor[:150],
        memory_id=event.memory_id or "",
        user_id=event.user_id or "",
        text=event.text or "",
        before=event.before,
        after=event.after,
        detail=event.detail,
    )


def record_events(events: list[Event]) -> None:
    """The engine's listener: every change it makes lands in Django's database."""
    calls = [_judge_call(e) for e in events if e.action == ev.JUDGE_CALL]
    audits = [_audit(e) for e in events if e.action != ev.JUDGE_CALL]
    with transaction.atomic():
        if calls:
            JudgeCall.objects.bulk_create(calls)
        if audits:
            AuditEvent.objects.bulk_create(audits, batch_size=500)
        changed = {e.user_id for e in events if e.user_id and e.action not in (ev.JUDGE_CALL, ev.REFUSE)}
        if any(e.action == ev.MIGRATE for e in events):
            IndexState.objects.all().update(known=0)  # metadata changed everywhere: recount on next read
        _mark_dirty(changed)


def record_event(event: Event) -> None:
    record_events([event])


record_event.many = record_events  # type: ignore[attr-defined]


def _mark_dirty(user_ids: set[str]) -> None:
    """Flag users whose counts changed; the version lets a recount that raced with this
    change leave the flag set instead of clearing it."""
    if not user_ids:
        return
    UserIndex.objects.filter(user_id__in=user_ids).update(dirty=True, version=F("version") + 1)
    known = set(UserIndex.objects.filter(user_id__in=user_ids).values_list("user_id", flat=True))
    UserIndex.objects.bulk_create([UserIndex(user_id=u, dirty=True) for u in user_ids - known], ignore_conflicts=True)


# -- the engine ----------------------------------------------------------------------------


def get_engine() -> MemoryEngine:
    """The process-wide engine, configured by the environment (see README)."""
    global _engine
    with _lock:
        if _engine is None:
            engine = MemoryEngine.from_env()
            engine.subscribe(record_event)
            _engine = engine
        return _engine


def use_engine(engine: MemoryEngine | None) -> None:
    """Swap the process-wide engine (tests, alternative stores)."""
    global _engine
    with _lock:
        if _engine is not None:
            _engine.unsubscribe(record_event)
        if engine is not None:
            engine.subscribe(record_event)
        _engine = engine


def actor_name(user: AbstractBaseUser | AnonymousUser | str) -> str:
    if isinstance(user, str):
        return user
    return f"staff:{user.get_username()}"


# -- the user index ------------------------------------------------------------------------


def _counts(metadatas: list[dict[str, Any]]) -> dict[str, int]:
    row = {"live": 0, "archived": 0, "incomplete": 0, "newest_ts": 0, **{r: 0 for r in ARCHIVE_REASONS}}
    for meta in metadatas:
        meta = meta or {}
        if meta.get("archived") is True:
            row["archived"] += 1
            reason = meta.get("archived_reason")
            if reason in ARCHIVE_REASONS:
                row[reason] += 1
        else:
            row["live"] += 1
        if any(key not in meta for key in REQUIRED_KEYS):
            row["incomplete"] += 1
        ts = meta.get("created_ts")
        if isinstance(ts, int) and not isinstance(ts, bool):
            row["newest_ts"] = max(row["newest_ts"], ts)
    return row


RECOUNT_CHUNK = 50  # users per `get`: a few thousand records, well under Chroma's limits


def recount_users(engine: MemoryEngine, user_ids: set[str]) -> None:
    """Recount users from the store: one indexed `get` per fifty users, always right."""
    ordered = sorted(user_ids)
    for lo in range(0, len(ordered), RECOUNT_CHUNK):
        chunk = ordered[lo : lo + RECOUNT_CHUNK]
        versions = dict(UserIndex.objects.filter(user_id__in=chunk).values_list("user_id", "version"))
        grouped: dict[str, list[dict[str, Any]]] = {u: [] for u in chunk}
        for meta in engine.store.users_metadatas(chunk):
            grouped.setdefault(str(meta.get("user_id", "")), []).append(meta)
        for user_id, metas in grouped.items():
            counts = _counts(metas)
            if user_id not in versions:
                UserIndex.objects.get_or_create(user_id=user_id, defaults=counts)
                continue
            # Clear the flag only if no change was recorded since the versions were read.
            cleared = UserIndex.objects.filter(user_id=user_id, version=versions[user_id]).update(**counts, dirty=False)
            if not cleared:
                UserIndex.objects.filter(user_id=user_id).update(**counts)


def rebuild_index(engine: MemoryEngine) -> int:
    """Full pass over the collection (paged): on first use, after a migration, or on demand."""
    grouped: dict[str, list[dict[str, Any]]] = {}
    total = 0
    for page in engine.store.iter_pages():
        total += len(page["ids"])
        for meta in page["metadatas"]:
            grouped.setdefault(str((meta or {}).get("user_id", "")), []).append(meta or {})
    with transaction.atomic():
        UserIndex.objects.all().delete()  # Django's own cache rows, rebuilt right below
        UserIndex.objects.bulk_create([UserIndex(user_id=u, **_counts(m)) for u, m in grouped.items()], batch_size=1000)
        IndexState.objects.update_or_create(
            collection=engine.collection.name, defaults={"known": total, "rebuilt_at": timezone.now()}
        )
    return total


def refresh_index(engine: MemoryEngine) -> None:
    """Bring the user index up to date without scanning the collection.

    Records added by other processes (the agent runtime) are found past the last known
    count, and their users recounted: a write archives only its own user's memories,
    so that covers contradictions and evictions made elsewhere too.
    """
    state = IndexState.objects.filter(collection=engine.collection.name).first()
    total = engine.store.count()
    if state is None or state.known == 0 or total < state.known:
        rebuild_index(engine)
        return
    users: set[str] = set(UserIndex.objects.filter(dirty=True).values_list("user_id", flat=True))
    if total > state.known:
        users |= engine.store.users_added_since(state.known)
    if users:
        recount_users(engine, users)
    if total != state.known:
        IndexState.objects.filter(pk=state.pk).update(known=total)


# -- pages ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Overview:
    users: int
    live: int
    archived: int
    by_reason: dict[str, int]
    incomplete: int


def overview_counts() -> Overview:
    engine = get_engine()
    refresh_index(engine)
    sums = UserIndex.objects.aggregate(
        users=Count("user_id", filter=Q(live__gt=0) | Q(archived__gt=0)),
        live=Sum("live"),
        archived=Sum("archived"),
        incomplete=Sum("incomplete"),
        **{r: Sum(r) for r in ARCHIVE_REASONS},
    )
    return Overview(
        users=sums["users"] or 0,
        live=sums["live"] or 0,
        archived=sums["archived"] or 0,
        by_reason={r: sums[r] or 0 for r in ARCHIVE_REASONS},
        incomplete=sums["incomplete"] or 0,
    )


def judge_costs(days: int = 7) -> dict[str, Any]:
    since = timezone.now() - timedelta(days=days)
    rows = (
        JudgeCall.objects.filter(at__gte=since)
        .values("judge")
        .annotate(
            calls=Count("id"),
            failed=Count("id", filter=Q(ok=False)),
            avg_ms=Avg("duration_ms"),
            candidates=Sum("candidates"),
        )
        .order_by("-calls")
    )
    failures = JudgeCall.objects.filter(ok=False).order_by("-at")[:5]
    return {"days": days, "rows": list(rows), "failures": list(failures)}


def user_index(*, search: str = "") -> Any:
    engine = get_engine()
    refresh_index(engine)
    rows = UserIndex.objects.filter(Q(live__gt=0) | Q(archived__gt=0))
    if search:
        rows = rows.filter(user_id__icontains=search)
    return rows.order_by("user_id")


def capacity() -> int:
    return get_engine().settings.max_user_memories


@dataclass
class MemoryFilter:
    status: str = ""  # "", "live", "archived"
    category: str = ""
    reason: str = ""
    q: str = ""

    def apply(self, memories: list[Memory]) -> list[Memory]:
        found = memories
        if self.status == "live":
            found = [m for m in found if m.live]
        elif self.status == "archived":
            found = [m for m in found if m.archived]
        if self.category:
            found = [m for m in found if m.category == self.category]
        if self.reason:
            found = [m for m in found if m.archived_reason == self.reason]
        if self.q:
            needle = self.q.casefold()
            found = [m for m in found if needle in m.text.casefold() or needle in m.id]
        return found


def user_memories(*, user_id: str, filters: MemoryFilter | None = None) -> list[Memory]:
    memories = get_engine().memories(user_id, include_archived=True)
    return (filters or MemoryFilter()).apply(memories)


def memory_get(*, memory_id: str) -> Memory | None:
    return get_engine().get(memory_id)


def memories_by_id(*, ids: list[str]) -> list[Memory]:
    return get_engine().store.get_many(list(dict.fromkeys(ids)))


def memory_archive(*, memory_id: str, actor: Any, note: str | None = None) -> Memory:
    return get_engine().archive(memory_id, reason="manual", actor=actor_name(actor), note=note)


def memory_restore(*, memory_id: str, actor: Any, note: str | None = None) -> Memory:
    return get_engine().restore(memory_id, actor=actor_name(actor), note=note)


def memory_history(*, memory_id: str) -> list[AuditEvent]:
    return list(
        AuditEvent.objects.filter(
            Q(memory_id=memory_id) | Q(detail__superseded_by=memory_id) | Q(detail__for=memory_id)
        ).order_by("at", "id")
    )


def memory_neighbours(*, memory: Memory, n: int = 6) -> list[Memory]:
    engine = get_engine()
    found = engine.store.query_live(memory.user_id, text=memory.text, n=n + 1)
    return [m for m in found if m.id != memory.id][:n]


# -- re-judge ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Change:
    """One archive a re-judge would make: which memory, why, replaced by what."""

    memory: Memory
    reason: str  # "contradicted" or "manual" (a duplicate)
    superseded_by: Memory | None
    judge_reason: str
    note: str | None


def _changes(memory: Memory, candidates: list[Candidate]) -> list[Change]:
    """CONTRADICT: the older of the two leaves, superseded by the newer. DUPLICATE: the newer
    copy leaves (manual, with a note naming the one kept). DIFFERENT: nothing."""
    changes: list[Change] = []
    for c in candidates:
        if c.verdict is None or c.verdict.relation not in (CONTRADICT, DUPLICATE):
            continue
        older, newer = sorted([memory, c.memory], key=Memory.sort_key)
        if c.verdict.relation == CONTRADICT:
            changes.append(Change(older, "contradicted", newer, c.verdict.reason, None))
        else:
            changes.append(
                Change(newer, "manual", None, c.verdict.reason, f"duplicate of {older.id}: {c.verdict.reason}")
            )
    seen: set[str] = set()
    unique = []
    for change in changes:
        if change.memory.id not in seen:
            seen.add(change.memory.id)
            unique.append(change)
    return unique


def memory_rejudge(*, memory_id: str, actor: Any) -> tuple[Memory, list[Candidate], list[Change]]:
    engine = get_engine()
    memory = engine.store.require(memory_id)
    if memory.archived:
        return memory, [], []
    candidates = engine.rejudge(memory.id, actor=actor_name(actor))
    return memory, candidates, _changes(memory, candidates)


def memory_rejudge_apply(*, memory_id: str, actor: Any, confirmed: set[tuple[str, ...]]) -> tuple[Memory, list[Memory]]:
    """Apply the changes staff confirmed in the preview — and only those the judge still
    gives now (the store may have changed since): never one they did not see."""
    engine = get_engine()
    memory, _, changes = memory_rejudge(memory_id=memory_id, actor=actor)
    done = []
    for change in changes:
        if (change.memory.id, change.reason) not in confirmed:
            continue
        current = engine.get(change.memory.id)
        if current is None or current.archived:
            continue  # someone else acted meanwhile; their state stands
        try:
            done.append(
                engine.archive(
                    change.memory.id,
                    change.reason,
                    actor_name(actor),
                    change.note,
                    superseded_by=change.superseded_by.id if change.superseded_by else None,
                    judge_reason=change.judge_reason,
                    detail={"rejudge_of": memory.id},
                )
            )
        except InvalidTransition:
            continue  # archived by someone else between the check and the write
    return engine.get(memory.id) or memory, done


# -- try a fact ----------------------------------------------------------------------------


def fact_try(*, user_id: str, text: str, category: str, actor: Any, commit: bool) -> WriteOutcome:
    return get_engine().remember(user_id, text, category, dry_run=not commit, actor=actor_name(actor))


# -- operations ----------------------------------------------------------------------------


def expire_run(*, actor: Any, dry_run: bool, now: datetime | None = None) -> list[Memory]:
    return get_engine().prune_expired(now=now, dry_run=dry_run, actor=actor_name(actor))


def migrate_run(*, actor: Any, dry_run: bool) -> Any:
    return get_engine().migrate_archived(dry_run=dry_run, actor=actor_name(actor))


def activity(*, user_id: str = "", action: str = "", actor: str = "", memory_id: str = "") -> Any:
    rows = AuditEvent.objects.all()
    if user_id:
        rows = rows.filter(user_id=user_id)
    if action:
        rows = rows.filter(action=action)
    if actor:
        rows = rows.filter(actor__icontains=actor)
    if memory_id:
        rows = rows.filter(memory_id=memory_id)
    return rows.order_by("-at", "-id")
