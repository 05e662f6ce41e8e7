"""Forgetting policies: the write pipeline (de-dupe, gray-zone judge, contradiction),
capacity eviction and expiry. Every removal is an archive with a reason."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from . import events as ev
from .config import EVICTION_ORDER, EXPIRE_DAYS, GRAY_ZONE_CANDIDATES, Thresholds
from .events import Event
from .judges import CONTRADICT, DUPLICATE, UNSURE, Judge, Judgement, Verdict, guarded_judgement
from .memory import PENDING, PENDING_DETAIL, Memory, as_aware, clean_for_display, isoformat
from .store import live_filter

if TYPE_CHECKING:
    from .store import MemoryStore

# what remember() did (or, in a dry run, would do)
STORED = "store"
SKIPPED = "skip"
CONTRADICTED = "contradict"
REFUSED = "refuse"


@dataclass(frozen=True)
class Skip:
    """Why a text was not stored."""

    duplicate_of: str | None
    distance: float | None
    stage: str  # "distance" (stage 1), "judge" (stage 2) or "capacity"
    reason: str


@dataclass(frozen=True)
class Candidate:
    memory: Memory
    distance: float
    verdict: Verdict | None = None


@dataclass
class WriteOutcome:
    """The result of `remember()`: what was stored, skipped, archived, and why."""

    text: str
    user_id: str
    category: str
    action: str = STORED
    stored: list[Memory] = field(default_factory=list)
    skipped: Skip | None = None
    archived: list[Memory] = field(default_factory=list)
    judge_calls: int = 0
    nearest: Memory | None = None
    candidates: list[Candidate] = field(default_factory=list)
    judgement: Judgement | None = None
    evicted: list[Memory] = field(default_factory=list)
    contradicted: list[Memory] = field(default_factory=list)
    # gray-zone pairs the judge could not decide: the new fact is stored, the old one kept
    unsure: list[Candidate] = field(default_factory=list)
    queued: list[Any] = field(default_factory=list)  # review items opened for the unsure pairs
    dry_run: bool = False
    timings_ms: dict[str, float] = field(default_factory=dict)

    @property
    def refused(self) -> bool:
        return self.action == REFUSED


@dataclass(frozen=True)
class Change:
    """One archive a re-judge would make: which memory, why, replaced by what."""

    memory: Memory
    reason: str  # "contradicted" or "manual" (a duplicate)
    superseded_by: Memory | None
    judge_reason: str
    note: str | None


@dataclass(frozen=True)
class RejudgePlan:
    memory: Memory
    candidates: list[Candidate]
    changes: list[Change]


@dataclass(frozen=True)
class RejudgeResult:
    memory: Memory
    done: list[Memory]
    skipped: list[tuple[Change, str]]
    no_longer_given: list[tuple[str, str]]  # confirmed in the preview, not what the judge says now


def rejudge_changes(memory: Memory, candidates: list[Candidate]) -> list[Change]:
    """CONTRADICT: the older of the two leaves, superseded by the newer. DUPLICATE: the newer
    copy leaves (manual, with a note naming the one kept). DIFFERENT or UNSURE: nothing."""
    changes: list[Change] = []
    for c in candidates:
        if c.verdict is None or c.verdict.relation not in (CONTRADICT, DUPLICATE):
            continue
        older, newer = sorted([memory, c.memory], key=Memory.sort_key)
        if c.verdict.relation == CONTRADICT:
            changes.append(Change(older, "contradicted", newer, c.verdict.reason, None))
        else:
            changes.append(
                Change(
                    newer,
                    "manual",
                    None,
                    c.verdict.reason,
                    f"duplicate of {older.id}: {clean_for_display(c.verdict.reason)}"[:1000],
                )
            )
    seen: set[str] = set()
    unique = []
    for change in changes:
        if change.memory.id not in seen:
            seen.add(change.memory.id)
            unique.append(change)
    return unique


def _may_differ(new_text: str, old_text: str) -> bool:
    """Whether the offline judge reads a change (or cannot rule one out) between two facts so
    close in meaning that distance alone would call them duplicates. Offline and fast."""
    if new_text.strip() == old_text.strip():
        return False
    from .judges.rules import RulesJudge

    try:
        verdict = RulesJudge().judge(new_text, [old_text])[0]
    except Exception:  # the reading failed: distance decides, as before
        return False
    return verdict.relation in (CONTRADICT, UNSURE)


# How many live neighbours a write reads to choose its gray-zone partners from.
NEIGHBOURS_READ = 3 * GRAY_ZONE_CANDIDATES + 1


def choose_partners(text: str, in_zone: list[Memory], first: Memory | None = None) -> list[Memory]:
    """The (at most GRAY_ZONE_CANDIDATES) gray-zone memories the judge sees for a new fact:
    the nearest, save that memories about other people only ("老婆的牙醫診所搬到竹北" beside
    the user's own move to 竹北) go after those about the same person, since neither can
    replace the other. `first` (a near-identical sentence the reading doubts) stays first."""
    from .judges.rules import about_other_people

    ordered = sorted(in_zone, key=lambda m: (m is not first, m.distance or 0.0))
    if len(ordered) <= GRAY_ZONE_CANDIDATES:
        return ordered  # room for all: nothing to choose
    same: list[Memory] = []
    others: list[Memory] = []
    for m in ordered:  # read in order of distance, and only until enough are found
        try:
            apart = m is not first and about_other_people(text, m.text)
        except Exception:  # the reading failed: distance alone places it
            apart = False
        (others if apart else same).append(m)
        if len(same) == GRAY_ZONE_CANDIDATES:
            break
    return (same + others)[:GRAY_ZONE_CANDIDATES]


def _clock() -> float:
    import time

    return time.perf_counter()


class Policies:
    def __init__(
        self,
        store: MemoryStore,
        judge: Judge,
        thresholds: Thresholds,
        max_user_memories: int,
        lock: Callable[[str], Any],
        reviews: Any = None,
    ) -> None:
        self.reviews = reviews
        self.store = store
        self.judge = judge
        self.thresholds = thresholds
        self.max_user_memories = max_user_memories
        self.lock = lock

    # -- the write pipeline ---------------------------------------------------------

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
        # Validates before anything else: bad input raises and touches nothing.
        _, text, _ = self.store.new_record(user_id=user_id, text=text, category=category, now=now)
        outcome = WriteOutcome(text=text, user_id=user_id, category=category, dry_run=dry_run)
        now = as_aware(now)
        t = _clock()
        embedding = self.store.embed(text)
        outcome.timings_ms["embed"] = (_clock() - t) * 1000

        # Serialised per user: two writers must not both see room for one more memory.
        with self.lock(user_id):
            t = _clock()
            neighbours = self.store.query_live(user_id, embedding=embedding, n=NEIGHBOURS_READ)
            outcome.timings_ms["query"] = (_clock() - t) * 1000
            if neighbours:
                outcome.nearest = neighbours[0]
            dup, gray = self.thresholds.duplicate_distance, self.thresholds.gray_zone_max

            # Stage 1: distance de-dupe — unless the offline reading sees a changed value in a
            # near-identical sentence (a birth year, a favourite colour: e5 puts them closer
            # than the threshold), which then goes to the judge like a gray-zone candidate.
            nearest = outcome.nearest
            close_call = (
                nearest is not None
                and nearest.distance is not None
                and nearest.distance < dup
                and not nearest.metadata.get(PENDING)
                and _may_differ(text, nearest.text)
            )
            if nearest is not None and nearest.distance is not None and nearest.distance < dup and not close_call:
                if nearest.metadata.get(PENDING) and not dry_run:
                    # The same fact again after an interrupted write: finish that write.
                    detail = json.loads(nearest.metadata.get(PENDING_DETAIL) or "{}")
                    outcome.archived = self._settle(nearest, detail, actor, now)
                outcome.action = SKIPPED
                outcome.skipped = Skip(
                    nearest.id,
                    nearest.distance,
                    "distance",
                    f"duplicate of {nearest.id} (distance {nearest.distance:.3f} < {dup})",
                )
                if not dry_run:
                    self._report_skip(outcome, actor)
                return outcome

            # Stage 2: the gray zone, judged in one call.
            gray_zone = [
                m
                for m in neighbours
                if m.distance is not None and (dup <= m.distance or (close_call and m is nearest)) and m.distance < gray
            ]
            gray_zone = choose_partners(text, gray_zone, nearest if close_call else None)
            verdicts: list[Verdict] = []
            if gray_zone:
                t = _clock()
                judgement = guarded_judgement(
                    self.judge, text, [m.text for m in gray_zone], vectors=(embedding, [m.vector for m in gray_zone])
                )
                outcome.timings_ms["judge"] = (_clock() - t) * 1000
                outcome.judgement = judgement
                outcome.judge_calls = 1
                verdicts = judgement.verdicts
                self._report_judge_call(judgement, user_id, text, gray_zone, actor, dry_run)
            outcome.candidates = [
                Candidate(m, float(m.distance or 0.0), verdicts[i] if verdicts else None)
                for i, m in enumerate(gray_zone)
            ]
            duplicates = [c for c in outcome.candidates if c.verdict and c.verdict.relation == DUPLICATE]
            if duplicates:
                first = duplicates[0]
                outcome.action = SKIPPED
                outcome.skipped = Skip(
                    first.memory.id, first.distance, "judge", f"duplicate of {first.memory.id}: {first.verdict.reason}"
                )  # type: ignore[union-attr]
                if not dry_run:
                    self._report_skip(outcome, actor, judge=first.verdict.judge)  # type: ignore[union-attr]
                return outcome
            contradicted = [c for c in outcome.candidates if c.verdict and c.verdict.relation == CONTRADICT]
            outcome.action = CONTRADICTED if contradicted else STORED
            outcome.unsure = [c for c in outcome.candidates if c.verdict and c.verdict.relation == UNSURE]

            # Capacity: room for the new memory once the contradicted ones leave.
            t = _clock()
            # The query asked for more than it returned: those are all of the user's live memories.
            saw_all = len(neighbours) < NEIGHBOURS_READ
            live = len(neighbours) if saw_all else self.store.count_live(user_id)
            excess = live - len(contradicted) + 1 - self.max_user_memories
            victims: list[Memory] = []
            if excess > 0:
                leaving = {c.memory.id for c in contradicted}
                victims = self.eviction_victims(user_id, excess, exclude=leaving)
                if len(victims) < excess:
                    outcome.action = REFUSED
                    outcome.skipped = Skip(
                        None,
                        None,
                        "capacity",
                        (
                            f"user {user_id} has {live} live memories (limit {self.max_user_memories}) and none "
                            f"that may be evicted: only `name` memories are left, and names are never evicted"
                        ),
                    )
                    if not dry_run:
                        self.store.bus.emit(
                            Event(
                                ev.REFUSE,
                                actor,
                                None,
                                user_id,
                                text,
                                detail={"live": live, "limit": self.max_user_memories},
                            )
                        )
                    return outcome
            outcome.timings_ms["capacity"] = (_clock() - t) * 1000

            if dry_run:
                outcome.contradicted = [c.memory for c in contradicted]
                outcome.evicted = victims
                return outcome

            # Store the new fact first, carrying the archives it still owes: a crash after
            # this line leaves one fact too many (visible, reversible, and finished by a
            # rerun), never one too few.
            t = _clock()
            owed = {
                "contradicted": [
                    {
                        "id": c.memory.id,
                        "judge_reason": c.verdict.reason if c.verdict else None,
                        "judge": c.verdict.judge if c.verdict else None,
                        "distance": c.distance,
                    }
                    for c in contradicted
                ],
                "evicted": [v.id for v in victims],
                "limit": self.max_user_memories,
            }
            new = self.store.add(
                user_id=user_id,
                text=text,
                category=category,
                now=now,
                embedding=embedding,
                actor=actor,
                pending=owed if (contradicted or victims) else None,
            )
            outcome.stored.append(new)
            done = self._settle(new, owed, actor, now) if (contradicted or victims) else []
            outcome.queued = self._queue_unsure(new, outcome.unsure, actor, now)
            outcome.contradicted = [m for m in done if m.archived_reason == "contradicted"]
            outcome.evicted = [m for m in done if m.archived_reason == "evicted"]
            outcome.archived = done
            outcome.timings_ms["write"] = (_clock() - t) * 1000
            return outcome

    def _settle(self, new: Memory, owed: dict[str, Any], actor: str, now: datetime | None) -> list[Memory]:
        """Make the archives a stored memory owes, then clear its marker. Idempotent: a
        memory already archived (by an earlier, interrupted attempt) is left as it is."""
        done: list[Memory] = []
        current_new = self.store.get(new.id)
        if current_new is None or current_new.archived:
            # Staff archived the new fact before its write was finished: it no longer
            # supersedes anything, so nothing more is archived.
            if current_new is not None and current_new.metadata.get(PENDING):
                self.store.clear_pending(new.id)
            return done
        for item in owed.get("contradicted", []):
            current = self.store.get(item["id"])
            if current is None or current.archived:
                continue
            done.append(
                self.store.archive(
                    item["id"],
                    "contradicted",
                    actor,
                    superseded_by=new.id,
                    judge_reason=item.get("judge_reason"),
                    now=now,
                    action=ev.CONTRADICT,
                    detail={"judge": item.get("judge"), "distance": item.get("distance"), "superseded_by": new.id},
                )
            )
        for victim_id in owed.get("evicted", []):
            current = self.store.get(victim_id)
            if current is None or current.archived:
                continue
            done.append(
                self.store.archive(
                    victim_id,
                    "evicted",
                    actor,
                    now=now,
                    action=ev.EVICT,
                    detail={"limit": owed.get("limit", self.max_user_memories), "for": new.id},
                )
            )
        if current_new.metadata.get(PENDING):
            self.store.clear_pending(new.id)
        return done

    def _queue_unsure(self, new: Memory, unsure: list[Candidate], actor: str, now: datetime) -> list[Any]:
        """Open a review item for each pair the judge could not decide; the new fact is stored
        and the older one stays live until staff decide."""
        if not unsure or self.reviews is None:
            return []
        from .errors import MemoryAdminError

        queued = []
        for c in unsure:
            try:
                review = self.reviews.open_item(
                    user_id=new.user_id,
                    older_id=c.memory.id,
                    newer_id=new.id,
                    older_text=c.memory.text,
                    newer_text=new.text,
                    reason=c.verdict.reason if c.verdict else "",
                    judge=c.verdict.judge if c.verdict else "",
                    suspected=c.verdict.suspected if c.verdict else "",
                )
            except MemoryAdminError as exc:
                self.store.bus._failed(exc, [])
                continue
            queued.append(review)
            self.store.bus.emit(
                Event(
                    ev.REVIEW,
                    actor,
                    new.id,
                    new.user_id,
                    new.text,
                    detail={
                        "review": review.id,
                        "opened": True,
                        "older": c.memory.id,
                        "older_text": c.memory.text,
                        "reason": review.reason,
                        "judge": review.judge,
                        "distance": c.distance,
                    },
                )
            )
        return queued

    def finish_pending(self, user_id: str | None = None, *, actor: str = "engine") -> list[Memory]:
        """Complete every write that was interrupted between storing and archiving."""
        done: list[Memory] = []
        for memory in self.store.pending(user_id):
            with self.lock(memory.user_id):
                fresh = self.store.get(memory.id)
                if fresh is None or not fresh.metadata.get(PENDING):
                    continue
                done += self._settle(fresh, json.loads(fresh.metadata.get(PENDING_DETAIL) or "{}"), actor, None)
        return done

    def _report_skip(self, outcome: WriteOutcome, actor: str, judge: str | None = None) -> None:
        """A new fact not stored, as a repeat: recorded with what it repeats, so staff can see
        it and store it after all (`skips.store_skipped`) if it was not one."""
        skip = outcome.skipped
        assert skip is not None
        detail = {
            "duplicate_of": skip.duplicate_of,
            "distance": None if skip.distance is None else round(float(skip.distance), 4),
            "stage": skip.stage,
            "reason": skip.reason,
            "category": outcome.category,
        }
        if judge:
            detail["judge"] = judge
        self.store.bus.emit(Event(ev.SKIP, actor, None, outcome.user_id, outcome.text, detail=detail))

    def _report_judge_call(
        self, judgement: Judgement, user_id: str, text: str, candidates: list[Memory], actor: str, dry_run: bool
    ) -> None:
        self.store.bus.emit(
            Event(
                ev.JUDGE_CALL,
                actor,
                None,
                user_id,
                text,
                detail={
                    "judge": judgement.judge,
                    "model": getattr(self.judge, "model", None),
                    "ok": judgement.ok,
                    "error": judgement.error,
                    "duration_ms": round(judgement.duration_ms, 2),
                    "candidates": len(candidates),
                    "dry_run": dry_run,
                    "verdicts": [
                        {
                            "memory_id": m.id,
                            "text": m.text,
                            "distance": m.distance,
                            "relation": v.relation,
                            "reason": v.reason,
                            "judge": v.judge,
                        }
                        for m, v in zip(candidates, judgement.verdicts)
                    ],
                },
            )
        )

    def judge_neighbours(self, memory: Memory, *, actor: str = "engine", dry_run: bool = True) -> list[Candidate]:
        """Re-judge a stored memory against its live gray-zone neighbours (itself excluded)."""
        embedding = self.store.embed(memory.text)
        gray = self.thresholds.gray_zone_max
        found = self.store.query_live(memory.user_id, embedding=embedding, n=NEIGHBOURS_READ + 1)
        neighbours = [m for m in found if m.id != memory.id and m.distance is not None and m.distance < gray]
        neighbours = choose_partners(memory.text, neighbours)
        if not neighbours:
            return []
        judgement = guarded_judgement(
            self.judge, memory.text, [m.text for m in neighbours], vectors=(embedding, [m.vector for m in neighbours])
        )
        self._report_judge_call(judgement, memory.user_id, memory.text, neighbours, actor, dry_run)
        return [Candidate(m, float(m.distance or 0.0), v) for m, v in zip(neighbours, judgement.verdicts)]

    def plan_rejudge(self, memory: Memory, *, actor: str = "engine") -> RejudgePlan:
        """What a re-judge of a stored memory would change, judged now; changes nothing."""
        if memory.archived:
            return RejudgePlan(memory, [], [])
        candidates = self.judge_neighbours(memory, actor=actor)
        return RejudgePlan(memory, candidates, rejudge_changes(memory, candidates))

    def apply_rejudge(self, memory_id: str, confirmed: set[tuple[str, str]], *, actor: str = "engine") -> RejudgeResult:
        """Apply the changes staff confirmed in a preview — and only those the judge still gives
        now, judged again under the user's lock so that nothing changes between check and write."""
        memory = self.store.require(memory_id)
        with self.lock(memory.user_id):
            memory = self.store.require(memory_id)
            plan = self.plan_rejudge(memory, actor=actor)
            done: list[Memory] = []
            skipped: list[tuple[Change, str]] = []
            for change in plan.changes:
                if (change.memory.id, change.reason) not in confirmed:
                    continue
                current = self.store.get(change.memory.id)
                if current is None or current.archived:
                    skipped.append((change, "already archived by someone else"))
                    continue
                done.append(
                    self.store.archive(
                        change.memory.id,
                        change.reason,
                        actor,
                        change.note,
                        superseded_by=change.superseded_by.id if change.superseded_by else None,
                        judge_reason=change.judge_reason,
                        detail={"rejudge_of": memory.id},
                    )
                )
            missing = confirmed - {(c.memory.id, c.reason) for c in plan.changes}
            return RejudgeResult(self.store.get(memory.id) or memory, done, skipped, sorted(missing))

    # -- eviction ------------------------------------------------------------------------

    def eviction_victims(self, user_id: str, count: int, exclude: set[str] | None = None) -> list[Memory]:
        """The `count` memories to evict: oldest first within the first category of
        EVICTION_ORDER that has any, then the next category. `name` is never chosen."""
        exclude = exclude or set()
        live = [m for m in self.store.memories(user_id) if m.id not in exclude]
        victims: list[Memory] = []
        for category in EVICTION_ORDER:
            pool = sorted((m for m in live if m.category == category), key=Memory.sort_key)
            for memory in pool:
                if len(victims) == count:
                    return victims
                victims.append(memory)
        return victims

    def enforce_capacity(
        self, user_id: str, *, actor: str = "engine", dry_run: bool = False, now: datetime | None = None
    ) -> list[Memory]:
        """Bring a user back to MAX_USER_MEMORIES (after a limit change, or a crash mid-write)."""
        with self.lock(user_id):
            excess = self.store.count_live(user_id) - self.max_user_memories
            if excess <= 0:
                return []
            victims = self.eviction_victims(user_id, excess)
            if dry_run:
                return victims
            return [
                self.store.archive(
                    v.id, "evicted", actor, now=now, action=ev.EVICT, detail={"limit": self.max_user_memories}
                )
                for v in victims
            ]

    # -- expiry --------------------------------------------------------------------------

    def expired_candidates(
        self, now: datetime | None = None, user_id: str | None = None, *, with_text: bool = True
    ) -> list[Memory]:
        """Live `schedule` memories created more than EXPIRE_DAYS ago, by a `created_ts` range filter."""
        cutoff = int((as_aware(now) - timedelta(days=EXPIRE_DAYS)).timestamp())
        if self.store.mirror_ready():
            assert self.store.mirror is not None
            rows = self.store.mirror.expired_ids(cutoff, user_id)
            if not with_text:
                return [
                    Memory.from_record(
                        r.id, None, {"user_id": r.user_id, "category": r.category, "created_ts": r.created_ts}
                    )
                    for r in rows
                ]
            found = []
            for lo in range(0, len(rows), 5000):
                found += [m for m in self.store.get_many([r.id for r in rows[lo : lo + 5000]]) if m.live]
            return sorted(found, key=lambda m: (m.user_id, m.sort_key()))
        clauses = [{"category": "schedule"}, {"created_ts": {"$lt": cutoff}}]
        where = live_filter(user_id, *clauses)
        include = ["documents", "metadatas"] if with_text else ["metadatas"]
        found: list[Memory] = []
        for page in self.store.iter_pages(include=include, where=where):
            documents = page.get("documents") or [None] * len(page["ids"])
            found.extend(Memory.from_record(i, d, m) for i, d, m in zip(page["ids"], documents, page["metadatas"]))
        return sorted(found, key=lambda m: (m.user_id, m.sort_key()))

    def schedules_without_timestamp(self, user_id: str | None = None) -> int:
        """Live schedule memories the range filter cannot see (written before `created_ts`)."""
        if self.store.mirror_ready():
            assert self.store.mirror is not None
            return self.store.mirror.unstamped_schedules(user_id)
        count = 0
        for page in self.store.iter_pages(where=live_filter(user_id, {"category": "schedule"})):
            count += sum(1 for meta in page["metadatas"] if "created_ts" not in (meta or {}))
        return count

    def prune_expired(
        self,
        now: datetime | None = None,
        user_id: str | None = None,
        dry_run: bool = False,
        *,
        actor: str = "engine",
        progress: Callable[[int, int], None] | None = None,
    ) -> list[Memory]:
        now = as_aware(now)
        # Ids first, then archive: archiving while paging would shift the offsets of a filtered get.
        if dry_run:
            return self.expired_candidates(now, user_id)
        # Texts are read per batch by `archive_many`, which re-reads anyway to skip memories
        # someone archived or restored since they were selected.
        due = self.expired_candidates(now, user_id, with_text=False)
        archived = self.store.archive_many(
            due,
            "expired",
            actor,
            now=now,
            action=ev.EXPIRE,
            progress=progress,
            detail={"expire_days": EXPIRE_DAYS, "now": isoformat(now)},
        )
        return archived
