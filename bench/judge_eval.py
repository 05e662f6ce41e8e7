"""The judge corpus end to end: outcomes, per-label precision and recall, wrong archives,
review queue and judge calls per 1,000 writes, per corpus part and language.

    python bench/judge_eval.py [--part dev|heldout|all] [--root FOLDER] [--json] [--errors] [--scenarios]

Same numbers as `manage.py judge_eval`; the held-out part runs only when asked for.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pruning.evaluation import main

if __name__ == "__main__":
    raise SystemExit(main())
