#!/usr/bin/env bash
# The whole test suite, as CI runs it: types, lint, unit and data-layer tests, a production
# build, then the browser tests against that build. Set TEST_DATABASE_URL to run the data-layer
# suite against a real PostgreSQL server as well (.ci/run starts one).
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

# The browser tests need Chromium: Debian's when there is one (or can be installed),
# Playwright's own download elsewhere.
ensure_browser() {
  [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ] && return 0
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && return 0
  fi
  npx playwright install chromium
}

step typecheck && npm run --silent typecheck
step lint && npm run --silent lint
step "unit and data-layer tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}" && npm run --silent test:unit
step build && npm run --silent build
step "browser tests" && ensure_browser && npm run --silent test:e2e
