"""The `Memory` value, its validation and limits, and the metadata layout in Chroma.

Everything the engine accepts passes one normalisation here, so that every database the
engine writes to (Chroma, SQLite, PostgreSQL) stores it unchanged: no NUL or other
control characters (newline and tab allowed in texts), no lone surrogates, no text that is
empty once invisible characters are removed, and user ids from an alphabet that cannot
change meaning in a URL.
"""

from __future__ import annotations

import re
import unicodedata
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from .errors import InvalidMemory, UnknownMemory

MAX_TEXT_CHARS = 2000
MAX_USER_ID_CHARS = 128
MAX_NOTE_CHARS = 1000
MAX_ID_CHARS = 512  # memory ids: ours are uuid4, legacy ones any shape up to this
MAX_ACTOR_CHARS = 150

# Metadata keys of an interrupted write (see `Policies.finish_pending`).
PENDING = "pending_archive"
PENDING_DETAIL = "pending_detail"

# C0 (but newline and tab), DEL, C1 controls, and lone surrogates.
_CONTROL_IN_TEXT = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")
_CONTROL_ANY = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
# Directional overrides and isolates reorder what staff read; the BOM has no place inside text.
_BIDI_CONTROLS = re.compile(r"[\u202a-\u202e\u2066-\u2069\ufeff]")
# What a decoder makes of bytes that were not UTF-8: refused rather than stored as a user "�".
_REPLACEMENT = "\ufffd"


def _visible(text: str) -> str:
    """The text without format characters (zero-width, joiners, marks) and whitespace."""
    return "".join(
        ch for ch in text if unicodedata.category(ch) not in ("Cf", "Zs", "Zl", "Zp", "Cc") and not ch.isspace()
    )


def _check_encoding(value: str, what: str) -> None:
    if re.search(r"[\ud800-\udfff]", value):
        raise InvalidMemory(f"{what} contains a broken character (a lone surrogate): it is not valid Unicode")
    if _REPLACEMENT in value:
        raise InvalidMemory(f"{what} contains U+FFFD: it was decoded from bytes that were not valid UTF-8")


def _scripts(value: str) -> set[str]:
    found = set()
    for ch in value:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            for script in ("LATIN", "CYRILLIC", "GREEK"):
                if name.startswith(script):
                    found.add(script)
    return found


def validate_user_id(user_id: Any) -> str:
    """A user id the engine will write: printable, no path syntax, one script of lookalikes.

    Refused: empty or invisible-only ids, leading/trailing or inner whitespace other than a
    plain space, control and format characters (zero-width, bidi, BOM), "\\", "." or ".." as a
    whole id or between slashes (a legacy "team/42" stays valid), U+FFFD, and ids that mix
    Latin with Cyrillic or Greek letters (lookalikes
    such as a Cyrillic "а" in "аlice"). Legacy ids outside this alphabet stay readable
    (`readable_user_id`). The dashboard links every id that a path could reinterpret
    through an encoded query string.
    """
    if not isinstance(user_id, str) or not user_id.strip():
        raise InvalidMemory("user id must be a non-empty string")
    _check_encoding(user_id, "user id")
    if user_id != user_id.strip():
        raise InvalidMemory("user id must not start or end with whitespace")
    if len(user_id) > MAX_USER_ID_CHARS:
        raise InvalidMemory(f"user id is longer than {MAX_USER_ID_CHARS} characters")
    if _CONTROL_ANY.search(user_id):
        raise InvalidMemory("user id must not contain control characters")
    if any(unicodedata.category(ch) == "Cf" for ch in user_id) or any(ch.isspace() and ch != " " for ch in user_id):
        raise InvalidMemory("user id must not contain invisible characters (zero-width, bidi marks, BOM)")
    if not _visible(user_id):
        raise InvalidMemory("user id is empty once invisible characters are removed")
    if "\\" in user_id:
        raise InvalidMemory('user id must not contain "\\"')
    segments = user_id.split("/")
    if user_id in (".", "..") or (len(segments) > 1 and any(part in (".", "..", "") for part in segments)):
        raise InvalidMemory('user id must not have "." or ".." (or an empty part) between slashes')
    if len(_scripts(user_id)) > 1:
        raise InvalidMemory("user id mixes Latin letters with Cyrillic or Greek lookalikes")
    return user_id


def validate_text(text: Any, what: str = "memory text", limit: int = MAX_TEXT_CHARS) -> str:
    """A fact (or note) the engine will write: stripped, visible, no controls but newline and tab."""
    if not isinstance(text, str):
        raise InvalidMemory(f"{what} must be a string")
    _check_encoding(text, what)
    cleaned = text.strip()
    if not _visible(cleaned):
        raise InvalidMemory(f"{what} is empty")
    if len(cleaned) > limit:
        raise InvalidMemory(f"{what} is longer than {limit} characters ({len(cleaned)})")
    if _CONTROL_IN_TEXT.search(cleaned):
        raise InvalidMemory(f"{what} contains control characters")
    if _BIDI_CONTROLS.search(cleaned):
        raise InvalidMemory(f"{what} contains bidi override or BOM characters that change how it reads")
    return cleaned


def validate_note(note: Any) -> str | None:
    """An optional staff note: None or blank → None; otherwise a valid text."""
    if note is None or (isinstance(note, str) and not _visible(note)):
        return None
    return validate_text(note, "note", MAX_NOTE_CHARS)


def validate_category(category: Any) -> str:
    from .config import CATEGORIES

    if category not in CATEGORIES:
        raise InvalidMemory(f"unknown category {category!r}: use one of {', '.join(CATEGORIES)}")
    return category


def validate_memory_id(memory_id: Any) -> str:
    """Ids are ours (uuid4) or legacy ones of any shape: refuse only what no id can be."""
    if (
        not isinstance(memory_id, str)
        or not memory_id
        or len(memory_id) > MAX_ID_CHARS
        or _CONTROL_ANY.search(memory_id)
    ):
        raise UnknownMemory(clean_for_display(str(memory_id))[:100])
    return memory_id


def readable_user_id(user_id: Any) -> str:
    """Reads accept any stored user id (legacy ones included); writes use `validate_user_id`."""
    if not isinstance(user_id, str) or not user_id or len(user_id) > MAX_ID_CHARS or "\x00" in user_id:
        raise InvalidMemory("user id must be a non-empty string")
    return user_id


def clean_for_display(value: str) -> str:
    """Text from outside the engine's checks (a judge's reason, a legacy record): every
    character no database can store, or no reader should be fooled by, becomes a visible "�"."""
    return _BIDI_CONTROLS.sub(_REPLACEMENT, _CONTROL_IN_TEXT.sub(_REPLACEMENT, value))


def new_record(
    *, user_id: str, text: str, category: str, now: datetime | None = None
) -> tuple[str, str, dict[str, Any]]:
    """Validate and fill the defaults; returns (id, document, metadata). Writes nothing."""
    user_id = validate_user_id(user_id)
    text = validate_text(text)
    category = validate_category(category)
    created = as_aware(now)
    metadata = {
        "user_id": user_id,
        "category": category,
        "created_at": isoformat(created),
        "created_ts": int(created.timestamp()),
        "archived": False,
    }
    return str(uuid.uuid4()), text, metadata


def archive_patch(
    reason: str,
    actor: str,
    *,
    at: datetime | None = None,
    note: str | None = None,
    superseded_by: str | None = None,
    judge_reason: str | None = None,
) -> dict[str, Any]:
    """The metadata an archive merges into a record (the one place its keys are spelled).

    A key set to None is removed by Chroma's merge; archiving also overrules an unfinished
    write's marker.
    """
    from .config import ARCHIVE_REASONS

    if reason not in ARCHIVE_REASONS:
        raise InvalidMemory(f"unknown archive reason {reason!r}: use one of {', '.join(ARCHIVE_REASONS)}")
    return {
        "archived": True,
        "archived_reason": reason,
        "archived_at": isoformat(as_aware(at)),
        "archived_by": clean_for_display(str(actor))[:MAX_ACTOR_CHARS],
        "archived_note": note,
        "superseded_by": superseded_by,
        "judge_reason": clean_for_display(judge_reason)[:MAX_NOTE_CHARS] if judge_reason else None,
        "restored_at": None,
        "restored_by": None,
        PENDING: None,
        PENDING_DETAIL: None,
    }


def restore_patch(actor: str, *, at: datetime | None = None) -> dict[str, Any]:
    """The metadata a restore merges: live again, every archive key removed, and when."""
    return {
        "archived": False,
        "archived_reason": None,
        "archived_at": None,
        "archived_by": None,
        "archived_note": None,
        "superseded_by": None,
        "judge_reason": None,
        "restored_at": isoformat(as_aware(at)),
        "restored_by": clean_for_display(str(actor))[:MAX_ACTOR_CHARS],
    }


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
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=UTC)
        return parsed.astimezone(UTC)
    except (ValueError, OverflowError):
        return None


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
    # The embedding, when a read brought it (nearest-neighbour reads do): the judge may use it.
    vector: Any = field(default=None, compare=False, repr=False)

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
        vector: Any = None,
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
            vector=vector,
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
            "restored_at": self.metadata.get("restored_at"),
        }

    def merged(self, patch: dict[str, Any]) -> Memory:
        """This memory after Chroma merges `patch` into its metadata (None removes a key)."""
        meta = {k: v for k, v in {**self.metadata, **patch}.items() if v is not None}
        return Memory.from_record(self.id, self.text, meta, distance=self.distance)

    def sort_key(self) -> float:
        return self.created_at.timestamp() if self.created_at else float("-inf")
