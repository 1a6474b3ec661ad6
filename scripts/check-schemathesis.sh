#!/usr/bin/env bash
# Runs schemathesis (pinned below, every check) against the server on SQLite and, when
# TEST_DATABASE_URL names a PostgreSQL server, on a fresh PostgreSQL database: authenticated,
# with a real started game as the `id` of every game path. Accepted exceptions are excluded
# below, each with its reason. SCHEMATHESIS_EXAMPLES sets the examples per operation;
# SCHEMATHESIS_BASELINE_UPDATE=1 adds this run's failures to the baseline (give each a reason).
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS_VERSION=4.32.5

source scripts/server.sh

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
cargo build --locked --quiet --bin hotel-games

# The secret a mail server hands messages over with; the fuzzer holds it too.
inbound_token="fuzz-inbound-$(date +%s%N)"

run_against() {
  local backend=$1 database_url=$2
  # Email is on (so that its endpoints are fuzzed) but nothing is sent: no notification
  # worker runs, so no webhook goes to the URLs the fuzzer registers and no SMTP server is
  # needed. Replies by email are on too: the reply addresses and the hand-over endpoint,
  # whose bodies tests/schemathesis/hooks.py writes.
  RUST_LOG=error NOTIFY_WORKERS=false \
    SMTP_URL=smtp://127.0.0.1:9 MAIL_FROM=fuzz@example.org \
    MAIL_DOMAIN=fuzz.example.org INBOUND_MAIL_TOKEN="$inbound_token" \
    RATE_LIMIT_LOGIN_ADDRESS=1000000/1 RATE_LIMIT_LOGIN_USERNAME=1000000/1 \
    RATE_LIMIT_REGISTER_ADDRESS=1000000/1 RATE_LIMIT_MOVES_USER=1000000/1 \
    RATE_LIMIT_MESSAGES_USER=1000000/1 \
    start_server target/debug/hotel-games "$database_url" "$work/server-$backend.log"
  eval "$(python3 tests/schemathesis/setup.py "$base")"
  echo "schemathesis $SCHEMATHESIS_VERSION on $backend"
  # Left out: DELETE /v1/tokens/current and DELETE /v1/users/me/sessions[/{session_id}] revoke
  # the tokens of the account the run uses (tests/api/hardening.rs and tests/api/sessions.rs
  # cover them), and the event streams, which stay open for as long
  # as the game runs or the client listens (tests/api/streams.rs covers them).
  # Accepted failures are in tests/schemathesis/baseline.json, each with its reason: rules
  # that tie two fields together, which a schema does not state.
  BASE_URL="$base" TOKEN="$TOKEN" GAME_ID="$GAME_ID" INBOUND_TOKEN="$inbound_token" \
    PYTHONPATH=tests/schemathesis SCHEMATHESIS_HOOKS=hooks \
    "$work/venv/bin/schemathesis" --config-file tests/schemathesis/schemathesis.toml run \
    openapi/openapi.json --checks all --workers 2 --exclude-path /v1/tokens/current \
    --exclude-name 'DELETE /v1/users/me/sessions' \
    --exclude-name 'DELETE /v1/users/me/sessions/{session_id}' \
    --exclude-path '/v1/games/{id}/events' --exclude-path /v1/users/me/events \
    --baseline tests/schemathesis/baseline.json ${SCHEMATHESIS_BASELINE_UPDATE:+--baseline-update} \
    --max-examples "${SCHEMATHESIS_EXAMPLES:-30}" --generation-deterministic \
    --suppress-health-check all \
    || { tail -50 "$work/server-$backend.log"; return 1; }
  stop_server
}

run_against sqlite "sqlite://$work/schemathesis.db"
if [[ "${TEST_DATABASE_URL:-}" == postgres* ]]; then
  name="schemathesis_$(date +%s)_$$"
  psql -q "$TEST_DATABASE_URL" -c "CREATE DATABASE $name"
  run_against postgres "${TEST_DATABASE_URL%/*}/$name"
  psql -q "$TEST_DATABASE_URL" -c "DROP DATABASE $name WITH (FORCE)" || true
fi
