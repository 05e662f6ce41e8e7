# Memory Admin — `make run` (dashboard with demo data) and `make test` (the whole suite).
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test setup system-deps messages lint bench bench-store fuzz clean

$(VENV)/.installed: requirements.txt
	@test -x $(PY) || "$$(scripts/find-python.sh)" -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	@touch $@

# The compiled catalogue (.mo) is a build product, made from the .po with Debian's gettext.
MO := locale/zh_Hant/LC_MESSAGES/django.mo
$(MO): locale/zh_Hant/LC_MESSAGES/django.po | $(VENV)/.installed
	@command -v msgfmt >/dev/null || $(MAKE) system-deps
	DJANGO_DEBUG=1 $(PY) manage.py compilemessages -l zh_Hant

setup: $(VENV)/.installed $(MO)

# After changing a translatable string: update the catalogue, translate what is new, compile.
messages: $(VENV)/.installed
	DJANGO_DEBUG=1 $(PY) manage.py makemessages -l zh_Hant --ignore=.venv --ignore=var --ignore=tests --ignore=bench
	DJANGO_DEBUG=1 $(PY) manage.py compilemessages -l zh_Hant

# System packages from Debian: Chromium for the browser tests (Playwright drives
# /usr/bin/chromium; no browser download), a CJK font for readable screenshots, and the
# PostgreSQL server that the second test pass runs against, and gettext (msgfmt) to compile
# the translations.
system-deps:
	@if [ ! -x /usr/bin/chromium ] || [ ! -d /usr/share/fonts/truetype/wqy ] || ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || ! command -v msgfmt >/dev/null; then \
		echo "Installing Debian packages: chromium fonts-wqy-microhei postgresql gettext"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei postgresql gettext >/dev/null; \
	fi

run: setup
	DJANGO_DEBUG=1 $(PY) manage.py migrate --noinput
	DJANGO_DEBUG=1 $(PY) manage.py seed_demo
	@echo ""
	@echo "  Memory Admin: http://$(HOST):$(PORT)/   log in as 'staff' / 'memory-admin-demo'"
	@echo ""
	DJANGO_DEBUG=1 $(PY) manage.py runserver $(HOST):$(PORT)

# The whole suite twice: embedded Chroma + SQLite, then a `chroma run` server + PostgreSQL.
test: setup system-deps
	$(PY) -m ruff check .
	@echo "== embedded: Chroma in a temp folder, SQLite"
	$(PY) -m pytest
	@echo "== server: chroma run + PostgreSQL on loopback"
	scripts/with-services.sh $(PY) -m pytest -p no:cacheprovider

# Random exploration for the property tests (CI draws fixed examples; see tests/conftest.py).
fuzz: setup
	HYPOTHESIS_PROFILE=fuzz $(PY) -m pytest -q tests/pruning/test_properties.py tests/memoryadmin/test_properties.py

lint: setup
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

# Benchmark stores (bench/build_store.py) are cached here, outside git; point it at a roomy disk.
MEMORY_BENCH_CACHE ?= var/bench
export MEMORY_BENCH_CACHE

bench: setup
	$(PY) bench/run_all.py

# The mirror benchmarks' stores, built once and reused by `make bench`: 10k and 100k take
# minutes, 1M memories / 10k users takes hours on a busy 2-core machine (docs/performance.md).
bench-store: setup
	$(PY) bench/build_store.py --records 10000 --users 100
	$(PY) bench/build_store.py --records 100000 --users 1000
	$(PY) bench/build_store.py --records 1000000 --users 10000

clean:
	rm -rf $(VENV) var .pytest_cache test-artifacts
