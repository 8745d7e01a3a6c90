import { buildKfs, lenderNames, type OfferWithKfs } from '@portal/domain';
import type { PartnerScope } from '../../db/partner-scope';
import { notFound } from '../../plugins/errors';
import { updateLead } from '../../lib/leads/lead-records';
import { createLead } from '../../lib/leads/create-lead';
import { findLead } from '../../lib/leads/lead-records';
import { toLeadSummary } from '../../lib/leads/lead-summary';
import { findLendingLeadByOffer, findOffer, findOffers, insertLendingLead, markOfferNotInterested, updateLendingLead } from './lending-repository';
import type { OfferRow } from '../../lib/lending-records';
import { offersAnswer, productNameOf, rankedOffers } from './offers-service';
import { toOffer } from '../../lib/lending-records';
import { unsealPan } from '../../security/pan-seal';
import { syncConsentLead, takeConsentLeadForOffer } from './application-consent';

import type { LendingContext } from './lending-context';
import { lendingMessages, isUniqueViolation, conflict, leadCustomerOf } from './lending-context';
import { visibleApplication } from './application-service';

/** The lenders' offers of an application, each with its KFS, and the partner's choice of one. */

export async function getOffers(context: LendingContext, partner: PartnerScope, aggregatorId: string) {
  const application = await visibleApplication(context, partner, aggregatorId);
  const answer = await offersAnswer(context, partner, application);
  // The application's lead (made at consent) follows: Offers ready, or No offers (decision 0151).
  if (await syncConsentLead(context, application, answer.application.status))
    return offersAnswer(context, partner, await visibleApplication(context, partner, aggregatorId), false);
  return answer;
}

export function offerOf(row: OfferRow | undefined): OfferRow & { terms: NonNullable<OfferRow['terms']> } {
  if (!row || row.status !== 'OFFERED' || !row.terms) throw notFound(lendingMessages.offerNotFound);
  return row as OfferRow & { terms: NonNullable<OfferRow['terms']> };
}

export const kfsPdfPath = (aggregatorId: string, offerId: string) => `/api/loan-applications/${aggregatorId}/offers/${offerId}/kfs.pdf`;

export function rankOf(rows: readonly OfferRow[], offerId: string): number {
  return rankedOffers(rows).find((o) => o.offerId === offerId)?.rank ?? 1;
}

/** GET /loan-applications/{id}/offers/{offerId}: the offer and its Key Facts Statement. */
export async function getOfferWithKfs(context: LendingContext, partner: PartnerScope, aggregatorId: string, offerId: string): Promise<OfferWithKfs> {
  const application = await visibleApplication(context, partner, aggregatorId);
  const rows = await findOffers(context.db, application.id);
  const row = offerOf(rows.find((r) => r.id === offerId));
  return {
    offer: toOffer(row, row.terms, rankOf(rows, row.id)),
    kfs: buildKfs(row.terms, productNameOf(application.productCode), row.answeredAt ?? row.createdAt),
    kfsPdfUrl: kfsPdfPath(application.id, row.id),
  };
}

/** The KFS of an offer of a visible application, for the PDF. */
export async function kfsOf(context: LendingContext, partner: PartnerScope, aggregatorId: string, offerId: string) {
  const application = await visibleApplication(context, partner, aggregatorId);
  const row = offerOf(await findOffer(context.db, application.id, offerId));
  return {
    kfs: buildKfs(row.terms, productNameOf(application.productCode), row.answeredAt ?? row.createdAt),
    customerName: application.customerName,
    offerId: row.id,
  };
}

/**
 * POST /leads/clone?aggregatorId&selectOffer: the customer chooses an offer; one lead per chosen offer
 * (choosing the same offer again answers its lead), the lead's offers holding every offer of the application.
 */
export async function chooseOffer(context: LendingContext, partner: PartnerScope, aggregatorId: string, offerId: string) {
  const application = await visibleApplication(context, partner, aggregatorId);
  const rows = await findOffers(context.db, application.id);
  const row = offerOf(rows.find((r) => r.id === offerId));
  const offer = toOffer(row, row.terms, rankOf(rows, row.id));
  /** The lead already made for this offer (by an earlier choice, or a concurrent one that won). */
  const chosen = async () => {
    const existing = await findLendingLeadByOffer(context.db, row.id);
    const lead = existing ? await findLead(context.db, partner, existing.leadId) : undefined;
    if (!lead) throw notFound('Lead not found');
    return { leadId: lead.id, aggregatorId: application.id, offer, lead: toLeadSummary(lead) };
  };
  if (await findLendingLeadByOffer(context.db, row.id)) return chosen();
  if (new Date(offer.validUntil) < context.clock.now()) throw conflict(lendingMessages.offerExpired);
  const pan = unsealPan(context.panSealKey, application.panSealed);
  const lender = context.lenders.get(row.lenderCode);
  const now = context.clock.now();
  let lead;
  try {
    lead = await context.db.transaction(async (tx) => {
      const taken = await takeConsentLeadForOffer(tx, application, row, rows, partner.id, now);
      if (taken) return taken;
      const leadCustomer = leadCustomerOf(application.answers);
      const created = await createLead(
        { ...context.leads, db: tx },
        partner,
        application.productCode,
        {
          customer: {
            name: application.customerName,
            mobile: application.customerMobile,
            ...(application.customerEmail ? { email: application.customerEmail } : {}),
            pan,
            ...(leadCustomer.language ? { language: leadCustomer.language } : {}),
          },
          amount: row.terms.amount,
          aggregatorId: application.id,
          status: 'OFFER_SELECTED',
          details: { ...leadCustomer.details, lenderCode: row.lenderCode, lenderName: lenderNames[row.lenderCode], tenureMonths: row.terms.tenureMonths },
        },
        { actor: 'partner', note: { key: 'offerChosen', values: { lender: lenderNames[row.lenderCode] } }, db: tx },
      );
      const withOffers = await updateLead(tx, created.id, { offers: rankedOffers(rows) }, now);
      await insertLendingLead(tx, {
        leadId: created.id,
        applicationId: application.id,
        offerId: row.id,
        kfsVersion: 'kfs-2024-v1',
        lenderStatus: null,
        createdAt: now,
      });
      return withOffers;
    });
  } catch (error) {
    // Two choices of one offer at once: the unique offer index lets one win; the other answers its lead.
    if (isUniqueViolation(error)) return chosen();
    throw error;
  }
  const { lenderReference } = await lender.acceptOffer({ aggregatorId: application.id, leadId: lead.id, terms: row.terms });
  await updateLendingLead(context.db, lead.id, { lenderReference, lenderStatus: 'SUBMITTED' });
  return { leadId: lead.id, aggregatorId: application.id, offer, lead: toLeadSummary(lead) };
}

/** POST /markOfferNotInterested */
export async function markNotInterested(context: LendingContext, partner: PartnerScope, aggregatorId: string, offerId: string): Promise<void> {
  const application = await visibleApplication(context, partner, aggregatorId);
  offerOf(await findOffer(context.db, application.id, offerId));
  await markOfferNotInterested(context.db, offerId, context.clock.now());
}
