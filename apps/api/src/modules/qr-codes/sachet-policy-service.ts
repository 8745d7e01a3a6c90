import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  formatRupees,
  qrCodeMessages,
  SACHET_ACTIVATION_PURPOSE,
  sachetPolicyPath,
  sachetTerm,
  type CustomerLinkBrand,
  type Language,
  type QrActivation,
  type QrPolicyOtpSent,
  type QrPolicyVerify,
  type TenantCode,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../plugins/errors';
import { errorCodes } from '@portal/domain';
import { prepareTokenKind, type TokenKind } from '../../security/tokens';
import { type CustomerSession, startCustomerSession } from '../../lib/sessions/customer-session-repository';
import { otpPolicy, sendCustomerOtp, verifyCustomerOtp } from '../../lib/sessions/otp-service';
import { renderNotification } from '../../lib/notification-text';
import { recordBrand } from '../../lib/record-brand';
import { policyPeriod } from '../../documents/policy-certificate';
import { findPolicyCertificateOfProposal } from '../../lib/policy-certificates';
import { proposals } from '../../db/schema/sales-schema';
import { findCodeByTokenHash, findPolicyOfProposal } from './qr-codes-repository';
import { hashToken, type QrCodesContext } from './qr-codes-service';

const linkPayload = z.object({ proposalId: z.string() });
export type SachetPolicyLinks = TokenKind<z.infer<typeof linkPayload>>;
/** The SMS's link to the cover: signed (names the proposal only, no personal data), a key of its own (decision 0048), 1 year, the cover's life. */
export const prepareSachetPolicyLinks = (secret: string): Promise<SachetPolicyLinks> =>
  prepareTokenKind({ purpose: 'sachet-policy-link/v1', form: 'signed', secret, payload: linkPayload });
const LINK_VALIDITY_MS = 366 * 24 * 60 * 60 * 1000;

export const sachetPolicyMessages = {
  notActivated: 'This cover is not activated yet. Activate it with the QR code first',
  badLink: 'This link is not valid. Scan the QR code on your card to see your cover',
} as const;

/** The policy of an activated code, as its customer sees it. */
export async function sachetPolicyOf(db: Database, proposalId: string): Promise<QrActivation> {
  const [proposal] = await db.select({ values: proposals.values }).from(proposals).where(eq(proposals.id, proposalId)).limit(1);
  const policy = await findPolicyOfProposal(db, proposalId);
  const certificate = await findPolicyCertificateOfProposal(db, proposalId);
  if (!proposal || !policy || !certificate) throw notFound('Policy not found');
  const { startsOn, endsOn } = policyPeriod(policy.issuedAt);
  return {
    policyNumber: policy.policyNumber,
    membershipId: policy.membershipId,
    productName: sachetTerm.name,
    sumInsured: certificate.sumInsured ?? 0,
    startsOn: startsOn.toISOString(),
    endsOn: endsOn.toISOString(),
    documentUrl: '/api/qr-codes/public/policy.pdf',
    mobileEnding: String((proposal.values as Record<string, unknown>).mobile ?? '').slice(-4),
  };
}

/**
 * After the activation commits: the customer's SMS with the policy number and a link to see and download
 * the policy again (after an OTP), and a customer session for this cover so the page can offer the PDF now.
 */
export async function afterActivation(
  context: QrCodesContext & { policyLinks: SachetPolicyLinks },
  proposalId: string,
  mobile: string,
  tenantCode: TenantCode,
  /** The customer's language: the activation page's, in which the SMS is written. */
  language: Language = DEFAULT_LANGUAGE,
) {
  const now = context.clock.now();
  const policy = await sachetPolicyOf(context.db, proposalId);
  const link = await context.policyLinks.issue({ proposalId }, { issuedAt: now, expiresAt: new Date(now.getTime() + LINK_VALIDITY_MS) });
  const variables = {
    productName: policy.productName,
    sumInsured: formatRupees(policy.sumInsured * 100),
    policyNumber: policy.policyNumber,
    link: `${context.origin}${sachetPolicyPath(link)}`,
  };
  const { text } = renderNotification('sachet-policy', 'SMS', variables, language, tenantCode)!;
  // The activation stands whatever the SMS gateway says; the page shows the policy and its document anyway.
  await context.sms.send({ to: mobile, template: 'sachet-policy', text, variables, language, sender: { tenantCode } }).catch(() => undefined);
  const { token } = await startCustomerSession(context.db, { kind: 'activation', id: proposalId }, now);
  return { policy, sessionToken: token };
}

/** The activated cover a card's code or an SMS link names (404 unknown or forged, 409 not activated yet). */
async function proposalOf(
  context: QrCodesContext & { policyLinks: SachetPolicyLinks },
  request: { code?: string | undefined; link?: string | undefined },
): Promise<string> {
  if (request.link) {
    const read = await context.policyLinks.read(request.link, context.clock.now());
    if (!read || read.expired) throw notFound(sachetPolicyMessages.badLink);
    return read.payload.proposalId;
  }
  const found = await findCodeByTokenHash(context.db, hashToken(request.code ?? ''));
  if (!found) throw notFound(qrCodeMessages.invalid);
  if (!found.code.proposalId) throw new AppError(409, errorCodes.conflict, sachetPolicyMessages.notActivated);
  return found.code.proposalId;
}

async function activationMobile(db: Database, proposalId: string): Promise<string> {
  const [row] = await db.select({ values: proposals.values }).from(proposals).where(eq(proposals.id, proposalId)).limit(1);
  const mobile = (row?.values as Record<string, unknown> | undefined)?.mobile;
  if (typeof mobile !== 'string') throw notFound('Policy not found');
  return mobile;
}

/** POST /qr-codes/public/policy/brand: whose cover a card's code or SMS link names, before the OTP (decision 0240). Nothing personal. */
export async function sachetPolicyBrand(
  context: QrCodesContext & { policyLinks: SachetPolicyLinks },
  request: { code?: string | undefined; link?: string | undefined },
): Promise<CustomerLinkBrand> {
  const proposalId = await proposalOf(context, request);
  const [row] = await context.db.select({ tenantCode: proposals.tenantCode }).from(proposals).where(eq(proposals.id, proposalId)).limit(1);
  if (!row) throw notFound('Policy not found');
  return recordBrand(row.tenantCode);
}

/** POST /qr-codes/public/policy/otp: a 4-digit OTP to the mobile that activated the cover (never one the caller names). */
export async function sendPolicyOtp(
  context: QrCodesContext & { policyLinks: SachetPolicyLinks },
  request: { code?: string | undefined; link?: string | undefined },
  ip: string,
): Promise<QrPolicyOtpSent> {
  const proposalId = await proposalOf(context, request);
  const mobile = await activationMobile(context.db, proposalId);
  const sent = await sendCustomerOtp(context, {
    mobile,
    ip,
    purpose: SACHET_ACTIVATION_PURPOSE,
    text: (otp) => `${otp} is your code to see your Sachet Term policy. Type it on the page. Never tell it to anyone. Valid 5 minutes.`,
  });
  return {
    challengeId: sent.challengeId,
    expiresInSeconds: otpPolicy.ttlSeconds,
    resendAfterSeconds: otpPolicy.resendCooldownSeconds,
    mobileEnding: mobile.slice(-4),
  };
}

/** POST /qr-codes/public/policy/verify: the right OTP opens a customer session for this cover and answers the policy. */
export async function verifyPolicyOtp(
  context: QrCodesContext & { policyLinks: SachetPolicyLinks },
  request: QrPolicyVerify,
): Promise<{ policy: QrActivation; sessionToken: string }> {
  const proposalId = await proposalOf(context, request);
  const mobile = await activationMobile(context.db, proposalId);
  await verifyCustomerOtp(context, { challengeId: request.challengeId, purpose: SACHET_ACTIVATION_PURPOSE, mobile, otp: request.otp });
  const { token } = await startCustomerSession(context.db, { kind: 'activation', id: proposalId }, context.clock.now());
  return { policy: await sachetPolicyOf(context.db, proposalId), sessionToken: token };
}

/** The session's cover and its certificate. */
export async function sessionPolicy(context: Pick<QrCodesContext, 'db'>, session: CustomerSession) {
  const certificate = await findPolicyCertificateOfProposal(context.db, session.scope.id);
  if (!certificate) throw notFound('Policy not found');
  return { policy: await sachetPolicyOf(context.db, session.scope.id), certificate };
}
