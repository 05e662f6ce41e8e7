"""Typed errors: each names what was wrong, and none is raised after a partial write."""

from __future__ import annotations


class MemoryAdminError(Exception):
    """Base class of every error the engine raises on purpose."""


class InvalidMemory(MemoryAdminError, ValueError):
    """The input cannot be stored or acted on (empty text, unknown category, ...)."""


class UnknownMemory(MemoryAdminError, LookupError):
    """No memory has this id."""

    def __init__(self, memory_id: str) -> None:
        super().__init__(f"No memory with id {memory_id!r}")
        self.memory_id = memory_id


class InvalidTransition(MemoryAdminError, ValueError):
    """Archiving an archived memory, restoring a live one."""


class StoreUnavailable(MemoryAdminError, RuntimeError):
    """The Chroma store cannot be reached or answered with an error."""


class EmbedderMismatch(MemoryAdminError, RuntimeError):
    """The collection was built by another embedder than the one configured."""


class ConfigurationError(MemoryAdminError, ValueError):
    """A setting in the environment is missing or malformed."""


class ReviewConflict(InvalidTransition):
    """A review item that is closed already, or whose memories changed since it was queued."""


class UnknownReview(MemoryAdminError, LookupError):
    """No review item has this id."""


class ReplacementIsLive(InvalidTransition):
    """Restoring a contradicted memory whose replacement is live: the caller must choose to
    archive the replacement or to keep both, never leave both live without saying so."""

    def __init__(self, memory: object, replacement: object) -> None:
        text = getattr(replacement, "text", "")
        super().__init__(
            f"Its replacement “{text}” is live: restore and archive the replacement, or restore both explicitly."
        )
        self.memory = memory
        self.replacement = replacement


class UnknownSkip(MemoryAdminError, LookupError):
    """No skipped write has this id."""


class SkipConflict(InvalidTransition):
    """A skipped write that was stored already, or cannot be stored now."""
