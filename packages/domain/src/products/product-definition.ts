import type { z } from 'zod';
import type { FieldConfig, FormValues } from '../fields/field-config';
import type { Paise } from '../money';
import type { TenantCode } from '../tenants';
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
  /** Whether the customer must sign a mandate letter (a PDF) before payment (SPEC §7: fire, marine, workmen). */
  needsMandate?: boolean;
  /**
   * Valid example values of both forms, as of `today` (dates such as a purchase date or a date of birth
   * depend on it). Used by the API and browser tests generated from the catalogue and by the benchmark,
   * so a new product is covered without a new test file.
   */
  samples: (today: Date) => { quote: FormValues; proposal: FormValues };
}

/** A landing page's extra content (brochures, FAQs, banners). */
export interface LandingContent {
  tagline?: string;
  brochures?: readonly { title: string; url: string }[];
  faqs?: readonly { question: string; answer: string }[];
  banners?: readonly { title: string; text: string }[];
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
  landing?: LandingContent;
  sale?: SaleDefinition;
  /** Variants for a tenant (the white-label tenant's options and prices). */
  tenantVariants?: Partial<Record<TenantCode, Partial<Pick<ProductDefinition, 'plans' | 'startingPrice' | 'landing' | 'sale'>>>>;
}

/** The product as one tenant sees it: tenant variants applied. */
export function productForTenant(product: ProductDefinition, tenant: TenantCode): ProductDefinition {
  const variant = product.tenantVariants?.[tenant];
  return variant ? { ...product, ...variant } : product;
}
