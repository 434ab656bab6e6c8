#!/usr/bin/env bash
# npm run test:instances: the site as several servers run it (e2e-instances/instances.spec.ts):
# Redis, PostgreSQL, two instances of two builds of this commit, the nginx front before both.
# Builds .next and a second build in .next-instance-b (npm test, which has just built both, says
# so with KULDEVTA_REUSE_BUILD=1), and starts a throwaway PostgreSQL server unless
# TEST_DATABASE_URL is set.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

# It installs nothing (.ci/run does, on a fresh machine): it says what is missing.
command -v redis-server >/dev/null 2>&1 || { echo "redis-server is missing: apt-get install redis-server" >&2; exit 1; }
[ -x /usr/sbin/nginx ] || { echo "nginx is missing: apt-get install nginx" >&2; exit 1; }
[ -x /usr/bin/chromium-headless-shell ] || [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ] || { echo "Chromium is missing: apt-get install chromium-headless-shell" >&2; exit 1; }

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  eval "$(bash scripts/test-postgres.sh start)"
  trap 'bash scripts/test-postgres.sh stop || true' EXIT
fi

source scripts/build-env.sh
if [ "${KULDEVTA_REUSE_BUILD:-}" = 1 ] && [ -f .next/BUILD_ID ] && [ -f .next-instance-b/BUILD_ID ]; then
  echo "== the two builds npm test has just made (.next, .next-instance-b)"
else
  echo "== two builds of this commit, side by side (.next, .next-instance-b)"
  build_both >/dev/null
fi
echo "== several servers"
npx playwright test -c playwright.instances.config.ts
