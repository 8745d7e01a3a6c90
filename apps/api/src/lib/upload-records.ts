import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isUuid, whereVisibleTo, type PartnerScope } from '../db/partner-scope';
import { uploads } from '../db/schema/uploads-schema';
import type { SessionPartner } from '../plugins/auth';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

export async function insertUpload(
  db: Database,
  upload: { partner: SessionPartner; id: string; storedName: string; originalName: string; contentType: UploadContentType; content: Buffer },
): Promise<UploadRow> {
  const [row] = await db
    .insert(uploads)
    .values({
      id: upload.id,
      partnerId: upload.partner.id,
      tenantCode: upload.partner.tenantCode,
      storedName: upload.storedName,
      originalName: upload.originalName,
      contentType: upload.contentType,
      size: upload.content.length,
      content: upload.content,
    })
    .returning();
  return row!;
}

/**
 * An upload with its bytes, for whoever may see the proposals it belongs to: the partner who uploaded it,
 * or an admin of the same tenant (who sees the tenant's proposals). For anyone else it does not exist.
 */
export async function findVisibleUpload(db: Database, viewer: PartnerScope, fileId: string): Promise<UploadRow | undefined> {
  if (!isUuid(fileId)) return undefined;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, fileId), whereVisibleTo(viewer, uploads)))
    .limit(1);
  return row;
}

/** Content types of the partner's own uploads among `fileIds` (bytes not read). */
export async function findOwnUploadTypes(db: Database, partnerId: string, fileIds: string[]): Promise<Map<string, string>> {
  const ids = fileIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, contentType: uploads.contentType })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.partnerId, partnerId)));
  return new Map(rows.map((row) => [row.id, row.contentType]));
}
