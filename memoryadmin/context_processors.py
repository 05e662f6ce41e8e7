"""What every staff page shows in its header: the number of pairs waiting for review."""

from __future__ import annotations

import logging
from typing import Any

from django.http import HttpRequest

from pruning.errors import MemoryAdminError

from .wiring import get_engine

log = logging.getLogger(__name__)


def review_count(request: HttpRequest) -> dict[str, Any]:
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated or not user.is_staff:
        return {}
    try:
        return {"review_count": get_engine().open_reviews_count()}
    except MemoryAdminError as exc:  # the page itself reports an unreachable store
        log.warning("review count unavailable: %s", exc)
        return {}
