import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { buildHref, finalLeadStatuses, type LeadDetails } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { servedRoutes } from '../../lib/served-routes';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetProductCatalogQuery } from '../../lib/api-endpoints/product-catalog';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { usePageRoute } from '../../lib/page-route';
import { useCanWrite } from '../../lib/use-can-write';
import { useGetLeadQuery } from './api/get-lead';
import { EndLead } from './components/end-lead';
import { contactHref, LeadActions } from './components/lead-actions';
import { LeadTabs } from './components/lead-tabs';
import { StatusTimeline } from './components/status-timeline';
import { formatLeadAmount, splitLeadAnswers } from './lead-format';
import { useIstDateTime } from './use-ist-date-time';
import { ReadOnlyNote } from '../../components/read-only-note';
import './leads.css';

/** "98765 43210": ten digits read in two groups. */
const spacedMobile = (mobile: string) => (/^\d{10}$/.test(mobile) ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile);

function LeadSummaryList({ lead }: { lead: LeadDetails }) {
  const { t } = useTranslation();
  const istDateTime = useIstDateTime();
  const amount = formatLeadAmount(lead.amount);
  return (
    <dl className="details lead-summary">
      <dt>{t('leadDetails.customer')}</dt>
      <dd>{lead.customer.name}</dd>
      <dt>{t('leadDetails.mobile')}</dt>
      <dd>
        {/* The "tel" contact kind of SPEC §2: the number itself dials. */}
        <a href={contactHref('tel', lead.customer.mobile)}>{spacedMobile(lead.customer.mobile)}</a>
      </dd>
      {lead.customer.email ? (
        <>
          <dt>{t('leadDetails.email')}</dt>
          <dd>{lead.customer.email}</dd>
        </>
      ) : null}
      {lead.customer.panMasked ? (
        <>
          <dt>{t('leadDetails.pan')}</dt>
          <dd>{lead.customer.panMasked}</dd>
        </>
      ) : null}
      {lead.ownerName ? (
        <>
          <dt>{t('leadDetails.owner')}</dt>
          <dd>{lead.ownerName}</dd>
        </>
      ) : null}
      <dt>{t('leadDetails.product')}</dt>
      <dd>{lead.productName}</dd>
      <dt>{t('leadDetails.status')}</dt>
      <dd>
        <strong>{t(`leadStatus.${lead.status}`)}</strong>
      </dd>
      {amount ? (
        <>
          <dt>{t('leadDetails.amount')}</dt>
          <dd>{amount}</dd>
        </>
      ) : null}
      {lead.policyNumber ? (
        <>
          <dt>{t('leadDetails.policy')}</dt>
          <dd>{lead.policyNumber}</dd>
        </>
      ) : null}
      <dt>{t('leadDetails.leadId')}</dt>
      <dd>{lead.leadId}</dd>
      <dt>{t('leadDetails.created')}</dt>
      <dd>{istDateTime(lead.createdAt)}</dd>
    </dl>
  );
}

/**
 * "Lead Details" (/leads/:leadId): who the customer is and where the lead stands, its answers in the
 * tabs of SPEC §2, the status history as a timeline, and the contact and share actions.
 */
/** A life lead carries its application (the life journey's requestId), whose issuance the insurer moves on. */
function lifeRequestIdOf(lead: LeadDetails): string | undefined {
  const { requestId, planType } = lead.details;
  return typeof requestId === 'string' && typeof planType === 'string' ? requestId : undefined;
}

export function LeadDetailsPage() {
  const { params } = usePageRoute();
  const leadId = params.leadId;
  const lead = useGetLeadQuery(leadId ?? skipToken);
  const catalogue = useGetProductCatalogQuery();
  const session = useGetSessionQuery();
  const canWrite = useCanWrite();
  const { t } = useTranslation();
  const answers = useMemo(() => (lead.data ? splitLeadAnswers(lead.data.details) : undefined), [lead.data]);

  if (lead.isLoading) return <LoadingMessage>{t('leadDetails.loading')}</LoadingMessage>;
  const problem = readApiError(lead.error);
  if (problem?.status === 404) return <ErrorMessage>{t('leadDetails.notFound')}</ErrorMessage>;
  if (problem || !lead.data || !answers) return <ErrorMessage onRetry={() => void lead.refetch()}>{t('leadDetails.loadFailed')}</ErrorMessage>;

  const data = lead.data;
  const product = catalogue.data?.products.find((entry) => entry.code === data.productCode);
  return (
    <div className="stack lead-details">
      <section className="card" aria-label={t('leadDetails.summary')}>
        <LeadSummaryList lead={data} />
      </section>
      <ReadOnlyNote />
      <LeadActions lead={data} product={product} partnerName={session.data?.dealerName} />
      {lifeRequestIdOf(data) ? (
        <p>
          <AppLink className="button button--secondary" to={buildHref(servedRoutes.get('life-track'), { requestId: lifeRequestIdOf(data)! })!}>
            {t('leadDetails.trackIssuance')}
          </AppLink>
        </p>
      ) : null}
      <section aria-labelledby="lead-answers-heading">
        <h2 id="lead-answers-heading">{t('leadDetails.answers')}</h2>
        <LeadTabs answers={answers} />
      </section>
      <section aria-labelledby="lead-history-heading">
        <h2 id="lead-history-heading">{t('leadDetails.statusHistory')}</h2>
        <StatusTimeline history={data.history} />
      </section>
      {!canWrite || finalLeadStatuses.includes(data.status) ? null : (
        <section aria-labelledby="lead-end-heading">
          <h2 id="lead-end-heading">{t('leadDetails.endThisLead')}</h2>
          <EndLead lead={data} />
        </section>
      )}
    </div>
  );
}
