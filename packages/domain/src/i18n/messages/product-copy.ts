import type { LifePlanDefinition } from '../../life/life-plan';
import type { LandingContent, PlanDefinition, ProductDefinition } from '../../products/product-definition';
import type { Language } from '../languages';
import { productCopy as hiProductCopy } from './hi-in/product-copy';
import { productCopy as mrProductCopy } from './mr-in/product-copy';

/**
 * The products' own copy in Hindi and Marathi (decision 0275). The English stays in the product file, the
 * one place of a product's rules and copy; a translation is keyed by the product's code and the English
 * sentence it translates, so a new or changed sentence has no translation until one is written (the test
 * product-copy.test.ts names it) and is shown in English meanwhile, never a stale translation.
 * Not part of the i18next catalogues: the API serves the products in the request's language, so no page
 * looks these up by key and the web's catalogue chunks do not carry them.
 */
export type ProductCopyTranslation = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Each language but English (whose copy is the product file's) with its translations. */
export const productCopyTranslations: Readonly<Record<Exclude<Language, 'en-IN'>, ProductCopyTranslation>> = {
  'hi-IN': hiProductCopy,
  'mr-IN': mrProductCopy,
};

type ProductCopy = Pick<ProductDefinition, 'landing' | 'plans'>;

/** The English sentences a reader sees of a product as one tenant sees it: landing content, plans' descriptions and benefits. */
export function copyOfProduct(product: ProductCopy): string[] {
  const landing: LandingContent = product.landing ?? {};
  const sentences = [
    landing.tagline,
    ...(landing.banners ?? []).flatMap((banner) => [banner.title, banner.text]),
    ...(landing.brochures ?? []).flatMap((brochure) => [brochure.title, brochure.summary]),
    ...(landing.faqs ?? []).flatMap((faq) => [faq.question, faq.answer]),
    landing.quoteDisclaimer,
    ...product.plans.flatMap((plan) => [plan.description, ...(plan.benefits ?? [])]),
  ];
  return [...new Set(sentences.filter((sentence): sentence is string => sentence !== undefined && sentence !== ''))];
}

/**
 * The covers' names a policy certificate of the product prints (policy-certificate.ts says them through
 * productSentenceIn): those of its sample quote. A cover the sample does not choose is in the plans' copy.
 */
function coverNamesOf(product: Pick<ProductDefinition, 'sale'>): string[] {
  const sale = product.sale;
  if (!sale?.covers) return [];
  const { quote } = sale.samples(new Date(2026, 0, 1));
  const sumInsured = Number(quote.sumInsured);
  return sale.covers(quote, Number.isFinite(sumInsured) ? sumInsured : undefined).map((cover) => cover.cover);
}

/** The English sentences of a product and of every tenant's variant of it, its certificates' cover names included. */
export function allCopyOfProduct(product: ProductDefinition): string[] {
  const variants = Object.values(product.tenantVariants ?? {}).map((variant) => ({ ...product, ...variant }));
  return [...new Set([product, ...variants].flatMap((variant) => [...copyOfProduct(variant), ...coverNamesOf(variant)]))];
}

type Say = (sentence: string) => string;

function landingIn(landing: LandingContent, say: Say): LandingContent {
  return {
    ...landing,
    ...(landing.tagline !== undefined ? { tagline: say(landing.tagline) } : {}),
    ...(landing.banners ? { banners: landing.banners.map((banner) => ({ title: say(banner.title), text: say(banner.text) })) } : {}),
    ...(landing.brochures
      ? { brochures: landing.brochures.map((brochure) => ({ ...brochure, title: say(brochure.title), summary: say(brochure.summary) })) }
      : {}),
    ...(landing.faqs ? { faqs: landing.faqs.map((faq) => ({ question: say(faq.question), answer: say(faq.answer) })) } : {}),
    ...(landing.quoteDisclaimer !== undefined ? { quoteDisclaimer: say(landing.quoteDisclaimer) } : {}),
  };
}

function planIn(plan: PlanDefinition, say: Say): PlanDefinition {
  return {
    ...plan,
    ...(plan.description !== undefined ? { description: say(plan.description) } : {}),
    ...(plan.benefits ? { benefits: plan.benefits.map(say) } : {}),
  };
}

/**
 * One sentence of a product's copy in `language` (a plan's benefit printed as a certificate's cover): in
 * English, of no product, or not translated yet, as it is.
 */
export function productSentenceIn(productCode: string | undefined, sentence: string, language: Language): string {
  if (language === 'en-IN' || productCode === undefined) return sentence;
  return productCopyTranslations[language][productCode]?.[sentence] ?? sentence;
}

/**
 * The product (its tenant's variant applied) with its copy in `language`: names, codes, prices and rules
 * unchanged; in English, the product itself. A sentence not translated yet stays in English.
 */
export function productInLanguage<P extends ProductCopy & Pick<ProductDefinition, 'code'>>(product: P, language: Language): P {
  if (language === 'en-IN') return product;
  const say: Say = (sentence) => productSentenceIn(product.code, sentence, language);
  return {
    ...product,
    plans: product.plans.map((plan) => planIn(plan, say)),
    ...(product.landing ? { landing: landingIn(product.landing, say) } : {}),
  };
}

/**
 * The sandbox life plans (life/plans/*.ts) are not product files but carry their own copy: their
 * translations sit under this key beside the products' codes, one entry per English sentence however many
 * plans say it (every plan's suicide exclusion is one sentence, translated once).
 */
export const LIFE_PLANS_COPY = 'life-plans';

type LifePlanCopy = Pick<LifePlanDefinition, 'tagline' | 'benefits' | 'riders' | 'exclusions' | 'samples'>;

/** The English sentences a reader sees of a life plan: tagline, benefits, riders, exclusions and the sample its starting premium is for. */
export function copyOfLifePlan(plan: LifePlanCopy): string[] {
  const sentences = [plan.tagline, ...plan.benefits, ...plan.riders, ...plan.exclusions, plan.samples[0]?.label];
  return [...new Set(sentences.filter((sentence): sentence is string => sentence !== undefined && sentence !== ''))];
}

/**
 * The life plan with its copy in `language` (its first sample's label is the "premium for" the pages show):
 * names, insurer, UIN, eligibility and prices unchanged; in English, the plan itself. A sentence not
 * translated yet stays in English.
 */
export function lifePlanInLanguage<P extends LifePlanCopy>(plan: P, language: Language): P {
  if (language === 'en-IN') return plan;
  const say: Say = (sentence) => productSentenceIn(LIFE_PLANS_COPY, sentence, language);
  return {
    ...plan,
    tagline: say(plan.tagline),
    benefits: plan.benefits.map(say),
    riders: plan.riders.map(say),
    exclusions: plan.exclusions.map(say),
    samples: plan.samples.map((sample, index) => (index === 0 ? { ...sample, label: say(sample.label) } : sample)),
  };
}
