import type { LeadList, LeadStatus } from '@portal/domain';
import { api } from '../../../lib/api';

/** The list's filters as the page holds them (search stays in component state, never in the page's URL). */
export interface LeadFilters {
  productCode?: string;
  status?: LeadStatus;
  /** YYYY-MM-DD, India time. */
  from?: string;
  to?: string;
  /** A name's start or a mobile number's digits. */
  search?: string;
}

export const LEADS_PAGE_SIZE = 20;

/** Only the filters that are set: an empty one is no filter (the API refuses an empty status). */
const definedFilters = (filters: LeadFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

/**
 * GET /api/filteredLeads — the partner's leads newest first, a page at a time by keyset: each page's
 * nextCursor asks for the next ("Show more"); no cursor means the last page.
 */
export const getFilteredLeadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFilteredLeads: build.infiniteQuery<LeadList, LeadFilters, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/filteredLeads',
        params: { ...definedFilters(queryArg), ...(pageParam ? { cursor: pageParam } : {}), limit: LEADS_PAGE_SIZE },
      }),
      providesTags: ['Lead'],
    }),
  }),
});

export const { useGetFilteredLeadsInfiniteQuery } = getFilteredLeadsApi;
