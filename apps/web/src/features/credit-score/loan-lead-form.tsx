import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { creditLoanAmountFields, type CreditReport } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { FormError } from '../../components/form/form-error';
import { readApiError } from '../../lib/api-error';
import { useCloneLeadFromCreditScoreMutation } from './api/credit-checks';
import { loadCreditScoreSchema } from './load-credit-score-schema';

/** The personal-loan lead made from the report (once; again shows the same lead). */
export function LoanLeadForm({ report }: { report: CreditReport }) {
  const { t } = useTranslation();
  const [clone, { data, error, isLoading }] = useCloneLeadFromCreditScoreMutation();
  const apiError = useMemo(() => readApiError(error), [error]);
  const leadId = data?.leadId ?? report.leadId;
  if (leadId) {
    return (
      <p className="form-notice" role="status">
        <Trans i18nKey="partnerCreditScore.loanLead.made" values={{ leadId }} components={{ strong: <strong /> }} />
      </p>
    );
  }
  return (
    <section className="stack">
      <h2>{t('partnerCreditScore.loanLead.title')}</h2>
      <ConfigForm
        fields={creditLoanAmountFields}
        loadSchema={loadCreditScoreSchema.loanAmount}
        onSubmit={async ({ amount }) => void (await clone({ checkId: report.checkId, amount }))}
        serverErrors={apiError?.fields}
        submitting={isLoading}
        submitLabel={t('partnerCreditScore.loanLead.make')}
      >
        <FormError error={apiError} />
      </ConfigForm>
    </section>
  );
}
