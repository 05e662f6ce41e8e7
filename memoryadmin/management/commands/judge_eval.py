from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from pruning.errors import MemoryAdminError
from pruning.evaluation import (
    CORPUS_DIR,
    CorpusError,
    evaluate,
    format_report,
    format_scenarios,
    load_scenarios,
    parts_for,
    run_scenarios,
    scenario_report,
)


class Command(BaseCommand):
    help = (
        "Run the judge corpus end to end through the write pipeline (configured embedder, thresholds and "
        "judge, on a temporary store) and print the scores. The held-out part runs only when asked for."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--part", choices=("dev", "heldout", "all"), default="dev", help="Which corpus part.")
        parser.add_argument("--json", action="store_true", dest="as_json", help="Print the numbers as JSON.")
        parser.add_argument("--errors", action="store_true", help="Also list the pairs the pipeline got wrong.")
        parser.add_argument(
            "--root",
            default=str(CORPUS_DIR),
            help="The corpus folder (default: the judge corpus; pruning/data/judge_later: two later sets, dev only).",
        )
        parser.add_argument(
            "--scenarios",
            action="store_true",
            help="Run the month-long scenarios (each user's facts in order) instead of the pairs.",
        )

    def handle(
        self, *args: Any, part: str, as_json: bool, errors: bool, scenarios: bool, root: str, **options: Any
    ) -> None:
        if scenarios:
            try:
                results = run_scenarios(load_scenarios(parts_for(part)))
            except (CorpusError, MemoryAdminError, ValueError) as exc:
                raise CommandError(str(exc)) from exc
            if as_json:
                self.stdout.write(json.dumps(scenario_report(results), ensure_ascii=False, indent=2))
            else:
                self.stdout.write(format_scenarios(results, show_errors=errors))
            return

        def progress(done: int, total: int) -> None:
            if done == total or done % 50 == 0:
                self.stderr.write(f"{done}/{total} pairs")

        try:
            report = evaluate(part, root=root, progress=progress)
        except (CorpusError, MemoryAdminError, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        if as_json:
            self.stdout.write(json.dumps(report.as_dict(with_pairs=errors), ensure_ascii=False, indent=2))
        else:
            self.stdout.write(format_report(report, show_errors=errors))
