"""Forms: every input the dashboard accepts is validated here, with a message in the page."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time, timedelta
from typing import Any

from django import forms
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from pruning.config import ARCHIVE_REASONS, CATEGORIES
from pruning.errors import InvalidMemory
from pruning.listing import ListingFilter
from pruning.memory import (
    MAX_ID_CHARS,
    MAX_NOTE_CHARS,
    MAX_TEXT_CHARS,
    MAX_USER_ID_CHARS,
    Memory,
    validate_note,
    validate_text,
    validate_user_id,
)

from .labels import ACTION_LABELS, CATEGORY_LABELS, REASON_LABELS, STATUS_LABELS

CATEGORY_CHOICES = [(c, CATEGORY_LABELS.get(c, c)) for c in CATEGORIES]
REASON_CHOICES = [(r, REASON_LABELS.get(r, r)) for r in ARCHIVE_REASONS]


class MemoryFilterForm(forms.Form):
    status = forms.ChoiceField(
        required=False,
        choices=[("", _("any status")), *STATUS_LABELS.items()],
        widget=forms.Select(attrs={"aria-label": _("Status")}),
    )
    category = forms.ChoiceField(
        required=False,
        choices=[("", _("any category")), *CATEGORY_CHOICES],
        widget=forms.Select(attrs={"aria-label": _("Category")}),
    )
    reason = forms.ChoiceField(
        required=False,
        choices=[("", _("any reason")), *REASON_CHOICES],
        widget=forms.Select(attrs={"aria-label": _("Reason")}),
    )
    q = forms.CharField(required=False, max_length=200, strip=True)

    def listing_filter(self) -> ListingFilter:
        """The filter without the text search, for the engine's paged listing."""
        data = self.cleaned_data
        return ListingFilter(data.get("status") or "", data.get("category") or "", data.get("reason") or "")

    def apply(self, memories: list[Memory]) -> list[Memory]:
        """The memories this (valid) filter keeps, in their order."""
        data = self.cleaned_data
        found = memories
        if data.get("status") == "live":
            found = [m for m in found if m.live]
        elif data.get("status") == "archived":
            found = [m for m in found if m.archived]
        if data.get("category"):
            found = [m for m in found if m.category == data["category"]]
        if data.get("reason"):
            found = [m for m in found if m.archived_reason == data["reason"]]
        return self.search(found)

    def search(self, memories: Sequence[Memory]) -> list[Memory]:
        """The memories whose text or id holds the search words (all of them without a search)."""
        needle = (self.cleaned_data.get("q") or "").casefold()
        return [m for m in memories if not needle or needle in m.text.casefold() or needle in m.id]


class ArchiveForm(forms.Form):
    note = forms.CharField(
        required=False,
        max_length=MAX_NOTE_CHARS,
        strip=True,
        widget=forms.TextInput(attrs={"placeholder": _("note (optional)")}),
    )

    def clean_note(self) -> str | None:
        try:
            return validate_note(self.cleaned_data["note"])
        except InvalidMemory as exc:
            raise forms.ValidationError(str(exc)) from exc


class TryFactForm(forms.Form):
    user_id = forms.CharField(label=_("User"), max_length=MAX_USER_ID_CHARS, strip=False)
    text = forms.CharField(label=_("Fact"), max_length=MAX_TEXT_CHARS + 100, widget=forms.Textarea(attrs={"rows": 2}))
    category = forms.ChoiceField(label=_("Category"), choices=CATEGORY_CHOICES)
    new_user = forms.BooleanField(required=False, label=_("This is a new user: create it"))

    def clean_user_id(self) -> str:
        try:
            return validate_user_id(self.cleaned_data["user_id"])
        except InvalidMemory as exc:
            raise forms.ValidationError(str(exc)) from exc

    def clean_text(self) -> str:
        try:
            return validate_text(self.cleaned_data["text"])
        except InvalidMemory as exc:
            raise forms.ValidationError(str(exc)) from exc


def day_start(day: date | None, *, next_day: bool = False) -> datetime | None:
    """The instant a calendar day starts in the dashboard's zone (`until` days are inclusive:
    the range ends where the next day starts)."""
    if day is None:
        return None
    if next_day:
        day = day + timedelta(days=1)
    return timezone.make_aware(datetime.combine(day, time.min))


class DateRangeForm(forms.Form):
    since = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))
    until = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if data.get("since") and data.get("until") and data["since"] > data["until"]:
            raise forms.ValidationError(_("since must not be after until"))
        return data

    def date_range(self) -> dict[str, datetime | None]:
        return {
            "since": day_start(self.cleaned_data.get("since")),
            "until": day_start(self.cleaned_data.get("until"), next_day=True),
        }


class ActivityFilterForm(DateRangeForm):
    user = forms.CharField(required=False, max_length=MAX_ID_CHARS)
    action = forms.ChoiceField(
        required=False, choices=[("", _("any action"))], widget=forms.Select(attrs={"aria-label": _("Action")})
    )
    actor = forms.CharField(required=False, max_length=150)
    run = forms.CharField(required=False, max_length=200)

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.fields["action"].choices = [("", _("any action")), *ACTION_LABELS.items()]  # type: ignore[attr-defined]

    def event_filters(self) -> dict[str, Any]:
        data = self.cleaned_data
        return {
            "user_id": data["user"],
            "action": data["action"],
            "actor": data["actor"],
            "run_id": data["run"],
            **self.date_range(),
        }


class ArchivedFilterForm(DateRangeForm):
    reason = forms.ChoiceField(
        required=False,
        choices=[("", _("any reason")), *REASON_CHOICES],
        widget=forms.Select(attrs={"aria-label": _("Reason")}),
    )
    category = forms.ChoiceField(
        required=False,
        choices=[("", _("any category")), *CATEGORY_CHOICES],
        widget=forms.Select(attrs={"aria-label": _("Category")}),
    )
    actor = forms.CharField(required=False, max_length=150)
    user = forms.CharField(required=False, max_length=MAX_USER_ID_CHARS)

    def archived_filters(self) -> dict[str, Any]:
        data = self.cleaned_data
        return {
            "reason": data["reason"],
            "category": data["category"],
            "actor": data["actor"].strip(),
            "user_id": data["user"].strip(),
            **self.date_range(),
        }


class AgentQueryForm(forms.Form):
    q = forms.CharField(required=False, max_length=500, strip=True)


def parse_moment(value: str, what: str = "as_of") -> datetime:
    """A moment from the dashboard's date-time inputs (`2026-09-01T12:00`): naive values are in
    the dashboard's zone (TIME_ZONE, Asia/Taipei by default); an offset or `Z` is honoured.
    Raises ValueError with a message for staff."""
    from django.utils import timezone

    text = (value or "").strip()
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(
            f"{what} must be a date and time such as 2026-09-01T12:00 (in {timezone.get_current_timezone_name()}), "
            f"got {value[:40]!r}."
        ) from None
    if not 1971 <= moment.year <= 9998:
        raise ValueError(f"{what} must be between the years 1971 and 9998, got {value[:40]!r}.")
    if moment.tzinfo is None:
        moment = timezone.make_aware(moment, timezone.get_current_timezone())
    return moment


def moment_input(moment: datetime | None) -> str:
    """The value of a `datetime-local` input for `moment`, in the dashboard's zone."""
    from django.utils import timezone

    return timezone.localtime(moment).strftime("%Y-%m-%dT%H:%M") if moment else ""
