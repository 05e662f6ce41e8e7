"""A store that cannot be reached (or opened) answers 503 with a clear page, never a traceback."""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string

from pruning.errors import ConfigurationError, EmbedderMismatch, StoreUnavailable

log = logging.getLogger(__name__)


class StoreUnavailableMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, StoreUnavailable | EmbedderMismatch | ConfigurationError):
            return None
        log.error("memory store unavailable: %s", exception)
        context = {"message": str(exception)}
        if getattr(request, "htmx", False):
            # An htmx action: show the message in the page's alert area, not inside a table row.
            body = render_to_string("503.html#message", context, request=request)
            response = HttpResponse(body, status=503)
            response["HX-Retarget"] = "#messages"
            response["HX-Reswap"] = "innerHTML"
            return response
        return HttpResponse(render_to_string("503.html", context, request=request), status=503)
