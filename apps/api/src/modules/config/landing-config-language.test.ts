import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProductForTenant, landingConfigSchema, listProductsForTenant, toLandingConfig, type LandingConfig } from '@portal/domain';
import { productCopyTranslations } from '@portal/domain/messages/product-copy';
import { createTestApp, type TestApp } from '../../test-helper';

/** Every sentence of a landing config the products' copy gives (not names, prices or the tenant's consent). */
const copyOf = (config: LandingConfig) => [
  config.tagline,
  ...config.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ...config.banners.flatMap((banner) => [banner.title, banner.text]),
  ...config.brochures.map((brochure) => brochure.title),
  config.quoteDisclaimer,
  ...config.plans.flatMap((plan) => [plan.description, ...(plan.benefits ?? [])]),
];

describe("a product's landing config in the reader's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const landing = (code: string, acceptLanguage?: string, tenant = 'mintpro') =>
    t.app.inject({
      method: 'GET',
      url: `/api/configs/public/products/${code}/landingConfig?tenant=${tenant}`,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it('answers English, word for word the product file, without a header or when en-IN is asked', async () => {
    const product = findProductForTenant('vector-borne', 'mintpro')!;
    for (const acceptLanguage of [undefined, 'en-IN', 'ta-IN, en;q=0.5']) {
      const response = await landing('vector-borne', acceptLanguage);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(toLandingConfig(product, 'mintpro'));
      expect(response.json().tagline).toBe('Dengue and malaria cover for Rs 199 a year');
      expect(response.headers['content-language']).toBe('en-IN');
    }
  });

  it('answers the tagline, FAQs and plans in Hindi and Marathi, with names, codes and prices unchanged', async () => {
    const hindi = await landing('vector-borne', 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi.headers['content-language']).toBe('hi-IN');
    expect(hindi.headers.vary).toContain('Accept-Language');
    const config = landingConfigSchema.parse(hindi.json());
    expect(config.tagline).toBe('Rs 199 प्रति वर्ष में डेंगू और मलेरिया का बीमा कवर');
    expect(config.faqs[1]).toEqual({ question: 'क्या कोई प्रतीक्षा अवधि है?', answer: 'पॉलिसी के पहले 15 दिनों में पता चली बीमारी के दावों का भुगतान नहीं होता।' });
    expect(config.plans[0]).toMatchObject({ code: 'VECTOR_BORNE', name: 'Dengue & Malaria Cover', startingPrice: 19900 });
    expect(config.plans[0]?.description).toBe('वेक्टर-जनित बीमारी का पता चलने पर बीमा राशि एकमुश्त देती है।');
    expect(config.name).toBe('Vector Borne Disease Cover');

    const marathi = landingConfigSchema.parse((await landing('vector-borne', 'mr')).json());
    expect(marathi.tagline).toBe('वर्षाला Rs 199 मध्ये डेंग्यू आणि मलेरियाचे विमा संरक्षण');
    expect(marathi.plans[0]?.benefits).toContain('वैद्यकीय तपासणी नाही');
  });

  it.each(['hi-IN', 'mr-IN'] as const)('gives every product of every tenant its whole copy in %s', async (language) => {
    for (const tenant of ['mintpro', 'sahyadri'] as const) {
      for (const product of listProductsForTenant(tenant)) {
        const config = landingConfigSchema.parse((await landing(product.code, language, tenant)).json());
        const translations = Object.values(productCopyTranslations[language][product.code] ?? {});
        for (const sentence of copyOf(config).filter((text) => text !== undefined)) expect(translations, `${tenant} ${product.code}`).toContain(sentence);
      }
    }
  });

  it("says the white-label tenant's banners and brochure titles in Marathi, the brochure's address unchanged", async () => {
    const english = landingConfigSchema.parse((await landing('group-hospicash', 'en-IN', 'sahyadri')).json());
    const marathi = landingConfigSchema.parse((await landing('group-hospicash', 'mr-IN', 'sahyadri')).json());
    expect(marathi.banners[0]).toEqual({ title: 'रुग्णालयातील प्रत्येक दिवसासाठी रोख रक्कम', text: 'वर्षाला 15 किंवा 30 रोख दिवस निवडा, बिल कितीही असो, रक्कम मिळते.' });
    expect(marathi.brochures).toEqual([{ title: 'सह्याद्री ग्रुप हॉस्पिकॅश माहितीपत्रक (PDF)', url: english.brochures[0]?.url }]);
  });
});
