"""A throw-away PostgreSQL cluster a test can stop and start (for the trail-down tests)."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
from pathlib import Path

from tests.servers import free_port


def _bin() -> str | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin"))
    return found[-1] if found else None


def available() -> bool:
    return _bin() is not None


class Postgres:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.port = free_port()
        self.bin = _bin()

    def _run(self, *args: str) -> None:
        cmd = [f"{self.bin}/{args[0]}", *args[1:]]
        if os.geteuid() == 0:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        subprocess.run(cmd, check=True, capture_output=True, timeout=60)

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def init(self) -> Postgres:
        self.folder.mkdir(parents=True, exist_ok=True)
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres")
            os.chmod(self.folder, 0o700)
            parent = self.folder.parent
            while parent != parent.parent:  # postgres must be able to reach its folder
                os.chmod(parent, os.stat(parent).st_mode | 0o111)
                parent = parent.parent
        self._run("initdb", "-D", str(self.folder), "-U", "postgres", "--auth=trust", "-E", "UTF8")
        return self.start()

    def start(self) -> Postgres:
        opts = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._run("pg_ctl", "-D", str(self.folder), "-l", str(self.folder / "server.log"), "-w", "-o", opts, "start")
        return self

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.folder), "-m", "immediate", "-w", "stop")
