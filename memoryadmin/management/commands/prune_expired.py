from __future__ import annotations

from collections import Counter
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from pruning.config import EXPIRE_DAYS
from pruning.errors import MemoryAdminError
from pruning.memory import parse_instant, validate_user_id

from ._progress import progress_for
from ._run import engine_run

DETAIL_LINES = 50  # above this, one summary line per user instead of one line per memory


class Command(BaseCommand):
    help = f"Archive live schedule memories older than {EXPIRE_DAYS} days as `expired`."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--dry-run", action="store_true", help="List what would expire; change nothing.")
        parser.add_argument("--user", help="Only this user's memories.")
        parser.add_argument("--now", help="Run as of this ISO-8601 instant (default: now), e.g. 2026-09-06T02:42Z.")
        parser.add_argument("--progress", action="store_true", default=None, help="Always show the progress bar.")

    def handle(
        self,
        *args: Any,
        dry_run: bool = False,
        user: str | None = None,
        now: str | None = None,
        progress: bool | None = None,
        **options: Any,
    ) -> None:
        instant = None
        if now is not None:
            instant = parse_instant(now)
            if instant is None:
                raise CommandError(f"--now must be an ISO-8601 instant such as 2026-09-06T02:42:00Z, got {now!r}")
            if not 1971 <= instant.year <= 9998:
                raise CommandError(f"--now must be between the years 1971 and 9998, got {now!r}")
        if user is not None:
            try:
                validate_user_id(user)
            except MemoryAdminError as exc:
                raise CommandError(f"--user: {exc}") from exc
        bar = progress_for(self, "prune_expired", force=progress)
        try:
            with engine_run(self, "prune_expired") as engine:
                memories = engine.prune_expired(
                    now=instant, user_id=user, dry_run=dry_run, actor="command:prune_expired", progress=bar
                )
                unstamped = engine.schedules_without_timestamp(user)
        finally:
            bar.close()

        verb = "Would archive" if dry_run else "Archived"
        prefix = "would expire" if dry_run else "expired"
        if len(memories) <= DETAIL_LINES:
            for m in memories:
                created = m.created_at.date().isoformat() if m.created_at else "?"
                self.stdout.write(f"{prefix} {m.id}  {m.user_id}  {created}  {m.text[:60]}")
        else:
            for user_id, count in sorted(Counter(m.user_id for m in memories).items()):
                self.stdout.write(f"{user_id}: {count}")
        suffix = " (dry run)" if dry_run else ""
        self.stdout.write(f"{verb} {len(memories)} expired schedule memories{suffix}.")
        if unstamped:
            self.stderr.write(
                f"{unstamped} live schedule memories have no created_ts and were not considered: "
                "run python manage.py migrate_archived first."
            )
