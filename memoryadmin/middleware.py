"""A store that cannot be reached answers 503 with a clear page, never a traceback."""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string

from pruning.errors import StoreUnavailable

log = logging.getLogger(__name__)


class StoreUnavailableMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, StoreUnavailable):
            return None
        log.error("memory store unavailable: %s", exception)
        body = render_to_string("503.html", {"message": str(exception)}, request=request)
        return HttpResponse(body, status=503)
