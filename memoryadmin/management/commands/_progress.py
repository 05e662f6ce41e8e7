"""A tqdm progress bar for long runs, silent for small ones."""

from __future__ import annotations

from typing import Any

from tqdm import tqdm

LARGE_RUN = 5000


class Progress:
    """`progress(done, total)` callback: draws a bar once the run is large enough to need one."""

    def __init__(self, stream: Any, desc: str, threshold: int = LARGE_RUN, force: bool | None = None) -> None:
        self.stream = stream
        self.desc = desc
        self.threshold = threshold
        self.force = force
        self.bar: tqdm | None = None

    def __call__(self, done: int, total: int) -> None:
        show = self.force if self.force is not None else total >= self.threshold
        if not show:
            return
        if self.bar is None:
            self.bar = tqdm(total=total, desc=self.desc, unit="rec", file=self.stream, leave=True, mininterval=0.5)
        self.bar.update(done - self.bar.n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None


def progress_for(command: Any, desc: str, force: bool | None = None) -> Progress:
    return Progress(command.stderr._out, desc, force=force)
