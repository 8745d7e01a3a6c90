import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { whereVisibleTo, type PartnerScope } from '../../db/partner-scope';
import { partners } from '../../db/partners-schema';
import { policies } from '../../db/schema/policies-schema';
import { qrCodeSheets, qrCodes } from '../../db/schema/qr-codes-schema';

export type QrCodeSheetRow = typeof qrCodeSheets.$inferSelect;
export type QrCodeRow = typeof qrCodes.$inferSelect;

export async function insertSheet(
  db: Database,
  sheet: { partnerId: string; tenantCode: QrCodeSheetRow['tenantCode']; sumInsured: number; codes: { tokenHash: string; activationCodeHash: string }[] },
): Promise<QrCodeSheetRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(qrCodeSheets)
      .values({ partnerId: sheet.partnerId, tenantCode: sheet.tenantCode, productCode: 'sachet-term', sumInsured: sheet.sumInsured, count: sheet.codes.length })
      .returning();
    await tx.insert(qrCodes).values(sheet.codes.map((code) => ({ sheetId: row!.id, ...code })));
    return row!;
  });
}

/** The partner's sheets (an admin's: the tenant's), newest first, with their scanned and activated counts. */
export async function listSheets(db: Database, partner: PartnerScope) {
  return db
    .select({
      sheet: qrCodeSheets,
      // Written out qualified: in a select's fields drizzle names columns without their table.
      scanned: sql<number>`(select count(*)::int from qr_codes c where c.sheet_id = "qr_code_sheets"."id" and c.scan_count > 0)`,
      activated: sql<number>`(select count(*)::int from qr_codes c where c.sheet_id = "qr_code_sheets"."id" and c.activated_at is not null)`,
    })
    .from(qrCodeSheets)
    .where(whereVisibleTo(partner, qrCodeSheets))
    .orderBy(desc(qrCodeSheets.createdAt));
}

/** A code by its token's hash, with its sheet; `forUpdate` locks the code's row until the transaction ends. */
export async function findCodeByTokenHash(db: Database, tokenHash: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ code: qrCodes, sheet: qrCodeSheets })
    .from(qrCodes)
    .innerJoin(qrCodeSheets, eq(qrCodes.sheetId, qrCodeSheets.id))
    .where(eq(qrCodes.tokenHash, tokenHash));
  const [row] = options.forUpdate ? await query.for('update', { of: qrCodes }) : await query;
  return row;
}

export async function countScan(db: Database, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(qrCodes)
    .set({ scanCount: sql`${qrCodes.scanCount} + 1` })
    .where(eq(qrCodes.tokenHash, tokenHash))
    .returning({ scanCount: qrCodes.scanCount });
  return row?.scanCount;
}

export async function markActivated(db: Database, codeId: string, proposalId: string, at: Date): Promise<void> {
  await db
    .update(qrCodes)
    .set({ proposalId, activatedAt: at })
    .where(and(eq(qrCodes.id, codeId), sql`${qrCodes.activatedAt} is null`));
}

export async function findSheetPartner(db: Database, partnerId: string) {
  const [row] = await db.select().from(partners).where(eq(partners.id, partnerId));
  return row;
}

export async function findPolicyOfProposal(db: Database, proposalId: string) {
  const [row] = await db.select().from(policies).where(eq(policies.proposalId, proposalId));
  return row;
}
