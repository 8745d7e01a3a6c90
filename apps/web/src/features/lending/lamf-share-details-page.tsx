import { useMemo } from 'react';
import { lamfShareFormFields, type FormValues } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useShareLamfDetailsMutation } from './api/share-lamf-details';
import { CustomerLink } from './components/customer-link';
import { READ_ONLY_NOTE, useCanWrite } from '../../lib/use-can-write';
import './lending.css';

/**
 * "Customer's Link" (/products/lamf/share-details): who the link is for; the API makes a lead and the
 * customer's link to the logo-only page, where the customer pledges the funds. Then share it.
 */
export function LamfShareDetailsPage() {
  const [share, shared] = useShareLamfDetailsMutation();
  const canWrite = useCanWrite();
  const apiError = useMemo(() => readApiError(shared.error), [shared.error]);

  if (shared.data) {
    return (
      <section className="ln-page" aria-labelledby="ln-lamf-link">
        <h2 id="ln-lamf-link">The customer's link is ready</h2>
        <p>Send it to the customer, who checks the funds that can be pledged and applies from it. Lead {shared.data.leadId}.</p>
        <CustomerLink link={shared.data.link} expiresAt={shared.data.linkExpiresAt} message="Get a loan against your mutual funds, without selling them:" />
        <button type="button" className="button button--secondary" onClick={() => shared.reset()}>
          Make a link for another customer
        </button>
      </section>
    );
  }
  return (
    <div className="ln-page">
      <p className="ln-note">Make a link for the customer to borrow against mutual funds. We look up the funds held under this PAN.</p>
      <ConfigForm
        fields={lamfShareFormFields}
        onSubmit={async (values: FormValues) => {
          await share(values)
            .unwrap()
            .catch(() => undefined);
        }}
        serverErrors={apiError?.code === 'VALIDATION' ? apiError.fields : undefined}
        submitting={shared.isLoading}
        submitLabel="Make the link"
        aria-label="Customer's details"
        readOnly={!canWrite}
      >
        {canWrite ? null : <p>{READ_ONLY_NOTE}</p>}
      </ConfigForm>
      {apiError && apiError.code !== 'VALIDATION' ? <ErrorMessage>{apiError.message}</ErrorMessage> : null}
    </div>
  );
}
