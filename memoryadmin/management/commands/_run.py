"""One command run: the engine, its run id, and every failure as a clear `CommandError`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from django.core.management.base import CommandError

from memoryadmin.wiring import get_engine
from pruning import MemoryEngine
from pruning.errors import MemoryAdminError


@contextmanager
def engine_run(command: Any, name: str) -> Iterator[MemoryEngine]:
    """Settle what an earlier crash left in the trail, run under one run id, and exit non-zero
    when the store failed or a change could not be recorded in the trail."""
    try:
        engine = get_engine()
        failures_before = len(engine.trail_failures)
        with engine.run(f"command:{name}"):
            yield engine
    except MemoryAdminError as exc:
        raise CommandError(str(exc)) from exc
    failures = engine.trail_failures[failures_before:]
    if failures:
        for failure in failures[:5]:
            command.stderr.write(failure)
        raise CommandError(
            f"{len(failures)} change(s) were made but could not be recorded in the trail; "
            "run python manage.py memory_health --reconcile once the trail database is back.",
            returncode=2,
        )
