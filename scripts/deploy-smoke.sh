#!/usr/bin/env bash
# The Dockerfile's steps where no Docker engine runs (this machine, CI): the build stage in one clean folder
# (the tracked sources only, `npm ci`, `npm run build`), the run stage in another (production dependencies
# only, the built bundle), then the container's command as it runs there, its HEALTHCHECK, and a `docker
# stop` (SIGTERM: it must stop cleanly, exit 0). Packages come from npm's cache when it has them.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
port="${DEPLOY_SMOKE_PORT:-3997}"
server=""
cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then kill -KILL "$server"; fi
  rm -rf "$work"
}
trap cleanup EXIT
npm_ci() { npm ci --ignore-scripts --no-audit --no-fund --prefer-offline --loglevel=error "$@"; }

echo "deploy-smoke: build stage in $work/build"
mkdir -p "$work/build" "$work/run"
# COPY . . with .dockerignore: what git tracks (and the working tree's edits of it).
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar -cf - --ignore-failed-read 2>/dev/null) | tar -xf - -C "$work/build"
(cd "$work/build" && npm_ci && npm run build --silent)

echo "deploy-smoke: run stage in $work/run"
for manifest in package.json package-lock.json packages/domain/package.json apps/api/package.json apps/web/package.json e2e/package.json bench/package.json; do
  mkdir -p "$work/run/$(dirname "$manifest")"
  cp "$work/build/$manifest" "$work/run/$manifest"
done
(cd "$work/run" && npm_ci --omit=dev)
for built in apps/api/dist apps/api/drizzle apps/web/dist; do cp -r "$work/build/$built" "$work/run/$built"; done
# No dev dependency in the run stage (vite is a production dependency of the web workspace: decision 0056).
if [ -d "$work/run/node_modules/vitest" ] || [ -d "$work/run/node_modules/drizzle-kit" ]; then echo "deploy-smoke: dev dependencies in the run stage" >&2; exit 1; fi

echo "deploy-smoke: CMD on port $port"
mkdir -p "$work/run/apps/api/.data"
cd "$work/run/apps/api"
NODE_ENV=production PORT="$port" HOST=127.0.0.1 ALLOW_SANDBOX_IN_PRODUCTION=true LOG_LEVEL=warn node --enable-source-maps dist/main.js &
server=$!
healthcheck() { node -e "fetch('http://127.0.0.1:$port/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; }
for _ in $(seq 1 120); do
  if healthcheck; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then echo "deploy-smoke: the server exited" >&2; exit 1; fi
  sleep 1
done
healthcheck
node -e "fetch('http://127.0.0.1:$port/api/health/ready').then(async r=>{console.log('deploy-smoke: ready', r.status, await r.text());process.exit(r.ok?0:1)})"
kill -TERM "$server"
status=0
wait "$server" || status=$?
server=""
if [ "$status" -ne 0 ]; then echo "deploy-smoke: SIGTERM ended the server with $status" >&2; exit 1; fi
echo "deploy-smoke: built, started, healthy and stopped cleanly"
