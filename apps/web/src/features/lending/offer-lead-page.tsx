import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { kfsAcknowledgeFields, lendingRedirectionProducts } from '@portal/domain';
import { useFormatDateTime } from '../../components/date-time';
import { ConfigForm } from '../../components/form/config-form';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import { useCanWrite } from '../../lib/use-can-write';
import { useAcknowledgeKfsMutation } from './api/acknowledge-kfs';
import { useGetLeadLoanOfferQuery } from './api/get-lead-loan-offer';
import { useMakeCustomerLinkMutation } from './api/make-customer-link';
import { CustomerLink } from './components/customer-link';
import { KfsView } from './components/kfs-view';
import { OfferFacts } from './components/offer-facts';
import { hrefOf } from './loan-lead-href';
import { loadLendingSchema } from './load-lending-schema';
import { useLendingWords } from './lending-words';
import { ReadOnlyNote } from '../../components/read-only-note';
import './lending.css';

/** The customer's acknowledgement of the statement, recorded once the box is ticked (kfsAcknowledgeBodySchema). */
function Acknowledgement({ leadId }: { leadId: string }) {
  const { t } = useLendingWords();
  const [acknowledge, state] = useAcknowledgeKfsMutation();
  const apiError = useMemo(() => readApiError(state.error), [state.error]);
  return (
    <ConfigForm
      fields={kfsAcknowledgeFields}
      loadSchema={loadLendingSchema.kfsAcknowledge}
      onSubmit={() => void acknowledge({ leadId })}
      serverErrors={apiError?.fields}
      submitting={state.isLoading}
      submitLabel={t('lendingOffers.lead.recordAck')}
      aria-label={t('lendingOffers.lead.ackHeading')}
    >
      {apiError && !apiError.fields.acknowledged ? <ErrorMessage>{apiError.message}</ErrorMessage> : null}
    </ConfigForm>
  );
}

/** After the acknowledgement: the customer's link to apply for this offer (KYC, bank details, e-mandate). */
function SendToCustomer({ leadId, lenderName }: { leadId: string; lenderName: string }) {
  const { t } = useLendingWords();
  const [makeLink, link] = useMakeCustomerLinkMutation();
  // Making the customer's link is an action: a view seat reads why there is no button (decision 0306).
  const canWrite = useCanWrite();
  const error = readApiError(link.error);
  return (
    <section aria-labelledby="ln-apply-heading" className="ln-page">
      <h2 id="ln-apply-heading">{t('lendingOffers.lead.customerApplies')}</h2>
      {!canWrite ? (
        <ReadOnlyNote />
      ) : link.data ? (
        <CustomerLink link={link.data.link} expiresAt={link.data.linkExpiresAt} message={t('lendingOffers.lead.completeWith', { lenderName })} />
      ) : (
        <>
          <p>{t('lendingOffers.lead.sendLink', { lenderName })}</p>
          <button
            type="button"
            className="button"
            disabled={link.isLoading}
            onClick={() =>
              void makeLink({ leadId })
                .unwrap()
                .catch(() => undefined)
            }
          >
            {link.isLoading ? t('lendingOffers.lead.pleaseWait') : t('lendingOffers.lead.makeLink')}
          </button>
        </>
      )}
      {error ? <ErrorMessage>{error.message}</ErrorMessage> : null}
    </section>
  );
}

/**
 * "Loan Details" (/products/{product}/offers/:aggregatorId/leads/:leadId): the chosen offer and its Key Fact
 * Statement on screen and as a PDF, and the customer's acknowledgement. Read from the server by lead id.
 */
export function OfferLeadPage() {
  const { params } = usePageRoute();
  const leadId = params.leadId;
  const lead = useGetLeadLoanOfferQuery(leadId ?? skipToken);
  const { t } = useLendingWords();
  const formatDateTime = useFormatDateTime();
  const offersHref = params.aggregatorId && lead.data ? hrefOf(`${lead.data.productCode}-offers`, { aggregatorId: params.aggregatorId }) : undefined;

  if (!leadId) return <ErrorMessage>{t('lendingOffers.lead.notFound')}</ErrorMessage>;
  if (lead.isLoading) return <LoadingMessage>{t('lendingOffers.lead.loading')}</LoadingMessage>;
  if (lead.isError || !lead.data) {
    const error = readApiError(lead.error);
    return error?.status === 404 || error?.status === 400 ? (
      <ErrorMessage>{t('lendingOffers.lead.notFound')}</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void lead.refetch()}>{t('lendingOffers.lead.failed')}</ErrorMessage>
    );
  }
  const data = lead.data;
  return (
    <div className="ln-page">
      <section aria-labelledby="ln-chosen-offer" className="tile ln-offer ln-offer--best">
        <h2 id="ln-chosen-offer">{data.offer.lenderName}</h2>
        <p className="ln-note">{t('lendingOffers.lead.lead', { leadId: data.leadId })}</p>
        <OfferFacts offer={data.offer} />
      </section>
      <ul className="ln-actions">
        <li>
          <a className="button button--secondary" href={data.kfsPdfUrl} download>
            {t('lendingOffers.lead.downloadKfs')}
          </a>
        </li>
        {offersHref ? (
          <li>
            <AppLink className="button button--secondary" to={offersHref}>
              {t('lendingOffers.lead.backToOffers')}
            </AppLink>
          </li>
        ) : null}
      </ul>
      <KfsView kfs={data.kfs} />
      <section aria-labelledby="ln-ack-heading" className="ln-page">
        <h2 id="ln-ack-heading">{t('lendingOffers.lead.ackHeading')}</h2>
        {data.acknowledgement ? (
          <p role="status">
            {t('lendingOffers.lead.acknowledged', {
              version: data.acknowledgement.kfsVersion,
              dateTime: formatDateTime(new Date(data.acknowledgement.acknowledgedAt)),
            })}
          </p>
        ) : (
          <>
            <p>{t('lendingOffers.lead.showThis')}</p>
            <Acknowledgement leadId={data.leadId} />
          </>
        )}
      </section>
      {/* Products with a customer's redirection flow (SPEC §7) only; the others go on with the lender directly. */}
      {data.acknowledgement && lendingRedirectionProducts.includes(data.productCode) ? (
        <SendToCustomer leadId={data.leadId} lenderName={data.offer.lenderName} />
      ) : null}
    </div>
  );
}
