import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useProductCode } from '../../lib/page-route';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetPublicMandateQuery, useSignMandateMutation } from './api/mandates';
import { useLinkBrand } from '../../lib/brand';
import { useLanguageOfRecord } from '../../lib/i18n/use-language-of-record';
import { useFormatDateTime } from '../../components/date-time';
import '../../components/form/config-form.css';
import './insurance.css';
import { SACHET_TERM_GOOD_HEALTH_DECLARATION, signMandateRequestSchema, type FieldConfig, type PublicMandate } from '@portal/domain';

/**
 * The customer's mandate page (/mandate/:productName?token=…, public): what the customer authorises the
 * broker to do, the letter as a PDF, and the signature: the full name typed and the consent ticked. In the
 * customer's language: the link's `lang` (the proposal's customer language), as the other customer pages; a
 * link without one, the language the letter answers.
 */
export function CustomerMandatePage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const productCode = useProductCode();
  const token = useQueryParams().get('token') ?? undefined;
  const mandate = useGetPublicMandateQuery(productCode && token ? { productCode, token } : skipToken);
  useLinkBrand(mandate.data?.brandName, mandate.data?.brandColour);
  // A link without `lang` (sent before links carried it) opens in the proposal's customer language, once (decision 0280).
  useLanguageOfRecord(mandate.data?.language);

  if (!productCode || !token) return <ErrorMessage>{t('mandate.customer.linkIncomplete')}</ErrorMessage>;
  if (mandate.isLoading) return <LoadingMessage>{t('mandate.customer.loading')}</LoadingMessage>;
  if (mandate.isError || !mandate.data) {
    const error = readApiError(mandate.error);
    return error?.fields.token ? (
      <ErrorMessage>{error.fields.token}</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void mandate.refetch()}>{error?.message ?? t('mandate.customer.loadFailed')}</ErrorMessage>
    );
  }

  const letter = mandate.data;

  return (
    <div className="ins-review">
      <section aria-labelledby="mandate-summary">
        <h2 id="mandate-summary">{t('mandate.customer.whatYouAuthorise')}</h2>
        <p>
          {t('mandate.customer.authorises', {
            customer: letter.businessName || letter.customerName,
            broker: letter.brokerName,
            insurer: letter.insurerName,
          })}
        </p>
        <dl className="ins-answers">
          {[
            [t('mandate.customer.proposalReference'), letter.referenceId],
            ...(letter.businessName ? [[t('mandate.customer.business'), letter.businessName]] : []),
            [t('mandate.customer.authorisedBy'), letter.customerName],
            [t('mandate.customer.cover'), `${letter.productName} (${letter.planName})`],
            [t('mandate.customer.insurer'), letter.insurerName],
            [t('mandate.customer.premium'), letter.amountLabel],
          ].map(([label, value]) => (
            <div className="ins-answer" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p>
          <a href={letter.letterUrl} target="_blank" rel="noreferrer">
            {t('mandate.customer.readLetter')}
          </a>
        </p>
      </section>
      {letter.status === 'SIGNED' ? (
        <p className="ins-paid" role="status">
          {t('mandate.customer.signed', { name: letter.signerName, date: letter.signedAt ? formatDateTime(letter.signedAt) : '' })}
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

/** A product's declaration in the page's language where the catalogue has it; otherwise as the API gave it. */
const declarationOf = (declaration: string, t: TFunction) =>
  declaration === SACHET_TERM_GOOD_HEALTH_DECLARATION ? t('mandate.customer.goodHealth') : declaration;

/** The signature: the full name typed, the letter's declaration where it has one, and the consent ticked. */
function signatureFields(letter: PublicMandate, t: TFunction): FieldConfig[] {
  const checkbox = (name: string, label: string): FieldConfig => ({ name, kind: 'checkbox', inputType: 'checkbox', label, mandatory: false });
  return [
    { name: 'fullName', kind: 'text', inputType: 'text', label: t('mandate.customer.fullName'), mandatory: false, maxLength: 120 },
    ...(letter.declaration ? [checkbox('declaration', declarationOf(letter.declaration, t))] : []),
    checkbox('consent', t('mandate.customer.consent', { broker: letter.brokerName, insurer: letter.insurerName })),
  ];
}

function SignMandateForm({ letter, productCode, token }: { letter: PublicMandate; productCode: string; token: string }) {
  const { t } = useTranslation();
  const [signMandate, signState] = useSignMandateMutation();
  const fields = useMemo(() => signatureFields(letter, t), [letter, t]);
  const signError = useMemo(() => readApiError(signState.error), [signState.error]);
  return (
    <section className="stack" aria-labelledby="mandate-sign">
      <h2 id="mandate-sign">{t('mandate.customer.signHeading')}</h2>
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
        submitLabel={t('mandate.customer.agreeAndSign')}
        aria-label={t('mandate.customer.signHeading')}
      >
        {signError && Object.keys(signError.fields).length === 0 ? <ErrorMessage>{signError.message}</ErrorMessage> : null}
      </ConfigForm>
    </section>
  );
}
