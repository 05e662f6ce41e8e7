from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from pruning.errors import MemoryAdminError
from pruning.memory import parse_instant, validate_user_id

from ._progress import Progress
from ._run import engine_run

DETAIL_LINES = 50  # above this, one summary line per user instead of one line per change


class Command(BaseCommand):
    help = "Judge pairs of stored live memories as the write pipeline would, and archive contradicted and duplicates."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--dry-run", action="store_true", help="Judge and list what would change; change nothing.")
        parser.add_argument("--user", help="Only this user (default: every user with live memories).")
        parser.add_argument(
            "--since", help="Only users with a memory created or changed since this date or instant (UTC unless given)."
        )
        parser.add_argument("--progress", action="store_true", default=None, help="Always show the progress bar.")

    def handle(
        self,
        *args: Any,
        dry_run: bool = False,
        user: str | None = None,
        since: str | None = None,
        progress: bool | None = None,
        **options: Any,
    ) -> None:
        instant = None
        if since is not None:
            instant = parse_instant(since)
            if instant is None or not 1971 <= instant.year <= 9998:
                raise CommandError(f"--since must be a date or an ISO-8601 instant such as 2026-09-01, got {since!r}")
        if user is not None:
            try:
                validate_user_id(user)
            except MemoryAdminError as exc:
                raise CommandError(f"--user: {exc}") from exc
        bar = Progress(self.stderr._out, "sweep_contradictions", threshold=100, force=progress)
        try:
            with engine_run(self, "sweep_contradictions") as engine:
                report = engine.sweep(
                    user_id=user, dry_run=dry_run, actor="command:sweep_contradictions", since=instant, progress=bar
                )
        finally:
            bar.close()

        would = "would " if dry_run else ""
        if len(report.changes) <= DETAIL_LINES:
            for c in report.changes:
                if c.kind == "contradicted":
                    line = (
                        f"{would}archive {c.memory.id}  {c.user_id}  {c.memory.text[:40]}  "
                        f"contradicted by {c.other.id} {c.other.text[:40]} ({c.judge}: {c.reason[:80]})"
                    )
                elif c.kind == "duplicate":
                    line = (
                        f"{would}archive {c.memory.id}  {c.user_id}  {c.memory.text[:40]}  "
                        f"duplicate of {c.other.id} ({c.judge}: {c.reason[:80]})"
                    )
                else:
                    line = (
                        f"{would}open a review  {c.user_id}  {c.memory.id} {c.memory.text[:40]} / "
                        f"{c.other.id} {c.other.text[:40]} ({c.judge}: {c.reason[:80]})"
                    )
                self.stdout.write(line)
        else:
            for user_id, kinds in report.by_user().items():
                self.stdout.write(
                    f"{user_id}: {kinds['contradicted']} contradicted, {kinds['duplicate']} duplicate, "
                    f"{kinds['review']} review items"
                )
        suffix = " (dry run)" if dry_run else ""
        verb = "Would archive" if dry_run else "Archived"
        opened = "would open" if dry_run else "opened"
        self.stdout.write(
            f"Judge calls: {report.judge_calls} ({report.judge}) for {report.judged} pairs; "
            f"{report.skipped} pairs skipped as already judged; {report.reused} earlier verdicts applied without "
            f"a call; {report.failed_calls} failed calls."
        )
        self.stdout.write(
            f"{verb} {report.archived} memories ({report.contradicted} contradicted, {report.duplicates} duplicate) "
            f"and {opened} {report.reviews} review items, over {report.users} users{suffix}."
        )
        if report.failed_calls:
            self.stderr.write(
                f"{report.failed_calls} judge calls failed and were treated as DIFFERENT (nothing archived); "
                "run the sweep again to judge those pairs."
            )
