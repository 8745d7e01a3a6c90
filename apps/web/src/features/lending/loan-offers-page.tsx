import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { type Offer, type OffersAnswer, formatRupees } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { usePageRoute, useProductCode } from '../../lib/page-route';
import { useChooseOfferMutation } from './api/choose-offer';
import { useGetLoanOffersQuery } from './api/get-loan-offers';
import { applicationStepHref } from './application-step';
import { ConsentStep } from './components/consent-step';
import { OfferFacts, formatMonths } from './components/offer-facts';
import { hrefOf, loanLeadHref } from './loan-lead-href';
import './lending.css';
import { trackEvent } from '../../lib/analytics';

function OfferCard({ offer, onChoose, choosing }: { offer: Offer; onChoose: () => void; choosing: boolean }) {
  const headingId = `ln-offer-${offer.offerId}`;
  return (
    <li className={offer.rank === 1 ? 'tile ln-offer ln-offer--best' : 'tile ln-offer'} aria-labelledby={headingId}>
      <h3 id={headingId}>{offer.lenderName}</h3>
      {offer.rank === 1 ? <p className="ln-badge">Lowest APR</p> : null}
      <OfferFacts offer={offer} />
      <button type="button" className="button" disabled={choosing} onClick={onChoose}>
        Choose {offer.lenderName}
      </button>
    </li>
  );
}

function NoOffers({ answer, sellHref }: { answer: OffersAnswer; sellHref: string | undefined }) {
  return (
    <div className="ln-alert" role="status">
      <p>
        <strong>No lender made an offer</strong> for {formatRupees(answer.application.amount)} over {formatMonths(answer.application.tenureMonths)}.
      </p>
      {answer.declined.length > 0 ? (
        <ul>
          {answer.declined.map((lender) => (
            <li key={lender.lenderCode}>
              {lender.lenderName}: {lender.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <p>Lenders decide from the customer's income, age, credit history and place. A smaller amount or a longer tenure may get offers.</p>
      {sellHref ? <AppLink to={sellHref}>Enter the loan details again</AppLink> : null}
    </div>
  );
}

/**
 * "Loan Offers" (/products/{product}/offers/:aggregatorId): every lender's offer side by side (stacked on a
 * phone), ordered by the ranking rule shown above them; lenders still answering are named and their offers
 * arrive by polling; no offer is explained. Choosing one makes its lead and opens its Loan Details.
 */
export function LoanOffersPage() {
  const productCode = useProductCode();
  const { params } = usePageRoute();
  const aggregatorId = params.aggregatorId;
  const navigate = useNavigate();
  const first = useGetLoanOffersQuery(aggregatorId ?? skipToken);
  const pollAfter = first.data && first.data.pending.length > 0 ? (first.data.pollAfterMs ?? 2000) : 0;
  // Lenders that answer after the deadline arrive on later polls; polling stops once none is pending.
  const answer = useGetLoanOffersQuery(aggregatorId ?? skipToken, { pollingInterval: pollAfter, skipPollingIfUnfocused: true });
  const [chooseOffer, choice] = useChooseOfferMutation();
  const chooseError = readApiError(choice.error);
  const sellHref = productCode ? hrefOf(`${productCode}-sell`) : undefined;
  const application = answer.data?.application;
  const consentHref = application?.status === 'CONSENT_PENDING' ? applicationStepHref(application) : undefined;
  const consentElsewhere = consentHref !== undefined && !consentHref.includes('/offers/');

  useEffect(() => {
    if (consentElsewhere && consentHref) void navigate(consentHref, { replace: true });
  }, [consentElsewhere, consentHref, navigate]);

  if (!aggregatorId) return <ErrorMessage>This application was not found.</ErrorMessage>;
  if (answer.isLoading) return <LoadingMessage>Asking lenders for offers…</LoadingMessage>;
  if (answer.isError || !answer.data || !application) {
    const error = readApiError(answer.error);
    return error?.status === 404 || error?.status === 400 ? (
      <div className="ln-alert" role="alert">
        <p>This application was not found.</p>
        {sellHref ? <AppLink to={sellHref}>Enter loan details</AppLink> : null}
      </div>
    ) : (
      <ErrorMessage onRetry={() => void answer.refetch()}>The offers could not be loaded.</ErrorMessage>
    );
  }
  if (application.status === 'CONSENT_PENDING') {
    return consentElsewhere ? (
      <LoadingMessage>Opening the customer's consent…</LoadingMessage>
    ) : (
      <ConsentStep application={application} onConsented={() => void answer.refetch()} />
    );
  }

  const data = answer.data;
  const offers = [...data.offers].filter((offer) => !offer.notInterested).sort((a, b) => a.rank - b.rank);
  const choose = async (offer: Offer) => {
    const chosen = await chooseOffer({ aggregatorId, offerId: offer.offerId })
      .unwrap()
      .catch(() => undefined);
    if (chosen) trackEvent({ name: 'Offer_selected', productCode: application.productCode });
    const href = chosen ? hrefOf(`${application.productCode}-offer-lead`, { aggregatorId, leadId: chosen.leadId }) : undefined;
    if (href) void navigate(href);
  };

  return (
    <div className="ln-page">
      <p>
        For <strong>{application.customerName}</strong>: {formatRupees(application.amount)} over {formatMonths(application.tenureMonths)}.
      </p>
      <section aria-labelledby="ln-ranking-heading">
        <h2 id="ln-ranking-heading">How offers are ordered</h2>
        <p className="ln-note">{data.rankingRule}</p>
      </section>
      {offers.length > 0 ? (
        <section aria-labelledby="ln-offers-heading" className="ln-page">
          <h2 id="ln-offers-heading">
            {offers.length} {offers.length === 1 ? 'offer' : 'offers'}
          </h2>
          <ul className="tile-grid">
            {offers.map((offer) => (
              <OfferCard key={offer.offerId} offer={offer} choosing={choice.isLoading} onChoose={() => void choose(offer)} />
            ))}
          </ul>
        </section>
      ) : null}
      {chooseError ? <ErrorMessage>{chooseError.message}</ErrorMessage> : null}
      <StillAsking pending={data.pending} />
      {offers.length === 0 && data.pending.length === 0 ? <NoOffers answer={data} sellHref={sellHref} /> : null}
      {offers.length > 0 ? <Declined declined={data.declined} /> : null}
      <ChosenOffers leads={data.leads} />
    </div>
  );
}

/** Lenders still answering; their offers arrive on the next polls. */
function StillAsking({ pending }: { pending: OffersAnswer['pending'] }) {
  return (
    <div role="status" aria-live="polite">
      {pending.length > 0 ? (
        <ul className="tile-grid">
          {pending.map((lender) => (
            <li key={lender.lenderCode} className="tile ln-offer ln-offer--pending">
              <span className="ln-spinner" aria-hidden="true" />
              Still asking {lender.lenderName}…
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Declined({ declined }: { declined: OffersAnswer['declined'] }) {
  if (declined.length === 0) return null;
  return (
    <details className="ln-declined">
      <summary>{declined.length === 1 ? '1 lender' : `${declined.length} lenders`} made no offer</summary>
      <ul>
        {declined.map((lender) => (
          <li key={lender.lenderCode}>
            {lender.lenderName}: {lender.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The leads made from offers already chosen. */
function ChosenOffers({ leads }: { leads: OffersAnswer['leads'] }) {
  if (leads.length === 0) return null;
  return (
    <section aria-labelledby="ln-chosen-heading">
      <h2 id="ln-chosen-heading">Chosen offers</h2>
      <ul className="ln-lead-list">
        {leads.map((lead) => {
          const href = loanLeadHref(lead);
          return (
            <li key={lead.leadId}>
              {href ? (
                <AppLink className="ln-lead" to={href}>
                  Lead {lead.leadId} · {lead.statusLabel}
                </AppLink>
              ) : (
                <span className="ln-lead">Lead {lead.leadId}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
