import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { creditCheckStartFields, type CreditCheckStartBody } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { FormError } from '../../components/form/form-error';
import { readApiError } from '../../lib/api-error';
import { useInitiateCreditCheckMutation } from './api/credit-checks';
import { partnerPaths } from './credit-score-paths';
import { loadCreditScoreSchema } from './load-credit-score-schema';

/** /credit-score/credit-customer-details: name, mobile, PAN (sent in the body); the consent OTP goes out. */
export function CustomerDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [initiate, { error, isLoading }] = useInitiateCreditCheckMutation();
  const apiError = useMemo(() => readApiError(error), [error]);
  async function start(values: CreditCheckStartBody) {
    const result = await initiate(values);
    if (result.data) void navigate(partnerPaths.otp(result.data.checkId));
  }
  return (
    <ConfigForm
      fields={creditCheckStartFields}
      loadSchema={loadCreditScoreSchema.checkStart}
      onSubmit={start}
      serverErrors={apiError?.fields}
      submitting={isLoading}
      submitLabel={t('partnerCreditScore.sendOtp')}
    >
      <FormError error={apiError} />
    </ConfigForm>
  );
}
