"""The offline judge: deterministic, conservative rules over Chinese and English facts.

It is the default when no Gemini key is configured, so it must never archive a true
fact on a hunch. It decides in three steps, one module each:

1. `tables` — the data: normalisation tables, word lists, attribute and stance rules.
2. `reading` — normalise a fact (full-width → half-width, Simplified → Traditional,
   punctuation), split it into clauses, drop subjects and temporal words, and read each
   clause into at most one claim: an *attribute* with a single value (name = 小明, age =
   25, home city = 台北 …) or a *stance* on an object (香菜: negative, on the "like" axis).
3. `comparing` — claims that share an attribute or an object: a changed value or a
   flipped polarity is a CONTRADICT, the same value or polarity a DUPLICATE, anything
   else DIFFERENT. Only a fact the rules fully account for is archived or skipped.
"""

from __future__ import annotations

from .comparing import RulesJudge, about_other_people, relate
from .reading import normalise, read_fact

__all__ = ["RulesJudge", "about_other_people", "normalise", "read_fact", "relate"]
