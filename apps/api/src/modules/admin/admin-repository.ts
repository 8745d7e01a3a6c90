import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { AdminChangeRequest, AdminChangeStatus, TenantCode } from '@portal/domain';
import type { Database } from '../../db/client';
import { partnerAuthorisations, partners } from '../../db/partners-schema';
import { adminAuditLog, adminChanges } from '../../db/schema/admin-schema';

export const AUDIT_PAGE_SIZE = 50;

/** The tenant's partners, by name, each with his authorisation rows. */
export async function findTenantPartners(db: Database, tenant: TenantCode) {
  const rows = await db
    .select({
      id: partners.id,
      name: partners.name,
      mobile: partners.mobile,
      email: partners.email,
      role: partners.role,
      active: partners.active,
      teamLeadId: partners.teamLeadId,
      productCode: partnerAuthorisations.productCode,
      status: partnerAuthorisations.status,
    })
    .from(partners)
    .leftJoin(partnerAuthorisations, eq(partnerAuthorisations.partnerId, partners.id))
    .where(eq(partners.tenantCode, tenant))
    .orderBy(asc(partners.name), asc(partners.id), asc(partnerAuthorisations.productCode));
  const byId = new Map<
    string,
    Omit<(typeof rows)[number], 'productCode' | 'status'> & { authorisations: { productCode: string; status: 'AUTHORISED' | 'WAITLISTED' }[] }
  >();
  for (const { productCode, status, ...partner } of rows) {
    const entry = byId.get(partner.id) ?? { ...partner, authorisations: [] };
    if (productCode && status) entry.authorisations.push({ productCode, status });
    byId.set(partner.id, entry);
  }
  return [...byId.values()];
}

/** One partner of the tenant (another tenant's id is simply not found), locked for the change being made. */
export async function findTenantPartnerForUpdate(db: Database, tenant: TenantCode, partnerId: string) {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.tenantCode, tenant)))
    .for('update');
  return row;
}

export async function insertChange(db: Database, tenant: TenantCode, requestedBy: string, request: AdminChangeRequest) {
  const [row] = await db.insert(adminChanges).values({ tenantCode: tenant, requestedBy, request }).returning();
  return row!;
}

/** The change, locked: of two admins deciding it at once, the second waits and then sees it decided. */
export async function findChangeForUpdate(db: Database, tenant: TenantCode, changeId: string) {
  const [row] = await db
    .select()
    .from(adminChanges)
    .where(and(eq(adminChanges.id, changeId), eq(adminChanges.tenantCode, tenant)))
    .for('update');
  return row;
}

export async function markChangeDecided(db: Database, changeId: string, status: AdminChangeStatus, decidedBy: string, at: Date) {
  const [row] = await db.update(adminChanges).set({ status, decidedBy, decidedAt: at }).where(eq(adminChanges.id, changeId)).returning();
  return row!;
}

export async function findChanges(db: Database, tenant: TenantCode, status: AdminChangeStatus | undefined) {
  return db
    .select()
    .from(adminChanges)
    .where(status ? and(eq(adminChanges.tenantCode, tenant), eq(adminChanges.status, status)) : eq(adminChanges.tenantCode, tenant))
    .orderBy(desc(adminChanges.createdAt))
    .limit(200);
}

/** The tenant's audit log, newest first, a page before the given id. */
export async function findAudit(db: Database, tenant: TenantCode, before: number | undefined) {
  return db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      actorId: adminAuditLog.actorId,
      actorName: partners.name,
      summary: adminAuditLog.summary,
      changeId: adminAuditLog.changeId,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .innerJoin(partners, eq(partners.id, adminAuditLog.actorId))
    .where(before ? and(eq(adminAuditLog.tenantCode, tenant), lt(adminAuditLog.id, before)) : eq(adminAuditLog.tenantCode, tenant))
    .orderBy(desc(adminAuditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
}
