import { aggregatorInsurersOf, aggregatorAnswerOf, quoteValuesForInsurer, type AggregatorQuotes, type InsurerOffer, type Quote } from '@portal/domain';
import type { Database } from '../../db/client';
import type { SessionPartner } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { ensureCanSell } from '../../lib/partner-access';
import { priceQuote, type QuoteSigning } from './price-quote';

/**
 * The same quote values priced with each of the product's insurers, side by side and ranked by the
 * rule the partner is shown (docs/decisions/0036). Each is an ordinary signed quote, so the one the
 * partner picks goes into POST /proposals unchanged. A product with one insurer answers its one quote.
 */
export async function createAggregatorQuotes(
  db: Database,
  partner: SessionPartner,
  productCode: string,
  values: Readonly<Record<string, unknown>>,
  signing: QuoteSigning,
): Promise<AggregatorQuotes> {
  const product = await ensureCanSell(db, partner, productCode);
  const sale = product.sale;
  if (!sale) throw notFound(`${product.name} is not sold online`);
  const offers: InsurerOffer<Quote>[] = [];
  // One insurer after the other: the first invalid answer is the partner's 400, with its spec messages.
  for (const insurer of aggregatorInsurersOf(sale)) {
    const quote = await priceQuote(db, partner, product, quoteValuesForInsurer(sale, values, insurer.code), signing);
    offers.push({ insurer, totalPremium: quote.premium.totalPremium, offer: quote });
  }
  return aggregatorAnswerOf(offers);
}
