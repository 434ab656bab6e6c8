#!/usr/bin/env bash
# npm audit for what ships (no dev dependencies): fails on a high or critical advisory.
# When the registry offers no audit endpoint (some mirrors and offline machines answer 405),
# that is said plainly and the check is skipped rather than passed silently.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(npm audit --omit=dev --audit-level=high 2>&1)
status=$?
if [ $status -ne 0 ] && grep -q "audit endpoint returned an error\|ENOAUDIT\|EAI_AGAIN\|ENOTFOUND" <<<"$out"; then
  echo "npm audit: SKIPPED, the registry has no audit endpoint here:"
  grep -m1 "audit" <<<"$out"
  # What can still be checked: whether what ships is the newest release of each package
  # (security fixes arrive as releases). Reported, not failed on: a pin may be deliberate.
  outdated=$(npm outdated --omit=dev 2>/dev/null)
  if [ -z "$outdated" ]; then
    echo "npm outdated --omit=dev: every direct production dependency is the newest release the registry offers."
  else
    echo "npm outdated --omit=dev: newer releases exist for:"
    echo "$outdated"
  fi
  exit 0
fi
echo "$out" | grep -v "Unknown user config"
exit $status
