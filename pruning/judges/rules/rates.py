"""Words of how often, read as times a week: 每天, 一週三次, 一個月跑一次, 隔週, 偶爾, 很少; "every
morning", "twice a week", "one day a week", "once a fortnight", "most nights", "hardly ever".

Below `frames` and `often`, which both ask it: `often` whether two facts give one thing done two
rates far apart, `frames` whether a fact's numbers are rates (一週跑一次) or a stop comes now and
then ("the train is cancelled once a week").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .reading import CLAUSES, _cn_number, normalise
from .tables import NUMBER_WORDS_EN

_WORD_NUMBERS = {word: n for n, word in enumerate(NUMBER_WORDS_EN[:13])}
_N = r"(?P<n>\d+(?:\.\d+)?|[一二兩三四五六七八九十]+|半|" + "|".join(_WORD_NUMBERS) + ")"
_ONCE = r"(?P<once>once|twice)"
_WEEKS_PER_MONTH = 4.35

# (pattern, times a week or None to take the count the pattern reads as n, the period the count
# is said in, loose): a loose rate (偶爾, "rarely") is a word for seldom, not a count.
_RATES_ZH: tuple[tuple[str, float | None, float, bool], ...] = (
    (rf"(?:每|一|1)(?:個)?(?:週|周|星期|禮拜)(?P<mid>\S{{0,4}}?){_N}(?:次|天|回|趟|堂)", None, 1.0, False),
    (rf"(?:每|一|1)(?:個)?月(?P<mid>\S{{0,4}}?){_N}(?:次|天|回|趟|堂)", None, _WEEKS_PER_MONTH, False),
    (rf"(?:每|一|1)年(?P<mid>\S{{0,4}}?){_N}(?:次|回|趟)", None, 52.0, False),
    (r"幾乎每天|差不多每天|幾乎天天", 6.0, 1.0, False),
    (r"每天早上|每天晚上|每個早上|每個晚上|每天|天天|每日|每晚|每早", 7.0, 1.0, False),
    (r"每隔一天|每兩天", 3.5, 1.0, False),
    (r"每(?:個)?(?:週末|周末)", 1.0, 1.0, False),
    (r"每兩(?:週|周|個禮拜|個星期)|隔週|隔周", 0.5, 1.0, False),
    (r"偶爾|有時候|有時|久久", 0.5, 1.0, True),
    (r"很少|幾乎不|難得|鮮少", 0.1, 1.0, True),
)
_RATES_EN: tuple[tuple[str, float | None, float, bool], ...] = (
    (
        rf"\b(?:{_N} ?(?:times|x|days?|nights?|mornings?|evenings?)|{_ONCE}) (?:(?:a|per|each) week|weekly)\b",
        None,
        1.0,
        False,
    ),
    (rf"\b(?:{_N} ?(?:times|x|days?)|{_ONCE}) (?:a|per|each) month\b", None, _WEEKS_PER_MONTH, False),
    (rf"\b(?:{_N} ?(?:times|x)|{_ONCE}) (?:a|per|each) year\b", None, 52.0, False),
    (r"\bevery other (?:day|morning|night)\b|\balternate days\b", 3.5, 1.0, False),
    (r"\bevery other week\b|\bfortnightly\b|\bevery two weeks\b|\bonce a fortnight\b", 0.5, 1.0, False),
    (
        r"\b(?:nearly|almost) every (?:day|morning|night|evening)\b|\bmost (?:days|nights|mornings|evenings)\b",
        5.0,
        1.0,
        False,
    ),
    (r"\bevery (?:single )?(?:day|morning|night|evening)\b|\bdaily\b|\beach (?:day|morning|night)\b", 7.0, 1.0, False),
    (r"\bevery weekend\b", 1.0, 1.0, False),
    (r"\b(?:sometimes|occasionally|now and then|once in a while|every so often)\b", 0.5, 1.0, True),
    (r"\b(?:rarely|hardly ever|seldom|barely ever|almost never)\b", 0.1, 1.0, True),
)
_RATES = tuple((re.compile(p, re.IGNORECASE), fixed, per, loose) for p, fixed, per, loose in (*_RATES_ZH, *_RATES_EN))


@dataclass(frozen=True)
class Said:
    """One rate a clause gives: times a week, its words, the clause without them (what is done
    inside them kept: 跑 of 一個月跑一次), the period a count was said in (1 a week, 4.35 a month,
    52 a year; 0 for a word such as 每天) and whether it is a loose word (偶爾, "rarely")."""

    per_week: float
    said: str
    rest: str
    counted: float
    loose: bool
    start: int


def rates_in(clause: str) -> list[Said]:
    """Each rate a clause gives, in the order said."""
    folded = clause.casefold()
    found: list[Said] = []
    for pattern, fixed, per, loose in _RATES:
        for match in pattern.finditer(folded):
            if any(match.start() < f.start + len(f.said) and f.start < match.end() for f in found):
                continue
            count = match.groupdict().get("n") or match.groupdict().get("once") or ""
            per_week = fixed if fixed is not None else _count(count) / per
            inside = match.groupdict().get("mid") or ""
            rest = folded[: match.start()] + f" {inside} " + folded[match.end() :]
            found.append(Said(per_week, match.group(), rest, 0.0 if fixed is not None else per, loose, match.start()))
    return sorted(found, key=lambda f: f.start)


def _count(n: str) -> float:
    """一, 兩, 十二, "three", 2.5 or 半 as a number."""
    if n == "半":
        return 0.5
    if n in _WORD_NUMBERS:
        return float(_WORD_NUMBERS[n])
    if n in ("once", "twice"):
        return 1.0 if n == "once" else 2.0
    return float(n) if n[0].isdigit() else float(_cn_number(n) or 0)


def _all_rates(text: str) -> list[Said]:
    return [found for clause in CLAUSES.split(normalise(text)) for found in rates_in(clause)]


def rates_said(text: str) -> bool:
    """Does the fact say how often something is done (一週一次, "twice a month")?"""
    return bool(_all_rates(text))


def counts_a_rate(text: str) -> bool:
    """Does the fact give a number as how often (一週跑一次, "3 times a week"), not only 每天 or "daily"?"""
    return any(found.counted for found in _all_rates(text))
