import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import type { SessionPartner } from '../../plugins/auth';
import { isUuid } from '../sales/sales-repository';

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

/** The partner's own upload with its bytes; another partner's id does not exist for him. */
export async function findOwnUpload(db: Database, partnerId: string, fileId: string): Promise<UploadRow | undefined> {
  if (!isUuid(fileId)) return undefined;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, fileId), eq(uploads.partnerId, partnerId)))
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
