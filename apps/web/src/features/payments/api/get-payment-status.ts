import type { PaymentStatus } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/products/:productCode/payments/status?referenceId — the payment outcome and, once issued, the policy. */
export const getPaymentStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentStatus: build.query<PaymentStatus, { productCode: string; referenceId: string }>({
      query: ({ productCode, referenceId }) => ({
        url: `/products/${encodeURIComponent(productCode)}/payments/status`,
        params: { referenceId },
      }),
      providesTags: (_result, _error, { referenceId }) => [{ type: 'Payment', id: referenceId }],
    }),
  }),
});

export const { useGetPaymentStatusQuery } = getPaymentStatusApi;
