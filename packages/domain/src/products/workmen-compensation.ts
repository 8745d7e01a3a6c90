import type { FieldConfig, FieldOption } from '../fields/field-config';
import { messages } from '../validation/rule-messages';
import {
  commercialDocumentFields,
  commercialPremium,
  commercialProposalFields,
  commercialQuoteFields,
  sampleCommercialProposal,
  sampleCommercialQuote,
} from './commercial-cover';
import { generalInsurers } from './insurers';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const WORKMEN_PLAN = 'WORKMEN_COMPENSATION';

/** Workers on one policy and their average monthly wage (our underwriting band; larger risks are rated by hand). */
export const WORKMEN_WORKERS_MIN = 1;
export const WORKMEN_WORKERS_MAX = 500;
export const WORKMEN_WAGE_MIN = 5000;
export const WORKMEN_WAGE_MAX = 200000;

export const workmenMessages = {
  numberOfWorkers: 'Number of workers should be between 1 and 500',
  monthlyWage: 'Enter valid monthly wage',
  monthlyWageMin: 'Monthly wage should be at least Rs.5000',
  monthlyWageMax: 'Monthly wage should not exceed Rs.200000',
} as const;

/**
 * Base tariff, GST included, in basis points (1/100 of a percent) of the annual wage roll, by the work
 * done: the Employees' Compensation Act liability grows with the risk of injury.
 */
export const workmenRatesBasisPoints: Readonly<Record<string, number>> = {
  CLERICAL: 10,
  SKILLED: 50,
  MANUAL: 100,
  HAZARDOUS: 250,
};

export const workmenOccupationClasses: readonly FieldOption[] = [
  { value: 'CLERICAL', label: 'Office & clerical staff' },
  { value: 'SKILLED', label: 'Skilled workers (technicians, drivers)' },
  { value: 'MANUAL', label: 'Manual labour (loading, construction helpers)' },
  { value: 'HAZARDOUS', label: 'Hazardous work (chemicals, heights, mining)' },
];

const quoteFields: readonly FieldConfig[] = [
  ...commercialQuoteFields,
  {
    name: 'numberOfWorkers',
    kind: 'text',
    inputType: 'tel',
    label: 'Number of Workers',
    mandatory: true,
    rule: { name: 'integerBetween', min: WORKMEN_WORKERS_MIN, max: WORKMEN_WORKERS_MAX, message: workmenMessages.numberOfWorkers },
    requiredMessage: workmenMessages.numberOfWorkers,
    maxLength: 3,
  },
  {
    name: 'monthlyWage',
    kind: 'amount',
    inputType: 'tel',
    label: 'Average Monthly Wage per Worker (Rs)',
    mandatory: true,
    rule: {
      name: 'amountBetween',
      min: WORKMEN_WAGE_MIN,
      max: WORKMEN_WAGE_MAX,
      invalidMessage: workmenMessages.monthlyWage,
      minMessage: workmenMessages.monthlyWageMin,
      maxMessage: workmenMessages.monthlyWageMax,
    },
    requiredMessage: workmenMessages.monthlyWage,
  },
  {
    name: 'occupationClass',
    kind: 'select',
    inputType: 'text',
    label: 'Nature of Work',
    mandatory: true,
    options: workmenOccupationClasses,
    requiredMessage: messages.chooseOption,
  },
  ...commercialDocumentFields,
];

/** The annual wage roll in rupees: what the liability (and the premium) is measured on. */
export const annualWageRoll = (workers: number, monthlyWage: number) => workers * monthlyWage * 12;

/** The base (Kavach) tariff premium in paise, before the insurer's loading and minimum. */
export function workmenBasePremiumPaise(workers: number, monthlyWage: number, occupationClass: string): number {
  return (annualWageRoll(workers, monthlyWage) * 100 * (workmenRatesBasisPoints[occupationClass] ?? 0)) / 10000;
}

export const workmenCompensation: ProductDefinition = {
  code: 'workmen-compensation',
  name: "Workmen's Compensation",
  category: 'insurance',
  basePath: '/insurance',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 50000,
  plans: [
    {
      code: WORKMEN_PLAN,
      name: "Workmen's Compensation",
      startingPrice: 50000,
      description: "The employer's liability for employees injured at work.",
      benefits: ['Death and permanent disability compensation', 'Temporary disablement wages', 'Medical expenses of the injured worker'],
    },
  ],
  // Commercial covers are quoted by the insurer's underwriters; only authorised partners sell them.
  requiresAuthorisation: true,
  payoutRateBps: 1000,
  landing: {
    tagline: "Employer's liability cover from Rs 500",
    faqs: [
      {
        question: 'How is the premium decided?',
        answer: 'From the annual wage roll and the nature of work, by the insurer you choose; policies start at Rs 500.',
      },
      { question: 'What is the mandate letter?', answer: "The customer's authorisation for us to place the policy with the insurer, signed before payment." },
    ],
  },
  sale: {
    insurers: generalInsurers,
    needsKyc: true,
    needsMandate: true,
    // SPEC §5/§6: the partner may not enter his own mobile or email as the customer's.
    refusesPartnerContact: true,
    quote: { fields: quoteFields },
    proposal: { fields: commercialProposalFields() },
    calculatePremium: (quote) => {
      const workers = Number(quote.numberOfWorkers);
      const wage = Number(quote.monthlyWage);
      return commercialPremium({
        planCode: WORKMEN_PLAN,
        productName: "Workmen's Compensation",
        quote,
        sumInsured: annualWageRoll(workers, wage),
        basePremium: workmenBasePremiumPaise(workers, wage, String(quote.occupationClass)),
      });
    },
    samples: (today) => ({
      quote: { ...sampleCommercialQuote, numberOfWorkers: '5', monthlyWage: '15000', occupationClass: 'CLERICAL' },
      proposal: sampleCommercialProposal(today),
    }),
  },
};
