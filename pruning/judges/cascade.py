"""The cascade: the offline judge first, Gemini only for what it cannot decide.

Sure verdicts of the offline judge (CONTRADICT, DUPLICATE, DIFFERENT) stand as they are and
cost nothing. The pairs it answers UNSURE — and only those — go to Gemini in one batched call.
A Gemini failure of any kind (an error, a timeout, a malformed or miscounted answer) leaves
those pairs UNSURE, so they are queued for review instead of being decided by a fallback.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .base import DECISIONS, UNSURE, Judge, Verdict


class CascadeJudge:
    def __init__(self, first: Judge, second: Judge) -> None:
        self.first = first
        self.second = second
        self.name = f"{first.name}+{second.name}"
        self.model = getattr(second, "model", None)
        self.escalated = 0  # pairs sent to the second judge, over this judge's life
        self.second_calls = 0

    @property
    def reads_vectors(self) -> bool:
        return bool(getattr(self.first, "reads_vectors", False))

    def judge(
        self, new_text: str, candidates: list[str], vectors: tuple[Any, Sequence[Any]] | None = None
    ) -> list[Verdict]:
        if vectors is not None and self.reads_vectors:
            verdicts = list(self.first.judge(new_text, candidates, vectors=vectors))  # type: ignore[call-arg]
        else:
            verdicts = list(self.first.judge(new_text, candidates))
        unsure = [i for i, v in enumerate(verdicts) if v.relation == UNSURE]
        if not unsure:
            return verdicts
        self.escalated += len(unsure)
        self.second_calls += 1
        try:
            answers = self.second.judge(new_text, [candidates[i] for i in unsure])
            if not isinstance(answers, list) or len(answers) != len(unsure):
                raise ValueError(
                    f"expected {len(unsure)} judgements, got {len(answers) if isinstance(answers, list) else answers!r}"
                )
            for answer in answers:
                if not isinstance(answer, Verdict) or answer.relation not in DECISIONS:
                    raise ValueError(f"unknown relation in {answer!r}")
        except Exception as exc:  # any failure: the pairs stay unsure, and are queued
            error = f"{type(exc).__name__}: {exc}"[:300]
            for i in unsure:
                first = verdicts[i]
                verdicts[i] = Verdict(
                    UNSURE,
                    f"{first.reason}; {self.second.name} failed ({error}); for review",
                    first.judge,
                    first.suspected,
                )
            return verdicts
        for i, answer in zip(unsure, answers):
            verdicts[i] = Verdict(
                answer.relation, f"{answer.reason} (asked because: {verdicts[i].reason})", answer.judge
            )
        return verdicts
