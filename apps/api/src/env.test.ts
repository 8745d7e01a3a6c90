import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv, testSecrets } from './env';
import { chooseProviders, dltTemplateKeys } from './live-provider-settings';

const liveSecrets = {
  PAYMENT_WEBHOOK_SECRET: 'a-live-webhook-secret-0123456789',
  OTP_HASH_SECRET: 'a-live-otp-secret-0123456789abcd',
  QUOTE_SIGNING_SECRET: 'a-live-quote-secret-0123456789ab',
};

const liveProviderSettings = {
  PUBLIC_URL: 'https://portal.mintpro.example',
  SMTP_URL: 'smtps://portal:password@smtp.mintpro.example:465',
  EMAIL_FROM: 'no-reply@mintpro.example',
  KALEYRA_SID: 'HXIN1700000001IN',
  KALEYRA_API_KEY: 'a-live-kaleyra-key',
  SMS_SENDER_ID: 'MINTPR',
  SMS_DLT_TEMPLATE_IDS: dltTemplateKeys.map((name, index) => `${name}=${String(1107000000000000000 + index)}`).join(','),
  RAZORPAY_KEY_ID: 'rzp_live_0123456789',
  RAZORPAY_KEY_SECRET: 'a-live-razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'a-live-razorpay-webhook-secret',
};

describe('the environment checked at start', () => {
  it('runs on defaults in development: PGlite, sandbox providers, port 3000', () => {
    const env = readEnv({ ...testSecrets });
    expect(env).toMatchObject({ PORT: 3000, PROVIDERS: 'sandbox', DATA_DIR: './.data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('refuses sandbox providers in production unless told to', () => {
    expect(() => readEnv({ NODE_ENV: 'production', ...testSecrets })).toThrow(/sandbox providers in production/);
    expect(readEnv({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true', ...testSecrets }).PROVIDERS).toBe('sandbox');
  });

  it('refuses live providers unless the environment sets all three secrets, naming each one missing or public', () => {
    expect(() => readEnv({ NODE_ENV: 'production', PROVIDERS: 'live' })).toThrow(
      'Refusing to start: set PAYMENT_WEBHOOK_SECRET, OTP_HASH_SECRET, QUOTE_SIGNING_SECRET (live providers need secrets set in the environment, not the public test values).',
    );
    expect(() => readEnv({ NODE_ENV: 'production', PROVIDERS: 'live', ...liveSecrets, OTP_HASH_SECRET: undefined })).toThrow(/set OTP_HASH_SECRET \(/);
    expect(() => readEnv({ NODE_ENV: 'production', PROVIDERS: 'live', ...liveSecrets, QUOTE_SIGNING_SECRET: testSecrets.QUOTE_SIGNING_SECRET })).toThrow(
      /set QUOTE_SIGNING_SECRET \(/,
    );
    expect(readEnv({ NODE_ENV: 'production', PROVIDERS: 'live', ...liveSecrets, ...liveProviderSettings }).PROVIDERS).toBe('live');
  });

  it('starts live providers only with all their settings, and says exactly which one is missing', () => {
    const live = { NODE_ENV: 'production', PROVIDERS: 'live', ...liveSecrets, ...liveProviderSettings };
    expect(() => readEnv({ ...live, RAZORPAY_WEBHOOK_SECRET: undefined })).toThrow('Refusing to start: set RAZORPAY_WEBHOOK_SECRET (payments by Razorpay).');
    expect(() => readEnv({ ...live, SMTP_URL: undefined, KALEYRA_API_KEY: undefined })).toThrow(
      'Refusing to start: set SMTP_URL (email by SMTP); set KALEYRA_API_KEY (SMS by Kaleyra).',
    );
    expect(() => readEnv({ ...live, SMS_DLT_TEMPLATE_IDS: liveProviderSettings.SMS_DLT_TEMPLATE_IDS.replace(/payment-link=\d+,?/, '') })).toThrow(
      'Refusing to start: set SMS_DLT_TEMPLATE_IDS with the 19-digit DLT template id of payment-link.',
    );
    expect(() => readEnv({ ...live, PUBLIC_URL: undefined })).toThrow(
      'Refusing to start: set PUBLIC_URL (SMS delivery reports); set PUBLIC_URL (payments by Razorpay).',
    );
    expect(() => readEnv({ ...live, PAYMENT_GATEWAY: 'sandbox' })).toThrow('Refusing to start: PAYMENT_GATEWAY=sandbox is not allowed with PROVIDERS=live.');
    expect(() => readEnv({ ...live, EMAIL_FROM_BY_TENANT: 'acme=no-reply@acme.example' })).toThrow(
      'Refusing to start: EMAIL_FROM_BY_TENANT names an unknown tenant acme.',
    );
  });

  it('takes one provider live by its own setting, the others staying sandboxes', () => {
    expect(() => readEnv({ ...testSecrets, SMTP_URL: 'smtp://mail.example:587' })).toThrow('Refusing to start: set EMAIL_FROM (email by SMTP).');
    const env = readEnv({ ...testSecrets, SMTP_URL: 'smtp://mail.example:587', EMAIL_FROM: 'no-reply@mintpro.example' });
    expect(chooseProviders(env)).toEqual({ email: 'smtp', sms: 'sandbox', payment: 'sandbox' });
    expect(chooseProviders(readEnv({ ...testSecrets }))).toEqual({ email: 'sandbox', sms: 'sandbox', payment: 'sandbox' });
  });

  it('trusts no proxy by default, and the listed IPs and CIDRs when TRUSTED_PROXIES names them', () => {
    expect(readEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(readEnv({ TRUSTED_PROXIES: ' 10.0.0.7, 10.1.0.0/16,::1 ' }).TRUSTED_PROXIES).toEqual(['10.0.0.7', '10.1.0.0/16', '::1']);
    expect(() => readEnv({ TRUSTED_PROXIES: '10.0.0.7,proxy.internal' })).toThrow(/TRUSTED_PROXIES.1: expected IP addresses or CIDR ranges/);
  });

  it('names what is wrong with a bad value', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/^Invalid environment: PORT: /);
    expect(() => readEnv({ QUOTE_SIGNING_SECRET: 'short' })).toThrow(/QUOTE_SIGNING_SECRET/);
    // A job worker looking every millisecond would keep the database busy; one looking once an hour leaves KYC waiting.
    expect(() => readEnv({ JOB_WORKER_INTERVAL_MS: '10' })).toThrow(/JOB_WORKER_INTERVAL_MS/);
    expect(() => readEnv({ JOB_WORKER_INTERVAL_MS: '3600000' })).toThrow(/JOB_WORKER_INTERVAL_MS/);
    expect(readEnv({}).JOB_WORKER_INTERVAL_MS).toBe(5_000);
  });
});

describe('secrets generated for a sandbox run', () => {
  const dataDirs: string[] = [];
  const freshDataDir = () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'portal-secrets-')), 'data');
    dataDirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dataDirs.splice(0)) rmSync(join(dir, '..'), { recursive: true, force: true });
  });
  const secretsOf = (env: ReturnType<typeof readEnv>) => ({
    PAYMENT_WEBHOOK_SECRET: env.PAYMENT_WEBHOOK_SECRET,
    OTP_HASH_SECRET: env.OTP_HASH_SECRET,
    QUOTE_SIGNING_SECRET: env.QUOTE_SIGNING_SECRET,
  });

  it('generates random secrets on first start, none of them public, in DATA_DIR/secrets.json readable by the owner only', () => {
    const dataDir = freshDataDir();
    const secrets = secretsOf(readEnv({ DATA_DIR: dataDir }));
    for (const [name, value] of Object.entries(secrets)) {
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(value).not.toBe(testSecrets[name as keyof typeof testSecrets]);
    }
    expect(new Set(Object.values(secrets)).size).toBe(3);
    expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'))).toEqual(secrets);
    // Another data folder, other secrets.
    expect(secretsOf(readEnv({ DATA_DIR: freshDataDir() }))).not.toEqual(secrets);
  });

  it('reuses them on every later start', () => {
    const dataDir = freshDataDir();
    const first = secretsOf(readEnv({ DATA_DIR: dataDir }));
    expect(secretsOf(readEnv({ DATA_DIR: dataDir }))).toEqual(first);
    expect(secretsOf(readEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true' }))).toEqual(first);
  });

  it('keeps the secrets the environment sets and generates only the others, also when the data is in PostgreSQL', () => {
    const dataDir = freshDataDir();
    const env = readEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.invalid/portal', OTP_HASH_SECRET: liveSecrets.OTP_HASH_SECRET });
    expect(env.OTP_HASH_SECRET).toBe(liveSecrets.OTP_HASH_SECRET);
    expect(Object.keys(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')))).toEqual(['PAYMENT_WEBHOOK_SECRET', 'QUOTE_SIGNING_SECRET']);
  });

  it('are never used by live providers, which write nothing', () => {
    const dataDir = freshDataDir();
    readEnv({ DATA_DIR: dataDir });
    expect(() => readEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', PROVIDERS: 'live' })).toThrow(
      /^Refusing to start: set PAYMENT_WEBHOOK_SECRET, OTP_HASH_SECRET, QUOTE_SIGNING_SECRET /,
    );
    const untouched = freshDataDir();
    expect(() => readEnv({ DATA_DIR: untouched, NODE_ENV: 'production', PROVIDERS: 'live' })).toThrow(/^Refusing to start/);
    expect(() => statSync(untouched)).toThrow(/ENOENT/);
  });
});
