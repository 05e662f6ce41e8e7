"""The judge: how a new fact relates to its gray-zone neighbours.

One small protocol (`Judge`) and `guarded_judgement`, the safety guard every call goes
through: any doubt about the answer → all DIFFERENT. The judges themselves live beside
this module (`rules`, offline and the default; `gemini`).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..memory import clean_for_display

DUPLICATE = "DUPLICATE"
CONTRADICT = "CONTRADICT"
DIFFERENT = "DIFFERENT"
# A likely contradiction or duplicate the judge cannot confirm: the new fact is stored,
# the old one stays live, and a review item asks staff (or the next judge in a cascade).
UNSURE = "UNSURE"
# What a pair truly is (labels, and what Gemini may answer) ...
DECISIONS = (DUPLICATE, CONTRADICT, DIFFERENT)
# ... and what a judge may say about it.
RELATIONS = (*DECISIONS, UNSURE)


@dataclass(frozen=True)
class Verdict:
    relation: str
    reason: str
    judge: str
    # For UNSURE: what the judge leans to (CONTRADICT or DUPLICATE), when it says; shown to staff.
    suspected: str = ""


class Judge(Protocol):
    """`judge(new, candidates)` returns one Verdict per candidate, in order, or raises.

    A judge that reads embeddings says so with `reads_vectors = True`; it is then called with
    `vectors=(new fact's vector, one per candidate)` when the caller has them."""

    name: str

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]: ...


class JudgeOutputError(ValueError):
    """The judge answered, but not in a shape that can be trusted."""


@dataclass
class Judgement:
    """The outcome of one (guarded) judge call."""

    judge: str
    verdicts: list[Verdict]
    ok: bool = True
    error: str | None = None
    duration_ms: float = 0.0
    candidates: int = field(default=0)


def _lean(verdict: Verdict) -> str:
    return verdict.suspected if verdict.relation == UNSURE and verdict.suspected in (CONTRADICT, DUPLICATE) else ""


def guarded_judgement(
    judge: Judge, new_text: str, candidates: list[str], vectors: tuple[Any, Sequence[Any]] | None = None
) -> Judgement:
    """Call `judge` once for all candidates; wrong count, bad enum, bad shape, any exception
    or timeout → every candidate DIFFERENT and the failure recorded. Never aligns by guesswork."""
    started = time.perf_counter()
    name = getattr(judge, "name", type(judge).__name__)
    try:
        if vectors is not None and getattr(judge, "reads_vectors", False):
            verdicts = judge.judge(new_text, list(candidates), vectors=vectors)  # type: ignore[call-arg]
        else:
            verdicts = judge.judge(new_text, list(candidates))
        if not isinstance(verdicts, list) or len(verdicts) != len(candidates):
            got = len(verdicts) if isinstance(verdicts, list) else type(verdicts).__name__
            raise JudgeOutputError(f"expected {len(candidates)} judgements, got {got}")
        for verdict in verdicts:
            if not isinstance(verdict, Verdict) or verdict.relation not in RELATIONS:
                raise JudgeOutputError(f"unknown relation in {verdict!r}")
            if not isinstance(verdict.reason, str):
                raise JudgeOutputError("a judgement has no reason text")
    except Exception as exc:  # the guard's whole point: nothing escapes, nothing is archived
        error = f"{type(exc).__name__}: {exc}"[:500]
        fallback = [
            Verdict(DIFFERENT, f"judge failed ({error}); kept as a different fact", f"{name} (failed)")
            for _ in candidates
        ]
        return Judgement(
            name,
            fallback,
            ok=False,
            error=error,
            duration_ms=(time.perf_counter() - started) * 1000,
            candidates=len(candidates),
        )
    # A judge's words are shown to staff and stored everywhere: no control characters in them.
    verdicts = [Verdict(v.relation, clean_for_display(v.reason), v.judge, _lean(v)) for v in verdicts]
    return Judgement(
        name, verdicts, ok=True, duration_ms=(time.perf_counter() - started) * 1000, candidates=len(candidates)
    )
