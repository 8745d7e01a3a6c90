import { z } from 'zod';
import { PIN_CODE_PATTERN } from '../validation/rule-messages';
import { isValidAadhaar, aadhaarMessage, normaliseAadhaar } from '../validation/aadhaar';
import { customerLoanSteps } from '../journeys/routes/customer-loan-routes';

/**
 * The customer loan journey's API (decision 0083), under the customer's session for one lead:
 *   GET  /api/products/{productName}/customer/{providerCode}/leads/{leadId}/journey → customerJourneySchema
 *   POST the same path {step, answer}  → customerJourneySchema at the next step; another step than the
 *        current one → 409 { error: { code: 'WRONG_STEP', message, step } }
 */
const stepIds = customerLoanSteps.map(({ step }) => step) as [string, ...string[]];

export const customerJourneySchema = z.object({
  leadId: z.string(),
  /** The partner who sent the customer's link (his name), who helps when the journey cannot go on. */
  partnerName: z.string().nullable(),
  lender: z.string(),
  lenderName: z.string(),
  providerCode: z.string(),
  step: z.enum(stepIds),
  /** The web disables its back navigation here (disbursement-details, -reject, -success). */
  backNavigationDisabled: z.boolean(),
  final: z.boolean(),
  /** The offer the customer sees (amounts in paise). */
  offer: z.object({ amount: z.number().int(), tenureMonths: z.number().int(), annualRatePercent: z.number() }).nullable(),
  /** What the journey established, for the pages to show (never the Aadhaar or account number). */
  facts: z.object({
    aadhaarLast4: z.string().nullable(),
    bankName: z.string().nullable(),
    accountLast4: z.string().nullable(),
    umrn: z.string().nullable(),
    livelinessWidgetToken: z.string().nullable(),
    /** At mandate-callback: the e-mandate's signed answer, as the bank's page hands it back (sandbox: the API stands in for that page). */
    mandateResponse: z.string().nullable(),
    failureReason: z.string().nullable(),
  }),
});
export type CustomerJourney = z.infer<typeof customerJourneySchema>;

export const wrongStepErrorSchema = z.object({ error: z.object({ code: z.literal('WRONG_STEP'), message: z.string(), step: z.string() }) });

const empty = z.object({}).strict();
const retry = z.object({ retry: z.literal(true) }).strict();
export const customerLoanMessages = {
  ifsc: 'Enter valid IFSC code',
  accountNumber: 'Enter valid account number',
  accountHolderName: 'Enter the account holder’s name',
  nameMismatch: 'The name on this bank account does not match yours. Use an account in your own name',
  accountNotFound: 'This bank account could not be verified. Check the account number and IFSC',
  location: 'Allow location or enter your pin code',
  liveliness: 'The liveliness check did not pass. Please try again in good light',
  mandateAmount: 'The mandate amount is above the e-mandate limit',
  loanAmount: 'Enter a loan amount between ₹10,000 and ₹15,00,000',
  tenure: 'Choose a tenure between 6 and 60 months',
  income: 'Enter your monthly income',
} as const;

const answerSchemas = {
  'login-otp': empty,
  offer: z.object({ accept: z.literal(true, { message: 'Accept the offer to continue' }) }).strict(),
  stashfin: empty,
  'offer/confirm': z.object({ confirm: z.literal(true, { message: 'Confirm the offer to continue' }) }).strict(),
  location: z.union(
    [
      z.object({ latitude: z.number().min(6).max(38), longitude: z.number().min(68).max(98) }).strict(),
      z.object({ pinCode: z.string().regex(PIN_CODE_PATTERN, { message: 'Enter valid pin code' }) }).strict(),
    ],
    { message: customerLoanMessages.location },
  ),
  'presence-verification': empty,
  liveliness: z.object({ widgetToken: z.string().min(1).max(500), frames: z.number().int().min(1).max(60) }).strict(),
  'kyc-details': z
    .object({ aadhaar: z.string().transform(normaliseAadhaar).refine(isValidAadhaar, { message: aadhaarMessage }), consent: z.literal(true, { message: 'Please give your consent for KYC' }) })
    .strict(),
  'initiate-kyc': empty,
  'additional-details': z
    .object({
      employmentType: z.enum(['SALARIED', 'SELF_EMPLOYED'], { message: 'Choose your employment type' }),
      monthlyIncome: z.number({ message: customerLoanMessages.income }).int().min(1000, { message: customerLoanMessages.income }).max(100_000_000, { message: customerLoanMessages.income }),
    })
    .strict(),
  'bank-details': z
    .object({
      ifsc: z.string().trim().toUpperCase().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, { message: customerLoanMessages.ifsc }),
      accountNumber: z.string().trim().regex(/^\d{9,18}$/, { message: customerLoanMessages.accountNumber }),
      accountHolderName: z.string().trim().min(2, { message: customerLoanMessages.accountHolderName }).max(100, { message: customerLoanMessages.accountHolderName }),
    })
    .strict(),
  'kyc-callback': empty,
  'disbursement-details': empty,
  'disbursement-reject': empty,
  'disbursement-success': empty,
  'mandate-callback': z.object({ response: z.string().min(1).max(2000) }).strict(),
  apply: empty,
  'apply/details': z
    .object({
      loanAmount: z.number({ message: customerLoanMessages.loanAmount }).int().min(1_000_000, { message: customerLoanMessages.loanAmount }).max(150_000_000, { message: customerLoanMessages.loanAmount }),
      tenureMonths: z.number({ message: customerLoanMessages.tenure }).int().min(6, { message: customerLoanMessages.tenure }).max(60, { message: customerLoanMessages.tenure }),
    })
    .strict(),
  'apply/confirm': z.object({ confirm: z.literal(true, { message: 'Confirm the application to continue' }) }).strict(),
  'mandate-failure': retry,
  'kyc-failure': retry,
  'offer-failure': retry,
  offerApiFailure: retry,
} satisfies Record<(typeof customerLoanSteps)[number]['step'], z.ZodType>;
export const customerLoanAnswerSchemas = answerSchemas;

export const customerJourneyPostSchema = z.object({ step: z.enum(stepIds, { message: 'Unknown step' }), answer: z.record(z.string(), z.unknown()).default({}) });
export type CustomerJourneyPost = z.input<typeof customerJourneyPostSchema>;
