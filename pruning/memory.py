"""The `Memory` value object and the conversions between it and Chroma's metadata."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any


def utcnow() -> datetime:
    return datetime.now(UTC)


def parse_instant(value: Any) -> datetime | None:
    """Parse an ISO-8601 instant; naive values are taken as UTC. None when unparseable."""
    if not isinstance(value, str) or not value.strip():
        return None
    text = value.strip()
    if text.endswith("Z"):
        text = text[:-1] + "+00:00"
    try:
        parsed = datetime.fromisoformat(text)
    except ValueError:
        return None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=UTC)
    return parsed.astimezone(UTC)


def as_aware(value: datetime | None) -> datetime:
    """`now` arguments: None → the current instant; naive → UTC."""
    if value is None:
        return utcnow()
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


def isoformat(value: datetime) -> str:
    return as_aware(value).isoformat()


@dataclass(frozen=True)
class Memory:
    """One fact about one user, as stored in Chroma (document + metadata)."""

    id: str
    user_id: str
    text: str
    category: str
    created_at: datetime | None
    archived: bool = False
    archived_reason: str | None = None
    archived_at: datetime | None = None
    superseded_by: str | None = None
    judge_reason: str | None = None
    archived_note: str | None = None
    archived_by: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    distance: float | None = field(default=None, compare=False)

    @property
    def live(self) -> bool:
        return not self.archived

    @property
    def created_ts(self) -> int | None:
        ts = self.metadata.get("created_ts")
        if isinstance(ts, int) and not isinstance(ts, bool):
            return ts
        return int(self.created_at.timestamp()) if self.created_at else None

    @property
    def missing_keys(self) -> list[str]:
        from .config import REQUIRED_KEYS

        return [key for key in REQUIRED_KEYS if key not in self.metadata]

    @classmethod
    def from_record(
        cls,
        memory_id: str,
        document: str | None,
        metadata: dict[str, Any] | None,
        distance: float | None = None,
    ) -> Memory:
        meta = dict(metadata or {})
        created = None
        ts = meta.get("created_ts")
        if isinstance(ts, int) and not isinstance(ts, bool):
            created = datetime.fromtimestamp(ts, UTC)
        if created is None:
            created = parse_instant(meta.get("created_at"))
        return cls(
            id=memory_id,
            user_id=str(meta.get("user_id", "")),
            text=document or "",
            category=str(meta.get("category", "")),
            created_at=created,
            # A record without the key is live: see `live_filter`.
            archived=meta.get("archived") is True,
            archived_reason=meta.get("archived_reason"),
            archived_at=parse_instant(meta.get("archived_at")),
            superseded_by=meta.get("superseded_by"),
            judge_reason=meta.get("judge_reason"),
            archived_note=meta.get("archived_note"),
            archived_by=meta.get("archived_by"),
            metadata=meta,
            distance=distance,
        )

    def state(self) -> dict[str, Any]:
        """The archive-relevant state, for before → after records in the audit trail."""
        return {
            "archived": self.archived,
            "archived_reason": self.archived_reason,
            "archived_at": self.archived_at.isoformat() if self.archived_at else None,
            "superseded_by": self.superseded_by,
            "judge_reason": self.judge_reason,
            "archived_note": self.archived_note,
        }

    def sort_key(self) -> float:
        return self.created_at.timestamp() if self.created_at else float("-inf")
