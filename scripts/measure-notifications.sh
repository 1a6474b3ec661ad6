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

source scripts/server.sh

database_url="sqlite://$work/bench.db"
if [[ "${TEST_DATABASE_URL:-}" == postgres* ]]; then
  name="notifybench_$(date +%s)_$$"
  psql -q "$TEST_DATABASE_URL" -c "CREATE DATABASE $name"
  database_url="${TEST_DATABASE_URL%/*}/$name"
fi
RUST_LOG=error WEBHOOK_ALLOW_PRIVATE=true \
  RATE_LIMIT_LOGIN_ADDRESS=1000000/1 RATE_LIMIT_LOGIN_USERNAME=1000000/1 \
  RATE_LIMIT_REGISTER_ADDRESS=1000000/1 RATE_LIMIT_MOVES_USER=1000000/1 \
  start_server "target/$PROFILE/hotel-games" "$database_url" "$work/server.log"
echo "server ($PROFILE build) on ${database_url%%:*}"
"target/$PROFILE/notifybench" --url "http://127.0.0.1:$port" --moves "$MOVES" \
  --streams "$STREAMS" --pid "$server_pid"
