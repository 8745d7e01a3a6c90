import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { OTP_LENGTH } from '@portal/domain';
import { OtpEntry } from '../../components/form/otp-entry';
import { ErrorMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useLinkBrand } from '../../lib/brand';
import { useQueryParams } from '../../lib/use-query-params';
import { useCreditCustomerLandingQuery, useSendCreditCustomerOtpMutation, useVerifyCreditCustomerMutation } from './api/credit-checks';
import { customerOtpSent, customerPaths, resendAtOf } from './credit-score-paths';
import './credit-score.css';

/**
 * /credit-score/customer/otp-verification?token&challengeId: the OTP is the consent and signs the customer in to this
 * check. An SMS that does not come is sent again from here (a new challenge, its id in the address in place of the
 * old one), once the wait the last send named is over (the history entry's state): the customer is not sent back to agree again.
 */
export function CustomerOtpPage() {
  const { t } = useTranslation();
  const query = useQueryParams();
  const token = query.get('token') ?? '';
  const challengeId = query.get('challengeId') ?? '';
  const navigate = useNavigate();
  const [verify, verified] = useVerifyCreditCustomerMutation();
  const [send, sent] = useSendCreditCustomerOtpMutation();
  const resendAt = resendAtOf(useLocation().state);
  const [lastCall, setLastCall] = useState<'verify' | 'resend'>();
  // The link's check names its tenant here too (the landing's answer, already in the cache from the step before).
  const { data: landing } = useCreditCustomerLandingQuery(token || skipToken);
  useLinkBrand(landing?.brandName, landing?.brandColour);
  if (!token || !challengeId) return <ErrorMessage>{t('creditScore.invalidLink')}</ErrorMessage>;
  const apiError = readApiError(lastCall === 'resend' ? sent.error : lastCall === 'verify' ? verified.error : undefined);
  async function handleVerify(otp: string) {
    setLastCall('verify');
    const result = await verify({ token, challengeId, otp });
    if (result.data) void navigate(customerPaths.report, { replace: true });
  }
  async function handleResend() {
    setLastCall('resend');
    const result = await send(token);
    if (!result.data) return;
    void navigate(customerPaths.otp(token, result.data.challengeId), { replace: true, state: customerOtpSent(result.data) });
  }
  return (
    <OtpEntry
      // A new OTP is a new entry: the old code and its message go.
      key={challengeId}
      label={t('creditScore.otpLabel')}
      length={OTP_LENGTH}
      onVerify={(otp) => void handleVerify(otp)}
      error={lastCall === 'verify' ? apiError?.fields.otp : undefined}
      submitLabel={t('creditScore.verify')}
      submittingLabel={t('creditScore.verifying')}
      messageOf={(key) => t(`validation.${key}`)}
      submitting={verified.isLoading}
      callError={apiError}
      notice={lastCall === 'resend' && sent.isSuccess ? t('signIn.newOtpSent') : undefined}
      resend={{
        onResend: () => void handleResend(),
        resending: sent.isLoading,
        availableAt: resendAt,
        label: t('signIn.resend'),
        waitLabel: (seconds) => t('signIn.resendIn', { count: seconds }),
      }}
    />
  );
}
