#!/usr/bin/env bash
# Measures notification latency and stream memory on this machine: starts a server (on a
# fresh SQLite file, or on a fresh PostgreSQL database when TEST_DATABASE_URL names a server),
# runs `notifybench` against it (commit -> webhook delivery and commit -> stream event over
# MOVES moves; resident memory of STREAMS idle feed streams), and stops it. Everything runs on
# 127.0.0.1. Numbers are printed, never asserted.
#
#   scripts/measure-notifications.sh            # MOVES=1000 STREAMS=1000 by default
#   PROFILE=release scripts/measure-notifications.sh
set -euo pipefail
cd "$(dirname "$0")/.."

MOVES=${MOVES:-1000}
STREAMS=${STREAMS:-1000}
PROFILE=${PROFILE:-debug}
flag=$([ "$PROFILE" = release ] && echo --release || true)
cargo build --locked --quiet $flag --bin hotel-games --bin notifybench

work=$(mktemp -d)
server_pid=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

database_url="sqlite://$work/bench.db"
if [[ "${TEST_DATABASE_URL:-}" == postgres* ]]; then
  name="notifybench_$(date +%s)_$$"
  psql -q "$TEST_DATABASE_URL" -c "CREATE DATABASE $name"
  database_url="${TEST_DATABASE_URL%/*}/$name"
fi
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
DATABASE_URL="$database_url" PORT="$port" RUST_LOG=error WEBHOOK_ALLOW_PRIVATE=true \
  RATE_LIMIT_LOGIN_ADDRESS=1000000/1 RATE_LIMIT_LOGIN_USERNAME=1000000/1 \
  RATE_LIMIT_REGISTER_ADDRESS=1000000/1 RATE_LIMIT_MOVES_USER=1000000/1 \
  "target/$PROFILE/hotel-games" >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
  sleep 0.1
done
echo "server ($PROFILE build) on ${database_url%%:*}"
"target/$PROFILE/notifybench" --url "http://127.0.0.1:$port" --moves "$MOVES" \
  --streams "$STREAMS" --pid "$server_pid"
