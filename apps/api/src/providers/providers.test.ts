import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { testEnv } from '../env';
import { createProviders } from './providers';

describe('providers', () => {
  it('never lets the sandbox gateway take live payments in production', async () => {
    const database = openDatabase({});
    try {
      expect(() => createProviders(testEnv({ NODE_ENV: 'production', PROVIDERS: 'live' }), database.db)).toThrow(/no live payment gateway/);
      expect(createProviders(testEnv({ NODE_ENV: 'production', PROVIDERS: 'sandbox' }), database.db).paymentGateway).toBeDefined();
    } finally {
      await database.close();
    }
  });
});
