from __future__ import annotations

from typing import Any

from django import template

register = template.Library()


@register.filter
def get_item(mapping: dict[str, Any], key: str) -> Any:
    """`{{ mapping|get_item:key }}`: a dict lookup with a variable key."""
    return mapping.get(key) if isinstance(mapping, dict) else None
