import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetSharedQuoteQuery } from './api/shared-quotes';
import './insurance.css';
import { useLinkBrand } from '../../lib/brand';
import { useFormatDateTime } from '../../components/date-time';

/**
 * The customer's page of a quote the partner shared (/quote/shared?token=…, public, no session): the
 * cover, the insurer and the premium, and until when the price holds. Nothing about the customer. In the
 * language the link carries (`lang`), the one kept on the device, or the browser's, as the other customer pages.
 */
export function SharedQuotePage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const token = useQueryParams().get('token') ?? undefined;
  const quote = useGetSharedQuoteQuery(token ?? skipToken);
  useLinkBrand(quote.data?.brandName, quote.data?.brandColour);

  if (!token) return <ErrorMessage>{t('mandate.sharedQuote.linkIncomplete')}</ErrorMessage>;
  if (quote.isLoading) return <LoadingMessage>{t('mandate.sharedQuote.loading')}</LoadingMessage>;
  if (quote.isError || !quote.data) {
    const error = readApiError(quote.error);
    // 404 (not a link of ours) and 410 (expired) carry a sentence for the customer; anything else may pass.
    return error?.status === 404 || error?.status === 410 ? (
      <ErrorMessage>{error.message}</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void quote.refetch()}>{error?.message ?? t('mandate.sharedQuote.loadFailed')}</ErrorMessage>
    );
  }

  const offer = quote.data;
  return (
    <div className="ins-review">
      <section aria-labelledby="shared-quote-summary">
        <h2 id="shared-quote-summary">{offer.productName}</h2>
        <p>{t('mandate.sharedQuote.preparedBy', { brandName: offer.brandName })}</p>
        <dl className="ins-answers">
          {[
            [t('mandate.sharedQuote.plan'), offer.planName],
            [t('mandate.sharedQuote.insurer'), offer.insurerName],
            [t('mandate.sharedQuote.totalPremium'), offer.totalPremiumLabel],
            [t('mandate.sharedQuote.validUntil'), formatDateTime(offer.expiresAt)],
          ].map(([label, value]) => (
            <div className="ins-answer" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p>{t('mandate.sharedQuote.howToBuy')}</p>
      </section>
    </div>
  );
}
