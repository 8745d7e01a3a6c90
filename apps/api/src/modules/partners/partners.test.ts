import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';

describe('partner authorisation and waitlist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const statusOf = (cookie: string, productCode: string) =>
    t.app.inject({ method: 'GET', url: `/api/partner-integration/public/products/${productCode}/authorization-status`, headers: { cookie } });
  const joinWaitlist = (cookie: string, productCode: string) =>
    t.app.inject({ method: 'POST', url: `/api/product/${productCode}/waitlist`, headers: { cookie } });

  it.each([
    { case: 'an authorised partner, a product needing authorisation', authorisedProducts: ['fire'], product: 'fire', status: 'AUTHORISED' },
    { case: 'an unauthorised partner, a product needing authorisation', authorisedProducts: [], product: 'marine', status: 'NOT_AUTHORISED' },
    { case: 'an authorisation for another product only', authorisedProducts: ['fire'], product: 'marine', status: 'NOT_AUTHORISED' },
    { case: 'any partner, a product needing no authorisation', authorisedProducts: [], product: 'vector-borne', status: 'AUTHORISED' },
  ])('answers $status for $case', async ({ authorisedProducts, product, status }) => {
    const { cookie } = await signInPartner(t.db, { authorisedProducts });
    const response = await statusOf(cookie, product);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ productCode: product, status });
  });

  it('answers 404 for a product the white-label tenant may not see, and 401 without a session', async () => {
    const { cookie } = await signInPartner(t.db, { tenant: 'sahyadri' });
    expect((await statusOf(cookie, 'fire')).statusCode).toBe(404);
    expect((await statusOf(cookie, 'group-hospicash')).json()).toEqual({ productCode: 'group-hospicash', status: 'AUTHORISED' });
    expect((await t.app.inject({ method: 'GET', url: '/api/partner-integration/public/products/fire/authorization-status' })).statusCode).toBe(401);
  });

  it('puts an unauthorised partner on the waitlist once, and leaves an authorised one authorised', async () => {
    const waiting = await signInPartner(t.db);
    expect((await joinWaitlist(waiting.cookie, 'shop')).json()).toEqual({ productCode: 'shop', status: 'WAITLISTED' });
    expect((await joinWaitlist(waiting.cookie, 'shop')).json()).toEqual({ productCode: 'shop', status: 'WAITLISTED' });
    expect((await statusOf(waiting.cookie, 'shop')).json()).toEqual({ productCode: 'shop', status: 'WAITLISTED' });

    const authorised = await signInPartner(t.db, { authorisedProducts: ['shop'] });
    expect((await joinWaitlist(authorised.cookie, 'shop')).json()).toEqual({ productCode: 'shop', status: 'AUTHORISED' });
  });

  it('refuses the view role any write with 403, while it can still read', async () => {
    const { cookie } = await signInPartner(t.db, { role: 'view' });
    const write = await joinWaitlist(cookie, 'shop');
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your account can view but not make changes' } });
    expect((await statusOf(cookie, 'shop')).json()).toEqual({ productCode: 'shop', status: 'NOT_AUTHORISED' });
  });

  it("answers the signed-in partner's details with their authorisations", async () => {
    const { partner, cookie } = await signInPartner(t.db, { tenant: 'mintlife', role: 'mint-pro', authorisedProducts: ['credit-life'] });
    await joinWaitlist(cookie, 'fire');
    const response = await t.app.inject({ method: 'GET', url: '/api/partner-integration/public/partner', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      partnerId: partner.id,
      dealerHash: partner.dealerHash,
      dealerName: partner.name,
      dealerUserName: partner.userName,
      mobile: partner.mobile,
      email: partner.email,
      role: 'mint-pro',
      tenant: 'mintlife',
      tenantName: 'Mint Life Distributors',
      language: null,
      authorisations: [
        { productCode: 'credit-life', status: 'AUTHORISED' },
        { productCode: 'fire', status: 'WAITLISTED' },
      ],
    });
  });
});
