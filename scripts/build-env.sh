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
