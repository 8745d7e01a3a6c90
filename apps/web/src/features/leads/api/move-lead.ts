import type { LeadShareChannel, LeadStatus } from '@portal/domain';
import { api } from '../../../lib/api';

export interface MoveLeadArgs {
  leadId: string;
  status: LeadStatus;
  note?: string;
  /** How the partner shared the link, with LINK_SHARED: the history says it in every reader's language. */
  sharedBy?: LeadShareChannel;
}

/**
 * PUT /api/leads/{leadId} — moves the lead's status (409 when the transition table does not allow it).
 * The lead's details and every list refetch, so the new status and its history row show at once.
 */
export const moveLeadApi = api.injectEndpoints({
  endpoints: (build) => ({
    moveLead: build.mutation<unknown, MoveLeadArgs>({
      query: ({ leadId, ...body }) => ({ url: `/leads/${encodeURIComponent(leadId)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { leadId }) => [{ type: 'Lead', id: leadId }, 'Lead'],
    }),
  }),
});

export const { useMoveLeadMutation } = moveLeadApi;
