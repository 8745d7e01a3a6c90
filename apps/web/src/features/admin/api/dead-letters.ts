import type { Notification } from '@portal/domain';
import { api } from '../../../lib/api';

/** The tenant's dead letters and their retry (decision 0104). */
export const deadLettersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeadLetters: build.query<Notification[], void>({
      query: () => '/notifications/dead-letters',
      providesTags: ['Admin'],
    }),
    retryDeadLetter: build.mutation<Notification, string>({
      query: (notificationId) => ({ url: `/notifications/${encodeURIComponent(notificationId)}/retry`, method: 'POST' }),
      invalidatesTags: ['Admin'],
    }),
  }),
});

export const { useGetDeadLettersQuery, useRetryDeadLetterMutation } = deadLettersApi;
