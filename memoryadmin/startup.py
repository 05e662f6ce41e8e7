"""Fail fast, with one clear line, when a server the dashboard needs cannot be reached."""

from __future__ import annotations

import sys

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.utils import OperationalError

from pruning.errors import MemoryAdminError


def check_services() -> None:
    db = connections[DEFAULT_DB_ALIAS]
    try:
        db.ensure_connection()
    except OperationalError as exc:
        settings = db.settings_dict
        where = f"{settings.get('HOST') or 'localhost'}:{settings.get('PORT') or ''}/{settings.get('NAME')}"
        sys.exit(f"memoryadmin: Cannot reach the database at {where} ({db.vendor}): {exc}".strip())
    from .wiring import get_engine

    try:
        get_engine().ping_trail()
    except MemoryAdminError as exc:
        sys.exit(f"memoryadmin: {exc}")
