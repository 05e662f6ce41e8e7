"""The review queue: pairs a judge could not decide (UNSURE), for staff to settle.

An unsure pair is never decided silently: the newer fact is stored, the older one stays
live, and a review item records both, the judge's reason, which judge and when — written by
whichever process made the write (the agent runtime included), in the engine's database.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from .db import Database, storable
from .listing import PagedRows
from .memory import utcnow
from .trail import from_us, to_us

OPEN = "open"
RESOLVED = "resolved"
ARCHIVE_OLDER = "archive_older"
KEEP_BOTH = "keep_both"
NEWER_IS_DUPLICATE = "newer_is_duplicate"
# Closes a review that no longer applies (one of its memories was archived since it was
# queued: expired, evicted, replaced by another write, archived by hand). It changes no
# memory, and it is refused while both memories are live: such a pair needs a decision.
CLOSE_STALE = "close_stale"
DECISIONS = (ARCHIVE_OLDER, KEEP_BOTH, NEWER_IS_DUPLICATE, CLOSE_STALE)
DECISION_LABELS = {
    ARCHIVE_OLDER: "archive the older (contradicted)",
    KEEP_BOTH: "keep both",
    NEWER_IS_DUPLICATE: "the newer is a duplicate",
    CLOSE_STALE: "closed: no longer applies",
}

_COLUMNS = (
    "id, at_us, user_id, older_id, newer_id, older_text, newer_text, reason, judge, suspected, status, decision, "
    "resolved_by, resolved_at_us, note"
)


@dataclass(frozen=True)
class Review:
    id: int
    at: datetime
    user_id: str
    older_id: str
    newer_id: str
    older_text: str
    newer_text: str
    reason: str
    judge: str
    suspected: str  # what the judge leaned towards: CONTRADICT or DUPLICATE, when it said
    status: str = OPEN
    decision: str | None = None
    resolved_by: str | None = None
    resolved_at: datetime | None = None
    note: str | None = None

    @property
    def open(self) -> bool:
        return self.status == OPEN

    @property
    def decision_label(self) -> str:
        return DECISION_LABELS.get(self.decision or "", "")


@dataclass(frozen=True)
class ReviewBatch:
    """What one decision over many reviews did: those settled, and those refused (by id, why)."""

    decision: str
    settled: list[Review]
    refused: dict[int, str]


class ReviewQueue:
    def __init__(self, db: Database, collection: str) -> None:
        self.db = db
        self.collection = collection

    @staticmethod
    def _review(row: Sequence[Any]) -> Review:
        return Review(
            id=int(row[0]),
            at=from_us(row[1]),
            user_id=row[2],
            older_id=row[3],
            newer_id=row[4],
            older_text=row[5] or "",
            newer_text=row[6] or "",
            reason=row[7] or "",
            judge=row[8] or "",
            suspected=row[9] or "",
            status=row[10],
            decision=row[11],
            resolved_by=row[12],
            resolved_at=from_us(row[13]) if row[13] is not None else None,
            note=row[14],
        )

    def open_item(
        self,
        *,
        user_id: str,
        older_id: str,
        newer_id: str,
        older_text: str,
        newer_text: str,
        reason: str,
        judge: str,
        suspected: str = "",
        at: datetime | None = None,
    ) -> Review:
        moment = at or utcnow()
        ids = self.db.insert_many(
            "INSERT INTO memory_review (collection, at_us, user_id, older_id, newer_id, older_text, newer_text, "
            "reason, judge, suspected, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open')",
            [
                (
                    self.collection,
                    to_us(moment),
                    storable(user_id),
                    storable(older_id),
                    storable(newer_id),
                    storable(older_text),
                    storable(newer_text),
                    storable(reason),
                    storable(judge),
                    suspected,
                )
            ],
        )
        found = self.get(ids[0])
        assert found is not None
        return found

    def get(self, review_id: int) -> Review | None:
        row = self.db.fetchone(
            f"SELECT {_COLUMNS} FROM memory_review WHERE id = ? AND collection = ?", [int(review_id), self.collection]
        )
        return self._review(row) if row else None

    def _where(self, user_id: str | None, status: str | None, older_than: datetime | None) -> tuple[str, list[Any]]:
        clauses, params = ["collection = ?"], [self.collection]
        if status:
            clauses.append("status = ?")
            params.append(status)
        if user_id:
            clauses.append("user_id = ?")
            params.append(user_id)
        if older_than is not None:
            clauses.append("at_us < ?")
            params.append(to_us(older_than))
        return " AND ".join(clauses), params

    def list(
        self,
        *,
        user_id: str | None = None,
        status: str | None = OPEN,
        older_than: datetime | None = None,
        limit: int = 500,
        offset: int = 0,
    ) -> list[Review]:
        where, params = self._where(user_id, status, older_than)
        rows = self.db.fetchall(
            f"SELECT {_COLUMNS} FROM memory_review WHERE {where} ORDER BY at_us, id LIMIT ? OFFSET ?",
            [*params, int(limit), int(offset)],
        )
        return [self._review(r) for r in rows]

    def count(
        self, *, user_id: str | None = None, status: str | None = OPEN, older_than: datetime | None = None
    ) -> int:
        where, params = self._where(user_id, status, older_than)
        row = self.db.fetchone(f"SELECT COUNT(*) FROM memory_review WHERE {where}", params)
        return int(row[0]) if row else 0

    def count_open(self) -> int:
        row = self.db.fetchone(
            "SELECT COUNT(*) FROM memory_review WHERE collection = ? AND status = 'open'", [self.collection]
        )
        return int(row[0]) if row else 0

    def for_memories(self, memory_ids: Sequence[str]) -> list[Review]:
        """Open reviews that involve any of these memories."""
        ids = list(dict.fromkeys(memory_ids))
        if not ids:
            return []
        marks = ", ".join("?" for _ in ids)
        rows = self.db.fetchall(
            f"SELECT {_COLUMNS} FROM memory_review WHERE collection = ? AND status = 'open' "
            f"AND (older_id IN ({marks}) OR newer_id IN ({marks})) ORDER BY at_us, id",
            [self.collection, *ids, *ids],
        )
        return [self._review(r) for r in rows]

    def resolve(self, review_id: int, decision: str, actor: str, note: str | None) -> bool:
        """Close an open review; False when someone closed it first."""
        with self.db.cursor(transaction=True) as cur:
            cur.execute(
                self.db.sql(
                    "UPDATE memory_review SET status = 'resolved', decision = ?, resolved_by = ?, resolved_at_us = ?, "
                    "note = ? WHERE id = ? AND collection = ? AND status = 'open'"
                ),
                (decision, storable(actor), to_us(utcnow()), storable(note), int(review_id), self.collection),
            )
            return bool(cur.rowcount)


class ReviewQuery(PagedRows[Review]):
    """Review items (oldest first) for paginators, read a page at a time (`PagedRows`)."""

    def __init__(
        self, queue: ReviewQueue, user_id: str | None, status: str | None, older_than: datetime | None
    ) -> None:
        filters: dict[str, Any] = {"user_id": user_id, "status": status, "older_than": older_than}
        super().__init__(
            lambda: queue.count(**filters), lambda limit, offset: queue.list(**filters, limit=limit, offset=offset)
        )
