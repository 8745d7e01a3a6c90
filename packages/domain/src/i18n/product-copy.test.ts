import { describe, expect, it } from 'vitest';
import { lifeCatalogue } from '../life/life-catalogue';
import { lifeInsurers } from '../life/life-plan';
import { jslSmartTerm } from '../life/plans/jsl-smart-term';
import { catalogue, findProduct } from '../products/catalogue';
import { productForTenant } from '../products/product-definition';
import { vectorBorne } from '../products/vector-borne';
import {
  allCopyOfProduct,
  copyOfLifePlan,
  copyOfProduct,
  LIFE_PLANS_COPY,
  lifePlanInLanguage,
  productCopyTranslations,
  productInLanguage,
} from './messages/product-copy';
import { findLatinWords } from './latin-words';

const numbersOf = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((match) => match[0]);

describe.each(Object.entries(productCopyTranslations))('the products’ copy in %s', (_language, translations) => {
  it('translates every English sentence of every product, tenant variants included, and nothing else', () => {
    const withCopy = catalogue.filter((product) => allCopyOfProduct(product).length > 0);
    expect(Object.keys(translations).sort(), 'product codes').toEqual([...withCopy.map((product) => product.code), LIFE_PLANS_COPY].sort());
    for (const product of withCopy) {
      const english = allCopyOfProduct(product);
      const translated = Object.keys(translations[product.code] ?? {});
      expect(
        english.filter((sentence) => !translated.includes(sentence)),
        `${product.code}: English sentences without a translation`,
      ).toEqual([]);
      expect(
        translated.filter((sentence) => !english.includes(sentence)),
        `${product.code}: translations of sentences the product no longer says`,
      ).toEqual([]);
    }
  });

  it('writes each translation in Devanagari, keeps its amounts and numbers, and leaves only names and known abbreviations in Latin letters', () => {
    for (const product of catalogue) {
      const variants = [product, ...Object.values(product.tenantVariants ?? {}).map((variant) => ({ ...product, ...variant }))];
      const names = [product.name, ...variants.flatMap((variant) => variant.plans.map((plan) => plan.name))];
      for (const [english, text] of Object.entries(translations[product.code] ?? {})) {
        expect(/[\u0900-\u097F]/.test(text), english).toBe(true);
        expect(findLatinWords(text, names), english).toEqual([]);
        for (const number of numbersOf(english)) expect(numbersOf(text), `${english} → ${text}`).toContain(number);
      }
    }
  });

  it('translates every sentence the life plans show, and nothing they no longer say', () => {
    const english = [...new Set(lifeCatalogue.flatMap(copyOfLifePlan))];
    const translated = Object.keys(translations[LIFE_PLANS_COPY] ?? {});
    expect(
      english.filter((sentence) => !translated.includes(sentence)),
      'life plans: English sentences without a translation',
    ).toEqual([]);
    expect(
      translated.filter((sentence) => !english.includes(sentence)),
      'life plans: translations of sentences no plan says',
    ).toEqual([]);
  });

  it('writes the life plans in Devanagari, keeping their numbers, with only plan and insurer names in Latin letters', () => {
    const names = [...lifeCatalogue.map((plan) => plan.name), ...Object.values(lifeInsurers).map((insurer) => insurer.name)];
    for (const [english, text] of Object.entries(translations[LIFE_PLANS_COPY] ?? {})) {
      expect(/[\u0900-\u097F]/.test(text), english).toBe(true);
      expect(findLatinWords(text, names), english).toEqual([]);
      for (const number of numbersOf(english)) expect(numbersOf(text), `${english} → ${text}`).toContain(number);
    }
  });
});

describe('lifePlanInLanguage', () => {
  it('gives a life plan’s tagline, benefits, riders, exclusions and sample in Hindi and Marathi, its name and numbers unchanged', () => {
    const hindi = lifePlanInLanguage(jslSmartTerm, 'hi-IN');
    expect(hindi).toMatchObject({ productId: 'jsl-smart-term', name: 'Smart Term Protect', uin: '901N101V01', eligibility: jslSmartTerm.eligibility });
    expect(hindi.tagline).toBe('कम प्रीमियम पर केवल जीवन बीमा कवर, परिवार को एकमुश्त भुगतान');
    expect(hindi.benefits[0]).toBe('पॉलिसी अवधि के दौरान मृत्यु होने पर बीमित राशि का भुगतान नामिती को');
    expect(hindi.riders).toContain('गंभीर बीमारी (34 बीमारियाँ)');
    expect(hindi.exclusions[0]).toContain('आत्महत्या');
    expect(hindi.samples[0]).toMatchObject({ label: '30 वर्ष के पुरुष, धूम्रपान न करने वाले, 60 वर्ष की आयु तक Rs 1 करोड़', annualPremium: 11000 });
    const marathi = lifePlanInLanguage(jslSmartTerm, 'mr-IN');
    expect(marathi.benefits).toContain('असाध्य (टर्मिनल) आजार: निदान होताच विमा रक्कम आगाऊ दिली जाते');
    expect(copyOfLifePlan(marathi).every((sentence) => /[\u0900-\u097F]/.test(sentence))).toBe(true);
  });

  it('answers English with the plan itself, and keeps a sentence not yet translated in English', () => {
    expect(lifePlanInLanguage(jslSmartTerm, 'en-IN')).toBe(jslSmartTerm);
    const changed = { ...jslSmartTerm, tagline: 'A sentence written today' };
    expect(lifePlanInLanguage(changed, 'mr-IN').tagline).toBe('A sentence written today');
  });
});

describe('productInLanguage', () => {
  it('gives the landing content and the plans in Hindi and Marathi, names, codes and prices unchanged', () => {
    const hindi = productInLanguage(vectorBorne, 'hi-IN');
    expect(hindi.landing?.tagline).toBe('Rs 199 प्रति वर्ष में डेंगू और मलेरिया का बीमा कवर');
    expect(hindi.landing?.faqs?.[0]).toEqual({ question: 'बीमा कवर में क्या मिलता है?', answer: expect.stringContaining('एकमुश्त Rs 10,000') });
    expect(hindi.plans[0]).toMatchObject({
      code: 'VECTOR_BORNE',
      name: 'Dengue & Malaria Cover',
      startingPrice: 19900,
      benefits: expect.arrayContaining(['कोई मेडिकल जाँच नहीं']),
    });
    expect(productInLanguage(vectorBorne, 'mr-IN').landing?.tagline).toBe('वर्षाला Rs 199 मध्ये डेंग्यू आणि मलेरियाचे विमा संरक्षण');
    expect(copyOfProduct(hindi).every((sentence) => /[\u0900-\u097F]/.test(sentence))).toBe(true);
  });

  it('answers English with the product file itself', () => {
    expect(productInLanguage(vectorBorne, 'en-IN')).toBe(vectorBorne);
  });

  it('translates a tenant’s variant (its banners and brochures too)', () => {
    const sahyadri = productForTenant(findProduct('group-hospicash')!, 'sahyadri');
    const marathi = productInLanguage(sahyadri, 'mr-IN');
    expect(marathi.landing?.brochures?.[0]).toMatchObject({ id: 'sahyadri-hospicash', title: 'सह्याद्री ग्रुप हॉस्पिकॅश माहितीपत्रक (PDF)' });
    expect(marathi.landing?.banners?.map((banner) => banner.title)).toEqual([
      'रुग्णालयातील प्रत्येक दिवसासाठी रोख रक्कम',
      'तुमच्या शाखेत किंवा तुमच्या सह्याद्री प्रतिनिधीकडे नावनोंदणी करा',
    ]);
  });

  it('shows a sentence not translated yet in English rather than nothing', () => {
    const changed = { ...vectorBorne, landing: { ...vectorBorne.landing, tagline: 'A sentence written today' } };
    expect(productInLanguage(changed, 'hi-IN').landing?.tagline).toBe('A sentence written today');
  });
});
