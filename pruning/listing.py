"""One user's memories under a filter, read a page at a time (the user page).

Which memories, in which order, and how many: the metadata mirror's rows for the user (an
indexed read of ids and metadata, however large the collection). Texts: one read by id for
the page shown. A heavy user with 2,000 archived memories costs a page of 25 texts, not
2,000.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, overload

from .memory import Memory

STATUSES = ("live", "archived")
PAGE_READ_CAP = 1000  # an open-ended slice reads at most this many rows


class PagedRows[T]:
    """Rows of a database table as a lazy, sliceable list for paginators: `count()` is one
    COUNT query (made once), and a slice or an index one LIMIT/OFFSET read, so a page reads
    only its own rows. `count` and `read(limit, offset)` are the table's own queries."""

    def __init__(self, count: Callable[[], int], read: Callable[[int, int], list[T]]) -> None:
        self._count_rows, self._read = count, read
        self._count: int | None = None

    def count(self) -> int:
        if self._count is None:
            self._count = self._count_rows()
        return self._count

    def __len__(self) -> int:
        return self.count()

    @overload
    def __getitem__(self, key: int) -> T: ...
    @overload
    def __getitem__(self, key: slice) -> list[T]: ...
    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, int):
            rows = self._read(1, key)
            if not rows:
                raise IndexError(key)
            return rows[0]
        start = key.start or 0
        stop = key.stop if key.stop is not None else start + PAGE_READ_CAP
        return self._read(max(0, stop - start), start)

    def __iter__(self) -> Iterator[T]:
        return iter(self[0:PAGE_READ_CAP])


@dataclass(frozen=True)
class ListingFilter:
    status: str = ""  # "", "live" or "archived"
    category: str = ""
    reason: str = ""

    def __post_init__(self) -> None:
        if self.status not in ("", *STATUSES):
            raise ValueError(f"status must be one of {STATUSES}, got {self.status!r}")

    def keeps(self, *, archived: bool, category: str, reason: str | None) -> bool:
        if (self.status == "live" and archived) or (self.status == "archived" and not archived):
            return False
        if self.category and category != self.category:
            return False
        return not (self.reason and (not archived or reason != self.reason))


class MemoryListing:
    """A sequence of memories for Django's paginator: `len()` and ids without a read of
    Chroma, a slice fetches its texts by id (in the listing's order)."""

    def __init__(self, ids: Sequence[str], fetch: Callable[[list[str]], list[Memory]], total: int, live: int) -> None:
        self.ids = list(ids)
        self._fetch = fetch
        self.total = total  # the user's memories, whatever the filter
        self.live = live

    def __len__(self) -> int:
        return len(self.ids)

    @overload
    def __getitem__(self, index: int) -> Memory: ...
    @overload
    def __getitem__(self, index: slice) -> list[Memory]: ...
    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            wanted = self.ids[index]
            found = {m.id: m for m in self._fetch(wanted)} if wanted else {}
            return [found[i] for i in wanted if i in found]
        got = self[index : index + 1 if index != -1 else None]
        if not got:
            raise IndexError(index)
        return got[0]

    @classmethod
    def of(cls, memories: list[Memory], keep: ListingFilter) -> MemoryListing:
        """The same listing over memories already read (when the mirror cannot be used)."""
        by_id = {m.id: m for m in memories}
        shown = [
            m.id for m in memories if keep.keeps(archived=m.archived, category=m.category, reason=m.archived_reason)
        ]
        return cls(shown, lambda ids: [by_id[i] for i in ids], len(memories), sum(1 for m in memories if m.live))
