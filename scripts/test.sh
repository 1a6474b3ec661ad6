#!/usr/bin/env bash
# Runs the whole test suite: unit tests, engine conformance, the HTTP tests on both
# backends (SQLite files in the temp directory, and PostgreSQL), clients generated from the
# OpenAPI document (scripts/check-clients.sh), the web client in headless Chromium
# (scripts/check-browser.sh), and schemathesis against the server on both backends
# (scripts/check-schemathesis.sh).
#
# PostgreSQL: TEST_DATABASE_URL if set (a role that may CREATE DATABASE); otherwise a
# throwaway server started from the system's PostgreSQL binaries in a temp directory and
# removed afterwards; otherwise the local server on 127.0.0.1:5432.
#
# Without arguments it runs everything, as CI does. With arguments it runs only what they
# select:
#   ./scripts/test.sh --test openapi          one cargo test target (any `cargo test` arguments)
#   ./scripts/test.sh --test api streams      one HTTP test module
#   ./scripts/test.sh clients browser         only these checks (also: schemathesis)
#   ./scripts/test.sh --lib clients           both
set -euo pipefail
cd "$(dirname "$0")/.."

cargo_args=()
checks=()
if [ "$#" = 0 ]; then
  cargo_args=(--all-targets)
  checks=(clients browser schemathesis)
else
  for argument in "$@"; do
    case "$argument" in
      clients | browser | schemathesis) checks+=("$argument") ;;
      *) cargo_args+=("$argument") ;;
    esac
  done
fi

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "${TEST_DATABASE_URL:-}" ] && [ -n "$pg_bin" ] && [ -x "$pg_bin/initdb" ]; then
  pg_dir=$(mktemp -d)
  pg_port=${TEST_PG_PORT:-55432}
  as_pg=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres: "$pg_dir"
    as_pg=(runuser -u postgres --)
  fi
  stop_pg() {
    "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$pg_dir"
  }
  trap stop_pg EXIT
  "${as_pg[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U postgres --no-sync -E UTF8 >/dev/null
  # The first free port from $pg_port on (another run may hold one).
  for attempt in $(seq 0 20); do
    if "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w -o \
      "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c max_connections=400 -c fsync=off" \
      start >/dev/null; then
      break
    fi
    [ "$attempt" = 20 ] && { cat "$pg_dir/log" >&2; exit 1; }
    pg_port=$((pg_port + 1))
  done
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
  echo "test PostgreSQL: throwaway server on port $pg_port"
else
  export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
  echo "test PostgreSQL: $TEST_DATABASE_URL"
fi

if [ "${#cargo_args[@]}" -gt 0 ]; then
  cargo test --locked "${cargo_args[@]}"
fi

for check in "${checks[@]}"; do
  case "$check" in
    # Generated TypeScript and Python clients compile and play against a real server.
    clients) ./scripts/check-clients.sh ;;
    # The web client plays in headless Chromium.
    browser) ./scripts/check-browser.sh ;;
    # schemathesis finds no request the document allows that the server mishandles, and no
    # answer that the document does not describe, on both backends.
    schemathesis) ./scripts/check-schemathesis.sh ;;
  esac
done
