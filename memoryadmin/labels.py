"""The dashboard's names for the engine's fixed vocabulary (reasons, actions, categories,
verdicts, review decisions), translated. The engine keeps its own English values: it never
imports Django, and its values are data (metadata, the trail), not words for staff."""

from __future__ import annotations

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

REASON_LABELS: dict[str, Promise] = {
    "contradicted": pgettext_lazy("archive reason", "contradicted"),
    "expired": pgettext_lazy("archive reason", "expired"),
    "evicted": pgettext_lazy("archive reason", "evicted"),
    "manual": pgettext_lazy("archive reason", "manual"),
    "duplicate": pgettext_lazy("archive reason", "duplicate"),
}

ACTION_LABELS: dict[str, Promise] = {
    "store": pgettext_lazy("trail action", "stored"),
    "archive": pgettext_lazy("trail action", "archived"),
    "restore": pgettext_lazy("trail action", "restored"),
    "contradict": pgettext_lazy("trail action", "contradicted"),
    "expire": pgettext_lazy("trail action", "expired"),
    "evict": pgettext_lazy("trail action", "evicted"),
    "migrate": pgettext_lazy("trail action", "migration"),
    "refuse": pgettext_lazy("trail action", "refused"),
    "review": pgettext_lazy("trail action", "review"),
    "skip": pgettext_lazy("trail action", "skipped"),
}

CATEGORY_LABELS: dict[str, Promise] = {
    "name": pgettext_lazy("memory category", "name"),
    "preference": pgettext_lazy("memory category", "preference"),
    "hobby": pgettext_lazy("memory category", "hobby"),
    "habit": pgettext_lazy("memory category", "habit"),
    "schedule": pgettext_lazy("memory category", "schedule"),
    "other": pgettext_lazy("memory category", "other"),
}

RELATION_LABELS: dict[str, Promise] = {
    "CONTRADICT": _("CONTRADICT"),
    "DUPLICATE": _("DUPLICATE"),
    "DIFFERENT": _("DIFFERENT"),
    "UNSURE": _("UNSURE"),
}

DECISION_LABELS: dict[str, Promise] = {
    "archive_older": _("archive the older (contradicted)"),
    "keep_both": _("keep both"),
    "newer_is_duplicate": _("the newer is a duplicate"),
    "close_stale": _("closed: no longer applies"),
}

# What a judge leaned to on a pair it left for review.
LEAN_LABELS: dict[str, Promise] = {
    "CONTRADICT": _("leans to: the older is outdated"),
    "DUPLICATE": _("leans to: the newer is a duplicate"),
}

ZONE_LABELS: dict[str, Promise] = {
    "duplicate": pgettext_lazy("distance zone", "duplicate"),
    "gray zone": pgettext_lazy("distance zone", "gray zone"),
    "far": pgettext_lazy("distance zone", "far"),
}

STATUS_LABELS: dict[str, Promise] = {
    "live": pgettext_lazy("memory status", "live"),
    "archived": pgettext_lazy("memory status", "archived"),
}


def label(table: dict[str, Promise], value: object) -> str:
    """The translated name of `value`, or the value itself when the table does not know it
    (a record written by a newer engine, a hand-edited one)."""
    key = "" if value is None else str(value)
    return str(table[key]) if key in table else key
