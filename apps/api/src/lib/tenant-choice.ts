import type { TenantCode } from '@portal/domain';

/** The tenant whose brand and catalogue the default (anonymous) visitor sees. */
export const DEFAULT_TENANT: TenantCode = 'mintpro';

/**
 * Whose catalogue a caller sees: a signed-in partner always their own tenant; an anonymous caller
 * (a customer page) the tenant it names, else the default.
 */
export function chooseTenant(partnerTenant: TenantCode | undefined, requested: TenantCode | undefined): TenantCode {
  return partnerTenant ?? requested ?? DEFAULT_TENANT;
}
