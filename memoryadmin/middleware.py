"""A store that cannot be reached (or opened) answers 503 with a clear page, never a traceback."""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.template.loader import render_to_string
from django.utils.translation import gettext as _

from pruning.db import TrailUnavailable
from pruning.errors import ConfigurationError, EmbedderMismatch, StoreUnavailable

log = logging.getLogger(__name__)


class RejectNulMiddleware:
    """A NUL in the path, the query string or a form is refused with 400 before any view: no
    database stores it (PostgreSQL refuses it outright), so nothing downstream should see it."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if "\x00" in request.path or "%00" in request.META.get("QUERY_STRING", "") or _nul_in_form(request):
            return HttpResponseBadRequest(
                render_to_string("400.html", {"message": _("The request contains a NUL character.")}, request=request)
            )
        return self.get_response(request)


def _nul_in_form(request: HttpRequest) -> bool:
    if request.method != "POST":
        return False
    try:
        return any("\x00" in key or any("\x00" in v for v in values) for key, values in request.POST.lists())
    except Exception:  # an unreadable body is Django's to refuse
        return False


class StoreUnavailableMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, StoreUnavailable | EmbedderMismatch | ConfigurationError | TrailUnavailable):
            return None
        log.error("memory store unavailable: %s", exception)
        message = str(exception)
        if request.method == "POST" and isinstance(exception, StoreUnavailable):
            # The store may have applied the change before it failed: never claim it did not.
            message += " " + _(
                "The change may or may not have been applied: reload the page to see the memory's current state."
            )
        context = {"message": message}
        if getattr(request, "htmx", False):
            # An htmx action: show the message in the page's alert area, not inside a table row.
            body = render_to_string("503.html#message", context, request=request)
            response = HttpResponse(body, status=503)
            response["HX-Retarget"] = "#messages"
            response["HX-Reswap"] = "innerHTML"
            return response
        return HttpResponse(render_to_string("503.html", context, request=request), status=503)
