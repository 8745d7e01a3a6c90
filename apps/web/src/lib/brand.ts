import { DEFAULT_BRAND_NAME } from '@portal/domain';
import { useAppSelector } from './store-hooks';

/** The signed-in partner's tenant brand, or the default brand. */
export function useBrandName(): string {
  return useAppSelector((state) => state.ui.dealer?.tenantName) ?? DEFAULT_BRAND_NAME;
}
