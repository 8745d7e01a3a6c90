import { businessLoansLending } from '../products/business-loans';
import { homeLoanLending } from '../products/home-loan';
import { lamfLending } from '../products/lamf';
import { personalLoanLending } from '../products/personal-loan';
import { loanProductCodes, type LoanProductCode } from './lender-codes';
import type { LoanProductProfile } from './loan-product-profile';

/** Each loan product's lending profile, kept in its product file (decision 0143); lists of products are read off them. */
export const loanProductProfiles: Record<LoanProductCode, LoanProductProfile> = {
  'personal-loan': personalLoanLending,
  'home-loan': homeLoanLending,
  'business-loans': businessLoansLending,
  lamf: lamfLending,
};

const productsWhere = (test: (profile: LoanProductProfile) => boolean): readonly LoanProductCode[] =>
  loanProductCodes.filter((code) => test(loanProductProfiles[code]));

/** Loan products whose customer is sent to a chosen offer by the partner's redirection link. */
export const redirectionLoanProducts = productsWhere((profile) => profile.customerLink === 'redirection');
/** Loan products whose partner first shares a link for the customer to give details (POST /share-details names none: the profile says which). */
export const shareDetailsLoanProducts = productsWhere((profile) => profile.customerLink === 'share-details');
/** Loan products whose customer then walks the lender's own journey. */
export const lenderJourneyLoanProducts = productsWhere((profile) => profile.lenderJourney);
/** Loan products with a public page a partner's signed URL opens. */
export const publicPageLoanProducts = productsWhere((profile) => profile.publicSteps !== undefined);
