import { errorCodes, isLoanProductCode, lamfEligible, loanProductProfiles, type LamfFolios } from '@portal/domain';
import type { Database } from '../../db/client';
import type { PartnerScope } from '../../db/partner-scope';
import { AppError, notFound } from '../../plugins/errors';
import type { FundRegistry } from '../../providers/fund-registry/fund-registry';
import { findApplication, findConsent, updateApplication, type ApplicationRow } from './lending-repository';
import { unsealPan } from '../../security/pan-seal';

interface FoliosContext {
  db: Database;
  fundRegistry: FundRegistry;
  panSealKey: Buffer;
  clock: { now(): Date };
}

export const lamfFolioMessages = {
  notLamf: 'This application is not a loan against mutual funds',
  consentMissing: 'The customer has not agreed yet to fetch the mutual fund folios. Send the OTP and enter it first',
} as const;

const ltvPercent = { EQUITY: 50, DEBT: 80, HYBRID: 60 } as const;

/**
 * The registry's folios of the application's PAN and what each supports at the lenders' loan-to-value
 * (decision 0077). Only called under a standing consent of purpose lamf-folio-fetch (decision 0150); the
 * eligible total is kept on the application for the lenders.
 */
export async function fetchConsentedFolios(context: FoliosContext, application: ApplicationRow): Promise<LamfFolios> {
  const folios = (await context.fundRegistry.foliosByPan(unsealPan(context.panSealKey, application.panSealed))).map((f) => {
    const value = Math.round(f.units * f.nav);
    return { ...f, value, ltvPercent: ltvPercent[f.category], eligibleAmount: lamfEligible(f.category, value) };
  });
  const answer = { folios, totalValue: folios.reduce((s, f) => s + f.value, 0), eligibleAmount: folios.reduce((s, f) => s + f.eligibleAmount, 0) };
  if (application.answers.lamfEligibleAmount !== answer.eligibleAmount) {
    await updateApplication(context.db, application.id, {
      answers: { ...application.answers, lamfEligibleAmount: answer.eligibleAmount },
      updatedAt: context.clock.now(),
    });
  }
  return answer;
}

/**
 * POST /products/lamf/folios {aggregatorId}: the folios of a LAMF application the partner may see, only
 * once its customer has agreed by OTP to their fetch (409 before, and after a withdrawal). No PAN is taken:
 * a PAN alone never shows anyone's holdings.
 */
export async function foliosOfApplication(context: FoliosContext, partner: PartnerScope, aggregatorId: string): Promise<LamfFolios> {
  const application = await findApplication(context.db, partner, aggregatorId);
  if (!application) throw notFound('Application not found');
  const pledgesFolios = isLoanProductCode(application.productCode) && loanProductProfiles[application.productCode].fetchesFoliosOnConsent;
  if (!pledgesFolios) throw notFound(lamfFolioMessages.notLamf);
  const consent = application.consentGivenAt ? await findConsent(context.db, application.id) : undefined;
  if (!consent || consent.purpose !== 'lamf-folio-fetch') throw new AppError(409, errorCodes.conflict, lamfFolioMessages.consentMissing);
  return fetchConsentedFolios(context, application);
}
