import { tenantCodes, tenants, type TenantCode } from '../tenants';

/** The three Mint brands: they see every product except where a product says otherwise. */
export const mintTenants: readonly TenantCode[] = tenantCodes.filter((code) => !tenants[code].whiteLabel);

/** Every tenant, the white-label one included (only group personal accident and group hospicash). */
export const allTenants: readonly TenantCode[] = tenantCodes;
