import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mandate, PaymentLink } from '@portal/domain';
import { runDueJobs } from '../../jobs/job-queue';
import { outbox } from '../../providers/outbox-schema';
import type { SignedCallback } from '../../providers/payment-gateway/payment-gateway';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../providers/payment-gateway/payment-gateway';
import type { SandboxPaymentGateway } from '../../providers/payment-gateway/sandbox-payment-gateway';
import { createTestApp, nextTestMobile, signInPartner, type TestApp } from '../../test-helper';
import { createReviewedProposal } from '../sales/sales-test-fixtures';
import { notifications } from '../../db/schema/notifications-schema';

const ORIGIN = 'http://portal.test';

/** "Policy issued" and "mandate to sign" (decision 0130): queued with the state they announce, once, then delivered. */
describe('the service’s own messages of a sale', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let gateway: SandboxPaymentGateway;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
    seller = await signInPartner(t.db, { tenant: 'mintpro' });
    gateway = t.app.providers.paymentGateway as SandboxPaymentGateway;
  });
  afterAll(async () => t.close());

  const rowsTo = (template: string, recipient: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.template, template), eq(notifications.recipient, recipient)));
  const outboxTo = (template: string, recipient: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, template), eq(outbox.recipient, recipient)));

  const postCallback = (callback: SignedCallback) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: callback.signature, [TIMESTAMP_HEADER]: callback.timestamp },
      payload: callback.rawBody,
    });

  /** A vector-borne proposal paid at the gateway, its callback held back (the 'nocallback@' magic email). */
  async function paidWithoutCallback(mobile: string, email = 'nocallback@example.com', by = seller) {
    const proposal = await createReviewedProposal(t.app, by.cookie, 'vector-borne', { mobile, email });
    const linkResponse = await t.app.inject({
      method: 'POST',
      url: '/api/products/vector-borne/payments/link',
      headers: { cookie: by.cookie, 'idempotency-key': `key-${proposal.referenceId}` },
      payload: { referenceId: proposal.referenceId },
    });
    const link = linkResponse.json<PaymentLink>();
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/gateway/checkout/${link.orderId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const order = (await gateway.findRow(link.orderId))!;
    return { proposal, returnLocation: pressed.headers.location as string, callback: gateway.signedCallbackFor(order)! };
  }

  const membershipIdOf = async (referenceId: string) => {
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v2/products/vector-borne/policies/issue/status?referenceId=${referenceId}`,
      headers: { cookie: seller.cookie },
    });
    return status.json<{ membershipId: string }>().membershipId;
  };

  it('queues "policy issued" once per channel when ten callbacks race the browser’s return, and delivers it', async () => {
    const mobile = nextTestMobile();
    const { proposal, returnLocation, callback } = await paidWithoutCallback(mobile);
    const answers = await Promise.all([t.app.inject({ method: 'GET', url: returnLocation }), ...Array.from({ length: 10 }, () => postCallback(callback))]);
    expect(answers.map((a) => a.statusCode)).toEqual([303, ...Array(10).fill(200)]);
    const membershipId = await membershipIdOf(proposal.referenceId);
    expect(membershipId).toMatch(/^MBR/);

    const sms = await rowsTo('policy-issued', mobile);
    const email = await rowsTo('policy-issued', 'nocallback@example.com');
    expect(sms.map((r) => [r.channel, r.status, r.tenantCode, r.productCode])).toEqual([['SMS', 'SENT', 'mintpro', 'vector-borne']]);
    expect(email.map((r) => [r.channel, r.status])).toEqual([['EMAIL', 'SENT']]);
    const [text] = await outboxTo('policy-issued', mobile);
    expect(text!.payload.text).toBe(`Mint Pro Insurance Brokers: Your Vector Borne Disease Cover policy is issued. Membership id ${membershipId}.`);
    expect(await outboxTo('policy-issued', mobile)).toHaveLength(1);

    // A later status check or a replayed callback issues nothing and sends nothing again.
    await postCallback(callback);
    await t.app.inject({ method: 'GET', url: returnLocation });
    expect(await rowsTo('policy-issued', mobile)).toHaveLength(1);
  });

  it('keeps the policy when a message is refused: that one goes to the dead letters, the other is sent', async () => {
    // The sandbox refuses the mobile 6000000000 for good; the callback is held back so the return settles alone.
    const refused = '6000000000';
    const { proposal, returnLocation } = await paidWithoutCallback(refused);
    const landing = await t.app.inject({ method: 'GET', url: returnLocation });
    expect(new URL(landing.headers.location as string, ORIGIN).searchParams.get('status')).toBe('SUCCESS');
    expect(await membershipIdOf(proposal.referenceId)).toMatch(/^MBR/);
    const [failing] = await rowsTo('policy-issued', refused);
    // A refused recipient is not retried by itself (decision 0132): dead at once, for the admin to see.
    expect(failing).toMatchObject({ status: 'DEAD', attempts: 1, lastError: 'SANDBOX_RECIPIENT_REFUSED' });
    expect((await rowsTo('policy-issued', 'nocallback@example.com')).map((r) => r.status)).toEqual(['SENT', 'SENT']);
    await runDueJobs(t.db, t.app.jobHandlers, new Date(Date.now() + 60_000));
    expect((await rowsTo('policy-issued', refused))[0]).toMatchObject({ status: 'DEAD', attempts: 1 });
  });

  it('sends "mandate to sign" with the customer’s link when the letter is made, not on each later call', async () => {
    const mobile = nextTestMobile();
    const proposal = await createReviewedProposal(t.app, seller.cookie, 'sachet-term', { mobile });
    const ensure = () =>
      t.app.inject({ method: 'POST', url: `/api/products/sachet-term/proposals/${proposal.referenceId}/mandate`, headers: { cookie: seller.cookie } });
    const [first, second] = await Promise.all([ensure(), ensure()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await ensure();
    const mandate = first.json<Mandate>();
    const rows = await rowsTo('mandate-to-sign', mobile);
    expect(rows.map((r) => [r.channel, r.status, r.productCode])).toEqual([['SMS', 'SENT', 'sachet-term']]);
    const sent = await outboxTo('mandate-to-sign', mobile);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload.text).toBe(`Mint Pro Insurance Brokers: Please sign the mandate letter for your Sachet Term: ${ORIGIN}${mandate.link}`);
  });

  it('"policy issued" names the proposal’s tenant: a Mint Finance partner’s customer reads Mint Finance, not Mint Pro', async () => {
    const mintfin = await signInPartner(t.db, { tenant: 'mintfin' });
    const mobile = nextTestMobile();
    const { returnLocation } = await paidWithoutCallback(mobile, 'nocallback@example.com', mintfin);
    await t.app.inject({ method: 'GET', url: returnLocation });
    const [sms] = await outboxTo('policy-issued', mobile);
    expect(String(sms!.payload.text)).toMatch(/^Mint Finance: Your Vector Borne Disease Cover policy is issued\. Membership id MBR/);
    expect(String(sms!.payload.text)).not.toContain('Mint Pro');
  });
});
