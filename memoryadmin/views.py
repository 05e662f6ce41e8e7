"""Staff dashboard views: thin, typed; one view serves the page and, for htmx, its fragment."""

from __future__ import annotations

from typing import Any

from django.core.paginator import EmptyPage, PageNotAnInteger, Paginator
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from pruning.config import ARCHIVE_REASONS, CATEGORIES, EXPIRE_DAYS, PROACTIVE_DAYS
from pruning.errors import InvalidMemory, InvalidTransition, UnknownMemory
from pruning.memory import Memory
from pruning.store import readable_user_id

from . import services
from .decorators import staff_required
from .forms import ActivityFilterForm, AgentQueryForm, ArchiveForm, MemoryFilterForm, TryFactForm

PER_PAGE = 25


class BadRequest(Exception):
    """Rendered as a 400 page with the message."""


def page_of(request: HttpRequest, items: Any, per_page: int = PER_PAGE) -> Any:
    """The requested page; a page that does not exist is a 404 with a message, not a guess."""
    paginator = Paginator(items, per_page, allow_empty_first_page=True)
    raw = request.GET.get("page", "1")
    try:
        return paginator.page(raw)
    except PageNotAnInteger:
        raise BadRequest(f"Page must be a whole number, got {raw[:20]!r}.") from None
    except EmptyPage:
        raise Http404(f"Page {raw[:20]} does not exist: there are {paginator.num_pages} pages.") from None


def querystring_without_page(request: HttpRequest) -> str:
    params: QueryDict = request.GET.copy()
    params.pop("page", None)
    return params.urlencode()


def checked_user_id(user_id: str) -> str:
    try:
        return readable_user_id(user_id)
    except InvalidMemory as exc:
        raise Http404(f"No such user: {exc}") from None


def memory_or_404(memory_id: str) -> Memory:
    memory = services.memory_get(memory_id=memory_id)
    if memory is None:
        raise Http404(f"No memory with id {memory_id[:100]!r}.")
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
    engine = services.get_engine()
    health = engine.health() if request.GET.get("health") == "full" else None
    counts = services.overview_counts()
    context = {
        "counts": counts,
        "health": health,
        "missing": sorted(health.missing.items()) if health else [],
        "recent": services.activity()[:12],
        "costs": services.judge_costs(),
        "expire_days": EXPIRE_DAYS,
        "thresholds": engine.thresholds,
        "judge_name": engine.judge.name,
        "embedder_name": engine.embedder.name(),
        "capacity": engine.settings.max_user_memories,
    }
    return render(request, "memoryadmin/overview.html", context)


@require_POST
@staff_required
def ops_expire(request: HttpRequest) -> HttpResponse:
    confirm = request.POST.get("confirm") == "yes"
    memories = services.expire_run(actor=request.user, dry_run=not confirm)
    return render(
        request,
        "memoryadmin/overview.html#expire-result",
        {"ran": True, "memories": memories[:200], "count": len(memories), "done": confirm, "expire_days": EXPIRE_DAYS},
    )


@require_POST
@staff_required
def ops_migrate(request: HttpRequest) -> HttpResponse:
    confirm = request.POST.get("confirm") == "yes"
    report = services.migrate_run(actor=request.user, dry_run=not confirm)
    return render(request, "memoryadmin/overview.html#migrate-result", {"report": report, "done": confirm})


# -- users ---------------------------------------------------------------------------------


@require_GET
@staff_required
@with_bad_request
def user_list(request: HttpRequest) -> HttpResponse:
    search = request.GET.get("q", "").strip()[:128]
    page = page_of(request, services.user_index(search=search))
    template = "memoryadmin/users.html"
    if request.htmx:
        template += "#user-rows"
    return render(
        request,
        template,
        {
            "page": page,
            "q": search,
            "capacity": services.capacity(),
            "qs": querystring_without_page(request),
        },
    )


@require_GET
@staff_required
@with_bad_request
def user_detail(request: HttpRequest, user_id: str) -> HttpResponse:
    user_id = checked_user_id(user_id)
    form = MemoryFilterForm(request.GET)
    if not form.is_valid():
        raise BadRequest("Unknown filter: " + "; ".join(f"{k}: {' '.join(v)}" for k, v in form.errors.items()))
    filters = services.MemoryFilter(**form.cleaned_data)
    everything = services.user_memories(user_id=user_id)
    shown = filters.apply(everything)
    page = page_of(request, shown)
    replacing = {m.id: m for m in services.memories_by_id(ids=[m.superseded_by for m in page if m.superseded_by])}
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
            "total": len(everything),
            "live": sum(1 for m in everything if m.live),
            "capacity": services.capacity(),
            "shown": len(shown),
            "qs": querystring_without_page(request),
            # One note field per row: no id attribute, ids must be unique in a page (htmx settles by id).
            "archive_form": ArchiveForm(auto_id=False),
            "categories": CATEGORIES,
            "reasons": ARCHIVE_REASONS,
            "replacing": replacing,
        },
    )


@require_GET
@staff_required
def agent_view(request: HttpRequest, user_id: str) -> HttpResponse:
    user_id = checked_user_id(user_id)
    form = AgentQueryForm(request.GET)
    query = form.cleaned_data["q"] if form.is_valid() else ""
    engine = services.get_engine()
    context = engine.build_context(user_id, query) if query else None
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
            "profile": engine.profile(user_id),
            "care": engine.proactive_care(user_id),
            "context": context,
            "proactive_days": PROACTIVE_DAYS,
        },
    )


# -- memories ------------------------------------------------------------------------------


@require_GET
@staff_required
def memory_detail(request: HttpRequest, memory_id: str) -> HttpResponse:
    memory = memory_or_404(memory_id)
    engine = services.get_engine()
    superseded_by = services.memory_get(memory_id=memory.superseded_by) if memory.superseded_by else None
    replaced = [
        services.memory_get(memory_id=e.memory_id)
        for e in services.memory_history(memory_id=memory.id)
        if e.action == "contradict" and e.memory_id != memory.id
    ]
    return render(
        request,
        "memoryadmin/memory.html",
        {
            "memory": memory,
            "metadata": sorted(memory.metadata.items()),
            "neighbours": services.memory_neighbours(memory=memory) if memory.live else [],
            "thresholds": engine.thresholds,
            "history": services.memory_history(memory_id=memory.id),
            "superseded_by": superseded_by,
            "replaced": [m for m in replaced if m],
        },
    )


def _row(
    request: HttpRequest, memory: Memory, status: int = 200, error: str | None = None, **extra: Any
) -> HttpResponse:
    ids = [memory.superseded_by] if memory.superseded_by else []
    replacing = {m.id: m for m in services.memories_by_id(ids=ids)}
    return render(
        request,
        "memoryadmin/user.html#memory-row",
        {
            "m": memory,
            "error": error,
            "archive_form": ArchiveForm(auto_id=False),
            "replacing": replacing,
            **extra,
        },
        status=status,
    )


@require_POST
@staff_required
def memory_archive(request: HttpRequest, memory_id: str) -> HttpResponse:
    memory = memory_or_404(memory_id)
    form = ArchiveForm(request.POST)
    if not form.is_valid():
        return _row(request, memory, 400, "Note: " + " ".join(form.errors.get("note", ["invalid"])))
    try:
        memory = services.memory_archive(memory_id=memory.id, actor=request.user, note=form.cleaned_data["note"])
    except (InvalidTransition, InvalidMemory) as exc:
        return _row(request, services.memory_get(memory_id=memory.id) or memory, 409, str(exc))
    except UnknownMemory:
        raise Http404(f"No memory with id {memory_id[:100]!r}.") from None
    if not request.htmx:
        return _redirect_to_user(memory)
    note = f": {memory.archived_note}" if memory.archived_note else ""
    return _row(request, memory, flash=f"Archived (manual){note}.")


@require_POST
@staff_required
def memory_restore(request: HttpRequest, memory_id: str) -> HttpResponse:
    memory = memory_or_404(memory_id)
    try:
        memory = services.memory_restore(memory_id=memory.id, actor=request.user)
    except (InvalidTransition, InvalidMemory) as exc:
        return _row(request, services.memory_get(memory_id=memory.id) or memory, 409, str(exc))
    if not request.htmx:
        return _redirect_to_user(memory)
    return _row(request, memory, flash="Restored: live again.")


def _redirect_to_user(memory: Memory) -> HttpResponse:
    from django.shortcuts import redirect

    return redirect(reverse("ma-user", kwargs={"user_id": memory.user_id}) + f"#memory-{memory.id}")


@require_POST
@staff_required
def memory_rejudge(request: HttpRequest, memory_id: str) -> HttpResponse:
    memory = memory_or_404(memory_id)
    memory, candidates, changes = services.memory_rejudge(memory_id=memory.id, actor=request.user)
    template = "memoryadmin/rejudge.html"
    if request.htmx:
        template += "#verdicts"
    return render(request, template, {"memory": memory, "candidates": candidates, "changes": changes})


@require_POST
@staff_required
def memory_rejudge_apply(request: HttpRequest, memory_id: str) -> HttpResponse:
    memory = memory_or_404(memory_id)
    confirmed = {tuple(item.rsplit(" ", 1)) for item in request.POST.getlist("change") if " " in item}
    memory, done = services.memory_rejudge_apply(memory_id=memory.id, actor=request.user, confirmed=confirmed)
    template = "memoryadmin/rejudge.html"
    if request.htmx:
        template += "#applied"
    return render(request, template, {"memory": memory, "done": done, "applied": True})


# -- try a fact ----------------------------------------------------------------------------


@require_http_methods(["GET", "POST"])
@staff_required
def try_fact(request: HttpRequest) -> HttpResponse:
    outcome = None
    committed = False
    if request.method == "POST":
        form = TryFactForm(request.POST)
        committed = request.POST.get("commit") == "yes"
        if form.is_valid():
            outcome = services.fact_try(actor=request.user, commit=committed, **form.cleaned_data)
    else:
        form = TryFactForm(initial={"user_id": request.GET.get("user", "")[:128], "category": "preference"})
    template = "memoryadmin/try.html"
    if request.htmx:
        template += "#outcome"
    status = 400 if request.method == "POST" and not form.is_valid() else 200
    return render(request, template, {"form": form, "outcome": outcome, "committed": committed}, status=status)


# -- activity ------------------------------------------------------------------------------


@require_GET
@staff_required
@with_bad_request
def activity(request: HttpRequest) -> HttpResponse:
    form = ActivityFilterForm(request.GET)
    if not form.is_valid():
        raise BadRequest("Unknown filter: " + "; ".join(f"{k}: {' '.join(v)}" for k, v in form.errors.items()))
    rows = services.activity(
        user_id=form.cleaned_data["user"], action=form.cleaned_data["action"], actor=form.cleaned_data["actor"]
    )
    page = page_of(request, rows, per_page=50)
    template = "memoryadmin/activity.html"
    if request.htmx:
        template += "#activity-rows"
    return render(request, template, {"form": form, "page": page, "qs": querystring_without_page(request)})


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    message = str(exception) if isinstance(exception, Http404) and exception.args else ""
    return render(request, "404.html", {"message": message}, status=404)
