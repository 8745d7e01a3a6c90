import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { OTP_LENGTH, type CreditCheck } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { OtpEntry } from '../../components/form/otp-entry';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetCreditCheckQuery, useResendCreditOtpMutation, useVerifyCreditConsentMutation } from './api/credit-checks';
import { partnerPaths } from './credit-score-paths';
import { ShareWithCustomer } from './share-with-customer';

/** /credit-score/otp-verification?checkId: the notice the customer agrees to, and their OTP. */
export function OtpVerificationPage() {
  const { t } = useTranslation();
  const checkId = useQueryParams().get('checkId') ?? '';
  const { data: check, error, isLoading } = useGetCreditCheckQuery(checkId || skipToken);
  if (!checkId) return <ErrorMessage>{t('partnerCreditScore.missingCheck')}</ErrorMessage>;
  if (isLoading) return <LoadingMessage>{t('creditScore.loading')}</LoadingMessage>;
  if (error || !check) return <ErrorMessage>{readApiError(error)?.message ?? t('creditScore.notFound')}</ErrorMessage>;
  if (check.status === 'REPORT_READY') {
    return (
      <section className="stack">
        <p>{t('partnerCreditScore.alreadyConsented')}</p>
        <AppLink className="button" to={partnerPaths.report(checkId)}>
          {t('partnerCreditScore.seeReport')}
        </AppLink>
      </section>
    );
  }
  return <ConsentOtp check={check} />;
}

function ConsentOtp({ check }: { check: CreditCheck }) {
  const { t } = useTranslation();
  const { checkId } = check;
  const navigate = useNavigate();
  const [verify, verified] = useVerifyCreditConsentMutation();
  const [resend, resent] = useResendCreditOtpMutation();
  const [notice, setNotice] = useState<string>();
  const [lastCall, setLastCall] = useState<'verify' | 'resend'>();
  const apiError = readApiError(lastCall === 'resend' ? resent.error : lastCall === 'verify' ? verified.error : undefined);
  async function handleVerify(otp: string) {
    setLastCall('verify');
    setNotice(undefined);
    const result = await verify({ checkId, otp });
    if (result.data) void navigate(partnerPaths.report(checkId));
  }
  async function handleResend() {
    setLastCall('resend');
    const result = await resend(checkId);
    if (result.data) setNotice(t('partnerCreditScore.newOtpSent', { mobile: result.data.mobileMasked }));
  }
  return (
    <>
      <OtpEntry
        label={t('partnerCreditScore.otpLabel')}
        length={OTP_LENGTH}
        onVerify={(otp) => void handleVerify(otp)}
        error={lastCall === 'verify' ? apiError?.fields.otp : undefined}
        submitLabel={t('partnerCreditScore.verify')}
        submittingLabel={t('creditScore.verifying')}
        messageOf={(key) => t(`validation.${key}`)}
        submitting={verified.isLoading}
        resend={{ onResend: () => void handleResend(), resending: resent.isLoading, label: t('signIn.resend') }}
        callError={apiError}
        notice={notice}
      >
        <p>
          <Trans
            i18nKey="partnerCreditScore.readNotice"
            values={{ name: check.customerName, mobile: check.mobileMasked }}
            components={{ strong: <strong /> }}
          />
        </p>
        <blockquote className="consent-notice">{check.notice}</blockquote>
      </OtpEntry>
      <ShareWithCustomer checkId={checkId} />
    </>
  );
}
