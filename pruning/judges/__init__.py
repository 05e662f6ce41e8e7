"""Judges: how a new fact relates to its gray-zone neighbours.

`base` holds the protocol, the verdicts and the guard every call goes through; `rules`
is the offline judge (the default), `gemini` the Gemini one. Neither judge imports this
package's `__init__`, so there is no import cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import (
    CONTRADICT,
    DECISIONS,
    DIFFERENT,
    DUPLICATE,
    RELATIONS,
    UNSURE,
    Judge,
    Judgement,
    JudgeOutputError,
    Verdict,
    guarded_judgement,
)

if TYPE_CHECKING:
    from pruning.config import Settings

__all__ = [
    "CONTRADICT",
    "DECISIONS",
    "DIFFERENT",
    "DUPLICATE",
    "RELATIONS",
    "UNSURE",
    "Judge",
    "JudgeOutputError",
    "Judgement",
    "Verdict",
    "guarded_judgement",
    "make_judge",
]


def make_judge(settings: Settings) -> Judge:
    """The judge the settings ask for: the offline rules judge, or (`gemini`, with an API key)
    the cascade — the rules judge first, Gemini only for the pairs it is unsure of. With the
    local embedder, the pair model looks again at what the rules call different, and makes
    UNSURE the pairs it reads as a likely contradiction or duplicate."""
    from .rules import RulesJudge

    first: Judge = RulesJudge()
    if settings.pair_model and settings.embedder == "local":
        from .pairmodel import PairModelJudge

        first = PairModelJudge(first)

    if settings.judge == "gemini":
        if not settings.gemini_api_key:
            raise ValueError(
                "MEMORY_JUDGE=gemini needs GEMINI_API_KEY to be set (or use MEMORY_JUDGE=rules for the offline judge)."
            )
        # Imported here: the offline default must not pay for importing google-genai.
        from .cascade import CascadeJudge
        from .gemini import GeminiJudge

        return CascadeJudge(first, GeminiJudge.from_settings(settings))
    return first
