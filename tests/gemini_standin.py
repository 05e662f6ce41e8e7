"""A local stand-in for Gemini's REST `generateContent`, so tests drive the real SDK over HTTP.

The test scripts what each request gets (`answer`, `raw`, `error`, `hang`) and reads back
every request the SDK made (path, headers, JSON body). Nothing here knows the judge's
prompt: the stand-in only speaks the wire protocol.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from pruning.judges.gemini import GeminiJudge

# Both API versions: the judge pins v1beta, but the SDK on its own defaults to v1 (3.3).
GENERATE_PATH = re.compile(r"^/(?P<version>v1|v1beta)/models/(?P<model>[^/:]+):generateContent$")
FAKE_API_KEY = "standin-key-not-a-real-key"
STATUS_NAMES = {
    400: "INVALID_ARGUMENT",
    404: "NOT_FOUND",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
}


@dataclass(frozen=True)
class Answer:
    """A well-formed answer: the given text as the model's only part, finish reason STOP."""

    text: str


@dataclass(frozen=True)
class ErrorStatus:
    status: int
    message: str


@dataclass(frozen=True)
class Hang:
    """Read the request, say nothing for `seconds`, then drop the connection."""

    seconds: float


Behaviour = Answer | ErrorStatus | Hang


def answer(judgements: list[tuple[str, str]]) -> Answer:
    """A good answer: `(relation, reason)` pairs become judgements indexed 0..n-1."""
    body = {
        "judgements": [
            {"index": index, "relation": relation, "reason": reason}
            for index, (relation, reason) in enumerate(judgements)
        ]
    }
    return Answer(json.dumps(body, ensure_ascii=False))


def raw(text: str) -> Answer:
    """Any text as the model's answer (malformed JSON, wrong count, unknown enum, …)."""
    return Answer(text)


def error(status: int, message: str | None = None) -> ErrorStatus:
    return ErrorStatus(status, message or f"stand-in {STATUS_NAMES.get(status, 'ERROR')}")


def hang(seconds: float) -> Hang:
    return Hang(seconds)


@dataclass(frozen=True)
class RecordedRequest:
    path: str
    headers: dict[str, str]  # lower-case names
    body: Any
    at: float  # time.monotonic() when the body was read

    @property
    def model(self) -> str | None:
        match = GENERATE_PATH.match(self.path.split("?", 1)[0])
        return match["model"] if match else None


@dataclass
class GeminiStandIn:
    """The server's state: the script, what was asked, and the way to stop it."""

    url: str = ""
    requests: list[RecordedRequest] = field(default_factory=list)
    script: deque[Behaviour] = field(default_factory=deque)
    stopping: threading.Event = field(default_factory=threading.Event)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def then(self, *behaviours: Behaviour) -> GeminiStandIn:
        """Queue what the next requests get, one behaviour per request, in order."""
        with self.lock:
            self.script.extend(behaviours)
        return self

    def next_behaviour(self) -> Behaviour | None:
        with self.lock:
            return self.script.popleft() if self.script else None

    def record(self, request: RecordedRequest) -> None:
        with self.lock:
            self.requests.append(request)


def response_body(text: str, model: str) -> dict[str, Any]:
    """Shaped like a real `generateContent` response (camelCase, one candidate)."""
    return {
        "candidates": [
            {
                "content": {"parts": [{"text": text}], "role": "model"},
                "finishReason": "STOP",
                "index": 0,
            }
        ],
        "usageMetadata": {"promptTokenCount": 180, "candidatesTokenCount": 40, "totalTokenCount": 220},
        "modelVersion": model,
        "responseId": "standin-response",
    }


def error_body(status: int, message: str) -> dict[str, Any]:
    """Google's API error envelope, which the SDK turns into `ClientError`/`ServerError`."""
    return {"error": {"code": status, "message": message, "status": STATUS_NAMES.get(status, "UNKNOWN")}}


def _handler(state: GeminiStandIn) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        # HTTP/1.0: one request per connection, so a dropped hang never poisons the next one.
        protocol_version = "HTTP/1.0"

        def log_message(self, fmt: str, *args: Any) -> None:
            pass  # keep pytest output clean

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            payload = self.rfile.read(length)
            try:
                body: Any = json.loads(payload) if payload else None
            except json.JSONDecodeError:
                body = payload.decode("utf-8", "replace")
            state.record(
                RecordedRequest(
                    path=self.path,
                    headers={name.lower(): value for name, value in self.headers.items()},
                    body=body,
                    at=time.monotonic(),
                )
            )
            match = GENERATE_PATH.match(self.path.split("?", 1)[0])
            if match is None:
                self._send(404, error_body(404, f"no such method: {self.path}"))
                return
            behaviour = state.next_behaviour()
            if behaviour is None:
                # 400 is never retried: an unscripted request fails the test at once.
                self._send(400, error_body(400, "the stand-in has no scripted answer left"))
            elif isinstance(behaviour, Answer):
                self._send(200, response_body(behaviour.text, match["model"]))
            elif isinstance(behaviour, ErrorStatus):
                self._send(behaviour.status, error_body(behaviour.status, behaviour.message))
            else:
                # Woken early by `stop()` so shutting down never waits for a hang to end.
                state.stopping.wait(behaviour.seconds)
                self.close_connection = True

        def _send(self, status: int, body: dict[str, Any]) -> None:
            data = json.dumps(body, ensure_ascii=False).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=UTF-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    return Handler


class _Server(ThreadingHTTPServer):
    daemon_threads = True  # a request thread never keeps the test process alive
    block_on_close = False


def start_standin() -> tuple[GeminiStandIn, _Server, threading.Thread]:
    state = GeminiStandIn()
    server = _Server(("127.0.0.1", 0), _handler(state))
    host, port = server.server_address[:2]
    state.url = f"http://{host}:{port}"
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    return state, server, thread


def stop_standin(state: GeminiStandIn, server: _Server, thread: threading.Thread) -> None:
    state.stopping.set()  # release any hanging handler first
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


@pytest.fixture
def gemini_standin() -> Iterator[GeminiStandIn]:
    state, server, thread = start_standin()
    try:
        yield state
    finally:
        stop_standin(state, server, thread)


STANDIN_TIMEOUT = 1.5
STANDIN_RETRIES = 1


def standin_judge(
    standin: GeminiStandIn,
    *,
    model: str = "gemini-2.5-flash-lite",
    timeout: float = STANDIN_TIMEOUT,
    retries: int = STANDIN_RETRIES,
) -> GeminiJudge:
    """A real `GeminiJudge` (real SDK, real HTTP) aimed at the stand-in with a fake key."""
    return GeminiJudge(api_key=FAKE_API_KEY, model=model, base_url=standin.url, timeout=timeout, retries=retries)
