import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { testEnv } from './env';

const redoclyConfig = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));

/**
 * `npm run lint:openapi`: builds the app (on an empty in-memory database: the document reads no data),
 * writes its OpenAPI document to a temporary file and lints it with redocly; fails on any error.
 */
async function lintOpenApi() {
  const database = await openDatabase({});
  const app = await buildApp({ env: testEnv(), db: database.db });
  await app.ready();
  const folder = mkdtempSync(join(tmpdir(), 'portal-openapi-'));
  const documentFile = join(folder, 'openapi.json');
  try {
    writeFileSync(documentFile, JSON.stringify(app.swagger(), null, 2));
    await app.close();
    await database.close();
    execFileSync('redocly', ['lint', documentFile, '--config', redoclyConfig], {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

lintOpenApi().catch(() => {
  // redocly has printed its problems (or buildApp its error) already.
  process.exit(1);
});
