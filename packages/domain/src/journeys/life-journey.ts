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
} as const;
export type LifePlan = keyof typeof lifePlanNames;

export function isLifePlan(value: string): value is LifePlan {
  return Object.hasOwn(lifePlanNames, value);
}

/** The steps of the life profile journey, in order; `plan` is the first step, showing the plan name. */
export const lifeSteps = [
  'plan',
  'about-insured',
  'about-proposer',
  'suitability',
  'investment-details',
  'sum-assured',
  'lead',
] as const;
export type LifeStep = (typeof lifeSteps)[number];

/** Plans with a four-step header (25, 50, 75, 100) instead of three (33, 50, 66, 100). */
const fourStepLifePlans: readonly string[] = ['saving-for-child', 'guaranteed-returns'];

/** Progress of a life profile step (SPEC §2); `plan` is the URL segment, so any string is accepted. */
export function lifeStepProgress(plan: string, step: LifeStep): LifeProgressStep {
  const fourSteps = fourStepLifePlans.includes(plan);
  switch (step) {
    case 'plan':
      return 0;
    case 'about-insured':
      return fourSteps ? 25 : 33;
    case 'about-proposer':
    case 'suitability':
      return 50;
    case 'investment-details':
      return fourSteps ? 75 : 66;
    case 'sum-assured':
      return 66;
    case 'lead':
      return 100;
  }
}
