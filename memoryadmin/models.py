"""What Django keeps: the audit trail and the judge-call log. Memories live in Chroma."""

from __future__ import annotations

from django.db import models


class AuditEvent(models.Model):
    """One change to one memory (or one whole-store operation such as a migration)."""

    class Action(models.TextChoices):
        STORE = "store", "stored"
        ARCHIVE = "archive", "archived"
        RESTORE = "restore", "restored"
        CONTRADICT = "contradict", "contradicted"
        EXPIRE = "expire", "expired"
        EVICT = "evict", "evicted"
        MIGRATE = "migrate", "migration"
        REFUSE = "refuse", "refused"
        NOTE = "note", "note"

    at = models.DateTimeField(db_index=True)
    action = models.CharField(max_length=20, choices=Action.choices, db_index=True)
    actor = models.CharField(max_length=150, db_index=True)
    memory_id = models.CharField(max_length=100, blank=True, db_index=True)
    user_id = models.CharField(max_length=128, blank=True, db_index=True)
    text = models.TextField(blank=True)
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    detail = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["-at", "-id"]
        indexes = [models.Index(fields=["user_id", "-at"])]

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M} {self.actor} {self.action} {self.memory_id}"


class JudgeCall(models.Model):
    """One judge request: which judge, how long, how it ended (for the cost panel)."""

    at = models.DateTimeField(db_index=True)
    judge = models.CharField(max_length=100, db_index=True)
    actor = models.CharField(max_length=150, blank=True)
    user_id = models.CharField(max_length=128, blank=True, db_index=True)
    text = models.TextField(blank=True)
    candidates = models.PositiveIntegerField(default=0)
    duration_ms = models.FloatField(default=0)
    ok = models.BooleanField(default=True)
    error = models.TextField(blank=True)
    verdicts = models.JSONField(default=list, blank=True)
    dry_run = models.BooleanField(default=False)

    class Meta:
        ordering = ["-at", "-id"]

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M} {self.judge} {'ok' if self.ok else 'failed'}"


class UserIndex(models.Model):
    """Per-user counts, so the users page never scans the whole collection per request.

    Kept correct by recounting one user (one indexed `get`) whenever the engine reports a
    change for that user, and by catching up on records added by other processes: Chroma
    returns records in insertion order, so the new ones are those past `IndexState.known`.
    """

    user_id = models.CharField(max_length=128, primary_key=True)
    live = models.PositiveIntegerField(default=0)
    archived = models.PositiveIntegerField(default=0)
    contradicted = models.PositiveIntegerField(default=0)
    expired = models.PositiveIntegerField(default=0)
    evicted = models.PositiveIntegerField(default=0)
    manual = models.PositiveIntegerField(default=0)
    incomplete = models.PositiveIntegerField(default=0)
    newest_ts = models.BigIntegerField(default=0)
    dirty = models.BooleanField(default=False, db_index=True)  # changed since last counted
    version = models.PositiveBigIntegerField(default=0)  # bumped by every recorded change
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["user_id"]


class IndexState(models.Model):
    """How many records of which collection the user index has seen."""

    collection = models.CharField(max_length=200, primary_key=True)
    known = models.PositiveIntegerField(default=0)
    rebuilt_at = models.DateTimeField(null=True, blank=True)
