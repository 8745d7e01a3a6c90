import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { OTP_LENGTH } from '@portal/domain';
import { OtpEntry } from '../../components/form/otp-entry';
import { ErrorMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useLinkBrand } from '../../lib/brand';
import { useQueryParams } from '../../lib/use-query-params';
import { useCreditCustomerLandingQuery, useVerifyCreditCustomerMutation } from './api/credit-checks';
import { customerPaths } from './credit-score-paths';
import './credit-score.css';

/** /credit-score/customer/otp-verification?token&challengeId: the OTP is the consent and signs the customer in to this check. */
export function CustomerOtpPage() {
  const { t } = useTranslation();
  const query = useQueryParams();
  const token = query.get('token') ?? '';
  const challengeId = query.get('challengeId') ?? '';
  const navigate = useNavigate();
  const [verify, { error, isLoading }] = useVerifyCreditCustomerMutation();
  // The link's check names its tenant here too (the landing's answer, already in the cache from the step before).
  const { data: landing } = useCreditCustomerLandingQuery(token || skipToken);
  useLinkBrand(landing?.brandName, landing?.brandColour);
  if (!token || !challengeId) return <ErrorMessage>{t('creditScore.invalidLink')}</ErrorMessage>;
  const apiError = readApiError(error);
  async function handleVerify(otp: string) {
    const result = await verify({ token, challengeId, otp });
    if (result.data) void navigate(customerPaths.report, { replace: true });
  }
  return (
    <OtpEntry
      label={t('creditScore.otpLabel')}
      length={OTP_LENGTH}
      onVerify={(otp) => void handleVerify(otp)}
      error={apiError?.fields.otp}
      submitLabel={t('creditScore.verify')}
      submittingLabel={t('creditScore.verifying')}
      messageOf={(key) => t(`validation.${key}`)}
      submitting={isLoading}
      callError={apiError}
    />
  );
}
