import { z } from 'zod';
import type { SanctionLimits } from '../lending/sanction';
import { PIN_CODE_PATTERN } from '../validation/rule-messages';
import { applyDetailsSchema, customerLoanAnswerSchemas } from './customer-loans';
import { ACCOUNTS_DIFFER_MESSAGE, LOAN_CONSENT_MESSAGE, LOAN_PIN_CODE_MESSAGE } from './customer-loan-fields';

/*
 * The schemas of the customer loan journey's forms (customer-loan-fields.ts): each checks what the customer
 * typed (strings, as a form holds them) into the step's answer, the one the server checks
 * (customerLoanAnswerSchemas). The web fetches them with the form's validation, after the page has painted.
 */

const consentSchema = z.literal(true, { message: LOAN_CONSENT_MESSAGE });
export const loanConsentFormSchema = z.object({ consent: consentSchema });
/** A step with nothing to tick or type: one button. */
export const loanEmptyFormSchema = z.object({});

const digitsOf = (text: unknown) => (typeof text === 'string' && text.trim() !== '' ? Number(text) : undefined);

export const kycDetailsFormSchema = customerLoanAnswerSchemas['kyc-details'].extend({ consent: consentSchema });

export const additionalDetailsFormSchema = z
  .object({ employmentType: z.unknown(), monthlyIncome: z.unknown() })
  .transform(({ employmentType, monthlyIncome }) => ({ employmentType, monthlyIncome: digitsOf(monthlyIncome) }))
  .pipe(customerLoanAnswerSchemas['additional-details']);

/** apply/details: the amount typed in rupees, sent in paise, within the sanction's range where there is one. */
export function applyDetailsFormSchema(limits: SanctionLimits | null) {
  return z
    .object({ loanAmount: z.unknown(), tenureMonths: z.unknown() })
    .transform(({ loanAmount, tenureMonths }) => {
      const rupees = digitsOf(loanAmount);
      return { loanAmount: rupees === undefined ? undefined : rupees * 100, tenureMonths: digitsOf(tenureMonths) };
    })
    .pipe(applyDetailsSchema(limits));
}

const bankAnswerSchema = customerLoanAnswerSchemas['bank-details'];
export const bankDetailsFormSchema = bankAnswerSchema
  .extend({ confirmAccountNumber: z.string() })
  .refine((value) => value.confirmAccountNumber === value.accountNumber, {
    path: ['confirmAccountNumber'],
    message: ACCOUNTS_DIFFER_MESSAGE,
    // Said once the account number itself is right, whatever the other fields say.
    when: (payload) => bankAnswerSchema.shape.accountNumber.safeParse((payload.value as { accountNumber?: unknown }).accountNumber).success,
  })
  .transform(({ confirmAccountNumber: _typedTwice, ...answer }) => answer);

export const loanPinCodeFormSchema = z.object({ pinCode: z.string().regex(PIN_CODE_PATTERN, { message: LOAN_PIN_CODE_MESSAGE }) });
