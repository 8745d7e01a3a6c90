import { AppLink } from '../../components/app-link';
import { formatRupees } from '@portal/domain';
import type { CatalogueEntry } from '@portal/domain';
import { useGetProductCatalogQuery } from '../../lib/api-endpoints/product-catalog';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';

function ProductCard({ product }: { product: CatalogueEntry }) {
  return (
    // The whole card is the link: a big target on a phone (WCAG 2.5.5), named by the product, its price as the description.
    <li>
      <AppLink
        className="card product-card"
        to={`${product.basePath}/${product.code}`}
        aria-labelledby={`product-${product.code}`}
        aria-describedby={product.startingPrice !== undefined ? `product-${product.code}-price` : undefined}
      >
        <h2 className="product-card__name" id={`product-${product.code}`}>
          {product.name}
        </h2>
        {product.startingPrice !== undefined && (
          <p className="product-card__price" id={`product-${product.code}-price`}>
            Starting at <strong>{formatRupees(product.startingPrice)}</strong>
          </p>
        )}
      </AppLink>
    </li>
  );
}

/** An admin's way to the tenant's records (the session is already cached by the page frame). */
function AdminLinks() {
  const { data: session } = useGetSessionQuery();
  if (session?.role !== 'admin') return null;
  return (
    <p>
      <AppLink to="/admin/duplicate-payments">Duplicate payments and their refunds</AppLink>
    </p>
  );
}

/** The partner's home: the tenant's products with their starting prices, each linking to its landing page. */
export function HomePage() {
  const { data: catalogue, error, isLoading, refetch } = useGetProductCatalogQuery();

  if (isLoading) return <LoadingMessage>Loading your products…</LoadingMessage>;
  if (error || !catalogue) return <ErrorMessage onRetry={() => void refetch()}>We could not load your products.</ErrorMessage>;
  if (catalogue.products.length === 0) return <p>No products are available to you yet.</p>;

  return (
    <>
      <p>
        <AppLink to="/leads">My Leads: your quotes, proposals, policies and loans</AppLink>
      </p>
      <ul className="product-list" aria-label="Products">
        {catalogue.products.map((product) => (
          <ProductCard key={product.code} product={product} />
        ))}
      </ul>
      <AdminLinks />
    </>
  );
}
