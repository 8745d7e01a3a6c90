import type { SentPaymentLink } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/products/:code/payments/link/send {referenceId, channel} — to the proposal's own customer. */
const sendPaymentLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendPaymentLink: build.mutation<SentPaymentLink, { productCode: string; referenceId: string; channel: SentPaymentLink['channel'] }>({
      query: ({ productCode, ...body }) => ({ url: `/products/${encodeURIComponent(productCode)}/payments/link/send`, method: 'POST', body }),
    }),
  }),
});

export const { useSendPaymentLinkMutation } = sendPaymentLinkApi;
