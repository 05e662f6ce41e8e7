"""The audit trail and the judge-call log move from Django's database to the engine's own
(`pruning.trail`), which every process writes; existing rows are carried over first. The
users-page index goes too: the engine's metadata mirror serves that page now, and rebuilds
itself from the store."""

from __future__ import annotations

from typing import Any

from django.db import migrations

BATCH = 1000


def carry_trail_over(apps: Any, schema_editor: Any) -> None:
    audit = apps.get_model("memoryadmin", "AuditEvent")
    calls = apps.get_model("memoryadmin", "JudgeCall")
    db_alias = schema_editor.connection.alias
    if not audit.objects.using(db_alias).exists() and not calls.objects.using(db_alias).exists():
        return
    from pruning.config import Settings
    from pruning.db import Database, default_url
    from pruning.events import JUDGE_CALL, Event
    from pruning.trail import Trail

    settings = Settings.from_env()
    url = default_url(
        events_url=settings.events_url,
        lock_url=settings.lock_url,
        chroma_path=settings.chroma_path,
        lock_dir=settings.lock_dir,
    )
    trail = Trail(Database(url), settings.collection)
    if trail.count_all() or trail.count_judge_calls():
        return  # carried over already (a migration re-run after a failure further on)

    batch: list[Event] = []
    for row in audit.objects.using(db_alias).order_by("at", "id").iterator(chunk_size=BATCH):
        batch.append(
            Event(
                row.action,
                row.actor,
                row.memory_id or None,
                row.user_id or None,
                row.text or None,
                row.before,
                row.after,
                dict(row.detail or {}),
                at=row.at,
            )
        )
        if len(batch) >= BATCH:
            trail.record(batch)
            batch = []
    if batch:
        trail.record(batch)

    batch = []
    for row in calls.objects.using(db_alias).order_by("at", "id").iterator(chunk_size=BATCH):
        batch.append(
            Event(
                JUDGE_CALL,
                row.actor,
                None,
                row.user_id or None,
                row.text or None,
                detail={
                    "judge": row.judge,
                    "ok": row.ok,
                    "error": row.error or None,
                    "duration_ms": row.duration_ms,
                    "candidates": row.candidates,
                    "verdicts": row.verdicts,
                    "dry_run": row.dry_run,
                },
                at=row.at,
            )
        )
        if len(batch) >= BATCH:
            trail.record_judge_calls(batch)
            batch = []
    if batch:
        trail.record_judge_calls(batch)


class Migration(migrations.Migration):
    dependencies = [("memoryadmin", "0001_initial")]

    operations = [
        migrations.RunPython(carry_trail_over, migrations.RunPython.noop, elidable=False),
        migrations.DeleteModel(name="AuditEvent"),
        migrations.DeleteModel(name="JudgeCall"),
        migrations.DeleteModel(name="UserIndex"),
        migrations.DeleteModel(name="IndexState"),
    ]
