import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { funnelSteps } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetProductCatalogQuery } from '../../lib/api-endpoints/product-catalog';
import { useGetFunnelQuery } from './api/get-funnel';
import { ConsoleNav } from './console-nav';

/** India's date, days ago, as YYYY-MM-DD. */
const indiaDate = (daysAgo: number) => new Date(Date.now() + 5.5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The funnel per product over a chosen period (decision 0113): how many visitors reached landing,
 * quote, proposal, review and paid, and what share of the landing visitors that is.
 */
export function AdminFunnelPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState({ from: indiaDate(29), to: indiaDate(0) });
  const [draft, setDraft] = useState(period);
  const funnel = useGetFunnelQuery(period);
  const catalogue = useGetProductCatalogQuery();
  const nameOf = (code: string) => catalogue.data?.products.find((p) => p.code === code)?.name ?? code;
  const error = readApiError(funnel.error);

  const show = (event: FormEvent) => {
    event.preventDefault();
    setPeriod(draft);
  };

  return (
    <div>
      <ConsoleNav />
      <form className="console-period" onSubmit={show} aria-label={t('admin.funnel.period')}>
        <label>
          {t('admin.funnel.from')}
          <input type="date" value={draft.from} max={draft.to} onChange={(event) => setDraft({ ...draft, from: event.target.value })} required />
        </label>
        <label>
          {t('admin.funnel.to')}
          <input type="date" value={draft.to} min={draft.from} onChange={(event) => setDraft({ ...draft, to: event.target.value })} required />
        </label>
        <button type="submit" className="button">
          {t('admin.funnel.show')}
        </button>
      </form>
      {funnel.isFetching ? <LoadingMessage>{t('admin.funnel.loading')}</LoadingMessage> : null}
      {error ? <ErrorMessage>{error.fields?.from ?? error.message}</ErrorMessage> : null}
      {funnel.data && !funnel.isFetching ? (
        funnel.data.products.length === 0 ? (
          <p>{t('admin.funnel.none')}</p>
        ) : (
          <ul className="console-cards" aria-label={t('admin.funnel.list')}>
            {funnel.data.products.map((product) => (
              <li key={product.productCode} className="console-card">
                <h3>{nameOf(product.productCode)}</h3>
                <dl className="funnel-steps">
                  {funnelSteps.map((step) => (
                    <div key={step}>
                      <dt>{t(`admin.funnel.step.${step}`)}</dt>
                      <dd>
                        {product[step]} {product.landing > 0 && step !== 'landing' ? <>({Math.round((product[step] / product.landing) * 100)}%)</> : null}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
