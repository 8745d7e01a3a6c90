import { and, count, eq, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DuplicateCapture, GatewayOrder, PaymentLink, PaymentStatus, Proposal, Transaction } from '@portal/domain';
import { jobs } from '../../jobs/jobs-schema';
import { sandboxGatewayOrders, sandboxGatewayRefunds } from '../../providers/payment-gateway/sandbox-payment-gateway-schema';
import { policies } from '../../db/schema/policies-schema';
import { proposals } from '../../db/schema/sales-schema';
import { paymentCallbacks, paymentRefunds, payments } from '../../db/schema/payments-schema';
import { retryDelayMs, runDueJobs } from '../../jobs/job-queue';
import {
  signCallback,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  type GatewayCallbackEvent,
  type SignedCallback,
} from '../../providers/payment-gateway/payment-gateway';
import type { SandboxPaymentGateway } from '../../providers/payment-gateway/sandbox-payment-gateway';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { createReviewedProposal, createSampleProposal } from '../sales/sales-test-fixtures';
import { REFUND_JOB } from './refunds-service';
import { GATEWAY_CANCEL_JOB } from './payments-service';

describe('payments, the sandbox gateway and policies', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let gateway: SandboxPaymentGateway;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db);
    gateway = t.app.providers.paymentGateway as SandboxPaymentGateway;
  });
  afterAll(async () => t.close());

  const requestLink = (referenceId: string, idempotencyKey: string | undefined, cookie = seller.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/vector-borne/payments/link',
      headers: { cookie, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload: { referenceId },
    });

  const paymentStatus = async (referenceId: string, cookie = seller.cookie) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products/vector-borne/payments/status?referenceId=${referenceId}`,
      headers: { cookie },
    });
    return { statusCode: response.statusCode, body: response.json<PaymentStatus>() };
  };

  /** A reviewed proposal and its payment link. */
  const linkFor = async (overrides: Record<string, string> = {}) => {
    const proposal = await createReviewedProposal(t.app, seller.cookie, 'vector-borne', overrides);
    const response = await requestLink(proposal.referenceId, `key-${proposal.referenceId}`);
    expect(response.statusCode, response.body).toBe(200);
    return { proposal, link: response.json<PaymentLink>() };
  };

  /** The customer presses a button on the hosted checkout page; answers where the browser is sent. */
  const pressCheckoutButton = async (orderId: string, action: 'pay' | 'fail') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/gateway/checkout/${orderId}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    return response.headers.location as string;
  };

  /** The browser follows the gateway's redirect back to the merchant; answers the web page it lands on. */
  const browserReturn = async (returnLocation: string) => {
    const response = await t.app.inject({ method: 'GET', url: returnLocation });
    expect(response.statusCode).toBe(303);
    return new URL(response.headers.location as string, 'http://web.test');
  };

  const postCallback = (callback: SignedCallback) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: callback.signature, [TIMESTAMP_HEADER]: callback.timestamp },
      payload: callback.rawBody,
    });

  const policyCount = async (referenceId: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(policies)
      .innerJoin(proposals, eq(proposals.id, policies.proposalId))
      .where(eq(proposals.referenceId, referenceId));
    return row!.n;
  };

  const proposalIdOf = async (referenceId: string) => {
    const [row] = await t.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.referenceId, referenceId));
    return row!.id;
  };

  /** The sandbox gateway's own orders for a proposal. */
  const gatewayOrdersOf = (referenceId: string) =>
    t.db
      .select({ id: sandboxGatewayOrders.id, status: sandboxGatewayOrders.status })
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.merchantReference, referenceId));

  /** What the customer paid for a proposal, net of refunds, as the gateway's own books say. */
  const netCharged = async (referenceId: string) => {
    const ofProposal = eq(sandboxGatewayOrders.merchantReference, referenceId);
    const [paid] = await t.db
      .select({ total: sum(sandboxGatewayOrders.amount) })
      .from(sandboxGatewayOrders)
      .where(and(ofProposal, eq(sandboxGatewayOrders.status, 'PAID')));
    const [refunded] = await t.db
      .select({ total: sum(sandboxGatewayRefunds.amount) })
      .from(sandboxGatewayRefunds)
      .innerJoin(sandboxGatewayOrders, eq(sandboxGatewayOrders.id, sandboxGatewayRefunds.orderId))
      .where(ofProposal);
    return Number(paid?.total ?? 0) - Number(refunded?.total ?? 0);
  };

  /** Marks the order paid at the gateway without its callback (the 'nocallback@' magic email), and answers that callback signed. */
  const paidWithoutCallback = async () => {
    const { proposal, link } = await linkFor({ email: 'nocallback@example.com' });
    const returnLocation = await pressCheckoutButton(link.orderId, 'pay');
    const order = (await gateway.findRow(link.orderId))!;
    expect(order.status).toBe('PAID');
    return { proposal, link, returnLocation, callback: gateway.signedCallbackFor(order)! };
  };

  describe('payment links', () => {
    it('answers the same link for the same Idempotency-Key, and the one live order for another key', async () => {
      const proposal = await createReviewedProposal(t.app, seller.cookie);
      const first = await requestLink(proposal.referenceId, 'retry-me');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ referenceId: proposal.referenceId, amount: 19900, status: 'CREATED' });
      expect(first.json().linkUrl).toMatch(/\/api\/sandbox\/gateway\/checkout\/order_/);
      expect((await requestLink(proposal.referenceId, 'retry-me')).json()).toEqual(first.json());
      // A second Pay (a reload, another tab, another device) must not open a second order to charge.
      expect((await requestLink(proposal.referenceId, 'another-key')).json()).toEqual(first.json());
      expect(await gatewayOrdersOf(proposal.referenceId)).toEqual([{ id: first.json().orderId, status: 'CREATED' }]);
    });

    it('makes one live order for twenty racing requests with different keys; the losers’ orders are cancelled at the gateway', async () => {
      const proposal = await createReviewedProposal(t.app, seller.cookie);
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => requestLink(proposal.referenceId, `racer-${i}`)));
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const orderIds = new Set(responses.map((r) => r.json<PaymentLink>().orderId));
      expect(orderIds.size).toBe(1);
      const rows = await t.db
        .select()
        .from(payments)
        .where(eq(payments.proposalId, await proposalIdOf(proposal.referenceId)));
      expect(rows).toHaveLength(1);
      const orders = await gatewayOrdersOf(proposal.referenceId);
      expect(orders.filter((order) => order.status !== 'CANCELLED')).toEqual([{ id: [...orderIds][0], status: 'CREATED' }]);
    });

    it('refuses a second live payment in the database itself', async () => {
      const { proposal, link } = await linkFor();
      const second = t.db.insert(payments).values({
        proposalId: await proposalIdOf(proposal.referenceId),
        idempotencyKey: 'written-around-the-service',
        gatewayOrderId: `order_extra_${proposal.referenceId}`,
        amount: link.amount,
        linkUrl: '/elsewhere',
      });
      await expect(second).rejects.toThrow();
    });

    it('replaces a live order the gateway reports failed', async () => {
      const { proposal, link } = await linkFor();
      // Declined at the gateway; the merchant has not heard yet (no callback, no return).
      await gateway.completeCheckout(link.orderId, 'fail');
      const retry = await requestLink(proposal.referenceId, 'after-the-decline');
      expect(retry.statusCode).toBe(200);
      expect(retry.json<PaymentLink>().orderId).not.toBe(link.orderId);
      const statuses = await t.db
        .select({ orderId: payments.gatewayOrderId, status: payments.status })
        .from(payments)
        .where(eq(payments.proposalId, await proposalIdOf(proposal.referenceId)));
      expect(statuses).toEqual(
        expect.arrayContaining([
          { orderId: link.orderId, status: 'FAILURE' },
          { orderId: retry.json<PaymentLink>().orderId, status: 'CREATED' },
        ]),
      );
    });

    it('creates one payment for ten parallel requests with one key', async () => {
      const proposal = await createReviewedProposal(t.app, seller.cookie);
      const responses = await Promise.all(Array.from({ length: 10 }, () => requestLink(proposal.referenceId, 'double-click')));
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(responses.map((r) => r.json<PaymentLink>().paymentId)).size).toBe(1);
      const rows = await t.db
        .select()
        .from(payments)
        .innerJoin(proposals, eq(proposals.id, payments.proposalId))
        .where(eq(proposals.referenceId, proposal.referenceId));
      expect(rows).toHaveLength(1);
    });

    it('requires an Idempotency-Key', async () => {
      const proposal = await createReviewedProposal(t.app, seller.cookie);
      const response = await requestLink(proposal.referenceId, undefined);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Idempotency-Key header is required');
    });

    it('asks for the review step before payment', async () => {
      const { proposal } = await createSampleProposal(t.app, seller.cookie);
      const response = await requestLink(proposal.referenceId, 'too-early');
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('Review the proposal before payment');
    });

    it('refuses the view role and other partners’ proposals', async () => {
      const proposal = await createReviewedProposal(t.app, seller.cookie);
      const viewer = await signInPartner(t.db, { role: 'view' });
      const other = await signInPartner(t.db);
      expect((await requestLink(proposal.referenceId, 'k', viewer.cookie)).statusCode).toBe(403);
      expect((await requestLink(proposal.referenceId, 'k', other.cookie)).statusCode).toBe(404);
    });
  });

  describe('the hosted checkout page', () => {
    it('offers labelled Pay and Fail buttons as plain forms, without scripts', async () => {
      const { link } = await linkFor();
      const response = await t.app.inject({ method: 'GET', url: new URL(link.linkUrl, 'http://x').pathname });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(response.body).toMatch(/<form method="post" action="[^"]+\/pay"><button type="submit" class="pay">Pay Rs 199<\/button><\/form>/);
      expect(response.body).toMatch(/<button type="submit" class="fail">Fail payment<\/button>/);
      expect(response.body).not.toMatch(/<script/i);
    });
  });

  describe('settlement', () => {
    it('pays: the gateway’s own signed callback issues the policy and the browser lands on SUCCESS', async () => {
      const { proposal, link } = await linkFor();
      const returnLocation = await pressCheckoutButton(link.orderId, 'pay');
      expect(returnLocation).toBe(`/api/payments/return?orderId=${link.orderId}`);
      // The callback travels on its own, without the browser.
      await vi.waitFor(
        async () => {
          const [row] = await t.db
            .select({ n: count() })
            .from(paymentCallbacks)
            .innerJoin(payments, eq(payments.id, paymentCallbacks.paymentId))
            .where(eq(payments.gatewayOrderId, link.orderId));
          expect(row!.n).toBe(1);
        },
        { timeout: 5000, interval: 20 },
      );
      const status = await paymentStatus(proposal.referenceId);
      expect(status.body).toMatchObject({ referenceId: proposal.referenceId, productCode: 'vector-borne', status: 'SUCCESS', amount: 19900 });
      expect(status.body.policy?.policyNumber).toMatch(new RegExp(`^POL/VECTOR-BORNE/${new Date().getUTCFullYear()}/\\d{6}$`));

      const landing = await browserReturn(returnLocation);
      expect(landing.pathname).toBe('/products/payment-status');
      expect(Object.fromEntries(landing.searchParams)).toEqual({
        status: 'SUCCESS',
        referenceId: proposal.referenceId,
        productCode: 'vector-borne',
        tenant: 'mintpro',
        // The insurer the quote was priced with; vector-borne has one.
        insurerCode: 'KAVACH_GENERAL',
        // Whoever paid sees it through with no sign-in (decision 0161; payment-receipt.test.ts).
        receipt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      });
      expect(await policyCount(proposal.referenceId)).toBe(1);
    });

    it('issues exactly one policy for ten parallel duplicate callbacks racing the browser’s return', async () => {
      const { proposal, returnLocation, callback } = await paidWithoutCallback();
      const [landing, ...callbacks] = await Promise.all([browserReturn(returnLocation), ...Array.from({ length: 10 }, () => postCallback(callback))]);
      expect(callbacks.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(landing.searchParams.get('status')).toBe('SUCCESS');
      expect(await policyCount(proposal.referenceId)).toBe(1);
      const proposalRead = await t.app.inject({
        method: 'GET',
        url: `/api/products/vector-borne/proposals/${proposal.referenceId}`,
        headers: { cookie: seller.cookie },
      });
      expect(proposalRead.json<Proposal>()).toMatchObject({ status: 'PAID', policy: { policyNumber: expect.stringMatching(/^POL\//) } });
    });

    it('settles on the browser’s return alone when the callback never comes', async () => {
      const { proposal, returnLocation } = await paidWithoutCallback();
      expect((await browserReturn(returnLocation)).searchParams.get('status')).toBe('SUCCESS');
      expect(await policyCount(proposal.referenceId)).toBe(1);
    });

    it('refuses a callback with a bad signature, changing nothing', async () => {
      const { proposal, callback } = await paidWithoutCallback();
      const tampered = { ...callback, rawBody: callback.rawBody.replace('"amount":19900', '"amount":100') };
      const response = await postCallback(tampered);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Invalid callback signature');
      expect((await postCallback({ ...callback, signature: 'f'.repeat(64) })).statusCode).toBe(401);
      expect(await policyCount(proposal.referenceId)).toBe(0);
    });

    it('refuses a callback signed more than five minutes ago', async () => {
      const { proposal, link } = await paidWithoutCallback();
      const order = (await gateway.findRow(link.orderId))!;
      const event = JSON.parse(gateway.signedCallbackFor(order)!.rawBody) as GatewayCallbackEvent;
      const stale = signCallback(t.app.env.PAYMENT_WEBHOOK_SECRET, event, new Date(Date.now() - 6 * 60 * 1000));
      const response = await postCallback(stale);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Callback timestamp is outside the allowed window');
      expect(await policyCount(proposal.referenceId)).toBe(0);
    });

    it('treats a replayed callback as a no-op', async () => {
      const { proposal, callback } = await paidWithoutCallback();
      expect((await postCallback(callback)).statusCode).toBe(200);
      const [before] = await t.db
        .select()
        .from(payments)
        .innerJoin(proposals, eq(proposals.id, payments.proposalId))
        .where(eq(proposals.referenceId, proposal.referenceId));
      const replay = await postCallback(callback);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true });
      const [after] = await t.db
        .select()
        .from(payments)
        .innerJoin(proposals, eq(proposals.id, payments.proposalId))
        .where(eq(proposals.referenceId, proposal.referenceId));
      expect(after).toEqual(before);
      expect(await policyCount(proposal.referenceId)).toBe(1);
    });

    it.each([
      { case: 'the Fail payment button', email: 'asha.patil@example.com', button: 'fail' as const, reason: 'Payment declined by the customer' },
      { case: 'a fail@ customer email', email: 'fail@example.com', button: 'pay' as const, reason: 'Card declined by the issuing bank' },
    ])("fails the payment on $case: FAILURE with the gateway's reason, no policy", async ({ email, button, reason }) => {
      const { proposal, link } = await linkFor({ email });
      const returnLocation = await pressCheckoutButton(link.orderId, button);
      expect((await browserReturn(returnLocation)).searchParams.get('status')).toBe('FAILURE');
      expect((await paymentStatus(proposal.referenceId)).body).toMatchObject({ status: 'FAILURE', failureReason: reason, policy: null });
      expect(await policyCount(proposal.referenceId)).toBe(0);
      // The failure callback arriving after the return changes nothing.
      await vi.waitFor(async () => expect((await gateway.findRow(link.orderId))!.status).toBe('FAILED'));
      expect((await paymentStatus(proposal.referenceId)).body.status).toBe('FAILURE');
    });

    it('answers MISC while the bank has not answered (timeout@)', async () => {
      const { proposal, link } = await linkFor({ email: 'timeout@example.com' });
      const returnLocation = await pressCheckoutButton(link.orderId, 'pay');
      expect((await browserReturn(returnLocation)).searchParams.get('status')).toBe('MISC');
      expect((await paymentStatus(proposal.referenceId)).body).toMatchObject({ status: 'MISC', policy: null });
    });

    it('takes a new payment after a failed one', async () => {
      const { proposal, link } = await linkFor();
      await browserReturn(await pressCheckoutButton(link.orderId, 'fail'));
      const retry = await requestLink(proposal.referenceId, 'second-attempt');
      expect(retry.statusCode).toBe(200);
      await browserReturn(await pressCheckoutButton(retry.json<PaymentLink>().orderId, 'pay'));
      expect((await paymentStatus(proposal.referenceId)).body.status).toBe('SUCCESS');
    });
  });

  describe('a second capture for a proposal already paid', () => {
    const duplicateCaptures = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/payments/duplicate-captures', headers: { cookie } });
    const refundsOf = (orderId: string) => t.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.orderId, orderId));
    const merchantRefundOf = async (orderId: string) => {
      const [row] = await t.db
        .select({ refund: paymentRefunds })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(eq(payments.gatewayOrderId, orderId));
      return row?.refund;
    };

    /**
     * A proposal with an old order still payable at the gateway (set aside as the one-live-order
     * migration does with older live orders) and a newer one the customer pays first.
     */
    const paidWithAnOldOrderLeft = async () => {
      const { proposal, link: old } = await linkFor();
      await t.db.update(payments).set({ status: 'SUPERSEDED' }).where(eq(payments.gatewayOrderId, old.orderId));
      const newer = (await requestLink(proposal.referenceId, 'the-newer-link')).json<PaymentLink>();
      expect(newer.orderId).not.toBe(old.orderId);
      expect((await browserReturn(await pressCheckoutButton(newer.orderId, 'pay'))).searchParams.get('status')).toBe('SUCCESS');
      return { proposal, old, newer };
    };

    it('refunds the old order paid later at the gateway: the customer is charged once, the admin sees it, other tenants do not', async () => {
      const { proposal, old } = await paidWithAnOldOrderLeft();
      // The customer pays the old link too; the gateway's callback reports it.
      await pressCheckoutButton(old.orderId, 'pay');
      await vi.waitFor(async () => expect((await merchantRefundOf(old.orderId))?.status).toBe('PROCESSED'), { timeout: 5000, interval: 20 });

      const [gatewayRefund] = await refundsOf(old.orderId);
      expect(gatewayRefund).toMatchObject({ id: expect.stringMatching(/^rfnd_/), amount: 19900, status: 'PROCESSED' });
      expect(await netCharged(proposal.referenceId)).toBe(19900);
      expect(await policyCount(proposal.referenceId)).toBe(1);
      const order = await t.app.inject({ method: 'GET', url: `/api/payment/v1/order/fetch?orderId=${old.orderId}`, headers: { cookie: seller.cookie } });
      expect(order.json<GatewayOrder>()).toMatchObject({ status: 'PAID', amount: 19900, amountRefunded: 19900 });
      const checkoutPage = await t.app.inject({ method: 'GET', url: `/api/sandbox/gateway/checkout/${old.orderId}` });
      expect(checkoutPage.body).toContain('This order is paid and refunded');

      // The partner's own list shows the payment as refunded, without the policy.
      const list = await t.app.inject({ method: 'GET', url: '/api/payments/vector-borne/transaction', headers: { cookie: seller.cookie } });
      expect(list.json<Transaction[]>().find((tx) => tx.orderId === old.orderId)).toMatchObject({
        status: 'REFUNDED',
        policyNumber: null,
        customerName: 'Ms Asha Patil',
      });
      expect((await paymentStatus(proposal.referenceId)).body.status).toBe('SUCCESS');

      const admin = await signInPartner(t.db, { role: 'admin' });
      const seen = (await duplicateCaptures(admin.cookie)).json<DuplicateCapture[]>().find((capture) => capture.orderId === old.orderId);
      expect(seen).toMatchObject({
        referenceId: proposal.referenceId,
        productCode: 'vector-borne',
        partnerName: seller.partner.name,
        amount: 19900,
        refund: { status: 'PROCESSED', gatewayRefundId: gatewayRefund!.id },
      });
      const otherTenantsAdmin = await signInPartner(t.db, { tenant: 'mintfin', role: 'admin' });
      const theirs = await duplicateCaptures(otherTenantsAdmin.cookie);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json<DuplicateCapture[]>().map((capture) => capture.referenceId)).not.toContain(proposal.referenceId);
      const otherSeller = await signInPartner(t.db);
      const theirList = await t.app.inject({ method: 'GET', url: '/api/payments/vector-borne/transaction', headers: { cookie: otherSeller.cookie } });
      expect(theirList.json<Transaction[]>().map((tx) => tx.orderId)).not.toContain(old.orderId);
    });

    it('does not refund again on replayed callbacks racing the browser’s return', async () => {
      const { proposal, old } = await paidWithAnOldOrderLeft();
      await gateway.completeCheckout(old.orderId, 'pay');
      const callback = gateway.signedCallbackFor((await gateway.findRow(old.orderId))!)!;
      const [landing, ...callbacks] = await Promise.all([
        browserReturn(`/api/payments/return?orderId=${old.orderId}`),
        ...Array.from({ length: 5 }, () => postCallback(callback)),
      ]);
      expect(callbacks.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
      expect(landing.searchParams.get('status')).toBe('SUCCESS');
      expect((await postCallback(callback)).statusCode).toBe(200);

      expect(await refundsOf(old.orderId)).toHaveLength(1);
      const merchantRefunds = await t.db
        .select()
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(eq(payments.gatewayOrderId, old.orderId));
      expect(merchantRefunds).toHaveLength(1);
      expect(await netCharged(proposal.referenceId)).toBe(19900);
      expect(await policyCount(proposal.referenceId)).toBe(1);
    });

    it('refunds a capture the gateway reports late for an order it first declined', async () => {
      const { proposal, link: declined } = await linkFor();
      await browserReturn(await pressCheckoutButton(declined.orderId, 'fail'));
      const retry = (await requestLink(proposal.referenceId, 'after-decline')).json<PaymentLink>();
      await browserReturn(await pressCheckoutButton(retry.orderId, 'pay'));
      // The bank authorises the declined payment after all (a late authorisation), and the gateway says so.
      await t.db
        .update(sandboxGatewayOrders)
        .set({ status: 'PAID', failureReason: null, eventId: `evt_late_${declined.orderId}` })
        .where(eq(sandboxGatewayOrders.id, declined.orderId));
      const lateCapture = await postCallback(gateway.signedCallbackFor((await gateway.findRow(declined.orderId))!)!);
      expect(lateCapture.statusCode).toBe(200);
      expect(await merchantRefundOf(declined.orderId)).toMatchObject({ status: 'PROCESSED', amount: 19900 });
      expect(await netCharged(proposal.referenceId)).toBe(19900);
      expect(await policyCount(proposal.referenceId)).toBe(1);
    });

    it('keeps a refund the gateway refused at first pending, and its job finishes it', async () => {
      const { proposal, old } = await paidWithAnOldOrderLeft();
      await gateway.completeCheckout(old.orderId, 'pay');
      const refundOrder = vi.spyOn(gateway, 'refundOrder').mockRejectedValueOnce(new Error('gateway unavailable'));
      try {
        await browserReturn(`/api/payments/return?orderId=${old.orderId}`);
      } finally {
        refundOrder.mockRestore();
      }
      expect(await merchantRefundOf(old.orderId)).toMatchObject({ status: 'PENDING', gatewayRefundId: null, lastError: 'gateway unavailable' });
      expect(await refundsOf(old.orderId)).toHaveLength(0);
      const admin = await signInPartner(t.db, { role: 'admin' });
      const pending = (await duplicateCaptures(admin.cookie)).json<DuplicateCapture[]>().find((capture) => capture.orderId === old.orderId);
      expect(pending?.refund).toMatchObject({ status: 'PENDING', gatewayRefundId: null });

      await runDueJobs(t.db, t.app.jobHandlers, new Date(Date.now() + 2 * 60_000));
      expect(await merchantRefundOf(old.orderId)).toMatchObject({ status: 'PROCESSED', lastError: null });
      expect(await refundsOf(old.orderId)).toHaveLength(1);
      expect(await netCharged(proposal.referenceId)).toBe(19900);
      const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, REFUND_JOB));
      expect(job).toBeDefined();
    });

    it.each([
      { role: 'partner' as const, statusCode: 403 },
      { role: 'mint-pro' as const, statusCode: 403 },
      { role: 'view' as const, statusCode: 403 },
    ])('answers $statusCode to the $role role', async ({ role, statusCode }) => {
      const someone = await signInPartner(t.db, { role });
      const response = await duplicateCaptures(someone.cookie);
      expect(response.statusCode).toBe(statusCode);
      expect(response.json().error.code).toBeDefined();
    });

    it('answers 401 without a session', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/payments/duplicate-captures' })).statusCode).toBe(401);
    });
  });

  describe('an edit of the proposal cancels the payment link made before it (decision 0121)', () => {
    const merchantRefundOf = async (orderId: string) => {
      const [row] = await t.db
        .select({ refund: paymentRefunds })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(eq(payments.gatewayOrderId, orderId));
      return row?.refund;
    };
    const paymentOf = async (orderId: string) => (await t.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)))[0];
    const cancelJobsOf = (orderId: string) =>
      t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, GATEWAY_CANCEL_JOB), sql`${jobs.payload}->>'orderId' = ${orderId}`));
    const gatewayRefundsOf = (orderId: string) => t.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.orderId, orderId));
    /** The job worker's rounds at `at` until none is due (a few at most; other tests' jobs run too, as in production). */
    const runJobsAt = async (at: Date) => {
      for (let round = 0; round < 5 && (await runDueJobs(t.db, t.app.jobHandlers, at)) > 0; round += 1);
    };
    /** The edit made while the gateway cannot be reached to cancel: the order stays payable there. */
    const editWhileCancelFails = async (proposal: Proposal) => {
      const cancelOrder = vi.spyOn(gateway, 'cancelOrder').mockRejectedValueOnce(new Error('gateway unavailable'));
      try {
        expect((await editProposal(proposal)).statusCode).toBe(200);
      } finally {
        cancelOrder.mockRestore();
      }
    };
    /** The partner reopens the proposal and saves it with another name and email (PUT, decision 0068). */
    const editProposal = (proposal: Proposal) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/products/vector-borne/proposals/${proposal.referenceId}`,
        headers: { cookie: seller.cookie },
        payload: { customerConsent: true, quoteId: proposal.quoteId, ...proposal.values, firstName: 'Sunita', email: 'sunita@example.com' },
      });

    it('cancels the old order at the gateway, whose checkout then refuses it; a new link is for the edited proposal', async () => {
      const { proposal, link } = await linkFor();
      const edited = await editProposal(proposal);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<Proposal>().status).toBe('DRAFT');
      expect((await paymentOf(link.orderId))?.status).toBe('CANCELLED');
      expect((await gateway.findRow(link.orderId))?.status).toBe('CANCELLED');
      // The cancel was queued with the edit; the attempt right after it did the work and completed the job.
      expect(await cancelJobsOf(link.orderId)).toEqual([expect.objectContaining({ completedAt: expect.any(Date), attempts: 0 })]);

      const checkoutPage = await t.app.inject({ method: 'GET', url: `/api/sandbox/gateway/checkout/${link.orderId}` });
      expect(checkoutPage.body).toContain('This order is cancelled');
      expect(checkoutPage.body).not.toContain('class="pay">Pay');
      // A customer who still presses Pay on a page opened before the edit pays nothing.
      const landing = await browserReturn(await pressCheckoutButton(link.orderId, 'pay'));
      expect(landing.searchParams.get('status')).not.toBe('SUCCESS');
      expect(await netCharged(proposal.referenceId)).toBe(0);
      expect(await policyCount(proposal.referenceId)).toBe(0);

      // Reviewed again, the proposal gets a new order for the customer it now names.
      const reviewed = await t.app.inject({
        method: 'POST',
        url: '/api/products/vector-borne/checkout',
        headers: { cookie: seller.cookie },
        payload: { referenceId: proposal.referenceId },
      });
      expect(reviewed.statusCode).toBe(200);
      const next = await requestLink(proposal.referenceId, `after-edit-${proposal.referenceId}`);
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json<PaymentLink>()).toMatchObject({ status: 'CREATED', amount: 19900 });
      expect(next.json<PaymentLink>().orderId).not.toBe(link.orderId);
      expect((await gateway.findRow(next.json<PaymentLink>().orderId))?.customerEmail).toBe('sunita@example.com');
      // The old key answers its own (cancelled) payment, never a live one.
      expect((await requestLink(proposal.referenceId, `key-${proposal.referenceId}`)).json<PaymentLink>()).toMatchObject({
        orderId: link.orderId,
        status: 'CANCELLED',
      });
      const list = await t.app.inject({ method: 'GET', url: '/api/payments/vector-borne/transaction', headers: { cookie: seller.cookie } });
      expect(list.json<Transaction[]>().find((tx) => tx.orderId === link.orderId)).toMatchObject({ status: 'CANCELLED', policyNumber: null });

      await browserReturn(await pressCheckoutButton(next.json<PaymentLink>().orderId, 'pay'));
      expect(await policyCount(proposal.referenceId)).toBe(1);
      expect(await netCharged(proposal.referenceId)).toBe(19900);
    });

    it('refunds a capture that still comes for the cancelled order (the gateway was unreachable), and it pays nothing', async () => {
      const { proposal, link } = await linkFor();
      await editWhileCancelFails(proposal);
      expect((await paymentOf(link.orderId))?.status).toBe('CANCELLED');
      expect((await gateway.findRow(link.orderId))?.status).toBe('CREATED');
      // The customer pays the old link; the gateway's callback reports the capture.
      await pressCheckoutButton(link.orderId, 'pay');
      await vi.waitFor(async () => expect((await merchantRefundOf(link.orderId))?.status).toBe('PROCESSED'), { timeout: 5000, interval: 20 });
      expect(await merchantRefundOf(link.orderId)).toMatchObject({ amount: 19900, reason: 'DUPLICATE_CAPTURE' });
      expect((await paymentOf(link.orderId))?.status).toBe('REFUNDED');
      expect(await netCharged(proposal.referenceId)).toBe(0);
      expect(await policyCount(proposal.referenceId)).toBe(0);
      const status = await paymentStatus(proposal.referenceId);
      expect(status.body.status).toBe('MISC');
      const [row] = await t.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.referenceId, proposal.referenceId));
      expect(row?.status).toBe('DRAFT');

      // The cancel's job then finds the capture settled: it neither asks the gateway nor refunds again.
      const [job] = await cancelJobsOf(link.orderId);
      const cancelOrder = vi.spyOn(gateway, 'cancelOrder');
      try {
        await runJobsAt(new Date(job!.runAt.getTime() + 1000));
        expect(cancelOrder).not.toHaveBeenCalled();
      } finally {
        cancelOrder.mockRestore();
      }
      expect((await cancelJobsOf(link.orderId))[0]?.completedAt).toBeInstanceOf(Date);
      expect(await gatewayRefundsOf(link.orderId)).toHaveLength(1);
      expect(await netCharged(proposal.referenceId)).toBe(0);
    });

    it('refunds a capture the browser’s return reports for the cancelled order when no callback comes', async () => {
      const { proposal, link } = await linkFor({ email: 'nocallback@example.com' });
      await editWhileCancelFails(proposal);
      // The order still carries the old email: no callback; only the browser's return tells the merchant.
      const returnLocation = await pressCheckoutButton(link.orderId, 'pay');
      expect((await browserReturn(returnLocation)).searchParams.get('status')).toBe('MISC');
      expect(await merchantRefundOf(link.orderId)).toMatchObject({ status: 'PROCESSED', amount: 19900 });
      expect(await netCharged(proposal.referenceId)).toBe(0);
      expect(await policyCount(proposal.referenceId)).toBe(0);
    });

    it('queues the cancel while the gateway is unreachable; the job retries with backoff and cancels the order once the gateway is back', async () => {
      const { proposal, link } = await linkFor();
      const cancelOrder = vi.spyOn(gateway, 'cancelOrder').mockRejectedValue(new Error('gateway unavailable'));
      let retryAt: Date;
      try {
        expect((await editProposal(proposal)).statusCode).toBe(200);
        const [queued] = await cancelJobsOf(link.orderId);
        expect(queued).toMatchObject({ completedAt: null, attempts: 0, payload: { orderId: link.orderId } });
        expect((await gateway.findRow(link.orderId))?.status).toBe('CREATED');

        // Still unreachable when the job first runs: kept with its error, tried again after the backoff.
        const firstRun = new Date(queued!.runAt.getTime() + 1000);
        await runJobsAt(firstRun);
        const [failed] = await cancelJobsOf(link.orderId);
        retryAt = new Date(firstRun.getTime() + retryDelayMs(1));
        expect(failed).toMatchObject({ completedAt: null, attempts: 1, lastError: 'gateway unavailable', runAt: retryAt });
        expect((await gateway.findRow(link.orderId))?.status).toBe('CREATED');
      } finally {
        cancelOrder.mockRestore();
      }

      await runJobsAt(new Date(retryAt.getTime() + 1000));
      expect((await cancelJobsOf(link.orderId))[0]).toMatchObject({ completedAt: expect.any(Date), attempts: 2 });
      expect((await gateway.findRow(link.orderId))?.status).toBe('CANCELLED');
      const checkoutPage = await t.app.inject({ method: 'GET', url: `/api/sandbox/gateway/checkout/${link.orderId}` });
      expect(checkoutPage.body).toContain('This order is cancelled');
      await pressCheckoutButton(link.orderId, 'pay');
      expect(await netCharged(proposal.referenceId)).toBe(0);

      // Run again (a lost lease, a second worker): the order stays cancelled and nothing else moves.
      const [job] = await cancelJobsOf(link.orderId);
      expect(await t.app.jobHandlers[GATEWAY_CANCEL_JOB]!(job!.payload, job!, new Date())).toEqual({ done: true });
      expect((await gateway.findRow(link.orderId))?.status).toBe('CANCELLED');
      expect((await paymentOf(link.orderId))?.status).toBe('CANCELLED');
    });

    it('refunds, exactly once, an order the customer paid before the job could cancel it (no callback, no return)', async () => {
      const { proposal, link } = await linkFor({ email: 'nocallback@example.com' });
      await editWhileCancelFails(proposal);
      // The customer pays the old link; no callback comes and the browser never returns.
      await pressCheckoutButton(link.orderId, 'pay');
      expect((await paymentOf(link.orderId))?.status).toBe('CANCELLED');
      expect(await netCharged(proposal.referenceId)).toBe(19900);

      // The job finds the order paid: settled as the capture of a cancelled order, refunded, and no policy.
      const [job] = await cancelJobsOf(link.orderId);
      const handler = t.app.jobHandlers[GATEWAY_CANCEL_JOB]!;
      const answers = await Promise.all([handler(job!.payload, job!, new Date()), handler(job!.payload, job!, new Date())]);
      expect(answers).toEqual([{ done: true }, { done: true }]);
      expect(await merchantRefundOf(link.orderId)).toMatchObject({ status: 'PROCESSED', amount: 19900, reason: 'DUPLICATE_CAPTURE' });
      expect(await gatewayRefundsOf(link.orderId)).toHaveLength(1);
      expect((await paymentOf(link.orderId))?.status).toBe('REFUNDED');
      expect(await netCharged(proposal.referenceId)).toBe(0);
      expect(await policyCount(proposal.referenceId)).toBe(0);
    });

    it('asks again about an order whose bank is still answering, and refunds its late capture', async () => {
      const { proposal, link } = await linkFor({ email: 'timeout@example.com' });
      await pressCheckoutButton(link.orderId, 'pay');
      expect((await gateway.findRow(link.orderId))?.status).toBe('PENDING');
      expect((await editProposal(proposal)).statusCode).toBe(200);
      // The gateway cannot cancel an order its bank is answering: the job waits for the outcome.
      const [queued] = await cancelJobsOf(link.orderId);
      expect(queued?.completedAt).toBeNull();
      const firstRun = new Date(queued!.runAt.getTime() + 1000);
      await runJobsAt(firstRun);
      expect((await cancelJobsOf(link.orderId))[0]).toMatchObject({
        completedAt: null,
        attempts: 1,
        lastError: null,
        runAt: new Date(firstRun.getTime() + retryDelayMs(1)),
      });

      // The bank authorises after all; no callback reaches the merchant. The job's next round refunds it.
      await t.db.update(sandboxGatewayOrders).set({ status: 'PAID' }).where(eq(sandboxGatewayOrders.id, link.orderId));
      await runJobsAt(new Date(firstRun.getTime() + retryDelayMs(1) + 1000));
      expect((await cancelJobsOf(link.orderId))[0]?.completedAt).toBeInstanceOf(Date);
      expect(await merchantRefundOf(link.orderId)).toMatchObject({ status: 'PROCESSED', amount: 19900 });
      expect(await netCharged(proposal.referenceId)).toBe(0);
      expect(await policyCount(proposal.referenceId)).toBe(0);
    });

    it('an order the customer paid before the edit is settled first: the edit is refused as paid (409), nothing refunded', async () => {
      const { proposal, link } = await paidWithoutCallback();
      const edited = await editProposal(proposal);
      expect(edited.statusCode).toBe(409);
      expect(await cancelJobsOf(link.orderId)).toEqual([]);
      expect(edited.json().error).toEqual({
        code: 'CONFLICT',
        message: 'This proposal is paid, so its details can no longer be changed. Start a new quote to sell again.',
      });
      expect(await policyCount(proposal.referenceId)).toBe(1);
      expect(await netCharged(proposal.referenceId)).toBe(19900);
    });

    it('a bad edit changes nothing: the link stays payable', async () => {
      const { proposal, link } = await linkFor();
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/products/vector-borne/proposals/${proposal.referenceId}`,
        headers: { cookie: seller.cookie },
        payload: { customerConsent: true, quoteId: proposal.quoteId, ...proposal.values, email: 'not-an-email' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION');
      expect((await paymentOf(link.orderId))?.status).toBe('CREATED');
      expect((await gateway.findRow(link.orderId))?.status).toBe('CREATED');
      expect(await cancelJobsOf(link.orderId)).toEqual([]);
    });
  });

  describe('reading payments', () => {
    it('lists the partner’s transactions, and not another partner’s', async () => {
      const { proposal, link } = await linkFor();
      await browserReturn(await pressCheckoutButton(link.orderId, 'pay'));
      const list = await t.app.inject({ method: 'GET', url: '/api/payments/vector-borne/transaction', headers: { cookie: seller.cookie } });
      const mine = list.json<Transaction[]>().find((tx) => tx.orderId === link.orderId);
      expect(mine).toMatchObject({ referenceId: proposal.referenceId, amount: 19900, status: 'SUCCESS', policyNumber: expect.stringMatching(/^POL\//) });
      const other = await signInPartner(t.db);
      const theirs = await t.app.inject({ method: 'GET', url: '/api/payments/vector-borne/transaction', headers: { cookie: other.cookie } });
      expect(theirs.json()).toEqual([]);
    });

    it('fetches the gateway order for its owner only', async () => {
      const { link } = await linkFor();
      const fetchOrder = (cookie: string) => t.app.inject({ method: 'GET', url: `/api/payment/v1/order/fetch?orderId=${link.orderId}`, headers: { cookie } });
      const mine = await fetchOrder(seller.cookie);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ orderId: link.orderId, amount: 19900, amountRefunded: 0, currency: 'INR', status: 'CREATED' });
      expect((await fetchOrder((await signInPartner(t.db)).cookie)).statusCode).toBe(404);
    });

    it('hides another partner’s payment status', async () => {
      const { proposal } = await linkFor();
      const other = await signInPartner(t.db);
      expect((await paymentStatus(proposal.referenceId, other.cookie)).statusCode).toBe(404);
    });
  });

  describe('the policy certificate', () => {
    it('serves the PDF to the selling partner and his tenant’s admin, and 404 to others', async () => {
      const { proposal, returnLocation } = await paidWithoutCallback();
      await browserReturn(returnLocation);
      const { policy } = (await paymentStatus(proposal.referenceId)).body;
      const download = (cookie: string) => t.app.inject({ method: 'GET', url: policy!.documentUrl, headers: { cookie } });

      const mine = await download(seller.cookie);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      expect(mine.headers['content-disposition']).toMatch(/^attachment; filename="POL-VECTOR-BORNE-\d{4}-\d{6}\.pdf"$/);
      expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      expect((await download((await signInPartner(t.db, { role: 'admin' })).cookie)).statusCode).toBe(200);
      expect((await download((await signInPartner(t.db)).cookie)).statusCode).toBe(404);
      expect((await download((await signInPartner(t.db, { tenant: 'mintfin', role: 'admin' })).cookie)).statusCode).toBe(404);
    });
  });
});
