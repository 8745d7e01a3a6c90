import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { leadStatuses, type CatalogueEntry, type LeadStatus, type LeadSummary } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { useCanWrite } from '../../lib/use-can-write';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetFeatureFlagsQuery } from '../../lib/api-endpoints/feature-flags';
import { useGetProductCatalogQuery } from '../../lib/api-endpoints/product-catalog';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetFilteredLeadsInfiniteQuery } from './api/get-filtered-leads';
import { LeadCard } from './components/lead-card';
import { LeadFiltersForm, type UrlFilters } from './components/lead-filters';
import { leadSections, sectionOf, type LeadSection } from './lead-format';
import { ReadOnlyNote } from '../../components/read-only-note';
import './leads.css';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in the page's address (product, status, dates); anything malformed is no filter. */
function readUrlFilters(search: URLSearchParams): UrlFilters {
  const status = search.get('status');
  const from = search.get('from');
  const to = search.get('to');
  return {
    productCode: search.get('product') || undefined,
    status: status && (leadStatuses as readonly string[]).includes(status) ? (status as LeadStatus) : undefined,
    from: from && datePattern.test(from) ? from : undefined,
    to: to && datePattern.test(to) ? to : undefined,
  };
}

/**
 * The search (a customer's name or mobile) lives in the address's fragment, `#search=…` (decision 0173):
 * a reload, Back or a bookmark keeps it like the filters, yet the browser never sends a fragment to a
 * server, so personal data reaches no request line, log or Referer.
 */
function readUrlSearch(hash: string): string {
  return (new URLSearchParams(hash.replace(/^#/, '')).get('search') ?? '').trim().slice(0, 50);
}

function urlOf(filters: UrlFilters, search: string): string {
  const params = new URLSearchParams();
  if (filters.productCode) params.set('product', filters.productCode);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const query = params.toString();
  const fragment = search ? `#${new URLSearchParams({ search }).toString()}` : '';
  return `${query ? `/leads?${query}` : '/leads'}${fragment}`;
}

function LeadList({ leads, label }: { leads: readonly LeadSummary[]; label: string }) {
  return (
    <ul className="lead-list" aria-label={label}>
      {leads.map((lead) => (
        <LeadCard key={lead.leadId} lead={lead} />
      ))}
    </ul>
  );
}

/** MULTI_LEADS_SECTION on: the leads shown so far, one section per vertical with its count (decision 0073). */
function LeadSections({ leads, products, more }: { leads: readonly LeadSummary[]; products: readonly CatalogueEntry[]; more: boolean }) {
  const { t } = useTranslation();
  const categoryOf = new Map(products.map((product) => [product.code, product.category]));
  const bySection = new Map<LeadSection, LeadSummary[]>();
  for (const lead of leads) {
    const section = sectionOf(categoryOf.get(lead.productCode));
    bySection.set(section, [...(bySection.get(section) ?? []), lead]);
  }
  return (
    <>
      {leadSections
        .filter((section) => bySection.has(section))
        .map((section) => {
          const sectionLeads = bySection.get(section) ?? [];
          const count = t(more ? 'leads.countShown' : 'leads.count', { count: sectionLeads.length });
          const title = t(`leads.section.${section}`);
          return (
            <section key={section} className="lead-section" aria-labelledby={`lead-section-${section}`}>
              <h2 id={`lead-section-${section}`}>
                {title} <span className="lead-section__count">({count})</span>
              </h2>
              <LeadList leads={sectionLeads} label={title} />
            </section>
          );
        })}
    </>
  );
}

/** What to do when nothing is listed: with filters, clear them; without, sell or add a lead. */
function EmptyLeads({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  if (filtered) {
    return (
      <div className="card lead-empty">
        <p>{t('leads.noMatch')}</p>
        <button type="button" className="button button--secondary" onClick={onClear}>
          {t('leads.clearFilters')}
        </button>
      </div>
    );
  }
  return (
    <div className="card lead-empty">
      <p>{t('leads.noLeadsYet')}</p>
      <p className="lead-empty__actions">
        <AppLink className="button" to="/">
          {t('leads.sellAProduct')}
        </AppLink>
        {canWrite ? (
          <AppLink className="button button--secondary" to="/leads/new">
            {t('leads.addALead')}
          </AppLink>
        ) : null}
      </p>
    </div>
  );
}

/**
 * "My Leads" (/leads): every lead of the partner — insurance sales and loans alike — newest first,
 * filtered by product, status, dates and a name or mobile, twenty at a time ("Show more" follows the
 * keyset cursor). Each card opens the lead; drafts resume and policies download from the card.
 */
export function LeadsPage() {
  const { t } = useTranslation();
  const query = useQueryParams();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const urlFilters = useMemo(() => readUrlFilters(query), [query]);
  const search = readUrlSearch(hash);
  // Clearing from the empty state starts the filter form afresh (its typed search included).
  const [formKey, setFormKey] = useState(0);
  const flags = useGetFeatureFlagsQuery();
  const canWrite = useCanWrite();
  const catalogue = useGetProductCatalogQuery();
  const products = catalogue.data?.products ?? [];
  const leads = useGetFilteredLeadsInfiniteQuery({ ...urlFilters, search: search || undefined });

  const setUrlFilters = (filters: UrlFilters) => void navigate(urlOf(filters, search), { replace: true });
  const setSearch = (searched: string) => void navigate(urlOf(urlFilters, searched), { replace: true });
  const clear = () => {
    setFormKey((key) => key + 1);
    void navigate(urlOf({}, ''), { replace: true });
  };
  const all = leads.data?.pages.flatMap((page) => page.leads) ?? [];
  const filtered = Boolean(urlFilters.productCode || urlFilters.status || urlFilters.from || urlFilters.to || search);

  return (
    <div className="stack leads-page">
      {canWrite ? (
        <p className="leads-page__add">
          <AppLink className="button button--secondary" to="/leads/new">
            {t('leads.addALead')}
          </AppLink>
        </p>
      ) : (
        <ReadOnlyNote className="leads-page__add" />
      )}
      <LeadFiltersForm key={formKey} products={products} filters={urlFilters} onFiltersChange={setUrlFilters} search={search} onSearch={setSearch} />
      {leads.isLoading ? (
        <LoadingMessage>{t('leads.loading')}</LoadingMessage>
      ) : leads.isError && all.length === 0 ? (
        <ErrorMessage onRetry={() => void leads.refetch()}>{t('leads.loadFailed')}</ErrorMessage>
      ) : all.length === 0 ? (
        <EmptyLeads filtered={filtered} onClear={clear} />
      ) : (
        <>
          {flags.data?.MULTI_LEADS_SECTION ? (
            <LeadSections leads={all} products={products} more={leads.hasNextPage} />
          ) : (
            <LeadList leads={all} label={t('leads.list')} />
          )}
          {leads.isFetchNextPageError ? <ErrorMessage>{t('leads.moreFailed')}</ErrorMessage> : null}
          {leads.hasNextPage ? (
            <button type="button" className="button button--secondary" disabled={leads.isFetchingNextPage} onClick={() => void leads.fetchNextPage()}>
              {leads.isFetchingNextPage ? t('leads.loadingMore') : t('leads.showMore')}
            </button>
          ) : (
            <p className="status-message">{filtered ? t('leads.allShownFiltered') : t('leads.allShown')}</p>
          )}
        </>
      )}
    </div>
  );
}
