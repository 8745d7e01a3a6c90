import { describe, expect, it } from 'vitest';
import { lenderCodes } from '../lending/lender-codes';
import {
  allCustomerLoanSteps,
  backNavigationDisabledSteps,
  finalSteps,
  journeyKinds,
  journeyPaths,
  journeyTables,
  lenderJourneyKinds,
  lenderOfProviderCode,
  nextStep,
  providerCodeOf,
  type JourneyFacts,
} from './customer-loan-journey';
import { customerLoanRoutes, customerLoanRouteId } from './routes/customer-loan-routes';

const allFacts: JourneyFacts = {
  kfsAcknowledged: true,
  offerAccepted: true,
  locationGiven: true,
  livelinessPassed: true,
  kycVerified: true,
  bankVerified: true,
  mandateRegistered: true,
};

describe('the customer loan journey table', () => {
  it.each([
    { lender: 'IDFC_FIRST', through: 'stashfin', kind: 'via-stashfin' },
    { lender: 'BANDHAN', through: 'presence-verification', kind: 'presence-verification' },
    { lender: 'FEDERAL', through: 'kyc-details', kind: 'offer-to-kyc' },
    { lender: 'YES', through: 'apply/details', kind: 'apply-first' },
  ] as const)('$lender walks the $kind path, through $through', ({ lender, through, kind }) => {
    expect(lenderJourneyKinds[lender]).toBe(kind);
    expect(journeyPaths[kind]).toContain(through);
  });

  it('the straight path goes from the offer to KYC with no step between', () => {
    const path = journeyPaths['offer-to-kyc'];
    expect(path[path.indexOf('offer') + 1]).toBe('kyc-details');
  });

  it.each(journeyKinds)('%s: walking every answer good ends at disbursement-success', (kind) => {
    let step = journeyPaths[kind][0]!;
    const walked = [step];
    while (!finalSteps.includes(step)) {
      const move = nextStep(kind, step, step === 'disbursement-details' ? 'disbursed' : 'done', allFacts);
      expect(move.ok, `from ${step}`).toBe(true);
      if (!move.ok) break;
      step = move.to;
      walked.push(step);
    }
    expect(walked).toEqual([...journeyPaths[kind], 'disbursement-success']);
  });

  it.each([
    { from: 'offer', outcome: 'no-offer', to: 'offer-failure', back: 'offer' },
    { from: 'offer', outcome: 'offer-api-error', to: 'offerApiFailure', back: 'offer' },
    { from: 'kyc-callback', outcome: 'failed', to: 'kyc-failure', back: 'kyc-details' },
    { from: 'mandate-callback', outcome: 'failed', to: 'mandate-failure', back: 'bank-details' },
  ] as const)('every path: $from answering $outcome leads to $to, whose way forward is $back', ({ from, outcome, to, back }) => {
    for (const kind of journeyKinds) {
      expect(nextStep(kind, from, outcome, allFacts)).toEqual({ ok: true, to });
      expect(nextStep(kind, to, 'retry', allFacts)).toEqual({ ok: true, to: back });
    }
  });

  it('a disbursement is either paid or refused, and both are the end', () => {
    expect(nextStep('offer-to-kyc', 'disbursement-details', 'rejected', allFacts)).toEqual({ ok: true, to: 'disbursement-reject' });
    for (const step of finalSteps) expect(journeyTables['offer-to-kyc'][step] ?? []).toEqual([]);
  });

  it.each([
    { kind: 'via-stashfin', from: 'offer/confirm', guard: 'offerAccepted' },
    { kind: 'presence-verification', from: 'location', guard: 'locationGiven' },
    { kind: 'presence-verification', from: 'liveliness', guard: 'livelinessPassed' },
    { kind: 'offer-to-kyc', from: 'kyc-callback', guard: 'kycVerified' },
    { kind: 'offer-to-kyc', from: 'bank-details', guard: 'bankVerified' },
    { kind: 'offer-to-kyc', from: 'mandate-callback', guard: 'mandateRegistered' },
    // No path leaves the offer without the customer's own acknowledgement of its KFS.
    ...journeyKinds.map((kind) => ({ kind, from: 'offer', guard: 'kfsAcknowledged' }) as const),
  ] as const)('$kind: leaving $from needs $guard', ({ kind, from, guard }) => {
    expect(nextStep(kind, from, 'done', { ...allFacts, [guard]: false })).toEqual({ ok: false, reason: 'guard', guard });
    expect(nextStep(kind, from, 'done', allFacts).ok).toBe(true);
  });

  it('an answer the step does not take is no transition', () => {
    expect(nextStep('offer-to-kyc', 'login-otp', 'disbursed', allFacts)).toEqual({ ok: false, reason: 'no-transition' });
    expect(nextStep('offer-to-kyc', 'stashfin', 'done', allFacts)).toEqual({ ok: false, reason: 'no-transition' });
  });

  it('the tables use only steps of SPEC §2, and every step of §2 is on some path or branch', () => {
    const used = new Set<string>();
    for (const table of Object.values(journeyTables)) {
      for (const [from, transitions] of Object.entries(table)) {
        used.add(from);
        for (const transition of transitions ?? []) used.add(transition.to);
      }
    }
    expect([...used].filter((step) => !allCustomerLoanSteps.includes(step as never))).toEqual([]);
    expect(allCustomerLoanSteps.filter((step) => !used.has(step))).toEqual([]);
  });

  it('every step has its route, and the back button is disabled on the disbursement steps only', () => {
    for (const step of allCustomerLoanSteps) {
      const route = customerLoanRoutes.find((candidate) => candidate.id === customerLoanRouteId(step));
      expect(route, step).toBeDefined();
      expect(Boolean(route?.backNavigationDisabled), step).toBe(backNavigationDisabledSteps.includes(step));
    }
    expect(backNavigationDisabledSteps).toEqual(['disbursement-details', 'disbursement-reject', 'disbursement-success']);
  });

  it.each(lenderCodes)('%s has a path and a provider code that leads back to it', (lender) => {
    expect(journeyKinds).toContain(lenderJourneyKinds[lender]);
    expect(lenderOfProviderCode(providerCodeOf(lender))).toBe(lender);
  });
});
