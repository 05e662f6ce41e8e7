from __future__ import annotations

from typing import Any

from django import template
from django.urls import NoReverseMatch, reverse

register = template.Library()


@register.filter
def get_item(mapping: dict[str, Any], key: str) -> Any:
    """`{{ mapping|get_item:key }}`: a dict lookup with a variable key."""
    return mapping.get(key) if isinstance(mapping, dict) else None


@register.filter
def user_url(user_id: str, view: str = "ma-user") -> str:
    """The URL of a user's page, or "" for an id no URL can carry (a legacy id with "/",
    which the write entry no longer accepts): the page shows the id without a link."""
    try:
        return reverse(view, args=[user_id])
    except NoReverseMatch:
        return ""
