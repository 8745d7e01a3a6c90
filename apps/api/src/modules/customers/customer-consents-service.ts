import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  consentDataItemKeys,
  creditReportConsentNotice,
  findProduct,
  isLoanProductCode,
  loanConsentNotice,
  tenants,
  type CustomerConsentEntry,
  type CustomerConsents,
  type CustomerConsentsSignInBody,
  type CustomerOtpChallenge,
  type ProductConsentNotice,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { creditChecks } from '../../db/schema/credit-score-schema';
import { leads } from '../../db/schema/leads-schema';
import { consents, loanApplications } from '../../db/schema/lending-schema';
import type { Env } from '../../env';
import { notFound } from '../../plugins/errors';
import type { Clock } from '../../providers/clock';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { type CustomerSession, startCustomerSession } from '../../lib/sessions/customer-session-repository';
import { otpPolicy, sendCustomerOtp, verifyCustomerOtp } from '../../lib/sessions/otp-service';

export interface CustomerConsentsContext {
  db: Database;
  env: Pick<Env, 'PROVIDERS' | 'OTP_HASH_SECRET' | 'OTP_SENDS_PER_ADDRESS'>;
  clock: Clock;
  sms: SmsProvider;
}

/** The OTP purpose of a customer's own access to their consents, shared with the credit report's withdrawal (decision 0152). */
const PURPOSE = 'customer-consents' as const;

export const customerConsentsMessages = { notFound: 'Consent not found' } as const;

/**
 * POST /customer-consents/otp {mobileNumber}: an OTP to the mobile typed (never another), sent and answered
 * alike whether or not the ledger holds a consent for it, so the call tells nobody who is a customer.
 */
export async function sendConsentsOtp(context: CustomerConsentsContext, mobile: string, ip: string): Promise<CustomerOtpChallenge> {
  const sent = await sendCustomerOtp(context, {
    mobile,
    ip,
    purpose: PURPOSE,
    text: (otp) =>
      `${otp} is your code to see or withdraw your consents. Type it on the page where you asked for it. Never tell it to anyone. Valid 5 minutes.`,
  });
  return {
    challengeId: sent.challengeId,
    mobileEnding: mobile.slice(-4),
    expiresInSeconds: otpPolicy.ttlSeconds,
    resendAfterSeconds: otpPolicy.resendCooldownSeconds,
  };
}

/** POST /customer-consents/session: the OTP proves the mobile; a session for that mobile's consents, and the consents. */
export async function startConsentsSession(
  context: CustomerConsentsContext,
  body: CustomerConsentsSignInBody,
): Promise<{ token: string; answer: CustomerConsents }> {
  await verifyCustomerOtp(context, { challengeId: body.challengeId, purpose: PURPOSE, mobile: body.mobileNumber, otp: body.otp });
  const { token } = await startCustomerSession(context.db, { kind: 'consents', id: body.mobileNumber }, context.clock.now());
  return { token, answer: await listConsents(context.db, body.mobileNumber) };
}

/**
 * The mobile a customer session speaks for: a consents session's own; a loan link's session was proved by
 * an OTP to its lead's mobile (decision 0082), so it reads that mobile's consents without another OTP.
 */
export async function mobileOfSession(db: Database, session: CustomerSession): Promise<string> {
  if (session.scope.kind === 'consents') return session.scope.id;
  const [lead] = await db.select({ mobile: leads.customerMobile }).from(leads).where(eq(leads.id, session.scope.id)).limit(1);
  if (!lead) throw notFound(customerConsentsMessages.notFound);
  return lead.mobile;
}

type ConsentRow = typeof consents.$inferSelect & { applicationProduct: string | null; leadProduct: string | null };

/** The product a consent was given for: its application's, its lead's, or the one its notice version names. */
function productCodeOf(row: ConsentRow): string | undefined {
  return row.applicationProduct ?? row.leadProduct ?? row.noticeVersion.split('/')[1];
}

/** The notice of this purpose and product as it reads today, to name its recipients and items (decision 0150). */
function noticeNow(row: ConsentRow, productCode: string | undefined): ProductConsentNotice | undefined {
  const brandName = tenants[row.tenantCode].name;
  if (row.purpose === 'credit-report') return creditReportConsentNotice(brandName);
  return productCode && isLoanProductCode(productCode) ? loanConsentNotice(productCode, brandName) : undefined;
}

function toEntry(row: ConsentRow): CustomerConsentEntry {
  const productCode = row.purpose === 'credit-report' ? 'credit-score' : productCodeOf(row);
  const notice = noticeNow(row, productCode);
  const purpose = row.purpose as CustomerConsentEntry['purpose'];
  return {
    id: row.id,
    purpose,
    productName: (productCode && findProduct(productCode)?.name) ?? null,
    brandName: tenants[row.tenantCode].name,
    recipients: notice?.recipients ?? [],
    dataItems: consentDataItemKeys(purpose, productCode && isLoanProductCode(productCode) ? productCode : undefined),
    noticeText: row.noticeText,
    noticeIsCurrent: notice?.version === row.noticeVersion,
    channel: row.channel,
    givenAt: row.givenAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

async function consentRows(db: Database, mobile: string, consentId?: string): Promise<ConsentRow[]> {
  const rows = await db
    .select({ consent: consents, applicationProduct: loanApplications.productCode, leadProduct: leads.productCode })
    .from(consents)
    .leftJoin(loanApplications, eq(loanApplications.id, consents.applicationId))
    .leftJoin(leads, eq(leads.id, consents.leadId))
    .where(and(eq(consents.customerMobile, mobile), ...(consentId ? [eq(consents.id, consentId)] : [])))
    .orderBy(desc(consents.givenAt));
  return rows.map(({ consent, applicationProduct, leadProduct }) => ({ ...consent, applicationProduct, leadProduct }));
}

/** GET /customer-consents: every consent the ledger holds for the mobile, given and withdrawn, newest first. */
export async function listConsents(db: Database, mobile: string): Promise<CustomerConsents> {
  return { mobileEnding: mobile.slice(-4), consents: (await consentRows(db, mobile)).map(toEntry) };
}

/**
 * POST /customer-consents/{id}/withdraw: the customer withdraws one consent of their own (another mobile's
 * answers 404, as if unknown). What it undoes is what the partner's withdrawals undo: a credit report pulled
 * under it is erased (decision 0087); an application under it asks no lender again (its consent is cleared).
 * Withdrawing again changes nothing.
 */
export async function withdrawOwnConsent(context: CustomerConsentsContext, mobile: string, consentId: string): Promise<CustomerConsentEntry> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(consents)
      .set({ withdrawnAt: now })
      .where(and(eq(consents.id, consentId), eq(consents.customerMobile, mobile), isNull(consents.withdrawnAt)))
      .returning();
    if (!row) return;
    if (row.purpose === 'credit-report')
      await tx
        .update(creditChecks)
        .set({ report: null })
        .where(inArray(creditChecks.consentId, [row.id]));
    if (row.applicationId) {
      const [standing] = await tx
        .select({ id: consents.id })
        .from(consents)
        .where(and(eq(consents.applicationId, row.applicationId), isNull(consents.withdrawnAt)))
        .limit(1);
      if (!standing)
        await tx
          .update(loanApplications)
          .set({ consentGivenAt: null, consentChallengeId: null, updatedAt: now })
          .where(eq(loanApplications.id, row.applicationId));
    }
  });
  const [entry] = await consentRows(context.db, mobile, consentId);
  if (!entry) throw notFound(customerConsentsMessages.notFound);
  return toEntry(entry);
}
