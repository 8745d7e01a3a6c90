import { useEffect, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatRupees, lendingSellForms, type FormValues, type LamfFolios, type LoanApplication } from '@portal/domain';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { AppLink } from '../../components/app-link';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useCanWrite } from '../../lib/use-can-write';
import { useQueryParams } from '../../lib/use-query-params';
import { useCustomerLanguageField } from '../../lib/i18n/use-customer-language-field';
import { useCreateLoanApplicationMutation } from './api/create-loan-application';
import { useFindLamfFoliosMutation } from './api/find-lamf-folios';
import { useGetLoanApplicationQuery } from './api/get-loan-application';
import { applicationStepHref } from './application-step';
import { ConsentStep } from './components/consent-step';
import { hrefOf } from './loan-lead-href';
import { formatPercent } from './components/offer-facts';
import { ReadOnlyNote } from '../../components/read-only-note';
import './lending.css';

/** The folios as cards, one under another on a phone: a fund's name is too long for a table's column at 360 px. */
function FolioList({ folios }: { folios: LamfFolios }) {
  const { t } = useTranslation();
  return (
    <ul className="ln-lead-list" aria-label={t('lending.lamf.folios')}>
      {folios.folios.map((folio) => (
        <li key={folio.folioNumber} className="ln-lead">
          <span className="ln-lead-name">{folio.schemeName}</span>
          <span className="ln-note">
            {t('lending.lamf.folio', {
              category: t(`lending.lamf.category.${folio.category}`, { defaultValue: folio.category }),
              folioNumber: folio.folioNumber,
            })}
          </span>
          <dl className="ln-facts">
            {(
              [
                [t('lending.lamf.value'), formatRupees(folio.value)],
                [t('lending.lamf.lentOn'), t('lending.lamf.lentOnValue', { percent: formatPercent(folio.ltvPercent) })],
                [t('lending.lamf.canBorrow'), formatRupees(folio.eligibleAmount)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** After the customer's OTP consent only: the folios the registrars hold for the PAN, and what they support (decision 0150). */
function ConsentedFolios({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  const [findFolios, folios] = useFindLamfFoliosMutation();
  const { aggregatorId } = application;
  useEffect(() => {
    void findFolios({ aggregatorId })
      .unwrap()
      .catch(() => undefined);
  }, [aggregatorId, findFolios]);
  const error = readApiError(folios.error);
  const offersHref = applicationStepHref(application);
  return (
    <section aria-labelledby="ln-lamf-funds" className="ln-page">
      <h2 id="ln-lamf-funds">{t('lending.lamf.fundsHeading')}</h2>
      {folios.isLoading ? <LoadingMessage>{t('lending.lamf.fetchingFolios')}</LoadingMessage> : null}
      {error ? <ErrorMessage onRetry={() => void findFolios({ aggregatorId })}>{error.message}</ErrorMessage> : null}
      {folios.data && folios.data.folios.length === 0 ? (
        <p className="ln-alert" role="status">
          {t('lending.lamf.noFolios')}
        </p>
      ) : null}
      {folios.data && folios.data.folios.length > 0 ? (
        <>
          <p role="status">
            <Trans
              i18nKey={application.amount > folios.data.eligibleAmount ? 'lending.lamf.canBorrowUpToLess' : 'lending.lamf.canBorrowUpTo'}
              values={{
                eligible: formatRupees(folios.data.eligibleAmount),
                total: formatRupees(folios.data.totalValue),
                asked: formatRupees(application.amount),
              }}
              components={{ strong: <strong /> }}
            />
          </p>
          <FolioList folios={folios.data} />
        </>
      ) : null}
      {folios.data && offersHref ? (
        <AppLink className="button" to={offersHref}>
          {t('lending.lamf.seeOffers')}
        </AppLink>
      ) : null}
    </section>
  );
}

/**
 * LAMF sell (/products/lamf/sell, progress 100): the customer and the loan asked, then the customer's OTP
 * consent to fetch the folios and share them with lenders, and only then the folios and what they support
 * (a PAN alone shows nothing: decision 0150). The application's id rides in the address, so a reload lands
 * on the true step.
 */
export function LamfSellPage() {
  const { t } = useTranslation();
  const form = lendingSellForms.lamf;
  const navigate = useNavigate();
  const aggregatorId = useQueryParams().get('aggregatorId') ?? undefined;
  const [createApplication, created] = useCreateLoanApplicationMutation();
  const answer = useGetLoanApplicationQuery(aggregatorId ?? skipToken);
  const createError = useMemo(() => readApiError(created.error), [created.error]);
  const here = hrefOf('lamf-sell');
  const canWrite = useCanWrite();
  // The customer's language: their consent SMS, their link and every later step (decision 0266).
  const { fields, defaultValues } = useCustomerLanguageField(form.fields);

  if (!aggregatorId) {
    return (
      <section aria-labelledby="ln-lamf-loan" className="ln-page">
        <h2 id="ln-lamf-loan">{t('lending.lamf.loanHeading')}</h2>
        <p>{t('lending.lamf.fundsAfterConsent')}</p>
        <ConfigForm
          fields={fields}
          defaultValues={defaultValues}
          onSubmit={async (values: FormValues) => {
            const application = await createApplication({ productCode: 'lamf', values })
              .unwrap()
              .catch(() => undefined);
            if (application && here) void navigate(`${here}?aggregatorId=${encodeURIComponent(application.aggregatorId)}`);
          }}
          serverErrors={createError?.code === 'VALIDATION' ? createError.fields : undefined}
          submitting={created.isLoading}
          submitLabel={t('lending.lamf.apply')}
          aria-label={t('lending.loanDetails')}
          readOnly={!canWrite}
        >
          <ReadOnlyNote />
        </ConfigForm>
        {createError && createError.code !== 'VALIDATION' ? <ErrorMessage>{createError.message}</ErrorMessage> : null}
      </section>
    );
  }
  if (answer.isLoading) return <LoadingMessage>{t('lending.lamf.loadingApplication')}</LoadingMessage>;
  if (!answer.data)
    return <ErrorMessage onRetry={() => void answer.refetch()}>{readApiError(answer.error)?.message ?? t('lending.lamf.applicationFailed')}</ErrorMessage>;
  const application = answer.data;
  return (
    <div className="ln-page">
      {application.status === 'CONSENT_PENDING' ? (
        <section aria-labelledby="ln-lamf-consent" className="ln-page">
          <h2 id="ln-lamf-consent">{t('lending.lamf.consentHeading')}</h2>
          <ConsentStep application={application} onConsented={() => void answer.refetch()} />
        </section>
      ) : (
        <ConsentedFolios application={application} />
      )}
    </div>
  );
}
