#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster on 127.0.0.1 and TEST_DATABASE_URL pointing at it.
# Usage: scripts/with-postgres.sh npm test
# Needs Debian's postgresql package (initdb, pg_ctl). Run as root it uses the postgres user; the machine's own
# default cluster is left alone. Stops and removes the cluster when the command ends.
set -euo pipefail

PORT="${PG_TEST_PORT:-55432}"
BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "with-postgres: PostgreSQL server binaries not found (apt-get install postgresql)" >&2
  exit 1
fi
T="$(mktemp -d /tmp/maatglas-pg.XXXXXX)"
chmod 755 "$T"
as_pg=()
if [ "$(id -u)" = "0" ]; then
  install -d -o postgres -m 700 "$T/pg"
  install -d -o postgres -m 755 "$T/pgsock"
  touch "$T/pg.log" && chown postgres "$T/pg.log"
  as_pg=(runuser -u postgres --)
else
  install -d -m 700 "$T/pg"
  install -d -m 755 "$T/pgsock"
fi

stop() {
  "${as_pg[@]}" "$BIN/pg_ctl" -D "$T/pg/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$T"
}
trap stop EXIT

"${as_pg[@]}" "$BIN/initdb" -D "$T/pg/data" --auth-local=trust --auth-host=trust -U postgres >/dev/null
"${as_pg[@]}" "$BIN/pg_ctl" -D "$T/pg/data" -l "$T/pg.log" -w \
  -o "-p $PORT -k $T/pgsock -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
"${as_pg[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres maatglas_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/maatglas_test"
echo "with-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
set +e
"$@"
status=$?
exit $status
