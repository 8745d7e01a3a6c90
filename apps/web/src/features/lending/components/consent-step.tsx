import { useState } from 'react';
import { CONSENT_OTP_LENGTH, type LoanApplication } from '@portal/domain';
import { readApiError, type ReadableApiError } from '../../../lib/api-error';
import { useSendConsentOtpMutation } from '../api/send-consent-otp';
import { useVerifyConsentOtpMutation } from '../api/verify-consent-otp';
import { OtpEntry } from '../../../components/form/otp-entry';

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
  const [sent, setSent] = useState<{ to: string; resendAt: number; count: number }>();
  const [otpError, setOtpError] = useState<string>();
  const [apiError, setApiError] = useState<ReadableApiError>();
  const [notice, setNotice] = useState<string>();
  const { aggregatorId, consentNotice } = application;

  async function send() {
    setApiError(undefined);
    setNotice(undefined);
    const result = await sendOtp({ aggregatorId });
    const challenge = result.data;
    if (!challenge) return setApiError(readApiError(result.error));
    const resendAt = Date.now() + challenge.resendAfterSeconds * 1000;
    setSent((before) => ({ to: challenge.mobileMasked, resendAt, count: (before?.count ?? 0) + 1 }));
    setOtpError(undefined);
    if (sent) setNotice('We sent a new OTP.');
  }

  async function verify(otp: string) {
    setApiError(undefined);
    setNotice(undefined);
    setOtpError(undefined);
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
      {sent === undefined ? (
        <div className="ln-page">
          <p>
            Read this to the customer. If they agree, we send an OTP to their mobile <strong>{application.mobileMasked}</strong>; the SMS asks them to tell you
            the code.
          </p>
          <CallAlert error={apiError} />
          <button type="button" className="button" disabled={sending.isLoading} onClick={() => void send()}>
            {sending.isLoading ? 'Sending OTP…' : 'Send OTP to customer'}
          </button>
        </div>
      ) : (
        // Each OTP sent starts a new entry: the code typed for the last one is cleared.
        <OtpEntry
          key={sent.count}
          aria-label="Customer's consent"
          label="Customer's OTP"
          length={CONSENT_OTP_LENGTH}
          hint={`${CONSENT_OTP_LENGTH} digits`}
          onVerify={(otp) => void verify(otp)}
          error={otpError}
          submitLabel="Verify & proceed"
          submittingLabel="Verifying…"
          submitting={verifying.isLoading}
          resend={{
            onResend: () => void send(),
            resending: sending.isLoading,
            availableAt: sent.resendAt,
            waitLabel: (seconds) => `Resend OTP in ${seconds} s`,
          }}
          status={<CallAlert error={apiError} />}
          notice={notice}
        >
          <p>
            We sent an OTP to the customer's mobile <strong>{sent.to}</strong>. The SMS asks the customer to tell you the code if they agree: type the code the
            customer reads out.
          </p>
        </OtpEntry>
      )}
    </div>
  );
}

/** A failed call's message, whether or not it names a field (the OTP's goes beside the field instead). */
function CallAlert({ error }: { error: ReadableApiError | undefined }) {
  return error ? (
    <p className="cf-error" role="alert">
      {error.message}
    </p>
  ) : null;
}
