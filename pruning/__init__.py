"""Memory pruning engine for the companion agent: plain Python, no Django."""

from __future__ import annotations

from .config import (
    CATEGORIES,
    EVICTION_ORDER,
    EXPIRE_DAYS,
    MAX_USER_MEMORIES,
    PROACTIVE_DAYS,
    Settings,
)
from .engine import MemoryEngine
from .errors import (
    ConfigurationError,
    EmbedderMismatch,
    InvalidMemory,
    InvalidTransition,
    MemoryAdminError,
    SkipConflict,
    StoreUnavailable,
    UnknownMemory,
    UnknownSkip,
)
from .events import Event
from .memory import Memory
from .store import live_filter

__all__ = [
    "CATEGORIES",
    "EVICTION_ORDER",
    "EXPIRE_DAYS",
    "MAX_USER_MEMORIES",
    "PROACTIVE_DAYS",
    "ConfigurationError",
    "EmbedderMismatch",
    "Event",
    "InvalidMemory",
    "InvalidTransition",
    "Memory",
    "MemoryAdminError",
    "MemoryEngine",
    "Settings",
    "SkipConflict",
    "StoreUnavailable",
    "UnknownMemory",
    "UnknownSkip",
    "live_filter",
]
