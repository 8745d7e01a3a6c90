import { decideViewer, type CustomerLinkBrand, type TenantCode } from '@portal/domain';

/**
 * The brand a customer's answer carries with its record (decisions 0175, 0240): the record's tenant's name
 * and colour, as the one viewer decision (`decideViewer`) gives them to a customer holding the record.
 */
export function recordBrand(recordTenant: TenantCode): CustomerLinkBrand {
  const { brandName, brandColour } = decideViewer({ recordTenant });
  return brandColour ? { brandName, brandColour } : { brandName };
}
