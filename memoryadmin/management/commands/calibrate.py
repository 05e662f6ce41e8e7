from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryadmin.wiring import get_engine
from pruning.calibrate import PAIRS_PATH, calibrate, format_report, load_pairs
from pruning.errors import MemoryAdminError


class Command(BaseCommand):
    help = "Print the distance distribution of the labelled pairs for the configured embedder and suggested thresholds."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--pairs", default=str(PAIRS_PATH), help="A JSON file of labelled pairs.")

    def handle(self, *args: Any, pairs: str, **options: Any) -> None:
        path = Path(pairs)
        if not path.is_file():
            raise CommandError(f"No pair file at {path}")
        try:
            labelled = load_pairs(path)
            report = calibrate(get_engine().embedder, labelled)
        except (MemoryAdminError, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(format_report(report))
