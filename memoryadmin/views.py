"""Staff dashboard views: thin, typed; one view serves the page and, for htmx, its fragment."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from django.core.paginator import EmptyPage, PageNotAnInteger, Paginator
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from pruning.config import ARCHIVE_REASONS, CATEGORIES, EXPIRE_DAYS, PROACTIVE_DAYS
from pruning.errors import InvalidMemory, InvalidTransition, UnknownMemory
from pruning.memory import Memory, readable_user_id

from .decorators import staff_required
from .forms import (
    ActivityFilterForm,
    AgentQueryForm,
    ArchiveForm,
    MemoryFilterForm,
    TryFactForm,
    moment_input,
    parse_moment,
)
from .links import link, object_id
from .live import in_review, out_of_band, restore_flash, row_context
from .wiring import actor_name, get_engine

PER_PAGE = 25
SORT_KEYS = ("user", "live", "archived", "capacity", "changed")


class BadRequest(Exception):
    """Rendered as a 400 page with the message."""


def page_of(request: HttpRequest, items: Any, per_page: int = PER_PAGE) -> Any:
    """The requested page; a page that does not exist is a 404 with a message, not a guess."""
    paginator = Paginator(items, per_page, allow_empty_first_page=True)
    raw = request.GET.get("page", "1")
    try:
        return paginator.page(raw)
    except PageNotAnInteger:
        raise BadRequest(_("Page must be a whole number, got %(raw)r.") % {"raw": raw[:20]}) from None
    except EmptyPage:
        raise Http404(
            _("Page %(page)s does not exist: there are %(pages)d pages.")
            % {"page": raw[:20], "pages": paginator.num_pages}
        ) from None


def unknown_filter(form: Any) -> str:
    return _("Unknown filter: %(errors)s") % {
        "errors": "; ".join(f"{k}: {' '.join(v)}" for k, v in form.errors.items())
    }


def note_error(form: Any) -> str:
    return _("Note: %(error)s") % {"error": " ".join(form.errors.get("note", [_("invalid")]))}


def querystring_without_page(request: HttpRequest) -> str:
    params: QueryDict = request.GET.copy()
    params.pop("page", None)
    return params.urlencode()


def moment_param(request: HttpRequest, name: str) -> datetime | None:
    """A date-time query parameter in the dashboard's zone; None when absent; 400 when invalid."""
    raw = request.GET.get(name, "")
    if not raw.strip():
        return None
    try:
        return parse_moment(raw, name)
    except ValueError as exc:
        raise BadRequest(str(exc)) from None


def as_of_param(request: HttpRequest) -> datetime | None:
    return moment_param(request, "as_of")


def checked_user_id(user_id: str) -> str:
    try:
        return readable_user_id(user_id)
    except InvalidMemory as exc:
        raise Http404(_("No such user: %(error)s") % {"error": exc}) from None


def memory_or_404(memory_id: str) -> Memory:
    memory = get_engine().get(memory_id)
    if memory is None:
        raise Http404(_("No memory with id %(id)r.") % {"id": memory_id[:100]})
    return memory


def with_bad_request(view: Any) -> Any:
    from functools import wraps

    @wraps(view)
    def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except BadRequest as exc:
            return render(request, "400.html", {"message": str(exc)}, status=400)

    return wrapped


# -- overview ------------------------------------------------------------------------------


@require_GET
@staff_required
def overview(request: HttpRequest) -> HttpResponse:
    from .workflow_views import charts

    engine = get_engine()
    engine.ping()  # the counts come from the mirror; a store that is down still says so (503)
    health = engine.health() if request.GET.get("health") == "full" else None
    context = {
        "counts": engine.totals(),
        "reasons": ARCHIVE_REASONS,
        "health": health,
        "missing": sorted(health.missing.items()) if health else [],
        "recent": engine.events()[:12],
        "costs": engine.judge_costs(),
        "expire_days": EXPIRE_DAYS,
        "thresholds": engine.thresholds,
        "judge_name": engine.judge.name,
        "embedder_name": engine.embedder.name(),
        "capacity": engine.settings.max_user_memories,
        "chart": charts(),
    }
    return render(request, "memoryadmin/overview.html", context)


@require_POST
@staff_required
def ops_expire(request: HttpRequest) -> HttpResponse:
    confirm = request.POST.get("confirm") == "yes"
    engine = get_engine()
    run_id = None
    if confirm:
        with engine.run("dashboard:prune_expired") as run_id:
            memories = engine.prune_expired(actor=actor_name(request.user))
    else:
        memories = engine.prune_expired(dry_run=True, actor=actor_name(request.user))
    return render(
        request,
        "memoryadmin/overview.html#expire-result",
        {
            "ran": True,
            "memories": memories[:200],
            "count": len(memories),
            "done": confirm,
            "expire_days": EXPIRE_DAYS,
            "run_id": run_id,
        },
    )


@require_POST
@staff_required
def ops_migrate(request: HttpRequest) -> HttpResponse:
    confirm = request.POST.get("confirm") == "yes"
    report = get_engine().migrate_archived(dry_run=not confirm, actor=actor_name(request.user))
    return render(request, "memoryadmin/overview.html#migrate-result", {"report": report, "done": confirm})


@require_POST
@staff_required
def ops_sweep(request: HttpRequest) -> HttpResponse:
    """The contradiction sweep: a dry run first (its verdicts are kept, so confirming costs no
    second judge call), then the run itself."""
    confirm = request.POST.get("confirm") == "yes"
    user = request.POST.get("user", "").strip() or None
    try:
        report = get_engine().sweep(user_id=user, dry_run=not confirm, actor=actor_name(request.user))
    except InvalidMemory as exc:
        return render(request, "400.html", {"message": f"User: {exc}"}, status=400)
    return render(
        request,
        "memoryadmin/overview.html#sweep-result",
        {"sweep": report, "changes": report.changes[:200], "done": confirm, "sweep_user": user or ""},
    )


# -- users ---------------------------------------------------------------------------------


@require_GET
@staff_required
@with_bad_request
def user_list(request: HttpRequest) -> HttpResponse:
    search = request.GET.get("q", "").strip()[:128]
    engine = get_engine()
    engine.ping()  # as on the overview: the list is the mirror's, the store behind it must be up
    sort = request.GET.get("sort", "user")
    page = page_of(request, engine.users(search, sort))
    template = "memoryadmin/users.html"
    if request.htmx:
        template += "#user-rows"
    return render(
        request,
        template,
        {
            "page": page,
            "q": search,
            "sort": sort if sort.lstrip("-") in SORT_KEYS else "",
            "capacity": engine.settings.max_user_memories,
            "qs": querystring_without_page(request),
        },
    )


@require_GET
@staff_required
@with_bad_request
def user_detail(request: HttpRequest, user_id: str | None = None) -> HttpResponse:
    user_id = object_id(request, user_id)
    user_id = checked_user_id(user_id)
    form = MemoryFilterForm(request.GET)
    if not form.is_valid():
        raise BadRequest(unknown_filter(form))
    engine = get_engine()
    as_of = as_of_param(request)
    if as_of is None:
        # Ids, order and counts from the mirror; texts only for the page shown, or, for a text
        # search, the user's texts read by id (never a scan of the collection).
        shown = engine.listing(user_id, form.listing_filter())
        total, live, all_ids = shown.total, shown.live, shown.ids
        if form.cleaned_data.get("q"):
            shown = form.search(shown[:])
            all_ids = [m.id for m in shown]
    else:
        # A past moment needs every text as it was then: read them all.
        everything = engine.memories(user_id, include_archived=True, as_of=as_of)
        shown = form.apply(everything)
        total, live, all_ids = len(everything), sum(1 for m in everything if m.live), [m.id for m in shown]
    if not total and as_of is None:
        raise Http404(_("No such user: %(id)r has no memories, live or archived.") % {"id": user_id})
    page = page_of(request, shown)
    replacing = {m.id: m for m in engine.get_many([m.superseded_by for m in page if m.superseded_by])}
    template = "memoryadmin/user.html"
    if request.htmx:
        template += "#memory-table"
    return render(
        request,
        template,
        {
            "user_id": user_id,
            "page": page,
            "form": form,
            "total": total,
            "live": live,
            "capacity": engine.settings.max_user_memories,
            "shown": len(shown),
            "qs": querystring_without_page(request),
            # One note field per row: no id attribute, ids must be unique in a page (htmx settles by id).
            "archive_form": ArchiveForm(auto_id=False),
            "categories": CATEGORIES,
            "reasons": ARCHIVE_REASONS,
            "replacing": replacing,
            "in_review": in_review(list(page)) if as_of is None else {},  # a past moment has none
            "as_of": as_of,
            "as_of_value": moment_input(as_of),
            "summary": engine.user_summary(user_id),
            "selectable": as_of is None,
            "all_ids": all_ids,
            # New facts not stored as repeats: only now (a past moment has none), only on the full page.
            "skipped": engine.skipped_writes(user_id) if as_of is None and not request.htmx else [],
        },
    )


@require_GET
@staff_required
@with_bad_request
def agent_view(request: HttpRequest, user_id: str | None = None) -> HttpResponse:
    user_id = object_id(request, user_id)
    user_id = checked_user_id(user_id)
    form = AgentQueryForm(request.GET)
    query = form.cleaned_data["q"] if form.is_valid() else ""
    engine = get_engine()
    as_of = as_of_param(request)
    context = engine.build_context(user_id, query, now=as_of, as_of=as_of) if query else None
    template = "memoryadmin/agent.html"
    if request.htmx:
        template += "#context"
    return render(
        request,
        template,
        {
            "user_id": user_id,
            "form": form,
            "query": query,
            "profile": engine.profile(user_id, as_of=as_of),
            "care": engine.proactive_care(user_id, now=as_of, as_of=as_of),
            "context": context,
            "proactive_days": PROACTIVE_DAYS,
            "as_of": as_of,
            "as_of_value": moment_input(as_of),
            "now": as_of or timezone.now(),
        },
    )


@require_GET
@staff_required
@with_bad_request
def user_diff(request: HttpRequest, user_id: str | None = None) -> HttpResponse:
    """What changed for a user between two moments: added, archived (with reasons), restored."""
    user_id = checked_user_id(object_id(request, user_id))
    until = moment_param(request, "to") or timezone.now()
    since = moment_param(request, "from") or until - timedelta(days=7)
    if since >= until:
        raise BadRequest("from must be before to.")
    engine = get_engine()
    diff = engine.diff(user_id, since, until)
    ids = [c.memory.superseded_by for c in diff.changes if c.memory.superseded_by]
    return render(
        request,
        "memoryadmin/diff.html",
        {
            "user_id": user_id,
            "diff": diff,
            "from_value": moment_input(since),
            "to_value": moment_input(until),
            "replacing": {m.id: m for m in engine.get_many(ids)},
        },
    )


# -- memories ------------------------------------------------------------------------------


@require_GET
@staff_required
def memory_detail(request: HttpRequest, memory_id: str | None = None) -> HttpResponse:
    memory_id = object_id(request, memory_id)
    memory = memory_or_404(memory_id)
    engine = get_engine()
    history = engine.history(memory.id)
    superseded_by = engine.get(memory.superseded_by) if memory.superseded_by else None
    replaced = engine.get_many([e.memory_id for e in history if e.action == "contradict" and e.memory_id != memory.id])
    return render(
        request,
        "memoryadmin/memory.html",
        {
            "memory": memory,
            "metadata": sorted(memory.metadata.items()),
            "neighbours": engine.neighbours(memory) if memory.live else [],
            "thresholds": engine.thresholds,
            "history": history,
            "superseded_by": superseded_by,
            "replaced": replaced,
            "m": memory,
            "page_rows": [memory, *([superseded_by] if superseded_by else [])],
            "replacing": {superseded_by.id: superseded_by} if superseded_by else {},
            "archive_form": ArchiveForm(auto_id=False),
            "show_user": False,
        },
    )


def _row(
    request: HttpRequest,
    memory: Memory,
    status: int = 200,
    error: str | None = None,
    also: list[Memory] | None = None,
    **extra: Any,
) -> HttpResponse:
    """The memory's row (the one row partial), and out of band every other row and count the
    action changed that this page shows."""
    response = render(request, "memoryadmin/_memory_row.html", row_context(request, memory, error=error, **extra))
    response.status_code = status
    response.content += out_of_band(request, [memory, *(also or [])], skip={memory.id})
    return response


@require_POST
@staff_required
def memory_archive(request: HttpRequest, memory_id: str | None = None) -> HttpResponse:
    memory_id = object_id(request, memory_id)
    memory = memory_or_404(memory_id)
    form = ArchiveForm(request.POST)
    if not form.is_valid():
        return _row(request, memory, 400, note_error(form))
    try:
        memory = get_engine().archive(
            memory.id, reason="manual", actor=actor_name(request.user), note=form.cleaned_data["note"]
        )
    except (InvalidTransition, InvalidMemory) as exc:
        return _row(request, get_engine().get(memory.id) or memory, 409, str(exc))
    except UnknownMemory:
        raise Http404(_("No memory with id %(id)r.") % {"id": memory_id[:100]}) from None
    if not request.htmx:
        return _redirect_to_user(memory)
    if memory.archived_note:
        flash = _("Archived (manual): %(note)s.") % {"note": memory.archived_note}
    else:
        flash = _("Archived (manual).")
    return _row(request, memory, flash=flash, also=[memory])


@require_POST
@staff_required
def memory_restore(request: HttpRequest, memory_id: str | None = None) -> HttpResponse:
    """Restore; a contradicted memory whose replacement is live needs the choice made in the
    row's confirm (`replacement=archive|keep`), else the row comes back asking for it (409)."""
    memory_id = object_id(request, memory_id)
    memory = memory_or_404(memory_id)
    form = ArchiveForm(request.POST)
    if not form.is_valid():
        return _row(request, memory, 400, note_error(form))
    choice = request.POST.get("replacement") or None
    try:
        outcome = get_engine().restore_safely(
            memory.id, actor_name(request.user), form.cleaned_data["note"], replacement=choice
        )
    except (InvalidTransition, InvalidMemory) as exc:
        return _row(request, get_engine().get(memory.id) or memory, 409, str(exc))
    if not request.htmx:
        return _redirect_to_user(outcome.memory)
    return _row(request, outcome.memory, flash=restore_flash(outcome), also=outcome.changed)


def _redirect_to_user(memory: Memory) -> HttpResponse:
    from django.shortcuts import redirect

    return redirect(link("ma-user", memory.user_id) + f"#memory-{memory.id}")


@require_POST
@staff_required
def memory_rejudge(request: HttpRequest, memory_id: str | None = None) -> HttpResponse:
    memory_id = object_id(request, memory_id)
    memory = memory_or_404(memory_id)
    plan = get_engine().rejudge(memory.id, actor=actor_name(request.user))
    template = "memoryadmin/rejudge.html"
    if request.htmx:
        template += "#verdicts"
    return render(request, template, {"memory": plan.memory, "candidates": plan.candidates, "changes": plan.changes})


@require_POST
@staff_required
def memory_rejudge_apply(request: HttpRequest, memory_id: str | None = None) -> HttpResponse:
    memory_id = object_id(request, memory_id)
    memory = memory_or_404(memory_id)
    confirmed = {tuple(item.rsplit(" ", 1)) for item in request.POST.getlist("change") if " " in item}
    result = get_engine().apply_rejudge(memory.id, confirmed, actor=actor_name(request.user))
    template = "memoryadmin/rejudge.html"
    if request.htmx:
        template += "#applied"
    response = render(
        request,
        template,
        {"memory": result.memory, "done": result.done, "skipped": result.skipped, "applied": True},
    )
    if request.htmx:
        response.content += out_of_band(request, [result.memory, *result.done], skip={result.memory.id})
    return response


# -- try a fact ----------------------------------------------------------------------------


@require_http_methods(["GET", "POST"])
@staff_required
def try_fact(request: HttpRequest) -> HttpResponse:
    outcome = None
    committed = False
    new_user = None  # a user id with no memories yet: staff confirm creating that user first
    if request.method == "POST":
        form = TryFactForm(request.POST)
        committed = request.POST.get("commit") == "yes"
        if (
            form.is_valid()
            and not form.cleaned_data["new_user"]
            and not get_engine().user_summary(form.cleaned_data["user_id"])
        ):
            new_user = form.cleaned_data["user_id"]
        elif form.is_valid():
            data = form.cleaned_data
            outcome = get_engine().remember(
                data["user_id"],
                data["text"],
                data["category"],
                dry_run=not committed,
                actor=actor_name(request.user),
            )
    else:
        form = TryFactForm(initial={"user_id": request.GET.get("user", "")[:128], "category": "preference"})
    template = "memoryadmin/try.html"
    if request.htmx:
        template += "#outcome"
    status = 400 if request.method == "POST" and not form.is_valid() else 200
    context = {"form": form, "outcome": outcome, "committed": committed, "new_user": new_user}
    return render(request, template, context, status=status)


# -- activity ------------------------------------------------------------------------------


@require_GET
@staff_required
@with_bad_request
def activity(request: HttpRequest) -> HttpResponse:
    form = ActivityFilterForm(request.GET)
    if not form.is_valid():
        raise BadRequest(unknown_filter(form))
    engine = get_engine()
    rows = engine.events(**form.event_filters())
    page = page_of(request, rows, per_page=50)
    template = "memoryadmin/activity.html"
    if request.htmx:
        template += "#activity-rows"
    run_id = form.cleaned_data["run"]
    context = {
        "form": form,
        "page": page,
        "qs": querystring_without_page(request),
        "undos": engine.undo_states(list(page)),
        "run_plan": engine.plan_run_undo(run_id) if run_id else None,
        "export_qs": querystring_without_page(request),
    }
    return render(request, template, context)


# -- review --------------------------------------------------------------------------------


def _review_rows(request: HttpRequest) -> dict[str, Any]:
    """The page of open reviews the Review page's filters (`user`, `age` in days) and `page`
    select, and which of them no longer apply (read for that page's memories only). After a
    bulk decision (a POST from the page) the page it was sent from, or the last page there is
    now when the decision emptied it: a settled page is no error."""
    from pruning.memory import utcnow

    params = request.POST if request.method == "POST" else request.GET
    user_filter = params.get("user", "").strip()[:512]
    age = params.get("age", "")
    older_than = utcnow() - timedelta(days=int(age)) if age in ("1", "7") else None
    engine = get_engine()
    reviews = engine.review_query(user_filter or None, older_than=older_than)
    if request.method == "POST":
        page = Paginator(reviews, PER_PAGE, allow_empty_first_page=True).get_page(params.get("page"))
    else:
        page = page_of(request, reviews)
    # The page links keep the filters, and only them (a POST also carries the note and the ids).
    filters = QueryDict(mutable=True)
    if user_filter:
        filters["user"] = user_filter
    if older_than is not None:
        filters["age"] = age
    shown = list(page)
    return {
        "page": page,
        "reviews": shown,
        "stale": engine.stale_reviews(shown),
        "user_filter": user_filter,
        "age": age,
        "qs": filters.urlencode(),
    }


@require_GET
@staff_required
@with_bad_request
def review_list(request: HttpRequest) -> HttpResponse:
    template = "memoryadmin/review.html"
    if request.htmx:
        template += "#review-rows"
    return render(request, template, _review_rows(request))


@require_POST
@staff_required
def review_bulk(request: HttpRequest) -> HttpResponse:
    """One decision (keep both, or close those that no longer apply) for the ticked pairs, each
    its own decision and event; those refused are listed with why. Answers with the rows of the
    page the form was sent from (`page`), as its filters select them now."""
    from django.core.exceptions import BadRequest
    from django.shortcuts import redirect
    from django_htmx.http import replace_url

    decision = request.POST.get("decision", "")
    if decision not in ("keep_both", "close_stale"):
        raise BadRequest(_("Decide the ticked pairs with keep both or close."))
    try:
        ids = [int(i) for i in dict.fromkeys(request.POST.getlist("ids"))]
    except ValueError:
        raise BadRequest(_("A ticked pair's id is not a number.")) from None
    context: dict[str, Any] = {"picked_none": not ids}
    if ids:
        try:
            batch = get_engine().resolve_reviews(
                ids, decision, actor_name(request.user), request.POST.get("note") or None
            )
        except InvalidMemory as exc:
            raise BadRequest(str(exc)) from None
        context["batch"] = batch
    context.update(_review_rows(request))
    page = context["page"]
    shown = QueryDict(context["qs"], mutable=True)
    shown["page"] = str(page.number)
    shown_url = f"{reverse('ma-review')}?{shown.urlencode()}"
    if not request.htmx:
        return redirect(shown_url)
    response = render(request, "memoryadmin/review.html#review-rows", context)
    response.content += out_of_band(request, [])
    if str(page.number) != request.POST.get("page", "1"):
        replace_url(response, shown_url)  # the page it was sent from is gone: the address says which is shown
    return response


@require_POST
@staff_required
def review_resolve(request: HttpRequest, review_id: int) -> HttpResponse:
    from pruning.errors import ReviewConflict, UnknownReview

    engine = get_engine()
    decision = request.POST.get("decision", "")
    status, error = 200, None
    try:
        review = engine.resolve_review(review_id, decision, actor_name(request.user), request.POST.get("note") or None)
    except UnknownReview:
        raise Http404(_("No review item %(id)d.") % {"id": review_id}) from None
    except (ReviewConflict, InvalidMemory) as exc:
        status, error = 409 if isinstance(exc, ReviewConflict) else 400, str(exc)
        review = engine.review(review_id)
    if not request.htmx:
        from django.shortcuts import redirect

        return redirect(reverse("ma-review"))
    stale = engine.stale_reviews([review]) if review is not None else {}
    context = {"r": review, "error": error, "stale": stale}
    response = render(request, "memoryadmin/review.html#review-row", context, status=status)
    response.content += out_of_band(request, [])
    return response


@require_POST
@staff_required
def skip_store(request: HttpRequest, event_id: int) -> HttpResponse:
    """Store a new fact that was skipped as a repeat, after all (`engine.store_skipped`)."""
    from django.contrib import messages
    from django.shortcuts import redirect

    from pruning.errors import SkipConflict, UnknownSkip
    from pruning.skips import SkippedWrite

    engine = get_engine()
    event = engine.event(event_id)
    if event is None or event.action != "skip":
        raise Http404(_("No skipped write %(id)d.") % {"id": event_id})
    status, error, memory = 200, None, None
    try:
        memory = engine.store_skipped(event_id, actor_name(request.user), request.POST.get("note") or None)
    except UnknownSkip:
        raise Http404(_("No skipped write %(id)d.") % {"id": event_id}) from None
    except (SkipConflict, InvalidMemory) as exc:
        status, error = 409 if isinstance(exc, SkipConflict) else 400, str(exc)
    if not request.htmx:
        if error:
            messages.error(request, error)
        else:
            messages.success(request, _("Stored as a new memory."))
        return redirect(link("ma-user", event.user_id))
    kept = engine.get(str(event.detail.get("duplicate_of") or "")) if event.detail.get("duplicate_of") else None
    context = {"s": SkippedWrite(event, kept), "stored": memory, "error": error, "user_id": event.user_id}
    response = render(request, "memoryadmin/user.html#skip-row", context, status=status)
    response.content += out_of_band(request, [memory] if memory else [])
    return response


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    message = str(exception) if isinstance(exception, Http404) and exception.args else ""
    return render(request, "404.html", {"message": message}, status=404)
