#!/usr/bin/env bash
# Proves a backup restores: pg_dump of SOURCE, restore into a new database TARGET, start
# protect-server on it, log in with a known account and read /api/me. See docs/deploy.md.
#
# Usage: restore-check.sh SOURCE_DATABASE_URL TARGET_DATABASE_URL [--keep]
#   CHECK_EMAIL, CHECK_PASSWORD  an account that exists in SOURCE (required)
#   TARGET's database must not exist yet; it is created, and dropped at the end unless --keep.
# Exit codes: 0 restore verified, 1 a step failed (the step is named), 2 usage.
set -euo pipefail

usage() {
  echo "Usage: $0 SOURCE_DATABASE_URL TARGET_DATABASE_URL [--keep]  (CHECK_EMAIL, CHECK_PASSWORD set)" >&2
  exit 2
}
[ $# -ge 2 ] || usage
source_url=$1
target_url=$2
keep=${3:-}
[ -z "$keep" ] || [ "$keep" = "--keep" ] || usage
: "${CHECK_EMAIL:?CHECK_EMAIL must name an account of the source database}"
: "${CHECK_PASSWORD:?CHECK_PASSWORD must be the password of that account}"
for program in pg_dump pg_restore psql curl jq; do
  command -v "$program" >/dev/null || { echo "restore-check: $program is not installed" >&2; exit 1; }
done

here=$(cd "$(dirname "$0")" && pwd)
# The target database's name and the maintenance database on its server (for CREATE/DROP).
target_db=$(printf '%s' "$target_url" | sed -E 's#^[a-z]+://[^/]*/([^?]*).*#\1#')
maintenance_url=$(printf '%s' "$target_url" | sed -E 's#^([a-z]+://[^/]*/)[^?]*#\1postgres#')
[[ "$target_db" =~ ^[A-Za-z0-9_]+$ ]] || { echo "restore-check: target database name \"$target_db\" must be letters, digits, _" >&2; exit 2; }

work=$(mktemp -d)
server_pid=""
created=""
cleanup() {
  [ -z "$server_pid" ] || kill "$server_pid" 2>/dev/null || true
  [ -z "$server_pid" ] || wait "$server_pid" 2>/dev/null || true
  if [ -n "$created" ] && [ "$keep" != "--keep" ]; then
    psql "$maintenance_url" -v ON_ERROR_STOP=1 -qc "DROP DATABASE IF EXISTS \"$target_db\" WITH (FORCE)" || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
step() { echo "restore-check: $*" >&2; }
fail() { echo "restore-check: FAILED: $*" >&2; exit 1; }

step "dumping the source database"
pg_dump --format=custom --no-owner --no-privileges --file "$work/backup.dump" "$source_url" || fail "pg_dump"
dump_bytes=$(stat -c %s "$work/backup.dump")

step "creating database \"$target_db\" and restoring into it"
psql "$maintenance_url" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE \"$target_db\"" || fail "CREATE DATABASE $target_db"
created=1
pg_restore --no-owner --no-privileges --exit-on-error --dbname "$target_url" "$work/backup.dump" || fail "pg_restore"

step "starting protect-server on the restored database"
DATABASE_URL="$target_url" DATABASE_STARTUP_WAIT=10 "$here/../bin/protect-server.mjs" \
  --port 0 --host 127.0.0.1 --data-dir "$work/data" >"$work/server.log" 2>&1 &
server_pid=$!
url=""
for _ in $(seq 1 600); do
  url=$(grep -oE 'listening on http://127\.0\.0\.1:[0-9]+' "$work/server.log" | head -n 1 | sed 's/listening on //') || true
  [ -n "$url" ] && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; fail "protect-server exited"; }
  sleep 0.1
done
[ -n "$url" ] || { cat "$work/server.log" >&2; fail "protect-server did not start within 60 s"; }

step "logging in as $CHECK_EMAIL"
login=$(jq -n --arg email "$CHECK_EMAIL" --arg password "$CHECK_PASSWORD" '{email: $email, password: $password}' |
  curl -sS -o "$work/login.json" -w '%{http_code}' -H 'content-type: application/json' \
    -H 'x-device-id: restore-check' --data-binary @- "$url/api/auth/login") || fail "login request"
[ "$login" = 200 ] || fail "login answered HTTP $login: $(cat "$work/login.json")"
token=$(jq -r .token "$work/login.json")
me=$(curl -sS -o "$work/me.json" -w '%{http_code}' -H "authorization: Bearer $token" "$url/api/me") || fail "GET /api/me"
[ "$me" = 200 ] || fail "GET /api/me answered HTTP $me"
users=$(psql "$target_url" -tAc "select count(*) from users where deleted_at is null")

echo "restore check passed: dump ${dump_bytes} bytes, restored into \"$target_db\" (${users} accounts), login and /api/me ok (plan $(jq -r .plan "$work/me.json"))"
