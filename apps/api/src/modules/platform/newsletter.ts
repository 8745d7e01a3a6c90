import { and, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, tenants, type Language, type TenantCode } from '@portal/domain';
import type { Database } from '../../db/client';
import type { EmailProvider } from '../../providers/email/email-provider';
import { DEFAULT_TENANT } from '../../lib/tenant-choice';
import { newsletterSubscriptions } from '../../db/schema/platform-schema';
import { renderNotification } from '../../lib/notification-text';

/**
 * Records the subscription with its consent's time (DPDP: consent for one purpose, withdrawable as easily)
 * and welcomes a new or returning subscriber once; an address already subscribed gets nothing more.
 */
export async function subscribeToNewsletter(
  deps: { db: Database; email: EmailProvider },
  request: { email: string; tenant?: TenantCode },
  now: Date,
  /** The subscriber's language (the request's), in which the welcome is written. */
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const email = request.email.trim().toLowerCase();
  const tenantCode = request.tenant ?? DEFAULT_TENANT;
  const inserted = await deps.db
    .insert(newsletterSubscriptions)
    .values({ email, tenantCode, consentedAt: now })
    .onConflictDoNothing()
    .returning({ email: newsletterSubscriptions.email });
  const returned = inserted.length
    ? inserted
    : await deps.db
        .update(newsletterSubscriptions)
        .set({ consentedAt: now, unsubscribedAt: null, tenantCode })
        .where(and(eq(newsletterSubscriptions.email, email), isNotNull(newsletterSubscriptions.unsubscribedAt)))
        .returning({ email: newsletterSubscriptions.email });
  if (returned.length === 0) return;
  const variables = { brandName: tenants[tenantCode].name };
  const { subject = '', text } = renderNotification('newsletter-welcome', 'EMAIL', variables, language, tenantCode)!;
  await deps.email.send({ to: email, template: 'newsletter-welcome', subject, text, variables, sender: { tenantCode } });
}

export async function unsubscribeFromNewsletter(db: Database, email: string, now: Date): Promise<void> {
  await db.update(newsletterSubscriptions).set({ unsubscribedAt: now }).where(eq(newsletterSubscriptions.email, email.trim().toLowerCase()));
}
