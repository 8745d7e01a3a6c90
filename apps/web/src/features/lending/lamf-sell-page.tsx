import { useMemo } from 'react';
import { lendingSellForms, type FieldConfig, type FormValues, type LamfFolios } from '@portal/domain';
import { useNavigate } from 'react-router';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useCreateLoanApplicationMutation } from './api/create-loan-application';
import { useFindLamfFoliosMutation } from './api/find-lamf-folios';
import { applicationStepHref } from './application-step';
import { formatRupees, formatPercent } from './components/offer-facts';
import { READ_ONLY_NOTE, useCanWrite } from '../../lib/use-can-write';
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

/**
 * LAMF sell (/products/lamf/sell, progress 100): the customer's folios found by PAN and what they can borrow
 * against them (lenders lend about half of an equity fund's value and more of a debt fund's), then the loan asked;
 * the application goes on to the customer's consent and the lenders' offers.
 */
export function LamfSellPage() {
  const form = lendingSellForms.lamf;
  const navigate = useNavigate();
  const panField = form.fields.find((field) => field.name === 'pan') as FieldConfig;
  const [findFolios, folios] = useFindLamfFoliosMutation();
  const canWrite = useCanWrite();
  const [createApplication, application] = useCreateLoanApplicationMutation();
  const foliosError = useMemo(() => readApiError(folios.error), [folios.error]);
  const applicationError = useMemo(() => readApiError(application.error), [application.error]);
  const pan = folios.originalArgs?.pan;
  // The PAN whose folios are shown is the loan's: asked once, then locked.
  const sellFields = useMemo(
    () =>
      form.fields.map((field) =>
        field.name === 'pan' ? { ...field, locked: true } : field.name === 'loanAmount' && folios.data ? { ...field, hint: `Up to ${formatRupees(folios.data.eligibleAmount)} against these funds` } : field,
      ),
    [form.fields, folios.data],
  );

  return (
    <div className="ln-page">
      <section aria-labelledby="ln-lamf-funds" className="ln-page">
        <h2 id="ln-lamf-funds">1. The customer's funds</h2>
        <ConfigForm
          fields={[panField]}
          onSubmit={async (values: FormValues) => {
            await findFolios({ pan: String(values.pan) })
              .unwrap()
              .catch(() => undefined);
          }}
          serverErrors={foliosError?.code === 'VALIDATION' ? foliosError.fields : undefined}
          submitting={folios.isLoading}
          submitLabel="Find funds"
          aria-label="Customer's PAN"
        />
        {foliosError && foliosError.code !== 'VALIDATION' ? <ErrorMessage>{foliosError.message}</ErrorMessage> : null}
        {folios.data && folios.data.folios.length === 0 ? (
          <p className="ln-alert" role="status">
            No mutual fund folios were found under this PAN. Check the PAN with the customer.
          </p>
        ) : null}
        {folios.data && folios.data.folios.length > 0 ? (
          <>
            <p role="status">
              The customer can borrow up to <strong>{formatRupees(folios.data.eligibleAmount)}</strong> against funds worth {formatRupees(folios.data.totalValue)}.
            </p>
            <FolioList folios={folios.data} />
          </>
        ) : null}
      </section>
      {folios.data && folios.data.folios.length > 0 && pan ? (
        <section aria-labelledby="ln-lamf-loan" className="ln-page">
          <h2 id="ln-lamf-loan">2. The loan</h2>
          <ConfigForm
            key={pan}
            fields={sellFields}
            defaultValues={{ pan }}
            onSubmit={async (values: FormValues) => {
              const created = await createApplication({ productCode: 'lamf', values })
                .unwrap()
                .catch(() => undefined);
              // The customer consents by OTP and lenders answer on the offers page.
              const next = created ? applicationStepHref(created) : undefined;
              if (next) void navigate(next);
            }}
            serverErrors={applicationError?.code === 'VALIDATION' ? applicationError.fields : undefined}
            submitting={application.isLoading}
            submitLabel="Apply"
            aria-label="Loan details"
            readOnly={!canWrite}
          >
            {canWrite ? null : <p>{READ_ONLY_NOTE}</p>}
          </ConfigForm>
          {applicationError && applicationError.code !== 'VALIDATION' ? <ErrorMessage>{applicationError.message}</ErrorMessage> : null}
        </section>
      ) : null}
    </div>
  );
}
