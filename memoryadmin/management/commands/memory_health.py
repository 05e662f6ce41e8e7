from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from ._progress import progress_for
from ._run import engine_run


class Command(BaseCommand):
    help = "Report records lacking required keys, interrupted writes and changes missing from the trail."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--ids", action="store_true", help="List the ids of incomplete records.")
        parser.add_argument(
            "--finish-pending", action="store_true", help="Complete writes interrupted before their archives."
        )
        parser.add_argument(
            "--reconcile",
            action="store_true",
            help="Scan every record and write the trail events its metadata proves are missing.",
        )
        parser.add_argument("--trail", action="store_true", help="List changes without events (no writes).")
        parser.add_argument(
            "--rebuild-mirror", action="store_true", help="Rebuild the metadata mirror from every record (paged)."
        )
        parser.add_argument("--progress", action="store_true", default=None, help="Always show the progress bar.")

    def handle(
        self,
        *args: Any,
        ids: bool = False,
        finish_pending: bool = False,
        reconcile: bool = False,
        trail: bool = False,
        rebuild_mirror: bool = False,
        progress: bool | None = None,
        **options: Any,
    ) -> None:
        bar = progress_for(self, "memory_health", force=progress)
        try:
            with engine_run(self, "memory_health") as engine:
                if finish_pending:
                    done = engine.finish_pending(actor="command:memory_health")
                    for m in done:
                        self.stdout.write(f"{m.archived_reason} {m.id}  {m.user_id}  {m.text[:60]}")
                    self.stdout.write(f"Finished interrupted writes: {len(done)} memories archived.")
                if rebuild_mirror:
                    rebuilt = engine.rebuild_mirror(progress=bar)
                    self.stdout.write(f"Mirror rebuilt: {rebuilt} records.")
                if reconcile or trail:
                    found = engine.reconcile(full=True, dry_run=not reconcile, progress=bar)
                    for gap in found.gaps[:200]:
                        self.stdout.write(f"  no event: {gap.action} {gap.memory_id}  {gap.user_id}  ({gap.why})")
                    if reconcile:
                        self.stdout.write(
                            f"Trail reconciled: {found.written} events reconstructed, {found.confirmed} "
                            f"unfinished events confirmed, {found.voided} voided ({found.scanned} records scanned)."
                        )
                    else:
                        self.stdout.write(
                            f"{len(found.gaps)} changes without events ({found.scanned} records scanned)."
                        )
                report = engine.health()
        finally:
            bar.close()
        self.stdout.write(f"{report.total} records, {report.incomplete} lacking required keys.")
        for key, count in sorted(report.missing.items()):
            self.stdout.write(f"  missing {key}: {count}")
        if report.unparseable_ids:
            self.stdout.write(f"  unparseable created_at: {len(report.unparseable_ids)}")
        if report.pending_ids:
            fix = "python manage.py memory_health --finish-pending"
            self.stdout.write(f"  interrupted writes: {len(report.pending_ids)} (fix: {fix})")
        if ids:
            for memory_id in report.incomplete_ids:
                self.stdout.write(f"  {memory_id}")
        if not report.ok:
            self.stdout.write("Fix: python manage.py migrate_archived")
            raise CommandError("Some records lack required keys.", returncode=1)
