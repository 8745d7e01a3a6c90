import { useEffect, useId, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { AppStore } from '../../../app/store';
import { OtpEntry } from '../../../components/form/otp-entry';
import { readApiError, type ReadableApiError } from '../../../lib/api-error';
import { triesLeftOf, useSendCustomerOtpMutation, useVerifyCustomerOtpMutation, type CustomerOtpChallenge } from '../api/customer-loan-journey';
import { useLoanWords } from '../loan-words';
import { takeFirstOtpSend } from '../customer-loan-prefetch';
import { forgetSentOtp, rememberSentOtp, sentOtpOf } from '../sent-otp';

const otpLength = 6;

/**
 * Sends the OTP once, when the page opens (the link alone is the customer's request), and again on Resend.
 * The first send may already be on its way, started by start-up (customer-loan-prefetch.ts): that one is taken.
 * A tab reloaded while its OTP lives shows that OTP instead of sending another (sent-otp.ts).
 */
function useCustomerOtp(token: string) {
  const dispatch = useDispatch<AppStore['dispatch']>();
  const [sendOtp, sendState] = useSendCustomerOtpMutation();
  const [challenge, setChallenge] = useState<CustomerOtpChallenge>();
  const [sendError, setSendError] = useState<ReadableApiError>();
  const [resendAt, setResendAt] = useState<number>();
  const sentOnce = useRef(false);
  const show = (sent: CustomerOtpChallenge) => {
    setChallenge(sent);
    setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
  };
  const send = async (first = false) => {
    setSendError(undefined);
    const alreadySent = first ? sentOtpOf(token) : undefined;
    if (alreadySent) return show(alreadySent);
    const result = await ((first ? takeFirstOtpSend(dispatch, token) : undefined) ?? sendOtp({ token }));
    if (result.data) {
      rememberSentOtp(token, result.data);
      show(result.data);
    } else setSendError(readApiError(result.error));
  };
  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sent once, when the page opens
  }, []);
  return { challenge, resendAt, send, sending: sendState.isLoading, sendError };
}

/**
 * login-otp: the customer proves the mobile the partner entered, in the one OTP entry (decision 0230): the
 * numeric keypad and the phone's one-time-code suggestion, the domain's otp check, the tries left after a
 * wrong code, and Resend counting down. A new OTP remounts the entry, so the old code and its tries go.
 */
export function LoginOtpStep({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const { t } = useLoanWords();
  const { challenge, resendAt, send, sending, sendError } = useCustomerOtp(token);
  const [verifyOtp, verifyState] = useVerifyCustomerOtpMutation();
  const [triesLeft, setTriesLeft] = useState<number>();
  const [verifyError, setVerifyError] = useState<ReadableApiError>();
  const hintId = useId();

  const verify = async (otp: string) => {
    if (!challenge) return;
    setVerifyError(undefined);
    const result = await verifyOtp({ token, challengeId: challenge.challengeId, otp });
    if (!result.error) {
      forgetSentOtp();
      onSignedIn();
      return;
    }
    const left = triesLeftOf(result.error);
    if (left !== undefined) setTriesLeft(left);
    // A challenge with no tries left is over: a reload asks a new OTP.
    if (left === 0) forgetSentOtp();
    setVerifyError(readApiError(result.error));
  };

  const otpError = verifyError?.fields.otp;
  const outOfTries = triesLeft === 0;
  // The API's message may already count the tries ('Wrong OTP. 2 tries left', in any language); said once.
  const sayTries = triesLeft !== undefined && ((otpError && !otpError.includes(String(triesLeft))) || outOfTries);
  return (
    <OtpEntry
      key={challenge?.challengeId}
      className="form cl-form"
      label={t('customerLoan.otp.label')}
      length={otpLength}
      onVerify={(otp) => void verify(otp)}
      messageOf={(key) => t(`validation.${key}`)}
      error={otpError}
      callError={verifyError ?? sendError}
      disabled={outOfTries || !challenge}
      describedById={challenge ? hintId : undefined}
      submitLabel={t('customerLoan.otp.verify')}
      submittingLabel={t('customerLoan.otp.verifying')}
      submitting={verifyState.isLoading}
      status={
        sayTries ? (
          <p className="cl-tries" role="status">
            {outOfTries ? t('customerLoan.otp.noTriesLeft') : t('customerLoan.otp.triesLeft', { count: triesLeft })}
          </p>
        ) : null
      }
      resend={{
        onResend: () => {
          setTriesLeft(undefined);
          setVerifyError(undefined);
          void send();
        },
        resending: sending,
        availableAt: resendAt,
        label: t('signIn.resend'),
        waitLabel: (seconds) => t('signIn.resendIn', { count: seconds }),
      }}
    >
      {challenge ? (
        <p id={hintId} className="cl-otp-hint">
          <Trans
            i18nKey="customerLoan.otp.sent"
            values={{ length: otpLength, masked: `******${challenge.mobileEnding}` }}
            components={{ strong: <strong /> }}
          />
        </p>
      ) : sendError ? null : (
        // Said from the first render (the OTP is sent as the page opens), so the form does not move down when it starts.
        <p className="cl-otp-hint" role="status">
          {t('customerLoan.otp.sending')}
        </p>
      )}
    </OtpEntry>
  );
}
