#!/usr/bin/env node
// `npm run migrate`: builds the API bundle if its sources changed, then migrates DATABASE_URL's database
// under the advisory lock instances take at start (apps/api/src/migrate.ts), and exits.
import { fileURLToPath } from 'node:url';

await import('./build-if-changed.mjs');
process.chdir(fileURLToPath(new URL('../apps/api', import.meta.url)));
process.setSourceMapsEnabled(true);
await import('../apps/api/dist/migrate.js');
