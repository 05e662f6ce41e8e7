"""Judge calls per 1,000 writes: Gemini alone (every gray-zone write pays a request) against the
cascade (the offline judge first, Gemini only for its unsure pairs; with and without the pair
model's second look), end to end through `remember()` on the dev corpus, with the real
google-genai client talking HTTP to a local stand-in of Gemini's REST API (it answers
DIFFERENT for every fact it is asked about).

    .venv/bin/python bench/bench_cascade.py
"""

from __future__ import annotations

import json
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pruning.config import Settings
from pruning.evaluation import load_corpus, run_pairs
from pruning.judges.cascade import CascadeJudge
from pruning.judges.gemini import GeminiJudge
from pruning.judges.pairmodel import PairModelJudge
from pruning.judges.rules import RulesJudge

REQUESTS = {"n": 0}


class StandIn(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        prompt = body["contents"][0]["parts"][0]["text"]
        count = int(re.search(r"STORED facts \((\d+)\)", prompt).group(1))  # type: ignore[union-attr]
        REQUESTS["n"] += 1
        text = json.dumps(
            {"judgements": [{"index": i, "relation": "DIFFERENT", "reason": "stand-in"} for i in range(count)]}
        )
        reply = {
            "candidates": [{"content": {"role": "model", "parts": [{"text": text}]}, "finishReason": "STOP"}],
            "modelVersion": "stand-in",
        }
        data = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


def main() -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), StandIn)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    pairs = load_corpus(("dev",))
    writes = 2 * len(pairs)

    alone = GeminiJudge(api_key="stand-in", base_url=url, retries=0)
    rows = []
    judges = (
        ("gemini alone", alone),
        ("rules, then gemini", CascadeJudge(RulesJudge(), alone)),
        ("rules + pair model, then gemini", CascadeJudge(PairModelJudge(RulesJudge()), alone)),
    )
    for label, judge in judges:
        from pruning.embedders import make_embedder
        from pruning.engine import MemoryEngine
        from pruning.evaluation import cached_embedder, eval_settings

        REQUESTS["n"] = 0
        settings = eval_settings(Settings(judge="rules"))
        engine = MemoryEngine(settings, embedder=cached_embedder(make_embedder("local", None)), judge=judge)
        results = run_pairs(pairs, engine)
        queued = sum(r.outcome == "queued" for r in results)
        rows.append((label, REQUESTS["n"], REQUESTS["n"] * 1000 / writes, queued))
    server.shutdown()
    print(f"dev corpus: {len(pairs)} pairs, {writes} writes through remember() (local embedder)")
    print(f"{'judge':32} {'Gemini requests':>16} {'per 1,000 writes':>17} {'queued':>7}")
    for label, n, per, queued in rows:
        print(f"{label:32} {n:16d} {per:17.1f} {queued:7d}")


if __name__ == "__main__":
    main()
