import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { funnelPeriodFields, funnelSteps, isoDateOfTyped, typedDateOfIso, type FormValues } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
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
  const funnel = useGetFunnelQuery(period);
  const catalogue = useGetProductCatalogQuery();
  const nameOf = (code: string) => catalogue.data?.products.find((p) => p.code === code)?.name ?? code;
  const error = readApiError(funnel.error);

  const show = (values: FormValues) => setPeriod({ from: isoDateOfTyped(String(values.from)), to: isoDateOfTyped(String(values.to)) });

  return (
    <div>
      <ConsoleNav />
      <ConfigForm
        fields={funnelPeriodFields}
        defaultValues={{ from: typedDateOfIso(period.from), to: typedDateOfIso(period.to) }}
        onSubmit={show}
        submitLabel={t('admin.funnel.show')}
        aria-label={t('admin.funnel.period')}
      />
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
