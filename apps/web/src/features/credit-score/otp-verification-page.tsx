import { useState } from 'react';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { OTP_LENGTH, type CreditCheck } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { OtpEntry } from '../../components/form/otp-entry';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetCreditCheckQuery, useResendCreditOtpMutation, useVerifyCreditConsentMutation } from './api/credit-checks';
import { missingCheckMessage, partnerPaths } from './credit-score-paths';
import { ShareWithCustomer } from './share-with-customer';

/** /credit-score/otp-verification?checkId: the notice the customer agrees to, and their OTP. */
export function OtpVerificationPage() {
  const checkId = useQueryParams().get('checkId') ?? '';
  const { data: check, error, isLoading } = useGetCreditCheckQuery(checkId || skipToken);
  if (!checkId) return <ErrorMessage>{missingCheckMessage}</ErrorMessage>;
  if (isLoading) return <LoadingMessage>Loading…</LoadingMessage>;
  if (error || !check) return <ErrorMessage>{readApiError(error)?.message ?? 'Credit check not found'}</ErrorMessage>;
  if (check.status === 'REPORT_READY') {
    return (
      <section className="stack">
        <p>The customer has already given consent.</p>
        <AppLink className="button" to={partnerPaths.report(checkId)}>
          See the credit report
        </AppLink>
      </section>
    );
  }
  return <ConsentOtp check={check} />;
}

function ConsentOtp({ check }: { check: CreditCheck }) {
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
    if (result.data) setNotice(`A new OTP was sent to ${result.data.mobileMasked}.`);
  }
  return (
    <>
      <OtpEntry
        label="OTP from the customer"
        length={OTP_LENGTH}
        onVerify={(otp) => void handleVerify(otp)}
        error={lastCall === 'verify' ? apiError?.fields.otp : undefined}
        submitLabel="Verify & see report"
        submittingLabel="Verifying…"
        submitting={verified.isLoading}
        resend={{ onResend: () => void handleResend(), resending: resent.isLoading }}
        callError={apiError}
        notice={notice}
      >
        <p>
          We sent an OTP to {check.customerName}’s mobile <strong>{check.mobileMasked}</strong>. Read this to the customer before they tell you the OTP:
        </p>
        <blockquote className="consent-notice">{check.notice}</blockquote>
      </OtpEntry>
      <ShareWithCustomer checkId={checkId} />
    </>
  );
}
