from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from django import template
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.translation import pgettext

from pruning.config import ARCHIVE_REASONS
from pruning.memory import parse_instant

from .. import labels
from ..links import link, path_safe

register = template.Library()


@register.filter
def get_item(mapping: dict[str, Any], key: str) -> Any:
    """`{{ mapping|get_item:key }}`: a dict lookup with a variable key."""
    return mapping.get(key) if isinstance(mapping, dict) else None


@register.filter
def user_url(user_id: str, view: str = "ma-user") -> str:
    """The URL of a user's page (`{{ id|user_url }}`, `{{ id|user_url:'ma-agent' }}`); ids a
    path could reinterpret go in an encoded query string."""
    return link(view, str(user_id)) if user_id else ""


@register.simple_tag
def id_url(view: str, object_id: str) -> str:
    """`{% id_url 'ma-memory' m.id %}`: like `{% url %}`, for user and memory ids of any shape."""
    return link(view, str(object_id))


@register.filter
def path_safe_id(value: str) -> bool:
    return path_safe(str(value))


# -- nav -------------------------------------------------------------------------------------

# Which nav item each page belongs to: a memory, a user's agent view and the re-judge pages
# are reached from Users.
NAV_SECTIONS = {
    "ma-overview": "ma-overview",
    "ma-ops-expire": "ma-overview",
    "ma-ops-migrate": "ma-overview",
    "ma-ops-sweep": "ma-overview",
    "ma-users": "ma-users",
    "ma-review": "ma-review",
    "ma-review-resolve": "ma-review",
    "ma-user": "ma-users",
    "ma-agent": "ma-users",
    "ma-user-diff": "ma-users",
    "ma-memory": "ma-users",
    "ma-memory-archive": "ma-users",
    "ma-memory-restore": "ma-users",
    "ma-memory-rejudge": "ma-users",
    "ma-memory-rejudge-apply": "ma-users",
    "ma-try": "ma-try",
    "ma-activity": "ma-activity",
    "ma-activity-export": "ma-activity",
    "ma-event-undo": "ma-activity",
    "ma-run-undo": "ma-activity",
    "ma-archived": "ma-archived",
    "ma-bulk": "ma-archived",
    "ma-user-export": "ma-users",
}


@register.simple_tag(takes_context=True)
def nav_link(context: template.Context, view: str, label: str, count: int | None = None) -> str:
    """A nav link that says whether it is the current page (`aria-current="page"`) or the
    section the current page belongs to (`aria-current="true"`), e.g. Users on a user's page."""
    match = getattr(context.get("request"), "resolver_match", None)
    here = match.url_name if match else None
    # The count's element is there even at zero (shown only when not empty), so that an
    # action can update it in place (out of band) either way.
    badge = (
        format_html(' <span class="nav-count" id="{}-count">{}</span>', view, count or "")
        if count is not None and count != ""
        else ""
    )
    if here == view:
        current = "page"
    elif NAV_SECTIONS.get(here or "") == view:
        current = "true"
    else:
        return format_html('<a href="{}">{}{}</a>', reverse(view), label, badge)
    return format_html('<a href="{}" aria-current="{}">{}{}</a>', reverse(view), current, label, badge)


# -- counts, filters, zones, times -----------------------------------------------------------


@register.filter
def archived_breakdown(row: Any) -> str:
    """ "1 contradicted, 2 expired" from a row with one count per archive reason ("" if none)."""
    counts = ((getattr(row, reason, 0) or 0, reason) for reason in ARCHIVE_REASONS)
    return ", ".join(f"{n} {labels.label(labels.REASON_LABELS, reason)}" for n, reason in counts if n)


def filter_name(key: str) -> str:
    """How a filter field is named to staff (its form name says little to a reader)."""
    names = {
        "q": pgettext("filter", "text"),
        "user": pgettext("filter", "user"),
        "action": pgettext("filter", "action"),
        "actor": pgettext("filter", "actor"),
        "run": pgettext("filter", "run"),
        "since": pgettext("filter", "since"),
        "until": pgettext("filter", "until"),
        "status": pgettext("filter", "status"),
        "category": pgettext("filter", "category"),
        "reason": pgettext("filter", "reason"),
    }
    return names.get(key, key)


def filter_value(key: str, value: Any) -> str:
    tables = {
        "action": labels.ACTION_LABELS,
        "status": labels.STATUS_LABELS,
        "category": labels.CATEGORY_LABELS,
        "reason": labels.REASON_LABELS,
    }
    return labels.label(tables[key], value) if key in tables else str(value)


@register.filter
def active_filters(cleaned_data: Any) -> str:
    """ "user=xiaoming action=archive": the filters a list was narrowed by, for its empty state."""
    if not isinstance(cleaned_data, dict):
        return ""
    return " ".join(
        f"{filter_name(key)}={filter_value(key, value)}"
        for key, value in cleaned_data.items()
        if value not in (None, "")
    )


@register.filter
def zone(distance: float | None, thresholds: Any) -> str:
    """Where a cosine distance falls: "duplicate" below `duplicate_distance`, "gray zone" below
    `gray_zone_max` (the judge decides), "far" beyond; "" without a distance."""
    if distance is None or thresholds is None:
        return ""
    if distance < thresholds.duplicate_distance:
        return "duplicate"
    if distance < thresholds.gray_zone_max:
        return "gray zone"
    return "far"


# Metadata keys that hold an instant: `created_ts` as epoch seconds, the others as ISO-8601.
INSTANT_KEYS = ("created_ts", "created_at", "archived_at")


@register.filter
def metadata_instant(value: Any, key: str) -> datetime | None:
    """The instant a raw metadata value stands for, when `key` holds one: the template shows it
    with `|date`, in the dashboard's zone, next to the raw value."""
    if key not in INSTANT_KEYS:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        try:
            return datetime.fromtimestamp(value, UTC)
        except (OverflowError, OSError, ValueError):
            return None
    return parse_instant(value)


@register.simple_tag(takes_context=True)
def sort_header(context: template.Context, key: str, label: str) -> str:
    """A column header (`<th>`) whose link sorts the users list by `key`, ascending first, then
    descending; the current sort says so (`aria-sort` on the header) and shows its direction."""
    request = context.get("request")
    current = request.GET.get("sort", "user") if request else "user"
    params = request.GET.copy() if request else None
    descending = current == key
    if params is not None:
        params["sort"] = f"-{key}" if descending else key
        params.pop("page", None)
    href = "?" + (params.urlencode() if params is not None else f"sort={key}")
    if current.lstrip("-") == key:
        arrow = " ↓" if current.startswith("-") else " ↑"
        state = "descending" if current.startswith("-") else "ascending"
        return format_html(
            '<th aria-sort="{}"><a href="{}" class="sort">{}<span aria-hidden="true">{}</span></a></th>',
            state,
            href,
            label,
            arrow,
        )
    return format_html('<th><a href="{}" class="sort">{}</a></th>', href, label)


# -- the engine's vocabulary, translated -------------------------------------------------------


@register.filter
def reason_label(value: Any) -> str:
    return labels.label(labels.REASON_LABELS, value)


@register.filter
def action_label(value: Any) -> str:
    return labels.label(labels.ACTION_LABELS, value)


@register.filter
def category_label(value: Any) -> str:
    return labels.label(labels.CATEGORY_LABELS, value)


@register.filter
def relation_label(value: Any) -> str:
    return labels.label(labels.RELATION_LABELS, value)


@register.filter
def decision_label(value: Any) -> str:
    return labels.label(labels.DECISION_LABELS, value)


@register.filter
def lean_label(value: Any) -> str:
    return labels.label(labels.LEAN_LABELS, value)


@register.filter
def zone_label(value: Any) -> str:
    return labels.label(labels.ZONE_LABELS, value)


@register.filter
def quoted_texts(memories: Any, with_category: bool = False) -> str:
    """“a”, “b” — memory texts for a sentence (escaped); with the category when asked."""
    if with_category:
        rows = ((m.text, f" ({labels.label(labels.CATEGORY_LABELS, m.category)})") for m in memories)
        return format_html_join(", ", "“{}”{}", rows)
    return format_html_join(", ", "“{}”", ((m.text,) for m in memories))
