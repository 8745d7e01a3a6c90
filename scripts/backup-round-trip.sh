#!/usr/bin/env bash
# Backups and restore, tested (docs/operations.md): migrates a new database on the PostgreSQL server of
# $BACKUP_TEST_SERVER_URL (TEST_DATABASE_URL's by default), writes rows, backs it up with pg_dump (custom
# format), restores it with pg_restore into another new database, and checks that every table holds the
# same rows, the migrations' record included. Both databases are dropped at the end.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
server="${BACKUP_TEST_SERVER_URL:-${TEST_DATABASE_URL:-postgres://root@127.0.0.1:5432/test}}"
suffix="$(node -e "console.log(require('node:crypto').randomBytes(4).toString('hex'))")"
source_db="portal_backup_src_$suffix"
target_db="portal_backup_dst_$suffix"
url_of() { node -e "const u=new URL(process.argv[1]);u.pathname='/'+process.argv[2];console.log(u.toString())" "$server" "$1"; }
dump="$(mktemp -d)/portal.dump"
cleanup() {
  psql -q "$server" -c "DROP DATABASE IF EXISTS $source_db WITH (FORCE)" -c "DROP DATABASE IF EXISTS $target_db WITH (FORCE)" >/dev/null
  rm -rf "$(dirname "$dump")"
}
trap cleanup EXIT

psql -q "$server" -c "CREATE DATABASE $source_db" -c "CREATE DATABASE $target_db"
(cd "$repo" && DATABASE_URL="$(url_of "$source_db")" npm run migrate --silent)
psql -q "$(url_of "$source_db")" -v ON_ERROR_STOP=1 <<'SQL'
INSERT INTO tenants (code, name, white_label) VALUES ('mintpro', 'Mint Pro', false) ON CONFLICT DO NOTHING;
INSERT INTO jobs (kind, payload, run_at) SELECT 'backup.check', jsonb_build_object('n', n), now() FROM generate_series(1, 50) AS n;
INSERT INTO outbox (channel, recipient, template, payload) VALUES ('SMS', 'backup-check', 'check', '{"a": 1}');
SQL

pg_dump --format=custom --no-owner --file="$dump" "$(url_of "$source_db")"
pg_restore --no-owner --exit-on-error --dbname="$(url_of "$target_db")" "$dump"

# Every table's row count and a digest of its rows, in both databases.
fingerprint() {
  psql -qAt "$1" <<'SQL'
SELECT string_agg(format('%s.%s', table_schema, table_name), ' ' ORDER BY table_schema, table_name) FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE';
SQL
}
tables="$(fingerprint "$(url_of "$source_db")")"
for table in $tables; do
  query="SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM $table t"
  before="$(psql -qAt "$(url_of "$source_db")" -c "$query")"
  after="$(psql -qAt "$(url_of "$target_db")" -c "$query")"
  if [ "$before" != "$after" ]; then echo "backup round trip: $table differs ($before vs $after)" >&2; exit 1; fi
done
echo "backup round trip: $(echo "$tables" | wc -w) tables restored identical"
