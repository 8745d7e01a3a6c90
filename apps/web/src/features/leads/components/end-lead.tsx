import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canMoveLead, partnerSetLeadStatuses, type LeadDetails, type LeadStatus } from '@portal/domain';
import { ErrorMessage } from '../../../components/status-message';
import { readApiError } from '../../../lib/api-error';
import { useMoveLeadMutation } from '../api/move-lead';

/** The endings a partner may set by hand, each with its button's words (leadDetails.ending). */
const endingActions: readonly LeadStatus[] = ['NOT_INTERESTED', 'CLOSED'];

/**
 * Ending a lead by hand (PUT /api/leads/{id} with a status of partnerSetLeadStatuses other than
 * LINK_SHARED): asked again first, because an ended lead cannot be opened again.
 */
export function EndLead({ lead }: { lead: LeadDetails }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<LeadStatus>();
  const [moveLead, moving] = useMoveLeadMutation();
  const endings = partnerSetLeadStatuses.filter((status) => endingActions.includes(status) && canMoveLead(lead.status, status));
  if (endings.length === 0) return null;

  if (asking) {
    return (
      <div className="card lead-end" role="group" aria-label={t('leadDetails.confirmEnding')}>
        <p>{t('leadDetails.confirmEndingQuestion', { status: t(`leadStatus.${asking}`) })}</p>
        <p className="lead-actions__list">
          <button
            type="button"
            className="button"
            disabled={moving.isLoading}
            onClick={() =>
              void moveLead({ leadId: lead.leadId, status: asking })
                .unwrap()
                .then(
                  () => setAsking(undefined),
                  () => undefined,
                )
            }
          >
            {t('leadDetails.yesEnd')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setAsking(undefined)}>
            {t('leadDetails.keepOpen')}
          </button>
        </p>
        {moving.isError ? <ErrorMessage>{readApiError(moving.error)?.message ?? t('leadDetails.endFailed')}</ErrorMessage> : null}
      </div>
    );
  }
  return (
    <ul className="lead-actions__list lead-end__choices">
      {endings.map((status) => (
        <li key={status}>
          <button type="button" className="button button--secondary" onClick={() => setAsking(status)}>
            {t(`leadDetails.ending.${status}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
