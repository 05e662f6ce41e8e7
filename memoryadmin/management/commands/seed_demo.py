from __future__ import annotations

import os
from datetime import timedelta
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryadmin.demo import DEMO_USERS, seed_store
from memoryadmin.wiring import get_engine
from pruning.errors import MemoryAdminError
from pruning.memory import utcnow

DEFAULT_PASSWORD = "memory-admin-demo"


class Command(BaseCommand):
    help = "Build a realistic demo store through the engine, and a staff login."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--username", default="staff")
        parser.add_argument("--password", default=os.environ.get("MEMORY_DEMO_PASSWORD", DEFAULT_PASSWORD))

    def handle(self, *args: Any, username: str, password: str, **options: Any) -> None:
        User = get_user_model()
        user, created = User.objects.get_or_create(username=username, defaults={"is_staff": True})
        if created:
            user.set_password(password)
            user.save()
            self.stdout.write(f"Created staff user {username!r}")
        try:
            engine = get_engine()
            engine.ensure_lore()
            if any(engine.memories(uid, include_archived=True) for uid in DEMO_USERS):
                self.stdout.write("Demo memories already present; nothing added.")
                return
            summary = seed_store(engine, now=utcnow() - timedelta(minutes=1))
        except MemoryAdminError as exc:
            raise CommandError(str(exc)) from exc
        outcomes = ", ".join(f"{n} {action}" for action, n in sorted(summary["outcomes"].items()))
        self.stdout.write(
            f"Seeded {summary['users']} users through remember() ({outcomes}); "
            f"{summary['expired']} expired, {summary['manual']} archived by hand."
        )
