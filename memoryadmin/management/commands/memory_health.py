from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryadmin import services
from pruning.errors import MemoryAdminError


class Command(BaseCommand):
    help = "Report memories that lack required metadata keys (exit 1 when any do)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--ids", action="store_true", help="List the ids of incomplete records.")
        parser.add_argument(
            "--finish-pending", action="store_true", help="Complete writes interrupted before their archives."
        )

    def handle(self, *args: Any, ids: bool = False, finish_pending: bool = False, **options: Any) -> None:
        try:
            engine = services.get_engine()
            if finish_pending:
                done = engine.finish_pending(actor="command:memory_health")
                for m in done:
                    self.stdout.write(f"{m.archived_reason} {m.id}  {m.user_id}  {m.text[:60]}")
                self.stdout.write(f"Finished interrupted writes: {len(done)} memories archived.")
            report = engine.health()
        except MemoryAdminError as exc:
            raise CommandError(str(exc)) from exc
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
