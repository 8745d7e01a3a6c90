import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';

describe('lookups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each([
    { url: '/api/products/mobile/brands', includes: { value: 'Samsung', label: 'Samsung' } },
    { url: '/api/products/mobile/states', includes: { value: 'Maharashtra', label: 'Maharashtra' } },
    { url: '/api/products/shop/occupancy', includes: { value: 'KIRANA', label: 'Kirana / Grocery Store' } },
  ])('answers $url as dropdown options', async ({ url, includes }) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual(includes);
  });

  it('answers the 36 states and union territories of India', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products/mobile/states' })).json()).toHaveLength(36);
  });

  it('answers the shop FAQ as questions and answers', async () => {
    const faqs = (await t.app.inject({ method: 'GET', url: '/api/products/shop/lookups/faq' })).json();
    expect(faqs.length).toBeGreaterThan(0);
    expect(faqs[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
  });

  it('answers the signed-in partner for the mobile journey', async () => {
    const { partner, cookie } = await signInPartner(t.db, { tenant: 'mintfin' });
    const response = await t.app.inject({ method: 'GET', url: '/api/products/mobile/partner', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dealerHash: partner.dealerHash,
      dealerName: partner.name,
      dealerUserName: partner.userName,
      mobile: partner.mobile,
      email: partner.email,
      tenant: 'mintfin',
      tenantName: 'Mint Finance',
      authorisedToSell: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/products/mobile/partner' })).statusCode).toBe(401);
  });
});
