import type { MultipartFile } from '@fastify/multipart';
import { and, desc, eq } from 'drizzle-orm';
import {
  errorCodes,
  templateDownloadPath,
  templateMessages,
  templatePublicPath,
  templateUploadFieldsSchema,
  type TemplateContentType,
  type TemplateFile,
  type TenantCode,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound, validationError } from '../../plugins/errors';
import { insertAudit } from '../../lib/audit';
import { readFileWithinLimit } from '../../lib/read-file-within-limit';
import { templateFiles } from '../../db/schema/templates-schema';
import { fileTypeOf } from '../../lib/file-type-of';

export type TemplateRow = typeof templateFiles.$inferSelect;

export const tooLarge = () => new AppError(413, errorCodes.payloadTooLarge, templateMessages.tooLarge);
const unsupported = () => new AppError(415, errorCodes.unsupportedMedia, templateMessages.type);

const binaryTypes: Partial<Record<string, TemplateContentType>> = {
  'application/pdf': 'application/pdf',
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
};

/** What the bytes are: PDF, PNG or JPEG by their magic, or text when they are UTF-8 without control characters. */
async function contentTypeOf(content: Buffer): Promise<TemplateContentType | undefined> {
  const detected = await fileTypeOf(content);
  if (detected) return binaryTypes[detected.mime];
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    // Tab, line feed and carriage return are text; any other control character is not.
    return /[^\P{Cc}\t\n\r]/u.test(text) ? undefined : 'text/plain';
  } catch {
    return undefined;
  }
}

const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200) || 'template';

const toTemplateFile = (row: Omit<TemplateRow, 'content'>): TemplateFile => ({
  templateId: row.id,
  tenant: row.tenantCode,
  broker: row.broker,
  path: row.path,
  cloudSource: row.cloudSource,
  bucket: row.bucket,
  public: row.isPublic,
  fileName: row.originalName,
  contentType: row.contentType,
  size: row.size,
  url: row.isPublic ? templatePublicPath(row.id) : templateDownloadPath(row.id),
  uploadedAt: row.updatedAt.toISOString(),
});

const listColumns = {
  id: templateFiles.id,
  tenantCode: templateFiles.tenantCode,
  broker: templateFiles.broker,
  path: templateFiles.path,
  cloudSource: templateFiles.cloudSource,
  bucket: templateFiles.bucket,
  isPublic: templateFiles.isPublic,
  originalName: templateFiles.originalName,
  contentType: templateFiles.contentType,
  size: templateFiles.size,
  uploadedBy: templateFiles.uploadedBy,
  createdAt: templateFiles.createdAt,
  updatedAt: templateFiles.updatedAt,
};

/** The fields sent before the file, each a plain value, checked; another tenant is not the admin's to write (as if it did not exist). */
function uploadFieldsOf(admin: SessionPartner, part: MultipartFile) {
  const values = Object.fromEntries(
    Object.entries(part.fields).map(([name, field]) => [name, field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined]),
  );
  const parsed = templateUploadFieldsSchema.safeParse(values);
  if (!parsed.success) {
    part.file.resume();
    throw validationError(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
  }
  const fields = parsed.data;
  if (fields.tenant !== admin.tenantCode) {
    part.file.resume();
    throw notFound('Tenant not found');
  }
  return fields;
}

/** An admin's upload of a template: its fields and bytes checked, saved in its place (replacing what was there), audited. */
export async function uploadTemplate(db: Database, admin: SessionPartner, part: MultipartFile | undefined): Promise<TemplateFile> {
  if (!part) throw validationError({ file: templateMessages.file });
  const fields = uploadFieldsOf(admin, part);
  const content = await readFileWithinLimit(part.file, tooLarge);
  if (content.length === 0) throw validationError({ file: templateMessages.file });
  const contentType = await contentTypeOf(content);
  if (!contentType) throw unsupported();
  const now = new Date();
  const record = {
    tenantCode: admin.tenantCode,
    broker: fields.broker,
    path: fields.path,
    cloudSource: fields.cloudSource,
    bucket: fields.bucket,
    isPublic: fields.public === 'true',
    originalName: displayName(part.filename),
    contentType,
    size: content.length,
    content,
    uploadedBy: admin.id,
    updatedAt: now,
  };
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(templateFiles)
      .values(record)
      .onConflictDoUpdate({
        target: [templateFiles.tenantCode, templateFiles.broker, templateFiles.bucket, templateFiles.path],
        set: { ...record, createdAt: undefined },
      })
      .returning(listColumns);
    await insertAudit(tx, {
      tenantCode: admin.tenantCode,
      actorId: admin.id,
      action: 'TEMPLATE_UPLOADED',
      summary: `Upload template ${fields.bucket}/${fields.path} (${fields.public === 'true' ? 'public' : 'private'})`,
    });
    return saved!;
  });
  return toTemplateFile(row);
}

/** The tenant's templates, newest first, without their bytes. */
export async function listTemplates(db: Database, tenantCode: TenantCode): Promise<TemplateFile[]> {
  const rows = await db
    .select(listColumns)
    .from(templateFiles)
    .where(eq(templateFiles.tenantCode, tenantCode))
    .orderBy(desc(templateFiles.updatedAt))
    .limit(500);
  return rows.map(toTemplateFile);
}

/** One template with its bytes: of the admin's tenant, or a public one; 404 otherwise. */
export async function findTemplate(db: Database, templateId: string, scope: { tenantCode: TenantCode } | { public: true }): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(templateFiles)
    .where(and(eq(templateFiles.id, templateId), 'tenantCode' in scope ? eq(templateFiles.tenantCode, scope.tenantCode) : eq(templateFiles.isPublic, true)));
  if (!row) throw notFound('Template not found');
  return row;
}
