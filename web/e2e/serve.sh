#!/usr/bin/env bash
# The server the journeys run against: a FRESH migrated and seeded SQLite database in a temp
# dir, and the built app (web/dist) served by `punya serve` on one port. Run by Playwright's
# webServer from web/; the server's log goes to a file so the test list stays readable.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${PUNYA_E2E_PORT:-8790}"
punya=../.venv/bin/punya
if [ ! -x "$punya" ]; then
  echo "e2e: $punya is missing; run 'make install' (or 'make test') in the repository first." >&2
  exit 1
fi
if [ ! -f dist/index.html ]; then
  echo "e2e: web/dist is missing; run 'npm run build' first (the journeys test the built app)." >&2
  exit 1
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/punya-e2e.XXXXXX")"
log="${TMPDIR:-/tmp}/punya-e2e-$port.log"
server=""
stop() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap stop EXIT
trap 'exit 0' INT TERM

export PUNYA_DATABASE_URL="sqlite+aiosqlite:///$tmp/punya.db"
export PUNYA_SERVER_WEB_DIST="$PWD/dist"
# The simulator's pay page and the built-in AI endpoints are addressed through this URL.
export PUNYA_SERVER_PUBLIC_URL="http://127.0.0.1:$port"
# Every journey looks orders up from the same address; the default 10 a minute is for devotees.
export PUNYA_LOOKUP_MAX_PER_WINDOW="${PUNYA_LOOKUP_MAX_PER_WINDOW:-200}"
# ...and places every booking and order from it: the default 20 an hour is for devotees.
export PUNYA_CHECKOUT_MAX_PER_HOUR="${PUNYA_CHECKOUT_MAX_PER_HOUR:-5000}"
# ...and asks for every one-time code from it (each store order paid in cash confirms its phone first).
export PUNYA_VERIFICATION_CODES_PER_ADDRESS_PER_HOUR="${PUNYA_VERIFICATION_CODES_PER_ADDRESS_PER_HOUR:-1000}"
# The back-office journeys sign in as this super admin (created at the server's first start).
export PUNYA_SUPERADMIN_USERNAME="${PUNYA_SUPERADMIN_USERNAME:-admin}"
export PUNYA_SUPERADMIN_PASSWORD="${PUNYA_SUPERADMIN_PASSWORD:-e2e-admin-password}"

: >"$log"
prepare() {
  "$punya" "$1" >>"$log" 2>&1 || { echo "e2e: 'punya $1' failed:" >&2; tail -n 40 "$log" >&2; exit 1; }
}
prepare migrate
prepare seed
echo "e2e: serving web/dist on 127.0.0.1:$port (fresh database in $tmp, log in $log)" >&2
"$punya" serve --host 127.0.0.1 --port "$port" >>"$log" 2>&1 &
server=$!
status=0
wait "$server" || status=$?
server=""
echo "e2e: the server stopped with status $status; the end of $log:" >&2
tail -n 40 "$log" >&2
exit "$status"
