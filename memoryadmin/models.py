"""What Django keeps: the users-page index. Memories live in Chroma; the trail of events and
judge calls lives in the engine's own database (`pruning.trail`), written by every process."""

from __future__ import annotations

from typing import Any

from django.db import models, transaction
from django.db.models import Count, Q, Sum
from django.utils import timezone

from pruning.config import ARCHIVE_REASONS, REQUIRED_KEYS

RECOUNT_CHUNK = 50  # users per read: a few thousand records, well under Chroma's limits


def count_metadatas(metadatas: list[dict[str, Any]]) -> dict[str, int]:
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


class UserIndexQuerySet(models.QuerySet["UserIndex"]):
    def listed(self, search: str = "") -> UserIndexQuerySet:
        rows = self.filter(Q(live__gt=0) | Q(archived__gt=0))
        if search:
            rows = rows.filter(user_id__icontains=search)
        return rows.order_by("user_id")

    def totals(self) -> dict[str, Any]:
        sums = self.aggregate(
            users=Count("user_id", filter=Q(live__gt=0) | Q(archived__gt=0)),
            live=Sum("live"),
            archived=Sum("archived"),
            incomplete=Sum("incomplete"),
            **{r: Sum(r) for r in ARCHIVE_REASONS},
        )
        totals = {key: value or 0 for key, value in sums.items()}
        totals["by_reason"] = {r: totals[r] for r in ARCHIVE_REASONS}
        return totals


class UserIndexManager(models.Manager.from_queryset(UserIndexQuerySet)):  # type: ignore[misc]
    def refresh(self, engine: Any) -> None:
        """Bring the index up to date without scanning the collection.

        Users changed by any process are read from the engine's trail (past the last event
        seen); records written behind the engine's back are found past the last known count
        (Chroma returns records in insertion order), and their users recounted.
        """
        state = IndexState.objects.filter(collection=engine.collection_name).first()
        total = engine.count()
        if state is None or state.known == 0 or total < state.known:
            self.rebuild(engine)
            return
        users, last_event = engine.changed_users_since(state.last_event_id)
        if total > state.known:
            users |= engine.users_added_since(state.known)
        if users:
            self.recount(engine, users)
        if total != state.known or last_event != state.last_event_id:
            IndexState.objects.filter(pk=state.pk).update(known=total, last_event_id=last_event)

    def recount(self, engine: Any, user_ids: set[str]) -> None:
        """Recount users from the store: one indexed read per fifty users, always right."""
        ordered = sorted(user_ids)
        for lo in range(0, len(ordered), RECOUNT_CHUNK):
            chunk = ordered[lo : lo + RECOUNT_CHUNK]
            grouped: dict[str, list[dict[str, Any]]] = {u: [] for u in chunk}
            for meta in engine.user_metadatas(chunk):
                grouped.setdefault(str(meta.get("user_id", "")), []).append(meta)
            for user_id, metas in grouped.items():
                self.update_or_create(user_id=user_id, defaults=count_metadatas(metas))

    def rebuild(self, engine: Any) -> int:
        """Full pass over the collection (paged): on first use, after a migration, or on demand."""
        last_event = engine.last_event_id()
        grouped: dict[str, list[dict[str, Any]]] = {}
        total = 0
        for page in engine.metadata_pages():
            total += len(page)
            for meta in page:
                grouped.setdefault(str(meta.get("user_id", "")), []).append(meta)
        with transaction.atomic():
            UserIndex.objects.all().delete()  # Django's own cache rows, rebuilt right below
            self.bulk_create([UserIndex(user_id=u, **count_metadatas(m)) for u, m in grouped.items()], batch_size=1000)
            IndexState.objects.update_or_create(
                collection=engine.collection_name,
                defaults={"known": total, "last_event_id": last_event, "rebuilt_at": timezone.now()},
            )
        return total


class UserIndex(models.Model):
    """Per-user counts, so the users page never scans the whole collection per request."""

    # Text, not a bounded varchar: legacy user ids of any length must be listed, never a 500.
    user_id = models.TextField(primary_key=True)
    live = models.PositiveIntegerField(default=0)
    archived = models.PositiveIntegerField(default=0)
    contradicted = models.PositiveIntegerField(default=0)
    expired = models.PositiveIntegerField(default=0)
    evicted = models.PositiveIntegerField(default=0)
    manual = models.PositiveIntegerField(default=0)
    duplicate = models.PositiveIntegerField(default=0)
    incomplete = models.PositiveIntegerField(default=0)
    newest_ts = models.BigIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    objects = UserIndexManager()

    class Meta:
        ordering = ["user_id"]


class IndexState(models.Model):
    """How far the user index has read: records of the collection, and events of the trail."""

    collection = models.CharField(max_length=200, primary_key=True)
    known = models.PositiveIntegerField(default=0)
    last_event_id = models.BigIntegerField(default=0)
    rebuilt_at = models.DateTimeField(null=True, blank=True)
