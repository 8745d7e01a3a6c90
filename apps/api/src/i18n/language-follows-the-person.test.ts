import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadSummary, PartnerSession, PublicLeadView, SessionStatus } from '@portal/domain';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { outbox } from '../providers/outbox-schema';
import { createTestApp, signInPartner, type TestApp } from '../test-helper';

type Session = Awaited<ReturnType<typeof signInPartner>>;

/** Point 2: the partner's language on his profile; the customer's on the lead, so the SMS and link page open in it. */
describe('the language follows the person', () => {
  let t: TestApp;
  let partner: Session;
  beforeAll(async () => {
    t = await createTestApp();
    partner = await signInPartner(t.db);
  });
  afterAll(async () => t.close());

  const status = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/session/status', headers: { cookie } })).json<SessionStatus>();
  const setLanguage = (language: string, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: '/api/session/language', headers: cookie ? { cookie } : {}, payload: { language } });

  it('a partner’s choice is remembered on his profile and comes back with his session', async () => {
    const before = await status(partner.cookie);
    expect(before.signedIn && before.partner.language).toBeNull();
    const response = await setLanguage('hi-IN', partner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PartnerSession>().language).toBe('hi-IN');
    const after = await status(partner.cookie);
    expect(after.signedIn && after.partner.language).toBe('hi-IN');
  });

  it('refuses a language the portal does not speak (400, common shape) and a visitor without a session (401)', async () => {
    const refused = await setLanguage('fr-FR', partner.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'VALIDATION', fields: { language: 'Choose en-IN, hi-IN or mr-IN' } });
    expect((await setLanguage('mr-IN')).statusCode).toBe(401);
  });

  let mobileSeq = 0;
  const nextMobile = () => `96${String(70_000_000 + (mobileSeq += 1)).padStart(8, '0')}`;
  const newLead = async (language?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/personal-loan/leads',
      headers: { cookie: partner.cookie },
      payload: { customer: { name: 'Asha Rao', mobile: nextMobile(), ...(language ? { language } : {}) }, amount: 500_000_00 },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LeadSummary>();
  };
  const linkOf = async (leadId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/leads/${leadId}/link`, headers: { cookie: partner.cookie } })).json<{ link: string; token: string }>();
  const lastSmsTo = async (mobile: string) => (await t.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1))[0];

  it('a lead in Marathi: the link opens in Marathi, the SMS is in Marathi and the link page says so', async () => {
    const lead = await newLead('mr-IN');
    expect(lead.customer.language).toBe('mr-IN');
    const { link, token } = await linkOf(lead.leadId);
    expect(new URL(link, 'http://portal.test').searchParams.get('lang')).toBe('mr-IN');

    expect((await t.app.inject({ method: 'POST', url: `/api/leads/${lead.leadId}/share-direct`, headers: { cookie: partner.cookie } })).statusCode).toBe(200);
    const text = String((await lastSmsTo(lead.customer.mobile))?.payload.text);
    const url = new URL(link, 'http://localhost').pathname;
    expect(text.startsWith(`Mint Pro Insurance Brokers: ${partner.partner.name} यांनी तुमची Personal Loan लिंक पाठवली आहे: `)).toBe(true);
    expect(text).toContain(url);
    expect(mrIN.notifications.leadLinkShared).toContain('{{link}}');

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/lead-service/public/products/personal-loan/${lead.leadId}?token=${encodeURIComponent(token)}`,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<PublicLeadView>().language).toBe('mr-IN');
  });

  it('a lead without a language is English: no parameter on the link, the SMS word for word as before', async () => {
    const lead = await newLead();
    expect(lead.customer.language).toBe('en-IN');
    const { link } = await linkOf(lead.leadId);
    expect(link).not.toContain('lang=');
    await t.app.inject({ method: 'POST', url: `/api/leads/${lead.leadId}/share-direct`, headers: { cookie: partner.cookie } });
    expect(String((await lastSmsTo(lead.customer.mobile))?.payload.text)).toMatch(
      new RegExp(`^Mint Pro Insurance Brokers: ${partner.partner.name} has shared your Personal Loan link: http`),
    );
  });

  it('refuses a lead in a language the portal does not speak', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/personal-loan/leads',
      headers: { cookie: partner.cookie },
      payload: { customer: { name: 'Asha Rao', mobile: nextMobile(), language: 'ta-IN' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'customer.language': 'Choose en-IN, hi-IN or mr-IN' });
  });
});
