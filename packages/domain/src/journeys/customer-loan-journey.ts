import { lenderCodes, type LenderCode } from '../lending/lender-codes';
import { lenderRules } from '../lending/lenders';
import type { LeadStatus } from './lead-status';
import { customerLoanSteps, type CustomerLoanStep } from './routes/customer-loan-routes';

/**
 * The customer loan journey as data (DESIGN "A journey is a state machine as data", decision 0083): each
 * lender's order of steps, the outcomes a step may answer and where each leads, with guards. The API keeps
 * the current step and refuses any other (409 WRONG_STEP with the step to go to); the web goes where the
 * server says.
 */

/** What a step's answer came to: the provider's verdict or the customer's choice. */
export type StepOutcome = 'done' | 'no-offer' | 'offer-api-error' | 'failed' | 'retry' | 'disbursed' | 'rejected';

/** Facts a guard may look at: what the journey has recorded so far. */
export interface JourneyFacts {
  /** The customer acknowledged the current KFS record themself (decision 0141): no step past the offer without it. */
  kfsAcknowledged?: boolean;
  offerAccepted?: boolean;
  locationGiven?: boolean;
  livelinessPassed?: boolean;
  kycVerified?: boolean;
  bankVerified?: boolean;
  mandateRegistered?: boolean;
}

export interface Transition {
  outcome: StepOutcome;
  to: CustomerLoanStep;
  /** Named, so a refusal can say which rule held the customer back. */
  guard?: { name: keyof JourneyFacts; test: (facts: JourneyFacts) => boolean };
}

/** The path kinds of SPEC §2's steps. Each sandbox lender walks one (lenderJourneyKinds). */
export const journeyKinds = ['via-stashfin', 'presence-verification', 'offer-to-kyc', 'apply-first'] as const;
export type JourneyKind = (typeof journeyKinds)[number];

/** The steps each kind walks when every answer is good, in order, login to disbursement. */
export const journeyPaths: Record<JourneyKind, readonly CustomerLoanStep[]> = {
  'via-stashfin': [
    'login-otp',
    'offer',
    'stashfin',
    'offer/confirm',
    'kyc-details',
    'initiate-kyc',
    'kyc-callback',
    'bank-details',
    'mandate-callback',
    'disbursement-details',
  ],
  'presence-verification': [
    'login-otp',
    'offer',
    'offer/confirm',
    'location',
    'presence-verification',
    'liveliness',
    'kyc-details',
    'initiate-kyc',
    'kyc-callback',
    'additional-details',
    'bank-details',
    'mandate-callback',
    'disbursement-details',
  ],
  'offer-to-kyc': ['login-otp', 'offer', 'kyc-details', 'initiate-kyc', 'kyc-callback', 'bank-details', 'mandate-callback', 'disbursement-details'],
  'apply-first': [
    'login-otp',
    'apply',
    'apply/details',
    'apply/confirm',
    'offer',
    'offer/confirm',
    'kyc-details',
    'initiate-kyc',
    'kyc-callback',
    'bank-details',
    'mandate-callback',
    'disbursement-details',
  ],
};

/** Which path each lender's customers walk, from its file (lending/lenders/<code>.ts; docs/sandbox.md). */
export const lenderJourneyKinds = Object.fromEntries(lenderCodes.map((code) => [code, lenderRules[code].journeyKind])) as Record<LenderCode, JourneyKind>;

/** The URL segment of a lender (`IDFC_FIRST` → `idfc-first`) and back. */
export const providerCodeOf = (lender: LenderCode) => lender.toLowerCase().replace(/_/g, '-');
export const lenderOfProviderCode = (providerCode: string): LenderCode | undefined => lenderCodes.find((lender) => providerCodeOf(lender) === providerCode);

const needs = (name: keyof JourneyFacts) => ({ name, test: (facts: JourneyFacts) => facts[name] === true });

/** Guards on leaving a step forward: the fact the step must have established first. */
const forwardGuards: Partial<Record<CustomerLoanStep, keyof JourneyFacts>> = {
  offer: 'kfsAcknowledged',
  'offer/confirm': 'offerAccepted',
  location: 'locationGiven',
  liveliness: 'livelinessPassed',
  'kyc-callback': 'kycVerified',
  'bank-details': 'bankVerified',
  'mandate-callback': 'mandateRegistered',
};

/** Branches every path shares where its step appears: failures, each with a way forward, and the end. */
const branches: Partial<Record<CustomerLoanStep, readonly Transition[]>> = {
  offer: [
    { outcome: 'no-offer', to: 'offer-failure' },
    { outcome: 'offer-api-error', to: 'offerApiFailure' },
  ],
  'offer-failure': [{ outcome: 'retry', to: 'offer' }],
  offerApiFailure: [{ outcome: 'retry', to: 'offer' }],
  'kyc-callback': [{ outcome: 'failed', to: 'kyc-failure' }],
  // Back to the details, where a wrong Aadhaar number can be corrected.
  'kyc-failure': [{ outcome: 'retry', to: 'kyc-details' }],
  'mandate-callback': [{ outcome: 'failed', to: 'mandate-failure' }],
  'mandate-failure': [{ outcome: 'retry', to: 'bank-details' }],
  'disbursement-details': [
    { outcome: 'disbursed', to: 'disbursement-success' },
    { outcome: 'rejected', to: 'disbursement-reject' },
  ],
};

export type JourneyTable = Partial<Record<CustomerLoanStep, readonly Transition[]>>;

/** A kind's whole table: its path's `done` edges (guarded where a fact is needed) and the shared branches. */
export function journeyTable(kind: JourneyKind): JourneyTable {
  const path = journeyPaths[kind];
  const table: Record<string, Transition[]> = {};
  path.forEach((step, index) => {
    const next = path[index + 1];
    const guard = forwardGuards[step];
    table[step] = [
      ...(next && step !== 'disbursement-details' ? [{ outcome: 'done' as const, to: next, ...(guard ? { guard: needs(guard) } : {}) }] : []),
      ...(branches[step] ?? []),
    ];
    for (const branch of branches[step] ?? []) table[branch.to] ??= [...(branches[branch.to] ?? [])];
  });
  return table;
}

export const journeyTables: Record<JourneyKind, JourneyTable> = Object.fromEntries(journeyKinds.map((kind) => [kind, journeyTable(kind)])) as Record<
  JourneyKind,
  JourneyTable
>;

export type MoveResult =
  { ok: true; to: CustomerLoanStep } | { ok: false; reason: 'no-transition' } | { ok: false; reason: 'guard'; guard: keyof JourneyFacts };

/** Where `outcome` at `from` leads on the lender's path, or why it does not. */
export function nextStep(kind: JourneyKind, from: CustomerLoanStep, outcome: StepOutcome, facts: JourneyFacts): MoveResult {
  const transition = journeyTables[kind][from]?.find((candidate) => candidate.outcome === outcome);
  if (!transition) return { ok: false, reason: 'no-transition' };
  if (transition.guard && !transition.guard.test(facts)) return { ok: false, reason: 'guard', guard: transition.guard.name };
  return { ok: true, to: transition.to };
}

/** Steps with no way out: the journey is over. */
export const finalSteps: readonly CustomerLoanStep[] = ['disbursement-success', 'disbursement-reject'];

/** The steps after which the customer cannot go back (the web disables its back navigation; the route table carries the flag). */
export const backNavigationDisabledSteps: readonly CustomerLoanStep[] = ['disbursement-details', 'disbursement-reject', 'disbursement-success'];

/** The lead status a step's arrival moves the lead to, through the leads module's transition table. */
export const leadStatusOnArrival: Partial<Record<CustomerLoanStep, LeadStatus>> = {
  offer: 'APPLICATION_IN_PROGRESS',
  apply: 'APPLICATION_IN_PROGRESS',
  'disbursement-success': 'DISBURSED',
  'disbursement-reject': 'REJECTED',
};

/** Every step of SPEC §2 (the route table's), for checks that the tables use only those. */
export const allCustomerLoanSteps: readonly CustomerLoanStep[] = customerLoanSteps.map(({ step }) => step);
