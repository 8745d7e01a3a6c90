import { useState, type FormEvent } from 'react';
import { CONSENT_OTP_LENGTH, messages, rulePatterns, type LoanApplication } from '@portal/domain';
import { useCountdown } from '../../../components/sign-in/use-countdown';
import { readApiError, type ReadableApiError } from '../../../lib/api-error';
import { useSendConsentOtpMutation } from '../api/send-consent-otp';
import { useVerifyConsentOtpMutation } from '../api/verify-consent-otp';
import { OtpCodeInput } from '../../../components/form/otp-code-input';

function checkOtp(otp: string): string | undefined {
  if (otp === '') return messages.otpValidNumeric;
  if (!rulePatterns.numeric.test(otp)) return messages.otpNumeric;
  return otp.length === CONSENT_OTP_LENGTH ? undefined : messages.otpValidNumeric;
}

export interface ConsentStepProps {
  application: LoanApplication;
  /** Called with the application once the customer's OTP is accepted and the consent recorded. */
  onConsented: (application: LoanApplication) => void;
}

/**
 * The customer's consent by OTP (DPDP): the product's notice the customer agrees to (its version is kept in the
 * ledger, not shown); an OTP sent to the customer's mobile, whose SMS says to tell it to the advisor; the code
 * the customer reads out, typed by the partner. Wrong codes say the tries left.
 */
export function ConsentStep({ application, onConsented }: ConsentStepProps) {
  const [sendOtp, sending] = useSendConsentOtpMutation();
  const [verifyOtp, verifying] = useVerifyConsentOtpMutation();
  const [sentTo, setSentTo] = useState<string>();
  const [resendAt, setResendAt] = useState<number>();
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [apiError, setApiError] = useState<ReadableApiError>();
  const [notice, setNotice] = useState<string>();
  const secondsToResend = useCountdown(resendAt);
  const { aggregatorId, consentNotice } = application;

  async function send() {
    setApiError(undefined);
    setNotice(undefined);
    const result = await sendOtp({ aggregatorId });
    if (result.data) {
      const again = sentTo !== undefined;
      setSentTo(result.data.mobileMasked);
      setResendAt(Date.now() + result.data.resendAfterSeconds * 1000);
      setOtp('');
      setOtpError(undefined);
      if (again) setNotice('We sent a new OTP.');
      return;
    }
    setApiError(readApiError(result.error));
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApiError(undefined);
    setNotice(undefined);
    const error = checkOtp(otp);
    setOtpError(error);
    if (error) return;
    const result = await verifyOtp({ aggregatorId, otp });
    if (result.data) return onConsented(result.data);
    const readable = readApiError(result.error);
    if (readable?.fields.otp) setOtpError(readable.fields.otp);
    else setApiError(readable);
  }

  return (
    <div className="ln-page">
      <section aria-labelledby="ln-consent-notice" className="ln-kfs">
        <h2 id="ln-consent-notice">What {application.customerName} agrees to</h2>
        <p>{consentNotice.text}</p>
      </section>
      {sentTo === undefined ? (
        <div className="ln-page">
          <p>
            Read this to the customer. If they agree, we send an OTP to their mobile <strong>{application.mobileMasked}</strong>; the SMS asks them to tell you
            the code.
          </p>
          {apiError ? (
            <p className="cf-error" role="alert">
              {apiError.message}
            </p>
          ) : null}
          <button type="button" className="button" disabled={sending.isLoading} onClick={() => void send()}>
            {sending.isLoading ? 'Sending OTP…' : 'Send OTP to customer'}
          </button>
        </div>
      ) : (
        <form className="form" noValidate aria-label="Customer's consent" onSubmit={(event) => void verify(event)}>
          <p>
            We sent an OTP to the customer's mobile <strong>{sentTo}</strong>. The SMS asks the customer to tell you the code if they agree: type the code the
            customer reads out.
          </p>
          <OtpCodeInput
            label="Customer's OTP"
            length={CONSENT_OTP_LENGTH}
            value={otp}
            onChange={(value) => {
              setOtp(value);
              if (otpError) setOtpError(undefined);
            }}
            error={otpError}
            hint={`${CONSENT_OTP_LENGTH} digits`}
          />
          {apiError ? (
            <p className="cf-error" role="alert">
              {apiError.message}
            </p>
          ) : null}
          {notice ? (
            <p className="form-notice" role="status">
              {notice}
            </p>
          ) : null}
          <div className="form__actions">
            <button type="submit" className="button" disabled={verifying.isLoading}>
              {verifying.isLoading ? 'Verifying…' : 'Verify & proceed'}
            </button>
            <button type="button" className="button button--secondary" disabled={secondsToResend > 0 || sending.isLoading} onClick={() => void send()}>
              {secondsToResend > 0 ? `Resend OTP in ${secondsToResend} s` : 'Resend OTP'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
