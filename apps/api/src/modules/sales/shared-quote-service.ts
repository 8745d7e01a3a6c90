import { errorCodes, findProductForTenant, formatRupees, insurers, quotedInsurerOf, type QuoteShareLink, type SharedQuote } from '@portal/domain';
import type { Database } from '../../db/client';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import { recordSharedQuoteLead } from '../../lib/leads/sale-leads';
import { recordBrand } from '../../lib/record-brand';
import { ensureCanSell } from '../../lib/partner-access';
import { QUOTE_VALIDITY_MS } from './quote-token';
import { acceptQuote, type QuoteSigning } from './price-quote';
import { saleOf } from './sale-form-checks';
import type { SharedQuoteTokens } from './shared-quote-token';
import { enIN } from '@portal/domain/messages/en-IN';

/** The web's public page of a shared quote (the domain route table's 'shared-quote'). */
export const SHARED_QUOTE_PATH = '/quote/shared';

/** The shared quote's answers: the English of the catalogue, which the API says in the request's language. */
export const sharedQuoteMessages = enIN.sharedQuoteErrors;

/**
 * A link the partner can send the customer for one of his quotes: checked as a proposal would check it
 * (another partner's quote is a 404, an expired one a 400), then signed with its plan, insurer and premium.
 */
export async function shareQuote(
  db: Database,
  partner: SessionPartner,
  productCode: string,
  quoteId: string,
  signing: QuoteSigning,
  sharedTokens: SharedQuoteTokens,
): Promise<QuoteShareLink> {
  const product = await ensureCanSell(db, partner, productCode);
  const quote = await acceptQuote(db, partner, product, quoteId, signing);
  const expiresAt = new Date(quote.createdAt.getTime() + QUOTE_VALIDITY_MS);
  const token = await sharedTokens.issue(
    {
      productCode: product.code,
      tenant: partner.tenantCode,
      planCode: quote.planCode,
      insurerCode: quotedInsurerOf(saleOf(product).insurers, quote.values),
      totalPremium: quote.totalPremium,
    },
    { issuedAt: signing.now, expiresAt },
  );
  // A shared quote is a lead in the partner's list (decision 0070).
  await recordSharedQuoteLead(db, partner, { productCode: product.code, quoteId, totalPremium: quote.totalPremium, values: quote.values }, signing.now);
  return { path: `${SHARED_QUOTE_PATH}?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/** A shared quote as the customer sees it, with no session: 404 for a link that is not ours, 410 once expired. */
export async function readSharedQuote(sharedTokens: SharedQuoteTokens, token: string, now: Date): Promise<SharedQuote> {
  const contents = await sharedTokens.read(token, now);
  const product = contents && findProductForTenant(contents.payload.productCode, contents.payload.tenant);
  if (!contents || !product) throw notFound(sharedQuoteMessages.invalid);
  if (contents.expired) throw new AppError(410, errorCodes.notFound, sharedQuoteMessages.expired);
  const { planCode, insurerCode, totalPremium, tenant } = contents.payload;
  return {
    productCode: product.code,
    productName: product.name,
    planName: product.plans.find((plan) => plan.code === planCode)?.name ?? planCode,
    insurerName: insurers[insurerCode].name,
    totalPremium,
    totalPremiumLabel: formatRupees(totalPremium),
    ...recordBrand(tenant),
    expiresAt: contents.expiresAt.toISOString(),
  };
}
