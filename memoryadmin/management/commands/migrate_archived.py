from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from ._progress import progress_for
from ._run import engine_run


class Command(BaseCommand):
    help = "Backfill `archived: False` and `created_ts` on every memory lacking them (metadata only, idempotent)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--dry-run", action="store_true", help="Count what would change; change nothing.")
        parser.add_argument("--progress", action="store_true", default=None, help="Always show the progress bar.")

    def handle(self, *args: Any, dry_run: bool = False, progress: bool | None = None, **options: Any) -> None:
        bar = progress_for(self, "migrate_archived", force=progress)
        try:
            with engine_run(self, "migrate_archived") as engine:
                report = engine.migrate_archived(dry_run=dry_run, progress=bar, actor="command:migrate_archived")
        finally:
            bar.close()
        for memory_id in report.unparseable:
            self.stdout.write(f"Left for staff: {memory_id} has no created_ts and an unparseable created_at")
        suffix = " (dry run)" if dry_run else ""
        verb = "would change" if dry_run else "changed"
        self.stdout.write(f"Scanned {report.scanned} records; {report.changed} records {verb}{suffix}.")
