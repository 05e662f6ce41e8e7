"""Forms: every input the dashboard accepts is validated here, with a message in the page."""

from __future__ import annotations

from django import forms

from pruning.config import ARCHIVE_REASONS, CATEGORIES
from pruning.errors import InvalidMemory
from pruning.store import MAX_NOTE_CHARS, MAX_TEXT_CHARS, MAX_USER_ID_CHARS, validate_text, validate_user_id

CATEGORY_CHOICES = [(c, c) for c in CATEGORIES]


class MemoryFilterForm(forms.Form):
    status = forms.ChoiceField(required=False, choices=[("", "any status"), ("live", "live"), ("archived", "archived")])
    category = forms.ChoiceField(required=False, choices=[("", "any category"), *CATEGORY_CHOICES])
    reason = forms.ChoiceField(required=False, choices=[("", "any reason"), *[(r, r) for r in ARCHIVE_REASONS]])
    q = forms.CharField(required=False, max_length=200, strip=True)


class ArchiveForm(forms.Form):
    note = forms.CharField(
        required=False,
        max_length=MAX_NOTE_CHARS,
        strip=True,
        widget=forms.TextInput(attrs={"placeholder": "note (optional)"}),
    )


class TryFactForm(forms.Form):
    user_id = forms.CharField(max_length=MAX_USER_ID_CHARS, strip=False)
    text = forms.CharField(max_length=MAX_TEXT_CHARS + 100, widget=forms.Textarea(attrs={"rows": 2}))
    category = forms.ChoiceField(choices=CATEGORY_CHOICES)

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


class ActivityFilterForm(forms.Form):
    user = forms.CharField(required=False, max_length=MAX_USER_ID_CHARS)
    action = forms.ChoiceField(required=False, choices=[("", "any action")])
    actor = forms.CharField(required=False, max_length=150)

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        from .models import AuditEvent

        self.fields["action"].choices = [("", "any action"), *AuditEvent.Action.choices]  # type: ignore[attr-defined]


class AgentQueryForm(forms.Form):
    q = forms.CharField(required=False, max_length=500, strip=True)
