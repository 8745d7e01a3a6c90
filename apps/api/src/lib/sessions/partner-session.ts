import { tenants, type PartnerSession } from '@portal/domain';
import type { SessionPartner } from '../../plugins/auth';

/** The PartnerSession the web keeps: dealer keys and the tenant come from the partner row. */
export function toPartnerSession(partner: SessionPartner): PartnerSession {
  return {
    partnerId: partner.id,
    dealerHash: partner.dealerHash,
    dealerName: partner.name,
    dealerUserName: partner.userName,
    mobile: partner.mobile,
    email: partner.email,
    role: partner.role,
    tenant: partner.tenantCode,
    tenantName: tenants[partner.tenantCode].name,
    language: partner.language,
  };
}
