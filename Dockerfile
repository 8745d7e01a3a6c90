# syntax=docker/dockerfile:1
# The portal's container (docs/operations.md, decision 0185). scripts/deploy-smoke.sh runs the same steps in
# a clean folder where no Docker engine is available (CI).

# 1. Build: every dependency, then the web app and the API bundle.
FROM node:22-bookworm-slim AS build
WORKDIR /portal
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Run: production dependencies only, the built bundle, as the unprivileged `node` user.
FROM node:22-bookworm-slim AS run
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /portal
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /portal/apps/api/dist apps/api/dist
COPY --from=build /portal/apps/api/drizzle apps/api/drizzle
COPY --from=build /portal/apps/web/dist apps/web/dist
# PGlite's folder when DATABASE_URL is unset (one container only); a volume in practice.
RUN mkdir -p apps/api/.data && chown node:node apps/api/.data
USER node
WORKDIR /portal/apps/api
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself is PID 1's child-free process: SIGTERM from `docker stop` reaches the server directly.
CMD ["node", "--enable-source-maps", "dist/main.js"]
