import { useTranslation } from 'react-i18next';
import { lendingStartRouteIds, type CatalogueEntry, formatDate, formatRupees } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetProductCatalogQuery } from '../../lib/api-endpoints/product-catalog';
import { useFindLoanLeadsQuery } from './api/find-loan-leads';
import { hrefOf, loanLeadHref } from './loan-lead-href';

import { PartnerUrl, productsWithPartnerUrl } from './components/partner-url';
import './lending.css';

const RECENT_LEADS = 3;

function RecentLeads({ product }: { product: CatalogueEntry }) {
  const { t } = useTranslation();
  const productName = product.name;
  const leads = useFindLoanLeadsQuery({ productCode: product.code, limit: RECENT_LEADS });
  if (leads.isLoading) return <LoadingMessage>{t('lending.loadingRecentLeads', { productName })}</LoadingMessage>;
  if (leads.isError || !leads.data) return <ErrorMessage onRetry={() => void leads.refetch()}>{t('lending.recentLeadsFailed', { productName })}</ErrorMessage>;
  if (leads.data.leads.length === 0) return <p className="ln-note">{t('lending.noLeadsYet', { productName })}</p>;
  return (
    <ul className="ln-lead-list" aria-label={t('lending.recentLeadsOf', { productName })}>
      {leads.data.leads.map((lead) => {
        const href = loanLeadHref(lead);
        const text = (
          <>
            <span className="ln-lead-name">{lead.customer.name}</span>
            <span>
              {lead.amount !== undefined ? `${formatRupees(lead.amount)} · ` : ''}
              {t(`leadStatus.${lead.status}`)} · {formatDate(new Date(lead.createdAt))}
            </span>
          </>
        );
        return (
          <li key={lead.leadId}>
            {href ? (
              <AppLink to={href} className="ln-lead">
                {text}
              </AppLink>
            ) : (
              <span className="ln-lead">{text}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function LoanProductCard({ product }: { product: CatalogueEntry }) {
  const { t } = useTranslation();
  const landing = hrefOf('product-landing', { productName: product.code });
  const starts = (lendingStartRouteIds[product.code] ?? []).map((start) => ({
    href: hrefOf(start.routeId),
    label: t(`lending.start.${start.routeId}`, { defaultValue: start.label }),
  }));
  return (
    <li className="ln-offer">
      <h2 className="ln-product-name">{landing ? <AppLink to={landing}>{product.name}</AppLink> : product.name}</h2>
      <ul className="ln-actions">
        {starts.map(({ label, href }) =>
          href ? (
            <li key={href}>
              <AppLink className="button" to={href}>
                {label}
              </AppLink>
            </li>
          ) : null,
        )}
      </ul>
      {productsWithPartnerUrl.includes(product.code) ? (
        <>
          <h3>{t('lending.yourPublicLink')}</h3>
          <p className="ln-note">{t('lending.publicLinkNote')}</p>
          <PartnerUrl productCode={product.code} productName={product.name} />
        </>
      ) : null}
      <h3>{t('lending.recentLeads')}</h3>
      <RecentLeads product={product} />
    </li>
  );
}

/** The partner's loans home (/loans): the loan and deposit products the tenant sells, each with its way in and its latest leads. */
export function LoansPage() {
  const { t } = useTranslation();
  const catalogue = useGetProductCatalogQuery();
  if (catalogue.isLoading) return <LoadingMessage>{t('lending.loadingProducts')}</LoadingMessage>;
  if (catalogue.isError || !catalogue.data) return <ErrorMessage onRetry={() => void catalogue.refetch()}>{t('lending.productsFailed')}</ErrorMessage>;
  const loans = catalogue.data.products.filter((product) => product.category === 'lending' && product.code in lendingStartRouteIds);
  if (loans.length === 0) return <p>{t('lending.noProducts')}</p>;
  return (
    <div className="ln-page">
      <ul className="ln-offers">
        {loans.map((product) => (
          <LoanProductCard key={product.code} product={product} />
        ))}
      </ul>
    </div>
  );
}
