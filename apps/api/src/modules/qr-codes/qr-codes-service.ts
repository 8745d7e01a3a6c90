import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  errorCodes,
  premiumFromTotal,
  qrCodeMessages,
  SACHET_ACTIVATION_PURPOSE,
  SACHET_TERM_PLAN,
  sachetActivationPath,
  sachetTerm,
  sachetTermPremiumPaise,
  tenants,
  type Language,
  type TenantCode,
  type QrCodeValidation,
  type QrOtpSent,
  type QrSheet,
} from '@portal/domain';
import type { z } from 'zod';
import type { qrActivateRequestSchema, qrOtpRequestSchema, qrSheetRequestSchema } from '@portal/domain';
import type { Database } from '../../db/client';
import type { PartnerScope } from '../../db/partner-scope';
import type { Env } from '../../env';
import { AppError, notFound, validationError } from '../../plugins/errors';
import type { Clock } from '../../providers/clock';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { otpPolicy, sendCustomerOtp, verifyCustomerOtp } from '../../lib/sessions/otp-service';
import type { Notifier } from '../../lib/notifier';
import { insertProposal, newReferenceId, updateProposalStatus } from '../../lib/proposal-records';
import { countScan, findCodeByTokenHash, findSheetPartner, insertSheet, listSheets, markActivated } from './qr-codes-repository';
import { renderQrSheet } from './qr-sheet-pdf';
import { recordBrand } from '../../lib/record-brand';

export interface QrCodesContext {
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  env: Pick<Env, 'PROVIDERS' | 'OTP_HASH_SECRET' | 'OTP_SENDS_PER_ADDRESS'>;
  /** The web app's origin the QR links to. */
  origin: string;
  /** Tries the customer's "policy issued" message of the activation after commit (decision 0130). */
  notifier: Pick<Notifier, 'deliver'>;
  /** Issues the paid proposal's policy once, with its payout and message (flows/issue-policy.ts); answers the message ids. */
  issuePolicy: IssuePolicy;
}

/** What the activation hands the policy's issuing: the proposal, its seller and its customer's contacts. */
export type IssuePolicy = (
  tx: Database,
  proposal: { id: string; productCode: string; tenantCode: TenantCode; partnerId: string; values: Record<string, unknown>; customerLanguage?: Language },
  now: Date,
) => Promise<string[]>;

/** The words the customer accepts by activating: kept on the proposal as a sale's consent is (decision 0038). */
export const SACHET_ACTIVATION_CONSENT =
  'I confirm that my mobile number and email are my own, and I accept the Sachet Term cover on the terms of the insurer, with no medical check-up.';

/** Printed activation codes: 8 characters without look-alikes (0/O, 1/I), 40 random bits. */
const ACTIVATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newActivationCode = () => Array.from({ length: 8 }, () => ACTIVATION_ALPHABET[randomInt(ACTIVATION_ALPHABET.length)]).join('');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const hashActivationCode = (secret: string, tokenHash: string, code: string) =>
  createHmac('sha256', secret).update(`qr-activation:${tokenHash}:${code}`).digest('hex');

function activationCodeMatches(secret: string, tokenHash: string, stored: string, typed: string): boolean {
  const expected = Buffer.from(stored, 'hex');
  const actual = Buffer.from(hashActivationCode(secret, tokenHash, typed), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function ensureSellsSachetTerm(partner: PartnerScope): void {
  if (!sachetTerm.tenants.includes(partner.tenantCode)) throw notFound('Product not found');
}

/** New single-use codes, kept as hashes: the tokens and activation codes exist only in the answer. */
export async function createSheetCodes(context: Pick<QrCodesContext, 'db' | 'env'>, partner: PartnerScope, request: z.output<typeof qrSheetRequestSchema>) {
  ensureSellsSachetTerm(partner);
  const codes = Array.from({ length: request.count }, () => {
    const token = randomBytes(16).toString('base64url');
    const activationCode = newActivationCode();
    const tokenHash = hashToken(token);
    return { token, activationCode, tokenHash, activationCodeHash: hashActivationCode(context.env.OTP_HASH_SECRET, tokenHash, activationCode) };
  });
  const sheet = await insertSheet(context.db, {
    partnerId: partner.id,
    tenantCode: partner.tenantCode,
    sumInsured: request.sumInsured,
    codes: codes.map(({ tokenHash, activationCodeHash }) => ({ tokenHash, activationCodeHash })),
  });
  return { sheet, codes: codes.map(({ token, activationCode }) => ({ token, activationCode })) };
}

/** POST /qr-codes/sheets: new codes, printed once on the answered PDF. */
export async function makeSheet(
  context: QrCodesContext,
  partner: PartnerScope,
  request: z.output<typeof qrSheetRequestSchema>,
): Promise<{ pdf: Uint8Array; sheetId: string }> {
  const { sheet, codes } = await createSheetCodes(context, partner, request);
  const pdf = await renderQrSheet({
    seller: tenants[partner.tenantCode].name,
    sumInsured: request.sumInsured,
    totalPremium: sachetTermPremiumPaise(request.sumInsured),
    createdAt: sheet.createdAt,
    codes: codes.map((code) => ({
      url: `${context.origin}${sachetActivationPath(code.token)}`,
      activationCode: `${code.activationCode.slice(0, 4)}-${code.activationCode.slice(4)}`,
    })),
  });
  return { pdf, sheetId: sheet.id };
}

export async function getSheets(context: QrCodesContext, partner: PartnerScope): Promise<QrSheet[]> {
  ensureSellsSachetTerm(partner);
  const rows = await listSheets(context.db, partner);
  return rows.map(({ sheet, scanned, activated }) => ({
    sheetId: sheet.id,
    sumInsured: sheet.sumInsured,
    count: sheet.count,
    scanned: Number(scanned),
    activated: Number(activated),
    createdAt: sheet.createdAt.toISOString(),
  }));
}

async function codeOrNotFound(db: Database, token: string) {
  const row = await findCodeByTokenHash(db, hashToken(token));
  if (!row) throw notFound(qrCodeMessages.invalid);
  return row;
}

/** POST /qr-codes/public/validate */
export async function validateCode(context: QrCodesContext, token: string): Promise<QrCodeValidation> {
  const { code, sheet } = await codeOrNotFound(context.db, token);
  return {
    productCode: 'sachet-term',
    productName: sachetTerm.name,
    sumInsured: sheet.sumInsured,
    totalPremium: sachetTermPremiumPaise(sheet.sumInsured),
    tenantCode: sheet.tenantCode,
    activated: code.activatedAt !== null,
    // The sheet's tenant, as every customer's page names it (decision 0240).
    ...recordBrand(sheet.tenantCode),
  };
}

/** POST /qr-codes/public/scan-count/: one more scan of the code. */
export async function recordScan(context: QrCodesContext, token: string): Promise<{ scanCount: number }> {
  const scanCount = await countScan(context.db, hashToken(token));
  if (scanCount === undefined) throw notFound(qrCodeMessages.invalid);
  return { scanCount };
}

const alreadyActivated = () => new AppError(409, errorCodes.conflict, qrCodeMessages.alreadyActivated);

/** POST /qr-codes/public/otp: a 4-digit OTP to the customer's mobile, for a code not yet activated. */
export async function sendActivationOtp(context: QrCodesContext, request: z.output<typeof qrOtpRequestSchema>, ip: string): Promise<QrOtpSent> {
  const { code, sheet } = await codeOrNotFound(context.db, request.code);
  if (code.activatedAt) throw alreadyActivated();
  const brand = tenants[sheet.tenantCode].name;
  const sent = await sendCustomerOtp(context, {
    mobile: request.mobile,
    ip,
    purpose: SACHET_ACTIVATION_PURPOSE,
    text: (otp) => `${otp} is your OTP to activate your ${brand} Sachet Term cover. Valid 5 minutes. Do not share it.`,
  });
  return { challengeId: sent.challengeId, expiresInSeconds: otpPolicy.ttlSeconds, resendAfterSeconds: otpPolicy.resendCooldownSeconds };
}

/**
 * POST /qr-codes/public/activate: the code's one activation. The activation code is checked first (a
 * wrong one does not spend the OTP), then the OTP, then, under the code's row lock, the sachet-term
 * proposal is made, marked paid (the partner paid for the sheet's cover) and its policy issued. A
 * second activation, however close in time, finds the code activated and answers 409. The route then
 * sends the policy's SMS and starts the customer's session (sachet-policy-service.ts).
 */
export async function activateCode(
  context: QrCodesContext,
  request: z.output<typeof qrActivateRequestSchema>,
  /** The activation page's language, the customer's: the sale's and its policy-issued notice's (decision 0268). */
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ proposalId: string; tenantCode: TenantCode; mobile: string }> {
  const tokenHash = hashToken(request.code);
  const { code, sheet } = await codeOrNotFound(context.db, request.code);
  if (code.activatedAt) throw alreadyActivated();
  if (!activationCodeMatches(context.env.OTP_HASH_SECRET, tokenHash, code.activationCodeHash, request.activationCode)) {
    throw validationError({ activationCode: qrCodeMessages.wrongActivationCode });
  }
  await verifyCustomerOtp(context, { challengeId: request.challengeId, purpose: SACHET_ACTIVATION_PURPOSE, mobile: request.mobile, otp: request.otp });
  const now = context.clock.now();
  const { proposalId, notices } = await context.db.transaction(async (tx) => {
    const locked = await findCodeByTokenHash(tx, tokenHash, { forUpdate: true });
    if (!locked) throw notFound(qrCodeMessages.invalid);
    if (locked.code.activatedAt) throw alreadyActivated();
    const partner = await findSheetPartner(tx, locked.sheet.partnerId);
    if (!partner) throw notFound(qrCodeMessages.invalid);
    const sumInsured = locked.sheet.sumInsured;
    const premium = premiumFromTotal({
      planCode: SACHET_TERM_PLAN,
      sumInsured,
      totalPremium: sachetTermPremiumPaise(sumInsured),
      netLabel: 'Sachet Term premium (1 year)',
    });
    const quoteValues = { planCode: SACHET_TERM_PLAN, sumInsured: String(sumInsured) };
    const proposal = await insertProposal(tx, {
      referenceId: newReferenceId(now),
      productCode: 'sachet-term',
      partner: { ...partner, tenantCode: locked.sheet.tenantCode },
      quote: {
        id: `qr:${locked.code.id}`,
        values: quoteValues,
        planCode: SACHET_TERM_PLAN,
        sumInsured,
        netPremium: premium.netPremium,
        gst: premium.gst,
        totalPremium: premium.totalPremium,
        breakdown: [...premium.breakdown],
      },
      values: { mobile: request.mobile, email: request.email },
      customerLanguage: language,
      consent: { text: SACHET_ACTIVATION_CONSENT, acceptedAt: now },
    });
    if (!proposal) throw new AppError(409, errorCodes.conflict, 'Please try again');
    await updateProposalStatus(tx, proposal.id, 'PAID');
    // The code's row lock lets one activation this far, so the customer is told once.
    const issuedNotices = await context.issuePolicy(
      tx,
      {
        id: proposal.id,
        productCode: 'sachet-term',
        tenantCode: locked.sheet.tenantCode,
        partnerId: partner.id,
        values: { mobile: request.mobile, email: request.email },
        customerLanguage: language,
      },
      now,
    );
    await markActivated(tx, locked.code.id, proposal.id, now);
    return { proposalId: proposal.id, notices: issuedNotices };
  });
  // Tried once now that the activation is committed; the job queue retries a failed send.
  for (const id of notices) await context.notifier.deliver(id).catch(() => undefined);
  return { proposalId, tenantCode: sheet.tenantCode, mobile: request.mobile };
}
