"""The metadata mirror: neighbours exactly as a brute-force ranking would give them, and a
mirror equal to Chroma after every engine operation, raw writes behind the engine's back,
a crash between the two writes, and a rebuild from scratch."""

from __future__ import annotations

import random
from datetime import timedelta
from typing import Any

import numpy as np
import pytest

from pruning import MemoryEngine
from pruning import reconcile as reconciliation
from pruning.errors import StoreUnavailable
from pruning.listing import ListingFilter
from pruning.memory import utcnow
from pruning.store import live_filter


class Died(BaseException):
    pass


def random_store(engine: MemoryEngine, users: int = 6, per_user: int = 400, dim: int = 384) -> dict[str, Any]:
    """A few thousand random vectors over several users, a quarter archived."""
    rng = np.random.default_rng(7)
    ids, vectors, metas, docs = [], [], [], []
    base = int(utcnow().timestamp()) - 86400 * 100
    for u in range(users):
        centre = rng.normal(size=dim)
        for n in range(per_user):
            v = centre + rng.normal(scale=1.5, size=dim)
            ids.append(f"u{u}-m{n}")
            vectors.append((v / np.linalg.norm(v)).tolist())
            archived = n % 4 == 0
            meta: dict[str, Any] = {
                "user_id": f"u{u}",
                "category": "other",
                "created_ts": base + n,
                "archived": archived,
            }
            if archived:
                meta.update({"archived_reason": "manual", "archived_at": "2026-01-01T00:00:00+00:00"})
            metas.append(meta)
            docs.append(f"fact {u}-{n}")
    for lo in range(0, len(ids), 1000):
        engine._collection.add(
            ids=ids[lo : lo + 1000],
            embeddings=vectors[lo : lo + 1000],
            metadatas=metas[lo : lo + 1000],
            documents=docs[lo : lo + 1000],
        )
    return {"ids": ids, "vectors": np.asarray(vectors), "metas": metas}


def test_neighbours_equal_a_brute_force_ranking(engine: MemoryEngine) -> None:
    store = random_store(engine)
    rng = random.Random(11)
    live = [i for i, m in enumerate(store["metas"]) if not m["archived"]]
    for _ in range(200):
        user = f"u{rng.randrange(6)}"
        probe = np.asarray([rng.gauss(0, 1) for _ in range(384)])
        mine = [i for i in live if store["metas"][i]["user_id"] == user]
        vectors = store["vectors"][mine]
        distances = 1 - (vectors @ probe) / (np.linalg.norm(vectors, axis=1) * np.linalg.norm(probe))
        expected = sorted(zip(distances, [store["ids"][i] for i in mine]))[:5]
        got = engine._store.query_live(user, embedding=probe.tolist(), n=5)
        assert [m.id for m in got] == [i for _, i in expected]
        assert np.allclose([m.distance for m in got], [d for d, _ in expected], atol=1e-5)


def test_the_mirror_equals_chroma_after_every_engine_operation(engine: MemoryEngine) -> None:
    now = utcnow()
    name = engine.remember("u", "使用者叫小明", "name", now=now - timedelta(days=30)).stored[0]
    engine.remember("u", "使用者下週二有期末考", "schedule", now=now - timedelta(days=20))
    engine.remember("u", "使用者現在的名字是小華。", "name", now=now)
    cat = engine.add_memory("u", "使用者喜歡貓", "preference")
    engine.archive(cat.id, actor="staff:ann", note="wrong user")
    engine.restore(cat.id, actor="staff:ann")
    engine.restore(name.id, actor="staff:bob")
    engine.prune_expired(now=now)
    engine._collection.add(
        ids=["legacy"], documents=["使用者討厭狗"], metadatas=[{"user_id": "u", "category": "other"}]
    )
    engine.migrate_archived()
    assert engine.mirror_differences() == []
    summary = engine.user_summary("u")
    assert summary is not None and (summary.live, summary.archived, summary.expired) == (4, 1, 1)


def test_raw_writes_behind_the_engines_back_appear_after_catch_up(engine_factory: Any) -> None:
    engine = engine_factory(mirror_catch_up=3600.0)  # no automatic catch-up within this test
    engine.remember("u", "使用者喜歡貓", "preference")
    engine._collection.add(
        ids=["raw-1", "raw-2"],
        documents=["使用者住在台北", "使用者養了一隻狗"],
        metadatas=[{"user_id": "u", "category": "other"}, {"user_id": "raw-only", "category": "other"}],
    )
    assert engine.user_summary("raw-only") is None  # not seen yet: no scan per request
    assert engine.catch_up() == 3  # read past the last count: the engine's own write and the two raw ones
    assert engine.user_summary("raw-only").live == 1  # type: ignore[union-attr]
    assert {m.id for m in engine.memories("u")} >= {"raw-1"}
    assert engine.mirror_differences() == []


def test_catch_up_does_not_page_to_the_engines_own_writes(engine_factory: Any) -> None:
    engine = engine_factory(mirror_catch_up=3600.0)
    engine.catch_up()
    other = MemoryEngine(engine.settings, client=engine.client, embedder=engine.embedder)  # another process' engine
    engine.remember("u", "使用者喜歡貓", "preference")
    other.remember("v", "使用者住在台北", "other")
    paged: list[int] = []
    pages = engine._store.iter_pages

    def counted(*args: Any, **kwargs: Any) -> Any:
        paged.append(kwargs.get("start", 0))
        return pages(*args, **kwargs)

    engine._store.iter_pages = counted  # type: ignore[method-assign]
    assert engine.catch_up() == 0 and paged == []  # both writes have their rows: no read by offset
    engine._collection.add(ids=["raw-1"], documents=["使用者養了一隻狗"], metadatas=[{"user_id": "w"}])
    assert engine.catch_up() == 1 and len(paged) == 1  # a raw write: paged from the last count, once
    assert engine.user_summary("w").live == 1  # type: ignore[union-attr]
    assert engine.mirror_differences() == []


def test_a_crash_between_chroma_and_the_mirror_is_repaired_by_reconciliation(
    engine: MemoryEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    memory = engine.remember("u", "使用者喜歡貓", "preference").stored[0]

    def die(stage: str, events: Any) -> None:
        raise Died(stage)

    engine._bus.checkpoint = die
    with pytest.raises(Died):
        engine.archive(memory.id, actor="staff:ann")
    engine._bus.checkpoint = None
    assert engine.mirror_differences() == [memory.id]  # Chroma archived it, the mirror missed it
    monkeypatch.setattr(reconciliation, "INTENT_GRACE", timedelta(0))
    engine.reconcile()
    assert engine.mirror_differences() == []
    assert engine.memories("u") == []


def test_a_rebuild_from_scratch_equals_chroma(engine: MemoryEngine) -> None:
    random_store(engine, users=3, per_user=300)
    engine._mirror.db.execute("DELETE FROM memory_mirror WHERE collection = ?", [engine.collection_name])
    assert len(engine.mirror_differences()) == 900
    assert engine.rebuild_mirror() == 900
    assert engine.mirror_differences() == []
    assert engine.totals()["live"] == 675 and engine.totals()["archived"] == 225


def test_a_legacy_and_a_half_migrated_store_read_like_a_migrated_one(engine_factory: Any) -> None:
    facts = [
        ("使用者叫小明", "name", 40),
        ("使用者討厭吃香菜", "preference", 30),
        ("使用者下週二有期末考", "schedule", 5),
        ("使用者喜歡看動畫", "hobby", 2),
    ]
    now = utcnow()
    engines = {kind: engine_factory() for kind in ("legacy", "half", "migrated")}
    for kind, engine in engines.items():
        for n, (text, category, days) in enumerate(facts):
            meta: dict[str, Any] = {
                "user_id": "xiaoming",
                "category": category,
                "created_at": (now - timedelta(days=days)).isoformat(),
            }
            if kind == "half" and n % 2:
                meta.update({"archived": False, "created_ts": int((now - timedelta(days=days)).timestamp())})
            engine._collection.add(ids=[f"m{n}"], documents=[text], metadatas=[meta])
        if kind == "migrated":
            engine.migrate_archived()
    results = {
        kind: (
            [m.id for m in e.memories("xiaoming")],
            [m.id for m in e.retrieve("xiaoming", "香菜", n=3)],
            e.user_summary("xiaoming").live,  # type: ignore[union-attr]
            [m.id for m in e.proactive_care("xiaoming", now)],
            e.build_context("xiaoming", "想吃甜點", now=now),
        )
        for kind, e in engines.items()
    }
    assert results["legacy"] == results["half"] == results["migrated"]
    legacy = engines["legacy"]
    chroma_live = legacy._collection.get(where=live_filter("xiaoming"), include=[])["ids"]
    assert sorted(results["legacy"][0]) == sorted(chroma_live)


def test_a_listing_reads_only_the_page_it_shows_and_equals_reading_everything(engine: MemoryEngine) -> None:
    random_store(engine, users=2, per_user=120)
    engine.archive("u0-m1", reason="manual", actor="test")
    everything = engine.memories("u0", include_archived=True)
    fetched: list[list[str]] = []
    reading = engine.get_many

    def counted(ids: list[str]) -> list[Any]:
        fetched.append(list(ids))
        return reading(ids)

    engine.get_many = counted  # type: ignore[method-assign]
    for keep, expected in [
        (ListingFilter(), everything),
        (ListingFilter(status="live"), [m for m in everything if m.live]),
        (ListingFilter(status="archived", reason="manual"), [m for m in everything if m.archived_reason == "manual"]),
        (ListingFilter(category="other", status="archived"), [m for m in everything if m.archived]),
    ]:
        fetched.clear()
        listing = engine.listing("u0", keep)
        assert fetched == []  # ids and counts come from the mirror
        assert listing.ids == [m.id for m in expected] and len(listing) == len(expected)
        assert (listing.total, listing.live) == (len(everything), sum(1 for m in everything if m.live))
        page = listing[25:50]
        assert [m.id for m in page] == [m.id for m in expected[25:50]]
        assert [m.text for m in page] == [m.text for m in expected[25:50]]
        assert fetched == [[m.id for m in expected[25:50]]]  # one read, of the page only
    assert engine.listing("nobody").total == 0
    with pytest.raises(ValueError):
        ListingFilter(status="zombie")


def test_a_listing_without_the_mirror_reads_chroma_and_gives_the_same(engine: MemoryEngine) -> None:
    random_store(engine, users=2, per_user=60)
    keep = ListingFilter(status="archived")
    from_mirror = engine.listing("u1", keep)
    engine._store.mirror.behind = True  # type: ignore[union-attr]
    engine._store.mirror.catch_up = lambda *a, **k: (_ for _ in ()).throw(StoreUnavailable("down"))  # type: ignore[union-attr]
    from_chroma = engine.listing("u1", keep)
    assert from_chroma.ids == from_mirror.ids and (from_chroma.total, from_chroma.live) == (
        from_mirror.total,
        from_mirror.live,
    )
    assert [m.id for m in from_chroma[:10]] == from_mirror.ids[:10]
