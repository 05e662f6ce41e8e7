"""Hand-written pairs beside the corpus (`pruning/data/judge_probe/pairs.txt`): whatever the rules judge
misses, it never archives an older fact that still holds, nor skips a new one that adds something."""

from __future__ import annotations

from collections import Counter

import pytest

from pruning.judges import CONTRADICT, DECISIONS, DUPLICATE
from pruning.judges.pairmodel import load_probe_pairs
from pruning.judges.rules import RulesJudge


def probe_pairs() -> list[tuple[str, str, str, str]]:
    return [(p.label, p.old, p.new, p.group) for p in load_probe_pairs()]


def test_the_probe_pairs_are_many_and_varied() -> None:
    rows = probe_pairs()
    assert len(rows) >= 900
    labels = Counter(label for label, *_ in rows)
    assert all(labels[label] >= 100 for label in DECISIONS), labels
    assert len({family for *_, family in rows}) >= 30
    chinese = sum(any("\u4e00" <= ch <= "\u9fff" for ch in old) for _, old, _, _ in rows)
    assert chinese / len(rows) >= 0.55


@pytest.mark.parametrize("batch", range(4))
def test_the_rules_judge_never_archives_a_fact_that_still_holds(batch: int) -> None:
    judge = RulesJudge()
    rows = [row for i, row in enumerate(probe_pairs()) if i % 4 == batch and row[0] != CONTRADICT]
    wrong = []
    for label, old, new, family in rows:
        verdict = judge.judge(new, [old])[0]
        if verdict.relation == CONTRADICT:
            wrong.append((family, label, old, new, verdict.reason))
    assert wrong == []


@pytest.mark.parametrize("batch", range(4))
def test_the_rules_judge_never_skips_a_fact_that_adds_something(batch: int) -> None:
    judge = RulesJudge()
    rows = [row for i, row in enumerate(probe_pairs()) if i % 4 == batch and row[0] != DUPLICATE]
    lost = [
        (family, label, old, new)
        for label, old, new, family in rows
        if judge.judge(new, [old])[0].relation == DUPLICATE
    ]
    assert lost == []


def test_the_rules_judge_still_reads_most_changes() -> None:
    # Not a target, a floor: a judge that archived nothing would pass the test above.
    judge = RulesJudge()
    changes = [(old, new) for label, old, new, _ in probe_pairs() if label == CONTRADICT]
    archived = sum(judge.judge(new, [old])[0].relation == CONTRADICT for old, new in changes)
    assert archived / len(changes) >= 0.45
