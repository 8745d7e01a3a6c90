import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, findProductForTenant, formatRupees, landingConfigSchema, tenants, type LandingConfig } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { pdfNamesFont, systemCodesInPdf } from '../../test-pdf-text';

/** The text a PDF draws: pdf-lib writes Flate-compressed content streams with hex-string Tj operators. */
function pdfText(bytes: Buffer): string {
  const texts: string[] = [];
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(bytes.toString('latin1')); match; match = streamPattern.exec(bytes.toString('latin1'))) {
    const start = match.index + match[0].length;
    const end = bytes.indexOf('endstream', start, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (fonts, metadata)
    }
    for (const tj of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) texts.push(Buffer.from(tj[1] ?? '', 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

const whiteLabelProducts = [
  { code: 'group-personal-accident', startingPrice: 5500, mintStartingPrice: 51900 },
  { code: 'group-hospicash', startingPrice: 46400, mintStartingPrice: 29900 },
] as const;

describe('the white-label tenant (Sahyadri Co-operative Bank)', () => {
  let t: TestApp;
  let sahyadri: string;
  let mintpro: string;
  beforeAll(async () => {
    t = await createTestApp();
    sahyadri = (await signInPartner(t.db, { tenant: 'sahyadri' })).cookie;
    mintpro = (await signInPartner(t.db, { tenant: 'mintpro' })).cookie;
  });
  afterAll(async () => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const landingOf = async (code: string, cookie?: string, query = ''): Promise<LandingConfig> => {
    const response = await get(`/api/configs/public/products/${code}/landingConfig${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return landingConfigSchema.parse(response.json());
  };

  it.each(whiteLabelProducts)(
    "shows a Sahyadri partner the bank's own $code landing: brand, prices, banners, brochures, FAQs, consent",
    async ({ code, startingPrice }) => {
      const landing = await landingOf(code, sahyadri);
      expect(landing).toMatchObject({
        sellerBrand: 'sahyadri',
        sellerBrandName: 'Sahyadri Co-operative Bank',
        startingPrice,
        consentText: tenants.sahyadri.consentText,
      });
      expect(landing.plans.map((plan) => plan.startingPrice)).toEqual([startingPrice]);
      expect(landing.tagline).toContain('Sahyadri Co-operative Bank');
      expect(landing.banners.length).toBeGreaterThan(0);
      expect(landing.faqs.map((faq) => faq.question)).toContain('Who can enrol?');
      expect(landing.brochures).toHaveLength(1);
      expect(landing.brochures[0]?.url).toMatch(new RegExp(`^/api/configs/public/products/${code}/brochures/[a-z-]+\\?tenant=sahyadri$`));
    },
  );

  it.each(whiteLabelProducts)('shows a Mint Pro partner none of it on $code: its own brand, price and consent', async ({ code, mintStartingPrice }) => {
    const whiteLabel = await landingOf(code, sahyadri);
    const landing = await landingOf(code, mintpro);
    expect(landing).toMatchObject({
      sellerBrand: 'mintpro',
      sellerBrandName: tenants.mintpro.name,
      startingPrice: mintStartingPrice,
      consentText: tenants.mintpro.consentText,
    });
    expect(landing.banners).not.toEqual(whiteLabel.banners);
    expect(landing.brochures).toEqual([]);
    expect(landing.faqs.map((faq) => faq.question)).not.toContain('Who can enrol?');
  });

  it('lets an anonymous visitor (a shared link) name the tenant, but never a signed-in partner of another tenant', async () => {
    expect((await landingOf('group-hospicash', undefined, '?tenant=sahyadri')).sellerBrand).toBe('sahyadri');
    expect((await landingOf('group-hospicash', mintpro, '?tenant=sahyadri')).sellerBrand).toBe('mintpro');
  });

  const otherProducts = catalogue.filter((product) => !findProductForTenant(product.code, 'sahyadri')).map((product) => product.code);
  it('offers the Sahyadri partner only its two verticals', async () => {
    expect(otherProducts.length).toBe(catalogue.length - 2);
    const listed = (await get('/api/product-catalog', sahyadri)).json().products.map((p: { code: string }) => p.code);
    expect(listed.sort()).toEqual(['group-hospicash', 'group-personal-accident']);
  });

  it.each(otherProducts)('answers the Sahyadri partner 404 for %s: landing, fields and quote', async (code) => {
    expect((await get(`/api/configs/public/products/${code}/landingConfig`, sahyadri)).statusCode).toBe(404);
    expect((await get(`/api/configs/public/products/${code}/fieldConfig/quote`, sahyadri)).statusCode).toBe(404);
    const quote = await t.app.inject({ method: 'POST', url: `/api/products/${code}/quotes`, headers: { cookie: sahyadri }, payload: {} });
    expect(quote.statusCode).toBe(404);
  });

  it.each(whiteLabelProducts)('serves the $code brochure as a PDF made from the catalogue', async ({ code, startingPrice }) => {
    const landing = await landingOf(code, sahyadri);
    const url = landing.brochures[0]?.url ?? '';
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="[a-z-]+\.pdf"$/);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(systemCodesInPdf(response.rawPayload)).toEqual([]);
    const text = pdfText(response.rawPayload);
    const product = findProductForTenant(code, 'sahyadri')!;
    expect(text).toContain('Sahyadri Co-operative Bank');
    expect(text).toContain(landing.brochures[0]?.title);
    const plan = product.plans[0]!;
    expect(text).toContain(`${plan.name}: from ${formatRupees(startingPrice)} a year`);
    for (const benefit of plan.benefits ?? []) expect(text).toContain(`- ${benefit}`);
    for (const faq of product.landing?.faqs ?? []) expect(text).toContain(faq.question);
    // The same document, rendered once and kept, for a second caller.
    expect((await get(url, sahyadri)).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("serves the brochure in the page's language (lang), else Accept-Language, each kept apart; refuses one it does not speak", async () => {
    const url = (await landingOf('group-hospicash', sahyadri)).brochures[0]?.url ?? '';
    const english = await get(url);
    expect(english.headers['content-language']).toBe('en-IN');
    const hindi = await t.app.inject({ method: 'GET', url: `${url}&lang=hi-IN`, headers: { 'accept-language': 'mr-IN' } });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-language']).toBe('hi-IN');
    expect(hindi.headers.vary).toContain('Accept-Language');
    // Hindi embeds Noto Sans Devanagari (brochure-pdf-languages.test.ts looks at what it draws); English stays Helvetica.
    expect(pdfNamesFont(hindi.rawPayload, 'NotoSansDevanagari')).toBe(true);
    expect(pdfNamesFont(english.rawPayload, 'NotoSansDevanagari')).toBe(false);
    const marathi = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'mr-IN' } });
    expect(marathi.headers['content-language']).toBe('mr-IN');
    expect(marathi.rawPayload.equals(hindi.rawPayload)).toBe(false);
    expect((await get(url)).rawPayload.equals(english.rawPayload)).toBe(true);
    expect((await get(`${url}&lang=fr-FR`)).json().error.code).toBe('VALIDATION');
  });

  it("refuses a brochure the caller's tenant does not have", async () => {
    const url = (await landingOf('group-hospicash', sahyadri)).brochures[0]?.url ?? '';
    const path = url.split('?')[0];
    expect((await get(url, mintpro)).statusCode).toBe(404);
    expect((await get(path ?? '')).statusCode).toBe(404);
    expect((await get('/api/configs/public/products/group-hospicash/brochures/no-such-brochure?tenant=sahyadri')).json().error.code).toBe('NOT_FOUND');
    expect((await get('/api/configs/public/products/vector-borne/brochures/sahyadri-hospicash?tenant=sahyadri')).statusCode).toBe(404);
    expect((await get('/api/configs/public/products/group-hospicash/brochures/x?tenant=nobody')).statusCode).toBe(400);
  });
});
