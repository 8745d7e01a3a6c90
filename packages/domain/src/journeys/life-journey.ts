/** The life insurance profile journey of SPEC §2: its plans, steps and the progress each step shows. */

export const lifeProgressSteps = [0, 25, 33, 50, 66, 75, 100] as const;
export type LifeProgressStep = (typeof lifeProgressSteps)[number];

/** Plans of /life-insurance/profile/{plan}/… and the names the first step shows as its header. */
export const lifePlanNames = {
  term: 'Term Insurance',
  'investment-planning': 'Investment Planning',
  'saving-for-child': 'Saving for Child',
  'guaranteed-returns': 'Guaranteed Returns',
  ulip: 'ULIP',
  participating: 'Participating Plans',
  retirement: 'Retirement',
  pos: 'POS Plans',
} as const;
export type LifePlan = keyof typeof lifePlanNames;

export function isLifePlan(value: string): value is LifePlan {
  return Object.hasOwn(lifePlanNames, value);
}

/** The steps of the life profile journey, in order; `plan` is the first step, showing the plan name. */
export const lifeSteps = ['plan', 'about-insured', 'about-proposer', 'suitability', 'investment-details', 'sum-assured', 'lead'] as const;
export type LifeStep = (typeof lifeSteps)[number];

export interface LifeJourneyStep {
  step: LifeStep;
  progress: LifeProgressStep;
}

// Protection plans ask who pays (the proposer may insure a spouse) and the cover; savings and market-linked
// plans ask the customer's needs first (suitability), then the premium and term (decision 0095).
const protectionSteps = [
  { step: 'plan', progress: 0 },
  { step: 'about-insured', progress: 33 },
  { step: 'about-proposer', progress: 50 },
  { step: 'sum-assured', progress: 66 },
  { step: 'lead', progress: 100 },
] as const satisfies readonly LifeJourneyStep[];
const investmentSteps = [
  { step: 'plan', progress: 0 },
  { step: 'about-insured', progress: 33 },
  { step: 'suitability', progress: 50 },
  { step: 'investment-details', progress: 66 },
  { step: 'lead', progress: 100 },
] as const satisfies readonly LifeJourneyStep[];
/** Saving for child and guaranteed returns: the four-step header of SPEC §2 (25, 50, 75, 100). */
const fourStepSavingSteps = [
  { step: 'plan', progress: 0 },
  { step: 'about-insured', progress: 25 },
  { step: 'suitability', progress: 50 },
  { step: 'investment-details', progress: 75 },
  { step: 'lead', progress: 100 },
] as const satisfies readonly LifeJourneyStep[];

/** Which steps each plan takes, in order, with SPEC §2's progress: the journey's one table. */
export const lifeJourneys = {
  term: protectionSteps,
  pos: protectionSteps,
  'investment-planning': investmentSteps,
  ulip: investmentSteps,
  participating: investmentSteps,
  retirement: investmentSteps,
  'saving-for-child': fourStepSavingSteps,
  'guaranteed-returns': fourStepSavingSteps,
} as const satisfies Record<LifePlan, readonly LifeJourneyStep[]>;

/** Progress of a step no plan's table names (a page opened by URL): the three-step values of SPEC §2. */
const defaultProgress: Record<LifeStep, LifeProgressStep> = {
  plan: 0,
  'about-insured': 33,
  'about-proposer': 50,
  suitability: 50,
  'investment-details': 66,
  'sum-assured': 66,
  lead: 100,
};

/** The steps a plan takes, in order. */
export const lifeStepsOf = (plan: LifePlan): readonly LifeStep[] => lifeJourneys[plan].map((entry) => entry.step);

/** The step after `step` in the plan's table, or undefined after the last one. */
export function nextLifeStep(plan: LifePlan, step: LifeStep): LifeStep | undefined {
  const steps = lifeStepsOf(plan);
  const index = steps.indexOf(step);
  return index < 0 ? undefined : steps[index + 1];
}

/** Progress of a life profile step (SPEC §2); `plan` is the URL segment, so any string is accepted. */
export function lifeStepProgress(plan: string, step: LifeStep): LifeProgressStep {
  const table: readonly LifeJourneyStep[] | undefined = isLifePlan(plan) ? lifeJourneys[plan] : undefined;
  return table?.find((entry) => entry.step === step)?.progress ?? defaultProgress[step];
}
