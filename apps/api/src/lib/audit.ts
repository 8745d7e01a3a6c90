import type { AdminAuditAction, TenantCode } from '@portal/domain';
import type { Database } from '../db/client';
import { adminAuditLog } from '../db/schema/admin-schema';

/** One line of the tenant's audit log (admin changes, template and message settings), written by whichever module made the change. */
export async function insertAudit(
  db: Database,
  entry: { tenantCode: TenantCode; actorId: string; action: AdminAuditAction; summary: string; changeId?: string },
): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}
