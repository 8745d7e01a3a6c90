import { z } from 'zod';
import { PIN_CODE_PATTERN } from '../validation/rule-messages';
import { isValidAadhaar, aadhaarMessage, normaliseAadhaar } from '../validation/aadhaar';
import { customerLoanSteps } from '../journeys/routes/customer-loan-routes';
import { kfsSchema } from './lending';
import { languageSchema } from '../i18n/language-schema';
import { sanctionMessages, type SanctionLimits } from '../lending/sanction';
import { loanErrors } from '../i18n/messages/en-in/loan-words';
import { IFSC_PATTERN } from './customer-loan-fields';

/**
 * The customer loan journey's API (decision 0083), under the customer's session for one lead:
 *   GET  /api/products/{productName}/customer/{providerCode}/leads/{leadId}/journey → customerJourneySchema
 *   POST the same path {step, answer}  → customerJourneySchema at the next step; another step than the
 *        current one → 409 { error: { code: 'WRONG_STEP', message, step } }
 */
const stepIds = customerLoanSteps.map(({ step }) => step) as [string, ...string[]];

export const customerJourneySchema = z.object({
  leadId: z.string(),
  /** The brand of whose lead it is (the lead's tenant; decision 0175), on every step the customer sees. */
  brandName: z.string(),
  brandColour: z.string().optional(),
  /** The lead's customer language (decision 0245): every step is said in it, whatever the address carries. */
  language: languageSchema,
  /** The partner who sent the customer's link (his name), who helps when the journey cannot go on. */
  partnerName: z.string().nullable(),
  lender: z.string(),
  lenderName: z.string(),
  providerCode: z.string(),
  step: z.enum(stepIds),
  /** The web disables its back navigation here (disbursement-details, -reject, -success). */
  backNavigationDisabled: z.boolean(),
  final: z.boolean(),
  /** The offer the customer sees, read off the current KFS record (amounts in paise). */
  offer: z
    .object({
      amount: z.number().int(),
      tenureMonths: z.number().int(),
      annualRatePercent: z.number(),
      emi: z.number().int(),
      aprPercent: z.number(),
      netDisbursed: z.number().int(),
    })
    .nullable(),
  /**
   * The Key Facts Statement the customer must acknowledge before accepting (decision 0141): the current
   * record's id (the offer step's answer names it), whether this customer acknowledged it, the statement,
   * and its PDF in the customer's own session.
   */
  kfs: z.object({ id: z.string(), acknowledged: z.boolean(), statement: kfsSchema, pdfUrl: z.string() }).nullable(),
  /** Where the customer chooses amount and tenure (apply/details): what the lender sanctioned, the most they may choose. */
  limits: z
    .object({ minAmount: z.number().int(), maxAmount: z.number().int(), minTenureMonths: z.number().int(), maxTenureMonths: z.number().int() })
    .nullable(),
  /** What the e-mandate authorises (NPCI NACH, decision 0142), from the acknowledged KFS; the reference (UMRN) once registered. */
  mandate: z
    .object({
      maxAmount: z.number().int(),
      frequency: z.literal('MNTH'),
      firstDebitDate: z.string(),
      lastDebitDate: z.string(),
      debits: z.number().int(),
      bankName: z.string(),
      accountMasked: z.string(),
      lenderName: z.string(),
      umrn: z.string().nullable(),
    })
    .nullable(),
  /** The money: the acknowledged KFS's net amount on its way, then what the lender paid and its UTR. */
  disbursement: z.object({ amount: z.number().int(), utr: z.string().nullable(), disbursedAt: z.string().nullable() }).nullable(),
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
/** The offer step's refusal without the customer's own acknowledgement of the KFS shown. */
export const KFS_ACK_MESSAGE = 'Read the Key Facts Statement and tick the box to acknowledge it';
const retry = z.object({ retry: z.literal(true) }).strict();
/** The loan journey's answers, worded once in the loan's English words (loanErrors), which pages recognise. */
export const customerLoanMessages = {
  ifsc: loanErrors.ifsc,
  accountNumber: loanErrors.accountNumber,
  accountHolderName: loanErrors.accountHolderName,
  nameMismatch: loanErrors.nameMismatch,
  accountNotFound: loanErrors.accountNotFound,
  location: loanErrors.location,
  liveliness: loanErrors.liveliness,
  mandateAmount: loanErrors.mandateAmount,
  loanAmount: loanErrors.loanAmount,
  tenure: loanErrors.tenure,
  income: loanErrors.income,
};

/**
 * apply/details: the amount (paise) and tenure the customer chooses. The shape is checked here; the lender's
 * sanction decides the limits (lending/sanction.ts), with its messages, on the server and in the browser alike.
 */
const applyDetailsBaseSchema = z
  .object({
    loanAmount: z
      .number({ message: customerLoanMessages.loanAmount })
      .int({ message: customerLoanMessages.loanAmount })
      .positive({ message: customerLoanMessages.loanAmount })
      .max(100_000_000_00, { message: customerLoanMessages.loanAmount }),
    tenureMonths: z
      .number({ message: customerLoanMessages.tenure })
      .int({ message: customerLoanMessages.tenure })
      .min(1, { message: customerLoanMessages.tenure })
      .max(480, { message: customerLoanMessages.tenure }),
  })
  .strict();

/** apply/details within the sanction's limits, as the step's screen and the server check it. */
export function applyDetailsSchema(limits: SanctionLimits | null) {
  if (!limits) return applyDetailsBaseSchema;
  return applyDetailsBaseSchema.superRefine((value, context) => {
    if (value.loanAmount < limits.minAmount || value.loanAmount > limits.maxAmount)
      context.addIssue({ code: 'custom', path: ['loanAmount'], message: sanctionMessages.amount(limits) });
    if (value.tenureMonths < limits.minTenureMonths || value.tenureMonths > limits.maxTenureMonths)
      context.addIssue({ code: 'custom', path: ['tenureMonths'], message: sanctionMessages.tenure(limits) });
  });
}

const answerSchemas = {
  'login-otp': empty,
  offer: z
    .object({
      kfsId: z.string({ message: KFS_ACK_MESSAGE }).min(1, { message: KFS_ACK_MESSAGE }).max(40),
      acknowledged: z.literal(true, { message: KFS_ACK_MESSAGE }),
      accept: z.literal(true, { message: 'Accept the offer to continue' }),
    })
    .strict(),
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
    .object({
      aadhaar: z.string().transform(normaliseAadhaar).refine(isValidAadhaar, { message: aadhaarMessage }),
      consent: z.literal(true, { message: 'Please give your consent for KYC' }),
    })
    .strict(),
  'initiate-kyc': empty,
  'additional-details': z
    .object({
      employmentType: z.enum(['SALARIED', 'SELF_EMPLOYED'], { message: 'Choose your employment type' }),
      monthlyIncome: z
        .number({ message: customerLoanMessages.income })
        .int()
        .min(1000, { message: customerLoanMessages.income })
        .max(100_000_000, { message: customerLoanMessages.income }),
    })
    .strict(),
  'bank-details': z
    .object({
      ifsc: z.string().trim().toUpperCase().regex(IFSC_PATTERN, { message: customerLoanMessages.ifsc }),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{9,18}$/, { message: customerLoanMessages.accountNumber }),
      accountHolderName: z
        .string()
        .trim()
        .min(2, { message: customerLoanMessages.accountHolderName })
        .max(100, { message: customerLoanMessages.accountHolderName }),
    })
    .strict(),
  'kyc-callback': empty,
  'disbursement-details': empty,
  'disbursement-reject': empty,
  'disbursement-success': empty,
  'mandate-callback': z.object({ response: z.string().min(1).max(2000) }).strict(),
  apply: empty,
  'apply/details': applyDetailsBaseSchema,
  'apply/confirm': z.object({ confirm: z.literal(true, { message: 'Confirm the application to continue' }) }).strict(),
  'mandate-failure': retry,
  'kyc-failure': retry,
  'offer-failure': retry,
  offerApiFailure: retry,
} satisfies Record<(typeof customerLoanSteps)[number]['step'], z.ZodType>;
export const customerLoanAnswerSchemas = answerSchemas;

export const customerJourneyPostSchema = z.object({
  step: z.enum(stepIds, { message: 'Unknown step' }),
  answer: z.record(z.string(), z.unknown()).default({}),
});
export type CustomerJourneyPost = z.input<typeof customerJourneyPostSchema>;
