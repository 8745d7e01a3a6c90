import { useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { lengths, OTP_LENGTH, rulePatterns } from '@portal/domain';
import type { messages, OtpChallenge } from '@portal/domain';
import { readApiError } from '../../lib/api-error';
import type { ReadableApiError } from '../../lib/api-error';
import { saveDealerSession } from '../../lib/save-dealer-session';
import { signedIn } from '../../lib/ui-slice';
import { useAppDispatch } from '../../lib/store-hooks';
import { useGenerateOtpMutation } from '../../lib/api-endpoints/generate-otp';
import { useResendOtpMutation } from '../../lib/api-endpoints/resend-otp';
import { useValidateOtpMutation } from '../../lib/api-endpoints/validate-otp';
import { NumericField } from '../form/numeric-field';
import { FormError } from '../form/form-error';
import { OtpEntry } from '../form/otp-entry';

// The domain's mobile rule, checked with its pattern: the page stays free of zod (~22 KB
// gzipped), which the rule's schema would bring to its first paint. It answers its message's key.
function checkMobile(mobile: string): keyof typeof messages | undefined {
  return rulePatterns.mobile.test(mobile) ? undefined : 'mobile';
}

function MobileStep({ onChallenge }: { onChallenge: (mobile: string, challenge: OtpChallenge) => void }) {
  const [mobile, setMobile] = useState('');
  // The page's own check keeps the message's key, so a change of language re-says it; the API's is text.
  const [mobileError, setMobileError] = useState<{ key: keyof typeof messages } | { text: string }>();
  const [apiError, setApiError] = useState<ReadableApiError>();
  const [generateOtp, { isLoading }] = useGenerateOtpMutation();
  const { t } = useTranslation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApiError(undefined);
    const error = checkMobile(mobile);
    setMobileError(error && { key: error });
    if (error) return;
    const result = await generateOtp({ mobile });
    if (result.data) return onChallenge(mobile, result.data);
    const readable = readApiError(result.error);
    setApiError(readable);
    setMobileError(readable?.fields.mobile === undefined ? undefined : { text: readable.fields.mobile });
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <NumericField
        label={t('signIn.mobileLabel')}
        value={mobile}
        onChange={(value) => {
          setMobile(value);
          if (mobileError) setMobileError(undefined);
        }}
        error={mobileError && ('key' in mobileError ? t(`validation.${mobileError.key}`) : mobileError.text)}
        maxLength={lengths.mobile}
        autoComplete="tel-national"
        hint={t('signIn.mobileHint')}
      />
      <FormError error={apiError} />
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? t('signIn.sendingOtp') : t('signIn.getOtp')}
      </button>
    </form>
  );
}

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
 * signs a partner in again in place when the session ends mid-page; each decides what happens after.
 */
export function SignInSteps({ onSignedIn }: { onSignedIn: () => void }) {
  const [sent, setSent] = useState<{ mobile: string; challenge: OtpChallenge }>();
  return sent ? (
    <OtpStep mobile={sent.mobile} challenge={sent.challenge} onChangeNumber={() => setSent(undefined)} onSignedIn={onSignedIn} />
  ) : (
    <MobileStep onChallenge={(mobile, challenge) => setSent({ mobile, challenge })} />
  );
}
