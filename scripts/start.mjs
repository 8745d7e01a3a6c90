#!/usr/bin/env node
// `npm start` (root and @portal/api): builds what changed, then runs the API bundle in this same process, in
// production mode with the sandbox providers allowed unless the environment says otherwise. One node process
// under one npm, where a nested `npm run` and a second node cost about a second on a busy machine
// (docs/decisions/0056-start-up-budgets.md).
import { fileURLToPath } from 'node:url';

// Its top-level await finishes every build before the next line runs.
await import('./build-if-changed.mjs');

// DATA_DIR and WEB_DIST are relative to apps/api, wherever npm was started.
process.chdir(fileURLToPath(new URL('../apps/api', import.meta.url)));
process.env.NODE_ENV = 'production';
process.env.ALLOW_SANDBOX_IN_PRODUCTION ??= 'true';
// What --enable-source-maps does: stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
// Traces only when an OTLP endpoint is set; otherwise none of OpenTelemetry is loaded (decision 0187). Before
// the app, so its instrumentations see the packages the app imports.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await import('../apps/api/dist/tracing.js');
await import('../apps/api/dist/main.js');
