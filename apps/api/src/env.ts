import { z } from 'zod';

/** Every environment variable the API reads, checked once at boot. The README lists the same set. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Public origin used in links (payment links, documents). */
  PUBLIC_URL: z.string().url().optional(),
  /** PostgreSQL; without it the API runs on embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./.data'),
  REDIS_URL: z.string().optional(),
  /** `sandbox` providers (payment, SMS, email, KYC) stand in for the real ones. */
  PROVIDERS: z.enum(['sandbox', 'live']).default('sandbox'),
  /** Production refuses sandbox providers unless this is `true` (demo deployments). */
  ALLOW_SANDBOX_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  /** Secret of the payment gateway's HMAC-SHA256 webhook signature. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).default('sandbox-webhook-secret-change-me'),
  /** Server secret of the OTP hashes (HMAC-SHA256, salted per challenge); set a long random value in production. */
  OTP_HASH_SECRET: z.string().min(16).default('sandbox-otp-secret-change-me'),
  /** Secret the token keys derive from (quote ids, mandate links; security/tokens.ts); the same on every instance. Set a long random value in production. */
  QUOTE_SIGNING_SECRET: z.string().min(16).default('sandbox-quote-secret-change-me'),
  /** Lifetime of a signed-in session and its cookie. */
  SESSION_TTL_SECONDS: z.coerce.number().int().positive().default(12 * 60 * 60),
  /** Feature flag overrides, e.g. "DOMAIN_MIGRATION=true,LEAD_REDIRECTION=false"; unnamed flags keep their defaults. */
  FEATURE_FLAGS: z.string().default(''),
  /** Seed the demo tenants and partners at start (idempotent). */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  /** Built web app to serve; defaults to apps/web/dist. */
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type Env = z.infer<typeof envSchema>;

const secretNames = ['PAYMENT_WEBHOOK_SECRET', 'OTP_HASH_SECRET', 'QUOTE_SIGNING_SECRET'] as const;

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
  // Live money and live OTPs must never rest on the published sandbox secrets.
  if (env.PROVIDERS === 'live') {
    const defaults = secretNames.filter((name) => env[name] === envSchema.shape[name].parse(undefined));
    if (defaults.length > 0) throw new Error(`Refusing to start: set ${defaults.join(', ')} (the sandbox defaults are public).`);
  }
  return env;
}

/** The environment tests run with. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return { ...envSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' }), ...overrides };
}
