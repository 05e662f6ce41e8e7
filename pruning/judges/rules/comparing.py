"""Comparing two read facts, and `RulesJudge`, the offline judge built on it."""

from __future__ import annotations

from dataclasses import dataclass

from ..base import CONTRADICT, DIFFERENT, DUPLICATE, Verdict
from .reading import (
    Claim,
    Clause,
    _has_han,
    _may_be_same,
    read_fact,
)
from .tables import (
    AXIS_TOPICS,
    DO,
    LIKE,
    NEGATIVE,
    NOT_NEGATIVE,
    POSITIVE,
)

# --------------------------------------------------------------------------------------
# Comparing
# --------------------------------------------------------------------------------------

_SAME = "same"
_CHANGED = "changed"
_UNSURE = "unsure"


def _compare_dates(a: str, b: str) -> str:
    known = [(x, y) for x, y in zip(a.split("/"), b.split("/"), strict=True) if "?" not in (x, y)]
    if any(x != y for x, y in known):
        return _CHANGED
    return _SAME if a == b else _UNSURE


# Two polarities on the same axis.
POLARITY_OUTCOMES: dict[frozenset[str], str] = {
    frozenset({POSITIVE}): _SAME,
    frozenset({NEGATIVE}): _SAME,
    frozenset({NOT_NEGATIVE}): _SAME,
    frozenset({POSITIVE, NEGATIVE}): _CHANGED,
    frozenset({NOT_NEGATIVE, NEGATIVE}): _CHANGED,
    frozenset({NOT_NEGATIVE, POSITIVE}): _UNSURE,  # "doesn't mind it" vs "loves it": both may hold
}
# Across axes only one pairing is settled: "doesn't eat it" and "dislikes it" both avoid
# it (不吃香菜 / 討厭吃香菜). "Can't swim" vs "likes swimming", "smokes" vs "hates
# smoking" and the rest say different things.
CROSS_AXIS_SAME = ((frozenset({LIKE, DO}), NEGATIVE),)


# Fixed values that can both hold: every vegan is a vegetarian, a married user is in a
# relationship. A change between them is a refinement, not a contradiction.
COMPATIBLE_VALUES = (
    frozenset({"vegetarian", "vegan"}),
    frozenset({"in a relationship", "married"}),
)


@dataclass(frozen=True)
class _Outcome:
    status: str
    reason: str


def _compare_attribute(new: Claim, old: Claim) -> _Outcome:
    a, b = old.value, new.value
    if a is None or b is None:  # attribute claims always carry a value; never guess
        return _Outcome(_UNSURE, f'same attribute "{new.key}" without a value; kept as different')
    if new.value_kind == "date":
        status = _compare_dates(a.key, b.key)
    elif a.key == b.key:
        status = _SAME
    elif frozenset({a.key, b.key}) in COMPATIBLE_VALUES:
        status = _UNSURE
    elif a.exact or b.exact:
        status = _CHANGED
    elif _has_han(a.key) != _has_han(b.key) or _may_be_same(a.key, b.key):
        # 小明 / Tom, 資工 / computer science: one user's two languages, not two values.
        status = _UNSURE
    else:
        status = _CHANGED
    if status == _SAME:
        return _Outcome(_SAME, f'same attribute "{new.key}", same value "{b.display}"')
    if status == _CHANGED:
        return _Outcome(_CHANGED, f'same attribute "{new.key}": "{a.display}" → "{b.display}"')
    return _Outcome(
        _UNSURE, f'same attribute "{new.key}", but "{a.display}" and "{b.display}" can both be true; kept as different'
    )


def _compare_stance(new: Claim, old: Claim) -> _Outcome:
    if new.axis == old.axis:
        status = POLARITY_OUTCOMES[frozenset({new.polarity, old.polarity})]
    elif (frozenset({new.axis, old.axis}), new.polarity) in CROSS_AXIS_SAME and new.polarity == old.polarity:
        status = _SAME
    else:
        return _Outcome(
            _UNSURE,
            f'same object "{new.label}", but one is about {AXIS_TOPICS[old.axis]} and '
            f"the other about {AXIS_TOPICS[new.axis]}; kept as different",
        )
    if status == _SAME:
        return _Outcome(_SAME, f'same object "{new.label}", same polarity ({new.polarity})')
    if status == _CHANGED:
        return _Outcome(_CHANGED, f'same object "{new.label}", polarity flipped: {old.polarity} → {new.polarity}')
    return _Outcome(
        _UNSURE, f'same object "{new.label}", {old.polarity} vs {new.polarity} may both hold; kept as different'
    )


def _compare(new: Clause, old: Clause) -> _Outcome | None:
    """How two clauses relate, or None when they are about different things."""
    a, b = new.claim, old.claim
    if a.kind == b.kind == "attribute" and a.key == b.key:
        return _compare_attribute(a, b)
    if a.kind == b.kind == "stance" and a.key == b.key:
        # A weak claim only meets a flat negation of itself or its own repeat.
        if a.weak and b.weak:
            return _Outcome(_SAME, f'same statement "{new.text}"')
        if (a.weak and b.axis != DO) or (b.weak and a.axis != DO):
            return None
        return _compare_stance(a, b)
    return None


def _describe(claim: Claim) -> str:
    return f'attribute "{claim.key}"' if claim.kind == "attribute" else f'object "{claim.label}"'


def _unrelated_reason(new: list[Clause], old: list[Clause]) -> str:
    new_claims = [c.claim for c in new if not c.claim.weak]
    old_claims = [c.claim for c in old if not c.claim.weak]
    if not new_claims or not old_claims:
        return "no rule matched both facts"
    a, b = new_claims[0], old_claims[0]
    if a.kind == b.kind == "attribute":
        return f'different attributes: "{a.key}" vs "{b.key}"'
    if a.kind == b.kind == "stance":
        return f'different objects: "{a.label}" vs "{b.label}"'
    return f"different things: {_describe(a)} vs {_describe(b)}"


def relate(new_text: str, old_text: str) -> tuple[str, str]:
    """(relation, reason) of a new fact to an old one."""
    new, old = read_fact(new_text), read_fact(old_text)
    if not new or not old:
        return DIFFERENT, "no rule matched both facts"
    outcomes = [
        (i, j, out) for i, n in enumerate(new) for j, o in enumerate(old) if (out := _compare(n, o)) is not None
    ]
    changed = [out for _, _, out in outcomes if out.status == _CHANGED]
    if changed:
        # Archiving the old fact must not lose something only it says.
        addressed = {j for _, j, out in outcomes if out.status in (_SAME, _CHANGED)}
        leftover = [o.text for j, o in enumerate(old) if j not in addressed]
        if leftover:
            return DIFFERENT, f'{changed[0].reason}, but the old fact also says "{leftover[0]}"; kept'
        return CONTRADICT, changed[0].reason
    same = [(i, out) for i, _, out in outcomes if out.status == _SAME]
    if same:
        # Skipping the new fact must not lose something only it says.
        covered = {i for i, _ in same}
        extra = [n.text for i, n in enumerate(new) if i not in covered]
        if extra:
            return DIFFERENT, f'{same[0][1].reason}, but the new fact adds "{extra[0]}"'
        return DUPLICATE, same[0][1].reason
    unsure = [out for _, _, out in outcomes if out.status == _UNSURE]
    if unsure:
        return DIFFERENT, unsure[0].reason
    return DIFFERENT, _unrelated_reason(new, old)


class RulesJudge:
    """The offline judge: no network, no model, same answer every time."""

    name = "rules"

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        verdicts = []
        for candidate in candidates:
            relation, reason = relate(new_text, candidate)
            verdicts.append(Verdict(relation, reason, judge=self.name))
        return verdicts
