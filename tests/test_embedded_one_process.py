"""An embedded store serves one process: a second one is refused at start with a message that
names the server mode, and the store opens again once the first process is gone."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pruning import ConfigurationError, MemoryEngine

ROOT = Path(__file__).resolve().parent.parent
HOLDER = """
import sys
from pruning import MemoryEngine
engine = MemoryEngine.from_env()
engine.remember("kenji", "使用者喜歡貓", "preference")
print("ready", flush=True)
sys.stdin.read()
"""


def test_a_second_process_on_an_embedded_store_is_refused_clearly(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORY_", "GEMINI_"))}
    env.update({"MEMORY_CHROMA_PATH": str(tmp_path / "chroma"), "PYTHONPATH": str(ROOT)})
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        with pytest.raises(ConfigurationError, match=r"open in another process \(pid \d+\).*MEMORY_CHROMA_URL"):
            MemoryEngine.from_env(env)
    finally:
        holder.communicate(timeout=60)
    engine = MemoryEngine.from_env(env)  # the first process is gone: the store is ours
    assert [m.text for m in engine.memories("kenji")] == ["使用者喜歡貓"]
