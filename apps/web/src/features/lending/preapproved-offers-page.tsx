import { skipToken } from '@reduxjs/toolkit/query';
import type { PreApprovedOffers } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useCanWrite } from '../../lib/use-can-write';
import { useProductCode } from '../../lib/page-route';
import { useGetPreapprovedOffersQuery } from './api/get-preapproved-offers';
import { useMarkOfferNotInterestedMutation } from './api/mark-offer-not-interested';
import { OfferFacts } from './components/offer-facts';
import { hrefOf } from './loan-lead-href';
import { useLendingWords } from './lending-words';
import { ReadOnlyNote } from '../../components/read-only-note';
import './lending.css';

/** One customer's open offer: to take up, or (`onNotInterested`, absent for a view seat) to mark as not wanted. */
function PreapprovedOfferCard({
  item: { customerName, mobileMasked, offer },
  offersHref,
  marking,
  onNotInterested,
}: {
  item: PreApprovedOffers['offers'][number];
  offersHref: string | undefined;
  marking: boolean;
  onNotInterested: (() => void) | undefined;
}) {
  const { t } = useLendingWords();
  const headingId = `ln-pre-${offer.offerId}`;
  return (
    <li className="tile ln-offer" aria-labelledby={headingId}>
      <h2 id={headingId} className="ln-product-name">
        {customerName}
      </h2>
      <p className="ln-note">
        {mobileMasked} · {offer.lenderName}
      </p>
      <OfferFacts offer={offer} />
      <ul className="ln-actions">
        {offersHref ? (
          <li>
            <AppLink className="button" to={offersHref}>
              {t('lendingOffers.preapproved.seeOffers')}
            </AppLink>
          </li>
        ) : null}
        {onNotInterested ? (
          <li>
            <button type="button" className="button button--secondary" disabled={marking} onClick={onNotInterested}>
              {t('lendingOffers.preapproved.notInterested')}
            </button>
          </li>
        ) : null}
      </ul>
    </li>
  );
}

/**
 * "Loan Activity Summary" (/products/:productName/preapprovedoffers): the partner's customers' open offers
 * (consented applications with no offer chosen yet), each customer's in the order of the rule shown above
 * them (decision 0151), each to take up (its offers page) or to mark as not wanted by the customer.
 */
export function PreapprovedOffersPage() {
  const productCode = useProductCode();
  const { t, say } = useLendingWords();
  const offers = useGetPreapprovedOffersQuery(productCode ?? skipToken);
  const [markNotInterested, marking] = useMarkOfferNotInterestedMutation();
  // A view seat reads the offers; marking one as not wanted is a change he may not make (decision 0306).
  const canWrite = useCanWrite();
  const markError = readApiError(marking.error);
  const startHref = productCode ? hrefOf(`${productCode}-sell`) : undefined;

  if (!productCode) return <ErrorMessage>{t('lending.productNotFound')}</ErrorMessage>;
  if (offers.isLoading) return <LoadingMessage>{t('lendingOffers.preapproved.loading')}</LoadingMessage>;
  if (offers.isError || !offers.data) {
    const error = readApiError(offers.error);
    return error?.status === 404 ? (
      <ErrorMessage>{t('lendingOffers.preapproved.noOffers')}</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void offers.refetch()}>{t('lendingOffers.preapproved.failed')}</ErrorMessage>
    );
  }
  const open = offers.data.offers.filter((item) => !item.offer.notInterested);
  if (open.length === 0) {
    return (
      <div className="ln-page">
        <p>{t('lendingOffers.preapproved.none')}</p>
        {startHref ? (
          <AppLink className="button" to={startHref}>
            {t('lendingOffers.preapproved.enterLoanDetails')}
          </AppLink>
        ) : null}
      </div>
    );
  }
  return (
    <div className="ln-page">
      <p>{t('lendingOffers.preapproved.open', { count: open.length })}</p>
      <p className="ln-note">{say(offers.data.rankingRule)}</p>
      <ReadOnlyNote />
      {markError ? <ErrorMessage>{markError.message}</ErrorMessage> : null}
      <ul className="tile-grid">
        {open.map((item) => (
          <PreapprovedOfferCard
            key={`${item.aggregatorId}-${item.offer.offerId}`}
            item={item}
            offersHref={hrefOf(`${productCode}-offers`, { aggregatorId: item.aggregatorId })}
            marking={marking.isLoading}
            onNotInterested={
              canWrite
                ? () =>
                    void markNotInterested({ aggregatorId: item.aggregatorId, offerId: item.offer.offerId, productCode })
                      .unwrap()
                      .catch(() => undefined)
                : undefined
            }
          />
        ))}
      </ul>
    </div>
  );
}
