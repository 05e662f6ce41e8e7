from django.apps import AppConfig


class MemoryAdminConfig(AppConfig):
    name = "memoryadmin"
    verbose_name = "Memory Admin"
    default_auto_field = "django.db.models.BigAutoField"
