import { eq } from 'drizzle-orm';
import type { Language } from '@portal/domain';
import type { Database } from '../../db/client';
import { partners } from '../../db/partners-schema';
import type { SessionPartner } from '../../plugins/auth';

/**
 * Remembers the partner's language on his profile, so it follows him to another device. Any
 * role may (it is his own preference, not the tenant's data); the caller empties the session caches, which
 * hold the partner row.
 */
export async function setPartnerLanguage(db: Database, partner: SessionPartner, language: Language): Promise<SessionPartner> {
  await db.update(partners).set({ language }).where(eq(partners.id, partner.id));
  return { ...partner, language };
}
