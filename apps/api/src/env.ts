import { z } from 'zod';
import { readOrCreateSecrets, secretNames, type SecretName } from './generated-secrets';
import { liveProviderProblems, liveProviderSettingsSchema } from './live-provider-settings';

const secret = z.string().min(16).optional();

const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { message: 'expected IP addresses or CIDR ranges, comma-separated' });

/** Every environment variable the API reads, checked once at boot. The README lists the same set. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Public origin used in links (payment links, documents). */
  PUBLIC_URL: z.string().url().optional(),
  /** PostgreSQL; without it the API runs on embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** PGlite's folder, and the secrets generated for a sandbox run. */
  DATA_DIR: z.string().default('./.data'),
  /**
   * Redis, shared by every instance: session revocations are broadcast through it and the public
   * rate limit is counted in it. Without it one instance works on the database alone (decision 0042).
   */
  REDIS_URL: z.string().optional(),
  /** Prefix of this deployment's Redis keys and channel, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('portal:'),
  /**
   * Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (IPs or CIDRs, comma-separated).
   * None by default: the client address is the connection's, so nobody can pick his own (decision 0041).
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(proxyAddress)),
  /** Requests per minute one address may make to the API without a session (counted in Redis when set). */
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /**
   * OTPs one address may ask for, per purpose, in 15 minutes (all mobiles; decision 0041). Raise it for a
   * branch office whose partners share one public address behind NAT, or for browser tests from one machine.
   */
  OTP_SENDS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** `sandbox` providers (payment, SMS, email, KYC) stand in for the real ones; `live`: Razorpay, Kaleyra and SMTP (docs/providers.md). */
  PROVIDERS: z.enum(['sandbox', 'live']).default('sandbox'),
  /** Production refuses sandbox providers unless this is `true` (demo deployments). */
  ALLOW_SANDBOX_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  // The three secrets. One left unset with sandbox providers comes from DATA_DIR/secrets.json, generated on
  // first start (generated-secrets.ts); live providers refuse to start without all three set here.
  /** Secret of the payment gateway's HMAC-SHA256 webhook signature. */
  PAYMENT_WEBHOOK_SECRET: secret,
  /** Server secret of the OTP hashes (HMAC-SHA256, salted per challenge). */
  OTP_HASH_SECRET: secret,
  /** Secret the token keys derive from (quote ids, mandate links; security/tokens.ts); the same on every instance. */
  QUOTE_SIGNING_SECRET: secret,
  /** Lifetime of a signed-in session and its cookie. */
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60 * 60),
  /** Feature flag overrides, e.g. "DOMAIN_MIGRATION=true,LEAD_REDIRECTION=false"; unnamed flags keep their defaults. */
  FEATURE_FLAGS: z.string().default(''),
  /** Seed the demo tenants and partners at start (idempotent). */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  /** Built web app to serve; defaults to apps/web/dist. */
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connections of each instance's pool (the server's max_connections is shared by all instances). */
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  /** Longest a database statement may run, in ms: no request waits longer for its query. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** `false` when the deployment runs `npm run migrate` before rolling out; the instances then only check. */
  MIGRATE_AT_START: z.enum(['true', 'false']).default('true'),
  /** On SIGTERM/SIGINT, how long requests in flight and the job worker's round may take to finish, in ms. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How often each instance's job worker looks for due jobs (KYC polls, disbursements, lenders' chases), in ms. */
  JOB_WORKER_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * Days completed jobs, sent outbox messages, and expired OTP challenges and sessions are kept before
   * they are pruned. At least a year: the DPDP Rules, 2025, rule 8(3), keep a processing's data and logs for one year (decision 0184).
   */
  RETENTION_DAYS: z.coerce.number().int().min(365, { message: 'must be at least 365 (the DPDP Rules keep logs for a year)' }).default(400),
  /** `false` leaves out the Prometheus metrics (GET /metrics and the per-request histogram): the bench measures their cost with it. */
  METRICS_ENABLED: z.enum(['true', 'false']).default('true'),
  /**
   * Where traces go (OpenTelemetry's OTLP over HTTP, e.g. http://collector:4318). Unset: no tracing, and none of
   * its code loaded. Read by the start script before the app loads (decision 0187); OTEL_SERVICE_NAME names the service.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** Tests only: every answer is checked against the OpenAPI document and each violation written to this file (decision 0186). */
  OPENAPI_VIOLATIONS_FILE: z.string().optional(),
  // The live email, SMS and payment providers' settings (live-provider-settings.ts, docs/providers.md).
  ...liveProviderSettingsSchema.shape,
});
/** The checked environment: every secret is set, from the environment or from the data folder. */
export type Env = z.infer<typeof envSchema> & Record<SecretName, string>;

/**
 * Fixed secrets for tests. They are in this public repository, as they were once the sandbox defaults, so
 * live providers refuse them.
 */
export const testSecrets: Record<SecretName, string> = {
  PAYMENT_WEBHOOK_SECRET: 'sandbox-webhook-secret-change-me',
  OTP_HASH_SECRET: 'sandbox-otp-secret-change-me',
  QUOTE_SIGNING_SECRET: 'sandbox-quote-secret-change-me',
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && env.PROVIDERS === 'sandbox' && env.ALLOW_SANDBOX_IN_PRODUCTION !== 'true') {
    throw new Error('Refusing to start: sandbox providers in production. Set PROVIDERS=live or ALLOW_SANDBOX_IN_PRODUCTION=true.');
  }
  const unset = secretNames.filter((name) => !env[name]);
  // Live money and live OTPs rest only on secrets the operator set, the same on every instance: never on
  // published ones, nor on a file one instance generated that the others would not share.
  if (env.PROVIDERS === 'live') {
    const refused = secretNames.filter((name) => !env[name] || env[name] === testSecrets[name]);
    if (refused.length > 0)
      throw new Error(`Refusing to start: set ${refused.join(', ')} (live providers need secrets set in the environment, not the public test values).`);
  }
  // Each live provider starts only with all its settings, and the message names each one missing.
  const problems = liveProviderProblems(env);
  if (problems.length > 0) throw new Error(`Refusing to start: ${problems.join('; ')}.`);
  if (env.PROVIDERS === 'live') {
    return env as Env;
  }
  return { ...env, ...(unset.length > 0 ? readOrCreateSecrets(env.DATA_DIR, unset) : {}) } as Env;
}

/** The environment tests run with. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  // No built web app: the API answers the same whether or not `npm install` has built apps/web/dist.
  const withoutWebApp = { WEB_DIST: '/nonexistent/portal-web-dist' };
  // The API test run sets it (vitest.config.ts): every test app then checks its answers against the OpenAPI document.
  const responseCheck = process.env.OPENAPI_VIOLATIONS_FILE ? { OPENAPI_VIOLATIONS_FILE: process.env.OPENAPI_VIOLATIONS_FILE } : {};
  return {
    ...envSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' }),
    ...withoutWebApp,
    ...responseCheck,
    ...testSecrets,
    ...overrides,
  };
}
