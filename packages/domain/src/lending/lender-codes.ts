/**
 * The sandbox lenders, one per bank code of SPEC §9 (idfc first, bandhan, mashreq, ippb, federal, yes, dbs,
 * and the white-label tenant's bank, Sahyadri Co-operative Bank). Each one's rules are its file in lenders/.
 */
export const lenderCodes = ['IDFC_FIRST', 'BANDHAN', 'MASHREQ', 'IPPB', 'FEDERAL', 'YES', 'DBS', 'SAHYADRI'] as const;
export type LenderCode = (typeof lenderCodes)[number];

export function isLenderCode(value: string): value is LenderCode {
  return (lenderCodes as readonly string[]).includes(value);
}

/** The loan products lenders make offers for (FD and LAMF have their own flows). */
export const loanProductCodes = ['personal-loan', 'home-loan', 'business-loans', 'lamf'] as const;
export type LoanProductCode = (typeof loanProductCodes)[number];
export const isLoanProductCode = (value: string): value is LoanProductCode => (loanProductCodes as readonly string[]).includes(value);
