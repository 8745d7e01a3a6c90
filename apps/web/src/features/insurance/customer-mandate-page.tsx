import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useProductCode } from '../../lib/page-route';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetPublicMandateQuery, useSignMandateMutation } from './api/mandates';
import { useLinkBrand } from '../../lib/brand';
import '../../components/form/config-form.css';
import './insurance.css';
import { formatDateTime, signMandateRequestSchema, type FieldConfig, type PublicMandate } from '@portal/domain';

/**
 * The customer's mandate page (/mandate/:productName?token=…, public): what the customer authorises the
 * broker to do, the letter as a PDF, and the signature: the full name typed and the consent ticked.
 */
export function CustomerMandatePage() {
  const productCode = useProductCode();
  const token = useQueryParams().get('token') ?? undefined;
  const mandate = useGetPublicMandateQuery(productCode && token ? { productCode, token } : skipToken);
  useLinkBrand(mandate.data?.brandName, mandate.data?.brandColour);

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
        <SignMandateForm letter={letter} productCode={productCode} token={token} />
      )}
    </div>
  );
}

// The API's own check (token from the link, not the form); presence is the API's, so an empty form is sent
// and its messages come back beside the fields.
const signatureSchema = signMandateRequestSchema.omit({ token: true });

/** The signature: the full name typed, the letter's declaration where it has one, and the consent ticked. */
function signatureFields(letter: PublicMandate): FieldConfig[] {
  const checkbox = (name: string, label: string): FieldConfig => ({ name, kind: 'checkbox', inputType: 'checkbox', label, mandatory: false });
  return [
    { name: 'fullName', kind: 'text', inputType: 'text', label: 'Your full name', mandatory: false, maxLength: 120 },
    ...(letter.declaration ? [checkbox('declaration', letter.declaration)] : []),
    checkbox('consent', `I have read the mandate letter and authorise ${letter.brokerName} to place this policy with ${letter.insurerName}.`),
  ];
}

function SignMandateForm({ letter, productCode, token }: { letter: PublicMandate; productCode: string; token: string }) {
  const [signMandate, signState] = useSignMandateMutation();
  const fields = useMemo(() => signatureFields(letter), [letter]);
  const signError = useMemo(() => readApiError(signState.error), [signState.error]);
  return (
    <section className="stack" aria-labelledby="mandate-sign">
      <h2 id="mandate-sign">Sign the mandate</h2>
      <ConfigForm
        fields={fields}
        schema={signatureSchema}
        onSubmit={(signature) =>
          void signMandate({ productCode, token, ...signature })
            .unwrap()
            .catch(() => undefined)
        }
        serverErrors={signError?.fields}
        submitting={signState.isLoading}
        submitLabel="I agree and sign"
        aria-label="Sign the mandate"
      >
        {signError && Object.keys(signError.fields).length === 0 ? <ErrorMessage>{signError.message}</ErrorMessage> : null}
      </ConfigForm>
    </section>
  );
}
