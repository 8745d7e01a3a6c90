import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { mobileFieldOf, personNameFieldOf, publicStepKey, type FieldConfig, type FormValues, formatDate } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetLoanPublicPageQuery } from './api/get-loan-public-page';
import { useLeavePublicLeadMutation } from './api/partner-url';
import './lending.css';
import { useLinkBrand } from '../../lib/brand';
import { useLanguageOfRecord } from '../../lib/i18n/use-language-of-record';

/**
 * The call-back form. The consent's words are said in the page's language and travel with the lead as the
 * customer read them (what was agreed to); its name and mobile labels are field texts, said by their keys.
 */
function publicLeadFields(brandName: string, t: TFunction): FieldConfig[] {
  return [
    personNameFieldOf('name', 'Your full name', 'Name is required!'),
    mobileFieldOf('mobile', 'Your mobile number'),
    {
      name: 'contactConsent',
      kind: 'checkbox',
      label: t('loanPublic.contactConsent', { brandName }),
      mandatory: true,
      inputType: 'checkbox',
      requiredMessage: t('loanPublic.agreeToContact'),
    },
  ];
}

/** On the partner's own link (?ref): the customer leaves name and mobile, and the partner gets the lead. */
function LeaveDetails({ partnerToken, brandName }: { partnerToken: string; brandName: string }) {
  const { t } = useTranslation();
  const fields = useMemo(() => publicLeadFields(brandName, t), [brandName, t]);
  const [leave, left] = useLeavePublicLeadMutation();
  if (left.data)
    return (
      <p role="status" className="ln-note">
        {left.data.message}
      </p>
    );
  const failure = left.isError ? readApiError(left.error) : undefined;
  const submit = (values: FormValues) =>
    void leave({
      partnerToken,
      customer: { name: String(values.name ?? '').trim(), mobile: String(values.mobile ?? '') },
      // The words the customer agreed to travel with the lead (DPDP: what was consented to, and when).
      details: { contactConsent: fields.find((field) => field.name === 'contactConsent')?.label, contactConsentAt: new Date().toISOString() },
    });
  return (
    <section aria-labelledby="ln-leave-heading">
      <h2 id="ln-leave-heading">{t('loanPublic.callBack')}</h2>
      {failure && !failure.fields ? <p role="alert">{failure.message}</p> : null}
      <ConfigForm
        aria-label={t('loanPublic.callBack')}
        fields={fields}
        onSubmit={submit}
        serverErrors={failure?.fields}
        submitLabel={t('loanPublic.callMeBack')}
        submitting={left.isLoading}
      />
    </section>
  );
}

/**
 * The customer's page of a loan link (/products/lamf/public and /products/personal-loan/public?token=… or ?ref=…):
 * public, the tenant's logo as the only header (the frame's), then the customer's steps. Nothing personal.
 */
export function LoanPublicPage() {
  const { t } = useTranslation();
  // The product is the route's own segment (/products/{code}/public): the public routes have no trail.
  const productCode = usePageRoute().route.path.split('/')[2];
  const query = useQueryParams();
  // A customer's link carries `token` (one lead); the partner's own URL (generatePartnerUrl) carries `ref`.
  const token = query.get('token') ?? undefined;
  const ref = query.get('ref') ?? undefined;
  const page = useGetLoanPublicPageQuery(productCode && (token || ref) ? { productCode, token, ref } : skipToken);
  useLinkBrand(page.data?.brandName, page.data?.primaryColour);
  // A link without its `lang` opens in the lead's customer language, as the other customer loan pages do (decision 0245).
  useLanguageOfRecord(page.data?.language);

  if ((!token && !ref) || !productCode) return <ErrorMessage>{t('lendingOffers.redirection.incomplete')}</ErrorMessage>;
  if (page.isLoading) return <LoadingMessage>{t('frame.loading')}</LoadingMessage>;
  if (page.isError || !page.data) {
    const error = readApiError(page.error);
    return error && typeof error.status === 'number' && error.status < 500 ? (
      <ErrorMessage>{error.message}</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void page.refetch()}>{t('lendingOffers.redirection.failed')}</ErrorMessage>
    );
  }
  // The steps come as the lending profile's English: each is said by its key, or as sent where it has none.
  const sayStep = (step: string) => {
    const key = publicStepKey(step);
    return key ? t(key) : step;
  };
  return (
    <section className="ln-page" aria-label={t('loanPublic.steps', { brandName: page.data.brandName })}>
      <ol className="ln-steps">
        {page.data.steps.map((step) => (
          <li key={step}>{sayStep(step)}</li>
        ))}
      </ol>
      {ref && !token ? <LeaveDetails partnerToken={ref} brandName={page.data.brandName} /> : null}
      <p className="ln-note">{t('loanPublic.validUntil', { date: formatDate(new Date(page.data.linkExpiresAt)) })}</p>
    </section>
  );
}
