import type { FormValues, LoanApplication } from '@portal/domain';
import { api } from '../../../lib/api';

export interface CreateLoanApplicationArgs {
  productCode: string;
  /** The sell form's answers by field name (the product's sell form schema checks them on both sides). */
  values: FormValues;
}

/** POST /api/products/:code/loan-applications — "Enter Loan Details": an application (its aggregator id); 400 with field messages. */
const createLoanApplicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    createLoanApplication: build.mutation<LoanApplication, CreateLoanApplicationArgs>({
      query: ({ productCode, values }) => ({ url: `/products/${encodeURIComponent(productCode)}/loan-applications`, method: 'POST', body: values }),
    }),
  }),
});

export const { useCreateLoanApplicationMutation } = createLoanApplicationApi;
