import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { leadStatuses, type CatalogueEntry, type LeadStatus } from '@portal/domain';
import type { LeadFilters } from '../api/get-filtered-leads';

export type UrlFilters = Omit<LeadFilters, 'search'>;

export interface LeadFiltersFormProps {
  products: readonly CatalogueEntry[];
  filters: UrlFilters;
  onFiltersChange: (filters: UrlFilters) => void;
  search: string;
  onSearch: (search: string) => void;
}

/**
 * The list's filters: product, status and dates apply as soon as they change, and the searched name or
 * mobile when submitted; all live in the page's address (the search in its fragment, never sent to a
 * server: decision 0173), so a reload, Back or a bookmark keeps them.
 */
export function LeadFiltersForm({ products, filters, onFiltersChange, search, onSearch }: LeadFiltersFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [searchText, setSearchText] = useState(search);
  // The address changed the search (Back, a bookmark): the box shows it.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setSearchText(search);
  }
  const set = (change: Partial<UrlFilters>) => onFiltersChange({ ...filters, ...change });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onSearch(searchText.trim());
  };
  const anyFilter = Boolean(filters.productCode || filters.status || filters.from || filters.to || search);
  const activeCount = [filters.productCode, filters.status, filters.from, filters.to].filter(Boolean).length;
  // Folded on a phone so the leads come first; open when the address already filters.
  const [open, setOpen] = useState(activeCount > 0);

  return (
    <div className="lead-filters">
      <form role="search" aria-label={t('leads.searchLeads')} className="lead-filters__search" onSubmit={submitSearch}>
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('leads.customerNameOrMobile')}</label>
          <div className="lead-filters__search-row">
            <input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              maxLength={50}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
            <button type="submit" className="button">
              {t('leads.search')}
            </button>
          </div>
        </div>
      </form>
      <details className="lead-filters__more" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{activeCount > 0 ? t('leads.filtersOn', { count: activeCount }) : t('leads.filters')}</summary>
        <fieldset className="lead-filters__fields">
          <legend className="visually-hidden">{t('leads.filterLeads')}</legend>
          <FilterFields id={id} products={products} filters={filters} set={set} />
          {anyFilter ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setSearchText('');
                onSearch('');
                onFiltersChange({});
              }}
            >
              {t('leads.clearFilters')}
            </button>
          ) : null}
        </fieldset>
      </details>
    </div>
  );
}

/** Product, status and the dates a lead was created between; each applies as soon as it changes. */
function FilterFields({
  id,
  products,
  filters,
  set,
}: {
  id: string;
  products: readonly CatalogueEntry[];
  filters: UrlFilters;
  set: (change: Partial<UrlFilters>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-product`}>{t('leads.product')}</label>
        <select id={`${id}-product`} value={filters.productCode ?? ''} onChange={(event) => set({ productCode: event.target.value || undefined })}>
          <option value="">{t('leads.allProducts')}</option>
          {products.map((product) => (
            <option key={product.code} value={product.code}>
              {product.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('leads.status')}</label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) => set({ status: (event.target.value || undefined) as LeadStatus | undefined })}
        >
          <option value="">{t('leads.anyStatus')}</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`leadStatus.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="lead-filters__dates">
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('leads.createdFrom')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('leads.createdTo')}</label>
          <input id={`${id}-to`} type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => set({ to: event.target.value || undefined })} />
        </div>
      </div>
    </>
  );
}
