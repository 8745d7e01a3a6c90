import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from './db/schema/coupons-schema';
import { testSecrets } from './env';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER, type GatewayCallbackEvent } from './providers/payment-gateway/payment-gateway';
import { openService, type Service } from './service';
import { createPostgresTestDatabase } from './test-helper';

/** A gateway event for an order this portal never made: a correctly signed one is accepted and ignored. */
const event: GatewayCallbackEvent = {
  eventId: 'evt_demo_secret',
  type: 'order.paid',
  orderId: 'order_unknown',
  merchantReference: 'REF-UNKNOWN',
  amount: 19900,
  status: 'PAID',
  failureReason: null,
  occurredAt: new Date().toISOString(),
};

const postCallbackSignedWith = (service: Service, secret: string) => {
  const callback = signCallback(secret, event);
  return service.app.inject({
    method: 'POST',
    url: '/api/payments/callback',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: callback.signature, [TIMESTAMP_HEADER]: callback.timestamp },
    payload: callback.rawBody,
  });
};

// The demo as `npm start` runs it: production mode, sandbox providers, no secrets set; its data in PGlite in
// the data folder, or (on the PostgreSQL test run) in PostgreSQL with the secrets still in the data folder.
describe('a demo started without secrets in its environment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-demo-'));
  const generatedWebhookSecret = () =>
    (JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { PAYMENT_WEBHOOK_SECRET: string }).PAYMENT_WEBHOOK_SECRET;
  let postgres: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
  let npmStartEnvironment: NodeJS.ProcessEnv;
  let service: Service;
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (process.env.TEST_DB_DRIVER === 'postgres' && serverUrl) postgres = await createPostgresTestDatabase(serverUrl);
    npmStartEnvironment = { NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true', DATA_DIR: dataDir, DATABASE_URL: postgres?.url, LOG_LEVEL: 'silent' };
    service = await openService(npmStartEnvironment);
  });
  afterAll(async () => {
    await service?.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a payment callback signed with the secret published in the code', async () => {
    const response = await postCallbackSignedWith(service, testSecrets.PAYMENT_WEBHOOK_SECRET);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid callback signature' } });
  });

  it('accepts one signed with the secret it generated in its data folder, also after a restart', async () => {
    expect((await postCallbackSignedWith(service, generatedWebhookSecret())).json()).toEqual({ received: true });
    await service.close();
    service = await openService(npmStartEnvironment);
    expect((await postCallbackSignedWith(service, generatedWebhookSecret())).json()).toEqual({ received: true });
    expect((await postCallbackSignedWith(service, testSecrets.PAYMENT_WEBHOOK_SECRET)).statusCode).toBe(401);
  });

  it("seeds each demo tenant's coupons once: a restart adds none and leaves a used coupon's uses as they were", async () => {
    const mintproCoupons = () => service.app.db.select().from(coupons).where(eq(coupons.tenantCode, 'mintpro'));
    expect((await mintproCoupons()).map((coupon) => coupon.code).sort()).toEqual(['FLAT200', 'MOBILE10', 'OLDMOBILE', 'SHOP5', 'USEDUP']);
    await service.app.db
      .update(coupons)
      .set({ uses: 7 })
      .where(and(eq(coupons.tenantCode, 'mintpro'), eq(coupons.code, 'MOBILE10')));
    await service.close();
    service = await openService(npmStartEnvironment);
    const afterRestart = await mintproCoupons();
    expect(afterRestart).toHaveLength(5);
    expect(afterRestart.find((coupon) => coupon.code === 'MOBILE10')?.uses).toBe(7);
    expect(await service.app.db.select({ code: coupons.code }).from(coupons).where(eq(coupons.tenantCode, 'mintfin'))).toHaveLength(5);
  });
});
