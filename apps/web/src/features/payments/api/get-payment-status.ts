import type { PaymentStatus } from '@portal/domain';
import { api, type ApiExtraOptions } from '../../../lib/api';

/** GET /api/products/:productCode/payments/status?referenceId — the payment outcome and, once issued, the policy. */
export const getPaymentStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentStatus: build.query<PaymentStatus, { productCode: string; referenceId: string }>({
      query: ({ productCode, referenceId }) => ({
        url: `/products/${encodeURIComponent(productCode)}/payments/status`,
        params: { referenceId },
      }),
      providesTags: (_result, _error, { referenceId }) => [{ type: 'Payment', id: referenceId }],
      // The customer who paid from a shared payment link lands here too, with no partner session: the page
      // shows the gateway's word from the link and offers the partner a sign-in, no dialog.
      extraOptions: { signInAgain: false } satisfies ApiExtraOptions,
    }),
  }),
});

export const { useGetPaymentStatusQuery } = getPaymentStatusApi;
