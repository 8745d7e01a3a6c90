import type { LenderCode, LoanProductCode } from '../lender-codes';
import type { LenderRules } from '../lender-profile';
import { bandhan } from './bandhan';
import { dbs } from './dbs';
import { federal } from './federal';
import { idfcFirst } from './idfc-first';
import { ippb } from './ippb';
import { mashreq } from './mashreq';
import { sahyadri } from './sahyadri';
import { yes } from './yes';

/**
 * The sandbox lenders, one file each (decision 0143), one per bank code of SPEC §9. Every list of lenders
 * (names, paths, who makes which product, the FD banks, a tenant's own bank) is read off these records.
 */
export const lenderRules: Record<LenderCode, LenderRules> = {
  IDFC_FIRST: idfcFirst,
  BANDHAN: bandhan,
  MASHREQ: mashreq,
  IPPB: ippb,
  FEDERAL: federal,
  YES: yes,
  DBS: dbs,
  SAHYADRI: sahyadri,
};

const allLenders = Object.values(lenderRules);

export const lenderNames = Object.fromEntries(allLenders.map((lender) => [lender.code, lender.name])) as Record<LenderCode, string>;

/** Lenders that make this product at all (the ones asked). */
export function lendersFor(productCode: LoanProductCode): LenderRules[] {
  return allLenders.filter((lender) => lender.products[productCode] !== undefined);
}

/** The banks that take fixed deposits (the FD sell form's choices). */
export const fdBanks: readonly LenderCode[] = allLenders.filter((lender) => lender.fixedDeposits).map((lender) => lender.code);
