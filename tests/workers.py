"""Engine work run in a separate process by the multi-process tests:

    python -m tests.workers '{"op": "remember", "settings": {...}, ...}'

Prints one JSON line per result. Starts at `start_at` (epoch seconds) so that two
workers hit the store at the same moment.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from pruning import InvalidTransition, MemoryEngine, Settings


def main(raw: str) -> None:
    job: dict[str, Any] = json.loads(raw)
    engine = MemoryEngine(Settings(**job["settings"]))
    events: list[dict[str, Any]] = []
    engine.subscribe(
        lambda e: events.append(
            {"action": e.action, "memory_id": e.memory_id, "at": e.at.timestamp(), "actor": e.actor}
        )
    )
    engine._store.count()  # connect and load before the start line
    if job.get("start_at"):
        time.sleep(max(0.0, job["start_at"] - time.time()))
    result: dict[str, Any] = {}
    if job["op"] == "remember":
        out = engine.remember(job["user_id"], job["text"], job["category"], actor=job.get("actor", "worker"))
        result = {"action": out.action, "stored": [m.id for m in out.stored], "evicted": [m.id for m in out.evicted]}
    elif job["op"] == "toggle":
        done = refused = 0
        # Each staff member keeps clicking until `times` of their actions went through.
        while done < job["times"] and done + refused < job["times"] * 50:
            memory = engine.get(job["memory_id"])
            try:
                if memory is not None and memory.archived:
                    engine.restore(job["memory_id"], actor=job["actor"])
                else:
                    engine.archive(job["memory_id"], actor=job["actor"])
                done += 1
            except InvalidTransition:
                refused += 1  # the other worker acted between our read and our write
        result = {"done": done, "refused": refused}
    result["events"] = events
    print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1])
