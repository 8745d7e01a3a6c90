import { and, desc, eq, gt, inArray, isNotNull, isNull, notExists } from 'drizzle-orm';
import { OFFER_RANKING_RULE, type PreApprovedOffers } from '@portal/domain';
import type { Database } from '../../db/client';
import { whereVisibleTo, type PartnerScope } from '../../db/partner-scope';
import type { Clock } from '../../providers/clock';
import { leadProduct } from '../../lib/leads/create-lead';
import type { ApplicationRow } from './lending-repository';
import { lendingLeads, loanApplications, loanOffers } from '../../db/schema/lending-schema';
import { rankedOffers } from './offers-service';

/** Offers are valid a few working days (the KFS's validity); older answers are never open, so the query need not read them. */
const OPEN_OFFER_HORIZON_MS = 30 * 24 * 60 * 60 * 1000;
const maskMobile = (mobile: string) => `XXXXXX${mobile.slice(-4)}`;

/**
 * GET /products/{code}/preApprovedOffers, the Loan Activity Summary (decision 0151): only open offers, that
 * is of applications whose consent stands and on which no offer has been chosen, still valid and not marked
 * not interested; every one of them, each application's offers ranked by the disclosed rule.
 */
export async function loanActivitySummary(context: { db: Database; clock: Clock }, partner: PartnerScope, code: string): Promise<PreApprovedOffers> {
  const productCode = leadProduct(partner, code).code;
  const now = context.clock.now();
  const chosen = context.db
    .select({ leadId: lendingLeads.leadId })
    .from(lendingLeads)
    .where(and(eq(lendingLeads.applicationId, loanApplications.id), isNotNull(lendingLeads.offerId)));
  const applications = await context.db
    .select()
    .from(loanApplications)
    .where(
      and(
        whereVisibleTo(partner, loanApplications),
        eq(loanApplications.productCode, productCode),
        isNotNull(loanApplications.consentGivenAt),
        gt(loanApplications.offersAskedAt, new Date(now.getTime() - OPEN_OFFER_HORIZON_MS)),
        notExists(chosen),
      ),
    )
    .orderBy(desc(loanApplications.createdAt));
  if (applications.length === 0) return { productCode, rankingRule: OFFER_RANKING_RULE, offers: [] };
  const offerRows = await context.db
    .select()
    .from(loanOffers)
    .where(
      and(
        inArray(
          loanOffers.applicationId,
          applications.map((a) => a.id),
        ),
        eq(loanOffers.status, 'OFFERED'),
        isNull(loanOffers.notInterestedAt),
      ),
    );
  const byApplication = new Map<string, typeof offerRows>();
  for (const row of offerRows) byApplication.set(row.applicationId, [...(byApplication.get(row.applicationId) ?? []), row]);
  const offers = applications.flatMap((application: ApplicationRow) =>
    rankedOffers(byApplication.get(application.id) ?? [])
      .filter((offer) => new Date(offer.validUntil) > now)
      .map((offer) => ({ aggregatorId: application.id, customerName: application.customerName, mobileMasked: maskMobile(application.customerMobile), offer })),
  );
  return { productCode, rankingRule: OFFER_RANKING_RULE, offers };
}
