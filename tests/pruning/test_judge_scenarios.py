"""The month-long scenarios: they load and validate, and written in order through the
offline default pipeline, the dev part never archives a fact nothing replaced."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pruning.config import Settings
from pruning.evaluation import (
    SCENARIO_DIR,
    CorpusError,
    format_scenarios,
    load_scenarios,
    run_scenarios,
    scenario_report,
)


def test_both_parts_load_with_their_marks() -> None:
    dev, heldout = load_scenarios(("dev",)), load_scenarios(("heldout",))
    assert len(dev) == 26 and len(heldout) == 16
    assert {s.user for s in dev}.isdisjoint({s.user for s in heldout})
    for scenario in dev + heldout:
        assert 22 <= len(scenario.facts) <= 32, scenario.user
        assert sum(bool(f.supersedes) for f in scenario.facts) >= 4
        assert sum(f.duplicates is not None for f in scenario.facts) >= 3
    assert {s.lang for s in dev} == {"zh-TW", "en"}


@pytest.mark.parametrize(
    ("fact", "error"),
    [
        ({"n": 2, "day": 0, "text": "x", "supersedes": [3]}, "not earlier"),
        ({"n": 2, "day": 0, "text": "x", "duplicates": 2}, "not earlier"),
        ({"n": 1, "day": 0, "text": "x"}, "listed twice"),
        ({"n": 2, "day": -1, "text": "x"}, "out of order"),
        ({"n": 2, "day": 1, "text": "x", "category": "mood"}, "unknown category"),
        ({"n": 2, "day": 1, "text": "x", "supersedes": [1], "duplicates": 1}, "both"),
    ],
)
def test_a_malformed_scenario_is_refused(tmp_path: Path, fact: dict, error: str) -> None:
    (tmp_path / "dev").mkdir()
    first = {"n": 1, "day": 0, "text": "使用者住在台北", "category": "other"}
    rows = [{"user": "x", "lang": "zh-TW", "facts": [first, {"category": "other", **fact}]}]
    (tmp_path / "dev" / "s.json").write_text(json.dumps(rows), encoding="utf-8")
    with pytest.raises(CorpusError, match=error):
        load_scenarios(("dev",), tmp_path)


def test_the_scenario_folder_is_where_the_tools_look() -> None:
    assert SCENARIO_DIR.name == "judge_scenarios"
    assert (SCENARIO_DIR / "README.md").exists()


@pytest.mark.slow
def test_the_dev_month_never_archives_a_fact_nothing_replaced() -> None:
    results = run_scenarios(load_scenarios(("dev",)), settings=Settings(embedder="local", judge="rules"))
    report = scenario_report(results)["dev"]
    assert report["wrong_archives"] == 0, format_scenarios(results, show_errors=True)
    assert report["lost_facts"] == 0, format_scenarios(results, show_errors=True)
    # Sanity: the month did retire outdated facts and skip restatements.
    assert report["retired"] > 0 and report["duplicates_skipped"] > 0
    assert report["writes"] == sum(len(s.facts) for s in load_scenarios(("dev",)))
