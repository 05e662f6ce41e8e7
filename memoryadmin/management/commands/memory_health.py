from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryadmin import services
from pruning.errors import MemoryAdminError


class Command(BaseCommand):
    help = "Report memories that lack required metadata keys (exit 1 when any do)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--ids", action="store_true", help="List the ids of incomplete records.")

    def handle(self, *args: Any, ids: bool = False, **options: Any) -> None:
        try:
            report = services.get_engine().health()
        except MemoryAdminError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(f"{report.total} records, {report.incomplete} lacking required keys.")
        for key, count in sorted(report.missing.items()):
            self.stdout.write(f"  missing {key}: {count}")
        if report.unparseable_ids:
            self.stdout.write(f"  unparseable created_at: {len(report.unparseable_ids)}")
        if ids:
            for memory_id in report.incomplete_ids:
                self.stdout.write(f"  {memory_id}")
        if not report.ok:
            self.stdout.write("Fix: python manage.py migrate_archived")
            raise CommandError("Some records lack required keys.", returncode=1)
