import { useEffect, useMemo } from 'react';
import { formatRupees, lendingSellForms, type FormValues, type LamfFolios, type LoanApplication } from '@portal/domain';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { AppLink } from '../../components/app-link';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { READ_ONLY_NOTE, useCanWrite } from '../../lib/use-can-write';
import { useQueryParams } from '../../lib/use-query-params';
import { useCreateLoanApplicationMutation } from './api/create-loan-application';
import { useFindLamfFoliosMutation } from './api/find-lamf-folios';
import { useGetLoanApplicationQuery } from './api/get-loan-application';
import { applicationStepHref } from './application-step';
import { ConsentStep } from './components/consent-step';
import { hrefOf } from './loan-lead-href';
import { formatPercent } from './components/offer-facts';
import './lending.css';

const categoryLabels: Record<string, string> = { EQUITY: 'Equity', DEBT: 'Debt', HYBRID: 'Hybrid' };

/** The folios as cards, one under another on a phone: a fund's name is too long for a table's column at 360 px. */
function FolioList({ folios }: { folios: LamfFolios }) {
  return (
    <ul className="ln-lead-list" aria-label="Folios">
      {folios.folios.map((folio) => (
        <li key={folio.folioNumber} className="ln-lead">
          <span className="ln-lead-name">{folio.schemeName}</span>
          <span className="ln-note">
            {categoryLabels[folio.category] ?? folio.category} · folio {folio.folioNumber}
          </span>
          <dl className="ln-facts">
            {(
              [
                ['Value', formatRupees(folio.value)],
                ['Lent on', `${formatPercent(folio.ltvPercent)} of the value`],
                ['Can borrow', formatRupees(folio.eligibleAmount)],
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
      <h2 id="ln-lamf-funds">3. The customer's funds</h2>
      {folios.isLoading ? <LoadingMessage>Fetching the customer's folios…</LoadingMessage> : null}
      {error ? <ErrorMessage onRetry={() => void findFolios({ aggregatorId })}>{error.message}</ErrorMessage> : null}
      {folios.data && folios.data.folios.length === 0 ? (
        <p className="ln-alert" role="status">
          No mutual fund folios were found under this PAN, so lenders cannot lend against funds. Check the PAN with the customer.
        </p>
      ) : null}
      {folios.data && folios.data.folios.length > 0 ? (
        <>
          <p role="status">
            The customer can borrow up to <strong>{formatRupees(folios.data.eligibleAmount)}</strong> against funds worth {formatRupees(folios.data.totalValue)}
            {application.amount > folios.data.eligibleAmount ? `; lenders offer at most that, not the ${formatRupees(application.amount)} asked` : ''}.
          </p>
          <FolioList folios={folios.data} />
        </>
      ) : null}
      {folios.data && offersHref ? (
        <AppLink className="button" to={offersHref}>
          See the lenders' offers
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
  const form = lendingSellForms.lamf;
  const navigate = useNavigate();
  const aggregatorId = useQueryParams().get('aggregatorId') ?? undefined;
  const [createApplication, created] = useCreateLoanApplicationMutation();
  const answer = useGetLoanApplicationQuery(aggregatorId ?? skipToken);
  const createError = useMemo(() => readApiError(created.error), [created.error]);
  const here = hrefOf('lamf-sell');
  const canWrite = useCanWrite();

  if (!aggregatorId) {
    return (
      <section aria-labelledby="ln-lamf-loan" className="ln-page">
        <h2 id="ln-lamf-loan">1. The customer and the loan</h2>
        <p>The customer's funds are fetched from the registrars only after the customer agrees by OTP, on the next step.</p>
        <ConfigForm
          fields={form.fields}
          onSubmit={async (values: FormValues) => {
            const application = await createApplication({ productCode: 'lamf', values })
              .unwrap()
              .catch(() => undefined);
            if (application && here) void navigate(`${here}?aggregatorId=${encodeURIComponent(application.aggregatorId)}`);
          }}
          serverErrors={createError?.code === 'VALIDATION' ? createError.fields : undefined}
          submitting={created.isLoading}
          submitLabel="Apply"
          aria-label="Loan details"
          readOnly={!canWrite}
        >
          {canWrite ? null : <p>{READ_ONLY_NOTE}</p>}
        </ConfigForm>
        {createError && createError.code !== 'VALIDATION' ? <ErrorMessage>{createError.message}</ErrorMessage> : null}
      </section>
    );
  }
  if (answer.isLoading) return <LoadingMessage>Loading the application…</LoadingMessage>;
  if (!answer.data)
    return <ErrorMessage onRetry={() => void answer.refetch()}>{readApiError(answer.error)?.message ?? 'The application could not be loaded.'}</ErrorMessage>;
  const application = answer.data;
  return (
    <div className="ln-page">
      {application.status === 'CONSENT_PENDING' ? (
        <section aria-labelledby="ln-lamf-consent" className="ln-page">
          <h2 id="ln-lamf-consent">2. The customer's consent</h2>
          <ConsentStep application={application} onConsented={() => void answer.refetch()} />
        </section>
      ) : (
        <ConsentedFolios application={application} />
      )}
    </div>
  );
}
