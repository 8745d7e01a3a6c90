import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantCodes, tenants, type PaymentLink, type SentPaymentLink } from '@portal/domain';
import { outbox } from '../../providers/outbox-schema';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { createReviewedProposal, samplesOf } from '../sales/sales-test-fixtures';
import { maskRecipient } from './payment-link-sending';

const HOST = 'portal.test';

describe('sending the payment link to the customer', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let other: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db);
    other = await signInPartner(t.db);
  });
  afterAll(async () => t.close());

  const send = (referenceId: string, channel: string, cookie = seller.cookie, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/products/vector-borne/payments/link/send', headers: { cookie, ...headers }, payload: { referenceId, channel } });

  async function proposalWithLink() {
    const proposal = await createReviewedProposal(t.app, seller.cookie);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/vector-borne/payments/link',
      headers: { cookie: seller.cookie, 'idempotency-key': `key-${proposal.referenceId}` },
      payload: { referenceId: proposal.referenceId },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { proposal, link: response.json<PaymentLink>() };
  }
  const lastMessageTo = async (recipient: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1))[0];

  it.each([
    ['SMS', 'mobile'],
    ['EMAIL', 'email'],
  ] as const)("by %s: lands in the outbox for the proposal's own customer %s, with the checkout link", async (channel, field) => {
    const { proposal, link } = await proposalWithLink();
    const recipient = String(samplesOf('vector-borne').proposal[field]);
    const response = await send(proposal.referenceId, channel);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SentPaymentLink>()).toEqual({ channel, sentTo: maskRecipient(recipient) });
    const message = await lastMessageTo(recipient);
    expect(message).toMatchObject({ channel, template: 'payment-link' });
    expect(JSON.stringify(message!.payload)).toContain(link.linkUrl);
    expect(JSON.stringify(message!.payload)).toContain(proposal.referenceId);
  });

  it.each([
    ['sahyadri', 'group-personal-accident'],
    ['mintfin', 'vector-borne'],
    ['mintpro', 'vector-borne'],
  ] as const)('a %s partner’s link (%s) names his tenant by SMS and email, never another (decision 0175)', async (tenant, productCode) => {
    const partner = await signInPartner(t.db, { tenant });
    const proposal = await createReviewedProposal(t.app, partner.cookie, productCode);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productCode}/payments/link`,
      headers: { cookie: partner.cookie, 'idempotency-key': `key-${proposal.referenceId}` },
      payload: { referenceId: proposal.referenceId },
    });
    expect(made.statusCode, made.body).toBe(200);
    for (const [channel, field] of [
      ['SMS', 'mobile'],
      ['EMAIL', 'email'],
    ] as const) {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/products/${productCode}/payments/link/send`,
        headers: { cookie: partner.cookie },
        payload: { referenceId: proposal.referenceId, channel },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const message = await lastMessageTo(String(samplesOf(productCode).proposal[field]));
      const text = String(message!.payload.text);
      expect(text.startsWith(`${tenants[tenant].name}: Pay Rs `), text).toBe(true);
      for (const other of tenantCodes.filter((code) => code !== tenant)) expect(JSON.stringify(message!.payload)).not.toContain(tenants[other].name);
    }
  });

  it("another partner's proposal is a 404, and nothing is sent", async () => {
    const { proposal } = await proposalWithLink();
    const before = await t.db.select().from(outbox);
    const response = await send(proposal.referenceId, 'SMS', other.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Proposal not found' } });
    expect(await t.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('is refused when it comes from another site', async () => {
    const { proposal } = await proposalWithLink();
    const response = await send(proposal.referenceId, 'SMS', seller.cookie, { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it.each([
    ['no link made yet', async () => (await createReviewedProposal(t.app, seller.cookie)).referenceId, 'SMS', 409],
    ['an unknown channel', async () => (await proposalWithLink()).proposal.referenceId, 'PIGEON', 400],
    ['no session', async () => (await proposalWithLink()).proposal.referenceId, 'SMS', 401],
  ] as const)('%s: %s', async (name, referenceIdOf, channel, status) => {
    const response = await send(await referenceIdOf(), channel, name === 'no session' ? '' : seller.cookie);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toEqual(expect.any(String));
  });

  it.each([
    ['9876543210', '******3210'],
    ['ravi.kumar@example.com', 'r****@example.com'],
  ])('masks %s as %s', (recipient, masked) => expect(maskRecipient(recipient)).toBe(masked));
});
