import type { z } from 'zod';
import type { FieldConfig, FormValues } from '../fields/field-config';
import type { Paise } from '../money';
import type { TenantCode } from '../tenants';
import type { FreeLookTerms } from './free-look';
import type { InsurerCode } from './insurers';

export const productCategories = ['insurance', 'lending', 'life'] as const;
export type ProductCategory = (typeof productCategories)[number];

export interface PlanDefinition {
  code: string;
  name: string;
  /** Lowest total premium (or fee) of this plan, in paise, shown as "Rs 1,200" on the landing page. */
  startingPrice: Paise;
  description?: string;
  benefits?: readonly string[];
}

/**
 * What one cover pays, as data: the certificate says it in its language by the catalogue's
 * policyPdf.coverAmount.<pays> ("Rs 10,00,000", "Up to Rs 50,000 a year", "Rs 2,500 a week, for up to 104 weeks").
 */
export type CoverAmount =
  { pays: 'sumInsured' | 'upTo' | 'upToShare' | 'upToAYear'; rupees: number } | { pays: 'perWeek'; rupees: number; weeks: number } | { pays: 'asInSchedule' };

/** One cover of a policy and what it pays. */
export interface PolicyCover {
  cover: string;
  sumInsured: CoverAmount;
}

/** What a quote costs. Premiums are integer paise; GST is added on top of the net premium. */
export interface Premium {
  planCode: string;
  sumInsured?: number;
  netPremium: Paise;
  gst: Paise;
  totalPremium: Paise;
  /** Human-readable lines explaining how the premium was made, shown to the partner. */
  breakdown: readonly { label: string; amount: Paise }[];
}

/** A form (quote or proposal): its fields and the cross-field checks the fields alone cannot express. */
export interface FormDefinition {
  fields: readonly FieldConfig[];
  /** Extra rules over the parsed values (e.g. a plan-dependent option); messages from the spec. */
  refine?: (values: FormValues, ctx: z.RefinementCtx) => void;
}

/** How a product is quoted, proposed and priced; present on products sellable end to end. */
export interface SaleDefinition {
  quote: FormDefinition;
  proposal: FormDefinition;
  /** Prices a valid quote. Pure; the same function runs for the landing page's starting price test. */
  calculatePremium: (quote: FormValues) => Premium;
  /**
   * Insurers that underwrite it, the default first. With two or more, the quote form has an `insurer`
   * field ('Select Insurer') and `/aggregator/quotes` prices every insurer side by side; calculatePremium
   * reads `quote.insurer` (absent: the first).
   */
  insurers: readonly InsurerCode[];
  /** Whether the proposal needs a passed KYC (the insurer's thin-layer KYC) before payment. */
  needsKyc?: boolean;
  /**
   * Server-only: the proposal may not carry the selling partner's own mobile or email (SPEC §5/§6,
   * marine and workmen): 'You cannot enter your own mobile number!' / 'You cannot enter your own email!'.
   */
  refusesPartnerContact?: boolean;
  /**
   * Server check of a proposal against the quote it accepts (both already valid on their own), e.g.
   * dobMatchesQuotedAge; answers field → message, empty when they agree.
   */
  checkAgainstQuote?: (quote: FormValues, proposal: FormValues, today: Date) => Record<string, string>;
  /**
   * Proposal fields that repeat a quote answer, proposal field → quote field (e.g. the shop's pin code,
   * asked at the quote as pinCode and in the shop's address as shopPinCode): the proposal form starts from
   * the quote's answer and locks it with a link back to the quote; the API refuses a proposal where it
   * differs (carriedQuoteAnswers, changedQuoteAnswers; decision 0064).
   */
  proposalAnswersFromQuote?: Readonly<Record<string, string>>;
  /** Whether the customer must sign a mandate letter (a PDF) before payment (SPEC §7: fire, marine, workmen; term, decision 0092). */
  needsMandate?: boolean;
  /**
   * The covers a policy of this quote gives and the sum insured of each, as its certificate prints them
   * (decision 0172); absent: the plan's benefits under the one sum insured (policyCoversOf).
   */
  covers?: (quote: FormValues, sumInsured: number | undefined) => readonly PolicyCover[];
  /**
   * A declaration the customer ticks to sign the mandate, beside the consent (e.g. sachet term's good
   * health, as the cover has no medical); printed in the letter. Decision 0092.
   */
  mandateDeclaration?: string;
  /**
   * Valid example values of both forms, as of `today` (dates such as a purchase date or a date of birth
   * depend on it). Used by the API and browser tests generated from the catalogue and by the benchmark,
   * so a new product is covered without a new test file.
   */
  samples: (today: Date) => { quote: FormValues; proposal: FormValues };
}

/**
 * A loan's or deposit's sell form (personal and home loan "Enter Loan Details", business loans, FD,
 * LAMF): one form, validated by both sides with buildFormSchema(form.fields, form.refine), whose answers
 * start a lending application (api/lending.ts).
 */
export interface SellDefinition {
  form: FormDefinition;
  /** Valid example answers as of `today`, for tests and the benchmark. */
  sample: (today: Date) => FormValues;
}

/**
 * A brochure of a landing page. Its PDF is generated by the API from the product as the tenant sees it
 * (name, plans, starting prices, benefits, seller brand), so it cannot drift from the catalogue;
 * `id` names it in the URL (landingConfig serves the URL, see api/catalogue.ts brochureUrl).
 */
export interface BrochureDefinition {
  id: string;
  title: string;
  /** Opening paragraph of the document. */
  summary: string;
}

/** A landing page's extra content (brochures, FAQs, banners). */
export interface LandingContent {
  tagline?: string;
  brochures?: readonly BrochureDefinition[];
  faqs?: readonly { question: string; answer: string }[];
  banners?: readonly { title: string; text: string }[];
  /** Shown under the quote form (fire and marine: the toll-free line, SPEC §9). */
  quoteDisclaimer?: string;
}

export interface ProductDefinition {
  /** The product code: file name, URL segment and stored value alike. */
  code: string;
  /** The vertical name, shown as the landing page header. */
  name: string;
  category: ProductCategory;
  /** Landing route base: /products/{code} or /insurance/{code}. */
  basePath: '/products' | '/insurance';
  sellerBrand: TenantCode;
  /** Tenants that may see and sell it. */
  tenants: readonly TenantCode[];
  /** Lowest starting price among plans, in paise (SPEC §9); absent where the spec gives none. */
  startingPrice?: Paise;
  plans: readonly PlanDefinition[];
  /** Whether a partner needs a per-product authorisation to sell it. */
  requiresAuthorisation: boolean;
  /**
   * The partner's payout (commission) in basis points of the sale (decision 0116): of the premium without
   * GST for a policy, of the amount disbursed for a loan or deposit; 0 where nothing is paid.
   */
  payoutRateBps: number;
  landing?: LandingContent;
  sale?: SaleDefinition;
  /** Lending products: the sell form. */
  sell?: SellDefinition;
  /**
   * The free-look period of its policies (free-look.ts, decision 0101): life and health covers 30 days
   * (IRDAI 2024, regulation 20); absent for general insurance, which has none.
   */
  freeLook?: FreeLookTerms;
  /** Variants for a tenant (the white-label tenant's options, prices, content and seller brand). */
  tenantVariants?: Partial<
    Record<TenantCode, Partial<Pick<ProductDefinition, 'plans' | 'startingPrice' | 'landing' | 'sale' | 'sellerBrand' | 'payoutRateBps'>>>
  >;
}

/** The product as one tenant sees it: tenant variants applied. */
export function productForTenant(product: ProductDefinition, tenant: TenantCode): ProductDefinition {
  const variant = product.tenantVariants?.[tenant];
  return variant ? { ...product, ...variant } : product;
}
