import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

const liveSecrets = {
  PAYMENT_WEBHOOK_SECRET: 'a-live-webhook-secret-0123456789',
  OTP_HASH_SECRET: 'a-live-otp-secret-0123456789abcd',
  QUOTE_SIGNING_SECRET: 'a-live-quote-secret-0123456789ab',
};

describe('the environment checked at start', () => {
  it('runs on defaults in development: PGlite, sandbox providers, port 3000', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, PROVIDERS: 'sandbox', DATA_DIR: './.data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('refuses sandbox providers in production unless told to', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/sandbox providers in production/);
    expect(readEnv({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true' }).PROVIDERS).toBe('sandbox');
  });

  it('refuses live providers on the public sandbox secrets, naming each one left at its default', () => {
    expect(() => readEnv({ NODE_ENV: 'production', PROVIDERS: 'live' })).toThrow(
      'Refusing to start: set PAYMENT_WEBHOOK_SECRET, OTP_HASH_SECRET, QUOTE_SIGNING_SECRET (the sandbox defaults are public).',
    );
    expect(() => readEnv({ NODE_ENV: 'production', PROVIDERS: 'live', ...liveSecrets, OTP_HASH_SECRET: undefined })).toThrow(/set OTP_HASH_SECRET \(/);
    expect(readEnv({ NODE_ENV: 'production', PROVIDERS: 'live', ...liveSecrets }).PROVIDERS).toBe('live');
  });

  it('trusts no proxy by default, and the listed IPs and CIDRs when TRUSTED_PROXIES names them', () => {
    expect(readEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(readEnv({ TRUSTED_PROXIES: ' 10.0.0.7, 10.1.0.0/16,::1 ' }).TRUSTED_PROXIES).toEqual(['10.0.0.7', '10.1.0.0/16', '::1']);
    expect(() => readEnv({ TRUSTED_PROXIES: '10.0.0.7,proxy.internal' })).toThrow(/TRUSTED_PROXIES.1: expected IP addresses or CIDR ranges/);
  });

  it('names what is wrong with a bad value', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/^Invalid environment: PORT: /);
    expect(() => readEnv({ QUOTE_SIGNING_SECRET: 'short' })).toThrow(/QUOTE_SIGNING_SECRET/);
  });
});
