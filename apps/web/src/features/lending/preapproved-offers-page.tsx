import { skipToken } from '@reduxjs/toolkit/query';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useProductCode } from '../../lib/page-route';
import { useGetPreapprovedOffersQuery } from './api/get-preapproved-offers';
import { useMarkOfferNotInterestedMutation } from './api/mark-offer-not-interested';
import { OfferFacts } from './components/offer-facts';
import { hrefOf } from './loan-lead-href';
import './lending.css';

/**
 * "Loan Activity Summary" (/products/:productName/preapprovedoffers): the partner's customers' open offers
 * (consented applications with no offer chosen yet), each customer's in the order of the rule shown above
 * them (decision 0151), each to take up (its offers page) or to mark as not wanted by the customer.
 */
export function PreapprovedOffersPage() {
  const productCode = useProductCode();
  const offers = useGetPreapprovedOffersQuery(productCode ?? skipToken);
  const [markNotInterested, marking] = useMarkOfferNotInterestedMutation();
  const markError = readApiError(marking.error);
  const startHref = productCode ? hrefOf(`${productCode}-sell`) : undefined;

  if (!productCode) return <ErrorMessage>This product was not found.</ErrorMessage>;
  if (offers.isLoading) return <LoadingMessage>Loading your customers' offers…</LoadingMessage>;
  if (offers.isError || !offers.data) {
    const error = readApiError(offers.error);
    return error?.status === 404 ? (
      <ErrorMessage>This product has no loan offers.</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void offers.refetch()}>The offers could not be loaded.</ErrorMessage>
    );
  }
  const open = offers.data.offers.filter((item) => !item.offer.notInterested);
  if (open.length === 0) {
    return (
      <div className="ln-page">
        <p>None of your customers has an open offer. Offers appear here once lenders answer an application, until one is chosen.</p>
        {startHref ? (
          <AppLink className="button" to={startHref}>
            Enter loan details
          </AppLink>
        ) : null}
      </div>
    );
  }
  return (
    <div className="ln-page">
      <p>
        {open.length} open {open.length === 1 ? 'offer' : 'offers'} not yet chosen.
      </p>
      <p className="ln-note">{offers.data.rankingRule}</p>
      {markError ? <ErrorMessage>{markError.message}</ErrorMessage> : null}
      <ul className="tile-grid">
        {open.map(({ aggregatorId, customerName, mobileMasked, offer }) => {
          const offersHref = hrefOf(`${productCode}-offers`, { aggregatorId });
          const headingId = `ln-pre-${offer.offerId}`;
          return (
            <li key={`${aggregatorId}-${offer.offerId}`} className="tile ln-offer" aria-labelledby={headingId}>
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
                      See offers
                    </AppLink>
                  </li>
                ) : null}
                <li>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={marking.isLoading}
                    onClick={() =>
                      void markNotInterested({ aggregatorId, offerId: offer.offerId, productCode })
                        .unwrap()
                        .catch(() => undefined)
                    }
                  >
                    Not interested
                  </button>
                </li>
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
