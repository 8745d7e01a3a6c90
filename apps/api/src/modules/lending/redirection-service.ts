import {
  canMoveLead,
  decideViewer,
  errorCodes,
  LOAN_ALREADY_DISBURSED_MESSAGE,
  lendingRedirectionProducts,
  mandatePagePath,
  type FdQuote,
  type LendingRedirection,
} from '@portal/domain';
import type { PartnerScope } from '../../db/partner-scope';
import { AppError, notFound, validationError } from '../../plugins/errors';
import { findLeadById, moveLeadStatus } from '../../lib/leads/lead-records';
import { updateLendingLead } from './lending-repository';
import { findLendingLead, type LendingLeadRow } from '../../lib/lending-records';
import { productNameOf } from './offers-service';

import type { LendingContext } from './lending-context';
import { lendingMessages } from './lending-context';
import { visibleLendingLead, loanOfferOf } from './lead-offer-service';
import { customerLinkFor } from './providers-and-public-page';

/** The customer's redirection link of a chosen loan offer or a deposit: what it shows, and the customer's confirmation. */

/** POST /leads/customerLink?leadId: the customer's redirection link for a chosen loan offer (the lead becomes LINK_SHARED). */
export async function loanCustomerLink(context: LendingContext, partner: PartnerScope, leadId: string) {
  const { lead } = await visibleLendingLead(context, partner, leadId);
  if (!lendingRedirectionProducts.includes(lead.productCode)) throw notFound(lendingMessages.notALoanLead);
  if (lead.status !== 'LINK_SHARED' && canMoveLead(lead.status, 'LINK_SHARED')) {
    await moveLeadStatus(context.db, lead.id, 'LINK_SHARED', {
      actor: 'partner',
      partnerId: partner.id,
      note: { key: 'linkShared' },
      now: context.clock.now(),
    });
  }
  const { token, expiresAt } = await customerLinkFor(context, lead.id, lead.productCode);
  // The link opens in the customer's language, the lead's (decision 0217), and every step after it keeps it.
  return { link: mandatePagePath(lead.productCode, token, lead.customerLanguage), linkExpiresAt: expiresAt.toISOString() };
}

async function leadOfLink(context: LendingContext, productCode: string, token: string) {
  const read = await context.tokens.customerLink.read(token, context.clock.now());
  if (!read || read.payload.productCode !== productCode) throw notFound(lendingMessages.badLink);
  const lead = await findLeadById(context.db, read.payload.leadId);
  const lending = lead ? await findLendingLead(context.db, lead.id) : undefined;
  if (!lead || !lending) throw notFound(lendingMessages.badLink);
  return { lead, lending, expired: read.expired, expiresAt: read.expiresAt };
}

async function redirectionOf(
  context: LendingContext,
  lead: Awaited<ReturnType<typeof leadOfLink>>['lead'],
  lending: LendingLeadRow,
  expiresAt: Date,
): Promise<LendingRedirection> {
  const loan = lending.offerId ? await loanOfferOf(context, lead, lending) : undefined;
  const { brandName, brandColour } = decideViewer({ recordTenant: lead.tenantCode });
  return {
    productCode: lead.productCode,
    productName: productNameOf(lead.productCode),
    leadId: lead.id,
    customerName: lead.customerName,
    brandName,
    ...(brandColour ? { brandColour } : {}),
    language: lead.customerLanguage,
    offer: loan?.offer ?? null,
    kfs: loan?.kfs ?? null,
    fd: lending.deposit ? (lending.deposit as FdQuote) : null,
    mandate: { confirmedAt: lending.mandateConfirmedAt?.toISOString() ?? null, signerName: lending.mandateSignerName },
    disbursed: lead.status === 'DISBURSED',
    linkExpiresAt: expiresAt.toISOString(),
  };
}

/** GET /redirection-flows/public/product/{FD|personal-loan|business-loans}?token */
export async function getRedirection(context: LendingContext, productCode: string, token: string): Promise<LendingRedirection> {
  const { lead, lending, expired, expiresAt } = await leadOfLink(context, productCode, token);
  if (expired && !lending.mandateConfirmedAt) throw new AppError(410, errorCodes.notFound, lendingMessages.expiredLink);
  return redirectionOf(context, lead, lending, expiresAt);
}

/**
 * POST /redirection-flows/public/product/{…}/mandate: the customer confirms (typed name and consent): a loan's
 * KFS is acknowledged from the link, and the lead moves to the customer's application. Again: no change.
 */
export async function confirmRedirection(context: LendingContext, productCode: string, body: { token: string; fullName: string }): Promise<LendingRedirection> {
  const { lead, lending, expired, expiresAt } = await leadOfLink(context, productCode, body.token);
  if (lending.mandateConfirmedAt) return redirectionOf(context, lead, lending, expiresAt);
  if (lead.status === 'DISBURSED') throw new AppError(409, errorCodes.conflict, LOAN_ALREADY_DISBURSED_MESSAGE);
  if (expired) throw new AppError(410, errorCodes.notFound, lendingMessages.expiredLink);
  const name = body.fullName.trim().replace(/\s+/g, ' ');
  if (name.toLowerCase() !== lead.customerName.toLowerCase()) throw validationError({ fullName: 'Type your full name as the advisor entered it' });
  const now = context.clock.now();
  const updated = await context.db.transaction(async (tx) => {
    const row = await updateLendingLead(tx, lead.id, {
      mandateSignerName: name,
      mandateConfirmedAt: now,
      ...(lending.offerId && !lending.kfsAcknowledgedAt
        ? { kfsAcknowledgedAt: now, kfsAcknowledgedChannel: 'CUSTOMER_LINK' as const, kfsVersion: 'kfs-2024-v1' }
        : {}),
    });
    if (canMoveLead(lead.status, 'APPLICATION_IN_PROGRESS')) {
      await moveLeadStatus(tx, lead.id, 'APPLICATION_IN_PROGRESS', { actor: 'customer', note: { key: 'customerConfirmed' }, now });
    }
    return row;
  });
  return redirectionOf(context, (await findLeadById(context.db, lead.id))!, updated, expiresAt);
}
