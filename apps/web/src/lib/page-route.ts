import { createContext, useContext } from 'react';
import { productCodeOfRoute, type RouteDefinition, type RouteParams } from '@portal/domain';

/** The route a page is rendered for, as the frame resolved it (provided by app/layout/page-frame). */
export interface PageRoute {
  route: RouteDefinition;
  params: RouteParams;
  /** The header text the frame shows in the <h1> (the product or plan name resolved; '' for logo-only). */
  headerText: string;
  progress: number | undefined;
}

export const PageRouteContext = createContext<PageRoute | undefined>(undefined);

export function usePageRoute(): PageRoute {
  const pageRoute = useContext(PageRouteContext);
  if (!pageRoute) throw new Error('usePageRoute must be used inside the page frame');
  return pageRoute;
}

/**
 * The product a sale page is for: the :productName segment, or, on a route fixed to one product
 * (/products/roadside-assistance/proposal), the product its breadcrumb trail names.
 */
export function useProductCode(): string | undefined {
  const { route, params } = usePageRoute();
  return productCodeOfRoute(route, params);
}
