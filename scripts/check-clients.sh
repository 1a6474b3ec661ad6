#!/usr/bin/env bash
# Generates clients from the committed openapi/openapi.json with pinned generators, as a client
# developer would, and plays a few typed moves of every game kind with each against a server
# on a throwaway SQLite file:
#   - TypeScript: openapi-typescript (version pinned in tests/clients/typescript), checked
#     with `tsc --strict`, then run with node;
#   - Python: openapi-python-client (below), which must generate every model without a
#     warning; the program parses every response into the generated models.
# Needs node/npm and python3 (with venv); the generators come from npm and PyPI.
set -euo pipefail
cd "$(dirname "$0")/.."

OPENAPI_PYTHON_CLIENT_VERSION=0.29.0
# The generator formats its output with ruff, which it looks up on PATH.
RUFF_VERSION=0.17.6

source scripts/server.sh

cargo build --locked --quiet --bin hotel-games
RUST_LOG=warn start_server target/debug/hotel-games "sqlite://$work/clients.db" "$work/server.log"

echo "clients: TypeScript (openapi-typescript, tsc --strict)"
(
  cd tests/clients/typescript
  npm ci --no-audit --no-fund --silent
  npm run --silent generate
  npm run --silent check
  BASE_URL="$base" node build/play.js
)

echo "clients: Python (openapi-python-client $OPENAPI_PYTHON_CLIENT_VERSION)"
mkdir -p "$work/python"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check \
  "openapi-python-client==$OPENAPI_PYTHON_CLIENT_VERSION" "ruff==$RUFF_VERSION"
PATH="$work/venv/bin:$PATH" "$work/venv/bin/openapi-python-client" generate --path openapi/openapi.json \
  --output-path "$work/python/hotel_games_client" --meta none \
  --config tests/clients/python/generator.yml >"$work/generate.log" 2>&1 \
  || { cat "$work/generate.log"; exit 1; }
if grep -qiE 'warning|unable to|error' "$work/generate.log"; then
  echo "openapi-python-client reported problems:" >&2
  cat "$work/generate.log" >&2
  exit 1
fi
echo "  $(ls "$work/python/hotel_games_client/models" | wc -l) model modules, no warnings"
PYTHONPATH="$work/python" "$work/venv/bin/python" tests/clients/python/play.py "$base"
