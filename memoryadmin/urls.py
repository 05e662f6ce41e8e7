from django.contrib.auth import views as auth_views
from django.urls import path
from django.views.i18n import set_language

from . import views, workflow_views

# A user or memory id is a path segment only when nothing can reinterpret it; any other id
# goes encoded in `?id=` on the singular routes (`memoryadmin.links`).
urlpatterns = [
    path("login/", auth_views.LoginView.as_view(redirect_authenticated_user=True), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("i18n/language/", set_language, name="set_language"),
    path("", views.overview, name="ma-overview"),
    path("ops/expire/", views.ops_expire, name="ma-ops-expire"),
    path("ops/migrate/", views.ops_migrate, name="ma-ops-migrate"),
    path("ops/sweep/", views.ops_sweep, name="ma-ops-sweep"),
    path("users/", views.user_list, name="ma-users"),
    path("users/<str:user_id>/agent/", views.agent_view, name="ma-agent"),
    path("users/<str:user_id>/export.csv", workflow_views.user_export, name="ma-user-export"),
    path("users/<str:user_id>/diff/", views.user_diff, name="ma-user-diff"),
    path("users/<str:user_id>/", views.user_detail, name="ma-user"),
    path("user/export.csv", workflow_views.user_export, name="ma-user-export-q"),
    path("user/agent/", views.agent_view, name="ma-agent-q"),
    path("user/diff/", views.user_diff, name="ma-user-diff-q"),
    path("user/", views.user_detail, name="ma-user-q"),
    path("memories/<str:memory_id>/archive/", views.memory_archive, name="ma-memory-archive"),
    path("memories/<str:memory_id>/restore/", views.memory_restore, name="ma-memory-restore"),
    path("memories/<str:memory_id>/rejudge/apply/", views.memory_rejudge_apply, name="ma-memory-rejudge-apply"),
    path("memories/<str:memory_id>/rejudge/", views.memory_rejudge, name="ma-memory-rejudge"),
    path("memories/<str:memory_id>/", views.memory_detail, name="ma-memory"),
    path("memory/archive/", views.memory_archive, name="ma-memory-archive-q"),
    path("memory/restore/", views.memory_restore, name="ma-memory-restore-q"),
    path("memory/rejudge/apply/", views.memory_rejudge_apply, name="ma-memory-rejudge-apply-q"),
    path("memory/rejudge/", views.memory_rejudge, name="ma-memory-rejudge-q"),
    path("memory/", views.memory_detail, name="ma-memory-q"),
    path("skipped/<int:event_id>/store/", views.skip_store, name="ma-skip-store"),
    path("try/", views.try_fact, name="ma-try"),
    path("activity/", views.activity, name="ma-activity"),
    path("activity/export.csv", workflow_views.activity_export, name="ma-activity-export"),
    path("activity/<int:event_id>/undo/", workflow_views.event_undo, name="ma-event-undo"),
    path("activity/runs/<path:run_id>/undo/", workflow_views.run_undo, name="ma-run-undo"),
    path("archived/", workflow_views.archived_list, name="ma-archived"),
    path("bulk/", workflow_views.bulk, name="ma-bulk"),
    path("review/", views.review_list, name="ma-review"),
    path("review/<int:review_id>/resolve/", views.review_resolve, name="ma-review-resolve"),
    path("review/bulk/", views.review_bulk, name="ma-review-bulk"),
]

handler404 = "memoryadmin.views.not_found"
