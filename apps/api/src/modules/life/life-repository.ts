import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { whereVisibleTo, type PartnerScope } from '../../db/partner-scope';
import { lifeApplicationEvents, lifeApplications } from '../../db/schema/life-schema';

export type LifeApplicationRow = typeof lifeApplications.$inferSelect;
export type LifeEventRow = typeof lifeApplicationEvents.$inferSelect;

const idAlphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** The public request id: LR + 12 letters or digits (about 61 random bits). */
export const newLifeRequestId = () => `LR${Array.from({ length: 12 }, () => idAlphabet[randomInt(idAlphabet.length)]).join('')}`;

export async function insertLifeApplication(db: Database, row: typeof lifeApplications.$inferInsert): Promise<LifeApplicationRow> {
  const [inserted] = await db.insert(lifeApplications).values(row).returning();
  return inserted!;
}

/** The application if the partner may see it (his own; an admin, his tenant's), locked for update when asked. */
export async function findVisibleLifeApplication(db: Database, partner: PartnerScope, requestId: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(lifeApplications)
    .where(and(eq(lifeApplications.id, requestId), whereVisibleTo(partner, lifeApplications)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Unscoped and locked: for the insurers' signed callbacks only. */
export async function lockLifeApplication(db: Database, requestId: string) {
  const [row] = await db.select().from(lifeApplications).where(eq(lifeApplications.id, requestId)).for('update');
  return row;
}

export async function updateLifeApplication(db: Database, requestId: string, patch: Partial<typeof lifeApplications.$inferInsert>, now: Date) {
  const [row] = await db
    .update(lifeApplications)
    .set({ ...patch, updatedAt: now })
    .where(eq(lifeApplications.id, requestId))
    .returning();
  return row!;
}

/** Adds a timeline event; false when the insurer's event id was seen before for this application (a replay). */
export async function addLifeEvent(db: Database, event: typeof lifeApplicationEvents.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(lifeApplicationEvents).values(event).onConflictDoNothing().returning({ id: lifeApplicationEvents.id });
  return inserted.length > 0;
}

export async function findLifeEvents(db: Database, requestId: string): Promise<LifeEventRow[]> {
  return db
    .select()
    .from(lifeApplicationEvents)
    .where(eq(lifeApplicationEvents.applicationId, requestId))
    .orderBy(asc(lifeApplicationEvents.at), asc(lifeApplicationEvents.id));
}
