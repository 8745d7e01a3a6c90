import { skipToken } from '@reduxjs/toolkit/query';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetSharedQuoteQuery } from './api/shared-quotes';
import './insurance.css';
import { useLinkBrand } from '../../lib/brand';
import { formatDateTime } from '@portal/domain';

/**
 * The customer's page of a quote the partner shared (/quote/shared?token=…, public, no session): the
 * cover, the insurer and the premium, and until when the price holds. Nothing about the customer.
 */
export function SharedQuotePage() {
  const token = useQueryParams().get('token') ?? undefined;
  const quote = useGetSharedQuoteQuery(token ?? skipToken);
  useLinkBrand(quote.data?.brandName);

  if (!token) return <ErrorMessage>This quote link is not complete. Open the link you were sent again.</ErrorMessage>;
  if (quote.isLoading) return <LoadingMessage>Loading your quote…</LoadingMessage>;
  if (quote.isError || !quote.data) {
    const error = readApiError(quote.error);
    // 404 (not a link of ours) and 410 (expired) carry a sentence for the customer; anything else may pass.
    return error?.status === 404 || error?.status === 410 ? (
      <ErrorMessage>{error.message}</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void quote.refetch()}>{error?.message ?? 'Your quote could not be loaded.'}</ErrorMessage>
    );
  }

  const offer = quote.data;
  return (
    <div className="ins-review">
      <section aria-labelledby="shared-quote-summary">
        <h2 id="shared-quote-summary">{offer.productName}</h2>
        <p>Your advisor at {offer.brandName} has prepared this quote for you.</p>
        <dl className="ins-answers">
          {[
            ['Plan', offer.planName],
            ['Insurer', offer.insurerName],
            ['Total premium (incl. GST)', offer.totalPremiumLabel],
            ['Price valid until', formatDateTime(new Date(offer.expiresAt))],
          ].map(([label, value]) => (
            <div className="ins-answer" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p>To buy this cover, reply to your advisor: they will fill in your details and send you a link to pay.</p>
      </section>
    </div>
  );
}
