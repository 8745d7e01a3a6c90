import { usePageRoute } from '../../lib/page-route';

/**
 * The product a sale page is for: the :productName segment, or, on a route fixed to one product
 * (/products/roadside-assistance/proposal), the product its breadcrumb trail names.
 */
export function useProductCode(): string | undefined {
  const { route, params } = usePageRoute();
  return params.productName ?? route.trail.map((crumb) => crumb.params?.productName).find((code) => code !== undefined);
}
