#!/usr/bin/env bash
# The server tests run on a real PostgreSQL too (vitest starts a throwaway cluster): Debian's server binaries must be there.
set -uo pipefail
has_postgres() {
  if [ -n "${PG_BIN:-}" ]; then [ -x "$PG_BIN/initdb" ]; return; fi
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null
}
# A server given by URL needs no binaries here.
if [ -n "${TEST_DATABASE_URL:-}" ] || has_postgres; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL is missing: installing Debian's postgresql package with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq && apt-get install -y -qq postgresql >/dev/null; then
    has_postgres && { echo "PostgreSQL installed: $(ls -d /usr/lib/postgresql/*/bin | tail -n 1)"; exit 0; }
  fi
  echo "apt-get could not install the postgresql package (see its output above: no network to the Debian mirror, or a held package?)." >&2
fi
cat >&2 <<'MSG'
The server tests need PostgreSQL's server programs (initdb, pg_ctl), and they are not installed.
Install them as root, then run npm test again:
    sudo apt-get update && sudo apt-get install -y postgresql
(or set PG_BIN to a folder holding initdb and pg_ctl, or TEST_DATABASE_URL to a superuser URL of a running PostgreSQL).
MSG
exit 1
