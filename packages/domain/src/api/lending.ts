import { z } from 'zod';
import { buildFormSchema } from '../fields/build-schema';
import type { FieldConfig, FormValues } from '../fields/field-config';
import { lenderCodes } from '../lending/lender-codes';
import { businessLoans } from '../products/business-loans';
import { fd, fdPayouts } from '../products/fd';
import { homeLoan } from '../products/home-loan';
import { lamf, lamfShareFields } from '../products/lamf';
import { personalLoan } from '../products/personal-loan';
import type { FormDefinition } from '../products/product-definition';
import { leadStatusSchema, leadSummarySchema } from './leads';
import { formValuesSchema } from './sales';

/**
 * The lending calls as both sides see them: the API validates with these and the web's RTK Query
 * endpoints type against them. Money is integer paise; rates and APR are percentages a year (12.5 = 12.5 %).
 * Personal data (name, mobile, PAN) travels only in bodies, never in URLs.
 *
 * The flow of a personal or home loan:
 *   POST /api/products/{code}/loan-applications            (the sell form)            → loanApplicationSchema
 *   POST /api/loan-applications/{aggregatorId}/consent/otp  (OTP to the customer)      → consentOtpSentSchema
 *   POST /api/loan-applications/{aggregatorId}/consent/verify {otp}                    → loanApplicationSchema
 *   POST /api/loan-applications/{aggregatorId}/consent/withdraw  (DPDP withdrawal)      → loanApplicationSchema
 *   GET  /api/loan-applications/{aggregatorId}              (reload the application)  → loanApplicationSchema
 *   GET  /api/leads/aggregator/{aggregatorId}?dpFlow        (offers; poll while pending) → offersAnswerSchema
 *   GET  /api/loan-applications/{aggregatorId}/offers/{offerId}         (offer + KFS)  → offerWithKfsSchema
 *   GET  /api/loan-applications/{aggregatorId}/offers/{offerId}/kfs.pdf (KFS as PDF)
 *   POST /api/leads/clone?aggregatorId&dpFlow&selectOffer   (choose: one lead per chosen offer) → chosenOfferSchema
 *   GET  /api/leads/loanOffer?leadId                        (the lead's offer and KFS)  → leadLoanOfferSchema
 *   POST /api/leads/kfsAcknowledgement?leadId {acknowledged: true}                       → leadLoanOfferSchema
 *   POST /api/leads/customerLink?leadId   (the customer's redirection link)             → customerLinkSchema
 * Business loans and LAMF take the same consent OTP (a page may ask for it on the sell page itself).
 * FD: POST /api/products/FD/quote (rate, maturity) then POST /api/products/FD/bookings (lead + customer link).
 */

export const lenderCodeSchema = z.enum(lenderCodes);

// ---------------------------------------------------------------------------------------------------------
// Sell forms

/** The sell form of each lending product, from its product file (the web renders these fields). */
export const lendingSellForms = {
  'personal-loan': personalLoan.sell!.form,
  'home-loan': homeLoan.sell!.form,
  'business-loans': businessLoans.sell!.form,
  FD: fd.sell!.form,
  lamf: lamf.sell!.form,
} as const satisfies Record<string, FormDefinition>;
export type LendingSellProduct = keyof typeof lendingSellForms;
export const lendingSellProducts = Object.keys(lendingSellForms) as LendingSellProduct[];
export const isLendingSellProduct = (code: string): code is LendingSellProduct => code in lendingSellForms;

/** The zod schema of a product's sell form (the same one the web's resolver runs). */
export function sellBodySchemaOf(product: LendingSellProduct): z.ZodType<FormValues> {
  const form: FormDefinition = lendingSellForms[product];
  return buildFormSchema(form.fields, form.refine);
}
/** The LAMF Customer's Link form (/share-details). */
export const lamfShareFormFields: readonly FieldConfig[] = lamfShareFields;
export const lamfShareBodySchema = buildFormSchema(lamfShareFields);

/** Request bodies are the form's answers by field name; the product's schema (sellBodySchemaOf) checks them. */
export const sellRequestSchema = formValuesSchema;

// ---------------------------------------------------------------------------------------------------------
// Applications (one per sell; its id is the aggregator id of SPEC §7)

/** Aggregator ids as issued: AG and twelve upper-case letters or digits. */
export const aggregatorIdPattern = /^AG[0-9A-Z]{12}$/;
export const aggregatorIdSchema = z.string().regex(aggregatorIdPattern, { message: 'Not a valid application id' });

export const applicationStatuses = ['CONSENT_PENDING', 'CONSENT_GIVEN', 'OFFERS_PENDING', 'OFFERS_READY', 'NO_OFFERS', 'OFFER_SELECTED'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);

/** dpFlow of SPEC §7: who drives the journey, the partner for the customer (PARTNER) or the customer from a link (CUSTOMER). */
export const dpFlowSchema = z.enum(['PARTNER', 'CUSTOMER']).default('PARTNER');

export const consentPurposes = ['loan-offers', 'fd-booking', 'lamf-folio-fetch', 'credit-report'] as const;
/**
 * The DPDP notice the customer consents to by OTP, per product (decision 0150): its words, who receives the
 * data and which items, in plain words; the version is for the ledger, never shown.
 */
export const consentNoticeSchema = z.object({
  version: z.string(),
  purpose: z.enum(consentPurposes),
  text: z.string(),
  recipients: z.array(z.string()).default([]),
  dataItems: z.array(z.string()).default([]),
});
export type ConsentNotice = z.infer<typeof consentNoticeSchema>;

export const consentRecordSchema = z.object({
  purpose: z.enum(consentPurposes),
  noticeVersion: z.string(),
  channel: z.enum(['SMS_OTP', 'LINK']),
  givenAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** What the consent page and the offers page need to know about an application. */
export const loanApplicationSchema = z.object({
  aggregatorId: z.string(),
  productCode: z.string(),
  status: applicationStatusSchema,
  /** e.g. "Asha Verma"; mobile masked as "XXXXXX3210". */
  customerName: z.string(),
  mobileMasked: z.string(),
  /** paise */
  amount: z.number().int(),
  tenureMonths: z.number().int(),
  consentNotice: consentNoticeSchema,
  consent: consentRecordSchema.nullable(),
  createdAt: z.string(),
});
export type LoanApplication = z.infer<typeof loanApplicationSchema>;

// ---------------------------------------------------------------------------------------------------------
// Consent OTP (DPDP): 6 digits, the login OTP's limits; purpose 'customer-consent'

export const CONSENT_OTP_LENGTH = 6;
export const consentOtpSendBodySchema = z.object({}).strict().optional();
export const consentOtpSentSchema = z.object({
  mobileMasked: z.string(),
  expiresAt: z.string(),
  /** Seconds before another OTP may be sent. */
  resendAfterSeconds: z.number().int(),
});
export type ConsentOtpSent = z.infer<typeof consentOtpSentSchema>;
export const consentOtpVerifyBodySchema = z.object({
  otp: z.string().regex(/^\d+$/, { message: 'OTP should be numeric' }).length(CONSENT_OTP_LENGTH, { message: 'Enter valid numeric OTP' }),
});
export type ConsentOtpVerifyBody = z.infer<typeof consentOtpVerifyBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Offers and the Key Fact Statement (RBI KFS directions, 2024)

export const rateTypes = ['FIXED', 'FLOATING'] as const;

export const offerSchema = z.object({
  offerId: z.string(),
  lenderCode: lenderCodeSchema,
  lenderName: z.string(),
  /** Sanctioned amount, paise (may be less than asked). */
  amount: z.number().int(),
  tenureMonths: z.number().int(),
  annualRatePercent: z.number(),
  rateType: z.enum(rateTypes),
  /** Equated monthly instalment, paise. */
  emi: z.number().int(),
  /** All upfront fees, GST included, paise (the KFS splits lender and third party). */
  upfrontFees: z.number().int(),
  /** Amount less upfront fees, paise. */
  netDisbursed: z.number().int(),
  /** Annual percentage rate, the annualised IRR on the net disbursed amount, two decimals. */
  aprPercent: z.number(),
  totalInterest: z.number().int(),
  /** All instalments together, paise. */
  totalRepayable: z.number().int(),
  /** 1 is the best by the ranking rule. */
  rank: z.number().int(),
  validUntil: z.string(),
  /** Where this offer came from: in time, or late (after the deadline, by callback). */
  arrived: z.enum(['IN_TIME', 'LATE']),
  notInterested: z.boolean(),
});
export type Offer = z.infer<typeof offerSchema>;

export const lenderRefSchema = z.object({ lenderCode: lenderCodeSchema, lenderName: z.string() });
export const declinedLenderSchema = lenderRefSchema.extend({ reason: z.string() });

/** The ranking rule, shown to the partner above the offers (as the aggregator's is, decision 0036). */
export const OFFER_RANKING_RULE =
  'Offers are ordered by APR, the yearly cost of the loan with all fees, lowest first; for the same APR, the larger amount and then the lower EMI come first. No lender pays to be placed higher.';

/** GET /api/leads/aggregator/{aggregatorId}?dpFlow: the application, the offers in so far, and who is still to answer. */
export const offersAnswerSchema = z.object({
  application: loanApplicationSchema,
  offers: z.array(offerSchema),
  /** Lenders asked that have not answered yet; poll again after pollAfterMs while non-empty. */
  pending: z.array(lenderRefSchema),
  declined: z.array(declinedLenderSchema),
  rankingRule: z.string(),
  pollAfterMs: z.number().int().nullable(),
  /** Leads already made from this application (one per chosen offer). */
  leads: z.array(leadSummarySchema),
});
export type OffersAnswer = z.infer<typeof offersAnswerSchema>;

export const leadsAggregatorParamsSchema = z.object({ aggregatorId: aggregatorIdSchema });
export const leadsAggregatorQuerySchema = z.object({ dpFlow: dpFlowSchema.optional() });

export const scheduleRowSchema = z.object({
  instalment: z.number().int(),
  /** YYYY-MM-DD */
  dueDate: z.string(),
  opening: z.number().int(),
  payment: z.number().int(),
  interest: z.number().int(),
  principal: z.number().int(),
  closing: z.number().int(),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;

export const feeLineSchema = z.object({ label: z.string(), amount: z.number().int(), payableTo: z.string() });

/** The Key Fact Statement of one offer (RBI KFS directions 2024, Annex A parts 1 and 2, and Annex B's schedule). */
export const kfsSchema = z.object({
  version: z.string(),
  lender: lenderRefSchema,
  productName: z.string(),
  amount: z.number().int(),
  tenureMonths: z.number().int(),
  instalmentType: z.literal('MONTHLY'),
  instalmentCount: z.number().int(),
  emi: z.number().int(),
  /** The last instalment, which clears the balance to the paisa and so may differ from the EMI. */
  lastInstalment: z.number().int(),
  rate: z.object({
    annualPercent: z.number(),
    type: z.enum(rateTypes),
    benchmark: z.string().nullable(),
    spreadPercent: z.number().nullable(),
    resetMonths: z.number().int().nullable(),
  }),
  fees: z.object({ lender: z.array(feeLineSchema), thirdParty: z.array(feeLineSchema), total: z.number().int() }),
  netDisbursed: z.number().int(),
  totalInterest: z.number().int(),
  totalRepayable: z.number().int(),
  aprPercent: z.number(),
  /** How APR was computed, in words, as shown on the KFS. */
  aprMethod: z.string(),
  schedule: z.array(scheduleRowSchema),
  contingentCharges: z.array(z.object({ label: z.string(), text: z.string() })),
  coolingOffDays: z.number().int(),
  grievance: z.object({ name: z.string(), designation: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
  recoveryAgents: z.string(),
  issuedAt: z.string(),
  /** The offer stands at least three working days (Sundays and the listed holidays skipped). */
  validUntil: z.string(),
  validityWorkingDays: z.number().int(),
});
export type Kfs = z.infer<typeof kfsSchema>;

export const offerWithKfsSchema = z.object({ offer: offerSchema, kfs: kfsSchema, kfsPdfUrl: z.string() });
export type OfferWithKfs = z.infer<typeof offerWithKfsSchema>;
export const offerParamsSchema = z.object({ aggregatorId: aggregatorIdSchema, offerId: z.string().min(1).max(40) });

/** POST /api/leads/clone?aggregatorId&dpFlow&selectOffer: choose an offer; one lead per chosen offer (choosing it again answers the same lead). */
export const cloneQuerySchema = z.object({ aggregatorId: aggregatorIdSchema, dpFlow: dpFlowSchema.optional(), selectOffer: z.string().min(1).max(40) });
export const chosenOfferSchema = z.object({ leadId: z.string(), aggregatorId: z.string(), offer: offerSchema, lead: leadSummarySchema });
export type ChosenOffer = z.infer<typeof chosenOfferSchema>;

export const kfsAcknowledgementSchema = z.object({
  acknowledgedAt: z.string(),
  /** Who acknowledged: the customer on the partner's device after reading, or from the link. */
  channel: z.enum(['PARTNER_DEVICE', 'CUSTOMER_LINK']),
  kfsVersion: z.string(),
});
/** GET /api/leads/loanOffer?leadId: the offer of a lead, its KFS and whether the customer has acknowledged it. */
export const leadLoanOfferQuerySchema = z.object({ leadId: z.string().min(1).max(40) });
export const leadLoanOfferSchema = z.object({
  leadId: z.string(),
  aggregatorId: z.string(),
  productCode: z.string(),
  status: leadStatusSchema,
  offer: offerSchema,
  kfs: kfsSchema,
  kfsPdfUrl: z.string(),
  acknowledgement: kfsAcknowledgementSchema.nullable(),
});
export type LeadLoanOffer = z.infer<typeof leadLoanOfferSchema>;
export const KFS_ACK_REQUIRED_MESSAGE = 'The customer must confirm reading the Key Fact Statement';
/** POST /api/leads/kfsAcknowledgement?leadId */
export const kfsAcknowledgeBodySchema = z.object({ acknowledged: z.literal(true, { message: KFS_ACK_REQUIRED_MESSAGE }) });

// ---------------------------------------------------------------------------------------------------------
// Lender status, callbacks and their log

/** POST /api/leads/providerApi?referenceId={leadId}&updateLeadStatus=true|false */
export const providerApiQuerySchema = z.object({
  referenceId: z.string().min(1).max(40),
  updateLeadStatus: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export const lenderApplicationStatuses = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'DISBURSED', 'REJECTED'] as const;
export const providerApiAnswerSchema = z.object({
  leadId: z.string(),
  lenderCode: lenderCodeSchema,
  lenderStatus: z.enum(lenderApplicationStatuses),
  leadStatus: leadStatusSchema,
  moved: z.boolean(),
  checkedAt: z.string(),
});
export type ProviderApiAnswer = z.infer<typeof providerApiAnswerSchema>;

/** GET /api/leads/partnerCallbackLog?leadId (or aggregatorId): lenders' callbacks as received, newest first. */
export const callbackLogQuerySchema = z.object({ leadId: z.string().min(1).max(40).optional(), aggregatorId: aggregatorIdSchema.optional() });
export const callbackLogSchema = z.object({
  entries: z.array(
    z.object({
      eventId: z.string(),
      lenderCode: lenderCodeSchema,
      kind: z.enum(['OFFER', 'DECLINE', 'STATUS']),
      aggregatorId: z.string(),
      leadId: z.string().nullable(),
      outcome: z.enum(['APPLIED', 'DUPLICATE', 'IGNORED']),
      receivedAt: z.string(),
    }),
  ),
});
export type CallbackLog = z.infer<typeof callbackLogSchema>;

// ---------------------------------------------------------------------------------------------------------
// Pre-approved offers (Loan Activity Summary)

/**
 * GET /api/products/{productCode}/preApprovedOffers: the partner's customers' open offers (decision 0151): of
 * applications still consented with no offer chosen, valid, not refused; each application's offers together,
 * newest application first, and within one ranked by the rule the page shows (rankingRule).
 */
export const preApprovedOfferSchema = z.object({
  aggregatorId: z.string(),
  customerName: z.string(),
  mobileMasked: z.string(),
  offer: offerSchema,
});
export const preApprovedOffersSchema = z.object({ productCode: z.string(), rankingRule: z.string(), offers: z.array(preApprovedOfferSchema) });
export type PreApprovedOffers = z.infer<typeof preApprovedOffersSchema>;
/** POST /api/markOfferNotInterested */
export const markNotInterestedBodySchema = z.object({ aggregatorId: aggregatorIdSchema, offerId: z.string().min(1).max(40) });

// ---------------------------------------------------------------------------------------------------------
// Fixed deposits

/** POST /api/products/FD/quote (body: the FD sell form) → the rate and maturity before any booking. */
export const fdQuoteSchema = z.object({
  bank: lenderCodeSchema,
  bankName: z.string(),
  /** paise */
  amount: z.number().int(),
  tenureMonths: z.number().int(),
  payout: z.enum(fdPayouts.map((p) => p.value) as [string, ...string[]]),
  seniorCitizen: z.boolean(),
  annualRatePercent: z.number(),
  /** Of which the senior citizen's extra. */
  seniorExtraPercent: z.number(),
  /** CUMULATIVE: what the customer gets at maturity; payouts: the principal back at the end. paise */
  maturityAmount: z.number().int(),
  /** Interest over the whole tenure, paise. */
  totalInterest: z.number().int(),
  /** MONTHLY / QUARTERLY: each payout, paise; CUMULATIVE: null. */
  periodicPayout: z.number().int().nullable(),
  /** Annualised yield of a cumulative deposit (quarterly compounding), two decimals. */
  effectiveYieldPercent: z.number(),
  compounding: z.literal('QUARTERLY'),
});
export type FdQuote = z.infer<typeof fdQuoteSchema>;

/** POST /api/products/FD/bookings (body: the FD sell form) → a lead and the customer's booking link. */
export const fdBookingSchema = z.object({ leadId: z.string(), quote: fdQuoteSchema, link: z.string(), linkExpiresAt: z.string() });
export type FdBooking = z.infer<typeof fdBookingSchema>;

// ---------------------------------------------------------------------------------------------------------
// Redirection flows of §7 for FD, personal-loan and business-loans: the customer's side of a lead

/** GET /api/redirection-flows/public/product/{FD|personal-loan|business-loans}?token */
export const lendingRedirectionSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  leadId: z.string(),
  customerName: z.string(),
  brandName: z.string(),
  /** Loans: the chosen offer and its KFS; FD: the deposit. */
  offer: offerSchema.nullable(),
  kfs: kfsSchema.nullable(),
  fd: fdQuoteSchema.nullable(),
  /** The mandate fields of §7, filled when the customer confirms. */
  mandate: z.object({ confirmedAt: z.string().nullable(), signerName: z.string().nullable() }),
  linkExpiresAt: z.string(),
});
export type LendingRedirection = z.infer<typeof lendingRedirectionSchema>;
/** POST /api/redirection-flows/public/product/{FD|personal-loan|business-loans}/mandate: the customer confirms (KFS acknowledged, FD booked). */
export const lendingMandateBodySchema = z.object({
  token: z.string().min(1).max(300),
  fullName: z.string().min(1).max(120),
  consent: z.literal(true, { message: 'Tick the box to give your consent' }),
});
/** POST /api/leads/customerLink?leadId: a link for the customer's redirection flow (loans after choosing; FD after booking). */
export const customerLinkSchema = z.object({ link: z.string(), linkExpiresAt: z.string() });

// ---------------------------------------------------------------------------------------------------------
// LAMF

export const fundCategories = ['EQUITY', 'DEBT', 'HYBRID'] as const;
/** Loan-to-value by fund category (lending/lamf.ts documents them). */
export const folioSchema = z.object({
  folioNumber: z.string(),
  amc: z.string(),
  schemeName: z.string(),
  category: z.enum(fundCategories),
  units: z.number(),
  /** Net asset value per unit, paise. */
  nav: z.number().int(),
  value: z.number().int(),
  ltvPercent: z.number(),
  eligibleAmount: z.number().int(),
});
/** POST /api/products/lamf/folios {aggregatorId}: the folios of a LAMF application whose customer agreed by OTP to their fetch (decision 0150). */
export const lamfFoliosBodySchema = z.object({ aggregatorId: aggregatorIdSchema });
export const lamfFoliosSchema = z.object({ folios: z.array(folioSchema), totalValue: z.number().int(), eligibleAmount: z.number().int() });
export type LamfFolios = z.infer<typeof lamfFoliosSchema>;

/** POST /api/share-details (body: the LAMF share form) → the customer's link to /products/lamf/public. */
export const shareDetailsSchema = z.object({ leadId: z.string(), link: z.string(), linkExpiresAt: z.string() });
export type ShareDetails = z.infer<typeof shareDetailsSchema>;

/** GET /api/products/{lamf|personal-loan}/public?token: what the logo-only customer page shows. */
export const loanPublicPageSchema = z.object({
  productCode: z.string(),
  tenantCode: z.string(),
  brandName: z.string(),
  primaryColour: z.string(),
  /** The customer's steps, in order. */
  steps: z.array(z.string()),
  linkExpiresAt: z.string(),
});
export type LoanPublicPage = z.infer<typeof loanPublicPageSchema>;

// ---------------------------------------------------------------------------------------------------------
// Partner URL and providers

/** POST /api/product/{code}/generatePartnerUrl → a signed URL of /products/personal-loan/public carrying the partner. */
export const partnerUrlSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PartnerUrl = z.infer<typeof partnerUrlSchema>;

/** GET /api/getProvider?productCode (lenders the partner's tenant may use) and GET /api/getCustomProvider (the tenant's own bank). */
export const providerQuerySchema = z.object({ productCode: z.string().max(40).optional() });
export const providerSchema = z.object({
  code: lenderCodeSchema,
  name: z.string(),
  productCodes: z.array(z.string()),
  /** The white-label tenant's own bank. */
  custom: z.boolean(),
});
export const providersSchema = z.object({ providers: z.array(providerSchema) });
export type Providers = z.infer<typeof providersSchema>;

/** The lender callback's body (POST /api/lenders/{lenderCode}/callback, HMAC-signed header x-lender-signature). */
export const lenderCallbackBodySchema = z.object({
  eventId: z.string().min(1).max(80),
  kind: z.enum(['OFFER', 'DECLINE', 'STATUS']),
  aggregatorId: aggregatorIdSchema,
  leadId: z.string().max(40).optional(),
  offer: z
    .object({
      amount: z.number().int().positive(),
      tenureMonths: z.number().int().positive(),
      annualRatePercent: z.number().positive(),
      processingFeePercent: z.number().min(0),
    })
    .optional(),
  reason: z.string().max(200).optional(),
  status: z.enum(lenderApplicationStatuses).optional(),
  /** With status DISBURSED: what the lender paid out and the bank's reference of the transfer (UTR). */
  disbursement: z.object({ amount: z.number().int().positive(), utr: z.string().regex(/^[A-Z0-9]{12,22}$/) }).optional(),
  sentAt: z.string(),
});
export type LenderCallbackBody = z.infer<typeof lenderCallbackBodySchema>;
