import { useMemo } from 'react';
import { cloneLeadFromCreditScoreBodySchema, creditLoanAmountFields, type CreditReport } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { FormError } from '../../components/form/form-error';
import { readApiError } from '../../lib/api-error';
import { useCloneLeadFromCreditScoreMutation } from './api/credit-checks';

// The API's own check of the amount (the check id comes from the report, not from the form).
const amountSchema = cloneLeadFromCreditScoreBodySchema.pick({ amount: true });

/** The personal-loan lead made from the report (once; again shows the same lead). */
export function LoanLeadForm({ report }: { report: CreditReport }) {
  const [clone, { data, error, isLoading }] = useCloneLeadFromCreditScoreMutation();
  const apiError = useMemo(() => readApiError(error), [error]);
  const leadId = data?.leadId ?? report.leadId;
  if (leadId) {
    return (
      <p className="form-notice" role="status">
        A personal loan lead was made for this customer: lead <strong>{leadId}</strong>. It is in your leads with the credit score.
      </p>
    );
  }
  return (
    <section className="stack">
      <h2>Offer a personal loan</h2>
      <ConfigForm
        fields={creditLoanAmountFields}
        schema={amountSchema}
        onSubmit={async ({ amount }) => void (await clone({ checkId: report.checkId, amount }))}
        serverErrors={apiError?.fields}
        submitting={isLoading}
        submitLabel="Make a personal loan lead"
      >
        <FormError error={apiError} />
      </ConfigForm>
    </section>
  );
}
