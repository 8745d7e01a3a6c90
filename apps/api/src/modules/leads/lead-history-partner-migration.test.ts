import { rm } from 'node:fs/promises';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerInFirstSchema, createTestDatabase, insertTenants, migrateWith, migrationsUpTo } from '../../test-helper';
import type { DatabaseHandle } from '../../db/client';
import { leadStatusHistory } from '../../db/schema/leads-schema';

const MOVER_MIGRATION = '0032_lead-history-partner';

describe('the lead history mover migration on a history that named no partner (decision 0306)', () => {
  let database: DatabaseHandle;
  let before: string;
  let through: string;
  beforeAll(async () => {
    database = await createTestDatabase({ migrated: false });
    before = await migrationsUpTo(MOVER_MIGRATION, { include: false });
    through = await migrationsUpTo(MOVER_MIGRATION, { include: true });
  });
  afterAll(async () => {
    await database.close();
    await rm(before, { recursive: true, force: true });
    await rm(through, { recursive: true, force: true });
  });

  it("names the owner on a lead's first row by a partner, and guesses no one for later moves", async () => {
    await migrateWith(database, before);
    const { db } = database;
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

    await migrateWith(database, through);

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
