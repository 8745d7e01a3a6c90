import { quoteMessages, validateSaleForm, type ProductDefinition, type Quote } from '@portal/domain';
import type { Database } from '../../db/client';
import type { SessionPartner } from '../../plugins/auth';
import { notFound, validationError } from '../../plugins/errors';
import { ensureCanSell } from '../../lib/partner-access';
import { QUOTE_VALIDITY_MS, type QuoteTokens } from './quote-token';
import type { AcceptedQuote } from '../../db/accepted-quote';
import { saleOf, checkFileFields, validateSaleBody } from './sale-form-checks';

/** What issuing and reading quote tokens needs: the prepared token kind, and the time by the service's clock. */
export interface QuoteSigning {
  tokens: QuoteTokens;
  now: Date;
}

/**
 * Prices a quote. Stateless: nothing is stored; the quoteId is the signed offer itself, which the
 * partner hands back with the proposal (docs/decisions/0011).
 */
export async function createQuote(db: Database, partner: SessionPartner, productCode: string, body: unknown, signing: QuoteSigning): Promise<Quote> {
  return priceQuote(db, partner, await ensureCanSell(db, partner, productCode), body, signing);
}

/** A quote of a product the caller has already checked the partner may sell (ensureCanSell); also the aggregator's, once per insurer. */
export async function priceQuote(db: Database, partner: SessionPartner, product: ProductDefinition, body: unknown, signing: QuoteSigning): Promise<Quote> {
  const sale = saleOf(product);
  const values = await validateSaleBody(db, partner, product, 'quote', body);
  const premium = sale.calculatePremium(values);
  const quoteId = await signing.tokens.issue(
    { productCode: product.code, partnerId: partner.id, tenant: partner.tenantCode, values, totalPremium: premium.totalPremium },
    { issuedAt: signing.now, expiresAt: new Date(signing.now.getTime() + QUOTE_VALIDITY_MS) },
  );
  return { quoteId, productCode: product.code, values, premium: { ...premium, breakdown: [...premium.breakdown] }, createdAt: signing.now.toISOString() };
}

const quoteError = (message: string) => validationError({ quoteId: message });

/**
 * The quote a proposal accepts, from its token: 400 when it is not a token of ours or has expired,
 * 404 when it was made to another partner or for another product. Its values are checked and priced
 * again; if today's rules or prices no longer give the quoted premium, the quote has expired.
 */
export async function acceptQuote(
  db: Database,
  partner: SessionPartner,
  product: ProductDefinition,
  quoteId: string,
  signing: QuoteSigning,
): Promise<AcceptedQuote & { createdAt: Date }> {
  const token = await signing.tokens.read(quoteId, signing.now);
  if (!token) throw quoteError(quoteMessages.invalid);
  const { payload } = token;
  if (payload.partnerId !== partner.id || payload.tenant !== partner.tenantCode || payload.productCode !== product.code) {
    throw notFound('Quote not found');
  }
  if (token.expired) throw quoteError(quoteMessages.expired);
  const checked = validateSaleForm(product, 'quote', payload.values);
  if (!checked.success) throw quoteError(quoteMessages.expired);
  if (Object.keys(await checkFileFields(db, partner, saleOf(product).quote.fields, checked.data)).length > 0) throw quoteError(quoteMessages.expired);
  const premium = saleOf(product).calculatePremium(checked.data);
  if (premium.totalPremium !== payload.totalPremium) throw quoteError(quoteMessages.expired);
  return {
    id: quoteId,
    planCode: premium.planCode,
    sumInsured: premium.sumInsured ?? null,
    values: checked.data,
    netPremium: premium.netPremium,
    gst: premium.gst,
    totalPremium: premium.totalPremium,
    breakdown: [...premium.breakdown],
    createdAt: token.issuedAt,
  };
}

/**
 * One of the partner's quotes read back from its quoteId, checked as a proposal would check it. The
 * proposal page asks for it: the quoteId is sealed, so its answers can only come from here.
 */
export async function getQuote(db: Database, partner: SessionPartner, productCode: string, quoteId: string, signing: QuoteSigning): Promise<Quote> {
  const product = await ensureCanSell(db, partner, productCode);
  const { createdAt, planCode, sumInsured, netPremium, gst, totalPremium, breakdown, values } = await acceptQuote(db, partner, product, quoteId, signing);
  return {
    quoteId,
    productCode: product.code,
    values,
    premium: { planCode, ...(sumInsured === null ? {} : { sumInsured }), netPremium, gst, totalPremium, breakdown },
    createdAt: createdAt.toISOString(),
  };
}
