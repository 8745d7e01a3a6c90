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

export const MARINE_PLAN = 'MARINE';

/** Invoice value of one consignment: Rs 50,000 to Rs 5 crore (our underwriting band for a single transit). */
export const MARINE_CARGO_VALUE_MIN = 50000;
export const MARINE_CARGO_VALUE_MAX = 50000000;

export const marineMessages = {
  cargoValueMin: 'Cargo value should be at least Rs.50000',
  cargoValueMax: 'Cargo value should not exceed Rs.50000000',
} as const;

/** Base tariff, GST included, in paise per lakh of cargo value, by how the goods travel. */
export const marineRatesPerLakhPaise: Readonly<Record<string, number>> = {
  AIR: 8000,
  RAIL: 10000,
  ROAD: 15000,
  SEA: 20000,
};

/** Loading by what is carried, percent of the transit rate: fragile goods are damaged more often. */
export const marineCargoLoadingPercent: Readonly<Record<string, number>> = {
  GENERAL: 100,
  MACHINERY: 125,
  ELECTRONICS: 150,
  FRAGILE: 200,
};

export const marineTransitModes: readonly FieldOption[] = [
  { value: 'ROAD', label: 'Road' },
  { value: 'RAIL', label: 'Rail' },
  { value: 'AIR', label: 'Air' },
  { value: 'SEA', label: 'Sea (coastal)' },
];

export const marineCargoTypes: readonly FieldOption[] = [
  { value: 'GENERAL', label: 'General merchandise' },
  { value: 'MACHINERY', label: 'Machinery & spares' },
  { value: 'ELECTRONICS', label: 'Electronics' },
  { value: 'FRAGILE', label: 'Glass & fragile goods' },
];

const quoteFields: readonly FieldConfig[] = [
  ...commercialQuoteFields,
  {
    name: 'cargoValue',
    kind: 'amount',
    inputType: 'tel',
    label: 'Cargo Value (Rs)',
    mandatory: true,
    rule: {
      name: 'amountBetween',
      min: MARINE_CARGO_VALUE_MIN,
      max: MARINE_CARGO_VALUE_MAX,
      invalidMessage: messages.sumInsured,
      minMessage: marineMessages.cargoValueMin,
      maxMessage: marineMessages.cargoValueMax,
    },
    requiredMessage: messages.sumInsured,
    hint: 'Invoice value of the consignment',
  },
  {
    name: 'transitMode',
    kind: 'radio',
    inputType: 'text',
    label: 'Mode of Transit',
    mandatory: true,
    options: marineTransitModes,
    requiredMessage: messages.chooseOption,
  },
  {
    name: 'cargoType',
    kind: 'select',
    inputType: 'text',
    label: 'Type of Cargo',
    mandatory: true,
    options: marineCargoTypes,
    requiredMessage: messages.chooseOption,
  },
  ...commercialDocumentFields,
];

const transitFields: readonly FieldConfig[] = [
  { name: 'transitFrom', kind: 'text', inputType: 'text', label: 'Transit From (City)', mandatory: true, rule: { name: 'city' } },
  { name: 'transitTo', kind: 'text', inputType: 'text', label: 'Transit To (City)', mandatory: true, rule: { name: 'city' } },
];

/** The base (Kavach) tariff premium in paise, before the insurer's loading and minimum. */
export function marineBasePremiumPaise(cargoValue: number, transitMode: string, cargoType: string): number {
  return ((cargoValue / 100000) * (marineRatesPerLakhPaise[transitMode] ?? 0) * (marineCargoLoadingPercent[cargoType] ?? 0)) / 100;
}

export const marine: ProductDefinition = {
  code: 'marine',
  name: 'Marine Insurance',
  category: 'insurance',
  basePath: '/insurance',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 50000,
  plans: [
    {
      code: MARINE_PLAN,
      name: 'Marine Insurance',
      startingPrice: 50000,
      description: 'Goods in transit by road, rail, sea or air.',
      benefits: ['Accident, fire and overturning of the carrier', 'Theft and non-delivery', 'Loading and unloading damage'],
    },
  ],
  // Commercial covers are quoted by the insurer's underwriters; only authorised partners sell them.
  requiresAuthorisation: true,
  payoutRateBps: 1000,
  landing: {
    tagline: 'Cover goods in transit from Rs 500',
    faqs: [
      {
        question: 'How is the premium decided?',
        answer: 'From the cargo value, the mode of transit and the kind of goods, by the insurer you choose; policies start at Rs 500.',
      },
      { question: 'What is the mandate letter?', answer: "The customer's authorisation for us to place the policy with the insurer, signed before payment." },
    ],
    quoteDisclaimer: commercialQuoteDisclaimer,
  },
  sale: {
    insurers: generalInsurers,
    needsKyc: true,
    needsMandate: true,
    // SPEC §5/§6: the partner may not enter his own mobile or email as the customer's.
    refusesPartnerContact: true,
    quote: { fields: quoteFields },
    proposal: { fields: commercialProposalFields(transitFields) },
    calculatePremium: (quote) => {
      const cargoValue = Number(quote.cargoValue);
      return commercialPremium({
        planCode: MARINE_PLAN,
        productName: 'Marine Insurance',
        quote,
        sumInsured: cargoValue,
        basePremium: marineBasePremiumPaise(cargoValue, String(quote.transitMode), String(quote.cargoType)),
      });
    },
    samples: (today) => ({
      quote: { ...sampleCommercialQuote, cargoValue: '500000', transitMode: 'ROAD', cargoType: 'GENERAL' },
      proposal: { ...sampleCommercialProposal(today), transitFrom: 'Pune', transitTo: 'Nagpur' },
    }),
  },
};
