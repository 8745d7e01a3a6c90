import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogue,
  featureFlagKeys,
  fieldsForTenant,
  findProductForTenant,
  landingConfigSchema,
  listProductsForTenant,
  tenantCodes,
  tenants,
  type TenantCode,
} from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';

describe('configuration and catalogue', () => {
  let t: TestApp;
  const cookies = {} as Record<TenantCode, string>;
  beforeAll(async () => {
    t = await createTestApp();
    for (const tenant of tenantCodes) cookies[tenant] = (await signInPartner(t.db, { tenant })).cookie;
  });
  afterAll(async () => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('answers all six feature flags', async () => {
    const response = await get('/api/configs/features');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([...featureFlagKeys].sort());
    for (const value of Object.values(response.json())) expect(typeof value).toBe('boolean');
  });

  it.each(tenantCodes)("answers the %s partner's brand in the broker config", async (tenant) => {
    const response = await get('/api/configs/broker?source=fe', cookies[tenant]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      tenant,
      brandName: tenants[tenant].name,
      whiteLabel: tenants[tenant].whiteLabel,
      colours: { primary: tenants[tenant].primaryColour },
      consentText: tenants[tenant].consentText,
      contact: { email: expect.any(String), phone: expect.any(String), tollFree: expect.any(String) },
    });
    expect(Object.keys(response.json().features).sort()).toEqual([...featureFlagKeys].sort());
  });

  it('gives anonymous callers the default brand, or the tenant they name, and refuses an unknown source', async () => {
    expect((await get('/api/configs/broker?source=fe')).json().tenant).toBe('mintpro');
    expect((await get('/api/configs/broker?source=fe&tenant=sahyadri')).json().tenant).toBe('sahyadri');
    expect((await get('/api/configs/broker?source=fe&tenant=sahyadri', cookies.mintfin)).json().tenant).toBe('mintfin');
    expect((await get('/api/configs/broker?source=xx')).statusCode).toBe(400);
  });

  it.each(tenantCodes)('lists exactly the products the %s tenant may see', async (tenant) => {
    const response = await get('/api/product-catalog', cookies[tenant]);
    expect(response.statusCode).toBe(200);
    expect(response.json().tenant).toBe(tenant);
    expect(response.json().products.map((p: { code: string }) => p.code)).toEqual(listProductsForTenant(tenant).map((p) => p.code));
  });

  it('tells a signed-in partner his status for each product before he types; anonymous callers get none', async () => {
    const { cookie } = await signInPartner(t.db, { authorisedProducts: ['fire'] });
    await t.app.inject({ method: 'POST', url: '/api/product/marine/waitlist', headers: { cookie } });
    const statusOf = async (who?: string) =>
      Object.fromEntries(
        ((await get('/api/product-catalog', who)).json().products as { code: string; authorisation?: string }[]).map((p) => [p.code, p.authorisation]),
      );
    const partners = await statusOf(cookie);
    expect({ fire: partners.fire, marine: partners.marine, shop: partners.shop, 'vector-borne': partners['vector-borne'] }).toEqual({
      fire: 'AUTHORISED',
      marine: 'WAITLISTED',
      shop: 'NOT_AUTHORISED',
      'vector-borne': 'AUTHORISED',
    });
    expect(Object.values(await statusOf()).every((status) => status === undefined)).toBe(true);
  });

  it('limits the white-label tenant to group personal accident and group hospicash', async () => {
    const codes = (await get('/api/product-catalog', cookies.sahyadri)).json().products.map((p: { code: string }) => p.code);
    expect(codes.sort()).toEqual(['group-hospicash', 'group-personal-accident']);
    expect((await get('/api/product-catalog')).json().tenant).toBe('mintpro');
  });

  it('finds one catalogue entry by code or by name, and 404s an unknown one', async () => {
    const byCode = await get('/api/product-catalog/productName?productName=vector-borne');
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toMatchObject({ code: 'vector-borne', sellable: true });
    const byName = await get(`/api/product-catalog/productName?productName=${encodeURIComponent(byCode.json().name.toUpperCase())}`);
    expect(byName.json().code).toBe('vector-borne');
    expect((await get('/api/product-catalog/productName?productName=vector-borne', cookies.sahyadri)).statusCode).toBe(404);
    expect((await get('/api/product-catalog/productName?productName=no-such-product')).statusCode).toBe(404);
  });

  const visibility = tenantCodes.flatMap((tenant) => catalogue.map((product) => ({ tenant, code: product.code })));
  it.each(visibility)('serves the $code landing config to $tenant only where the tenant may see it', async ({ tenant, code }) => {
    const response = await get(`/api/configs/public/products/${code}/landingConfig`, cookies[tenant]);
    const visible = findProductForTenant(code, tenant);
    if (!visible) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      return;
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const landing = landingConfigSchema.parse(response.json());
    expect(landing).toMatchObject({ code, name: visible.name, consentText: tenants[tenant].consentText });
    expect(landing.startingPrice).toBe(visible.startingPrice);
    expect(landing.plans.map((p) => p.startingPrice)).toEqual(visible.plans.map((p) => p.startingPrice));
  });

  it("shows the white-label partner its own group hospicash variant and the default tenant's to anonymous callers", async () => {
    const whiteLabel = (await get('/api/configs/public/products/group-hospicash/landingConfig', cookies.sahyadri)).json();
    const anonymous = (await get('/api/configs/public/products/group-hospicash/landingConfig')).json();
    expect(whiteLabel.startingPrice).toBe(46400);
    expect(anonymous.startingPrice).toBe(29900);
    expect(anonymous.consentText).toBe(tenants.mintpro.consentText);
    expect((await get('/api/configs/public/products/vector-borne/landingConfig?tenant=sahyadri')).statusCode).toBe(404);
  });

  const sellable = catalogue.filter((p) => p.sale).flatMap((p) => (['quote', 'proposal'] as const).map((type) => ({ code: p.code, type })));
  it.each(sellable)('serves the $code $type fields as the domain defines them', async ({ code, type }) => {
    const response = await get(`/api/configs/public/products/${code}/fieldConfig/${type}`);
    expect(response.statusCode).toBe(200);
    const product = findProductForTenant(code, 'mintpro')!;
    // A proposal also names the fields that repeat a quote answer (pre-filled and locked by the form).
    const fromQuote = type === 'proposal' ? product.sale!.proposalAnswersFromQuote : undefined;
    const fields = type === 'proposal' ? fieldsForTenant(product.sale!.proposal.fields, 'mintpro') : product.sale!.quote.fields;
    expect(response.json()).toEqual(JSON.parse(JSON.stringify({ fields, fromQuote })));
  });

  const tenantProposals = tenantCodes.flatMap((tenant) =>
    listProductsForTenant(tenant)
      .filter((p) => p.sale?.proposal.fields.some((field) => field.name === 'paymentMode'))
      .map((p) => ({ tenant, code: p.code })),
  );
  it.each(tenantProposals)("offers the $tenant partner only his tenant's payment modes on the $code proposal (no MintPay)", async ({ tenant, code }) => {
    const response = await get(`/api/configs/public/products/${code}/fieldConfig/proposal`, cookies[tenant]);
    expect(response.statusCode).toBe(200);
    const paymentMode = response.json<{ fields: { name: string; options?: { value: string }[] }[] }>().fields.find((field) => field.name === 'paymentMode');
    expect(paymentMode?.options?.map((option) => option.value)).toEqual([...tenants[tenant].paymentModes]);
    expect(tenants[tenant].paymentModes).not.toContain('MINTPAY');
  });

  it('404s field config for a product without a sale definition and for one the tenant cannot see; 400s an unknown type', async () => {
    const withoutSale = catalogue.find((p) => !p.sale && p.tenants.includes('mintpro'));
    if (withoutSale) expect((await get(`/api/configs/public/products/${withoutSale.code}/fieldConfig/quote`)).statusCode).toBe(404);
    expect((await get('/api/configs/public/products/vector-borne/fieldConfig/quote', cookies.sahyadri)).statusCode).toBe(404);
    const badType = await get('/api/configs/public/products/vector-borne/fieldConfig/payment');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.code).toBe('VALIDATION');
  });

  it('documents every platform route in the OpenAPI document', async () => {
    const paths = Object.entries((await get('/api/docs/json')).json().paths as Record<string, Record<string, unknown>>);
    const documented = new Set(paths.flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)));
    for (const route of [
      'POST /api/services/public/otp/generate',
      'POST /api/services/public/otp/resend/{sessionId}',
      'POST /api/services/public/otp/validate',
      'GET /api/session',
      'POST /api/session/logout',
      'GET /api/partner-integration/public/partner',
      'GET /api/partner-integration/public/products/{productCode}/authorization-status',
      'POST /api/product/{productCode}/waitlist',
      'GET /api/configs/broker',
      'GET /api/configs/features',
      'GET /api/product-catalog',
      'GET /api/product-catalog/productName',
      'GET /api/configs/public/products/{productCode}/landingConfig',
      'GET /api/configs/public/products/{productCode}/fieldConfig/{configType}',
      'GET /api/configs/public/products/{productCode}/brochures/{brochureId}',
    ]) {
      expect(documented, route).toContain(route);
    }
  });
});
