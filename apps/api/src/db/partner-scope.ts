import { eq, inArray, or, type Placeholder, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { seesTeam, seesWholeTenant, type Role, type TenantCode } from '@portal/domain';
import { partners } from './partners-schema';

/** Who is looking: the signed-in partner's id, tenant and role (a SessionPartner fits). */
export interface PartnerScope {
  id: string;
  tenantCode: TenantCode;
  role: Role;
}

/** A table whose rows a partner owns within a tenant (proposals, uploads, and leads next). */
export interface PartnerOwnedTable {
  partnerId: AnyPgColumn;
  tenantCode: AnyPgColumn;
}

/** A reader's id and tenant as values, or as a query's placeholders for them (the leads list's kept queries). */
type ReaderOf = { role: Role; id: string | Placeholder; tenantCode: TenantCode | Placeholder };

/**
 * The one rule of what a partner may see, as a condition on a partner-owned table: his own rows; a
 * mint-pro, his and his team's (decision 0111); an admin, his tenant's. Every repository that answers a
 * partner filters with it.
 */
export function whereVisibleTo(partner: PartnerScope | ReaderOf, table: PartnerOwnedTable): SQL {
  if (seesWholeTenant(partner.role)) return eq(table.tenantCode, partner.tenantCode);
  if (seesTeam(partner.role)) {
    const team = new QueryBuilder().select({ id: partners.id }).from(partners).where(eq(partners.teamLeadId, partner.id));
    return or(eq(table.partnerId, partner.id), inArray(table.partnerId, team)) as SQL;
  }
  return eq(table.partnerId, partner.id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from the client are checked before they reach a uuid column, so a bad one is a 404, not a 500. */
export const isUuid = (value: string) => UUID.test(value);
