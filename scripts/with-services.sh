#!/usr/bin/env bash
# Run a command against real servers: a throw-away PostgreSQL cluster and a `chroma run`
# server, each on a free loopback port, stopped (and their folders removed) afterwards.
#
#   scripts/with-services.sh .venv/bin/python -m pytest
#
# The command sees DATABASE_URL (Django on PostgreSQL), MEMORY_TEST_CHROMA_URL (the tests'
# Chroma server) and MEMORY_LOCK_URL (per-user write locks as PostgreSQL advisory locks).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$PGBIN" ] || { echo "PostgreSQL server binaries not found: apt-get install postgresql" >&2; exit 1; }

free_port() { "$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'; }

work=$(mktemp -d /tmp/memoryadmin-services.XXXXXX)
chmod 755 "$work"
pg_port=$(free_port)
chroma_port=$(free_port)
chroma_pid=""

cleanup() {
  set +e
  [ -n "$chroma_pid" ] && kill "$chroma_pid" 2>/dev/null && wait "$chroma_pid" 2>/dev/null
  if [ -f "$work/pg/postmaster.pid" ]; then
    as_postgres "$PGBIN/pg_ctl" -D "$work/pg" -m fast -w stop >/dev/null
  fi
  rm -rf "$work"
}
trap cleanup EXIT

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

mkdir -p "$work/pg" "$work/chroma"
[ "$(id -u)" = 0 ] && chown postgres "$work/pg"
as_postgres "$PGBIN/initdb" -D "$work/pg" -U postgres --auth=trust -E UTF8 >/dev/null
as_postgres "$PGBIN/pg_ctl" -D "$work/pg" -l "$work/pg/server.log" -w \
  -o "-p $pg_port -k $work/pg -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
as_postgres "$PGBIN/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres memoryadmin

.venv/bin/chroma run --path "$work/chroma" --host 127.0.0.1 --port "$chroma_port" >"$work/chroma.log" 2>&1 &
chroma_pid=$!
chroma_up=""
for _ in $(seq 1 150); do
  if "$PY" -c "import urllib.request,sys; urllib.request.urlopen('http://127.0.0.1:$chroma_port/api/v2/heartbeat', timeout=1)" 2>/dev/null; then
    chroma_up=1
    break
  fi
  kill -0 "$chroma_pid" 2>/dev/null || { cat "$work/chroma.log" >&2; echo "chroma run exited" >&2; exit 1; }
  sleep 0.2
done
[ -n "$chroma_up" ] || { cat "$work/chroma.log" >&2; echo "chroma run did not answer on port $chroma_port" >&2; exit 1; }

export DATABASE_URL="postgresql://postgres@127.0.0.1:$pg_port/memoryadmin"
export MEMORY_LOCK_URL="$DATABASE_URL"
export MEMORY_TEST_CHROMA_URL="http://127.0.0.1:$chroma_port"
echo "services: PostgreSQL on 127.0.0.1:$pg_port, Chroma server on 127.0.0.1:$chroma_port"
"$@"
