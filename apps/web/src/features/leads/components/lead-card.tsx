import { type LeadSummary } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { useCanWrite } from '../../../lib/use-can-write';
import { formatIstDate, formatLeadAmount, policyDocumentHref, resumeHrefOf } from '../lead-format';

/**
 * One lead in the list. The whole card opens the lead's details (the link's area covers the card, so a
 * thumb anywhere on it works); a sale in progress also offers "Resume" (not to a view seat, who cannot
 * resume it, decision 0306), an issued policy "Download policy".
 */
export function LeadCard({ lead }: { lead: LeadSummary }) {
  const { t } = useTranslation();
  const amount = formatLeadAmount(lead.amount);
  const canWrite = useCanWrite();
  const resumeHref = canWrite ? resumeHrefOf(lead) : undefined;
  const policyHref = policyDocumentHref(lead);
  const nameId = `lead-${lead.leadId}-name`;
  const summaryId = `lead-${lead.leadId}-summary`;

  return (
    <li className="card lead-card">
      <h3 className="lead-card__name" id={nameId}>
        <AppLink className="lead-card__link" to={`/leads/${encodeURIComponent(lead.leadId)}`} aria-describedby={summaryId}>
          {lead.customer.name}
        </AppLink>
      </h3>
      <p className="lead-card__summary" id={summaryId}>
        <span className={`lead-status lead-status--${lead.status.toLowerCase().replaceAll('_', '-')}`}>{t(`leadStatus.${lead.status}`)}</span>
        <span>{lead.productName}</span>
        {amount ? <span>{amount}</span> : null}
        <span>{t('leads.created', { date: formatIstDate(lead.createdAt) })}</span>
      </p>
      {resumeHref || policyHref ? (
        <p className="lead-card__actions">
          {resumeHref ? (
            <AppLink className="button button--secondary" to={resumeHref} aria-label={t('leads.resumeSaleTo', { name: lead.customer.name })}>
              {t('leads.resume')}
            </AppLink>
          ) : null}
          {policyHref ? (
            <a className="button button--secondary" href={policyHref} download aria-label={t('leads.downloadPolicyOf', { name: lead.customer.name })}>
              {t('leads.downloadPolicy')}
            </a>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
