#!/usr/bin/env bash
# The whole test suite, as CI runs it: types, lint, unit and data-layer tests, two production
# builds of the commit, the browser tests against the first, then the several-servers tests
# against both. The data-layer suite and the fault tests also run on a real PostgreSQL server:
# TEST_DATABASE_URL's, or a throwaway one started here.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

# Each step says when it started (seconds since the suite began), so a slow step shows in the log.
step() { printf '\n== %s (at %ds)\n' "$*" "$SECONDS"; }

# It installs nothing: .ci/run does, on a fresh machine. The browser tests need Chromium
# (Debian's headless shell or full browser, or Playwright's own: npx playwright install
# chromium), the nginx front's tests (e2e/nginx.spec.ts) a real nginx, and the several-servers
# step Redis.
[ -x /usr/bin/chromium-headless-shell ] || [ ! -x /usr/bin/chromium ] || echo "chromium-headless-shell is missing: the browser tests use the full Chromium, at twice the processor time (apt-get install chromium-headless-shell)"
[ -x /usr/sbin/nginx ] || echo "nginx is missing: e2e/nginx.spec.ts will fail (apt-get install nginx)"
command -v redis-server >/dev/null 2>&1 || echo "redis-server is missing: the several-servers step will fail (apt-get install redis-server)"

# Without TEST_DATABASE_URL, a throwaway PostgreSQL server of our own, so the data-layer suite
# and the PostgreSQL fault tests always run on a real server too (.ci/run starts one itself).
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  eval "$(bash scripts/test-postgres.sh start)"
  trap 'bash scripts/test-postgres.sh stop || true' EXIT
fi

# The type check is one core's work: the lint runs beside it.
step "typecheck, and beside it lint"
types_log=$(mktemp)
npm run --silent typecheck >"$types_log" 2>&1 &
types=$!
lint=0
npm run --silent lint || lint=$?
types_rc=0
wait "$types" || types_rc=$?
cat "$types_log" && rm -f "$types_log"
[ "$types_rc" = 0 ] || echo "typecheck failed"
# (Not `[ a ] && [ b ]`: under set -e a failure of the first test of such a list would not stop the script.)
if [ "$types_rc" != 0 ] || [ "$lint" != 0 ]; then exit 1; fi
# The builds below need not check the types again (next.config.mjs).
export KULDEVTA_TYPES_CHECKED=1
step "unit and data-layer tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
# A run that stops making progress is stopped after 15 minutes, far beyond a normal run, instead
# of holding CI, and vitest's hanging-process reporter names what kept it open.
timeout --kill-after=30 900 node_modules/.bin/vitest run --reporter=default --reporter=hanging-process
# The build gets a dummy value for every secret (scripts/build-env.sh), and the check after it
# fails if one of them reached a file the browser can load. The browser tests then run the
# server without these values, as a fresh install would.
source scripts/build-env.sh
step "build, and beside it the second build for the several-servers step" && build_both
step "no secret in client files" && env "${build_secrets[@]}" npx tsx scripts/check-client-secrets.ts
# Two spec files at a time; then the specs that revalidate the suite's server's pages, one at a
# time, beside three at a time of those that start servers of their own (playwright.config.ts
# says which), and beside them the several-servers tests, which mostly wait for their servers.
# Those stop and pause no server of the others' and start their own PostgreSQL server on a free
# port. Every part runs even when one fails.
e2e=0
step "browser tests" && { npx playwright test --project=chromium || e2e=$?; }
step "browser tests that revalidate or start servers of their own, and beside them the several servers"
instances_log=$(mktemp)
instances_pg_port=$(node -e 'import("./ops/nginx/nginx.ts").then(async ({ freePort }) => console.log(await freePort()))')
env -u TEST_DATABASE_URL -u TEST_PG_DIR TEST_PG_PORT="$instances_pg_port" KULDEVTA_REUSE_BUILD=1 \
  bash scripts/test-instances.sh >"$instances_log" 2>&1 &
instances=$!
npx playwright test --project=alone --project=own-servers --no-deps --workers=4 || e2e=$?
instances_rc=0
wait "$instances" || instances_rc=$?
step "several servers (they ran beside the tests above)"
cat "$instances_log" && rm -f "$instances_log"
if [ "$e2e" != 0 ] || [ "$instances_rc" != 0 ]; then
  echo "FAILED: browser tests exit code $e2e, several servers $instances_rc"
  exit 1
fi
step "all passed in ${SECONDS}s"
