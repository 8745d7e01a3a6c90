import { asc, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerInFirstSchema, type DatabaseAtMigration, insertTenants, openAtMigration } from '../../test-helper';
import { leadStatusHistory } from '../../db/schema/leads-schema';
import { lifeApplicationEvents } from '../../db/schema/life-schema';
import { toHistoryEntry } from './leads-service';

const NOTE_KEYS_MIGRATION = '0030_lead-note-keys';

describe('the lead note keys migration on a history written in English sentences (decision 0278)', () => {
  let migration: DatabaseAtMigration;
  beforeAll(async () => {
    migration = await openAtMigration(NOTE_KEYS_MIGRATION);
  });
  afterAll(() => migration.close());

  it('gives the portal’s old sentences their key and names, and leaves a partner’s own words as typed', async () => {
    await migration.migrateBefore();
    const { db } = migration.database;
    await insertTenants(db);
    const partner = await createPartnerInFirstSchema(db);
    const leadId = 'LDNOTES0000001';
    await db.execute(sql`
      INSERT INTO leads (id, tenant_code, partner_id, product_code, customer_name, customer_mobile, status)
      VALUES (${leadId}, 'mintpro', ${partner.id}, 'personal-loan', 'Asha Verma', '9999900150', 'CLOSED')`);
    // Raw SQL, as the history stood before this migration: the sentence only.
    const rows: [string | null, string, string, string | null][] = [
      [null, 'CONSENT_PENDING', 'partner', 'Link sent by SMS'],
      ['CONSENT_PENDING', 'CONSENT_PENDING', 'partner', 'Link shared by copied link'],
      ['CONSENT_PENDING', 'CONSENT_GIVEN', 'customer', 'Customer consented by OTP'],
      ['CONSENT_GIVEN', 'OFFERS_READY', 'lender', 'Lenders’ offers are in'],
      ['OFFERS_READY', 'OFFER_SELECTED', 'partner', 'Offer of ABC Finance: Home, chosen'],
      ['OFFER_SELECTED', 'APPLICATION_IN_PROGRESS', 'customer', 'Customer journey: apply'],
      ['APPLICATION_IN_PROGRESS', 'APPLICATION_IN_PROGRESS', 'lender', 'ABC Finance: IN_REVIEW'],
      ['APPLICATION_IN_PROGRESS', 'CLOSED', 'partner', 'Customer moved to another city'],
      ['CLOSED', 'CLOSED', 'partner', 'Offer of help declined: IN_REVIEW'],
    ];
    for (const [from, to, actor, note] of rows) {
      await db.execute(
        sql`INSERT INTO lead_status_history (lead_id, from_status, to_status, actor, note) VALUES (${leadId}, ${from}, ${to}, ${actor}, ${note})`,
      );
    }
    await db.execute(sql`INSERT INTO life_applications (id, tenant_code, partner_id, plan_type) VALUES ('LRNOTES0000001', 'mintpro', ${partner.id}, 'TERM')`);
    await db.execute(sql`
      INSERT INTO life_application_events (application_id, event, note, at) VALUES ('LRNOTES0000001', 'PROPOSAL_SUBMITTED', 'Axis Max Life, reference AML-123', now())`);

    await migration.migrateThrough();

    // The columns this migration knew: a later one adds the mover's partner_id (0032).
    const { partnerId: _later, ...columnsThen } = getTableColumns(leadStatusHistory);
    const rowsThen = await db.select(columnsThen).from(leadStatusHistory).orderBy(asc(leadStatusHistory.id));
    const history = rowsThen.map((entry) => toHistoryEntry({ ...entry, partnerId: null }, partner));
    expect(history.map(({ note, noteKey, noteValues }) => ({ note, noteKey, noteValues }))).toEqual([
      { note: 'Link sent by SMS', noteKey: 'linkSentBySms', noteValues: undefined },
      { note: 'Link shared by copied link', noteKey: 'linkSharedBy.copied-link', noteValues: undefined },
      { note: 'Customer consented by OTP', noteKey: 'customerConsented', noteValues: undefined },
      { note: 'Lenders’ offers are in', noteKey: 'offersIn', noteValues: undefined },
      { note: 'Offer of ABC Finance: Home, chosen', noteKey: 'offerChosen', noteValues: { lender: 'ABC Finance: Home,' } },
      { note: 'Customer journey: apply', noteKey: 'customerJourney.apply', noteValues: undefined },
      { note: 'ABC Finance: IN_REVIEW', noteKey: 'lenderStatus.IN_REVIEW', noteValues: { lender: 'ABC Finance' } },
      // A partner's own words, even one that looks like a lender's status, are no sentence of the portal's.
      { note: 'Customer moved to another city', noteKey: undefined, noteValues: undefined },
      { note: 'Offer of help declined: IN_REVIEW', noteKey: undefined, noteValues: undefined },
    ]);
    const [event] = await db.select().from(lifeApplicationEvents);
    expect(event).toMatchObject({
      note: 'Axis Max Life, reference AML-123',
      noteKey: 'lifeProposalReference',
      noteValues: { insurer: 'Axis Max Life', reference: 'AML-123' },
    });
  });
});
