import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { type PaymentLink, type Proposal, type Quote } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { leads } from '../../db/schema/leads-schema';
import { notifications } from '../../db/schema/notifications-schema';
import { outbox } from '../../providers/outbox-schema';
import { samplesOf } from './sales-test-fixtures';

const devanagari = /[\u0900-\u097F]/;
const PRODUCT = 'vector-borne';

describe("an insurance sale in the customer's language, whatever the partner's page language (decision 0268)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(async () => t.close());

  /** Each sale its own customer, so the outbox rows found are this sale's. */
  let customers = 0;
  const customerOf = () => {
    customers += 1;
    const serial = String(customers).padStart(3, '0');
    return { mobile: `9812345${serial}`, email: `customer${serial}@language.test` };
  };

  async function sell(cookie: string, page: string, proposal: Record<string, unknown>) {
    const headers = { cookie, 'accept-language': page };
    const quoted = await t.app.inject({ method: 'POST', url: `/api/products/${PRODUCT}/quotes`, headers, payload: samplesOf(PRODUCT).quote });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/products/${PRODUCT}/proposals`,
      headers,
      payload: { ...samplesOf(PRODUCT).proposal, ...proposal, quoteId: quoted.json<Quote>().quoteId, customerConsent: true },
    });
    return made;
  }

  async function payLinkSent(cookie: string, page: string, referenceId: string) {
    const headers = { cookie, 'accept-language': page };
    const reviewed = await t.app.inject({ method: 'POST', url: `/api/products/${PRODUCT}/checkout`, headers, payload: { referenceId } });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/products/${PRODUCT}/payments/link`,
      headers: { ...headers, 'idempotency-key': `key-${referenceId}` },
      payload: { referenceId },
    });
    expect(link.statusCode, link.body).toBe(200);
    for (const channel of ['SMS', 'EMAIL']) {
      const sent = await t.app.inject({ method: 'POST', url: `/api/products/${PRODUCT}/payments/link/send`, headers, payload: { referenceId, channel } });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    return link.json<PaymentLink>();
  }

  /** The customer pays on the sandbox checkout and returns: where the return sends the browser. */
  async function payAndReturn(orderId: string): Promise<URL> {
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/gateway/checkout/${orderId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const returned = await t.app.inject({ method: 'GET', url: pressed.headers.location as string });
    expect(returned.statusCode, returned.body).toBe(303);
    return new URL(returned.headers.location as string, 'http://portal.test');
  }

  const lastTo = async (recipient: string, template: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id))).find((row) => row.template.split('.')[0] === template);
  /** The language a message's notification goes under: its SMS' DLT template is that language's (decision 0216). */
  const languageOf = async (recipient: string, template: string) =>
    (
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipient, recipient), eq(notifications.template, template)))
        .orderBy(desc(notifications.createdAt))
        .limit(1)
    )[0]?.language;
  /** The issued policy's notices are sent by their own jobs once the policy is issued: wait for this one's row. */
  const issuedTo = (recipient: string) =>
    vi.waitFor(
      async () => {
        const row = await lastTo(recipient, 'policy-issued');
        expect(row).toBeDefined();
        return row!;
      },
      { timeout: 15_000, interval: 50 },
    );
  const leadOf = async (referenceId: string) => (await t.db.select().from(leads).where(eq(leads.referenceId, referenceId)))[0];

  it('a sale from a Hindi page for an English customer: English payment link SMS and email, lead, status page and policy notice', async () => {
    const seller = await signInPartner(t.db);
    const customer = customerOf();
    const made = await sell(seller.cookie, 'hi-IN', { ...customer, customerLanguage: 'en-IN' });
    expect(made.statusCode, made.body).toBe(201);
    const proposal = made.json<Proposal>();
    expect(proposal.customerLanguage).toBe('en-IN');
    expect(proposal.values).not.toHaveProperty('customerLanguage');
    expect((await leadOf(proposal.referenceId))?.customerLanguage).toBe('en-IN');

    const link = await payLinkSent(seller.cookie, 'hi-IN', proposal.referenceId);
    const sms = await lastTo(customer.mobile, 'payment-link');
    expect(await languageOf(customer.mobile, 'payment-link')).toBe('en-IN');
    expect(String(sms?.payload.text)).toContain(proposal.referenceId);
    expect(String(sms?.payload.text)).not.toMatch(devanagari);
    const email = await lastTo(customer.email, 'payment-link');
    expect(`${String(email?.payload.subject)} ${String(email?.payload.text)}`).not.toMatch(devanagari);

    const statusPage = await payAndReturn(link.orderId);
    expect(statusPage.pathname).toBe('/products/payment-status');
    expect(statusPage.searchParams.get('lang')).toBeNull();
    const issued = await issuedTo(customer.mobile);
    expect(String(issued?.payload.text)).toContain('policy');
    expect(String(issued?.payload.text)).not.toMatch(devanagari);
    expect(await languageOf(customer.mobile, 'policy-issued')).toBe('en-IN');
  });

  it('a Marathi customer sold from an English page: Marathi payment link SMS and email, lead, status page link and policy notice', async () => {
    const seller = await signInPartner(t.db);
    const customer = customerOf();
    const made = await sell(seller.cookie, 'en-IN', { ...customer, customerLanguage: 'mr-IN' });
    expect(made.statusCode, made.body).toBe(201);
    const proposal = made.json<Proposal>();
    expect(proposal.customerLanguage).toBe('mr-IN');
    expect((await leadOf(proposal.referenceId))?.customerLanguage).toBe('mr-IN');

    const link = await payLinkSent(seller.cookie, 'en-IN', proposal.referenceId);
    const sms = await lastTo(customer.mobile, 'payment-link');
    // Under its language's DLT template (decision 0216), its words Marathi with the reference as sent.
    expect(await languageOf(customer.mobile, 'payment-link')).toBe('mr-IN');
    expect(String(sms?.payload.text)).toContain('साठी');
    expect(String(sms?.payload.text)).toContain(proposal.referenceId);
    const email = await lastTo(customer.email, 'payment-link');
    expect(String(email?.payload.subject)).toMatch(devanagari);
    expect(String(email?.payload.text)).toContain('साठी');

    const statusPage = await payAndReturn(link.orderId);
    expect(statusPage.pathname).toBe('/products/payment-status');
    expect(statusPage.searchParams.get('lang')).toBe('mr-IN');
    expect(statusPage.searchParams.get('receipt')).toBeTruthy();
    const issued = await issuedTo(customer.mobile);
    expect(String(issued?.payload.text)).toContain('पॉलिसी जारी झाली');
    expect(await languageOf(customer.mobile, 'policy-issued')).toBe('mr-IN');
    expect(String((await issuedTo(customer.email)).payload.subject)).toContain('पॉलिसी जारी झाली');
  });

  it("with no language given, the page's; an edit without one keeps it, an edit with one changes it and the lead's", async () => {
    const seller = await signInPartner(t.db);
    const customer = customerOf();
    const made = await sell(seller.cookie, 'hi-IN', customer);
    expect(made.statusCode, made.body).toBe(201);
    const proposal = made.json<Proposal>();
    expect(proposal.customerLanguage).toBe('hi-IN');
    const edit = (page: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/products/${PRODUCT}/proposals/${proposal.referenceId}`,
        headers: { cookie: seller.cookie, 'accept-language': page },
        payload: { ...samplesOf(PRODUCT).proposal, ...customer, quoteId: proposal.quoteId, customerConsent: true, ...payload },
      });
    const kept = await edit('en-IN', {});
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Proposal>().customerLanguage).toBe('hi-IN');
    const changed = await edit('hi-IN', { customerLanguage: 'en-IN' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Proposal>().customerLanguage).toBe('en-IN');
    expect((await leadOf(proposal.referenceId))?.customerLanguage).toBe('en-IN');
  });

  it('a language not ours is refused beside the field', async () => {
    const seller = await signInPartner(t.db);
    const made = await sell(seller.cookie, 'en-IN', { ...customerOf(), customerLanguage: 'ta-IN' });
    expect(made.statusCode, made.body).toBe(400);
    expect(made.json<{ error: { fields?: Record<string, string> } }>().error.fields).toHaveProperty('customerLanguage');
  });
});
