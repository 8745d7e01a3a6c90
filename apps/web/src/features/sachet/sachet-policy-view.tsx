import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRupees, type QrActivation } from '@portal/domain';
import { readApiError } from '../../lib/api-error';
import { useSendPolicyOtpMutation, useVerifyPolicyOtpMutation } from './api/qr-codes';
import { OtpEntry } from '../../components/form/otp-entry';

/** The active cover: its facts, its document to download (the customer's session reads it) and where the SMS went. */
export function ActivePolicy({ policy, justActivated }: { policy: QrActivation; justActivated: boolean }) {
  const { t } = useTranslation();
  const sumInsured = formatRupees(policy.sumInsured * 100);
  const { mobileEnding } = policy;
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces a longer form the customer had scrolled down: from the page's top, with focus on the news,
  // not half under the header with focus lost with the button that was pressed.
  useEffect(() => {
    if (!justActivated) return;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [justActivated]);
  return (
    <section className="sachet-page" aria-labelledby="sachet-done">
      <h2 id="sachet-done" ref={heading} tabIndex={-1}>
        {t('sachet.activeHeading')}
      </h2>
      <p className="ins-paid" role="status">
        {t('sachet.active', { productName: policy.productName, sumInsured })}
      </p>
      <dl className="ins-answers">
        {[
          [t('sachet.policyNumber'), policy.policyNumber],
          [t('sachet.membershipId'), policy.membershipId],
          [t('sachet.cover'), sumInsured],
          [t('sachet.valid'), t('sachet.validValue', { from: formatDate(policy.startsOn), to: formatDate(policy.endsOn) })],
        ].map(([label, value]) => (
          <div className="ins-answer" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="button" href={policy.documentUrl} download>
        {t('sachet.download')}
      </a>
      <p>
        {justActivated ? `${t('sachet.smsSent', { mobileEnding })} ` : ''}
        {t('sachet.seeAgainHow', { mobileEnding })}
      </p>
    </section>
  );
}

/** An activated cover seen again (decision 0153): an OTP to the mobile that activated it, then the policy. */
export function SeePolicyAgain({ from }: { from: { code: string } | { link: string } }) {
  const [sendOtp, sent] = useSendPolicyOtpMutation();
  const [verify, verified] = useVerifyPolicyOtpMutation();
  const { t } = useTranslation();
  if (verified.data) return <ActivePolicy policy={verified.data} justActivated={false} />;
  const sendError = readApiError(sent.error);
  const verifyError = readApiError(verified.error);
  const submit = (otp: string) => {
    if (sent.data)
      void verify({ ...from, challengeId: sent.data.challengeId, otp })
        .unwrap()
        .catch(() => undefined);
  };
  return (
    <section className="cf-form" aria-labelledby="sachet-again">
      <h2 id="sachet-again">{t('sachet.seeHeading')}</h2>
      {sendError ? (
        <p className="cf-error" role="alert">
          {sendError.message}
        </p>
      ) : null}
      {sent.data ? (
        // The server checks the code; its message names the 4 digits.
        <OtpEntry
          className="cf-form"
          aria-label={t('sachet.yourOtp')}
          label={t('sachet.otp')}
          length={4}
          checkBeforeSending={false}
          onVerify={submit}
          error={verifyError?.fields.otp ?? (verifyError && !verifyError.fields.otp ? verifyError.message : undefined)}
          submitLabel={t('sachet.seeMyPolicy')}
          submittingLabel={t('sachet.seeMyPolicy')}
          submitting={verified.isLoading}
        >
          <p role="status">{t('sachet.otpSentTo', { mobileEnding: sent.data.mobileEnding })}</p>
        </OtpEntry>
      ) : (
        <>
          <p>{t('sachet.weSendOtp')}</p>
          <button
            type="button"
            className="button"
            disabled={sent.isLoading}
            onClick={() =>
              void sendOtp(from)
                .unwrap()
                .catch(() => undefined)
            }
          >
            {t('sachet.sendOtp')}
          </button>
        </>
      )}
    </section>
  );
}
