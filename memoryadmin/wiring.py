"""The one place that builds the engine from the environment (the same way the agent runtime
does) and names the staff member acting. Views and commands call the engine's own methods."""

from __future__ import annotations

import threading

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser

from pruning import MemoryEngine

_lock = threading.Lock()
_engine: MemoryEngine | None = None


def get_engine() -> MemoryEngine:
    """The process-wide engine, configured by the environment (see README)."""
    global _engine
    with _lock:
        if _engine is None:
            _engine = MemoryEngine.from_env()
        return _engine


def use_engine(engine: MemoryEngine | None) -> None:
    """Swap the process-wide engine (tests, alternative stores)."""
    global _engine
    with _lock:
        _engine = engine


def actor_name(user: AbstractBaseUser | AnonymousUser | str) -> str:
    if isinstance(user, str):
        return user
    return f"staff:{user.get_username()}"
