"""Reading the engine's trail in tests, the way the old Django models were read."""

from __future__ import annotations

from typing import Any

from pruning import MemoryEngine
from pruning.trail import JudgeCallRow, TrailEvent


def _engine(engine: MemoryEngine | None) -> MemoryEngine:
    if engine is not None:
        return engine
    from memoryadmin.wiring import get_engine

    return get_engine()


def trail_events(engine: MemoryEngine | None = None, *, exclude: str | None = None, **filters: Any) -> list[TrailEvent]:
    """Every matching event, oldest first."""
    rows = list(_engine(engine).events(**filters)[0:1_000_000])
    return [e for e in reversed(rows) if exclude is None or e.action != exclude]


def trail_count(engine: MemoryEngine | None = None, *, exclude: str | None = None, **filters: Any) -> int:
    return len(trail_events(engine, exclude=exclude, **filters))


def trail_one(engine: MemoryEngine | None = None, **filters: Any) -> TrailEvent:
    found = trail_events(engine, **filters)
    assert len(found) == 1, f"expected one event for {filters}, found {[(e.action, e.memory_id) for e in found]}"
    return found[0]


def judge_calls(engine: MemoryEngine | None = None) -> list[JudgeCallRow]:
    """Every judge call, oldest first."""
    return list(reversed(_engine(engine).judge_calls(10_000)))
