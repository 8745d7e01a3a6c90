import {
  ageOn,
  errorCodes,
  findLifePlan,
  indiaToday,
  isLifeInsurerCode,
  lifeMessages,
  lifePlanNames,
  lifePlansOfType,
  lifeStepsOf,
  lifeTimelineLabels,
  parseDob,
  type Language,
  type LifeApplication,
  type LifeCoverRequest,
  type LifePlan,
  type LifeQuote,
  type LifeQuoteInput,
  type LifeStepRequest,
  type LifeSuitability,
} from '@portal/domain';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound, validationError } from '../../plugins/errors';
import { ensureCanSell } from '../../lib/partner-access';
import type { LifeContext } from './life-context';
import { submitLifeProposal } from './life-issuance';
import { quoteLifePlan } from './life-plan-views';
import {
  findLifeEvents,
  findVisibleLifeApplication,
  insertLifeApplication,
  newLifeRequestId,
  updateLifeApplication,
  type LifeApplicationRow,
  type LifeEventRow,
} from './life-repository';

export const LIFE_PRODUCT_CODE = 'life-insurance';
const DAY_MS = 86_400_000;

class WrongLifeStepError extends AppError {
  constructor(step: string | null) {
    super(
      409,
      step ? errorCodes.wrongStep : errorCodes.conflict,
      step ? 'Answer the steps in order' : 'This proposal was already sent to the insurer',
      undefined,
      undefined,
      step ?? undefined,
    );
  }
}

export function toLifeApplicationView(row: LifeApplicationRow, events: readonly LifeEventRow[], now: Date): LifeApplication {
  const insured = row.answers['about-insured'];
  const issuedAt = row.issuedAt;
  return {
    requestId: row.id,
    planType: row.planType,
    planName: lifePlanNames[row.planType],
    step: row.step,
    steps: [...lifeStepsOf(row.planType)],
    status: row.status,
    answers: row.answers,
    chosen: row.chosen
      ? {
          productId: row.chosen.productId,
          planName: row.chosen.planName,
          insurerName: row.chosen.insurerName,
          annualPremium: row.chosen.annualPremium,
          firstYearTotal: row.chosen.firstYearTotal,
        }
      : null,
    leadId: row.leadId,
    insuredName: insured ? `${insured.firstName} ${insured.lastName}` : null,
    timeline: events.map((event) => ({
      event: event.event,
      label: lifeTimelineLabels[event.event],
      at: event.at.toISOString(),
      note: event.note,
      ...(event.noteKey ? { noteKey: event.noteKey } : {}),
      ...(event.noteValues ? { noteValues: event.noteValues } : {}),
    })),
    policy:
      row.policyNumber && issuedAt && row.freeLookDays
        ? {
            policyNumber: row.policyNumber,
            issuedAt: issuedAt.toISOString(),
            freeLookDays: row.freeLookDays,
            freeLookEndsOn: new Date(issuedAt.getTime() + row.freeLookDays * DAY_MS).toISOString().slice(0, 10),
            freeLookDaysLeft: Math.max(0, row.freeLookDays - Math.floor((now.getTime() - issuedAt.getTime()) / DAY_MS)),
          }
        : null,
  };
}

/** A new application of a plan type: the partner must be authorised to sell life insurance. */
export async function startLifeApplication(context: LifeContext, partner: SessionPartner, planType: LifePlan): Promise<LifeApplication> {
  await ensureCanSell(context.db, partner, LIFE_PRODUCT_CODE);
  const now = context.clock.now();
  const row = await insertLifeApplication(context.db, {
    id: newLifeRequestId(),
    tenantCode: partner.tenantCode,
    partnerId: partner.id,
    planType,
    step: lifeStepsOf(planType)[1]!,
    createdAt: now,
    updatedAt: now,
  });
  return toLifeApplicationView(row, [], now);
}

async function visibleApplication(context: LifeContext, partner: SessionPartner, requestId: string) {
  const row = await findVisibleLifeApplication(context.db, partner, requestId);
  if (!row) throw notFound('Request not found');
  return row;
}

export async function getLifeApplication(context: LifeContext, partner: SessionPartner, requestId: string): Promise<LifeApplication> {
  const row = await visibleApplication(context, partner, requestId);
  return toLifeApplicationView(row, await findLifeEvents(context.db, row.id), context.clock.now());
}

/** The insured's age today (India) from the about-insured answers. */
function insuredAge(row: LifeApplicationRow, now: Date): number {
  const dob = row.answers['about-insured'] ? parseDob(row.answers['about-insured'].dob) : null;
  if (!dob) throw new WrongLifeStepError('about-insured');
  return ageOn(dob, indiaToday(now));
}

/** The customer's needs: the suitability answers, or for protection plans the proposer's income and the goal of protection. */
function needsOf(row: LifeApplicationRow): LifeSuitability {
  const { suitability, 'about-proposer': proposer } = row.answers;
  if (suitability) return suitability;
  if (proposer) return { annualIncome: proposer.annualIncome, goals: ['protection'], dependants: 0, riskAppetite: 'low' };
  throw new WrongLifeStepError(row.step);
}

function quoteInputOf(row: LifeApplicationRow, cover: LifeCoverRequest, now: Date): LifeQuoteInput {
  const insured = row.answers['about-insured']!;
  return { age: insuredAge(row, now), gender: insured.gender, smoker: insured.smoker, ...cover };
}

/** Every plan of the application's type priced for this cover, with suitability, before one is chosen. */
export async function quoteLifeCover(
  context: LifeContext,
  partner: SessionPartner,
  requestId: string,
  cover: LifeCoverRequest,
  language: Language = 'en-IN',
): Promise<LifeQuote[]> {
  const row = await visibleApplication(context, partner, requestId);
  const coverStep = lifeStepsOf(row.planType).at(-2)!;
  if (row.step !== coverStep && row.step !== 'lead') throw new WrongLifeStepError(row.step);
  const input = quoteInputOf(row, cover, context.clock.now());
  const needs = needsOf(row);
  return lifePlansOfType(row.planType).map((plan) => quoteLifePlan(plan, input, needs, language));
}

/** The ages some plan of the type accepts, for the about-insured message. */
function typeAgeRange(planType: LifePlan) {
  const plans = lifePlansOfType(planType);
  return { min: Math.min(...plans.map((p) => p.eligibility.minAge)), max: Math.max(...plans.map((p) => p.eligibility.maxAge)) };
}

/**
 * Answers one step of the plan's table: the current step or an earlier one (going back), never a later one
 * (409 WRONG_STEP with the step to go to). Answers the application at its next step; the lead step sends
 * the proposal to the insurer.
 */
export async function answerLifeStep(
  context: LifeContext,
  partner: SessionPartner,
  requestId: string,
  body: LifeStepRequest,
  language: Language = 'en-IN',
): Promise<LifeApplication> {
  const row = await visibleApplication(context, partner, requestId);
  if (!row.step) throw new WrongLifeStepError(null);
  const steps = lifeStepsOf(row.planType);
  const index = steps.indexOf(body.step);
  if (index < 1 || index > steps.indexOf(row.step)) throw new WrongLifeStepError(row.step);
  const now = context.clock.now();
  if (body.step === 'lead') {
    const submitted = await submitLifeProposal(context, partner, row.id, body.answers);
    return toLifeApplicationView(submitted, await findLifeEvents(context.db, row.id), now);
  }
  const answers = { ...row.answers };
  let chosen = index < steps.indexOf('lead') - 1 ? null : row.chosen;
  switch (body.step) {
    case 'about-insured': {
      const dob = parseDob(body.answers.dob)!;
      const age = ageOn(dob, indiaToday(now));
      const range = typeAgeRange(row.planType);
      if (age < range.min || age > range.max) throw validationError({ dob: `Age should be between ${range.min} - ${range.max} years` });
      answers['about-insured'] = body.answers;
      break;
    }
    case 'about-proposer':
      answers['about-proposer'] = body.answers;
      break;
    case 'suitability':
      answers.suitability = body.answers;
      break;
    case 'investment-details':
    case 'sum-assured': {
      const plan = findLifePlan(body.answers.productId);
      if (!plan || plan.type !== row.planType || !isLifeInsurerCode(plan.insurer)) throw validationError({ productId: lifeMessages.plan });
      const { productId: _productId, ...cover } = body.answers;
      // Its reasons in the request's language: the error's field says why, as the quote said it (decision 0286).
      const quote = quoteLifePlan(plan, quoteInputOf({ ...row, answers }, cover, now), needsOf({ ...row, answers }), language);
      if (!quote.eligible) throw validationError({ productId: quote.problems[0] ?? lifeMessages.ineligible });
      // An unsuitable plan is flagged on the quote and cannot be chosen (decision 0097).
      if (!quote.suitable)
        throw new AppError(409, errorCodes.conflict, lifeMessages.unsuitable, { productId: quote.suitabilityReasons[0] ?? lifeMessages.unsuitable });
      answers.cover = body.answers;
      chosen = {
        productId: plan.productId,
        planName: plan.name,
        insurerName: quote.plan.insurerName,
        annualPremium: quote.annualPremium,
        firstYearTotal: quote.firstYearTotal,
        medicalExamination: quote.medicalExamination,
      };
      break;
    }
  }
  const updated = await updateLifeApplication(context.db, row.id, { answers, chosen, step: steps[index + 1]! }, now);
  return toLifeApplicationView(updated, await findLifeEvents(context.db, row.id), now);
}
