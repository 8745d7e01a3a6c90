import type { Language, PartnerSession } from '@portal/domain';
import { api } from '../api';
import { sessionApi } from './session';

/** PUT /api/session/language: the partner's language remembered on his profile. */
export const partnerLanguageApi = api.injectEndpoints({
  endpoints: (build) => ({
    setPartnerLanguage: build.mutation<PartnerSession, { language: Language }>({
      query: (body) => ({ url: '/session/language', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        // The session the header holds says the new language, without asking again.
        if (data)
          dispatch(sessionApi.util.updateQueryData('getSession', undefined, (partner) => (partner ? { ...partner, language: data.language } : partner)));
      },
    }),
  }),
});

export const { useSetPartnerLanguageMutation } = partnerLanguageApi;
