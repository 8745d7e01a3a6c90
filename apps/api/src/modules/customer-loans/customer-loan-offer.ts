import { isLoanProductCode, kfsValidUntil, sanctionLimits, type OfferTerms, type SanctionLimits, type StepOutcome } from '@portal/domain';
import { validationError } from '../../plugins/errors';
import { customerLoanSandboxMagic } from '../../providers/customer-loans/customer-loan-providers';
import type { LeadRow } from '../../lib/leads/lead-records';
import { findLendingLead, findOfferById } from '../../lib/lending-records';
import { acknowledgeKfsRecord, findKfsRecord, issueKfsRecord, type KfsRecordRow } from './customer-loan-kfs';
import { WrongStepError, type CustomerLoanContext, type JourneyState } from './customer-loan-state';

/**
 * The offer a customer may accept is a sanction and the KFS they acknowledged (decision 0141): the partner's
 * chosen offer as the lender sanctioned it, or (apply-first lenders) the customer's own amount and tenure
 * within it, priced by the lender; each shown as a KFS record of its own.
 */
export interface Sanction {
  terms: OfferTerms;
  /** When the lender answered: the KFS of the sanction is issued then, as the partner saw it. */
  issuedAt: Date;
}

const DEFAULT_TENURE_MONTHS = 36;

/** The lender's sanction for the lead: the chosen offer's terms, else the lender's own for a lead shared without one. */
export async function sanctionOf(context: CustomerLoanContext, lead: LeadRow, state: JourneyState, now: Date): Promise<Sanction | undefined> {
  const lending = await findLendingLead(context.db, lead.id);
  const chosen = lending?.offerId ? await findOfferById(context.db, lending.offerId) : undefined;
  if (chosen?.status === 'OFFERED' && chosen.terms) return { terms: chosen.terms, issuedAt: chosen.answeredAt ?? chosen.createdAt };
  if (!isLoanProductCode(lead.productCode)) return undefined;
  const asked = Number((lead.details as { tenureMonths?: unknown }).tenureMonths);
  const terms = context.lenders.get(state.lender).sanctionFor({
    productCode: lead.productCode,
    scoringKey: lead.panHash ?? lead.id,
    mobile: lead.customerMobile,
    amount: lead.amount ?? 20_000_000,
    tenureMonths: Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_TENURE_MONTHS,
  });
  return terms ? { terms, issuedAt: now } : undefined;
}

export async function limitsOf(context: CustomerLoanContext, lead: LeadRow, state: JourneyState, now: Date): Promise<SanctionLimits | null> {
  const sanction = await sanctionOf(context, lead, state, now);
  return sanction ? sanctionLimits(sanction.terms) : null;
}

function showRecord(state: JourneyState, record: KfsRecordRow) {
  state.kfsId = record.id;
  state.acknowledgedKfsId = null;
  state.facts.kfsAcknowledged = undefined;
  state.facts.offerAccepted = undefined;
}

/**
 * Arrival at the offer: the KFS to read is made ready, a new record where none is current or the current one
 * has lapsed. A customer the lender will not offer, or cannot be reached for, never sees an offer: the
 * outcome sends them straight to the failure page.
 */
export async function arriveAtOffer(context: CustomerLoanContext, lead: LeadRow, state: JourneyState, now: Date): Promise<StepOutcome | undefined> {
  const email = lead.customerEmail?.toLowerCase() ?? '';
  if (lead.customerMobile.endsWith('0500') || email.startsWith(customerLoanSandboxMagic.unreachableEmailPrefix)) {
    state.failureReason = 'The lender could not be reached';
    return 'offer-api-error';
  }
  if (email.startsWith(customerLoanSandboxMagic.noOfferEmailPrefix)) {
    state.failureReason = 'The lender has no offer for you now';
    return 'no-offer';
  }
  const current = state.kfsId ? await findKfsRecord(context.db, lead.id, state.kfsId) : undefined;
  if (current && !current.supersededAt && current.validUntil > now) return undefined;
  const sanction = current ? { terms: current.terms, issuedAt: now } : await sanctionOf(context, lead, state, now);
  if (!sanction) {
    state.failureReason = 'The lender has no offer for you now';
    return 'no-offer';
  }
  const issuedAt = kfsValidUntil(sanction.issuedAt) > now ? sanction.issuedAt : now;
  const source = current?.source ?? 'SANCTION';
  showRecord(state, await issueKfsRecord(context.db, { leadId: lead.id, lenderCode: state.lender, source, terms: sanction.terms, issuedAt, now }));
  return undefined;
}

/** apply/details: the customer's amount and tenure; beyond the sanction refused with its limits, within it priced anew with a new KFS. */
export async function chooseWithinSanction(
  context: CustomerLoanContext,
  lead: LeadRow,
  state: JourneyState,
  ask: { loanAmount: number; tenureMonths: number },
  now: Date,
) {
  const sanction = await sanctionOf(context, lead, state, now);
  // No sanction: the offer step says so (offer-failure) rather than this form.
  if (!sanction) return;
  const pricing = context.lenders.get(state.lender).priceWithinSanction({ sanction: sanction.terms, amount: ask.loanAmount, tenureMonths: ask.tenureMonths });
  if (pricing.kind === 'beyond') throw validationError(pricing.fields);
  const asSanctioned = ask.loanAmount === sanction.terms.amount && ask.tenureMonths === sanction.terms.tenureMonths;
  const record = asSanctioned
    ? await issueKfsRecord(context.db, {
        leadId: lead.id,
        lenderCode: state.lender,
        source: 'SANCTION',
        terms: sanction.terms,
        issuedAt: kfsValidUntil(sanction.issuedAt) > now ? sanction.issuedAt : now,
        now,
      })
    : await issueKfsRecord(context.db, { leadId: lead.id, lenderCode: state.lender, source: 'CUSTOMER_CHOICE', terms: pricing.terms, issuedAt: now, now });
  showRecord(state, record);
}

export const kfsChangedMessage = 'The Key Facts Statement has changed. Read the new one before accepting';

/** The offer's answer: the customer's own acknowledgement of exactly the KFS record shown, still valid. */
export async function acceptOffer(context: CustomerLoanContext, lead: LeadRow, state: JourneyState, kfsId: string, now: Date): Promise<KfsRecordRow> {
  const record = state.kfsId ? await findKfsRecord(context.db, lead.id, state.kfsId) : undefined;
  if (!record || record.id !== kfsId || record.supersededAt) throw new WrongStepError('offer', kfsChangedMessage);
  if (record.validUntil <= now) {
    throw new WrongStepError('offer', 'This Key Facts Statement has lapsed. Open the offer again for a new one before accepting');
  }
  if (!(await acknowledgeKfsRecord(context.db, record, now))) throw new WrongStepError('offer', kfsChangedMessage);
  state.acknowledgedKfsId = record.id;
  state.facts.kfsAcknowledged = true;
  state.facts.offerAccepted = true;
  return record;
}

/** The record the customer acknowledged, still current: what the mandate and the disbursement are held to. */
export async function acknowledgedRecord(context: CustomerLoanContext, lead: LeadRow, state: JourneyState): Promise<KfsRecordRow> {
  const record = state.acknowledgedKfsId ? await findKfsRecord(context.db, lead.id, state.acknowledgedKfsId) : undefined;
  if (!record || !record.acknowledgedAt || record.supersededAt || state.kfsId !== record.id) throw new WrongStepError('offer', kfsChangedMessage);
  return record;
}
