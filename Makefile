# Memory Admin — `make run` (dashboard with demo data) and `make test` (the whole suite).
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test setup browser lint bench clean

$(VENV)/.installed: requirements.txt
	@test -x $(PY) || "$$(scripts/find-python.sh)" -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	@touch $@

setup: $(VENV)/.installed

# Debian's Chromium for the browser tests (Playwright drives /usr/bin/chromium; no browser
# download) and a CJK font so that screenshots of Chinese memories are readable.
browser:
	@if [ ! -x /usr/bin/chromium ] || [ ! -d /usr/share/fonts/truetype/wqy ]; then \
		echo "Installing Debian's chromium and fonts-wqy-microhei for the browser tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null; \
	fi

run: setup
	DJANGO_DEBUG=1 $(PY) manage.py migrate --noinput
	DJANGO_DEBUG=1 $(PY) manage.py seed_demo
	@echo ""
	@echo "  Memory Admin: http://$(HOST):$(PORT)/   log in as 'staff' / 'memory-admin-demo'"
	@echo ""
	DJANGO_DEBUG=1 $(PY) manage.py runserver $(HOST):$(PORT)

test: setup browser
	$(PY) -m pytest

lint: setup
	$(PY) -m ruff check . || true

bench: setup
	$(PY) bench/run_all.py

clean:
	rm -rf $(VENV) var .pytest_cache test-artifacts
