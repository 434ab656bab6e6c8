#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the data-layer tests and prints the variables to use it.
# Usage: eval "$(bash scripts/test-postgres.sh start)"; ...; bash scripts/test-postgres.sh stop
# (pause and resume stop and restart the same server, keeping its data.)
#
# Its directory is a fresh one from mktemp unless TEST_PG_DIR names one; start prints
# `export TEST_PG_DIR=...`, which is how stop, pause and resume (and the tests that call them)
# find the server again (the port is kept in the directory). It never deletes a directory it did not create: a directory it made
# holds a marker file (beside the server's files), and start refuses a named directory that has
# files but no marker.
# stop deletes the directory when start made it with mktemp. Installs Debian's postgresql when
# the machine has none. initdb refuses root, so the server then runs as the postgres user.
set -euo pipefail
PORT=${TEST_PG_PORT:-54329}
MARKER=.kuldevta-test-postgres

find_bin() {
  local d
  for d in /usr/lib/postgresql/*/bin; do
    [ -x "$d/initdb" ] && { echo "$d"; return 0; }
  done
  return 1
}

RUN_AS=()
if [ "$(id -u)" = 0 ]; then RUN_AS=(runuser -u postgres --); fi

# The directory stop, pause and resume work on: the one start printed.
started_dir() {
  if [ -z "${TEST_PG_DIR:-}" ]; then
    echo "TEST_PG_DIR is not set: run this in the shell where you ran eval \"\$(bash scripts/test-postgres.sh start)\"" >&2
    exit 1
  fi
  if [ ! -f "$TEST_PG_DIR/$MARKER" ]; then
    echo "$TEST_PG_DIR was not made by scripts/test-postgres.sh start: leaving it alone" >&2
    exit 1
  fi
  echo "$TEST_PG_DIR"
}

# The marker holds how the directory was made (temporary or named) and the server's port.
start_server() {
  local port
  port=$(cut -d' ' -f2 "$1/$MARKER")
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$1" -l "$1/server.log" -w \
    -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
}

case "${1:-start}" in
  start)
    # It installs nothing (.ci/run does): it says what is missing.
    BIN=$(find_bin) || { echo "PostgreSQL is missing: apt-get install postgresql" >&2; exit 1; }
    if [ -n "${TEST_PG_DIR:-}" ]; then
      DIR=$TEST_PG_DIR
      if [ -f "$DIR/$MARKER" ]; then
        # Made by an earlier start: its server is stopped and its files replaced.
        if [ -f "$DIR/postmaster.pid" ]; then "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -m immediate stop >/dev/null 2>&1 || true; fi
        kind=$(cut -d' ' -f1 "$DIR/$MARKER")
        find "$DIR" -mindepth 1 -delete
      elif [ -d "$DIR" ] && [ -n "$(ls -A "$DIR")" ]; then
        echo "TEST_PG_DIR=$DIR has files that scripts/test-postgres.sh did not make: choose an empty or new directory" >&2
        exit 1
      else
        mkdir -p "$DIR"
        kind=named
      fi
    else
      DIR=$(mktemp -d "${TMPDIR:-/tmp}/kuldevta-test-pg.XXXXXX")
      kind=temporary
    fi
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
    # initdb wants an empty directory; the marker goes in once it is done (the server ignores it).
    "${RUN_AS[@]}" "$BIN/initdb" -D "$DIR" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
    echo "$kind $PORT" >"$DIR/$MARKER"
    start_server "$DIR"
    echo "export TEST_PG_DIR=$DIR"
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  pause)
    # Stops the server but keeps its data: the fault tests stop the database mid-run.
    BIN=$(find_bin)
    DIR=$(started_dir)
    "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null
    ;;
  resume)
    BIN=$(find_bin)
    DIR=$(started_dir)
    start_server "$DIR"
    ;;
  stop)
    BIN=$(find_bin) || exit 0
    DIR=$(started_dir)
    if [ -f "$DIR/postmaster.pid" ]; then "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null; fi
    if [ "$(cut -d' ' -f1 "$DIR/$MARKER")" = temporary ]; then rm -rf "$DIR"; fi
    ;;
  *)
    echo "usage: bash scripts/test-postgres.sh start|pause|resume|stop" >&2
    exit 2
    ;;
esac
