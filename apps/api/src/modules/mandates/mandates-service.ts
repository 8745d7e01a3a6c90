import {
  decideViewer,
  errorCodes,
  findProductForTenant,
  formatRupees,
  insurers,
  quotedInsurerOf,
  mandateMessages,
  mandatePagePath,
  notificationChannels,
  type FormValues,
  type Language,
  type Mandate,
  type NotificationChannel,
  type ProductDefinition,
  type PublicMandate,
  type SignMandateRequest,
  type TenantCode,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { Notifier } from '../../lib/notifier';
import { renderNotification } from '../../lib/notification-text';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound, validationError } from '../../plugins/errors';
import type { Clock } from '../../providers/clock';
import { ensureCanSell, findVisibleProduct } from '../../lib/partner-access';
import { findVisibleProposal } from '../../lib/proposal-records';
import { renderMandateLetter } from './mandate-letter-pdf';
import { MANDATE_LINK_VALIDITY_MS, type MandateLinkTokens } from './mandate-token';
import {
  findMandateOfProposal,
  findMandateWithProposal,
  insertMandateOnce,
  renewMandateLink,
  signMandateOnce,
  type MandateLetterRow,
  type MandateProposalRow,
} from './mandates-repository';

export interface MandatesContext {
  db: Database;
  clock: Clock;
  /** Mandate link tokens (prepareMandateLinkTokens). */
  tokens: MandateLinkTokens;
  /** The "mandate to sign" message is queued with the letter it announces (decision 0130). */
  notifier: Pick<Notifier, 'enqueue' | 'deliver'>;
  /** The portal's origin, for the customer's link in the message. */
  origin: string;
}

export const MANDATE_TO_SIGN_TEMPLATE = 'mandate-to-sign';
const contactField: Record<NotificationChannel, 'mobile' | 'email'> = { SMS: 'mobile', EMAIL: 'email' };

/**
 * Queues "mandate to sign" to the proposal's own customer (mobile: SMS, email: EMAIL) in the transaction
 * that made the letter or renewed its link, so each new link is announced once; answers the ids to try
 * after commit. A repeated POST that changes nothing sends nothing. In the proposal's customer language
 * (decision 0268), the SMS under that language's DLT template, as the payment link's.
 */
async function queueMandateNotices(
  tx: Database,
  context: MandatesContext,
  product: ProductDefinition,
  proposal: { tenantCode: TenantCode; partnerId: string; values: FormValues; customerLanguage: Language },
  link: string,
): Promise<string[]> {
  const variables = { productName: product.name, link: new URL(link, context.origin).href };
  const ids: string[] = [];
  for (const channel of notificationChannels) {
    const to = text(proposal.values[contactField[channel]]);
    const language = proposal.customerLanguage;
    const rendered = renderNotification(MANDATE_TO_SIGN_TEMPLATE, channel, variables, language, proposal.tenantCode);
    if (!to || !rendered) continue;
    const row = await context.notifier.enqueue(tx, {
      channel,
      to,
      template: MANDATE_TO_SIGN_TEMPLATE,
      ...rendered,
      variables,
      language,
      sender: { tenantCode: proposal.tenantCode, partnerId: proposal.partnerId, productCode: product.code },
    });
    ids.push(row.id);
  }
  return ids;
}

const text = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The public PDF of a letter (the token is the customer's and the partner's key to it alike). */
const letterUrlOf = (productCode: string, token: string) =>
  `/api/redirection-flows/public/product/${encodeURIComponent(productCode)}/letter?token=${encodeURIComponent(token)}`;

/**
 * The letter's link token. Derived, not stored: the same letter and expiry give the same token, so the
 * partner's panel shows one link until it is renewed (a renewal changes the expiry, retiring older links).
 */
const linkTokenOf = (letter: MandateLetterRow, tokens: MandateLinkTokens) =>
  tokens.issue({ letterId: letter.id }, { issuedAt: letter.createdAt, expiresAt: letter.linkExpiresAt });

/** The partner's view of a letter: its customer's link carries the proposal's customer language (`lang`, none for English). */
async function toMandate(
  proposal: { productCode: string; referenceId: string; customerLanguage: Language },
  letter: MandateLetterRow,
  tokens: MandateLinkTokens,
): Promise<Mandate> {
  const { productCode, referenceId } = proposal;
  const token = await linkTokenOf(letter, tokens);
  return {
    referenceId,
    productCode,
    status: letter.signedAt ? 'SIGNED' : 'PENDING',
    link: mandatePagePath(productCode, token, proposal.customerLanguage),
    letterUrl: letterUrlOf(productCode, token),
    linkExpiresAt: letter.linkExpiresAt.toISOString(),
    signedAt: letter.signedAt?.toISOString() ?? null,
    signerName: letter.signerName,
  };
}

function mandateProductOf(product: ProductDefinition): ProductDefinition {
  if (!product.sale?.needsMandate) throw notFound(`${product.name} has no mandate letter`);
  return product;
}

/**
 * The partner's mandate letter of a proposal, created on first call (idempotent). An unsigned letter whose
 * link has expired gets a new link (the old one stops working); a signed letter never changes.
 */
export async function ensureMandate(context: MandatesContext, partner: SessionPartner, productCode: string, referenceId: string): Promise<Mandate> {
  const { db, clock, tokens } = context;
  const product = mandateProductOf(await ensureCanSell(db, partner, productCode));
  const record = await findVisibleProposal(db, partner, product.code, referenceId);
  if (!record) throw notFound('Proposal not found');
  const now = clock.now();
  const freshExpiry = new Date(now.getTime() + MANDATE_LINK_VALIDITY_MS);
  const { letter, notices } = await db.transaction(async (tx) => {
    const made = await insertMandateOnce(tx, record.proposal.id, freshExpiry);
    let current = made.letter;
    const renewed = !current.signedAt && current.linkExpiresAt.getTime() <= now.getTime();
    if (renewed) current = await renewMandateLink(tx, current.id, freshExpiry, now);
    if (!made.created && !renewed) return { letter: current, notices: [] };
    const mandate = await toMandate(record.proposal, current, tokens);
    return { letter: current, notices: await queueMandateNotices(tx, context, product, record.proposal, mandate.link) };
  });
  // After commit, tried at once; a failure is the job queue's to retry.
  for (const id of notices) await context.notifier.deliver(id).catch(() => undefined);
  return toMandate(record.proposal, letter, tokens);
}

/** The partner's mandate letter of a proposal as it stands; 404 before ensureMandate made one. */
export async function getMandate(context: MandatesContext, partner: SessionPartner, productCode: string, referenceId: string): Promise<Mandate> {
  const product = mandateProductOf(findVisibleProduct(partner, productCode));
  const record = await findVisibleProposal(context.db, partner, product.code, referenceId);
  if (!record) throw notFound('Proposal not found');
  const letter = await findMandateOfProposal(context.db, record.proposal.id);
  if (!letter) throw notFound('No mandate letter for this proposal yet');
  return toMandate(record.proposal, letter, context.tokens);
}

const linkError = (message: string) => validationError({ token: message });

/**
 * The letter a customer's link opens. Refused: a token that is not ours or names another product
 * (not valid), and, for an unsigned letter, one past its expiry or replaced by a renewed link (expired).
 * A signed letter stays readable by its link, so the customer can keep the signed PDF.
 */
async function letterOfLink(context: MandatesContext, productCode: string, token: string) {
  const link = await context.tokens.read(token, context.clock.now());
  if (!link) throw linkError(mandateMessages.invalidLink);
  const found = await findMandateWithProposal(context.db, link.payload.letterId);
  if (!found || found.proposal.productCode !== productCode) throw linkError(mandateMessages.invalidLink);
  const product = findProductForTenant(found.proposal.productCode, found.proposal.tenantCode);
  if (!product?.sale?.needsMandate) throw linkError(mandateMessages.invalidLink);
  if (!found.letter.signedAt) {
    // A renewal changes the stored expiry: a token carrying another one is a replaced link.
    const current = Math.floor(found.letter.linkExpiresAt.getTime() / 1000) * 1000 === link.expiresAt.getTime();
    if (!current || found.letter.linkExpiresAt.getTime() <= context.clock.now().getTime()) throw linkError(mandateMessages.expiredLink);
  }
  return { ...found, product };
}

/** Who signs and what: the names, the business, the insurer chosen on the quote and the premium. */
function letterFacts(product: ProductDefinition, proposal: MandateProposalRow) {
  const insurerCode = quotedInsurerOf(product.sale!.insurers, proposal.quoteValues);
  return {
    referenceId: proposal.referenceId,
    productCode: product.code,
    productName: product.name,
    planName: product.plans.find((plan) => plan.code === proposal.planCode)?.name ?? proposal.planCode,
    businessName: text(proposal.quoteValues.businessName),
    customerName: [text(proposal.values.firstName), text(proposal.values.lastName)].filter(Boolean).join(' '),
    insurerName: insurers[insurerCode].name,
    // The tenant whose partner sold it and whose brand the customer saw, not the product's seller (decision 0241).
    brokerName: decideViewer({ recordTenant: proposal.tenantCode }).brandName,
    declaration: product.sale!.mandateDeclaration ?? null,
    amount: proposal.totalPremium,
    amountLabel: formatRupees(proposal.totalPremium),
  };
}

function toPublicMandate(product: ProductDefinition, proposal: MandateProposalRow, letter: MandateLetterRow, token: string): PublicMandate {
  // The customer's page is headed by the brand of whose proposal it is, not the product's seller (decision 0175).
  const { brandName, brandColour } = decideViewer({ recordTenant: proposal.tenantCode });
  return {
    ...letterFacts(product, proposal),
    brandName,
    ...(brandColour ? { brandColour } : {}),
    language: proposal.customerLanguage,
    status: letter.signedAt ? 'SIGNED' : 'PENDING',
    letterUrl: letterUrlOf(product.code, token),
    linkExpiresAt: letter.linkExpiresAt.toISOString(),
    signedAt: letter.signedAt?.toISOString() ?? null,
    signerName: letter.signerName,
  };
}

export async function getPublicMandate(context: MandatesContext, productCode: string, token: string): Promise<PublicMandate> {
  const { letter, proposal, product } = await letterOfLink(context, productCode, token);
  return toPublicMandate(product, proposal, letter, token);
}

/** A typed name compared as people write it: case, extra spaces, dots and a leading title do not matter. */
const comparableName = (name: string) =>
  name
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(mr|ms|mrs) /, '');

/**
 * The customer signs by typing the full name on the proposal and consenting. Idempotent: signing a
 * signed letter again answers it unchanged (the first signer, time and address stay).
 */
export async function signMandate(context: MandatesContext, productCode: string, body: SignMandateRequest, signerIp: string): Promise<PublicMandate> {
  const { letter, proposal, product } = await letterOfLink(context, productCode, body.token);
  if (letter.signedAt) return toPublicMandate(product, proposal, letter, body.token);
  const { customerName } = letterFacts(product, proposal);
  const errors: Record<string, string> = {};
  if (!body.fullName.trim() || comparableName(body.fullName) !== comparableName(customerName)) errors.fullName = mandateMessages.fullName;
  if (!body.consent) errors.consent = mandateMessages.consent;
  if (product.sale!.mandateDeclaration && body.declaration !== true) errors.declaration = mandateMessages.declaration;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const signed = await signMandateOnce(context.db, letter.id, { signerName: body.fullName.trim().replace(/\s+/g, ' '), signerIp, now: context.clock.now() });
  return toPublicMandate(product, proposal, signed, body.token);
}

/** The letter's PDF by its link (signed: with the signature block). */
export async function mandateLetterPdf(context: MandatesContext, productCode: string, token: string): Promise<{ pdf: Uint8Array; fileName: string }> {
  const { letter, proposal, product } = await letterOfLink(context, productCode, token);
  const facts = letterFacts(product, proposal);
  const pdf = await renderMandateLetter({
    ...facts,
    totalPremium: facts.amount,
    createdAt: letter.createdAt,
    ...(letter.signedAt ? { signature: { signerName: letter.signerName ?? '', signedAt: letter.signedAt, signerIp: letter.signerIp ?? '' } } : {}),
  });
  return { pdf, fileName: `mandate-letter-${proposal.referenceId}.pdf` };
}

/**
 * The payment gate of products that need a mandate (SPEC §7): no payment link until the customer has
 * signed. A one-line call from the payment-link creation.
 */
export async function ensureMandateSigned(db: Database, product: ProductDefinition, proposalId: string): Promise<void> {
  if (!product.sale?.needsMandate) return;
  const letter = await findMandateOfProposal(db, proposalId);
  if (!letter?.signedAt) throw new AppError(409, errorCodes.conflict, mandateMessages.notSigned);
}
