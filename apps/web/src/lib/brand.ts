import { useEffect } from 'react';
import { DEFAULT_BRAND_NAME, tenantBrandColours } from '@portal/domain';
import { useAppSelector } from './store-hooks';

/** The signed-in partner's tenant brand, or the default brand. */
export function useBrandName(): string {
  return useAppSelector((state) => state.ui.dealer?.tenantName) ?? DEFAULT_BRAND_NAME;
}

/**
 * Gives every page the signed-in partner's brand colour: the stylesheet's `--colour-brand` (buttons,
 * links, header) is set on the document; signed out, the stylesheet's default comes back.
 */
export function useBrandColour(): void {
  const tenant = useAppSelector((state) => state.ui.dealer?.tenant);
  useEffect(() => {
    const root = document.documentElement;
    if (tenant) root.style.setProperty('--colour-brand', tenantBrandColours[tenant]);
    else root.style.removeProperty('--colour-brand');
  }, [tenant]);
}
