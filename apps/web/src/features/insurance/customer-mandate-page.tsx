import { useId, useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { ConsentCheckbox } from '../../components/form/consent-checkbox';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useProductCode } from '../../lib/page-route';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetPublicMandateQuery, useSignMandateMutation } from './api/mandates';
import '../../components/form/config-form.css';
import './insurance.css';
import { formatDateTime } from '@portal/domain';

/**
 * The customer's mandate page (/mandate/:productName?token=…, public): what the customer authorises the
 * broker to do, the letter as a PDF, and the signature: the full name typed and the consent ticked.
 */
export function CustomerMandatePage() {
  const productCode = useProductCode();
  const token = useQueryParams().get('token') ?? undefined;
  const mandate = useGetPublicMandateQuery(productCode && token ? { productCode, token } : skipToken);
  const [signMandate, signState] = useSignMandateMutation();
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [declaration, setDeclaration] = useState(false);
  const nameId = useId();

  if (!productCode || !token) return <ErrorMessage>This mandate link is not complete. Open the link you were sent again.</ErrorMessage>;
  if (mandate.isLoading) return <LoadingMessage>Loading the mandate letter…</LoadingMessage>;
  if (mandate.isError || !mandate.data) {
    const error = readApiError(mandate.error);
    return error?.fields.token ? (
      <ErrorMessage>{error.fields.token}</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void mandate.refetch()}>{error?.message ?? 'The mandate letter could not be loaded.'}</ErrorMessage>
    );
  }

  const letter = mandate.data;
  const signError = readApiError(signState.error);
  const fieldErrors = signError?.fields ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signMandate({ productCode, token, fullName, consent, ...(letter.declaration ? { declaration } : {}) })
      .unwrap()
      .catch(() => undefined);
  };

  return (
    <div className="ins-review">
      <section aria-labelledby="mandate-summary">
        <h2 id="mandate-summary">What you authorise</h2>
        <p>
          {letter.businessName || letter.customerName} authorises {letter.brokerName} to place this policy with {letter.insurerName}.
        </p>
        <dl className="ins-answers">
          {[
            ['Proposal reference', letter.referenceId],
            ...(letter.businessName ? [['Business', letter.businessName]] : []),
            ['Authorised by', letter.customerName],
            ['Cover', `${letter.productName} (${letter.planName})`],
            ['Insurer', letter.insurerName],
            ['Premium (incl. GST)', letter.amountLabel],
          ].map(([label, value]) => (
            <div className="ins-answer" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p>
          <a href={letter.letterUrl} target="_blank" rel="noreferrer">
            Read the mandate letter (PDF)
          </a>
        </p>
      </section>
      {letter.status === 'SIGNED' ? (
        <p className="ins-paid" role="status">
          Signed by {letter.signerName} on {letter.signedAt ? formatDateTime(new Date(letter.signedAt)) : ''}. You may close this page.
        </p>
      ) : (
        <form className="cf-form" onSubmit={submit} aria-labelledby="mandate-sign" noValidate>
          <h2 id="mandate-sign">Sign the mandate</h2>
          <div className="cf-field">
            <label className="cf-label" htmlFor={nameId}>
              Your full name
            </label>
            <input
              id={nameId}
              name="fullName"
              className="cf-input"
              autoComplete="name"
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
              aria-invalid={fieldErrors.fullName ? true : undefined}
              aria-describedby={fieldErrors.fullName ? `${nameId}-error` : undefined}
              maxLength={120}
            />
            {fieldErrors.fullName ? (
              <p className="cf-error" id={`${nameId}-error`}>
                {fieldErrors.fullName}
              </p>
            ) : null}
          </div>
          {letter.declaration ? (
            <ConsentCheckbox name="declaration" checked={declaration} onChange={setDeclaration} error={fieldErrors.declaration}>
              {letter.declaration}
            </ConsentCheckbox>
          ) : null}
          <ConsentCheckbox name="consent" checked={consent} onChange={setConsent} error={fieldErrors.consent}>
            I have read the mandate letter and authorise {letter.brokerName} to place this policy with {letter.insurerName}.
          </ConsentCheckbox>
          {signError && Object.keys(fieldErrors).length === 0 ? <ErrorMessage>{signError.message}</ErrorMessage> : null}
          {signError?.fields.token ? <ErrorMessage>{signError.fields.token}</ErrorMessage> : null}
          <button type="submit" className="button" disabled={signState.isLoading}>
            {signState.isLoading ? 'Signing…' : 'I agree and sign'}
          </button>
        </form>
      )}
    </div>
  );
}
