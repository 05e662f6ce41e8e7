"""Every benchmark at the documented scale, each in its own process (so peak memory is its
own). Prints the outputs one after another; docs/performance.md holds the latest figures.

    python bench/run_all.py [--quick]
"""

from __future__ import annotations

import argparse
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FULL = [
    ("bench_pages.py", ["--records", "100000", "--users", "1000", "--requests", "40"]),
    ("bench_remember.py", ["--store", "10000", "--filler", "90000", "--writes", "1000"]),
    ("bench_migrate.py", ["--records", "100000"]),
    ("bench_prune.py", ["--records", "100000", "--users", "1000"]),
    ("bench_sweep.py", ["--records", "100000", "--users", "1000"]),
    ("bench_mirror.py", ["--records", "10000", "--users", "100", "--runs", "30"]),
    ("bench_mirror.py", ["--records", "100000", "--users", "1000", "--runs", "30"]),
    ("bench_mirror.py", ["--records", "1000000", "--users", "10000", "--runs", "30"]),
]
QUICK = [
    ("bench_pages.py", ["--records", "10000", "--users", "100", "--requests", "10"]),
    ("bench_remember.py", ["--store", "2000", "--writes", "100"]),
    ("bench_migrate.py", ["--records", "10000"]),
    ("bench_prune.py", ["--records", "10000", "--users", "100"]),
    ("bench_sweep.py", ["--records", "10000", "--users", "100"]),
    ("bench_mirror.py", ["--records", "10000", "--users", "100", "--runs", "10"]),
]


def built(argv: list[str]) -> bool:
    """Whether the mirror benchmark's store is cached (1M is built only by `make bench-store`)."""
    sys.path.insert(0, str(ROOT))
    from bench.build_store import default_dir

    records, users = int(argv[argv.index("--records") + 1]), int(argv[argv.index("--users") + 1])
    return records < 1_000_000 or (default_dir(records, users) / "build.json").exists()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="a tenth of the scale, for a smoke run")
    args = parser.parse_args()
    print(
        f"# {platform.node()}: {platform.processor() or platform.machine()}, "
        f"{__import__('os').cpu_count()} cores, Python {platform.python_version()}"
    )
    for script, argv in QUICK if args.quick else FULL:
        if script == "bench_mirror.py" and not built(argv):
            print(f"\n## {script} {' '.join(argv)}: skipped, no cached store (run `make bench-store`)", flush=True)
            continue
        started = time.time()
        print(f"\n## {script} {' '.join(argv)}", flush=True)
        subprocess.run([sys.executable, str(ROOT / "bench" / script), *argv], check=True, cwd=ROOT)
        print(f"({time.time() - started:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
