import { useGetLandingConfigQuery } from '../../../lib/api-endpoints/landing-config';

/**
 * The product's quote disclaimer under the quote form (fire and marine: the toll-free line, SPEC §9),
 * from the landingConfig the landing page already loaded (the query is cached, no second request).
 */
export function QuoteDisclaimer({ productCode }: { productCode: string }) {
  const disclaimer = useGetLandingConfigQuery(productCode).data?.quoteDisclaimer;
  return disclaimer ? <p className="ins-quote-disclaimer">{disclaimer}</p> : null;
}
