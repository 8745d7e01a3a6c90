import type { HelpArticleView, SupportRequestInput, SupportRequestView } from '@portal/domain';
import { api } from '../../../lib/api';

/** The help centre (SPEC §7 /helpcentre/v1/): the tenant's articles and the partner's support requests. */
const helpCentreApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/helpcentre/v1/articles?q= */
    searchHelpArticles: build.query<HelpArticleView[], string>({ query: (q) => ({ url: '/helpcentre/v1/articles', params: q ? { q } : {} }) }),
    /** GET /api/helpcentre/v1/support-requests */
    listSupportRequests: build.query<SupportRequestView[], void>({ query: () => '/helpcentre/v1/support-requests' }),
    /** POST /api/helpcentre/v1/support-requests */
    createSupportRequest: build.mutation<SupportRequestView, SupportRequestInput>({
      query: (body) => ({ url: '/helpcentre/v1/support-requests', method: 'POST', body }),
    }),
  }),
});

export const { useSearchHelpArticlesQuery, useListSupportRequestsQuery, useCreateSupportRequestMutation } = helpCentreApi;
