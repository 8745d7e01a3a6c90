import { and, eq, isNull } from 'drizzle-orm';
import {
  canMoveLead,
  DEFAULT_LANGUAGE,
  lenderNames,
  tenants,
  type Language,
  type LeadNote,
  type LeadStatus,
  type LoanApplication,
  type LoanProductCode,
} from '@portal/domain';
import { translatorOf } from '../../i18n/api-i18n';
import type { Database } from '../../db/client';
import type { PartnerScope } from '../../db/partner-scope';
import { createLead, type LeadsContext } from '../../lib/leads/create-lead';
import { findLeadById, moveLeadStatus, updateLead } from '../../lib/leads/lead-records';
import { findOffers, insertConsent, insertLendingLead, updateApplication, type ApplicationRow } from './lending-repository';
import type { OfferRow } from '../../lib/lending-records';
import { lendingLeads } from '../../db/schema/lending-schema';
import { consentNoticeOf, productNameOf, rankedOffers } from './offers-service';
import { unsealPan } from '../../security/pan-seal';
import { leadCustomerOf } from './lending-context';

/** The customer's language of an application: given with the sell form, or the partner's page's then (decision 0245). */
export const applicationLanguageOf = (application: Pick<ApplicationRow, 'answers'>): Language =>
  leadCustomerOf(application.answers).language ?? DEFAULT_LANGUAGE;

/**
 * The SMS of a loan's consent OTP, in the customer's language (decision 0245). The partner types the code on
 * the customer's behalf, so the SMS says whom to tell it and what telling it agrees to, as the partner's
 * screen does (decision 0150); the notice's version stays in the ledger, not in the message.
 */
export function loanConsentSms(application: Pick<ApplicationRow, 'productCode' | 'tenantCode' | 'answers'>, otp: string): string {
  const notice = consentNoticeOf(application);
  const t = translatorOf(applicationLanguageOf(application));
  const key = notice.purpose === 'lamf-folio-fetch' ? 'lendingOffers.sms.lamfConsent' : 'lendingOffers.sms.loanConsent';
  return t(key, { otp, brand: tenants[application.tenantCode].name, count: notice.recipients.length, productName: productNameOf(application.productCode) });
}

/** The application's owner as the leads module knows partners (a tenant's admin may take the consent for him). */
const ownerOf = (application: ApplicationRow, caller: PartnerScope): PartnerScope => ({
  id: application.partnerId,
  tenantCode: application.tenantCode,
  role: caller.role,
});

/**
 * In the consent's transaction: the ledger row (purpose, the notice's version and words, channel, time)
 * and the application's lead (decision 0151): from consent on, the application is a lead in My Leads with
 * its status. Answers the application with its consent time.
 */
export async function recordApplicationConsent(
  context: { db: Database; leads: LeadsContext; panSealKey: Buffer },
  tx: Database,
  application: ApplicationRow,
  caller: PartnerScope,
  now: Date,
): Promise<ApplicationRow> {
  const notice = consentNoticeOf(application);
  await insertConsent(tx, {
    tenantCode: application.tenantCode,
    partnerId: application.partnerId,
    customerMobile: application.customerMobile,
    purpose: notice.purpose,
    noticeVersion: notice.version,
    noticeText: notice.text,
    channel: 'SMS_OTP',
    applicationId: application.id,
    givenAt: now,
  });
  const { language, details } = leadCustomerOf(application.answers);
  const lead = await createLead(
    { ...context.leads, db: tx },
    ownerOf(application, caller),
    application.productCode,
    {
      customer: {
        name: application.customerName,
        mobile: application.customerMobile,
        ...(application.customerEmail ? { email: application.customerEmail } : {}),
        pan: unsealPan(context.panSealKey, application.panSealed),
        ...(language ? { language } : {}),
      },
      amount: application.amount,
      aggregatorId: application.id,
      status: 'CONSENT_GIVEN',
      details: { ...details, tenureMonths: application.tenureMonths },
    },
    { actor: 'customer', note: { key: 'customerConsented' }, db: tx },
  );
  await insertLendingLead(tx, { leadId: lead.id, applicationId: application.id, offerId: null, createdAt: now });
  return updateApplication(tx, application.id, { consentGivenAt: now, updatedAt: now });
}

/** The application's lead made at consent, while no offer is chosen on it (offerId null). */
async function findConsentLead(db: Database, applicationId: string) {
  const [row] = await db
    .select()
    .from(lendingLeads)
    .where(and(eq(lendingLeads.applicationId, applicationId), isNull(lendingLeads.offerId)))
    .limit(1);
  return row ? findLeadById(db, row.leadId) : undefined;
}

const applicationToLeadStatus: Record<LoanApplication['status'], LeadStatus | undefined> = {
  CONSENT_PENDING: undefined,
  CONSENT_GIVEN: 'CONSENT_GIVEN',
  OFFERS_PENDING: 'CONSENT_GIVEN',
  OFFERS_READY: 'OFFERS_READY',
  NO_OFFERS: 'NO_OFFERS',
  OFFER_SELECTED: 'OFFER_SELECTED',
};

/** The consent lead follows the application (offers ready, none): the partner's list shows where it stands. True when it moved. */
export async function syncConsentLead(
  context: { db: Database; clock: { now(): Date } },
  application: Pick<ApplicationRow, 'id'>,
  status: LoanApplication['status'],
): Promise<boolean> {
  const lead = await findConsentLead(context.db, application.id);
  const target = applicationToLeadStatus[status];
  if (!lead || !target || lead.status === target || !canMoveLead(lead.status, target)) return false;
  const offers = await findOffers(context.db, application.id);
  const note: LeadNote = { key: status === 'NO_OFFERS' ? 'noOffers' : 'offersIn' };
  await moveLeadStatus(context.db, lead.id, target, { actor: 'lender', note, now: context.clock.now(), patch: { offers: rankedOffers(offers) } });
  return true;
}

/**
 * When an offer is chosen: the application's consent lead takes it (claimed by a conditional UPDATE, so
 * two choices never share it) and moves to Offer chosen. Undefined when there is none left to take: the
 * caller makes a new lead for this offer, as before.
 */
export async function takeConsentLeadForOffer(
  tx: Database,
  application: ApplicationRow,
  offer: OfferRow & { terms: NonNullable<OfferRow['terms']> },
  offers: readonly OfferRow[],
  /** The partner who chose the offer: the lead's history names him. */
  partnerId: string,
  now: Date,
) {
  const waiting = await findConsentLead(tx, application.id);
  if (!waiting) return undefined;
  if (waiting.status !== 'OFFERS_READY' && !canMoveLead(waiting.status, 'OFFERS_READY')) return undefined;
  const [claimed] = await tx
    .update(lendingLeads)
    .set({ offerId: offer.id, kfsVersion: 'kfs-2024-v1' })
    .where(and(eq(lendingLeads.applicationId, application.id), isNull(lendingLeads.offerId)))
    .returning();
  if (!claimed) return undefined;
  const lead = await findLeadById(tx, claimed.leadId);
  if (!lead) return undefined;
  const note: LeadNote = { key: 'offerChosen', values: { lender: lenderNames[offer.lenderCode] } };
  if (lead.status !== 'OFFERS_READY') await moveLeadStatus(tx, lead.id, 'OFFERS_READY', { actor: 'lender', note: { key: 'offersIn' }, now });
  await moveLeadStatus(tx, lead.id, 'OFFER_SELECTED', { actor: 'partner', partnerId, note, now });
  return updateLead(
    tx,
    lead.id,
    {
      amount: offer.terms.amount,
      offers: rankedOffers(offers),
      details: {
        ...leadCustomerOf(application.answers).details,
        lenderCode: offer.lenderCode,
        lenderName: lenderNames[offer.lenderCode],
        tenureMonths: offer.terms.tenureMonths,
      },
    },
    now,
  );
}

export type { LoanProductCode };
