import { useState } from 'react';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormError } from '../../components/form/form-error';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError, type ReadableApiError } from '../../lib/api-error';
import { useLinkBrand } from '../../lib/brand';
import { useQueryParams } from '../../lib/use-query-params';
import { useCreditCustomerLandingQuery, useSendCreditCustomerOtpMutation } from './api/credit-checks';
import { customerPaths, invalidLinkMessage } from './credit-score-paths';

/** /credit-score/customer-journey?token: the customer's landing: whose check, the notice, and the OTP to agree. */
export function CustomerLandingPage() {
  const token = useQueryParams().get('token') ?? '';
  const navigate = useNavigate();
  const { data, error, isLoading } = useCreditCustomerLandingQuery(token || skipToken);
  useLinkBrand(data?.brandName);
  const [send, { isLoading: sending }] = useSendCreditCustomerOtpMutation();
  const [apiError, setApiError] = useState<ReadableApiError>();
  if (!token) return <ErrorMessage>{invalidLinkMessage}</ErrorMessage>;
  if (isLoading) return <LoadingMessage>Loading…</LoadingMessage>;
  if (error || !data) return <ErrorMessage>{readApiError(error)?.message ?? invalidLinkMessage}</ErrorMessage>;
  async function agree() {
    setApiError(undefined);
    const result = await send(token);
    if (result.data) return void navigate(customerPaths.otp(token, result.data.challengeId));
    setApiError(readApiError(result.error));
  }
  return (
    <section className="stack">
      <p>
        Hello {data.customerName}. Your advisor at {data.brandName} asked to show you your free credit score and report. Checking does not lower your score.
      </p>
      <blockquote className="consent-notice">{data.notice}</blockquote>
      <p>To agree, we send an OTP to your mobile {data.mobileMasked}.</p>
      <FormError error={apiError} />
      <div className="form__actions">
        <button type="button" className="button" onClick={() => void agree()} disabled={sending}>
          {sending ? 'Sending OTP…' : 'I agree, send OTP'}
        </button>
      </div>
    </section>
  );
}
