"""A `chroma run` server the fault tests can stop and start at will (on its own folder and port)."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ChromaServer:
    def __init__(self, path: Path, port: int | None = None) -> None:
        self.path = path
        self.port = port or free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ChromaServer:
        chroma = Path(sys.executable).parent / "chroma"
        self.proc = subprocess.Popen(
            [str(chroma), "run", "--path", str(self.path), "--host", "127.0.0.1", "--port", str(self.port)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                urllib.request.urlopen(f"{self.url}/api/v2/heartbeat", timeout=1)
                return self
            except OSError:
                if self.proc.poll() is not None:
                    raise RuntimeError("chroma run exited at start") from None
                time.sleep(0.1)
        raise RuntimeError("chroma run did not answer within 30 s")

    def stop(self) -> None:
        """Kill the server outright, as a crash would."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)
        self.proc = None
