import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerAuthorisations } from '../../db/partners-schema';

/** The partner's authorisation rows (AUTHORISED or WAITLISTED), product by product. */
export async function findAuthorisations(db: Database, partnerId: string) {
  return db
    .select({ productCode: partnerAuthorisations.productCode, status: partnerAuthorisations.status })
    .from(partnerAuthorisations)
    .where(eq(partnerAuthorisations.partnerId, partnerId))
    .orderBy(partnerAuthorisations.productCode);
}

/** Adds the partner to a product's waitlist; an existing row (authorised or waitlisted) is left as it is. */
export async function insertWaitlistEntry(db: Database, partnerId: string, productCode: string): Promise<void> {
  await db.insert(partnerAuthorisations).values({ partnerId, productCode, status: 'WAITLISTED' }).onConflictDoNothing();
}
