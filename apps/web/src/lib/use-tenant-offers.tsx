import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link';
import { useGetProductCatalogQuery } from './api-endpoints/product-catalog';

/**
 * Whether the signed-in partner's tenant offers the product (a route a tenant cannot use says
 * so at once, not "Product not found" after ten fields). Unknown (true) until the tenant's catalogue,
 * usually already cached from home, has answered, so a page's form paints without waiting for it.
 */
export function useTenantOffers(productCode: string): boolean {
  const catalogue = useGetProductCatalogQuery().data;
  return !catalogue || catalogue.products.some((product) => product.code === productCode);
}

/** What a partner reads on a product page his tenant does not offer, instead of its form. */
export function ProductNotOffered() {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status">
      <p>{t('lending.notOffered')}</p>
      <AppLink className="button button--secondary" to="/">
        {t('lending.seeYourProducts')}
      </AppLink>
    </div>
  );
}
