import {
  lenderNames,
  lenderRules,
  offerTerms,
  type CallbackLog,
  type LenderCallbackBody,
  type LenderCode,
  type LoanProductCode,
  type ProviderApiAnswer,
} from '@portal/domain';
import type { PartnerScope } from '../../db/partner-scope';
import { notFound, validationError } from '../../plugins/errors';
import { findLeadById } from '../../lib/leads/lead-records';
import { findApplicationById, findCallbacks, setCallbackOutcome, storeAnswer, updateLendingLead } from './lending-repository';
import { findLendingLead, findOfferById, recordCallback } from '../../lib/lending-records';

import type { LendingContext } from './lending-context';
import { lendingMessages } from './lending-context';
import { visibleApplication } from './application-service';
import { visibleLendingLead } from './lead-offer-service';

/**
 * What lenders say of their leads: asked (providerApi) or told (signed callbacks), and the log of it. Where
 * a status moves the lead, and the payout a disbursement earns, is the flow's (flows/apply-lender-status.ts).
 */

/** POST /leads/providerApi?referenceId&updateLeadStatus: asks the lender where the application stands; moves the lead when told to. */
export async function askLenderStatus(context: LendingContext, partner: PartnerScope, leadId: string, update: boolean): Promise<ProviderApiAnswer> {
  const { lead, lending } = await visibleLendingLead(context, partner, leadId);
  const offer = lending.offerId ? await findOfferById(context.db, lending.offerId) : undefined;
  if (!offer || !lending.lenderReference) throw notFound(lendingMessages.notALoanLead);
  const now = context.clock.now();
  const lenderStatus = await context.lenders
    .get(offer.lenderCode)
    .applicationStatus({ lenderReference: lending.lenderReference, since: lending.createdAt, now });
  await updateLendingLead(context.db, lead.id, { lenderStatus });
  const moved = update
    ? await context.applyLenderStatus(context.db, lead, lenderStatus, {
        note: { key: `lenderStatus.${lenderStatus}`, values: { lender: lenderNames[offer.lenderCode] } },
        now,
      })
    : false;
  const current = (await findLeadById(context.db, lead.id))!;
  return { leadId: lead.id, lenderCode: offer.lenderCode, lenderStatus, leadStatus: current.status, moved, checkedAt: now.toISOString() };
}

/**
 * A lender's verified callback, applied once: an offer or decline for a pending application (stored as
 * LATE), or a status for a lead. A replay of the same event id is answered DUPLICATE and changes nothing.
 */
export async function applyLenderCallback(
  context: Pick<LendingContext, 'db' | 'clock' | 'applyLenderStatus'>,
  lenderCode: LenderCode,
  body: LenderCallbackBody,
): Promise<'APPLIED' | 'DUPLICATE' | 'IGNORED'> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const fresh = await recordCallback(tx, {
      lenderCode,
      eventId: body.eventId,
      kind: body.kind,
      applicationId: body.aggregatorId,
      leadId: body.leadId ?? null,
      outcome: 'IGNORED',
      receivedAt: now,
    });
    if (!fresh) return 'DUPLICATE';
    const application = await findApplicationById(tx, body.aggregatorId);
    let applied = false;
    if (application && body.kind === 'OFFER' && body.offer) {
      const product = lenderRules[lenderCode].products[application.productCode as LoanProductCode];
      if (product) {
        const terms = offerTerms(
          lenderRules[lenderCode],
          application.productCode as LoanProductCode,
          body.offer.amount,
          body.offer.tenureMonths,
          body.offer.annualRatePercent,
          {
            ...product,
            feePercent: body.offer.processingFeePercent,
          },
        );
        applied = await storeAnswer(tx, application.id, lenderCode, { kind: 'offer', terms }, 'LATE', now);
      }
    } else if (application && body.kind === 'DECLINE') {
      applied = await storeAnswer(tx, application.id, lenderCode, { kind: 'decline', reason: body.reason ?? 'Declined' }, 'LATE', now);
    } else if (application && body.kind === 'STATUS' && body.leadId && body.status) {
      const lending = await findLendingLead(tx, body.leadId);
      const lead = lending?.applicationId === application.id ? await findLeadById(tx, body.leadId) : undefined;
      const offer = lending?.offerId ? await findOfferById(tx, lending.offerId) : undefined;
      if (lead && offer?.lenderCode === lenderCode) {
        await updateLendingLead(tx, lead.id, { lenderStatus: body.status });
        await context.applyLenderStatus(tx, lead, body.status, {
          note: { key: `lenderStatus.${body.status}`, values: { lender: lenderNames[lenderCode] } },
          now,
        });
        applied = true;
      }
    }
    const outcome = applied ? 'APPLIED' : 'IGNORED';
    await setCallbackOutcome(tx, lenderCode, body.eventId, outcome);
    return outcome;
  });
}

/** GET /leads/partnerCallbackLog?leadId|aggregatorId: lenders' callbacks for the partner's own application or lead. */
export async function callbackLog(context: LendingContext, partner: PartnerScope, query: { leadId?: string; aggregatorId?: string }): Promise<CallbackLog> {
  if (!query.leadId && !query.aggregatorId) throw validationError({ leadId: 'Give a leadId or an aggregatorId' });
  let applicationId = query.aggregatorId;
  if (query.leadId) {
    const { lending } = await visibleLendingLead(context, partner, query.leadId);
    applicationId = lending.applicationId ?? undefined;
  }
  if (query.aggregatorId) await visibleApplication(context, partner, query.aggregatorId);
  const rows = await findCallbacks(context.db, { ...(applicationId ? { applicationId } : {}), ...(query.leadId ? { leadId: query.leadId } : {}) });
  return {
    entries: rows.map((r) => ({
      eventId: r.eventId,
      lenderCode: r.lenderCode,
      kind: r.kind,
      aggregatorId: r.applicationId,
      leadId: r.leadId,
      outcome: r.outcome,
      receivedAt: r.receivedAt.toISOString(),
    })),
  };
}
