import type { PaymentLink } from '@portal/domain';
import { api } from '../../../lib/api';

export interface CreatePaymentLinkArgs {
  productCode: string;
  referenceId: string;
  /** One key per pay attempt: a retry of the same attempt gets the same link, never a second charge. */
  idempotencyKey: string;
}

/** POST /api/products/:code/payments/link {referenceId}, header Idempotency-Key — the gateway's checkout URL. */
const createPaymentLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPaymentLink: build.mutation<PaymentLink, CreatePaymentLinkArgs>({
      query: ({ productCode, referenceId, idempotencyKey }) => ({
        url: `/products/${encodeURIComponent(productCode)}/payments/link`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { referenceId },
      }),
    }),
  }),
});

export const { useCreatePaymentLinkMutation } = createPaymentLinkApi;
