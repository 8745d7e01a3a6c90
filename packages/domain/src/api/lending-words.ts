import type { FieldConfig } from '../fields/field-config';

/*
 * The lending pages' words and form fields, without zod: the offers, offer and customer's confirmation pages
 * paint with them and fetch their schemas later (decision 0281). lending-offers.ts and
 * lending-links-and-providers.ts re-export them beside the schemas.
 */

/** The ranking rule, shown to the partner above the offers (as the aggregator's is, decision 0036). */
export const OFFER_RANKING_RULE =
  'Offers are ordered by APR, the yearly cost of the loan with all fees, lowest first; for the same APR, the larger amount and then the lower EMI come first. No lender pays to be placed higher.';

/** A lender asked that did not answer before the offers' deadline: its reason among the declined. */
export const NO_LENDER_ANSWER_REASON = 'No answer from the lender in time';

export const KFS_ACK_REQUIRED_MESSAGE = 'The customer must confirm reading the Key Fact Statement';
/** The partner's form of that acknowledgement: one box, checked by kfsAcknowledgeBodySchema (lending-offers.ts). */
export const kfsAcknowledgeFields: readonly FieldConfig[] = [
  {
    name: 'acknowledged',
    kind: 'checkbox',
    inputType: 'checkbox',
    label: 'The customer has read the Key Fact Statement and understood the charges',
    mandatory: false,
  },
];

export const LOAN_ALREADY_DISBURSED_MESSAGE = 'This loan is already disbursed. There is nothing more to do on this link';
/** The customer's confirmation on their link (lendingConfirmationSchema, lending-links-and-providers.ts): the full name typed, and the consent to the loan (its KFS read) or to the deposit. */
export const lendingConfirmationFields = (forLoan: boolean): readonly FieldConfig[] => [
  { name: 'fullName', kind: 'text', inputType: 'text', label: 'Your full name', mandatory: false, maxLength: 120 },
  {
    name: 'consent',
    kind: 'checkbox',
    inputType: 'checkbox',
    label: forLoan ? 'I have read the Key Fact Statement and I want to go ahead with this loan' : 'I want to open this deposit',
    mandatory: false,
  },
];
