"""Property-based bad input for the engine: every input either works or raises a typed error
and changes nothing."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pruning import InvalidMemory, InvalidTransition, MemoryEngine, UnknownMemory
from pruning.config import ARCHIVE_REASONS, CATEGORIES
from pruning.memory import MAX_TEXT_CHARS

FIXTURES = settings(
    max_examples=40 if settings().max_examples < 1000 else 1000,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)

nasty_text = st.one_of(
    st.text(max_size=60),
    st.sampled_from(
        [
            "",
            "   ",
            "\n\t",
            "x" * 100_000,
            "使用者喜歡🐈‍⬛與ラーメン and café",
            "<script>alert(1)</script>",
            "bad\x00byte",
            "\u202eevil",
            "使用者叫小明\r\n使用者叫小華",
            "　",
        ]
    ),
)
nasty_user = st.one_of(
    st.text(max_size=40),
    st.sampled_from(["", " u", "../../etc/passwd", "a/b", "a\\b", "<b>x</b>", "u" * 500, "用戶😀", "x\ny"]),
)
category = st.one_of(st.sampled_from(CATEGORIES), st.text(max_size=12))


def snapshot(engine: MemoryEngine) -> Any:
    got = engine._collection.get(include=["documents", "metadatas"])
    return sorted(zip(got["ids"], got["documents"], [sorted(m.items()) for m in got["metadatas"]], strict=True))


@FIXTURES
@given(user_id=nasty_user, text=nasty_text, category=category)
def test_remember_stores_or_refuses_cleanly(engine: MemoryEngine, user_id: str, text: str, category: str) -> None:
    before = snapshot(engine)
    try:
        out = engine.remember(user_id, text, category)
    except InvalidMemory as exc:
        assert str(exc)
        assert snapshot(engine) == before
        return
    assert category in CATEGORIES and 0 < len(text.strip()) <= MAX_TEXT_CHARS
    if out.stored:
        assert out.stored[0].text == text.strip() and out.stored[0].user_id == user_id
        assert engine.get(out.stored[0].id) == out.stored[0]


@FIXTURES
@given(memory_id=st.one_of(st.text(max_size=80), st.sampled_from(["", "../x", "a" * 5000, "%00", "' OR 1=1"])))
def test_unknown_or_malformed_ids_are_unknown(engine: MemoryEngine, memory_id: str) -> None:
    before = snapshot(engine)
    for call in (lambda: engine.archive(memory_id), lambda: engine.restore(memory_id)):
        try:
            call()
        except UnknownMemory:
            pass
        else:  # pragma: no cover - only if hypothesis guessed a real uuid
            raise AssertionError(f"{memory_id!r} was accepted")
    assert engine.get(memory_id) is None
    assert snapshot(engine) == before


@FIXTURES
@given(
    reason=st.one_of(st.sampled_from(ARCHIVE_REASONS), st.text(max_size=20)),
    note=st.one_of(st.none(), nasty_text),
    restore_first=st.booleans(),
)
def test_archive_and_restore_change_state_only_when_they_apply(
    engine: MemoryEngine, reason: str, note: str | None, restore_first: bool
) -> None:
    memory = engine._store.require(engine.add_memory("prop-user", "使用者喜歡貓", "preference").id)
    before = snapshot(engine)
    if restore_first:
        try:
            engine.restore(memory.id)
        except InvalidTransition:
            assert snapshot(engine) == before  # restoring a live memory changes nothing
    try:
        archived = engine._store.archive(memory.id, reason, "prop", note)
    except InvalidMemory:
        assert reason not in ARCHIVE_REASONS or (note is not None and note.strip() != "")
        assert snapshot(engine) == before
        return
    assert archived.archived and archived.archived_reason == reason
    after = snapshot(engine)
    try:
        engine.archive(memory.id)
    except InvalidTransition:
        assert snapshot(engine) == after  # archiving an archived memory changes nothing
    engine.restore(memory.id)
