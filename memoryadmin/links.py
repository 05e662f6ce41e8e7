"""Links to users and memories that mean exactly the id they carry.

An id is a path segment only when no browser or router could read it as something else: no
"/" or "\\" (Chromium reads a backslash as a slash), not "." or ".." (normalised away), no
controls. Any other id — legacy ids such as "team/42" or "kenji/agent" — travels encoded in
a query string (`/user/?id=team%2F42`), which nothing reinterprets.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import Http404, HttpRequest
from django.urls import reverse


def path_safe(value: str) -> bool:
    return (
        bool(value)
        and "/" not in value
        and "\\" not in value
        and value not in (".", "..")
        and value == value.strip()
        and not any(ord(c) < 32 or 0x7F <= ord(c) <= 0x9F for c in value)
    )


def link(view: str, object_id: str) -> str:
    """The URL of `view` for a user or memory id: a path segment when safe, else `?id=`."""
    if path_safe(object_id):
        return reverse(view, args=[object_id])
    return reverse(f"{view}-q") + "?" + urlencode({"id": object_id})


def object_id(request: HttpRequest, given: str | None) -> str:
    """The id a view was called for: from its path, or from `?id=` on the query-string routes."""
    if given is not None:
        return given
    value = request.GET.get("id")
    if not value:
        raise Http404("No id given.")
    return value
