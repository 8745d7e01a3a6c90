import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerInFirstSchema, type DatabaseAtMigration, insertTenants, openAtMigration } from '../../test-helper';
import { leadStatusHistory } from '../../db/schema/leads-schema';

const MOVER_MIGRATION = '0032_lead-history-partner';

describe('the lead history mover migration on a history that named no partner (decision 0306)', () => {
  let migration: DatabaseAtMigration;
  beforeAll(async () => {
    migration = await openAtMigration(MOVER_MIGRATION);
  });
  afterAll(() => migration.close());

  it("names the owner on a lead's first row by a partner, and guesses no one for later moves", async () => {
    await migration.migrateBefore();
    const { db } = migration.database;
    await insertTenants(db);
    const owner = await createPartnerInFirstSchema(db);
    const leadId = 'LDMOVER0000001';
    const fromPublicPage = 'LDMOVER0000002';
    for (const id of [leadId, fromPublicPage]) {
      await db.execute(sql`
        INSERT INTO leads (id, tenant_code, partner_id, product_code, customer_name, customer_mobile, status)
        VALUES (${id}, 'mintpro', ${owner.id}, 'personal-loan', 'Asha Verma', '9999900151', 'CLOSED')`);
    }
    const rows: [string, string | null, string, string][] = [
      [leadId, null, 'CREATED', 'partner'],
      [leadId, 'CREATED', 'LINK_SHARED', 'partner'],
      [leadId, 'LINK_SHARED', 'CONSENT_GIVEN', 'customer'],
      [leadId, 'CONSENT_GIVEN', 'CLOSED', 'partner'],
      [fromPublicPage, null, 'CREATED', 'customer'],
    ];
    for (const [id, from, to, actor] of rows) {
      await db.execute(sql`INSERT INTO lead_status_history (lead_id, from_status, to_status, actor) VALUES (${id}, ${from}, ${to}, ${actor})`);
    }

    await migration.migrateThrough();

    const movers = async (id: string) =>
      (
        await db
          .select({ to: leadStatusHistory.toStatus, partnerId: leadStatusHistory.partnerId })
          .from(leadStatusHistory)
          .where(eq(leadStatusHistory.leadId, id))
          .orderBy(asc(leadStatusHistory.id))
      ).map(({ to, partnerId }) => [to, partnerId]);
    expect(await movers(leadId)).toEqual([
      ['CREATED', owner.id],
      ['LINK_SHARED', null],
      ['CONSENT_GIVEN', null],
      ['CLOSED', null],
    ]);
    expect(await movers(fromPublicPage)).toEqual([['CREATED', null]]);
  });
});
