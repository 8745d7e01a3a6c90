import { eq } from 'drizzle-orm';
import { tenants, type CustomerCreditConsent } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import type { CustomerSession } from '../auth/customer-session-repository';
import { creditChecks } from './credit-score-schema';
import { consentOf, creditScoreMessages, maskMobile, revokeCreditConsent, type CreditScoreContext } from './credit-score-service';

async function checkOfSession(context: CreditScoreContext, session: CustomerSession) {
  const [row] = await context.db.select().from(creditChecks).where(eq(creditChecks.customerLeadId, session.scope.id)).limit(1);
  if (!row) throw notFound(creditScoreMessages.notFound);
  return row;
}

/** GET /credit-score/customer/consent: the session's check's consent, given and withdrawn (decision 0091). */
export async function getCustomerConsent(context: CreditScoreContext, session: CustomerSession): Promise<CustomerCreditConsent> {
  const row = await checkOfSession(context, session);
  const consent = await consentOf(context.db, row.consentId);
  return {
    brandName: tenants[row.tenantCode].name,
    mobileMasked: maskMobile(row.customerMobile),
    givenAt: consent?.givenAt.toISOString() ?? null,
    withdrawnAt: consent?.withdrawnAt?.toISOString() ?? null,
  };
}

/**
 * POST /credit-score/customer/consent/withdraw: the signed-in customer withdraws, in one step, as the public
 * call does for their mobile (every standing credit-report consent, the reports erased; decision 0087).
 * Withdrawing again changes nothing.
 */
export async function withdrawCustomerConsent(context: CreditScoreContext, session: CustomerSession): Promise<CustomerCreditConsent> {
  const row = await checkOfSession(context, session);
  await revokeCreditConsent(context, row.customerMobile);
  return getCustomerConsent(context, session);
}
