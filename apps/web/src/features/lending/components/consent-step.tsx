import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
    if (sent) setNotice(t('lending.consent.newOtpSent'));
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
        <h2 id="ln-consent-notice">{t('lending.consent.agreesTo', { name: application.customerName })}</h2>
        <p>{consentNotice.text}</p>
      </section>
      {sent === undefined ? (
        <div className="ln-page">
          <p>
            <Trans i18nKey="lending.consent.readThis" values={{ mobile: application.mobileMasked }} components={{ strong: <strong /> }} />
          </p>
          <CallAlert error={apiError} />
          <button type="button" className="button" disabled={sending.isLoading} onClick={() => void send()}>
            {sending.isLoading ? t('lending.consent.sendingOtp') : t('lending.consent.sendOtp')}
          </button>
        </div>
      ) : (
        // Each OTP sent starts a new entry: the code typed for the last one is cleared.
        <OtpEntry
          key={sent.count}
          aria-label={t('lending.consent.customersConsent')}
          label={t('lending.consent.customersOtp')}
          length={CONSENT_OTP_LENGTH}
          hint={t('lending.consent.digits', { count: CONSENT_OTP_LENGTH })}
          onVerify={(otp) => void verify(otp)}
          error={otpError}
          submitLabel={t('lending.consent.verify')}
          submittingLabel={t('lending.consent.verifying')}
          submitting={verifying.isLoading}
          resend={{
            onResend: () => void send(),
            resending: sending.isLoading,
            availableAt: sent.resendAt,
            waitLabel: (seconds) => t('lending.consent.resendIn', { seconds }),
          }}
          status={<CallAlert error={apiError} />}
          notice={notice}
        >
          <p>
            <Trans i18nKey="lending.consent.otpSent" values={{ mobile: sent.to }} components={{ strong: <strong /> }} />
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
