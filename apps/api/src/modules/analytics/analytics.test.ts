import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsBatch } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';

describe('analytics: page views and steps, and the funnel per product', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const send = (batch: AnalyticsBatch, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/analytics/events', headers: cookie ? { cookie } : {}, payload: batch });
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const funnel = (cookie: string, from = today, to = today) =>
    t.app.inject({ method: 'GET', url: `/api/admin/analytics/funnel?from=${from}&to=${to}`, headers: { cookie } });

  it('counts each visitor once per step, per product, for the tenant of the session or of the page', async () => {
    const partner = await signInPartner(t.db, { tenant: 'mintlife' });
    const admin = await signInPartner(t.db, { tenant: 'mintlife', role: 'admin' });
    const first = randomUUID();
    const second = randomUUID();
    const walk = [
      { name: 'page_view', page: 'landing_page', productCode: 'shop' },
      { name: 'Quote_Fetched', productCode: 'shop' },
      { name: 'Quote_Fetched', productCode: 'shop' },
      { name: 'Proposal_Created', productCode: 'shop' },
      { name: 'page_view', page: 'ReviewPayment', productCode: 'shop' },
      { name: 'Pay_Clicked', productCode: 'shop' },
    ] as const;
    expect((await send({ visitorId: first, events: [...walk] }, partner.cookie)).statusCode).toBe(204);
    expect((await send({ visitorId: second, events: [walk[0], walk[1]] }, partner.cookie)).statusCode).toBe(204);
    // The customer's return from the gateway, without a session: the page names its tenant.
    expect((await send({ visitorId: randomUUID(), tenant: 'mintlife', events: [{ name: 'Payment_Success', productCode: 'shop' }] })).statusCode).toBe(204);
    // Another tenant's visitor is not counted here.
    await send({ visitorId: randomUUID(), tenant: 'mintpro', events: [walk[0]] });
    // A beacon naming no product of the catalogue (any visitor may send one) is no row of the funnel.
    expect(
      (await send({ visitorId: randomUUID(), events: [{ name: 'page_view', page: 'landing_page', productCode: 'unknown-thing' }] }, partner.cookie)).statusCode,
    ).toBe(204);

    const answer = await funnel(admin.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ from: today, to: today, products: [{ productCode: 'shop', landing: 2, quote: 2, proposal: 1, review: 1, paid: 1 }] });
    // A period before the events has none.
    expect((await funnel(admin.cookie, '2026-01-01', '2026-01-31')).json().products).toEqual([]);
  });

  it('refuses a field for personal data, unknown names, too big batches, bad periods and non-admins', async () => {
    const admin = await signInPartner(t.db, { role: 'admin' });
    const visitorId = randomUUID();
    const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: payload as object });
    expect((await post({ visitorId, events: [{ name: 'page_view', page: 'HomePage', mobile: '9876543210' }] })).statusCode).toBe(400);
    expect((await post({ visitorId, events: [{ name: 'Anything' }] })).statusCode).toBe(400);
    expect((await post({ visitorId: 'me', events: [{ name: 'page_view' }] })).statusCode).toBe(400);
    expect((await post({ visitorId, events: Array.from({ length: 21 }, () => ({ name: 'page_view' })) })).statusCode).toBe(400);
    expect((await post({ visitorId, events: [{ name: 'page_view', productCode: 'shop/../x' }] })).statusCode).toBe(400);
    expect((await funnel(admin.cookie, '2026-02-01', '2026-01-01')).statusCode).toBe(400);
    expect((await funnel(admin.cookie, '2024-01-01', '2026-01-01')).statusCode).toBe(400);
    expect((await funnel(admin.cookie, 'yesterday', today)).statusCode).toBe(400);
    const partner = await signInPartner(t.db);
    expect((await funnel(partner.cookie)).statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { visitorId, events: [{ name: 'page_view' }] },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
