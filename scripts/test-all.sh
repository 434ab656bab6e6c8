#!/usr/bin/env bash
# The whole test suite, as CI runs it: types, lint, unit and data-layer tests, a production
# build, then the browser tests against that build. The data-layer suite and the fault tests
# also run on a real PostgreSQL server: TEST_DATABASE_URL's, or a throwaway one started here.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

# Debian packages the tests need, installed when missing and this runs as root on Debian.
apt_install() {
  command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ] || return 1
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# The browser tests need Chromium: Debian's when there is one (or can be installed),
# Playwright's own download elsewhere.
ensure_browser() {
  [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ] && return 0
  apt_install chromium && return 0
  npx playwright install chromium
}

# The nginx front's tests (e2e/nginx.spec.ts) run the repo's config in a real nginx.
[ -x /usr/sbin/nginx ] || apt_install nginx || echo "nginx is missing: e2e/nginx.spec.ts will fail (apt-get install nginx)"

# Without TEST_DATABASE_URL, a throwaway PostgreSQL server of our own, so the data-layer suite
# and the PostgreSQL fault tests always run on a real server too (.ci/run starts one itself).
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || apt_install postgresql || true
  eval "$(bash scripts/test-postgres.sh start)"
  trap 'bash scripts/test-postgres.sh stop || true' EXIT
fi

step typecheck && npm run --silent typecheck
step lint && npm run --silent lint
step "unit and data-layer tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
# Bounded: once (of many runs) vitest's fork pool stalled here for good, runner and worker both
# idle with no test running. A hanging test fails at its own timeout (60 s); a stalled runner
# never ends, so after 15 minutes (a run takes about 2) it is stopped and run once more.
unit_tests() { timeout --kill-after=10 900 node_modules/.bin/vitest run; }
set +e; unit_tests; status=$?; set -e
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
  echo "unit tests: the runner made no progress for 15 minutes and was stopped; running them once more"
  unit_tests
elif [ "$status" -ne 0 ]; then
  exit "$status"
fi
# The build gets a dummy value for every secret (scripts/build-env.sh), and the check after it
# fails if one of them reached a file the browser can load. The browser tests then run the
# server without these values, as a fresh install would.
source scripts/build-env.sh
step build && env "${build_secrets[@]}" npm run --silent build
step "no secret in client files" && env "${build_secrets[@]}" npx tsx scripts/check-client-secrets.ts
step "browser tests" && ensure_browser && npm run --silent test:e2e
step "several servers" && KULDEVTA_REUSE_BUILD=1 bash scripts/test-instances.sh
