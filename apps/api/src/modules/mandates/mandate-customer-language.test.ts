import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mandateMessages, type Mandate, type PublicMandate } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { notifications } from '../../db/schema/notifications-schema';
import { outbox } from '../../providers/outbox-schema';
import { createTestApp, nextTestMobile, signInPartner, type TestApp } from '../../test-helper';
import { createReviewedProposal } from '../sales/sales-test-fixtures';

const ORIGIN = 'http://portal.test';

/** The mandate letter in the proposal's customer language, as the payment link (decision 0268). */
describe("the mandate link and its message in the customer's language", () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
    seller = await signInPartner(t.db, { tenant: 'mintpro' });
  });
  afterAll(async () => t.close());

  async function mandateOf(overrides: Record<string, string>): Promise<{ mandate: Mandate; mobile: string }> {
    const mobile = nextTestMobile();
    const proposal = await createReviewedProposal(t.app, seller.cookie, 'sachet-term', { mobile, ...overrides });
    // The partner works in English: the customer's language is the proposal's, not the page's.
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/sachet-term/proposals/${proposal.referenceId}/mandate`,
      headers: { cookie: seller.cookie, 'accept-language': 'en-IN' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { mandate: response.json<Mandate>(), mobile };
  }

  const smsTo = async (mobile: string) => {
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'mandate-to-sign'), eq(outbox.recipient, mobile)));
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.template, 'mandate-to-sign'), eq(notifications.recipient, mobile)));
    return { text: String(row?.payload.text), language: notice?.language };
  };

  it("a Marathi customer's link carries lang=mr-IN and the SMS is in Marathi, under its template", async () => {
    const { mandate, mobile } = await mandateOf({ customerLanguage: 'mr-IN' });
    expect(new URL(mandate.link, ORIGIN).searchParams.get('lang')).toBe('mr-IN');
    // The same link answers the partner's panel again.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/products/sachet-term/proposals/${mandate.referenceId}/mandate`,
      headers: { cookie: seller.cookie },
    });
    expect(again.json<Mandate>().link).toBe(mandate.link);
    const sms = await smsTo(mobile);
    const expected = mrIN.notifications.mandateToSign.replace('{{productName}}', 'Sachet Term').replace('{{link}}', `${ORIGIN}${mandate.link}`);
    expect(sms.text).toBe(`Mint Pro Insurance Brokers: ${expected}`);
    expect(sms.language).toBe('mr-IN');
  });

  it("an English customer's link carries no lang, and the SMS stays in English", async () => {
    const { mandate, mobile } = await mandateOf({});
    expect(mandate.link).not.toContain('lang=');
    const sms = await smsTo(mobile);
    expect(sms.text).toContain('Please sign the mandate letter for your Sachet Term');
    expect(sms.language).toBe('en-IN');
  });

  it("tells the customer's page the proposal's language, so a link without lang still opens in it (decision 0280)", async () => {
    const publicLetter = async (mandate: Mandate) => {
      const token = new URL(mandate.link, ORIGIN).searchParams.get('token')!;
      // The browser's own language says nothing of the customer's.
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/redirection-flows/public/product/sachet-term?token=${encodeURIComponent(token)}`,
        headers: { 'accept-language': 'en-IN' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PublicMandate>();
    };
    expect((await publicLetter((await mandateOf({ customerLanguage: 'mr-IN' })).mandate)).language).toBe('mr-IN');
    expect((await publicLetter((await mandateOf({ customerLanguage: 'hi-IN' })).mandate)).language).toBe('hi-IN');
    expect((await publicLetter((await mandateOf({})).mandate)).language).toBe('en-IN');
  });

  it("answers a link's refusal in the page's language (the customer's page asks in it)", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/redirection-flows/public/product/sachet-term?token=not-a-token',
      headers: { 'accept-language': 'hi-IN' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ token: hiIN.mandateErrors.invalidLink });
    const english = await t.app.inject({ method: 'GET', url: '/api/redirection-flows/public/product/sachet-term?token=not-a-token' });
    expect(english.json().error.fields).toEqual({ token: mandateMessages.invalidLink });
  });
});
