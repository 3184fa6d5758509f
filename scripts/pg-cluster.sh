#!/usr/bin/env bash
# Starts (or stops) a throw-away PostgreSQL cluster on 127.0.0.1 for the tests.
#   scripts/pg-cluster.sh start DIR PORT   prints the TEST_DATABASE_URL to use
#   scripts/pg-cluster.sh stop DIR
# PG_CLUSTER_OPTIONS adds server settings (the profile's pg_stat_statements).
# PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
set -euo pipefail
cmd=$1 dir=$2 port=${3:-55432}
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bindir/initdb" ] || { echo "PostgreSQL server binaries not found" >&2; exit 1; }

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case $cmd in
  start)
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then
      # mktemp makes 0700 folders; the postgres user must be able to reach its own.
      chmod a+rx "$(dirname "$dir")"
      chown postgres "$dir"
    fi
    as_owner "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
    as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-h 127.0.0.1 -p $port -k $dir -c max_connections=300 -c fsync=off ${PG_CLUSTER_OPTIONS:-}" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop DIR [PORT]" >&2; exit 2 ;;
esac
