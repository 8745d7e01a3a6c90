import { z } from 'zod';
import { leadStatusSchema, leadSummarySchema } from './leads';
import { declineReasons } from '../i18n/messages/en-in/decline-reasons';

import { lenderCodeSchema, aggregatorIdSchema, dpFlowSchema, loanApplicationSchema } from './lending-application';
import { KFS_ACK_REQUIRED_MESSAGE } from './lending-words';

// The pages' words and fields are in lending-words.ts, without zod (decision 0281).
export * from './lending-words';

/** Lending calls: the offers and their Key Fact Statements, the choice of one and its acknowledgement. */

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
export const declinedLenderSchema = lenderRefSchema.extend({
  /** As the lender gave it, in English: a sandbox lender's reason or a lender's own words. */
  reason: z.string(),
  /**
   * A sandbox lender's reason by its key and values (`lendingOffers.decline.<key>`), to say it in the
   * reader's language (decision 0266); absent for a lender's own words, shown as sent.
   */
  reasonKey: z.enum(Object.keys(declineReasons) as [keyof typeof declineReasons, ...(keyof typeof declineReasons)[]]).optional(),
  reasonParams: z.record(z.string(), z.string()).optional(),
});

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
/** POST /api/leads/kfsAcknowledgement?leadId */
export const kfsAcknowledgeBodySchema = z.object({ acknowledged: z.literal(true, { message: KFS_ACK_REQUIRED_MESSAGE }) });
