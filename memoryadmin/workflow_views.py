"""Staff workflow views: undo from the trail (one change or a whole run), the archived list,
bulk actions, CSV exports and the overview's charts. Thin: the rules are engine methods."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable, Iterator
from datetime import timedelta
from typing import Any
from urllib.parse import urlencode

from django.http import Http404, HttpRequest, HttpResponse, QueryDict, StreamingHttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from pruning.config import ARCHIVE_REASONS, CATEGORIES
from pruning.errors import InvalidMemory, InvalidTransition, UnknownMemory
from pruning.memory import Memory

from .decorators import staff_required
from .forms import ActivityFilterForm, ArchivedFilterForm, ArchiveForm, MemoryFilterForm
from .labels import REASON_LABELS, label
from .links import object_id
from .live import in_review, out_of_band
from .views import (
    BadRequest,
    checked_user_id,
    note_error,
    page_of,
    querystring_without_page,
    unknown_filter,
    with_bad_request,
)
from .wiring import actor_name, get_engine

BULK_ACTIONS = ("archive", "restore")


def _valid(form: Any) -> Any:
    if not form.is_valid():
        raise BadRequest(unknown_filter(form))
    return form


# -- undo from the trail -------------------------------------------------------------------


@require_POST
@staff_required
def event_undo(request: HttpRequest, event_id: int) -> HttpResponse:
    """Undo one change of the trail (when its memory is still as the change left it)."""
    engine = get_engine()
    event = engine.event(event_id)
    if event is None:
        raise Http404(_("No event %(id)d.") % {"id": event_id})
    note = ArchiveForm(request.POST)
    if not note.is_valid():
        return _event_row(request, event_id, 400, note_error(note))
    try:
        outcome = engine.undo_event(
            event_id,
            actor_name(request.user),
            note.cleaned_data["note"],
            replacement=request.POST.get("replacement") or None,
        )
    except UnknownMemory:
        raise Http404(_("No event %(id)d.") % {"id": event_id}) from None
    except (InvalidTransition, InvalidMemory) as exc:
        return _event_row(request, event_id, 409, str(exc))
    if not request.htmx:
        return redirect(reverse("ma-activity"))
    memory = outcome.memory
    if memory.live:
        done = _("Undone: live again.")
    else:
        done = _("Undone: archived again (%(reason)s).") % {"reason": label(REASON_LABELS, memory.archived_reason)}
    if outcome.replacement is not None and outcome.replacement.archived:
        done += " " + _("Its replacement “%(text)s” is archived.") % {"text": outcome.replacement.text}
    return _event_row(request, event_id, 200, flash=done, changed=outcome.changed)


def _event_row(
    request: HttpRequest,
    event_id: int,
    status: int,
    error: str | None = None,
    flash: str | None = None,
    changed: list[Memory] | None = None,
) -> HttpResponse:
    engine = get_engine()
    event = engine.event(event_id)
    undos = engine.undo_states([event]) if event else {}
    response = render(
        request,
        "memoryadmin/_activity_row.html",
        {"e": event, "undos": undos, "error": error, "flash": flash, "with_undo": True},
        status=status,
    )
    response.content += out_of_band(request, changed or [])
    return response


@require_POST
@staff_required
@with_bad_request
def run_undo(request: HttpRequest, run_id: str) -> HttpResponse:
    """Undo a whole run: first a preview with the count, then (confirm=yes) every change whose
    memory is still as the run left it, each its own event; the rest reported per memory."""
    engine = get_engine()
    plan = engine.plan_run_undo(run_id)
    if not plan.events:
        raise Http404(_("No run %(id)r in the trail.") % {"id": run_id[:100]})
    context: dict[str, Any] = {"plan": plan, "run_id": run_id}
    if request.POST.get("confirm") == "yes":
        note = ArchiveForm(request.POST)
        if not note.is_valid():
            raise BadRequest(note_error(note))
        result = engine.undo_run(
            run_id,
            actor_name(request.user),
            note.cleaned_data["note"],
            replacement=request.POST.get("replacement") or None,
        )
        context.update(result=result, failed=_failed(result.failed))
        if not request.htmx:
            return redirect(reverse("ma-activity") + "?" + urlencode({"run": result.run_id or ""}))
    response = render(request, "memoryadmin/_run_undo.html", context)
    if "result" in context:
        response.content += out_of_band(request, context["result"].changed)
    return response


def _failed(failed: list[tuple[str, str]]) -> list[dict[str, Any]]:
    texts = {m.id: m for m in get_engine().get_many([i for i, _ in failed])}
    return [{"id": i, "memory": texts.get(i), "why": why} for i, why in failed]


# -- the archived list ---------------------------------------------------------------------


@require_GET
@staff_required
@with_bad_request
def archived_list(request: HttpRequest) -> HttpResponse:
    form = _valid(ArchivedFilterForm(request.GET))
    engine = get_engine()
    found = engine.archived(**form.archived_filters())
    page = page_of(request, found)
    rows = list(page)
    replacing = {m.id: m for m in engine.get_many([m.superseded_by for m in rows if m.superseded_by])}
    template = "memoryadmin/archived.html"
    if request.htmx:
        template += "#archived-rows"
    return render(
        request,
        template,
        {
            "form": form,
            "page": page,
            "rows": rows,
            "replacing": replacing,
            "in_review": in_review(rows),  # archived by hand while its review is open: it still waits on staff
            "qs": querystring_without_page(request),
            "archive_form": ArchiveForm(auto_id=False),
            "reasons": ARCHIVE_REASONS,
            "categories": CATEGORIES,
            "selectable": True,
            "show_user": True,
        },
    )


# -- bulk actions --------------------------------------------------------------------------


def _bulk_ids(request: HttpRequest) -> list[str]:
    """The memories a bulk action is about: the rows ticked, or all matching the filter."""
    if request.POST.get("all") != "1":
        return [i for i in dict.fromkeys(request.POST.getlist("ids")) if i]
    engine = get_engine()
    params = QueryDict(request.POST.get("filter", ""))
    if request.POST.get("scope") == "user":
        user_id = checked_user_id(request.POST.get("user", ""))
        form = _valid(MemoryFilterForm(params))
        return [m.id for m in form.apply(engine.memories(user_id, include_archived=True))]
    form = _valid(ArchivedFilterForm(params))
    found = engine.archived(**form.archived_filters())
    return found.ids(limit=len(found))


@require_POST
@staff_required
@with_bad_request
def bulk(request: HttpRequest) -> HttpResponse:
    """Archive or restore many memories with one note: a preview (how many, which would change),
    then, confirmed, each memory its own change and its own event; failures listed per memory."""
    action = request.POST.get("action", "")
    if action not in BULK_ACTIONS:
        raise BadRequest(_("Unknown bulk action %(action)r: use archive or restore.") % {"action": action[:20]})
    note = ArchiveForm(request.POST)
    if not note.is_valid():
        raise BadRequest(note_error(note))
    ids = _bulk_ids(request)
    engine = get_engine()
    context: dict[str, Any] = {"action": action, "note": note.cleaned_data["note"] or ""}
    if request.POST.get("confirm") != "yes":
        memories = engine.get_many(ids)
        ready = [m for m in memories if (m.live if action == "archive" else m.archived)]
        replaced = [m for m in ready if action == "restore" and engine.live_replacement(m) is not None]
        context.update(ids=ids, count=len(ids), ready=ready, unchanged=len(ids) - len(ready), replaced=replaced)
        return render(request, "memoryadmin/_bulk_result.html", context)
    actor = actor_name(request.user)
    try:
        if action == "archive":
            result = engine.bulk_archive(ids, actor, note.cleaned_data["note"])
        else:
            choice = request.POST.get("replacement") or None
            result = engine.bulk_restore(ids, actor, note.cleaned_data["note"], replacement=choice)
    except InvalidMemory as exc:
        raise BadRequest(str(exc)) from None
    context.update(result=result, failed=_failed(result.failed))
    if not request.htmx:
        return redirect(reverse("ma-activity") + "?" + urlencode({"run": result.run_id or ""}))
    response = render(request, "memoryadmin/_bulk_result.html", context)
    response.content += out_of_band(request, result.changed)
    return response


# -- CSV exports ---------------------------------------------------------------------------

FORMULA_LEADS = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value: Any) -> str:
    """A cell a spreadsheet shows as text: one that could start a formula gets a leading '."""
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(FORMULA_LEADS) else text


class _Echo:
    def write(self, value: str) -> str:
        return value


def _csv_response(rows: Iterable[list[Any]], filename: str) -> StreamingHttpResponse:
    writer = csv.writer(_Echo())

    def lines() -> Iterator[str]:
        for row in rows:
            yield writer.writerow([csv_cell(v) for v in row])

    response = StreamingHttpResponse(lines(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def _local(moment: Any) -> str:
    return timezone.localtime(moment).isoformat() if moment else ""


ACTIVITY_COLUMNS = [
    "id", "at", "action", "actor", "user_id", "memory_id", "text", "before", "after", "note", "run_id", "related_id",
]  # fmt: skip


@require_GET
@staff_required
@with_bad_request
def activity_export(request: HttpRequest) -> StreamingHttpResponse:
    """The trail with the activity page's filters, as CSV, read and written a page at a time."""
    form = _valid(ActivityFilterForm(request.GET))
    events = get_engine().events(**form.event_filters())

    def rows() -> Iterator[list[Any]]:
        yield ACTIVITY_COLUMNS
        start = 0
        while True:
            batch = events[start : start + 500]
            for e in batch:
                yield [
                    e.id,
                    _local(e.at),
                    e.action,
                    e.actor,
                    e.user_id,
                    e.memory_id,
                    e.text,
                    json.dumps(e.before, ensure_ascii=False) if e.before else "",
                    json.dumps(e.after, ensure_ascii=False) if e.after else "",
                    e.detail.get("note", ""),
                    e.run_id or "",
                    e.related_id,
                ]
            if len(batch) < 500:
                return
            start += 500

    return _csv_response(rows(), "activity.csv")


MEMORY_COLUMNS = [
    "id", "user_id", "category", "text", "status", "created_at", "archived_reason", "archived_at", "archived_by",
    "archived_note", "superseded_by", "judge_reason", "restored_at", "restored_by", "metadata",
]  # fmt: skip


@require_GET
@staff_required
def user_export(request: HttpRequest, user_id: str | None = None) -> StreamingHttpResponse:
    """Every memory of a user (live and archived) with all its metadata, as CSV."""
    user_id = checked_user_id(object_id(request, user_id))
    memories = get_engine().memories(user_id, include_archived=True)
    if not memories:
        raise Http404(_("No such user: %(id)r has no memories.") % {"id": user_id})

    def rows() -> Iterator[list[Any]]:
        yield MEMORY_COLUMNS
        for m in memories:
            meta = m.metadata
            yield [
                m.id,
                m.user_id,
                m.category,
                m.text,
                "archived" if m.archived else "live",
                _local(m.created_at),
                m.archived_reason or "",
                _local(m.archived_at),
                m.archived_by or "",
                m.archived_note or "",
                m.superseded_by or "",
                m.judge_reason or "",
                meta.get("restored_at", ""),
                meta.get("restored_by", ""),
                json.dumps(meta, ensure_ascii=False, sort_keys=True),
            ]

    safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in user_id)[:60] or "user"
    return _csv_response(rows(), f"memories-{safe}.csv")


# -- the overview's charts -----------------------------------------------------------------

CHART_DAYS = 30
CHART_W, CHART_H, CHART_PAD = 600, 160, 24
REASON_OF_ACTION = {"contradict": "contradicted", "expire": "expired", "evict": "evicted", "archive": "manual"}


def charts() -> dict[str, Any]:
    """Bars of archives per day by reason and a line of live memories, as SVG geometry (the
    template draws it; no script, no library)."""
    engine = get_engine()
    offset = timezone.localtime().utcoffset() or timedelta(0)
    per_day = engine.events_per_day(CHART_DAYS, utc_offset=offset)
    live = engine.live_per_day(per_day)
    days = list(per_day)
    slot = CHART_W / max(1, len(days))
    archived = [{r: per_day[d].get(a, 0) for a, r in REASON_OF_ACTION.items()} for d in days]
    top = max([sum(a.values()) for a in archived] + [1])
    bars = []
    for i, (day, counts) in enumerate(zip(days, archived)):
        y = CHART_H
        for reason, n in counts.items():
            if not n:
                continue
            h = n / top * (CHART_H - CHART_PAD)
            y -= h
            bars.append(
                {
                    "x": round(i * slot + 1, 1),
                    "y": round(y, 1),
                    "w": round(max(1.0, slot - 2), 1),
                    "h": round(h, 1),
                    "reason": reason,
                    "day": day,
                    "n": n,
                }
            )
    high = max([*list(live.values()), 1])
    points = " ".join(
        f"{round(i * slot + slot / 2, 1)},{round(CHART_H - v / high * (CHART_H - CHART_PAD), 1)}"
        for i, v in enumerate(live.values())
    )
    return {
        "w": CHART_W,
        "h": CHART_H,
        "bars": bars,
        "top": top,
        "total": sum(sum(a.values()) for a in archived),
        "reasons": list(REASON_OF_ACTION.values()),
        "first": days[0] if days else "",
        "last": days[-1] if days else "",
        "live_points": points,
        "live_high": high,
        "live_now": list(live.values())[-1] if live else 0,
        "live_first": next(iter(live.values())) if live else 0,
        "days": CHART_DAYS,
    }
