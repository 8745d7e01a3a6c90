import { tenants } from '@portal/domain';
import { useAppSelector } from './store-hooks';

/** The brand the portal shows before anyone signs in. */
export const DEFAULT_BRAND_NAME = tenants.mintpro.name;

/** The signed-in partner's tenant brand, or the default brand. */
export function useBrandName(): string {
  return useAppSelector((state) => state.ui.dealer?.tenantName) ?? DEFAULT_BRAND_NAME;
}
