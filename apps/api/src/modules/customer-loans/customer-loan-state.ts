import { createHmac } from 'node:crypto';
import {
  errorCodes,
  journeyPaths,
  lenderJourneyKinds,
  lenderOfProviderCode,
  type CustomerLoanStep,
  type JourneyFacts,
  type JourneyKind,
  type LeadStatus,
  type LenderCode,
  type MandateTerms,
  type StepOutcome,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../plugins/errors';
import type { Clock } from '../../providers/clock';
import type { CustomerLoanProviders } from '../../providers/customer-loans/customer-loan-providers';
import type { LenderDirectory } from '../../providers/lenders/lender-provider';
import type { LeadRow, MoveContext } from '../../lib/leads/lead-records';

export interface CustomerLoanContext {
  db: Database;
  clock: Clock;
  providers: CustomerLoanProviders;
  lenders: LenderDirectory;
  /** Keys the Aadhaar and account numbers' hashes (never stored whole). */
  hashKey: Buffer;
  enqueueDisbursement: (db: Database, leadId: string, now: Date) => Promise<void>;
  /** Moves the journey's lead, with the payout a disbursed loan earns (flows/apply-lender-status.ts). */
  moveLoanLead: MoveLoanLead;
}

/** Moves a loan's lead to `to` in `db` (the caller's transaction), as the leads' transition table allows. */
export type MoveLoanLead = (db: Database, leadId: string, to: LeadStatus, move: MoveContext) => Promise<LeadRow>;

/** The flows the composition root hands the customer loan journey (decision 0221). */
export type CustomerLoanFlows = Pick<CustomerLoanContext, 'moveLoanLead'>;

/**
 * What the lead keeps of its customer journey (in `leads.details.customerJourney`): never an Aadhaar or
 * account number whole, and no money of its own: the amounts are the KFS record's (customer-loan-kfs.ts).
 */
export interface JourneyState {
  lender: LenderCode;
  kind: JourneyKind;
  step: CustomerLoanStep;
  facts: JourneyFacts;
  /** The KFS record now shown, and the one this customer acknowledged (the same, or the journey cannot go past the offer). */
  kfsId: string | null;
  acknowledgedKfsId: string | null;
  aadhaarHash: string | null;
  aadhaarLast4: string | null;
  bank: { ifsc: string; bankName: string; accountHash: string; accountLast4: string; disbursementRejects: boolean } | null;
  /** What the e-mandate authorises, from the acknowledged KFS. */
  mandate: MandateTerms | null;
  umrn: string | null;
  mandateResponse: string | null;
  widgetToken: string | null;
  failureReason: string | null;
  /** The acknowledged KFS's net amount once disbursement is asked; the UTR and time once the lender paid. */
  disbursement: { amount: number; utr: string | null; disbursedAt: string | null } | null;
  history: Array<{ step: CustomerLoanStep; outcome: StepOutcome; at: string }>;
}

export class WrongStepError extends AppError {
  constructor(step: CustomerLoanStep, message = 'This step is not open now. Continue where your application stands') {
    super(409, errorCodes.wrongStep, message, undefined, undefined, step);
  }
}

export const keyedHash = (key: Buffer, label: string, value: string) => createHmac('sha256', key).update(`${label}:${value}`).digest('hex');

export function lenderOf(providerCode: string): LenderCode {
  const lender = lenderOfProviderCode(providerCode);
  if (!lender) throw notFound('This lender was not found');
  return lender;
}

export function storedState(lead: LeadRow): JourneyState | undefined {
  return (lead.details as { customerJourney?: JourneyState }).customerJourney;
}

export function stateOf(lead: LeadRow, lender: LenderCode): JourneyState {
  const stored = storedState(lead);
  if (stored) {
    // One lead, one lender: the journey began with this one.
    if (stored.lender !== lender) throw notFound('This journey was not found');
    return {
      ...stored,
      kfsId: stored.kfsId ?? null,
      acknowledgedKfsId: stored.acknowledgedKfsId ?? null,
      mandate: stored.mandate ?? null,
      disbursement: stored.disbursement ?? null,
    };
  }
  const kind = lenderJourneyKinds[lender];
  return {
    lender,
    kind,
    step: journeyPaths[kind][0]!,
    facts: {},
    kfsId: null,
    acknowledgedKfsId: null,
    aadhaarHash: null,
    aadhaarLast4: null,
    bank: null,
    mandate: null,
    umrn: null,
    mandateResponse: null,
    widgetToken: null,
    failureReason: null,
    disbursement: null,
    history: [],
  };
}
