#!/usr/bin/env bash
# Makes sure a PostgreSQL server answers on 127.0.0.1:$PGPORT (default 5432) for user postgres without a
# password, so CI's PostgreSQL API suite and the stress suite's PostgreSQL parts always run.
# When none answers, it installs Debian's `postgresql` if needed and starts a throw-away cluster in a
# temporary directory (trust for local TCP connections, left running for the rest of the CI run).
# Exits non-zero with the reason when it cannot.
set -euo pipefail

port="${PGPORT:-5432}"
host=127.0.0.1

fail() {
  echo "ensure-postgres: $*" >&2
  exit 1
}

answers() {
  (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null
}

if answers; then
  echo "ensure-postgres: a PostgreSQL server already answers on $host:$port"
  exit 0
fi

newest_bin_dir() {
  find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -n 1
}

if [ -z "$(newest_bin_dir)" ]; then
  echo "ensure-postgres: nothing answers on $host:$port; installing Debian's postgresql"
  # The package would start its own cluster (password auth, fixed port); services stay down during the
  # install, as in Docker images, so the port is free for the cluster started below.
  added_policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    added_policy=1
  fi
  apt-get update -qq || fail "apt-get update failed"
  install_status=0
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql || install_status=$?
  if [ -n "$added_policy" ]; then rm -f /usr/sbin/policy-rc.d; fi
  [ "$install_status" -eq 0 ] || fail "apt-get install postgresql failed (exit $install_status)"
fi

bin_dir="$(newest_bin_dir)"
[ -n "$bin_dir" ] || fail "no PostgreSQL binaries under /usr/lib/postgresql after installing"
id postgres >/dev/null 2>&1 || fail "the package did not create the postgres user"

data_dir="${PGDATA_DIR:-$(mktemp -d /tmp/ci-postgres-XXXXXX)}"
mkdir -p "$data_dir"
chown postgres: "$data_dir"
# From the data folder: the caller's directory (a checkout under /root, say) may be closed to postgres.
as_postgres() {
  (cd "$data_dir" && runuser -u postgres -- "$@")
}

echo "ensure-postgres: starting a cluster in $data_dir on $host:$port"
as_postgres "$bin_dir/initdb" -D "$data_dir/data" -U postgres --auth=trust -E UTF8 --no-instructions >"$data_dir/initdb.log" 2>&1 ||
  fail "initdb failed: $(tail -n 5 "$data_dir/initdb.log")"
# The socket goes into the data folder, so it never meets another server's socket in /var/run/postgresql.
as_postgres "$bin_dir/pg_ctl" -D "$data_dir/data" -l "$data_dir/server.log" -w -t 60 \
  -o "-c listen_addresses=$host -p $port -c unix_socket_directories=$data_dir" start >/dev/null 2>&1 ||
  fail "the server did not start: $(tail -n 5 "$data_dir/server.log")"

for _ in $(seq 1 30); do
  if "$bin_dir/pg_isready" -q -h "$host" -p "$port" -U postgres; then
    "$bin_dir/psql" -h "$host" -p "$port" -U postgres -d postgres -Atc 'select 1' >/dev/null ||
      fail "the server on $host:$port answers but refuses user postgres"
    echo "ensure-postgres: PostgreSQL answers on $host:$port (data in $data_dir; stop: runuser -u postgres -- $bin_dir/pg_ctl -D $data_dir/data stop)"
    exit 0
  fi
  sleep 1
done
fail "the server in $data_dir did not answer on $host:$port within 30 s: $(tail -n 5 "$data_dir/server.log")"
