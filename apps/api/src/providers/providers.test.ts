import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { testEnv } from '../env';
import { createProviders } from './providers';

describe('providers', () => {
  it('runs the sandboxes by default, and Razorpay when live: never the sandbox gateway', async () => {
    const database = openDatabase({});
    try {
      expect(createProviders(testEnv(), database.db).paymentGateway.name).toBe('sandbox');
      expect(createProviders(testEnv({ NODE_ENV: 'production', PROVIDERS: 'live' }), database.db).paymentGateway.name).toBe('razorpay');
      expect(createProviders(testEnv({ PAYMENT_GATEWAY: 'razorpay' }), database.db).paymentGateway.name).toBe('razorpay');
      // No sandbox KYC page nor magic PANs in live mode: KYC is refused until a real provider exists.
      expect(createProviders(testEnv(), database.db).kyc.name).toBe('sandbox');
      const liveKyc = createProviders(testEnv({ PROVIDERS: 'live' }), database.db).kyc;
      await expect(
        liveKyc.initiate({ merchantReference: 'R1', insurerCode: 'x', customer: { name: 'A', dob: '01/01/1990' }, returnUrl: '/' }),
      ).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      await database.close();
    }
    // Opening an embedded database takes long on a busy machine.
  }, 120_000);
});
