import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { testEnv } from '../../env';
import { outbox } from '../../providers/outbox-schema';
import { insertLead, type LeadRow } from '../../lib/leads/lead-records';
import { CUSTOMER_LINK_VALIDITY_MS, prepareLendingTokens } from '../lending/lending-service';
import { CUSTOMER_SESSION_COOKIE } from '../../lib/sessions/customer-session-repository';

let counter = 0;
/**
 * A customer mobile of its own per call (the OTP send limits count per mobile), ending in 9 so that it is
 * never a sandbox magic number (…0001 no offer, …0500 lender unreachable).
 */
export const freshCustomerMobile = () => `8${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(5, '0')}9`;

/** The last OTP the outbox holds for a mobile. */
export async function lastOtpTo(db: Database, mobile: string): Promise<string | undefined> {
  const [message] = await db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
  return message?.payload.otp as string | undefined;
}

/**
 * A loan lead of `partner` (link shared) and the customer's signed link token, as POST /leads/customerLink
 * makes it (same token kind and secret as the app built on testEnv()).
 */
export async function customerLead(
  db: Database,
  partner: { id: string; tenantCode: LeadRow['tenantCode'] },
  options: { productCode?: string; mobile?: string; amount?: number; details?: Record<string, unknown>; now?: Date } = {},
): Promise<{ lead: LeadRow; token: string }> {
  const now = options.now ?? new Date();
  const productCode = options.productCode ?? 'personal-loan';
  const lead = await insertLead(
    db,
    {
      tenantCode: partner.tenantCode,
      partnerId: partner.id,
      productCode,
      customerName: 'Asha Verma',
      customerMobile: options.mobile ?? freshCustomerMobile(),
      status: 'LINK_SHARED',
      amount: options.amount ?? 20_000_000,
      details: options.details ?? {},
    },
    { actor: 'partner', partnerId: partner.id, now, note: { key: 'linkShared' } },
  );
  const tokens = await prepareLendingTokens(testEnv().QUOTE_SIGNING_SECRET);
  const token = await tokens.customerLink.issue(
    { leadId: lead.id, productCode },
    { issuedAt: now, expiresAt: new Date(now.getTime() + CUSTOMER_LINK_VALIDITY_MS) },
  );
  return { lead, token };
}

/** The customer's OTP sign-in for a lead's link: the cookie header of the customer session. */
export async function signInCustomer(app: FastifyInstance, db: Database, lead: LeadRow, token: string, ip = '10.9.0.1'): Promise<string> {
  const sent = await app.inject({ method: 'POST', url: '/api/customer-sessions/lead/otp', payload: { token }, remoteAddress: ip });
  expect(sent.statusCode, sent.body).toBe(200);
  const otp = await lastOtpTo(db, lead.customerMobile);
  const started = await app.inject({
    method: 'POST',
    url: '/api/customer-sessions/lead',
    payload: { token, challengeId: sent.json().challengeId, otp },
    remoteAddress: ip,
  });
  expect(started.statusCode, started.body).toBe(200);
  const cookie = started.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE);
  expect(cookie?.value).toBeTruthy();
  return `${CUSTOMER_SESSION_COOKIE}=${cookie!.value}`;
}
