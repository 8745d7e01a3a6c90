import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { supportRequestSchema, TenantCode } from '@portal/domain';
import type { Database } from '../../db/client';
import { supportRequests } from '../../db/schema/help-centre-schema';

const toSupportRequestView = (row: typeof supportRequests.$inferSelect) => ({
  requestId: row.id,
  category: row.category,
  subject: row.subject,
  status: row.status,
  referenceId: row.referenceId,
  createdAt: row.createdAt.toISOString(),
});

/** The partner's own support requests, newest first (the last 50). */
export async function listSupportRequests(db: Database, partnerId: string) {
  const rows = await db.select().from(supportRequests).where(eq(supportRequests.partnerId, partnerId)).orderBy(desc(supportRequests.createdAt)).limit(50);
  return rows.map(toSupportRequestView);
}

/** A partner's support request to his tenant's desk. */
export async function createSupportRequest(db: Database, partner: { id: string; tenantCode: TenantCode }, request: z.output<typeof supportRequestSchema>) {
  const [row] = await db
    .insert(supportRequests)
    .values({ tenantCode: partner.tenantCode, partnerId: partner.id, ...request, referenceId: request.referenceId ?? null })
    .returning();
  return toSupportRequestView(row!);
}
