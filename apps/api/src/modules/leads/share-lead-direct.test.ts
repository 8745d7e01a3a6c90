import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDetails, LeadSummary, ShareLeadDirectAnswer } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { outbox } from '../../providers/outbox-schema';
import { LEAD_LINK_TEMPLATE } from './share-lead-direct';

type Session = Awaited<ReturnType<typeof signInPartner>>;

describe('POST /api/leads/{leadId}/share-direct', () => {
  let t: TestApp;
  let owner: Session;
  let colleague: Session;
  let viewer: Session;
  let otherTenantAdmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInPartner(t.db);
    colleague = await signInPartner(t.db);
    viewer = await signInPartner(t.db, { role: 'view' });
    otherTenantAdmin = await signInPartner(t.db, { role: 'admin', tenant: 'sahyadri' });
  });
  afterAll(async () => t.close());

  let mobileSeq = 0;
  const nextMobile = () => `97${String(60_000_000 + (mobileSeq += 1)).padStart(8, '0')}`;
  const newLead = async (session: Session = owner) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/personal-loan/leads',
      headers: { cookie: session.cookie },
      payload: { customer: { name: 'Asha Rao', mobile: nextMobile() }, amount: 500_000_00 },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LeadSummary>();
  };
  const shareDirect = (leadId: string, session: Session = owner, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/leads/${leadId}/share-direct`, headers: { cookie: session.cookie, ...headers } });
  const lastSmsTo = async (mobile: string) => (await t.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1))[0];

  it("texts the lead's customer link to the lead's own mobile, naming the partner and product, and records the share", async () => {
    const lead = await newLead();
    const response = await shareDirect(lead.leadId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ShareLeadDirectAnswer>()).toEqual({ sentTo: `******${lead.customer.mobile.slice(-4)}`, status: 'LINK_SHARED' });

    const sms = await lastSmsTo(lead.customer.mobile);
    expect(sms).toMatchObject({ channel: 'SMS', template: LEAD_LINK_TEMPLATE });
    const text = String(sms?.payload.text);
    expect(text).toContain(owner.partner.name);
    expect(text).toContain('Personal Loan');
    expect(text).not.toContain('Asha');
    const link = await t.app.inject({ method: 'GET', url: `/api/leads/${lead.leadId}/link`, headers: { cookie: owner.cookie } });
    expect(text).toContain(link.json<{ link: string }>().link);

    const details = (await t.app.inject({ method: 'GET', url: `/api/leads/${lead.leadId}`, headers: { cookie: owner.cookie } })).json<LeadDetails>();
    expect(details.history.at(-1)).toMatchObject({ from: 'CREATED', to: 'LINK_SHARED', actor: 'partner', noteKey: 'linkSentBySms', note: 'Link sent by SMS' });
  });

  it('sends again to a lead whose link was shared, without a second status move being refused', async () => {
    const lead = await newLead();
    expect((await shareDirect(lead.leadId)).statusCode).toBe(200);
    const again = await shareDirect(lead.leadId);
    expect(again.statusCode).toBe(200);
    expect(again.json<ShareLeadDirectAnswer>().status).toBe('LINK_SHARED');
  });

  it('refuses a closed lead with a 409 and sends nothing', async () => {
    const lead = await newLead();
    const closed = await t.app.inject({ method: 'PUT', url: `/api/leads/${lead.leadId}`, headers: { cookie: owner.cookie }, payload: { status: 'CLOSED' } });
    expect(closed.statusCode, closed.body).toBe(200);
    const response = await shareDirect(lead.leadId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT' } });
    expect(await lastSmsTo(lead.customer.mobile)).toBeUndefined();
  });

  it('refuses a lead whose product has no customer page for the link (409) and sends nothing', async () => {
    const mobile = nextMobile();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products/vector-borne/leads',
      headers: { cookie: owner.cookie },
      payload: { customer: { name: 'Asha Rao', mobile } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await shareDirect(created.json<LeadSummary>().leadId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: 'This product has no customer page to send a link to' } });
    expect(await lastSmsTo(mobile)).toBeUndefined();
  });

  it.each([
    ['another partner of the tenant', () => colleague],
    ["another tenant's admin", () => otherTenantAdmin],
  ])('answers 404 to %s and texts nobody', async (_who, session) => {
    const lead = await newLead();
    const response = await shareDirect(lead.leadId, session());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(await lastSmsTo(lead.customer.mobile)).toBeUndefined();
  });

  it('answers 404 for a lead id that does not exist or is malformed, never 5xx', async () => {
    for (const id of ['LD000000000000', 'not-a-lead', '%00', 'x'.repeat(64)]) {
      const response = await shareDirect(id);
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
    }
    expect((await shareDirect('x'.repeat(65))).statusCode).toBe(400);
  });

  it('refuses a view-only partner (403), a visitor without a session (401) and a cross-site request (403)', async () => {
    const lead = await newLead();
    expect((await shareDirect(lead.leadId, viewer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/leads/${lead.leadId}/share-direct` })).statusCode).toBe(401);
    const crossSite = await shareDirect(lead.leadId, owner, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(await lastSmsTo(lead.customer.mobile)).toBeUndefined();
  });
});
