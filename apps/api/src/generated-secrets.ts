import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The secrets the service signs and hashes with (payment callbacks, OTP hashes, quote tokens). */
export const secretNames = ['PAYMENT_WEBHOOK_SECRET', 'OTP_HASH_SECRET', 'QUOTE_SIGNING_SECRET'] as const;
export type SecretName = (typeof secretNames)[number];

export const secretsFileName = 'secrets.json';

const generateSecret = () => randomBytes(32).toString('base64url');

function readSecretsFile(path: string): Partial<Record<SecretName, string>> {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Partial<Record<SecretName, string>>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`Cannot read ${path}: ${(error as Error).message}. Delete it to generate new secrets.`, { cause: error });
  }
}

/**
 * The named secrets for a sandbox run without them in the environment: read from `dataDir`/secrets.json,
 * those missing generated (32 random bytes each) and written there, readable by the owner only (0600), so
 * a restart signs and verifies with the same ones and nobody else's copy of the code knows them.
 */
export function readOrCreateSecrets<Name extends SecretName>(dataDir: string, names: readonly Name[]): Record<Name, string> {
  const path = join(dataDir, secretsFileName);
  const stored = readSecretsFile(path);
  const missing = names.filter((name) => typeof stored[name] !== 'string' || stored[name].length < 16);
  if (missing.length > 0) {
    for (const name of missing) stored[name] = generateSecret();
    mkdirSync(dataDir, { recursive: true });
    // Written beside and renamed over, so a crash never leaves half a file that would lock the data out.
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    renameSync(partial, path);
  }
  return Object.fromEntries(names.map((name) => [name, stored[name]!])) as Record<Name, string>;
}
