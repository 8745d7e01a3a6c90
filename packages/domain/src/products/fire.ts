import type { FieldConfig, FieldOption } from '../fields/field-config';
import { messages } from '../validation/rule-messages';
import {
  commercialDocumentFields,
  commercialPremium,
  commercialProposalFields,
  commercialQuoteDisclaimer,
  commercialQuoteFields,
  sampleCommercialProposal,
  sampleCommercialQuote,
} from './commercial-cover';
import { generalInsurers } from './insurers';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const FIRE_PLAN = 'FIRE';

/** Sum insured of the building or the stock, each: Rs 1 lakh to Rs 50 crore (our underwriting band). */
export const FIRE_SUM_INSURED_MIN = 100000;
export const FIRE_SUM_INSURED_MAX = 500000000;

export const fireMessages = {
  sumInsuredMin: 'Sum insured should be at least Rs.100000',
  sumInsuredMax: 'Sum insured should not exceed Rs.500000000',
} as const;

/**
 * The base tariff, GST included, in paise per lakh (Rs 1,00,000) of building + stock sum insured, by
 * what the premises are used for: the more fire load, the higher the rate (docs/decisions/0034).
 */
export const fireRatesPerLakhPaise: Readonly<Record<string, number>> = {
  OFFICE: 2500,
  SHOP: 4000,
  RESTAURANT: 6000,
  WAREHOUSE: 7500,
  MANUFACTURING: 10000,
};

export const fireOccupancies: readonly FieldOption[] = [
  { value: 'OFFICE', label: 'Office' },
  { value: 'SHOP', label: 'Shop / Showroom' },
  { value: 'RESTAURANT', label: 'Restaurant / Hotel' },
  { value: 'WAREHOUSE', label: 'Warehouse / Godown' },
  { value: 'MANUFACTURING', label: 'Factory / Manufacturing' },
];

const sumInsuredRule = {
  name: 'amountBetween',
  min: FIRE_SUM_INSURED_MIN,
  max: FIRE_SUM_INSURED_MAX,
  invalidMessage: messages.sumInsured,
  minMessage: fireMessages.sumInsuredMin,
  maxMessage: fireMessages.sumInsuredMax,
} as const;

const quoteFields: readonly FieldConfig[] = [
  ...commercialQuoteFields,
  {
    name: 'occupancy',
    kind: 'select',
    inputType: 'text',
    label: 'Premises Used As',
    mandatory: true,
    options: fireOccupancies,
    requiredMessage: messages.chooseOption,
  },
  {
    name: 'buildingSumInsured',
    kind: 'amount',
    inputType: 'tel',
    label: 'Building Sum Insured (Rs)',
    // A tenant business insures only what it owns inside: the building is optional, the stock is not.
    mandatory: false,
    rule: sumInsuredRule,
    hint: 'Leave empty if the business does not own the building',
  },
  {
    name: 'stockSumInsured',
    kind: 'amount',
    inputType: 'tel',
    label: 'Stock & Contents Sum Insured (Rs)',
    mandatory: true,
    rule: sumInsuredRule,
    requiredMessage: messages.sumInsured,
  },
  ...commercialDocumentFields,
];

/** The base (Kavach) tariff premium in paise, before the insurer's loading and minimum. */
export function fireBasePremiumPaise(occupancy: string, buildingSumInsured: number, stockSumInsured: number): number {
  return ((buildingSumInsured + stockSumInsured) / 100000) * (fireRatesPerLakhPaise[occupancy] ?? 0);
}

export const fire: ProductDefinition = {
  code: 'fire',
  name: 'Fire Insurance',
  category: 'insurance',
  basePath: '/insurance',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 50000,
  plans: [
    {
      code: FIRE_PLAN,
      name: 'Fire Insurance',
      startingPrice: 50000,
      description: 'Buildings, stock and machinery against fire and allied perils.',
      benefits: ['Fire, lightning and explosion', 'Storm, flood and earthquake', 'Riot and malicious damage'],
    },
  ],
  // Commercial covers are quoted by the insurer's underwriters; only authorised partners sell them.
  requiresAuthorisation: true,
  payoutRateBps: 1500,
  landing: {
    tagline: 'Fire cover for businesses from Rs 500',
    faqs: [
      {
        question: 'How is the premium decided?',
        answer: 'From the sum insured and what the premises are used for, by the insurer you choose; policies start at Rs 500.',
      },
      { question: 'What is the mandate letter?', answer: "The customer's authorisation for us to place the policy with the insurer, signed before payment." },
    ],
    quoteDisclaimer: commercialQuoteDisclaimer,
  },
  sale: {
    insurers: generalInsurers,
    needsKyc: true,
    needsMandate: true,
    quote: { fields: quoteFields },
    proposal: { fields: commercialProposalFields() },
    calculatePremium: (quote) => {
      const building = Number(quote.buildingSumInsured || 0);
      const stock = Number(quote.stockSumInsured);
      return commercialPremium({
        planCode: FIRE_PLAN,
        productName: 'Fire Insurance',
        quote,
        sumInsured: building + stock,
        basePremium: fireBasePremiumPaise(String(quote.occupancy), building, stock),
      });
    },
    samples: (today) => ({
      quote: { ...sampleCommercialQuote, occupancy: 'SHOP', buildingSumInsured: '2000000', stockSumInsured: '1000000' },
      proposal: sampleCommercialProposal(today),
    }),
  },
};
