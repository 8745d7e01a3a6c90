import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { buildHref, finalLeadStatuses, type LeadDetails } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { servedRoutes } from '../../lib/served-routes';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetProductCatalogQuery } from '../../lib/api-endpoints/product-catalog';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { usePageRoute } from '../../lib/page-route';
import { useGetLeadQuery } from './api/get-lead';
import { EndLead } from './components/end-lead';
import { contactHref, LeadActions } from './components/lead-actions';
import { LeadTabs } from './components/lead-tabs';
import { StatusTimeline } from './components/status-timeline';
import { formatIstDateTime, formatLeadAmount, splitLeadAnswers } from './lead-format';
import './leads.css';

/** "98765 43210": ten digits read in two groups. */
const spacedMobile = (mobile: string) => (/^\d{10}$/.test(mobile) ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile);

function LeadSummaryList({ lead }: { lead: LeadDetails }) {
  const amount = formatLeadAmount(lead.amount);
  return (
    <dl className="details lead-summary">
      <dt>Customer</dt>
      <dd>{lead.customer.name}</dd>
      <dt>Mobile</dt>
      <dd>
        {/* The "tel" contact kind of SPEC §2: the number itself dials. */}
        <a href={contactHref('tel', lead.customer.mobile)}>{spacedMobile(lead.customer.mobile)}</a>
      </dd>
      {lead.customer.email ? (
        <>
          <dt>Email</dt>
          <dd>{lead.customer.email}</dd>
        </>
      ) : null}
      {lead.customer.panMasked ? (
        <>
          <dt>PAN</dt>
          <dd>{lead.customer.panMasked}</dd>
        </>
      ) : null}
      <dt>Product</dt>
      <dd>{lead.productName}</dd>
      <dt>Status</dt>
      <dd>
        <strong>{lead.statusLabel}</strong>
      </dd>
      {amount ? (
        <>
          <dt>Amount</dt>
          <dd>{amount}</dd>
        </>
      ) : null}
      {lead.policyNumber ? (
        <>
          <dt>Policy</dt>
          <dd>{lead.policyNumber}</dd>
        </>
      ) : null}
      <dt>Lead ID</dt>
      <dd>{lead.leadId}</dd>
      <dt>Created</dt>
      <dd>{formatIstDateTime(lead.createdAt)}</dd>
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
  const answers = useMemo(() => (lead.data ? splitLeadAnswers(lead.data.details) : undefined), [lead.data]);

  if (lead.isLoading) return <LoadingMessage>Loading the lead…</LoadingMessage>;
  const problem = readApiError(lead.error);
  if (problem?.status === 404) return <ErrorMessage>This lead was not found. It may belong to another partner.</ErrorMessage>;
  if (problem || !lead.data || !answers) return <ErrorMessage onRetry={() => void lead.refetch()}>We could not load this lead.</ErrorMessage>;

  const data = lead.data;
  const product = catalogue.data?.products.find((entry) => entry.code === data.productCode);
  return (
    <div className="stack lead-details">
      <section className="card" aria-label="Lead summary">
        <LeadSummaryList lead={data} />
      </section>
      <LeadActions lead={data} product={product} partnerName={session.data?.dealerName} />
      {lifeRequestIdOf(data) ? (
        <p>
          <AppLink className="button button--secondary" to={buildHref(servedRoutes.get('life-track'), { requestId: lifeRequestIdOf(data)! })!}>
            Track the policy’s issuance
          </AppLink>
        </p>
      ) : null}
      <section aria-labelledby="lead-answers-heading">
        <h2 id="lead-answers-heading">Answers</h2>
        <LeadTabs answers={answers} />
      </section>
      <section aria-labelledby="lead-history-heading">
        <h2 id="lead-history-heading">Status history</h2>
        <StatusTimeline history={data.history} />
      </section>
      {finalLeadStatuses.includes(data.status) ? null : (
        <section aria-labelledby="lead-end-heading">
          <h2 id="lead-end-heading">End this lead</h2>
          <EndLead lead={data} />
        </section>
      )}
    </div>
  );
}
