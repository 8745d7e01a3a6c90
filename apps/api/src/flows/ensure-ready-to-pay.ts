import { ensureKycPassed } from '../modules/kyc';
import { ensureMandateSigned } from '../modules/mandates';
import type { EnsureReadyToPay } from '../modules/payments';

/**
 * Before a proposal is paid, the sale's other steps are done: its mandate signed, then its KYC passed and
 * still matching the answers (each only where the product asks for it); the first one missing is the 409.
 * The payments module calls it when it makes a payment link.
 */
export const ensureReadyToPay: EnsureReadyToPay = async (db, product, record) => {
  await ensureMandateSigned(db, product, record.proposal.id);
  await ensureKycPassed(db, product, record);
};
