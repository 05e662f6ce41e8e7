"""WSGI entry point (gunicorn memoryadmin.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryadmin.settings")
application = get_wsgi_application()

from memoryadmin.startup import check_services  # noqa: E402  (needs the settings loaded above)

check_services()
