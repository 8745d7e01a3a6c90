import { useTranslation } from 'react-i18next';
import { customerConsentsMobileFields, OTP_LENGTH, type CustomerConsents } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { FormError } from '../../components/form/form-error';
import { OtpEntry } from '../../components/form/otp-entry';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useListCustomerConsentsQuery, useSendCustomerConsentsOtpMutation, useStartCustomerConsentsSessionMutation } from './api/customer-consents';
import { ConsentCard } from './consent-card';
import './customer-consents.css';

/** zod and the mobile's schema: fetched once, when the form first validates or is idle (decision 0281). */
const loadConsentsSchema = () => import('./consents-schemas').then((schemas) => schemas.customerConsentsOtpBodySchema);

/** The customer's mobile, then the OTP sent to it: one screen, as giving a consent took one OTP (decision 0155). */
function SignIn() {
  const { t } = useTranslation();
  const [sendOtp, sent] = useSendCustomerConsentsOtpMutation();
  const [start, started] = useStartCustomerConsentsSessionMutation();
  const sendError = readApiError(sent.error);
  const startError = readApiError(started.error);
  const mobileNumber = sent.originalArgs?.mobileNumber;
  const challenge = sent.data;
  const verify = (otp: string) => {
    if (!challenge || !mobileNumber) return;
    void start({ mobileNumber, challengeId: challenge.challengeId, otp })
      .unwrap()
      .catch(() => undefined);
  };
  return (
    <section className="stack">
      <p>{t('consents.intro')}</p>
      <ConfigForm
        fields={customerConsentsMobileFields}
        loadSchema={loadConsentsSchema}
        onSubmit={(values) => {
          void sendOtp({ mobileNumber: values.mobileNumber })
            .unwrap()
            .catch(() => undefined);
        }}
        serverErrors={sendError?.fields}
        submitting={sent.isLoading}
        submitLabel={t(challenge ? 'consents.sendOtpAgain' : 'consents.sendOtp')}
        aria-label={t('consents.sendOtp')}
      >
        <FormError error={sendError} />
      </ConfigForm>
      {challenge ? (
        // A new OTP starts a new entry: the code typed for the last one is cleared.
        <OtpEntry
          key={challenge.challengeId}
          aria-label={t('consents.seeConsents')}
          label={t('consents.otp')}
          length={OTP_LENGTH}
          hint={t('consents.otpHint', { length: OTP_LENGTH })}
          messageOf={(key) => t(`validation.${key}`)}
          onVerify={verify}
          error={startError?.fields.otp}
          callError={startError && !startError.fields.otp ? startError : undefined}
          submitLabel={t('consents.seeConsents')}
          submittingLabel={t('consents.checking')}
          submitting={started.isLoading}
        >
          <p role="status">{t('consents.otpSent', { mobileEnding: challenge.mobileEnding })}</p>
        </OtpEntry>
      ) : null}
    </section>
  );
}

function ConsentList({ answer }: { answer: CustomerConsents }) {
  const { t } = useTranslation();
  return (
    <section className="stack" aria-labelledby="consents-heading">
      <h2 id="consents-heading">{t('consents.heading', { mobileEnding: answer.mobileEnding })}</h2>
      <p>{t('consents.whatWithdrawing')}</p>
      {answer.consents.length === 0 ? (
        <p role="status">{t('consents.none')}</p>
      ) : (
        <ul className="consent-list">
          {answer.consents.map((consent) => (
            <ConsentCard key={consent.id} consent={consent} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /my-consents (customer, no partner session): every consent recorded for the customer's mobile and its
 * withdrawal (DPDP Act 2023 s.6(4), s.11; decision 0155). A customer session (this page's OTP, or a loan
 * link's) shows the list at once; without one, the mobile and its OTP first.
 */
export function CustomerConsentsPage() {
  const { t } = useTranslation();
  const list = useListCustomerConsentsQuery();
  if (list.isLoading) return <LoadingMessage>{t('consents.loading')}</LoadingMessage>;
  const error = readApiError(list.error);
  if (error?.status === 401) return <SignIn />;
  if (error) return <ErrorMessage onRetry={() => void list.refetch()}>{error.message}</ErrorMessage>;
  return list.data ? <ConsentList answer={list.data} /> : <SignIn />;
}
