#!/usr/bin/env bash
# Plays the reference web client (served at `/`) in headless Chromium against a server on a
# throwaway SQLite file: two people register through the page and play Acquire with a bot
# to the first merger (or 30 moves), one buys a property in Monopoly against a bot and a
# vending machine in Tokyo Capsule Hotel, then switches the client to Japanese and types a
# move in Grand Austria Hotel (tests/browser/play.mjs, driven by playwright-core pinned in
# tests/browser). Screenshots of the main screens go to a temporary
# directory, or to SCREENSHOT_DIR when set (`SCREENSHOT_DIR=tests/browser/screenshots`
# refreshes the committed ones).
# Needs node/npm and Debian's chromium (`apt-get install chromium`; CHROMIUM names another
# binary); Playwright's own browser download is not used.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium=${CHROMIUM:-/usr/bin/chromium}
[ -x "$chromium" ] || { echo "check-browser: $chromium not found (apt-get install chromium)" >&2; exit 1; }

source scripts/server.sh

shots=$(realpath -m "${SCREENSHOT_DIR:-$work/screenshots}")

cargo build --locked --quiet --bin hotel-games
# The scenarios move one person through many screens quickly, each screen following its
# event streams; a stream the page closed keeps its place until the server's next write to
# it (a keep-alive within 15 s), so the per-user limit is raised above what a person needs.
# Every scenario registers its own people from this one address, more than the default
# registrations an address may make in an hour.
STREAMS_PER_USER=64 RATE_LIMIT_REGISTER_ADDRESS=1000/3600 RATE_LIMIT_LOGIN_ADDRESS=1000/60 RUST_LOG=warn \
  start_server target/debug/hotel-games "sqlite://$work/browser.db" "$work/server.log"

echo "browser: the web client in $("$chromium" --version 2>/dev/null | head -1)"
(
  cd tests/browser
  npm ci --no-audit --no-fund --silent
  BASE_URL="$base" CHROMIUM="$chromium" SCREENSHOT_DIR="$shots" node play.mjs
) || { tail -30 "$work/server.log"; exit 1; }
