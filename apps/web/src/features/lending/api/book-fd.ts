import type { FdBooking, FormValues } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/products/FD/bookings — a lead for the deposit and the customer's booking link. */
const bookFdApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookFd: build.mutation<FdBooking, FormValues>({
      query: (values) => ({ url: '/products/FD/bookings', method: 'POST', body: values }),
      invalidatesTags: ['Lead'],
    }),
  }),
});

export const { useBookFdMutation } = bookFdApi;
