import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { OtpCodeInput } from '../../../components/form/otp-code-input';
import { readApiError, type ReadableApiError } from '../../../lib/api-error';
import { useCountdown } from '../../../components/sign-in/use-countdown';
import { triesLeftOf, useSendCustomerOtpMutation, useVerifyCustomerOtpMutation, type CustomerOtpChallenge } from '../api/customer-loan-journey';

const otpLength = 6;

/**
 * login-otp: the customer proves the mobile the partner entered. The OTP is sent once the page opens (the
 * link alone is the customer's request); the code box brings up the numeric keypad and the phone's
 * one-time-code suggestion, and the tries left are said after a wrong code.
 */
export function LoginOtpStep({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const [sendOtp, sendState] = useSendCustomerOtpMutation();
  const [verifyOtp, verifyState] = useVerifyCustomerOtpMutation();
  const [challenge, setChallenge] = useState<CustomerOtpChallenge>();
  const [resendAt, setResendAt] = useState<number>();
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [triesLeft, setTriesLeft] = useState<number>();
  const [apiError, setApiError] = useState<ReadableApiError>();
  const secondsToResend = useCountdown(resendAt);
  const sentOnce = useRef(false);
  const id = useId();

  const send = async () => {
    setApiError(undefined);
    const result = await sendOtp({ token });
    if (result.data) {
      setChallenge(result.data);
      setTriesLeft(undefined);
      setResendAt(Date.now() + result.data.resendAfterSeconds * 1000);
      setOtp('');
      setOtpError(undefined);
    } else setApiError(readApiError(result.error));
  };

  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sent once, when the page opens
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${otpLength}}$`).test(otp)) {
      setOtpError(`Enter the ${otpLength}-digit OTP`);
      return;
    }
    if (!challenge) return;
    setApiError(undefined);
    const result = await verifyOtp({ token, challengeId: challenge.challengeId, otp });
    if (!result.error) {
      onSignedIn();
      return;
    }
    const error = readApiError(result.error);
    const left = triesLeftOf(result.error);
    if (left !== undefined) setTriesLeft(left);
    if (error?.fields.otp) setOtpError(error.fields.otp);
    else setApiError(error);
  };

  const hintId = `${id}-hint`;
  const outOfTries = triesLeft === 0;
  return (
    <form className="form cl-form" noValidate onSubmit={(event) => void submit(event)}>
      {challenge ? (
        <p id={hintId}>
          We sent a {otpLength}-digit OTP by SMS to <strong>{`******${challenge.mobileEnding}`}</strong>.
        </p>
      ) : sendState.isLoading ? (
        <p role="status">Sending an OTP to your mobile…</p>
      ) : null}
      <OtpCodeInput
        label="OTP"
        length={otpLength}
        value={otp}
        disabled={outOfTries}
        onChange={(value) => {
          setOtp(value);
          setOtpError(undefined);
        }}
        error={otpError}
        describedById={challenge ? hintId : undefined}
      />
      {/* The API's message may already count the tries ('Wrong OTP. 2 tries left'); said once. */}
      {triesLeft !== undefined && ((otpError && !otpError.includes('left')) || outOfTries) ? (
        <p className="cl-tries" role="status">
          {outOfTries ? 'No tries left for this OTP. Press “Resend OTP” for a new one.' : `${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`}
        </p>
      ) : null}
      {apiError ? (
        <p className="form-error" role="alert">
          {apiError.message}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button" disabled={verifyState.isLoading || outOfTries || !challenge}>
          {verifyState.isLoading ? 'Verifying…' : 'Verify and continue'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void send()} disabled={secondsToResend > 0 || sendState.isLoading}>
          {secondsToResend > 0 ? `Resend OTP in ${secondsToResend} s` : 'Resend OTP'}
        </button>
      </div>
    </form>
  );
}
