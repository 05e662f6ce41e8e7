"""Live updates: after an action, every row and count it changed that the page shows, as
htmx out-of-band swaps.

A page declares what it shows in a hidden `.page-state` block (the ids of its memory rows,
the user whose counts it shows); action forms include it (`hx-include`). Only elements that
are on the page are sent: htmx reports an out-of-band element without a target as an error.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from django.template.loader import render_to_string
from django.utils.translation import gettext as _

from pruning.errors import MemoryAdminError
from pruning.memory import Memory
from pruning.workflow import RestoreOutcome

from .forms import ArchiveForm
from .wiring import get_engine


def in_review(memories: list[Memory]) -> dict[str, list[dict[str, Any]]]:
    """Each memory's open review items, with the other fact of the pair (one indexed query)."""
    pairs: dict[str, list[dict[str, Any]]] = {}
    for r in get_engine().reviews_for([m.id for m in memories]):
        pairs.setdefault(r.older_id, []).append({"review": r, "other": r.newer_id, "text": r.newer_text, "newer": True})
        pairs.setdefault(r.newer_id, []).append(
            {"review": r, "other": r.older_id, "text": r.older_text, "newer": False}
        )
    return pairs


def row_context(request: HttpRequest, memory: Memory, **extra: Any) -> dict[str, Any]:
    """What the row partial needs: the memory, what replaced it (and whether that is live),
    the reviews it is in."""
    ids = [memory.superseded_by] if memory.superseded_by else []
    replacing = {m.id: m for m in get_engine().get_many(ids)}
    shown_from = request.POST.get("shown_on", "") if request.method == "POST" else ""
    return {
        "m": memory,
        "replacing": replacing,
        "in_review": in_review([memory]),
        "archive_form": ArchiveForm(auto_id=False),
        "selectable": shown_from in ("user", "archived"),
        "show_user": shown_from == "archived",
        **extra,
    }


def out_of_band(request: HttpRequest, changed: list[Memory], skip: set[str] | None = None) -> bytes:
    """Out-of-band swaps for the rows in `changed` this page shows (but those in `skip`), the
    counts of their user when the page shows them, and the nav's review count."""
    if not request.htmx or request.method != "POST":
        return b""
    shown = set(request.POST.getlist("shown"))
    skip = skip or set()
    parts: list[str] = []
    seen: set[str] = set()
    for memory in changed:
        if memory.id in shown and memory.id not in skip and memory.id not in seen:
            seen.add(memory.id)
            # In a <template>: a <tbody> after a non-table answer would be dropped by the HTML
            # parser; htmx swaps out-of-band elements it finds inside templates.
            row = render_to_string("memoryadmin/_memory_row.html", {**row_context(request, memory), "oob": True})
            parts.append(f"<template>{row}</template>")
    counts_for = request.POST.get("counts_for", "")
    engine = get_engine()
    if counts_for and counts_for in {m.user_id for m in changed}:
        parts.append(
            render_to_string(
                "memoryadmin/_user_counts.html",
                {
                    "user_id": counts_for,
                    "summary": engine.user_summary(counts_for),
                    "capacity": engine.settings.max_user_memories,
                    "oob": True,
                },
            )
        )
    try:
        count = engine.open_reviews_count()
    except MemoryAdminError:
        count = None
    if count is not None:
        parts.append(f'<span class="nav-count" id="ma-review-count" hx-swap-oob="true">{count or ""}</span>')
    return "".join(parts).encode()


def restore_flash(outcome: RestoreOutcome) -> str:
    parts = [_("Restored: live again.")]
    replacement = outcome.replacement
    if replacement is not None and replacement.archived and replacement.superseded_by == outcome.memory.id:
        parts.append(_("Its replacement “%(text)s” is archived (contradicted).") % {"text": replacement.text})
    elif replacement is not None:
        parts.append(_("Its replacement “%(text)s” stays live too (kept both).") % {"text": replacement.text})
    if outcome.evicted:
        texts = ", ".join("“" + m.text + "”" for m in outcome.evicted)
        parts.append(_("Evicted for capacity: %(texts)s.") % {"texts": texts})
    return " ".join(parts)
