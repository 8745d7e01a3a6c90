import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_BRAND_NAME, tenantBrandColours, type RouteAccess } from '@portal/domain';
import { matchServedRoute } from './served-routes';
import { useAppDispatch, useAppSelector } from './store-hooks';
import { linkBrandLeft, linkBrandShown } from './ui-slice';

/** The colour of a customer's page before its record's brand is known: no tenant's (decision 0240). */
export const NEUTRAL_BRAND_COLOUR = 'var(--colour-muted)';

/**
 * Whether the address is a customer's page (`access: 'customer'` in the route table): its brand is its
 * record's tenant (the lead's, QR sheet's, offer's), never the default's nor a signed-in partner's.
 */
export function isCustomerPath(pathname: string): boolean {
  return accessOfPath(pathname) === 'customer';
}

/** Who the route table lets see the address (matched as the router matches it, before the page's code loads). */
export function accessOfPath(pathname: string): RouteAccess | undefined {
  return matchServedRoute(pathname)?.route.access;
}

/** Whether the page shown is a customer's (matched as the router matches it, so the header knows before the page's code loads). */
export function useCustomerPage(): boolean {
  const { pathname } = useLocation();
  return useMemo(() => isCustomerPath(pathname), [pathname]);
}

/**
 * The brand of the link the page was opened by, else the signed-in partner's tenant brand, else the default.
 * On a customer's page it is the record's brand only: undefined until the page has it (decision 0240), so the
 * header, title and logo never flash the default brand before the record's.
 */
export function useBrandName(): string | undefined {
  const customerPage = useCustomerPage();
  return useAppSelector((state) => state.ui.linkBrand?.brandName ?? (customerPage ? undefined : (state.ui.dealer?.tenantName ?? DEFAULT_BRAND_NAME)));
}

/**
 * A public page opened by a tenant's link (a customer's loan link, a shared quote) names that tenant in the
 * header and takes its colour while it is shown, whoever is signed in on the phone.
 */
export function useLinkBrand(brandName: string | undefined, colour?: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!brandName) return;
    dispatch(linkBrandShown(colour ? { brandName, colour } : { brandName }));
    return () => void dispatch(linkBrandLeft());
  }, [dispatch, brandName, colour]);
}

/**
 * Gives every page the link's or the signed-in partner's brand colour: the stylesheet's `--colour-brand` (buttons,
 * links, header) is set on the document; signed out, the stylesheet's default comes back. A customer's page is
 * neutral until its record's colour is known.
 */
export function useBrandColour(): void {
  const customerPage = useCustomerPage();
  const tenant = useAppSelector((state) => state.ui.dealer?.tenant);
  const linkColour = useAppSelector((state) => state.ui.linkBrand?.colour);
  useEffect(() => {
    const root = document.documentElement;
    const partnerColour = tenant ? tenantBrandColours[tenant] : undefined;
    const colour = linkColour ?? (customerPage ? NEUTRAL_BRAND_COLOUR : partnerColour);
    if (colour) root.style.setProperty('--colour-brand', colour);
    else root.style.removeProperty('--colour-brand');
  }, [tenant, linkColour, customerPage]);
}
