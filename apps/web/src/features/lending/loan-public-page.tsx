import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { mobileFieldOf, personNameFieldOf, type FieldConfig, type FormValues, formatDate } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetLoanPublicPageQuery } from './api/get-loan-public-page';
import { useLeavePublicLeadMutation } from './api/partner-url';
import './lending.css';
import { useLinkBrand } from '../../lib/brand';

function publicLeadFields(brandName: string): FieldConfig[] {
  return [
    personNameFieldOf('name', 'Your full name', 'Name is required!'),
    mobileFieldOf('mobile', 'Your mobile number'),
    {
      name: 'contactConsent',
      kind: 'checkbox',
      label: `I agree that ${brandName} and the adviser who sent me this link may call or message me about this loan.`,
      mandatory: true,
      inputType: 'checkbox',
      requiredMessage: 'Please agree so that we may contact you',
    },
  ];
}

/** On the partner's own link (?ref): the customer leaves name and mobile, and the partner gets the lead. */
function LeaveDetails({ partnerToken, brandName }: { partnerToken: string; brandName: string }) {
  const fields = useMemo(() => publicLeadFields(brandName), [brandName]);
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
      <h2 id="ln-leave-heading">Ask for a call back</h2>
      {failure && !failure.fields ? <p role="alert">{failure.message}</p> : null}
      <ConfigForm
        aria-label="Ask for a call back"
        fields={fields}
        onSubmit={submit}
        serverErrors={failure?.fields}
        submitLabel="Call me back"
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
  // The product is the route's own segment (/products/{code}/public): the public routes have no trail.
  const productCode = usePageRoute().route.path.split('/')[2];
  const query = useQueryParams();
  // A customer's link carries `token` (one lead); the partner's own URL (generatePartnerUrl) carries `ref`.
  const token = query.get('token') ?? undefined;
  const ref = query.get('ref') ?? undefined;
  const page = useGetLoanPublicPageQuery(productCode && (token || ref) ? { productCode, token, ref } : skipToken);
  useLinkBrand(page.data?.brandName, page.data?.primaryColour);

  if ((!token && !ref) || !productCode) return <ErrorMessage>This link is not complete. Open the link you were sent again.</ErrorMessage>;
  if (page.isLoading) return <LoadingMessage>Loading…</LoadingMessage>;
  if (page.isError || !page.data) {
    const error = readApiError(page.error);
    return error && typeof error.status === 'number' && error.status < 500 ? (
      <ErrorMessage>{error.message}</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void page.refetch()}>This page could not be loaded.</ErrorMessage>
    );
  }
  return (
    <section className="ln-page" aria-label={`${page.data.brandName}: your steps`}>
      <ol className="ln-steps">
        {page.data.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {ref && !token ? <LeaveDetails partnerToken={ref} brandName={page.data.brandName} /> : null}
      <p className="ln-note">This link works until {formatDate(new Date(page.data.linkExpiresAt))}.</p>
    </section>
  );
}
