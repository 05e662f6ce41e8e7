from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from pruning.errors import MemoryAdminError
from pruning.memory import validate_user_id

from ._run import engine_run


class Command(BaseCommand):
    help = "Evict (archive) memories of users above MEMORY_MAX_PER_USER, by EVICTION_ORDER; names are never evicted."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--dry-run", action="store_true", help="List what would be evicted; change nothing.")
        parser.add_argument("--user", help="Only this user (default: every user over the limit).")

    def handle(self, *args: Any, dry_run: bool = False, user: str | None = None, **options: Any) -> None:
        if user is not None:
            try:
                validate_user_id(user)
            except MemoryAdminError as exc:
                raise CommandError(f"--user: {exc}") from exc
        with engine_run(self, "enforce_capacity") as engine:
            limit = engine.settings.max_user_memories
            over = [user] if user is not None else [u for u, c in engine.user_counts().items() if c.live > limit]
            users = sorted(over)
            total = 0
            for user_id in users:
                evicted = engine.enforce_capacity(user_id, actor="command:enforce_capacity", dry_run=dry_run)
                for m in evicted:
                    self.stdout.write(f"evict {m.id}  {m.user_id}  {m.category}  {m.text[:60]}")
                total += len(evicted)
        suffix = " (dry run)" if dry_run else ""
        verb = "Would evict" if dry_run else "Evicted"
        self.stdout.write(f"{verb} {total} memories over the limit of {limit}{suffix}.")
