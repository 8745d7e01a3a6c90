import { lifePlanNames, lifeStepProgress, lifeSteps } from '../life-journey';
import type { LifeStep } from '../life-journey';
import { textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

const lifeStepHeaders: Record<Exclude<LifeStep, 'plan'>, string> = {
  // §2 names none of these headers; they say what the step asks.
  'about-insured': 'About the Insured',
  'about-proposer': 'About the Proposer',
  suitability: 'Suitability',
  'investment-details': 'Investment Details',
  'sum-assured': 'Sum Assured',
  lead: 'Lead Details',
};

const lifeAlwaysTakenSteps: readonly LifeStep[] = ['plan', 'about-insured'];

/** /life-insurance/profile/{plan}/<step>: the plan step, then the steps of SPEC §2. */
export const lifeProfileRoutes: readonly RouteDefinition[] = lifeSteps.map((step, index) => {
  const isFirst = step === 'plan';
  return {
    id: `life-${step}`,
    path: isFirst ? '/life-insurance/profile/:plan' : `/life-insurance/profile/:plan/${step}`,
    page: 'life-step',
    header: isFirst ? { kind: 'planName', names: lifePlanNames } : textHeader(lifeStepHeaders[step]),
    // Every plan passes the plan and about-insured steps; later steps are alternatives by plan
    // (about-proposer or suitability, investment-details or sum-assured), so they are not linked back to.
    trail: lifeAlwaysTakenSteps.slice(0, Math.min(index, lifeAlwaysTakenSteps.length)).map((earlier) => ({ routeId: `life-${earlier}` })),
    progress: {
      kind: 'byPlan',
      // Any plan outside lifePlanNames counts like the three-step plans, as lifeStepProgress does.
      value: lifeStepProgress('', step),
      byPlan: Object.fromEntries(Object.keys(lifePlanNames).map((plan) => [plan, lifeStepProgress(plan, step)])),
    },
    access: 'partner',
  } satisfies RouteDefinition;
});

/** Issuance tracking, the POS plan list and plan details. */
export const lifeOtherRoutes = [
  {
    id: 'life-track',
    path: '/life-insurance/life/track/:requestId',
    page: 'life-track',
    header: textHeader('Issuance Tracking'),
    trail: [],
    access: 'partner',
  },
  { id: 'life-pos', path: '/life-insurance/life-pos', page: 'life-pos', header: textHeader('List of POS Plans'), trail: [], access: 'partner' },
  {
    id: 'life-product-details',
    path: '/life-insurance/life/product-details/:productId',
    page: 'life-product-details',
    header: textHeader('Plan Details'),
    trail: [{ routeId: 'life-pos' }],
    access: 'partner',
  },
] as const satisfies readonly RouteDefinition[];
