import type { FieldConfig, FormValues } from '../fields/field-config';
import { fdBanks, lenderNames } from '../lending/lenders';
import { customerMobileField, customerNameField, loanMessages, sampleLoanCustomer } from './loan-fields';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

/** Banks that take fixed deposits through us: those whose lender file carries a rate card (lending/lenders/). */
export { fdBanks };
export const fdTenuresMonths = [6, 12, 18, 24, 36, 60] as const;
export const fdPayouts = [
  { value: 'CUMULATIVE', label: 'At maturity (interest added quarterly)' },
  { value: 'MONTHLY', label: 'Every month' },
  { value: 'QUARTERLY', label: 'Every quarter' },
] as const;
export type FdPayout = (typeof fdPayouts)[number]['value'];

/** FD sell (SPEC §2): bank, amount, tenure, payout and senior citizen, then the rate and maturity (lending/fd.ts). */
export const fdSellFields: readonly FieldConfig[] = [
  customerNameField,
  { ...customerMobileField, hint: 'The customer gets the booking link on this number' },
  {
    name: 'bank',
    kind: 'select',
    inputType: 'text',
    label: 'Bank',
    mandatory: true,
    options: fdBanks.map((code) => ({ value: code, label: lenderNames[code] })),
    requiredMessage: loanMessages.selectBank,
  },
  {
    name: 'amount',
    kind: 'amount',
    inputType: 'tel',
    label: 'Deposit Amount (Rs)',
    mandatory: true,
    rule: {
      name: 'amountBetween',
      min: 1000,
      max: 10000000,
      invalidMessage: loanMessages.depositAmount,
      minMessage: loanMessages.depositMin,
      maxMessage: loanMessages.depositMax,
    },
    maxLength: 8,
  },
  {
    name: 'tenureMonths',
    kind: 'select',
    inputType: 'text',
    label: 'Deposit Tenure',
    mandatory: true,
    options: fdTenuresMonths.map((m) => ({ value: String(m), label: m % 12 === 0 ? `${m / 12} year${m === 12 ? '' : 's'}` : `${m} months` })),
    requiredMessage: loanMessages.selectTenure,
  },
  {
    name: 'payout',
    kind: 'radio',
    inputType: 'text',
    label: 'Interest Payout',
    mandatory: true,
    options: fdPayouts,
    requiredMessage: loanMessages.selectPayout,
    defaultValue: 'CUMULATIVE',
  },
  {
    name: 'seniorCitizen',
    kind: 'checkbox',
    inputType: 'checkbox',
    label: 'The customer is 60 or older (senior citizen rate)',
    mandatory: false,
    defaultValue: false,
  },
];

export function sampleFdSell(today: Date): FormValues {
  const { fullName, mobile } = sampleLoanCustomer(today);
  return { fullName: fullName!, mobile: mobile!, bank: 'IDFC_FIRST', amount: '100000', tenureMonths: '12', payout: 'CUMULATIVE', seniorCitizen: false };
}

/** Product code 'FD' as the spec and its routes spell it (/products/FD/sell). */
export const fd: ProductDefinition = {
  code: 'FD',
  name: 'Easy FD',
  category: 'lending',
  basePath: '/products',
  sellerBrand: 'mintfin',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  payoutRateBps: 50,
  landing: {
    tagline: 'Fixed deposits with leading banks, opened online',
    faqs: [{ question: 'Is the deposit insured?', answer: 'Deposits in banks are insured by DICGC up to Rs 5 lakh per depositor per bank.' }],
  },
  sell: { form: { fields: fdSellFields }, sample: sampleFdSell },
};
