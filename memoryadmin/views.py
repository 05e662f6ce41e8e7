"""Staff dashboard views: thin, typed, one concern per decorator."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from . import services
from .decorators import staff_required


@staff_required
def overview(request: HttpRequest) -> HttpResponse:
    engine = services.get_engine()
    counts = engine.user_counts()
    health = engine.health()
    context = {
        "users": len(counts),
        "live": sum(c.live for c in counts.values()),
        "archived": sum(c.archived for c in counts.values()),
        "health": health,
        "missing": sorted(health.missing.items()),
    }
    return render(request, "memoryadmin/overview.html", context)


@staff_required
def user_list(request: HttpRequest) -> HttpResponse:
    search = request.GET.get("q", "").strip()[:128]
    rows = services.user_list(search=search)
    return render(request, "memoryadmin/users.html", {"rows": rows, "q": search})


@staff_required
def user_detail(request: HttpRequest, user_id: str) -> HttpResponse:
    memories = services.user_memories(user_id=user_id)
    return render(request, "memoryadmin/user.html", {"user_id": user_id, "memories": memories})


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return render(request, "404.html", {"message": str(exception) if exception else ""}, status=404)


