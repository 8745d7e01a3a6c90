import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * The API test projects' global setup (vitest.config.ts): every test app checks each answer against the
 * OpenAPI document and writes what disagrees to OPENAPI_VIOLATIONS_FILE (plugins/openapi-response-check.ts);
 * the run starts with no file and fails at its end when the file holds a violation (decision 0186).
 */
export default function checkOpenApiViolations(project: TestProject) {
  const file = project.config.env.OPENAPI_VIOLATIONS_FILE;
  if (!file) return undefined;
  rmSync(file, { force: true });
  mkdirSync(dirname(file), { recursive: true });
  return () => {
    if (!existsSync(file)) return;
    const violations = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
    rmSync(file, { force: true });
    if (violations.length > 0) {
      // Vitest reports an error thrown here but keeps the run's exit code: set it too, so CI fails.
      process.exitCode = 1;
      throw new Error(`${violations.length} answers of the API tests disagree with the OpenAPI document:\n${[...new Set(violations)].sort().join('\n')}`);
    }
  };
}
