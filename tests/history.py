"""One user's month, with simulated times: a contradiction, an expiry, a manual archive and a
restore, and the live set expected at instants between them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from pruning import MemoryEngine
from pruning.memory import utcnow

USER = "history"
NAME_OLD, EXAM, CAT, NAME_NEW = "使用者叫小明", "使用者下週二有期末考", "使用者喜歡貓", "使用者現在的名字是小華。"


@dataclass
class Month:
    t0: datetime
    ids: dict[str, str]  # text -> memory id
    instants: dict[str, datetime]
    live: dict[str, set[str]]  # instant name -> texts live then


def live_month(engine: MemoryEngine) -> Month:
    t0 = (utcnow() - timedelta(days=40)).replace(second=0, microsecond=0)
    ids = {
        NAME_OLD: engine.remember(USER, NAME_OLD, "name", now=t0).stored[0].id,
        EXAM: engine.remember(USER, EXAM, "schedule", now=t0 + timedelta(minutes=10)).stored[0].id,
        CAT: engine.remember(USER, CAT, "preference", now=t0 + timedelta(days=1)).stored[0].id,
    }
    out = engine.remember(USER, NAME_NEW, "name", now=t0 + timedelta(days=3))
    assert [m.id for m in out.contradicted] == [ids[NAME_OLD]]
    ids[NAME_NEW] = out.stored[0].id
    assert [m.id for m in engine.prune_expired(now=t0 + timedelta(days=20), user_id=USER)] == [ids[EXAM]]
    engine.archive(ids[CAT], reason="manual", actor="staff:ann", note="said of a friend", now=t0 + timedelta(days=22))
    engine.restore(ids[CAT], actor="staff:bob")  # now, about 40 days after t0
    instants = {
        "before": t0 - timedelta(hours=1),
        "first hour": t0 + timedelta(minutes=5),
        "day 2": t0 + timedelta(days=2),
        "day 5": t0 + timedelta(days=5),
        "day 21": t0 + timedelta(days=21),
        "day 30": t0 + timedelta(days=30),
        "now": utcnow() + timedelta(minutes=1),
    }
    live = {
        "before": set(),
        "first hour": {NAME_OLD},
        "day 2": {NAME_OLD, EXAM, CAT},
        "day 5": {NAME_NEW, EXAM, CAT},
        "day 21": {NAME_NEW, CAT},
        "day 30": {NAME_NEW},
        "now": {NAME_NEW, CAT},
    }
    return Month(t0, ids, instants, live)
