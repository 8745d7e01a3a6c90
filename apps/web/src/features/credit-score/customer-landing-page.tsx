import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormError } from '../../components/form/form-error';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError, type ReadableApiError } from '../../lib/api-error';
import { useLinkBrand } from '../../lib/brand';
import { useQueryParams } from '../../lib/use-query-params';
import { useCreditCustomerLandingQuery, useSendCreditCustomerOtpMutation } from './api/credit-checks';
import { customerOtpSent, customerPaths } from './credit-score-paths';
import './credit-score.css';

/** /credit-score/customer-journey?token: the customer's landing: whose check, the notice, and the OTP to agree. */
export function CustomerLandingPage() {
  const { t } = useTranslation();
  const token = useQueryParams().get('token') ?? '';
  const navigate = useNavigate();
  const { data, error, isLoading } = useCreditCustomerLandingQuery(token || skipToken);
  useLinkBrand(data?.brandName, data?.brandColour);
  const [send, { isLoading: sending }] = useSendCreditCustomerOtpMutation();
  const [apiError, setApiError] = useState<ReadableApiError>();
  if (!token) return <ErrorMessage>{t('creditScore.invalidLink')}</ErrorMessage>;
  if (isLoading) return <LoadingMessage>{t('creditScore.loading')}</LoadingMessage>;
  if (error || !data) return <ErrorMessage>{readApiError(error)?.message ?? t('creditScore.invalidLink')}</ErrorMessage>;
  async function agree() {
    setApiError(undefined);
    const result = await send(token);
    if (result.data) return void navigate(customerPaths.otp(token, result.data.challengeId), { state: customerOtpSent(result.data) });
    setApiError(readApiError(result.error));
  }
  return (
    <section className="stack">
      <p>{t('creditScore.hello', { name: data.customerName, brand: data.brandName })}</p>
      <blockquote className="consent-notice">{data.notice}</blockquote>
      <p>{t('creditScore.toAgree', { mobile: data.mobileMasked })}</p>
      <FormError error={apiError} />
      <div className="form__actions">
        <button type="button" className="button" onClick={() => void agree()} disabled={sending}>
          {sending ? t('creditScore.sendingOtp') : t('creditScore.agree')}
        </button>
      </div>
    </section>
  );
}
