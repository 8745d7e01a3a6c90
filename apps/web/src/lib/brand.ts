import { useEffect } from 'react';
import { DEFAULT_BRAND_NAME, tenantBrandColours } from '@portal/domain';
import { useAppDispatch, useAppSelector } from './store-hooks';
import { linkBrandLeft, linkBrandShown } from './ui-slice';

/** The brand of the link the page was opened by, else the signed-in partner's tenant brand, else the default. */
export function useBrandName(): string {
  return useAppSelector((state) => state.ui.linkBrand?.brandName ?? state.ui.dealer?.tenantName) ?? DEFAULT_BRAND_NAME;
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
 * links, header) is set on the document; signed out, the stylesheet's default comes back.
 */
export function useBrandColour(): void {
  const tenant = useAppSelector((state) => state.ui.dealer?.tenant);
  const linkColour = useAppSelector((state) => state.ui.linkBrand?.colour);
  useEffect(() => {
    const root = document.documentElement;
    const colour = linkColour ?? (tenant ? tenantBrandColours[tenant] : undefined);
    if (colour) root.style.setProperty('--colour-brand', colour);
    else root.style.removeProperty('--colour-brand');
  }, [tenant, linkColour]);
}
