# The settings every test build is made with (sourced by scripts/test-all.sh and
# scripts/test-instances.sh): a dummy value for every secret, so scripts/check-client-secrets.ts
# can prove none reaches a file the browser loads, and one server-action key for every build,
# so two builds of one commit accept each other's forms. KULDEVTA_DB pins the embedded
# database for the build (the dummy DATABASE_URL would otherwise select PostgreSQL).
build_secrets=(
  KULDEVTA_DB=embedded
  DATABASE_URL=postgres://kuldevta:dummy-db-password-7f3a91@127.0.0.1:1/kuldevta
  SUPABASE_SERVICE_ROLE_KEY=dummy-service-role-key-5c2e8d
  SUPABASE_SECRET_KEY=sb_secret_dummy-secret-key-9b1f47
  RESEND_API_KEY=re_dummy-resend-key-3d8c62
  KULDEVTA_FUNCTION_SECRET=dummy-function-secret-a4e7b0
  KULDEVTA_HASH_SALT=dummy-hash-salt-6f0d15
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=ZHVtbXktc2VydmVyLWFjdGlvbnMta2V5LTMyYnl0ZXM=
)

# The two builds the tests use, side by side (most of a build is one core's work): .next, and a
# second build of the same commit in .next-instance-b for the several-servers step. The second
# need not check the types the first checks. Its output is shown only if it fails.
build_both() {
  local log first=0
  log=$(mktemp)
  env "${build_secrets[@]}" KULDEVTA_DIST_DIR=.next-instance-b KULDEVTA_TYPES_CHECKED=1 npm run --silent build >"$log" 2>&1 &
  local second=$!
  env "${build_secrets[@]}" npm run --silent build || first=$?
  if ! wait "$second"; then
    echo "The second build (.next-instance-b) failed:" >&2
    cat "$log" >&2
    first=1
  fi
  rm -f "$log"
  return "$first"
}
