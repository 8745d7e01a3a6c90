import { describe, expect, it } from 'vitest';
import { testEnv } from '../env';
import { createTestDatabase } from '../test-helper';
import { createProviders } from './providers';

describe('providers', () => {
  it('runs the sandboxes by default, and Razorpay when live: never the sandbox gateway', async () => {
    // A copy of the migrated template: an embedded database made anew by initdb cost 14–16 s of CPU, the copy 2–3 s.
    const database = await createTestDatabase();
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
