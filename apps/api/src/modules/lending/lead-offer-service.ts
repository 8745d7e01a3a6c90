import { buildKfs, type LeadLoanOffer, type LeadStatus } from '@portal/domain';
import type { PartnerScope } from '../../db/partner-scope';
import { notFound } from '../../plugins/errors';
import { findLead } from '../../lib/leads/lead-records';
import { findOffers, updateLendingLead } from './lending-repository';
import { findLendingLead, type LendingLeadRow } from '../../lib/lending-records';
import { productNameOf } from './offers-service';
import { toOffer } from '../../lib/lending-records';

import type { LendingContext } from './lending-context';
import { lendingMessages } from './lending-context';
import { offerOf, kfsPdfPath, rankOf } from './offer-choice-service';

/** A loan lead's chosen offer and its KFS acknowledgement. */

export async function visibleLendingLead(context: LendingContext, partner: PartnerScope, leadId: string) {
  const lead = await findLead(context.db, partner, leadId);
  if (!lead) throw notFound('Lead not found');
  const lending = await findLendingLead(context.db, lead.id);
  if (!lending) throw notFound(lendingMessages.notALoanLead);
  return { lead, lending };
}

export async function loanOfferOf(
  context: LendingContext,
  lead: { id: string; productCode: string; status: LeadStatus },
  lending: LendingLeadRow,
): Promise<LeadLoanOffer> {
  if (!lending.offerId || !lending.applicationId) throw notFound(lendingMessages.notALoanLead);
  const rows = await findOffers(context.db, lending.applicationId);
  const row = offerOf(rows.find((r) => r.id === lending.offerId));
  return {
    leadId: lead.id,
    aggregatorId: lending.applicationId,
    productCode: lead.productCode,
    status: lead.status,
    offer: toOffer(row, row.terms, rankOf(rows, row.id)),
    kfs: buildKfs(row.terms, productNameOf(lead.productCode), row.answeredAt ?? row.createdAt),
    kfsPdfUrl: kfsPdfPath(lending.applicationId, row.id),
    acknowledgement:
      lending.kfsAcknowledgedAt && lending.kfsAcknowledgedChannel
        ? { acknowledgedAt: lending.kfsAcknowledgedAt.toISOString(), channel: lending.kfsAcknowledgedChannel, kfsVersion: lending.kfsVersion ?? 'kfs-2024-v1' }
        : null,
  };
}

/** GET /leads/loanOffer?leadId */
export async function getLeadLoanOffer(context: LendingContext, partner: PartnerScope, leadId: string): Promise<LeadLoanOffer> {
  const { lead, lending } = await visibleLendingLead(context, partner, leadId);
  return loanOfferOf(context, lead, lending);
}

/** POST /leads/kfsAcknowledgement?leadId: the customer read the KFS on the partner's device (once; again changes nothing). */
export async function acknowledgeKfs(context: LendingContext, partner: PartnerScope, leadId: string): Promise<LeadLoanOffer> {
  const { lead, lending } = await visibleLendingLead(context, partner, leadId);
  const updated = lending.kfsAcknowledgedAt
    ? lending
    : await updateLendingLead(context.db, lead.id, {
        kfsAcknowledgedAt: context.clock.now(),
        kfsAcknowledgedChannel: 'PARTNER_DEVICE',
        kfsVersion: 'kfs-2024-v1',
      });
  return loanOfferOf(context, lead, updated);
}
