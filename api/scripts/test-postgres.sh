#!/usr/bin/env bash
# The api suite against a real PostgreSQL server (the same tests as the default PGlite run).
#
#   DATABASE_URL=postgres://user:pass@host:5432/acolhe_test bash api/scripts/test-postgres.sh
#       uses that database (it must exist; every test file TRUNCATEs the tables — never point
#       this at data you care about);
#   bash api/scripts/test-postgres.sh
#       without DATABASE_URL, on Debian/Ubuntu as root: installs Debian's `postgresql` when
#       missing, starts its cluster, creates `acolhe_test` (user postgres, password postgres).
# With your own DATABASE_URL, also set TEST_DATABASE_RESTART to a command that restarts that
# server (the restart fault test fails without it).
# Extra arguments go to jest (e.g. a path filter).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${DATABASE_URL:-}" ]; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    if [ "$(id -u)" != 0 ]; then
      echo "PostgreSQL não encontrado: instale-o ou defina DATABASE_URL." >&2
      exit 1
    fi
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  version="$(ls /etc/postgresql | sort -V | tail -1)"
  pg_ctlcluster "$version" main start 2>/dev/null || true
  for _ in $(seq 1 30); do
    su postgres -c "pg_isready -q" && break
    sleep 1
  done
  su postgres -c "psql -qtAc \"ALTER USER postgres PASSWORD 'postgres'\"" >/dev/null
  if ! su postgres -c "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname = 'acolhe_test'\"" | grep -q 1; then
    su postgres -c "createdb acolhe_test"
  fi
  port="$(su postgres -c "psql -qtAc 'SHOW port'")"
  export DATABASE_URL="postgres://postgres:postgres@localhost:${port}/acolhe_test"
  # the restart fault test (src/faults/postgres-restart.test.ts) restarts this cluster
  export TEST_DATABASE_RESTART="${TEST_DATABASE_RESTART:-pg_ctlcluster $version main stop && sleep 2 && pg_ctlcluster $version main start}"
fi

echo "api: suíte contra PostgreSQL (${DATABASE_URL%%@*}@…)"
exec npx jest --config jest.config.cjs --runInBand "$@"
