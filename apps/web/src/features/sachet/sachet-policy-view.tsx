import { formatDate, formatRupees, type QrActivation } from '@portal/domain';
import { readApiError } from '../../lib/api-error';
import { useSendPolicyOtpMutation, useVerifyPolicyOtpMutation } from './api/qr-codes';
import { OtpEntry } from '../../components/form/otp-entry';

/** The active cover: its facts, its document to download (the customer's session reads it) and where the SMS went. */
export function ActivePolicy({ policy, justActivated }: { policy: QrActivation; justActivated: boolean }) {
  return (
    <section className="sachet-page" aria-labelledby="sachet-done">
      <h2 id="sachet-done">Your cover is active</h2>
      <p className="ins-paid" role="status">
        {policy.productName} of {formatRupees(policy.sumInsured * 100)} is active. Keep your policy number: the insurer asks for it on a claim.
      </p>
      <dl className="ins-answers">
        {[
          ['Policy number', policy.policyNumber],
          ['Membership id', policy.membershipId],
          ['Cover', formatRupees(policy.sumInsured * 100)],
          ['Valid', `${formatDate(policy.startsOn)} to ${formatDate(policy.endsOn)}`],
        ].map(([label, value]) => (
          <div className="ins-answer" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="button" href={policy.documentUrl} download>
        Download your policy (PDF)
      </a>
      <p>
        {justActivated ? `We have sent your policy number and a link to this policy by SMS to your mobile ending ${policy.mobileEnding}. ` : ''}
        To see it again later, open that link or scan your card's QR code: we send an OTP to your mobile ending {policy.mobileEnding}.
      </p>
    </section>
  );
}

/** An activated cover seen again (decision 0153): an OTP to the mobile that activated it, then the policy. */
export function SeePolicyAgain({ from }: { from: { code: string } | { link: string } }) {
  const [sendOtp, sent] = useSendPolicyOtpMutation();
  const [verify, verified] = useVerifyPolicyOtpMutation();
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
      <h2 id="sachet-again">See your policy</h2>
      {sendError ? (
        <p className="cf-error" role="alert">
          {sendError.message}
        </p>
      ) : null}
      {sent.data ? (
        // The server checks the code; its message names the 4 digits.
        <OtpEntry
          className="cf-form"
          aria-label="Your OTP"
          label="OTP"
          length={4}
          checkBeforeSending={false}
          onVerify={submit}
          error={verifyError?.fields.otp ?? (verifyError && !verifyError.fields.otp ? verifyError.message : undefined)}
          submitLabel="See my policy"
          submittingLabel="See my policy"
          submitting={verified.isLoading}
        >
          <p role="status">We have sent a 4-digit OTP to your mobile ending {sent.data.mobileEnding}.</p>
        </OtpEntry>
      ) : (
        <>
          <p>We send an OTP to the mobile number that activated this cover.</p>
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
            Send OTP
          </button>
        </>
      )}
    </section>
  );
}
