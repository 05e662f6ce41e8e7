"""The contradiction sweep: clean up the past the way the write pipeline cleans up the present.

A store written before the judge existed (the old agent code, an import) holds contradicting
and duplicate facts side by side. The sweep replays each user's live memories oldest first, as
if each had just been written: the newer memory is judged against its nearest older live
partners (at most GRAY_ZONE_CANDIDATES, one guarded call, the configured judge — a cascade
included), and the verdicts act as at write time:

- nearest partner closer than DUPLICATE_DISTANCE (stage 1, no judge call, unless the offline
  reading sees a changed value, as at write time) → the newer is
  archived `duplicate`;
- DUPLICATE → the newer is archived `duplicate` (the older copy stays);
- CONTRADICT → the older is archived `contradicted`, `superseded_by` the newer, with the
  judge's reason;
- UNSURE → a review item (unless one is open for the pair already);
- DIFFERENT → nothing.

Vectors are read once per user (by id, through the metadata mirror) and compared exactly in
process. A user's changes are planned first (judging as needed), then made in one batch under
the user's write lock, each only if both of its memories are still live. The judge is not
called with the lock held, so a slow judge never keeps the agent's own writes waiting.

Every pair the judge decides is recorded in `sweep_pair` (collection, the two ids, judge) as
soon as it is judged, and marked `applied` once what it asks for is done. So a second run makes
no judge call and no change; a run that stopped half-way resumes where it was, applying the
verdicts it had paid for without asking again; a dry run's verdicts are applied by the run that
follows it, free; and a different judge (a cascade, Gemini) judges every pair afresh. A call
that failed (the guard turned it into DIFFERENT) is not recorded: the next run asks again.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from . import events as ev
from .config import Thresholds
from .db import Database, storable
from .judges import CONTRADICT, DIFFERENT, DUPLICATE, UNSURE, Judge, Verdict, guarded_judgement
from .memory import Memory, as_aware, readable_user_id, utcnow
from .policies import _may_differ, choose_partners
from .store import ArchiveRequest, live_filter, store_errors
from .trail import to_us

if TYPE_CHECKING:
    from .policies import Policies
    from .reviews import ReviewQueue
    from .store import MemoryStore

log = logging.getLogger("pruning.sweep")

DISTANCE_JUDGE = "distance"  # stage 1: decided by the distance alone, no judge call
CONTRADICTED = "contradicted"
DUPLICATE_KIND = "duplicate"
REVIEW = "review"


@dataclass(frozen=True)
class SweepChange:
    """One thing the sweep did (or, in a dry run, would do)."""

    user_id: str
    kind: str  # "contradicted", "duplicate" or "review"
    memory: Memory  # archived one (contradicted: the older; duplicate: the newer); review: the older
    other: Memory  # the one that stays (contradicted: the newer; duplicate: the older); review: the newer
    reason: str
    judge: str
    distance: float
    suspected: str = ""  # review: what the judge leaned to


@dataclass
class SweepReport:
    judge: str
    dry_run: bool = False
    users: int = 0
    pairs: int = 0  # gray-zone (or closer) pairs of live memories an anchor was compared with
    judged: int = 0  # pairs sent to the judge by this run
    judge_calls: int = 0
    failed_calls: int = 0  # calls the guard turned into DIFFERENT: not recorded, asked again next run
    skipped: int = 0  # pairs already judged by this judge and settled: no call, no change
    reused: int = 0  # verdicts an earlier run paid for (a dry run, a run that stopped), applied free
    changes: list[SweepChange] = field(default_factory=list)

    def count(self, kind: str) -> int:
        return sum(1 for c in self.changes if c.kind == kind)

    @property
    def contradicted(self) -> int:
        return self.count(CONTRADICTED)

    @property
    def duplicates(self) -> int:
        return self.count(DUPLICATE_KIND)

    @property
    def reviews(self) -> int:
        return self.count(REVIEW)

    @property
    def archived(self) -> int:
        return self.contradicted + self.duplicates

    def by_user(self) -> dict[str, dict[str, int]]:
        found: dict[str, dict[str, int]] = {}
        for c in self.changes:
            row = found.setdefault(c.user_id, {CONTRADICTED: 0, DUPLICATE_KIND: 0, REVIEW: 0})
            row[c.kind] += 1
        return dict(sorted(found.items()))


@dataclass(frozen=True)
class PairRecord:
    relation: str
    reason: str
    applied: bool
    suspected: str = ""  # what the judge leaned to, on an unsure pair


def pair_key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


class SweepLedger:
    """The `sweep_pair` table: which pairs which judge decided, and whether that was acted on."""

    def __init__(self, db: Database, collection: str) -> None:
        self.db = db
        self.collection = collection

    def for_user(self, user_id: str) -> dict[tuple[str, str, str], PairRecord]:
        rows = self.db.fetchall(
            "SELECT first_id, second_id, judge, relation, reason, applied, suspected FROM sweep_pair "
            "WHERE collection = ? AND user_id = ?",
            [self.collection, storable(user_id)],
        )
        return {(r[0], r[1], r[2]): PairRecord(r[3], r[4] or "", bool(r[5]), r[6] or "") for r in rows}

    def record(self, rows: list[tuple[Memory, Memory, str, Verdict, bool]], run_id: str | None) -> None:
        """Upsert (older, newer, judge name, verdict, applied) rows in one transaction."""
        if not rows:
            return
        at = to_us(utcnow())
        with self.db.cursor(transaction=True) as cur:
            for older, newer, judge, verdict, applied in rows:
                first, second = pair_key(older.id, newer.id)
                cur.execute(
                    self.db.sql(
                        "INSERT INTO sweep_pair (collection, first_id, second_id, judge, user_id, newer_id, relation, "
                        "reason, at_us, applied, run_id, suspected) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                        "ON CONFLICT (collection, first_id, second_id, judge) DO UPDATE SET "
                        "newer_id = excluded.newer_id, relation = excluded.relation, reason = excluded.reason, "
                        "at_us = excluded.at_us, applied = excluded.applied, run_id = excluded.run_id, "
                        "suspected = excluded.suspected"
                    ),
                    (
                        self.collection,
                        storable(first),
                        storable(second),
                        storable(judge),
                        storable(newer.user_id),
                        storable(newer.id),
                        verdict.relation,
                        storable(verdict.reason),
                        at,
                        1 if applied else 0,
                        run_id,
                        verdict.suspected or None,
                    ),
                )

    def mark_applied(self, pairs: list[tuple[str, str, str]]) -> None:
        if not pairs:
            return
        with self.db.cursor(transaction=True) as cur:
            for a, b, judge in pairs:
                first, second = pair_key(a, b)
                cur.execute(
                    self.db.sql(
                        "UPDATE sweep_pair SET applied = 1 WHERE collection = ? AND first_id = ? AND second_id = ? "
                        "AND judge = ?"
                    ),
                    (self.collection, storable(first), storable(second), storable(judge)),
                )

    def count(self) -> int:
        row = self.db.fetchone("SELECT COUNT(*) FROM sweep_pair WHERE collection = ?", [self.collection])
        return int(row[0]) if row else 0


@dataclass
class _Candidate:
    memory: Memory
    distance: float
    verdict: Verdict | None = None
    judge: str = ""  # the ledger key's judge name


class Sweeper:
    def __init__(
        self,
        store: MemoryStore,
        policies: Policies,
        judge: Judge,
        thresholds: Thresholds,
        locks: Callable[[str], Any],
        reviews: ReviewQueue,
        db: Database,
        collection: str,
    ) -> None:
        self.store = store
        self.policies = policies
        self.judge = judge
        self.judge_name = str(getattr(judge, "name", type(judge).__name__))
        self.thresholds = thresholds
        self.locks = locks
        self.reviews = reviews
        self.ledger = SweepLedger(db, collection)
        self.db = db
        self.collection = collection

    # -- which users ---------------------------------------------------------------------

    def users(self, since: datetime | None = None) -> list[str]:
        """Users with live memories; with `since`, only those with a memory created, archived
        or restored (any recorded change) at or after that instant."""
        if self.store.mirror_ready():
            rows = self.db.fetchall(
                "SELECT DISTINCT user_id FROM memory_mirror WHERE collection = ? AND archived = 0 ORDER BY user_id",
                [self.collection],
            )
            users = [r[0] for r in rows]
            if since is None:
                return users
            ts = as_aware(since).timestamp()
            touched = {
                r[0]
                for r in self.db.fetchall(
                    "SELECT DISTINCT user_id FROM memory_mirror WHERE collection = ? "
                    "AND (sort_ts >= ? OR archived_ts >= ?)",
                    [self.collection, ts, ts],
                )
            }
        else:
            counts = self.store.user_counts()
            users = sorted(u for u, c in counts.items() if c.live)
            if since is None:
                return users
            ts = as_aware(since).timestamp()
            touched = {u for u, c in counts.items() if c.newest_ts >= ts}
        touched |= {
            r[0]
            for r in self.db.fetchall(
                "SELECT DISTINCT user_id FROM memory_event WHERE collection = ? AND state = 'done' AND at_us >= ? "
                "AND user_id IS NOT NULL",
                [self.collection, to_us(as_aware(since))],
            )
        }
        return [u for u in users if u in touched]

    # -- the run -------------------------------------------------------------------------

    def run(
        self,
        user_id: str | None = None,
        *,
        dry_run: bool = False,
        actor: str = "command:sweep_contradictions",
        since: datetime | None = None,
        progress: Callable[[int, int], None] | None = None,
        run_id: str | None = None,
    ) -> SweepReport:
        report = SweepReport(judge=self.judge_name, dry_run=dry_run)
        users = [readable_user_id(user_id)] if user_id is not None else self.users(since)
        if user_id is not None and since is not None:
            users = [u for u in users if u in set(self.users(since))]
        for done, user in enumerate(users, start=1):
            self._sweep_user(user, report, dry_run=dry_run, actor=actor, run_id=run_id)
            report.users += 1
            if progress:
                progress(done, len(users))
        return report

    def _live_vectors(self, user_id: str) -> tuple[list[Memory], Any]:
        import numpy as np

        snapshot = self.store.live_vectors(user_id)
        if snapshot is not None:
            return snapshot
        with store_errors("reading memories"):
            got = self.store.collection.get(
                where=live_filter(user_id), include=["documents", "metadatas", "embeddings"]
            )
        memories = [Memory.from_record(i, d, m) for i, d, m in zip(got["ids"], got["documents"], got["metadatas"])]
        if not memories:
            return [], np.zeros((0, 0))
        return memories, np.asarray(got["embeddings"], dtype=np.float64)

    def _sweep_user(self, user_id: str, report: SweepReport, *, dry_run: bool, actor: str, run_id: str | None) -> None:
        """Plan (judging as needed, each verdict recorded as it comes), then act in one batch
        under the user's lock. The judge is never called with the lock held: a slow judge
        (Gemini) must not keep the agent's own writes for this user waiting."""
        import numpy as np

        memories, vectors = self._live_vectors(user_id)
        if len(memories) < 2:
            return
        # Oldest first: each memory meets the older ones as it would have at write time.
        order = sorted(range(len(memories)), key=lambda i: (memories[i].sort_key(), memories[i].id))
        memories = [memories[i] for i in order]
        vectors = np.asarray(vectors, dtype=np.float64)[order]
        memories = [dataclasses.replace(m, vector=v) for m, v in zip(memories, vectors)]  # for the judge
        norms = np.linalg.norm(vectors, axis=1)
        unit = vectors / np.where(norms == 0, 1.0, norms)[:, None]
        distances = 1.0 - unit @ unit.T
        close = np.tril(distances < self.thresholds.gray_zone_max, k=-1)  # [j, i]: i older than j, and close
        anchors = [int(j) for j in np.nonzero(close.any(axis=1))[0]]
        if not anchors:
            return
        ledger = self.ledger.for_user(user_id)
        plan = _Plan()
        # An archive changes who the other memories' nearest partners are: pass again over the
        # user until nothing more leaves, so that the next run finds every pair of the final
        # live set judged already, and makes no call.
        while True:
            leaving = len(plan.gone)
            for j in anchors:
                self._anchor(
                    memories, distances, close, j, ledger, plan, report, dry_run=dry_run, actor=actor, run_id=run_id
                )
            if len(plan.gone) == leaving:
                break
        if dry_run:
            report.changes.extend(plan.changes)
            return
        if plan.changes or plan.settled:
            self._apply(user_id, plan, report, actor=actor, run_id=run_id)

    def _anchor(
        self,
        memories: list[Memory],
        distances: Any,
        close: Any,
        j: int,
        ledger: dict[tuple[str, str, str], PairRecord],
        plan: _Plan,
        report: SweepReport,
        *,
        dry_run: bool,
        actor: str,
        run_id: str | None,
    ) -> None:
        """One memory against its nearest older live partners, as if it had just been written."""
        import numpy as np

        anchor = memories[j]
        if anchor.id in plan.gone:
            return
        dup = self.thresholds.duplicate_distance
        partners = sorted(
            (
                _Candidate(memories[int(i)], float(distances[j, i]))
                for i in np.nonzero(close[j])[0]
                if memories[int(i)].id not in plan.gone
            ),
            key=lambda c: (c.distance, c.memory.id),
        )
        if not partners:
            return
        if partners[0].distance < dup and not _may_differ(anchor.text, partners[0].memory.text):
            # Stage 1, as at write time: a duplicate by distance alone, no judge call (unless the
            # offline reading sees a changed value in the near-identical sentence: then the judge).
            partners = partners[:1]
            partners[0].judge = DISTANCE_JUDGE
            partners[0].verdict = Verdict(
                DUPLICATE,
                f"duplicate of {partners[0].memory.id} (distance {partners[0].distance:.3f} < {dup})",
                DISTANCE_JUDGE,
            )
        else:
            chosen = {m.id for m in choose_partners(anchor.text, [c.memory for c in partners])}
            partners = [c for c in partners if c.memory.id in chosen]
            for c in partners:
                c.judge = self.judge_name
        todo: list[_Candidate] = []
        for c in partners:
            key = (*pair_key(c.memory.id, anchor.id), c.judge)
            if key in plan.handled:
                continue
            plan.handled.add(key)
            report.pairs += 1
            record = ledger.get(key)
            if record is not None and record.applied:
                report.skipped += 1
            elif record is not None:
                c.verdict = Verdict(record.relation, record.reason, c.judge, record.suspected)
                report.reused += 1
                todo.append(c)
            else:
                todo.append(c)
        ask = [c for c in todo if c.verdict is None]
        if ask:
            judgement = guarded_judgement(
                self.judge,
                anchor.text,
                [c.memory.text for c in ask],
                vectors=(anchor.vector, [c.memory.vector for c in ask]),
            )
            report.judge_calls += 1
            report.judged += len(ask)
            asked = [
                Memory.from_record(c.memory.id, c.memory.text, c.memory.metadata, distance=c.distance) for c in ask
            ]
            self.policies._report_judge_call(judgement, anchor.user_id, anchor.text, asked, actor, dry_run)
            if not judgement.ok:
                # The guard answered DIFFERENT for all: acted on by nobody, recorded nowhere.
                report.failed_calls += 1
                todo = [c for c in todo if c.verdict is not None]
            else:
                for c, verdict in zip(ask, judgement.verdicts):
                    c.verdict = verdict
                # Recorded as soon as judged, before anything is done: a run that stops is
                # resumed by the next one without paying again. DIFFERENT needs nothing done.
                self.ledger.record(
                    [
                        (c.memory, anchor, c.judge, verdict, verdict.relation == DIFFERENT)
                        for c, verdict in zip(ask, judgement.verdicts)
                    ],
                    run_id,
                )
        self._plan(anchor, [c for c in todo if c.verdict is not None], plan)

    def _plan(self, anchor: Memory, judged: list[_Candidate], plan: _Plan) -> None:
        """What the write pipeline would do with these verdicts."""
        if not judged:
            return
        keys = [(c.memory.id, anchor.id, c.judge) for c in judged]
        duplicates = [c for c in judged if c.verdict is not None and c.verdict.relation == DUPLICATE]
        if duplicates:
            # A duplicate wins, as at write time: the newer copy leaves and nothing else happens.
            first = duplicates[0]
            assert first.verdict is not None
            plan.add(
                SweepChange(
                    anchor.user_id,
                    DUPLICATE_KIND,
                    anchor,
                    first.memory,
                    first.verdict.reason,
                    first.judge,
                    first.distance,
                ),
                keys,
            )
            return
        for c in judged:
            assert c.verdict is not None
            if c.verdict.relation == CONTRADICT:
                plan.add(
                    SweepChange(anchor.user_id, CONTRADICTED, c.memory, anchor, c.verdict.reason, c.judge, c.distance),
                    [],
                )
            elif c.verdict.relation == UNSURE:
                plan.add(
                    SweepChange(
                        anchor.user_id,
                        REVIEW,
                        c.memory,
                        anchor,
                        c.verdict.reason,
                        c.judge,
                        c.distance,
                        c.verdict.suspected,
                    ),
                    [],
                )
        plan.settled.extend(keys)

    def _apply(self, user_id: str, plan: _Plan, report: SweepReport, *, actor: str, run_id: str | None) -> None:
        """Make the planned changes under the user's lock, each only if both of its memories are
        still live (another writer may have archived one since the plan was made)."""
        from .policies import Candidate

        with self.locks(user_id):
            ids = list(dict.fromkeys(i for c in plan.changes for i in (c.memory.id, c.other.id)))
            live = {m.id for m in self.store.get_many(ids) if m.live}
            applicable = [c for c in plan.changes if c.memory.id in live and c.other.id in live]
            requests = [
                ArchiveRequest(
                    c.memory.id,
                    "contradicted",
                    superseded_by=c.other.id,
                    judge_reason=c.reason,
                    action=ev.CONTRADICT,
                    detail={
                        "sweep": True,
                        "judge": c.judge,
                        "distance": round(c.distance, 4),
                        "superseded_by": c.other.id,
                    },
                )
                if c.kind == CONTRADICTED
                else ArchiveRequest(
                    c.memory.id,
                    "duplicate",
                    note=f"duplicate of {c.other.id}",
                    judge_reason=c.reason,
                    detail={
                        "sweep": True,
                        "judge": c.judge,
                        "distance": round(c.distance, 4),
                        "duplicate_of": c.other.id,
                    },
                )
                for c in applicable
                if c.kind in (CONTRADICTED, DUPLICATE_KIND)
            ]
            archived = {m.id for m in self.store.archive_each(requests, actor)}
            report.changes.extend(c for c in applicable if c.kind != REVIEW and c.memory.id in archived)
            for c in applicable:
                if c.kind != REVIEW:
                    continue
                open_items = self.reviews.for_memories([c.memory.id, c.other.id])
                if any({r.older_id, r.newer_id} == {c.memory.id, c.other.id} for r in open_items):
                    continue
                verdict = Verdict(UNSURE, c.reason, c.judge, c.suspected)
                if self.policies._queue_unsure(c.other, [Candidate(c.memory, c.distance, verdict)], actor, utcnow()):
                    report.changes.append(c)
            distance_duplicates = [
                (c.other, c.memory, DISTANCE_JUDGE, Verdict(DUPLICATE, c.reason, DISTANCE_JUDGE), True)
                for c in plan.changes
                if c.judge == DISTANCE_JUDGE
            ]
            self.ledger.record(distance_duplicates, run_id)
            self.ledger.mark_applied(plan.settled)


@dataclass
class _Plan:
    """One user's sweep, planned: the changes in order, the memories they take out of the live
    set, the pairs seen this run, and the ledger pairs to mark applied once the changes are made."""

    changes: list[SweepChange] = field(default_factory=list)
    gone: set[str] = field(default_factory=set)
    handled: set[tuple[str, str, str]] = field(default_factory=set)
    settled: list[tuple[str, str, str]] = field(default_factory=list)

    def add(self, change: SweepChange, settled: list[tuple[str, str, str]]) -> None:
        self.changes.append(change)
        if change.kind != REVIEW:
            self.gone.add(change.memory.id)
        self.settled.extend(settled)
