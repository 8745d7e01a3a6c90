import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../providers/outbox-schema';
import { createPartner, createTestApp, type TestApp } from '../../test-helper';
import { otpMessages, SANDBOX_OTP } from '../../lib/sessions/otp-service';

describe('OTP login with live providers', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Kaleyra's address points nowhere: the message stays queued for the relay, as when the gateway is down.
    t = await createTestApp({ env: { PROVIDERS: 'live', KALEYRA_BASE_URL: 'http://127.0.0.1:9', PUBLIC_URL: 'http://portal.test' } });
  });
  afterAll(async () => t.close());

  it('treats a sandbox test number as an ordinary one: a random code, queued for the gateway, and 123456 refused', async () => {
    const partner = await createPartner(t.db, { mobile: '9999900097' });
    const generated = await t.app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile: partner.mobile } });
    expect(generated.statusCode).toBe(200);
    const sessionId = generated.json().sessionId as string;

    const [queued] = await t.db.select().from(outbox).where(eq(outbox.recipient, partner.mobile)).orderBy(desc(outbox.id)).limit(1);
    expect(queued!.sentAt).toBeNull();
    const otp = queued!.payload.otp as string;
    expect(otp).toMatch(/^\d{6}$/);

    const validate = (code: string) => t.app.inject({ method: 'POST', url: '/api/services/public/otp/validate', payload: { sessionId, otp: code } });
    // A random code equals the sandbox one once in a million; only then is the refusal not checkable.
    if (otp !== SANDBOX_OTP) {
      const refused = await validate(SANDBOX_OTP);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ otp: otpMessages.wrong(4) });
    }
    expect((await validate(otp)).statusCode).toBe(200);
  });
});
