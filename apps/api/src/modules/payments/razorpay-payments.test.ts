import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuplicateCapture, PaymentLink, PaymentStatus } from '@portal/domain';
import { startRazorpayTestServer } from '../../providers/contract-servers/razorpay-test-server';
import { createRazorpayGateway } from '../../providers/payment-gateway/razorpay-gateway';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { policies } from '../../db/schema/policies-schema';
import { proposals } from '../../db/schema/sales-schema';
import { createReviewedProposal } from '../sales/sales-test-fixtures';
import { paymentCallbacks } from '../../db/schema/payments-schema';

const ORIGIN = 'http://portal.test';
const keys = { keyId: 'rzp_test_PortalKey01', keySecret: 'razorpay-test-key-secret', webhookSecret: 'razorpay-test-webhook-secret' };

describe('payments through Razorpay (Orders API, Standard Checkout, signatures, webhooks, refunds) against a server speaking its contract', () => {
  let t: TestApp;
  let razorpay: Awaited<ReturnType<typeof startRazorpayTestServer>>;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let admin: Awaited<ReturnType<typeof signInPartner>>;

  beforeAll(async () => {
    razorpay = await startRazorpayTestServer(keys);
    t = await createTestApp({
      env: {
        PUBLIC_URL: ORIGIN,
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_BASE_URL: razorpay.baseUrl,
        RAZORPAY_KEY_ID: keys.keyId,
        RAZORPAY_KEY_SECRET: keys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      },
    });
    seller = await signInPartner(t.db);
    admin = await signInPartner(t.db, { role: 'admin' });
    // A fresh database takes long on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await razorpay.close();
  });

  const requestLink = (referenceId: string, idempotencyKey: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/vector-borne/payments/link',
      headers: { cookie: seller.cookie, 'idempotency-key': idempotencyKey },
      payload: { referenceId },
    });
  const linkFor = async () => {
    const proposal = await createReviewedProposal(t.app, seller.cookie, 'vector-borne');
    const response = await requestLink(proposal.referenceId, `key-${proposal.referenceId}`);
    expect(response.statusCode, response.body).toBe(200);
    return { proposal, link: response.json<PaymentLink>() };
  };
  const statusOf = async (referenceId: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/products/vector-borne/payments/status?referenceId=${referenceId}`, headers: { cookie: seller.cookie } })
    ).json<PaymentStatus>();
  const sendWebhook = (hook: { body: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hook.signature },
      payload: hook.body,
    });
  const policyCount = async (referenceId: string) =>
    (
      await t.db.select({ n: count() }).from(policies).innerJoin(proposals, eq(proposals.id, policies.proposalId)).where(eq(proposals.referenceId, referenceId))
    )[0]!.n;

  it("creates one Razorpay order per proposal, and the link opens Standard Checkout on the portal's page; the sandbox's pages are gone", async () => {
    const { proposal, link } = await linkFor();
    const order = razorpay.orders.get(link.orderId)!;
    expect(order).toMatchObject({ amount: proposal.premium.totalPremium, currency: 'INR', receipt: proposal.referenceId, status: 'created' });
    expect(link.linkUrl).toBe(`${ORIGIN}/api/payments/razorpay/checkout/${link.orderId}`);
    // Another key for the same proposal: the live order, not a second one.
    const again = await requestLink(proposal.referenceId, 'another-key');
    expect(again.json<PaymentLink>().orderId).toBe(link.orderId);
    expect(razorpay.orders.size).toBe(1);

    const page = await t.app.inject({ method: 'GET', url: `/api/payments/razorpay/checkout/${link.orderId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(page.body).toContain('<script src="https://checkout.razorpay.com/v1/checkout.js"></script>');
    const options = JSON.parse(/<script type="application\/json" id="razorpay-options">(.*?)<\/script>/.exec(page.body)![1]!);
    expect(options).toEqual({
      key: keys.keyId,
      amount: proposal.premium.totalPremium,
      currency: 'INR',
      order_id: link.orderId,
      description: `Reference ${proposal.referenceId}`,
      callback_url: `${ORIGIN}/api/payments/razorpay/return`,
      redirect: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/razorpay/checkout/order_NotOurs0001' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/sandbox/gateway/checkout/${link.orderId}` })).statusCode).toBe(404);
  });

  it("verifies the payment signature on Standard Checkout's return, then settles by asking Razorpay: the policy is issued", async () => {
    const { proposal, link } = await linkFor();
    const payment = razorpay.pay(link.orderId, 'captured');
    const back = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/return',
        // Razorpay's page posts the browser back: another site's form.
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://api.razorpay.com', 'sec-fetch-site': 'cross-site' },
        payload: new URLSearchParams({ razorpay_payment_id: payment.id, razorpay_order_id: link.orderId, razorpay_signature: signature }).toString(),
      });
    const forged = await back('0'.repeat(64));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: { code: 'VALIDATION', message: 'The payment signature does not match' } });

    const returned = await back(razorpay.checkoutSignature(link.orderId, payment.id));
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`${ORIGIN}/api/payments/return?orderId=${link.orderId}`);
    const settled = await t.app.inject({ method: 'GET', url: `/api/payments/return?orderId=${link.orderId}` });
    expect(settled.headers.location).toContain('status=SUCCESS');
    const status = await statusOf(proposal.referenceId);
    expect(status.status).toBe('SUCCESS');
    expect(status.policy?.membershipId).toBeTruthy();
  });

  it('takes webhooks signed with X-Razorpay-Signature at least once: a replay and a second event change nothing; a bad signature is refused', async () => {
    const { proposal, link } = await linkFor();
    const payment = razorpay.pay(link.orderId, 'captured');
    const captured = razorpay.webhook('payment.captured', payment.id);
    const refused = await sendWebhook({ ...captured, signature: 'f'.repeat(64) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid callback signature' } });
    expect(await policyCount(proposal.referenceId)).toBe(0);

    // The webhook alone settles it (nobody asks Razorpay): the policy is issued.
    expect((await sendWebhook(captured)).statusCode).toBe(200);
    expect(await policyCount(proposal.referenceId)).toBe(1);
    expect((await statusOf(proposal.referenceId)).status).toBe('SUCCESS');
    // Razorpay sends again until answered: the same event, then order.paid for the same payment, and an event the portal does not act on.
    expect((await sendWebhook(captured)).statusCode).toBe(200);
    expect((await sendWebhook(razorpay.webhook('order.paid', payment.id))).statusCode).toBe(200);
    expect((await sendWebhook(razorpay.webhook('refund.processed', payment.id))).statusCode).toBe(200);
    expect(await policyCount(proposal.referenceId)).toBe(1);
    const events = await t.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.eventId, `payment.captured:${payment.id}`));
    expect(events).toHaveLength(1);
    expect(razorpay.refunds).toHaveLength(0);
  });

  it('an unreachable Razorpay is a 503 to try again, never an order half made', async () => {
    const down = createRazorpayGateway({
      db: t.db,
      baseUrl: 'http://127.0.0.1:9',
      ...keys,
      publicUrl: ORIGIN,
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    await expect(
      down.createOrder({ amount: 10_000, merchantReference: 'R-DOWN', customer: { name: 'A', email: '' }, returnUrl: '/', callbackUrl: '/' }),
    ).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('a late capture of an order the customer first failed settles it; a second capture for a paid proposal is refunded through Razorpay, once', async () => {
    const { proposal, link: first } = await linkFor();
    const declined = razorpay.pay(first.orderId, 'failed');
    expect((await sendWebhook(razorpay.webhook('payment.failed', declined.id))).statusCode).toBe(200);
    const failed = await statusOf(proposal.referenceId);
    expect(failed).toMatchObject({ status: 'FAILURE', failureReason: 'Payment failed because the card was declined' });

    // After the failure the partner sends a new link: a new order.
    const second = (await requestLink(proposal.referenceId, `again-${proposal.referenceId}`)).json<PaymentLink>();
    expect(second.orderId).not.toBe(first.orderId);

    // The customer retried in the first order's window and its capture reaches the portal late: it is the payment.
    const late = razorpay.pay(first.orderId, 'captured');
    expect((await sendWebhook(razorpay.webhook('payment.captured', late.id))).statusCode).toBe(200);
    expect((await statusOf(proposal.referenceId)).status).toBe('SUCCESS');

    // Then the second order is paid too: the customer paid twice, and Razorpay refunds the second capture.
    const twice = razorpay.pay(second.orderId, 'captured');
    const hook = razorpay.webhook('payment.captured', twice.id);
    expect((await sendWebhook(hook)).statusCode).toBe(200);
    expect((await sendWebhook(hook)).statusCode).toBe(200);
    expect(razorpay.refunds).toEqual([expect.objectContaining({ payment_id: twice.id, amount: proposal.premium.totalPremium, status: 'processed' })]);
    expect(await policyCount(proposal.referenceId)).toBe(1);
    const duplicates = (await t.app.inject({ method: 'GET', url: '/api/payments/duplicate-captures', headers: { cookie: admin.cookie } })).json<
      DuplicateCapture[]
    >();
    expect(duplicates.find((entry) => entry.orderId === second.orderId)?.refund).toMatchObject({
      status: 'PROCESSED',
      gatewayRefundId: razorpay.refunds[0]!.id,
    });
  });
});
