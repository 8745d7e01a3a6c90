import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Trans } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { type Offer, type OffersAnswer, formatRupees } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useCanWrite } from '../../lib/use-can-write';
import { usePageRoute, useProductCode } from '../../lib/page-route';
import { useChooseOfferMutation } from './api/choose-offer';
import { useGetLoanOffersQuery } from './api/get-loan-offers';
import { applicationStepHref } from './application-step';
import { ConsentStep } from './components/consent-step';
import { OfferFacts } from './components/offer-facts';
import { hrefOf, loanLeadHref } from './loan-lead-href';
import { useLendingWords } from './lending-words';
import './lending.css';
import { trackEvent } from '../../lib/analytics';
import { ReadOnlyNote } from '../../components/read-only-note';

/** An offer; `onChoose` absent for a view seat, who reads the offers but may not choose one (decision 0306). */
function OfferCard({ offer, onChoose, choosing }: { offer: Offer; onChoose: (() => void) | undefined; choosing: boolean }) {
  const { t } = useLendingWords();
  const headingId = `ln-offer-${offer.offerId}`;
  return (
    <li className={offer.rank === 1 ? 'tile ln-offer ln-offer--best' : 'tile ln-offer'} aria-labelledby={headingId}>
      <h3 id={headingId}>{offer.lenderName}</h3>
      {offer.rank === 1 ? <p className="ln-badge">{t('lendingOffers.offers.lowestApr')}</p> : null}
      <OfferFacts offer={offer} />
      {onChoose ? (
        <button type="button" className="button" disabled={choosing} onClick={onChoose}>
          {t('lendingOffers.offers.choose', { lenderName: offer.lenderName })}
        </button>
      ) : null}
    </li>
  );
}

function NoOffers({ answer, sellHref }: { answer: OffersAnswer; sellHref: string | undefined }) {
  const { t, months, declineReason } = useLendingWords();
  const values = { amount: formatRupees(answer.application.amount), tenure: months(answer.application.tenureMonths) };
  return (
    <div className="ln-alert" role="status">
      <p>
        <Trans i18nKey="lendingOffers.offers.noOffer" values={values} components={{ strong: <strong /> }} />
      </p>
      {answer.declined.length > 0 ? (
        <ul>
          {answer.declined.map((lender) => (
            <li key={lender.lenderCode}>
              {lender.lenderName}: {declineReason(lender)}
            </li>
          ))}
        </ul>
      ) : null}
      <p>{t('lendingOffers.offers.lendersDecide')}</p>
      {sellHref ? <AppLink to={sellHref}>{t('lendingOffers.offers.enterAgain')}</AppLink> : null}
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
  const { t, say } = useLendingWords();
  const first = useGetLoanOffersQuery(aggregatorId ?? skipToken);
  const pollAfter = first.data && first.data.pending.length > 0 ? (first.data.pollAfterMs ?? 2000) : 0;
  // Lenders that answer after the deadline arrive on later polls; polling stops once none is pending.
  const answer = useGetLoanOffersQuery(aggregatorId ?? skipToken, { pollingInterval: pollAfter, skipPollingIfUnfocused: true });
  const [chooseOffer, choice] = useChooseOfferMutation();
  const canWrite = useCanWrite();
  const chooseError = readApiError(choice.error);
  const sellHref = productCode ? hrefOf(`${productCode}-sell`) : undefined;
  const application = answer.data?.application;
  const consentHref = application?.status === 'CONSENT_PENDING' ? applicationStepHref(application) : undefined;
  const consentElsewhere = consentHref !== undefined && !consentHref.includes('/offers/');

  useEffect(() => {
    if (consentElsewhere && consentHref) void navigate(consentHref, { replace: true });
  }, [consentElsewhere, consentHref, navigate]);

  if (!aggregatorId) return <ErrorMessage>{t('lendingOffers.offers.notFound')}</ErrorMessage>;
  if (answer.isLoading) return <LoadingMessage>{t('lendingOffers.offers.asking')}</LoadingMessage>;
  if (answer.isError || !answer.data || !application) {
    const error = readApiError(answer.error);
    return error?.status === 404 || error?.status === 400 ? (
      <div className="ln-alert" role="alert">
        <p>{t('lendingOffers.offers.notFound')}</p>
        {sellHref ? <AppLink to={sellHref}>{t('lendingOffers.preapproved.enterLoanDetails')}</AppLink> : null}
      </div>
    ) : (
      <ErrorMessage onRetry={() => void answer.refetch()}>{t('lendingOffers.offers.failed')}</ErrorMessage>
    );
  }
  if (application.status === 'CONSENT_PENDING') {
    return consentElsewhere ? (
      <LoadingMessage>{t('lendingOffers.offers.openingConsent')}</LoadingMessage>
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
      <ForCustomer application={application} />
      <section aria-labelledby="ln-ranking-heading">
        <h2 id="ln-ranking-heading">{t('lendingOffers.offers.howOrdered')}</h2>
        <p className="ln-note">{say(data.rankingRule)}</p>
      </section>
      {offers.length > 0 ? (
        <section aria-labelledby="ln-offers-heading" className="ln-page">
          <h2 id="ln-offers-heading">{t('lendingOffers.offers.count', { count: offers.length })}</h2>
          <ReadOnlyNote />
          <ul className="tile-grid">
            {offers.map((offer) => (
              <OfferCard key={offer.offerId} offer={offer} choosing={choice.isLoading} onChoose={canWrite ? () => void choose(offer) : undefined} />
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

/** Whose application it is, and what was asked. */
function ForCustomer({ application }: { application: OffersAnswer['application'] }) {
  const { months } = useLendingWords();
  const values = { name: application.customerName, amount: formatRupees(application.amount), tenure: months(application.tenureMonths) };
  return (
    <p>
      <Trans i18nKey="lendingOffers.offers.forCustomer" values={values} components={{ strong: <strong /> }} />
    </p>
  );
}

/** Lenders still answering; their offers arrive on the next polls. */
function StillAsking({ pending }: { pending: OffersAnswer['pending'] }) {
  const { t } = useLendingWords();
  return (
    <div role="status" aria-live="polite">
      {pending.length > 0 ? (
        <ul className="tile-grid">
          {pending.map((lender) => (
            <li key={lender.lenderCode} className="tile ln-offer ln-offer--pending">
              <span className="ln-spinner" aria-hidden="true" />
              {t('lendingOffers.offers.stillAsking', { lenderName: lender.lenderName })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Declined({ declined }: { declined: OffersAnswer['declined'] }) {
  const { t, declineReason } = useLendingWords();
  if (declined.length === 0) return null;
  return (
    <details className="ln-declined">
      <summary>{t('lendingOffers.offers.declined', { count: declined.length })}</summary>
      <ul>
        {declined.map((lender) => (
          <li key={lender.lenderCode}>
            {lender.lenderName}: {declineReason(lender)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The leads made from offers already chosen. */
function ChosenOffers({ leads }: { leads: OffersAnswer['leads'] }) {
  const { t } = useLendingWords();
  if (leads.length === 0) return null;
  return (
    <section aria-labelledby="ln-chosen-heading">
      <h2 id="ln-chosen-heading">{t('lendingOffers.offers.chosen')}</h2>
      <ul className="ln-lead-list">
        {leads.map((lead) => {
          const href = loanLeadHref(lead);
          return (
            <li key={lead.leadId}>
              {href ? (
                <AppLink className="ln-lead" to={href}>
                  {t('lendingOffers.offers.leadWithStatus', {
                    leadId: lead.leadId,
                    status: t(`leadStatus.${lead.status}`, { defaultValue: lead.statusLabel }),
                  })}
                </AppLink>
              ) : (
                <span className="ln-lead">{t('lendingOffers.offers.lead', { leadId: lead.leadId })}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
