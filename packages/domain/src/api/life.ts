import { z } from 'zod';
import { lifePlanNames, lifeSteps, type LifePlan } from '../journeys/life-journey';
import { lifeGoals, riskAppetites } from '../life/life-plan';
import { messages, ruleFactories } from '../validation/rules';
import { lifeMessages } from './life-messages';

export * from './life-messages';

/**
 * Request and response shapes of the life insurance API: plans, the profile journey kept on the
 * server (decision 0095), quotes with suitability and the benefit illustration, and issuance tracking.
 * Money is integer paise.
 */

const lifePlanTypes = Object.keys(lifePlanNames) as [LifePlan, ...LifePlan[]];
export const lifePlanTypeSchema = z.enum(lifePlanTypes);
export const lifeStepSchema = z.enum(lifeSteps);
export const lifeGenderSchema = z.enum(['MALE', 'FEMALE'], { message: lifeMessages.gender });
export const paymentTermSchema = z.union([z.literal('regular'), z.literal('single'), z.literal(5), z.literal(7), z.literal(10), z.literal(12), z.literal(15)], {
  message: lifeMessages.paymentTerm,
});

const required = (rule: z.ZodType<string, string>, message: string) => z.string({ message }).trim().min(1, { message }).pipe(rule);

export const aboutInsuredSchema = z.object({
  firstName: required(ruleFactories.firstName(), messages.firstName),
  lastName: required(ruleFactories.lastName(), messages.lastName),
  gender: lifeGenderSchema,
  dob: required(ruleFactories.dob(), messages.dobFormat),
  smoker: z.boolean({ message: lifeMessages.smoker }),
  pinCode: required(ruleFactories.pinCode(), messages.pinCode),
});
export type AboutInsured = z.infer<typeof aboutInsuredSchema>;

export const proposerRelationships = ['SELF', 'SPOUSE', 'PARENT'] as const;
export const aboutProposerSchema = z
  .object({
    relationship: z.enum(proposerRelationships, { message: lifeMessages.relationship }),
    firstName: z.string().trim().optional(),
    lastName: z.string().trim().optional(),
    annualIncome: z
      .number({ message: lifeMessages.income })
      .int({ message: lifeMessages.income })
      .min(1, { message: lifeMessages.income })
      .max(10_000_000_000, { message: lifeMessages.income }),
  })
  .superRefine((value, ctx) => {
    if (value.relationship === 'SELF') return;
    if (!value.firstName || !ruleFactories.firstName().safeParse(value.firstName).success)
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: messages.firstName });
    if (!value.lastName || !ruleFactories.lastName().safeParse(value.lastName).success)
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: messages.lastName });
  });
export type AboutProposer = z.infer<typeof aboutProposerSchema>;

export const suitabilitySchema = z.object({
  annualIncome: z
    .number({ message: lifeMessages.income })
    .int({ message: lifeMessages.income })
    .min(1, { message: lifeMessages.income })
    .max(10_000_000_000, { message: lifeMessages.income }),
  goals: z
    .array(z.enum(lifeGoals, { message: lifeMessages.goals }), { message: lifeMessages.goals })
    .min(1, { message: lifeMessages.goals })
    .max(lifeGoals.length),
  dependants: z
    .number({ message: lifeMessages.dependants })
    .int({ message: lifeMessages.dependants })
    .min(0, { message: lifeMessages.dependants })
    .max(10, { message: lifeMessages.dependants }),
  riskAppetite: z.enum(riskAppetites, { message: lifeMessages.riskAppetite }),
});
export type SuitabilityAnswers = z.infer<typeof suitabilitySchema>;

/** What is asked of every plan of the type at once (the quotes), rupees and years. */
export const lifeCoverRequestSchema = z.object({
  sumAssured: z
    .number({ message: lifeMessages.sumAssured })
    .int({ message: lifeMessages.sumAssured })
    .min(1, { message: lifeMessages.sumAssured })
    .max(5_000_000_000, { message: lifeMessages.sumAssured }),
  policyTerm: z
    .number({ message: lifeMessages.policyTerm })
    .int({ message: lifeMessages.policyTerm })
    .min(1, { message: lifeMessages.policyTerm })
    .max(60, { message: lifeMessages.policyTerm }),
  paymentTerm: paymentTermSchema,
});
export type LifeCoverRequest = z.infer<typeof lifeCoverRequestSchema>;

/** investment-details and sum-assured: the cover and the plan chosen. */
export const lifeCoverChoiceSchema = lifeCoverRequestSchema.extend({
  productId: z.string({ message: lifeMessages.plan }).min(1, { message: lifeMessages.plan }).max(60),
});
export type LifeCoverChoice = z.infer<typeof lifeCoverChoiceSchema>;

export const lifeLeadStepSchema = z.object({
  mobile: required(ruleFactories.mobile(), messages.mobile),
  email: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .pipe(z.email({ message: messages.email })),
    ])
    .optional(),
  consent: z.literal(true, { message: lifeMessages.consent }),
});
export type LifeLeadStep = z.infer<typeof lifeLeadStepSchema>;

/** The body of each answerable step, by step (the plan step has none: POST starts the application). */
export const lifeStepBodySchemas = {
  'about-insured': aboutInsuredSchema,
  'about-proposer': aboutProposerSchema,
  suitability: suitabilitySchema,
  'investment-details': lifeCoverChoiceSchema,
  'sum-assured': lifeCoverChoiceSchema,
  lead: lifeLeadStepSchema,
} as const;
export type AnswerableLifeStep = keyof typeof lifeStepBodySchemas;

export const lifeStepRequestSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('about-insured'), answers: aboutInsuredSchema }),
  z.object({ step: z.literal('about-proposer'), answers: aboutProposerSchema }),
  z.object({ step: z.literal('suitability'), answers: suitabilitySchema }),
  z.object({ step: z.literal('investment-details'), answers: lifeCoverChoiceSchema }),
  z.object({ step: z.literal('sum-assured'), answers: lifeCoverChoiceSchema }),
  z.object({ step: z.literal('lead'), answers: lifeLeadStepSchema }),
]);
export type LifeStepRequest = z.infer<typeof lifeStepRequestSchema>;

export const lifePlanSummarySchema = z.object({
  productId: z.string(),
  name: z.string(),
  insurerName: z.string(),
  claimSettlementRatio: z.number(),
  type: lifePlanTypeSchema,
  typeName: z.string(),
  kind: z.enum(['protection', 'non-par', 'par', 'ulip']),
  pos: z.boolean(),
  tagline: z.string(),
  /** The first sample's yearly premium, paise, before GST. */
  startingPremium: z.number().int(),
  startingPremiumFor: z.string(),
  freeLookDays: z.number().int(),
});
export type LifePlanSummary = z.infer<typeof lifePlanSummarySchema>;

export const lifePlanListSchema = z.object({ plans: z.array(lifePlanSummarySchema) });
export const lifePlanListQuerySchema = z.object({ type: lifePlanTypeSchema.optional(), pos: z.enum(['true', 'false']).optional() });

export const lifePlanDetailsSchema = lifePlanSummarySchema.extend({
  uin: z.string(),
  benefits: z.array(z.string()),
  riders: z.array(z.string()),
  exclusions: z.array(z.string()),
  eligibility: z.object({
    entryAge: z.string(),
    maturityAge: z.string(),
    policyTerm: z.string(),
    paymentTerms: z.array(z.string()),
    sumAssured: z.string(),
    medicalExamination: z.string(),
  }),
});
export type LifePlanDetails = z.infer<typeof lifePlanDetailsSchema>;

const money = z.number().int();
export const lifeIllustrationSchema = z.object({
  rows: z.array(
    z.object({
      year: z.number().int(),
      age: z.number().int(),
      premium: money,
      totalPremiums: money,
      guaranteedDeathBenefit: money,
      guaranteedMaturityBenefit: money,
      nonGuaranteedAt4: money,
      nonGuaranteedAt8: money,
    }),
  ),
  maturityAt4: z.object({ guaranteed: money, nonGuaranteed: money, total: money, yieldPercent: z.number() }),
  maturityAt8: z.object({ guaranteed: money, nonGuaranteed: money, total: money, yieldPercent: z.number() }),
});
export type LifeIllustrationView = z.infer<typeof lifeIllustrationSchema>;

export const lifeQuoteSchema = z.object({
  plan: lifePlanSummarySchema,
  eligible: z.boolean(),
  /** Why the customer is not eligible (empty when eligible). */
  problems: z.array(z.string()),
  /** Paise; 0 when not eligible. annualPremium is the single premium for a single-premium term. */
  annualPremium: money,
  gst: money,
  firstYearTotal: money,
  suitable: z.boolean(),
  suitabilityReasons: z.array(z.string()),
  medicalExamination: z.boolean(),
  illustration: lifeIllustrationSchema.nullable(),
});
export type LifeQuote = z.infer<typeof lifeQuoteSchema>;
export const lifeQuotesSchema = z.object({ quotes: z.array(lifeQuoteSchema) });

export const lifeTimelineEvents = ['PROPOSAL_SUBMITTED', 'MEDICAL_SCHEDULED', 'UNDERWRITING', 'ISSUED', 'DECLINED'] as const;
export type LifeTimelineEvent = (typeof lifeTimelineEvents)[number];
export const lifeTimelineLabels: Record<LifeTimelineEvent, string> = {
  PROPOSAL_SUBMITTED: 'Proposal submitted',
  MEDICAL_SCHEDULED: 'Medical scheduled',
  UNDERWRITING: 'Underwriting',
  ISSUED: 'Policy issued',
  DECLINED: 'Declined',
};

export const lifeApplicationStatuses = ['IN_PROGRESS', 'SUBMITTED', 'MEDICAL_SCHEDULED', 'UNDERWRITING', 'ISSUED', 'DECLINED'] as const;
export type LifeApplicationStatus = (typeof lifeApplicationStatuses)[number];

export const lifeApplicationSchema = z.object({
  requestId: z.string(),
  planType: lifePlanTypeSchema,
  planName: z.string(),
  /** The step to answer next; null once the proposal is sent. */
  step: lifeStepSchema.nullable(),
  /** The steps of this plan type, in order. */
  steps: z.array(lifeStepSchema),
  status: z.enum(lifeApplicationStatuses),
  answers: z.object({
    'about-insured': aboutInsuredSchema.optional(),
    'about-proposer': aboutProposerSchema.optional(),
    suitability: suitabilitySchema.optional(),
    cover: lifeCoverChoiceSchema.optional(),
  }),
  chosen: z.object({ productId: z.string(), planName: z.string(), insurerName: z.string(), annualPremium: money, firstYearTotal: money }).nullable(),
  leadId: z.string().nullable(),
  insuredName: z.string().nullable(),
  timeline: z.array(
    z.object({
      event: z.enum(lifeTimelineEvents),
      label: z.string(),
      at: z.string().nullable(),
      /** In English words: the portal's sentence of noteKey, or the insurer's own words. */
      note: z.string().nullable(),
      /** The portal's note as a key of the catalogues' `leadNote` with its names, as a lead's history gives it (decision 0278). */
      noteKey: z.string().optional(),
      noteValues: z.record(z.string(), z.string()).optional(),
    }),
  ),
  /** Once issued: the policy and its free-look period (30 days for life policies, IRDAI 2024). */
  policy: z
    .object({ policyNumber: z.string(), issuedAt: z.string(), freeLookDays: z.number().int(), freeLookEndsOn: z.string(), freeLookDaysLeft: z.number().int() })
    .nullable(),
});
export type LifeApplication = z.infer<typeof lifeApplicationSchema>;

export const lifeStartSchema = z.object({ planType: lifePlanTypeSchema, productId: z.string().max(60).optional() });
export const lifeRequestIdSchema = z.string().regex(/^LR[0-9A-Z]{12}$/, { message: 'Request not found' });

/** A sandbox life insurer's callback body (signed like the lenders', HMAC-SHA256 over `${timestamp}.${rawBody}`). */
export const lifeInsurerCallbackBodySchema = z.object({
  eventId: z.string().min(1).max(100),
  requestId: lifeRequestIdSchema,
  insurerReference: z.string().min(1).max(40),
  event: z.enum(['MEDICAL_SCHEDULED', 'UNDERWRITING', 'ISSUED', 'DECLINED']),
  policyNumber: z.string().max(40).optional(),
  note: z.string().max(200).optional(),
  sentAt: z.string(),
});
export type LifeInsurerCallbackBody = z.infer<typeof lifeInsurerCallbackBodySchema>;
