import { and, eq } from 'drizzle-orm';
import {
  errorCodes,
  formatRupees,
  kycMessages,
  indiaToday,
  tenants,
  changedQuoteAnswers,
  type CheckoutSummary,
  type FormValues,
  type Language,
  type ProductDefinition,
  type Proposal,
  type TenantCode,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { whereVisibleTo } from '../../db/partner-scope';
import { proposals } from '../../db/schema/sales-schema';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound, validationError } from '../../plugins/errors';
import { ensureCanSell, findVisibleProduct } from '../../lib/partner-access';
import { insuredNameOf } from '../../lib/insured-name';
import { kycAnswersChanged } from '../../lib/kyc-answers';
import { cancelOpenPayments, closeKycOfOldAnswers, findOwnProposalByQuote, hasSignedMandate, lockQuoteSale, updateProposalAnswers } from './sales-repository';
import {
  findProposalRecords,
  findVisibleProposal,
  insertProposal,
  newReferenceId,
  toProposal,
  updateProposalStatus,
  type ProposalRecord,
} from '../../lib/proposal-records';
import type { AcceptedQuote } from '../../db/accepted-quote';
import { saleOf, validateSaleBody } from './sale-form-checks';
import type { QuoteSigning } from './price-quote';
import { acceptQuote } from './price-quote';
import { customerLanguageOf } from '../../lib/customer-language';

/** What saving a proposal answers: the proposal, and whether this call made it (201) or found and updated it (200). */
export interface SavedProposal {
  proposal: Proposal;
  created: boolean;
}

type ProposalBody = { quoteId: string; customerConsent: true; customerLanguage?: Language } & Record<string, unknown>;

/**
 * The proposal fields of a body and the customer's language given beside them (decision 0268): not a field of
 * the product (never priced, never checked by its schema, never sent to the insurer), kept in its own column.
 */
function splitProposalBody({ quoteId, customerConsent: _consented, ...rest }: ProposalBody, requestLanguage: Language) {
  const given = 'customerLanguage' in rest && rest.customerLanguage !== undefined;
  const { language, sell: fields } = customerLanguageOf(rest, requestLanguage);
  return { quoteId, fields, language, given };
}

/**
 * The payment side of an edit (flows/cancel-orders-of-edit.ts, handed to sales-routes; decision 0121). Before it,
 * the proposal's open orders are asked of the gateway, so one the customer has just paid settles first and
 * the edit meets a paid proposal (409). In its transaction, each order it cancelled gets a job that cancels
 * it at the gateway (so a refused edit queues none); after the commit each is tried at once, and its job
 * retries one the gateway could not take.
 */
export interface ProposalOrders {
  settleOpenOrders(proposalId: string): Promise<void>;
  queueCancelsAtGateway(tx: Database, orderIds: readonly string[]): Promise<GatewayCancel[]>;
  cancelAtGateway(cancels: readonly GatewayCancel[]): Promise<void>;
}

/** An order an edit cancelled, and the job that cancels it at the gateway. */
export interface GatewayCancel {
  orderId: string;
  jobId: string;
}

/**
 * A proposal's accepted quote priced with its coupon, run in the proposal's transaction, and the step that
 * records the coupon's use once the proposal row exists (the coupons module's, decision 0090).
 */
export type PriceWithCoupon = (
  tx: Database,
  sale: { tenantCode: TenantCode; productCode: string; proposalId: string | null; values: FormValues; now: Date },
  quote: AcceptedQuote,
) => Promise<{ quote: AcceptedQuote; recordUse: (proposalId: string) => Promise<void> }>;

/** What saving a proposal asks of other modules, handed by the composition root: its coupon's price and its payment orders. */
export interface SaleSteps extends ProposalOrders {
  priceWithCoupon: PriceWithCoupon;
}

/**
 * A proposal from one of the partner's quotes. A quote is made into one proposal: the same quote sent
 * again (a double tap, a form submitted twice) updates the proposal it made instead of adding a second
 * (docs/decisions/0068). Submissions of one quote are serialised by a lock held for the transaction.
 */
export async function createProposal(
  db: Database,
  partner: SessionPartner,
  productCode: string,
  body: ProposalBody,
  signing: QuoteSigning,
  steps: SaleSteps,
  requestLanguage: Language,
): Promise<SavedProposal> {
  const product = await ensureCanSell(db, partner, productCode);
  // The customer's language: the one the partner chose on the form, else his page's (decisions 0245, 0268).
  const { quoteId, fields, language, given } = splitProposalBody(body, requestLanguage);
  const before = await findOwnProposalByQuote(db, partner.id, quoteId);
  if (before) await steps.settleOpenOrders(before.proposal.id);
  const saved = await db.transaction(async (tx) => {
    await lockQuoteSale(tx, partner.id, quoteId);
    const existing = await findOwnProposalByQuote(tx, partner.id, quoteId);
    if (existing && existing.proposal.productCode === product.code) {
      const customerLanguage = given ? language : existing.proposal.customerLanguage;
      const cancels = await reviseProposal(tx, partner, product, existing, { quoteId, fields, customerLanguage }, signing, steps);
      return { referenceId: existing.proposal.referenceId, created: false, cancels };
    }
    const checked = await checkProposalAnswers(tx, partner, product, quoteId, fields, signing);
    const { quote, recordUse } = await steps.priceWithCoupon(tx, saleOfPartner(partner, product, null, checked.values, signing), checked.quote);
    // A reference collision is a one-in-a-billion event a day; try again rather than fail.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await insertProposal(tx, {
        referenceId: newReferenceId(signing.now),
        productCode: product.code,
        partner,
        quote,
        values: checked.values,
        customerLanguage: language,
        consent: { text: tenants[partner.tenantCode].consentText, acceptedAt: signing.now },
      });
      if (row) {
        await recordUse(row.id);
        return { referenceId: row.referenceId, created: true, cancels: [] };
      }
    }
    throw new Error('Could not allocate a proposal reference id');
  });
  await steps.cancelAtGateway(saved.cancels);
  return { proposal: toProposal(await getVisibleProposalRecord(db, partner, product.code, saved.referenceId)), created: saved.created };
}

/**
 * The quote a proposal takes (accepted from its token: decision 0048's checks) and the proposal answers
 * checked against it: the schema the browser runs, the server-only checks, and the answers repeated from
 * the quote (decision 0064).
 */
async function checkProposalAnswers(
  db: Database,
  partner: SessionPartner,
  product: ProductDefinition,
  quoteId: string,
  fields: Record<string, unknown>,
  signing: QuoteSigning,
) {
  const { createdAt: _quotedAt, ...quote } = await acceptQuote(db, partner, product, quoteId, signing);
  return { quote, values: await checkAnswersAgainstQuote(db, partner, product, quote, fields, signing) };
}

async function checkAnswersAgainstQuote(
  db: Database,
  partner: SessionPartner,
  product: ProductDefinition,
  quote: AcceptedQuote,
  fields: Record<string, unknown>,
  signing: QuoteSigning,
) {
  const sale = saleOf(product);
  // The quote's answers decide which proposal fields are asked (e.g. a joint cover's co-borrower).
  const values = await validateSaleBody(db, partner, product, 'proposal', fields, quote.values);
  const mismatches = {
    ...changedQuoteAnswers(sale.proposalAnswersFromQuote, quote.values, values),
    ...sale.checkAgainstQuote?.(quote.values, values, indiaToday(signing.now)),
  };
  if (Object.keys(mismatches).length > 0) throw validationError(mismatches);
  return values;
}

/** Who sells what, for the coupon of a proposal's answers. */
const saleOfPartner = (partner: SessionPartner, product: ProductDefinition, proposalId: string | null, values: FormValues, signing: QuoteSigning) => ({
  tenantCode: partner.tenantCode,
  productCode: product.code,
  proposalId,
  values,
  now: signing.now,
});

/** What a partner is told when a proposal's answers can no longer change. */
export const proposalLockedMessages = {
  paid: 'This proposal is paid, so its details can no longer be changed. Start a new quote to sell again.',
  mandateSigned: 'The customer has signed the mandate letter for these details, so they can no longer be changed. Start a new quote to change them.',
  quoteTaken: 'This quote was already used for another proposal. Get a new quote to change the plan.',
} as const;

/**
 * A proposal still being sold takes new answers: the same quote keeps its price (even once the quote's
 * 24 hours are over: the draft holds it); another quote of the partner re-prices it, checked as a new
 * proposal's quote is. Back to DRAFT, so review freezes it again. 409 once paid or once the customer has
 * signed the mandate letter (it names the customer and the premium). A payment link made before the edit
 * fixed the old amount and customer: its order is cancelled with the edit (decision 0121), and the jobs
 * that cancel it at the gateway are queued with it and answered, for the attempt made after the commit.
 * A changed name or date of birth closes the KYC made for the old ones, so payment waits for a new one
 * (decision 0122).
 */
async function reviseProposal(
  tx: Database,
  partner: SessionPartner,
  product: ProductDefinition,
  record: ProposalRecord,
  { quoteId, fields, customerLanguage }: { quoteId: string; fields: Record<string, unknown>; customerLanguage: Language },
  signing: QuoteSigning,
  steps: SaleSteps,
): Promise<GatewayCancel[]> {
  if (record.proposal.status === 'PAID' || record.policy) throw new AppError(409, errorCodes.conflict, proposalLockedMessages.paid);
  if (await hasSignedMandate(tx, record.proposal.id)) throw new AppError(409, errorCodes.conflict, proposalLockedMessages.mandateSigned);
  const checked =
    quoteId === record.quote.id
      ? { quote: record.quote, values: await checkAnswersAgainstQuote(tx, partner, product, record.quote, fields, signing) }
      : await checkProposalAnswers(tx, partner, product, quoteId, fields, signing);
  // The mobile cover's coupon (decision 0090): the quote held keeps its price before the coupon.
  const { quote, recordUse } = await steps.priceWithCoupon(tx, saleOfPartner(partner, product, record.proposal.id, checked.values, signing), checked.quote);
  await updateProposalAnswers(tx, record.proposal.id, {
    quote,
    values: checked.values,
    customerLanguage,
    consent: { text: tenants[partner.tenantCode].consentText, acceptedAt: signing.now },
  });
  // A code new to this draft took a use: record it, or it would never be given back.
  await recordUse(record.proposal.id);
  if (kycAnswersChanged(record.proposal.values, checked.values)) await closeKycOfOldAnswers(tx, record.proposal.id, kycMessages.detailsChanged, signing.now);
  return steps.queueCancelsAtGateway(tx, await cancelOpenPayments(tx, record.proposal.id, signing.now));
}

/**
 * PUT: a draft reopened from review saved again, the same proposal updated (never a second row). Only
 * the partner who made it changes it; another partner's reference answers 404.
 */
export async function updateProposal(
  db: Database,
  partner: SessionPartner,
  productCode: string,
  referenceId: string,
  body: ProposalBody,
  signing: QuoteSigning,
  steps: SaleSteps,
  requestLanguage: Language,
): Promise<Proposal> {
  const product = await ensureCanSell(db, partner, productCode);
  // A language not given keeps the draft's: the edit changes what it names.
  const { quoteId, fields, language, given } = splitProposalBody(body, requestLanguage);
  const before = await findVisibleProposal(db, partner, product.code, referenceId);
  if (before && before.proposal.partnerId === partner.id) await steps.settleOpenOrders(before.proposal.id);
  const cancels = await db.transaction(async (tx) => {
    await lockQuoteSale(tx, partner.id, quoteId);
    const record = await findVisibleProposal(tx, partner, product.code, referenceId);
    if (!record || record.proposal.partnerId !== partner.id) throw notFound('Proposal not found');
    if (quoteId !== record.quote.id && (await findOwnProposalByQuote(tx, partner.id, quoteId))) {
      throw validationError({ quoteId: proposalLockedMessages.quoteTaken });
    }
    const customerLanguage = given ? language : record.proposal.customerLanguage;
    return reviseProposal(tx, partner, product, record, { quoteId, fields, customerLanguage }, signing, steps);
  });
  await steps.cancelAtGateway(cancels);
  return toProposal(await getVisibleProposalRecord(db, partner, product.code, referenceId));
}

async function getVisibleProposalRecord(db: Database, partner: SessionPartner, productCode: string, referenceId: string): Promise<ProposalRecord> {
  const record = await findVisibleProposal(db, partner, productCode, referenceId);
  if (!record) throw notFound('Proposal not found');
  return record;
}

export async function getProposal(db: Database, partner: SessionPartner, productCode: string, referenceId: string): Promise<Proposal> {
  findVisibleProduct(partner, productCode);
  return toProposal(await getVisibleProposalRecord(db, partner, productCode, referenceId));
}

export async function listProposals(db: Database, partner: SessionPartner, productCode: string): Promise<Proposal[]> {
  const product = findVisibleProduct(partner, productCode);
  const records = await findProposalRecords(db, and(eq(proposals.productCode, product.code), whereVisibleTo(partner, proposals)));
  return records.map(toProposal);
}

/**
 * The review step before payment. Freezes the proposal for payment (DRAFT or a failed payment →
 * PAYMENT_PENDING; calling again changes nothing) and answers what the partner confirms.
 * A paid proposal cannot be checked out again.
 */
export async function checkout(db: Database, partner: SessionPartner, productCode: string, referenceId: string): Promise<CheckoutSummary> {
  const product = await ensureCanSell(db, partner, productCode);
  const record = await getVisibleProposalRecord(db, partner, product.code, referenceId);
  if (record.proposal.status === 'PAID') throw new AppError(409, errorCodes.conflict, 'This proposal is already paid');
  if (record.proposal.status !== 'PAYMENT_PENDING') {
    await updateProposalStatus(db, record.proposal.id, 'PAYMENT_PENDING');
    record.proposal = { ...record.proposal, status: 'PAYMENT_PENDING' };
  }
  const plan = product.plans.find((p) => p.code === record.quote.planCode);
  return {
    proposal: toProposal(record),
    productName: product.name,
    planName: plan?.name ?? record.quote.planCode,
    insuredName: insuredNameOf(record.proposal.values),
    amount: record.quote.totalPremium,
    amountLabel: formatRupees(record.quote.totalPremium),
  };
}
