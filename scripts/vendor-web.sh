#!/usr/bin/env bash
# Re-creates the web client's vendored libraries (src/web/vendor/) from the pinned npm
# packages: the ES module builds of Preact, Preact's hooks and htm, and their licenses.
# Each package is fetched with `npm pack` into a temporary directory and checked against
# its pinned integrity. Two changes are made to the files: source-map comments are removed
# (the maps are not served), and the hooks' bare `import … from "preact"` is pointed at the
# file beside it, as the page's security policy allows no inline import map.
#
#   scripts/vendor-web.sh          writes src/web/vendor/
#   scripts/vendor-web.sh --check  only compares, and fails if the vendored files differ
#
# To update: change a version and its integrity below (`npm view preact@10 version`,
# `npm view preact@<version> dist.integrity`), run the script, and update
# src/web/vendor/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."

PREACT=10.29.8
PREACT_INTEGRITY=sha512-ej2aVZ+vZ8WO7tvlQWRM9N63A0KzF9q4mWJfDUHgYaIofWY9hu74QdnQrjoPMmZi2/nZ5gN0bJCQF49xQqx09Q==
HTM=3.1.1
HTM_INTEGRITY=sha512-983Vyg8NwUE7JkZ6NmOqpCZ+sh1bKv2iYTlUkzlWmA5JD2acKoxd4KVxbMmxX/85mtfdnDmTFoNKcg5DGAvxNQ==

target=src/web/vendor
check=false
case "${1:-}" in
  --check) check=true ;;
  "") ;;
  *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# fetch NAME VERSION INTEGRITY: unpacks the package into $work/NAME.
fetch() {
  local tarball
  tarball=$(cd "$work" && npm pack --silent "$1@$2")
  local actual
  actual="sha512-$(openssl dgst -sha512 -binary "$work/$tarball" | base64 -w0)"
  if [ "$actual" != "$3" ]; then
    echo "vendor-web: $1@$2 is $actual, expected $3" >&2
    exit 1
  fi
  mkdir "$work/$1"
  tar -xzf "$work/$tarball" -C "$work/$1" --strip-components=1
}
fetch preact "$PREACT" "$PREACT_INTEGRITY"
fetch htm "$HTM" "$HTM_INTEGRITY"

out=$work/vendor
mkdir "$out"
strip_maps() { sed -e '/^\/\/# sourceMappingURL=/d' "$1"; }
strip_maps "$work/preact/dist/preact.module.js" >"$out/preact.module.js"
strip_maps "$work/preact/hooks/dist/hooks.module.js" |
  sed -e 's|from"preact"|from"./preact.module.js"|g' >"$out/hooks.module.js"
strip_maps "$work/htm/dist/htm.module.js" >"$out/htm.module.js"
if ! grep -q 'from"./preact.module.js"' "$out/hooks.module.js" ||
  grep -Eq 'from *"preact"' "$out/hooks.module.js"; then
  echo "vendor-web: the hooks' import of preact was not rewritten (has its form changed?)" >&2
  exit 1
fi
{
  echo "Licenses of the vendored libraries (see README.md)."
  echo
  echo "================================================================================"
  echo "preact $PREACT (preact.module.js, hooks.module.js) — MIT"
  echo "================================================================================"
  echo
  cat "$work/preact/LICENSE"
  echo
  echo "================================================================================"
  echo "htm $HTM (htm.module.js) — Apache-2.0"
  echo "================================================================================"
  echo
  cat "$work/htm/LICENSE"
  echo
} >"$out/LICENSES"

files=(preact.module.js hooks.module.js htm.module.js LICENSES)
if $check; then
  status=0
  for file in "${files[@]}"; do
    cmp -s "$out/$file" "$target/$file" || { echo "vendor-web: $target/$file differs" >&2; status=1; }
  done
  [ "$status" = 0 ] && echo "vendor-web: $target matches preact $PREACT and htm $HTM"
  exit "$status"
fi
mkdir -p "$target"
for file in "${files[@]}"; do cp "$out/$file" "$target/$file"; done
echo "vendor-web: wrote preact $PREACT and htm $HTM to $target"
