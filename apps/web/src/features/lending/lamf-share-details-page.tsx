import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lamfShareFormFields, type FormValues } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useShareLamfDetailsMutation } from './api/share-lamf-details';
import { CustomerLink } from './components/customer-link';
import { useCanWrite } from '../../lib/use-can-write';
import { ReadOnlyNote } from '../../components/read-only-note';
import './lending.css';

/**
 * "Customer's Link" (/products/lamf/share-details): who the link is for; the API makes a lead and the
 * customer's link to the logo-only page, where the customer pledges the funds. Then share it.
 */
export function LamfShareDetailsPage() {
  const { t } = useTranslation();
  const [share, shared] = useShareLamfDetailsMutation();
  const canWrite = useCanWrite();
  const apiError = useMemo(() => readApiError(shared.error), [shared.error]);

  if (shared.data) {
    return (
      <section className="ln-page" aria-labelledby="ln-lamf-link">
        <h2 id="ln-lamf-link">{t('lending.lamf.linkReady')}</h2>
        <p>{t('lending.lamf.linkReadyNote', { leadId: shared.data.leadId })}</p>
        <CustomerLink link={shared.data.link} expiresAt={shared.data.linkExpiresAt} message={t('lending.lamf.linkMessage')} />
        <button type="button" className="button button--secondary" onClick={() => shared.reset()}>
          {t('lending.lamf.anotherCustomer')}
        </button>
      </section>
    );
  }
  return (
    <div className="ln-page">
      <p className="ln-note">{t('lending.lamf.shareNote')}</p>
      <ConfigForm
        fields={lamfShareFormFields}
        onSubmit={async (values: FormValues) => {
          await share(values)
            .unwrap()
            .catch(() => undefined);
        }}
        serverErrors={apiError?.code === 'VALIDATION' ? apiError.fields : undefined}
        submitting={shared.isLoading}
        submitLabel={t('lending.lamf.makeTheLink')}
        aria-label={t('lending.lamf.customersDetails')}
        readOnly={!canWrite}
      >
        <ReadOnlyNote />
      </ConfigForm>
      {apiError && apiError.code !== 'VALIDATION' ? <ErrorMessage>{apiError.message}</ErrorMessage> : null}
    </div>
  );
}
