import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@portal/domain';
import type { OtpChallenge } from '@portal/domain';
import { readApiError } from '../../lib/api-error';
import type { ReadableApiError } from '../../lib/api-error';
import { saveDealerSession } from '../../lib/save-dealer-session';
import { signedIn } from '../../lib/ui-slice';
import { useAppDispatch } from '../../lib/store-hooks';
import { useResendOtpMutation } from '../../lib/api-endpoints/resend-otp';
import { useValidateOtpMutation } from '../../lib/api-endpoints/validate-otp';
import { OtpEntry } from '../form/otp-entry';
import { MobileStep } from './mobile-step';

function OtpStep({
  mobile,
  challenge,
  onChangeNumber,
  onSignedIn,
}: {
  mobile: string;
  challenge: OtpChallenge;
  onChangeNumber: () => void;
  onSignedIn: () => void;
}) {
  const [sessionId, setSessionId] = useState(challenge.sessionId);
  const [resendAt, setResendAt] = useState(() => Date.now() + challenge.resendAfterSeconds * 1000);
  const [apiError, setApiError] = useState<ReadableApiError>();
  const [notice, setNotice] = useState<string>();
  const [validateOtp, { isLoading: validating }] = useValidateOtpMutation();
  const [resendOtp, { isLoading: resending }] = useResendOtpMutation();
  const dispatch = useAppDispatch();
  const { t } = useTranslation();

  async function verify(otp: string) {
    setApiError(undefined);
    setNotice(undefined);
    const result = await validateOtp({ sessionId, otp });
    if (result.data) {
      saveDealerSession(result.data);
      dispatch(signedIn({ dealerName: result.data.dealerName, tenantName: result.data.tenantName, tenant: result.data.tenant }));
      onSignedIn();
      return;
    }
    setApiError(readApiError(result.error));
  }

  async function resend() {
    setApiError(undefined);
    setNotice(undefined);
    const result = await resendOtp({ sessionId });
    if (result.data) {
      setSessionId(result.data.sessionId);
      setResendAt(Date.now() + result.data.resendAfterSeconds * 1000);
      setNotice(t('signIn.newOtpSent'));
      return;
    }
    setApiError(readApiError(result.error));
  }

  return (
    <OtpEntry
      label={t('signIn.otpLabel')}
      length={OTP_LENGTH}
      onVerify={(otp) => void verify(otp)}
      error={apiError?.fields.otp}
      messageOf={(key) => t(`validation.${key}`)}
      // A typed letter is named ("OTP should be numeric") rather than dropped: the partner sees the slip.
      digitsOnly={false}
      submitLabel={t('signIn.verify')}
      submittingLabel={t('signIn.verifying')}
      submitting={validating}
      resend={{
        onResend: () => void resend(),
        resending,
        availableAt: resendAt,
        label: t('signIn.resend'),
        waitLabel: (count) => t('signIn.resendIn', { count }),
      }}
      callError={apiError}
      notice={notice}
    >
      <p>
        <Trans i18nKey="signIn.otpSentTo" values={{ masked: `******${mobile.slice(-4)}` }} components={{ strong: <strong /> }} />{' '}
        <button type="button" className="button-link" onClick={onChangeNumber}>
          {t('signIn.changeNumber')}
        </button>
      </p>
    </OtpEntry>
  );
}

/**
 * Signing in: the mobile number, then the OTP sent to it. Shared by the /login page and the dialog that
 * signs a partner in again in place when the session ends mid-page; each decides what happens after. Neither
 * step needs react-hook-form or zod, so the login page paints and checks without them (decision 0282).
 */
export function SignInSteps({ onSignedIn }: { onSignedIn: () => void }) {
  const [sent, setSent] = useState<{ mobile: string; challenge: OtpChallenge }>();
  return sent ? (
    <OtpStep mobile={sent.mobile} challenge={sent.challenge} onChangeNumber={() => setSent(undefined)} onSignedIn={onSignedIn} />
  ) : (
    <MobileStep onChallenge={(mobile, challenge) => setSent({ mobile, challenge })} />
  );
}
