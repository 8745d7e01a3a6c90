/**
 * Who is looking (DESIGN.md; decision 0161): the one decision of a request's viewer, handed to pages, PDFs
 * and messages. The brand is the tenant of whose record it is: a partner's own tenant; for a customer, the
 * tenant of the lead, policy or link they came by; the default brand for the public with neither.
 */
import { DEFAULT_BRAND_NAME } from './constants';
import type { Role } from './roles';
import type { RouteAudience } from './journeys/route-definition';
import { tenantBrandColours, tenants, type TenantCode } from './tenants';

export interface Viewer {
  audience: RouteAudience;
  /** The tenant whose brand is shown; undefined only for the public with no record. */
  tenant: TenantCode | undefined;
  brandName: string;
  brandColour: string | undefined;
  /** The partner's role; customers and the public have none. */
  role: Role | undefined;
}

export interface ViewerInput {
  /** The signed-in partner, if any. */
  partner?: { tenantCode: TenantCode; role: Role };
  /** The tenant of the record the request is about (a lead, policy, payment or link), if any. */
  recordTenant?: TenantCode;
}

/**
 * A partner sees his own tenant (he can only open his own tenant's records); anyone else who holds a
 * record's link is that record's customer and sees the record's tenant; the rest are the public.
 */
export function decideViewer({ partner, recordTenant }: ViewerInput): Viewer {
  if (partner) return { audience: 'partner', ...brandOf(partner.tenantCode), role: partner.role };
  if (recordTenant) return { audience: 'customer', ...brandOf(recordTenant), role: undefined };
  return { audience: 'public', tenant: undefined, brandName: DEFAULT_BRAND_NAME, brandColour: undefined, role: undefined };
}

/** The brand a record of this tenant carries on every page, document title, PDF, SMS and email. */
export function brandOf(tenant: TenantCode): Pick<Viewer, 'tenant' | 'brandName' | 'brandColour'> {
  return { tenant, brandName: tenants[tenant].name, brandColour: tenantBrandColours[tenant] };
}
