import { useState } from 'react';
import { canMoveLead, leadStatusLabels, partnerSetLeadStatuses, type LeadDetails, type LeadStatus } from '@portal/domain';
import { ErrorMessage } from '../../../components/status-message';
import { readApiError } from '../../../lib/api-error';
import { useMoveLeadMutation } from '../api/move-lead';

/** The buttons' words for the endings a partner may set by hand. */
const endingActions: Partial<Record<LeadStatus, string>> = {
  NOT_INTERESTED: 'Customer not interested',
  CLOSED: 'Close the lead',
};

/**
 * Ending a lead by hand (PUT /api/leads/{id} with a status of partnerSetLeadStatuses other than
 * LINK_SHARED): asked again first, because an ended lead cannot be opened again.
 */
export function EndLead({ lead }: { lead: LeadDetails }) {
  const [asking, setAsking] = useState<LeadStatus>();
  const [moveLead, moving] = useMoveLeadMutation();
  const endings = partnerSetLeadStatuses.filter((status) => endingActions[status] && canMoveLead(lead.status, status));
  if (endings.length === 0) return null;

  if (asking) {
    return (
      <div className="card lead-end" role="group" aria-label="Confirm ending the lead">
        <p>Mark this lead “{leadStatusLabels[asking]}”? An ended lead cannot be opened again.</p>
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
            Yes, end the lead
          </button>
          <button type="button" className="button button--secondary" onClick={() => setAsking(undefined)}>
            Keep it open
          </button>
        </p>
        {moving.isError ? <ErrorMessage>{readApiError(moving.error)?.message ?? 'We could not end the lead.'}</ErrorMessage> : null}
      </div>
    );
  }
  return (
    <ul className="lead-actions__list lead-end__choices">
      {endings.map((status) => (
        <li key={status}>
          <button type="button" className="button button--secondary" onClick={() => setAsking(status)}>
            {endingActions[status]}
          </button>
        </li>
      ))}
    </ul>
  );
}
