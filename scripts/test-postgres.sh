#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the data-layer tests and prints its URL.
# Usage: eval "$(bash scripts/test-postgres.sh start)"; ...; bash scripts/test-postgres.sh stop
# (pause and resume stop and restart the same server, keeping its data.)
# Installs Debian's postgresql when the machine has none. initdb refuses root, so the
# server runs as the postgres user.
set -euo pipefail
DIR=${TEST_PG_DIR:-/tmp/kuldevta-test-pg}
PORT=${TEST_PG_PORT:-54329}

find_bin() {
  local d
  for d in /usr/lib/postgresql/*/bin; do
    [ -x "$d/initdb" ] && { echo "$d"; return 0; }
  done
  return 1
}

case "${1:-start}" in
  start)
    if ! BIN=$(find_bin); then
      echo "installing postgresql" >&2
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) >&2
      BIN=$(find_bin)
    fi
    RUN_AS=()
    if [ "$(id -u)" = 0 ]; then RUN_AS=(runuser -u postgres --); fi
    if [ -f "$DIR/postmaster.pid" ]; then "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$DIR"
    mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
    "${RUN_AS[@]}" "$BIN/initdb" -D "$DIR" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
    "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
      -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  pause)
    # Stops the server but keeps its data: the fault tests stop the database mid-run.
    BIN=$(find_bin)
    RUN_AS=()
    if [ "$(id -u)" = 0 ]; then RUN_AS=(runuser -u postgres --); fi
    "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null
    ;;
  resume)
    BIN=$(find_bin)
    RUN_AS=()
    if [ "$(id -u)" = 0 ]; then RUN_AS=(runuser -u postgres --); fi
    "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
      -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
    ;;
  stop)
    BIN=$(find_bin) || exit 0
    RUN_AS=()
    if [ "$(id -u)" = 0 ]; then RUN_AS=(runuser -u postgres --); fi
    [ -f "$DIR/postmaster.pid" ] && "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -m fast stop >/dev/null
    ;;
esac
