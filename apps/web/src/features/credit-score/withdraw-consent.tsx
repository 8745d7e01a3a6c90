import { formatDate, messages, OTP_LENGTH, type FieldConfig, type FormValues } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ConsentsLink } from '../../components/consents-link';
import { ConfigForm } from '../../components/form/config-form';
import { OtpEntry } from '../../components/form/otp-entry';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import {
  useGetCustomerCreditConsentQuery,
  useRevokeCreditConsentByMobileMutation,
  useSendWithdrawalOtpMutation,
  useWithdrawCustomerCreditConsentMutation,
} from './api/customer-consent';

const reportPath = '/credit-score/customer-credit-report';
const dateOf = (iso: string) => formatDate(new Date(iso));

/** What withdrawing means, in the customer's words (DPDP Act 2023 s.6(4)–(6); decision 0091). */
function WhatItMeans() {
  return (
    <>
      <p>You can withdraw your consent at any time, as easily as you gave it (Digital Personal Data Protection Act, 2023, section 6). If you withdraw:</p>
      <ul>
        <li>Your credit report is deleted from our records now, and no new report is fetched.</li>
        <li>Your advisor can no longer see your report or use it for a loan offer.</li>
        <li>Your credit score at the credit bureau does not change.</li>
        <li>To see your score again later, you give a new consent with an OTP.</li>
      </ul>
    </>
  );
}

function Withdrawn({ at, message }: { at?: string; message?: string }) {
  return (
    <div className="stack" role="status">
      <h2>Your consent is withdrawn</h2>
      <p>{message ?? `You withdrew it on ${dateOf(at!)}. Your credit report has been deleted and no further report will be fetched.`}</p>
      <ConsentsLink />
    </div>
  );
}

const mobileFields: readonly FieldConfig[] = [
  {
    name: 'mobileNumber',
    kind: 'text',
    inputType: 'tel',
    label: 'Your mobile number',
    mandatory: true,
    rule: { name: 'mobile' },
    requiredMessage: messages.mobile,
    maxLength: 10,
    hint: 'The number on which you received the OTP',
  },
];

/**
 * Without a customer session (it lasts minutes): in one screen, the mobile number, the OTP sent to it, and
 * the withdrawal, as giving the consent took one OTP (decision 0152). A number alone withdraws nothing.
 */
function WithdrawByMobile() {
  const [sendOtp, sent] = useSendWithdrawalOtpMutation();
  const [revoke, revoked] = useRevokeCreditConsentByMobileMutation();
  if (revoked.data) return <Withdrawn message={revoked.data.message} />;
  const sendError = readApiError(sent.error);
  const revokeError = readApiError(revoked.error);
  const mobileNumber = sent.originalArgs?.mobileNumber;
  const challenge = sent.data;
  const withdraw = (otp: string) => {
    if (!challenge || !mobileNumber) return;
    void revoke({ mobileNumber, challengeId: challenge.challengeId, otp })
      .unwrap()
      .catch(() => undefined);
  };
  return (
    <section className="stack">
      <WhatItMeans />
      <ConfigForm
        fields={mobileFields}
        onSubmit={(values: FormValues) => {
          void sendOtp({ mobileNumber: String(values.mobileNumber) })
            .unwrap()
            .catch(() => undefined);
        }}
        serverErrors={sendError?.code === 'VALIDATION' ? sendError.fields : undefined}
        submitting={sent.isLoading}
        submitLabel={challenge ? 'Send the OTP again' : 'Send OTP'}
        aria-label="Send the OTP to your mobile"
      />
      {sendError && sendError.code !== 'VALIDATION' ? <ErrorMessage>{sendError.message}</ErrorMessage> : null}
      {challenge ? (
        // A new OTP starts a new entry: the code typed for the last one is cleared.
        <OtpEntry
          key={challenge.challengeId}
          aria-label="Withdraw consent"
          label="OTP"
          length={OTP_LENGTH}
          hint={`${OTP_LENGTH} digits`}
          onVerify={withdraw}
          error={revokeError?.fields.otp}
          submitLabel="Withdraw my consent"
          submittingLabel="Withdrawing…"
          submitting={revoked.isLoading}
          status={revokeError && !revokeError.fields.otp ? <ErrorMessage>{revokeError.message}</ErrorMessage> : null}
        >
          <p role="status">We sent an OTP to your mobile ending {challenge.mobileEnding}. Type it here to withdraw your consent.</p>
        </OtpEntry>
      ) : null}
    </section>
  );
}

/**
 * /credit-score/customer/withdraw-consent, from the customer's report: what withdrawing means, then one
 * button; the answer says it is done. With the session gone, the customer types the mobile instead.
 */
export function WithdrawConsent() {
  const consent = useGetCustomerCreditConsentQuery();
  const [withdraw, withdrawing] = useWithdrawCustomerCreditConsentMutation();
  if (consent.isLoading) return <LoadingMessage>Loading your consent…</LoadingMessage>;
  const error = readApiError(consent.error ?? withdrawing.error);
  if (error?.status === 401) return <WithdrawByMobile />;
  if (error) return <ErrorMessage onRetry={() => void consent.refetch()}>{error.message}</ErrorMessage>;
  const current = withdrawing.data ?? consent.data;
  if (!current) return <ErrorMessage>Credit check not found</ErrorMessage>;
  if (current.withdrawnAt) return <Withdrawn at={current.withdrawnAt} />;
  if (!current.givenAt) return <p>You have not given consent to fetch your credit report, so there is nothing to withdraw.</p>;
  return (
    <section className="stack">
      <p>
        On {dateOf(current.givenAt)} you allowed {current.brandName} to fetch your credit report from a credit bureau, by the OTP sent to {current.mobileMasked}
        .
      </p>
      <WhatItMeans />
      <div className="form__actions">
        <button type="button" className="button" onClick={() => void withdraw()} disabled={withdrawing.isLoading}>
          {withdrawing.isLoading ? 'Withdrawing…' : 'Withdraw my consent'}
        </button>
        <AppLink className="button button--secondary" to={reportPath}>
          Keep it and go back to my report
        </AppLink>
      </div>
      <ConsentsLink />
    </section>
  );
}
