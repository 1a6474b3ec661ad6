#!/usr/bin/env bash
# Plays the reference web client (served at `/`) in headless Chromium against a server on a
# throwaway SQLite file: two people register through the page and play Acquire with a bot
# to the first merger (or 30 moves), one buys a property in Monopoly against a bot, and Tokyo
# Capsule Hotel and Grand Austria Hotel games are opened (tests/browser/play.mjs, driven by
# playwright-core pinned in tests/browser). Screenshots of the main screens go to a temporary
# directory, or to SCREENSHOT_DIR when set (`SCREENSHOT_DIR=tests/browser/screenshots`
# refreshes the committed ones).
# Needs node/npm and Debian's chromium (`apt-get install chromium`; CHROMIUM names another
# binary); Playwright's own browser download is not used.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium=${CHROMIUM:-/usr/bin/chromium}
[ -x "$chromium" ] || { echo "check-browser: $chromium not found (apt-get install chromium)" >&2; exit 1; }

work=$(mktemp -d)
server_pid=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

shots=$(realpath -m "${SCREENSHOT_DIR:-$work/screenshots}")

cargo build --locked --quiet --bin hotel-games
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"
DATABASE_URL="sqlite://$work/browser.db" PORT="$port" RUST_LOG=warn \
  target/debug/hotel-games >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
  curl -fs "$base/healthz" >/dev/null 2>&1 && break
  sleep 0.1
done
curl -fs "$base/healthz" >/dev/null || { cat "$work/server.log"; exit 1; }

echo "browser: the web client in $("$chromium" --version 2>/dev/null | head -1)"
(
  cd tests/browser
  npm ci --no-audit --no-fund --silent
  BASE_URL="$base" CHROMIUM="$chromium" SCREENSHOT_DIR="$shots" node play.mjs
) || { tail -30 "$work/server.log"; exit 1; }
