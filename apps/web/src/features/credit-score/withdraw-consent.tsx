import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDate, mobileFieldOf, OTP_LENGTH, type FieldConfig, type FormValues } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ConsentsLink } from '../../components/consents-link';
import { ConfigForm } from '../../components/form/config-form';
import { OtpEntry } from '../../components/form/otp-entry';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useLinkBrand } from '../../lib/brand';
import {
  useGetCustomerCreditConsentQuery,
  useRevokeCreditConsentByMobileMutation,
  useSendWithdrawalOtpMutation,
  useWithdrawCustomerCreditConsentMutation,
} from './api/customer-consent';
import './credit-score.css';

const reportPath = '/credit-score/customer-credit-report';
const dateOf = (iso: string) => formatDate(new Date(iso));

/** What withdrawing means, in the customer's words (DPDP Act 2023 s.6(4)–(6); decision 0091). */
function WhatItMeans() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('creditScore.withdraw.intro')}</p>
      <ul>
        <li>{t('creditScore.withdraw.deleted')}</li>
        <li>{t('creditScore.withdraw.advisor')}</li>
        <li>{t('creditScore.withdraw.score')}</li>
        <li>{t('creditScore.withdraw.again')}</li>
      </ul>
    </>
  );
}

function Withdrawn({ at, message }: { at?: string; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status">
      <h2>{t('creditScore.withdraw.withdrawnTitle')}</h2>
      <p>{message ?? t('creditScore.withdraw.withdrawnOn', { date: dateOf(at!) })}</p>
      <ConsentsLink />
    </div>
  );
}

/** The mobile's field, its words in the page's language (the rule's message is SPEC's, translated by the form). */
const mobileFields = (t: TFunction): readonly FieldConfig[] => [
  mobileFieldOf('mobileNumber', t('creditScore.withdraw.mobile'), t('creditScore.withdraw.mobileHint')),
];

/**
 * Without a customer session (it lasts minutes): in one screen, the mobile number, the OTP sent to it, and
 * the withdrawal, as giving the consent took one OTP (decision 0152). A number alone withdraws nothing.
 */
function WithdrawByMobile() {
  const { t } = useTranslation();
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
        fields={mobileFields(t)}
        onSubmit={(values: FormValues) => {
          void sendOtp({ mobileNumber: String(values.mobileNumber) })
            .unwrap()
            .catch(() => undefined);
        }}
        serverErrors={sendError?.code === 'VALIDATION' ? sendError.fields : undefined}
        submitting={sent.isLoading}
        submitLabel={challenge ? t('creditScore.withdraw.sendAgain') : t('creditScore.withdraw.send')}
        aria-label={t('creditScore.withdraw.sendLabel')}
      />
      {sendError && sendError.code !== 'VALIDATION' ? <ErrorMessage>{sendError.message}</ErrorMessage> : null}
      {challenge ? (
        // A new OTP starts a new entry: the code typed for the last one is cleared.
        <OtpEntry
          key={challenge.challengeId}
          aria-label={t('creditScore.withdraw.formLabel')}
          label={t('creditScore.withdraw.otp')}
          length={OTP_LENGTH}
          hint={t('creditScore.withdraw.digits', { count: OTP_LENGTH })}
          messageOf={(key) => t(`validation.${key}`)}
          onVerify={withdraw}
          error={revokeError?.fields.otp}
          submitLabel={t('creditScore.withdrawMine')}
          submittingLabel={t('creditScore.withdraw.withdrawing')}
          submitting={revoked.isLoading}
          status={revokeError && !revokeError.fields.otp ? <ErrorMessage>{revokeError.message}</ErrorMessage> : null}
        >
          <p role="status">{t('creditScore.withdraw.otpSent', { mobileEnding: challenge.mobileEnding })}</p>
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
  const { t } = useTranslation();
  const consent = useGetCustomerCreditConsentQuery();
  const [withdraw, withdrawing] = useWithdrawCustomerCreditConsentMutation();
  // With the session, the check's tenant; without one (by mobile), no record and no brand (decision 0240).
  const brand = withdrawing.data ?? consent.data;
  useLinkBrand(brand?.brandName, brand?.brandColour);
  if (consent.isLoading) return <LoadingMessage>{t('creditScore.withdraw.loadingConsent')}</LoadingMessage>;
  const error = readApiError(consent.error ?? withdrawing.error);
  if (error?.status === 401) return <WithdrawByMobile />;
  if (error) return <ErrorMessage onRetry={() => void consent.refetch()}>{error.message}</ErrorMessage>;
  const current = withdrawing.data ?? consent.data;
  if (!current) return <ErrorMessage>{t('creditScore.notFound')}</ErrorMessage>;
  if (current.withdrawnAt) return <Withdrawn at={current.withdrawnAt} />;
  if (!current.givenAt) return <p>{t('creditScore.withdraw.notGiven')}</p>;
  return (
    <section className="stack">
      <p>{t('creditScore.withdraw.given', { date: dateOf(current.givenAt), brand: current.brandName, mobile: current.mobileMasked })}</p>
      <WhatItMeans />
      <div className="form__actions">
        <button type="button" className="button" onClick={() => void withdraw()} disabled={withdrawing.isLoading}>
          {withdrawing.isLoading ? t('creditScore.withdraw.withdrawing') : t('creditScore.withdrawMine')}
        </button>
        <AppLink className="button button--secondary" to={reportPath}>
          {t('creditScore.withdraw.keep')}
        </AppLink>
      </div>
      <ConsentsLink />
    </section>
  );
}
