import type { LifeApplication, LifeCoverRequest, LifePlan, LifePlanDetails, LifePlanSummary, LifeQuote, LifeStepRequest } from '@portal/domain';
import { api } from '../../../lib/api';

/** Life insurance: plans, the profile journey kept on the server, quotes, issuance tracking. */
const lifeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/life/plans?type&pos */
    listLifePlans: build.query<LifePlanSummary[], { type?: LifePlan; pos?: boolean }>({
      query: ({ type, pos }) => ({ url: '/life/plans', params: { ...(type ? { type } : {}), ...(pos === undefined ? {} : { pos: String(pos) }) } }),
      transformResponse: (response: { plans: LifePlanSummary[] }) => response.plans,
      // Said in the page's language: asked again when it changes (useAnswersInPageLanguage).
      providesTags: ['LifePlans'],
    }),
    /** GET /api/life/plans/{productId} */
    getLifePlan: build.query<LifePlanDetails, string>({
      query: (productId) => `/life/plans/${encodeURIComponent(productId)}`,
      providesTags: ['LifePlans'],
    }),
    /** POST /api/life/applications */
    startLifeApplication: build.mutation<LifeApplication, { planType: LifePlan }>({ query: (body) => ({ url: '/life/applications', method: 'POST', body }) }),
    /** GET /api/life/applications/{requestId} */
    getLifeApplication: build.query<LifeApplication, string>({ query: (requestId) => `/life/applications/${encodeURIComponent(requestId)}` }),
    /** POST /api/life/applications/{requestId}/quotes */
    quoteLifeCover: build.mutation<LifeQuote[], { requestId: string; cover: LifeCoverRequest }>({
      query: ({ requestId, cover }) => ({ url: `/life/applications/${encodeURIComponent(requestId)}/quotes`, method: 'POST', body: cover }),
      transformResponse: (response: { quotes: LifeQuote[] }) => response.quotes,
    }),
    /** PUT /api/life/applications/{requestId}/steps */
    answerLifeStep: build.mutation<LifeApplication, { requestId: string; body: LifeStepRequest }>({
      query: ({ requestId, body }) => ({ url: `/life/applications/${encodeURIComponent(requestId)}/steps`, method: 'PUT', body }),
      async onQueryStarted({ requestId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        // At once (a synchronous patch), before the step's caller moves on: a next step rendered with the
        // application as it was would send the partner back to the step just answered (found on Preact, decision 0270).
        if (data) dispatch(lifeApi.util.updateQueryData('getLifeApplication', requestId, () => data));
      },
    }),
  }),
});

export const {
  useListLifePlansQuery,
  useGetLifePlanQuery,
  useStartLifeApplicationMutation,
  useGetLifeApplicationQuery,
  useQuoteLifeCoverMutation,
  useAnswerLifeStepMutation,
} = lifeApi;
