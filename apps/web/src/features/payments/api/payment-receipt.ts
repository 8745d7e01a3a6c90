import type { PaymentReceipt } from '@portal/domain';
import { api, type ApiExtraOptions } from '../../../lib/api';

/**
 * The customer's side of a payment link (decision 0161), by the receipt token of the gateway's return:
 * GET /api/payments/receipt and POST /api/payments/receipt/retry. No partner session is involved, so a
 * 401 never opens the partner's sign-in dialog.
 */
export const paymentReceiptApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentReceipt: build.query<PaymentReceipt, string>({
      query: (token) => ({ url: '/payments/receipt', params: { token } }),
      providesTags: (result) => (result ? [{ type: 'Payment', id: result.referenceId }] : []),
      extraOptions: { signInAgain: false } satisfies ApiExtraOptions,
    }),
    retryReceiptPayment: build.mutation<{ linkUrl: string }, string>({
      query: (token) => ({ url: '/payments/receipt/retry', method: 'POST', body: { token } }),
      extraOptions: { signInAgain: false } satisfies ApiExtraOptions,
    }),
  }),
});

export const { useGetPaymentReceiptQuery, useRetryReceiptPaymentMutation } = paymentReceiptApi;
