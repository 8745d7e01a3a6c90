/**
 * How lending treats a loan product, as data (decision 0143): each product's file (products/<code>.ts)
 * carries its profile, and lending reads these fields instead of testing product codes.
 */
export interface LoanProductProfile {
  /**
   * Who borrows: a person (lenders check age, employment and income, and keep the EMI within a share of
   * income), a business (years in business and turnover) or a pledge of mutual funds (the pledge decides).
   */
  borrower: 'person' | 'business' | 'pledge';
  /** What else caps the amount a lender offers: the property by RBI's loan-to-value, a share of turnover, the pledged folios. */
  securityCap?: 'property-ltv' | 'turnover-share' | 'pledged-folios';
  /** How the customer reaches the lender: the partner's redirection link to a chosen offer, or a link to share details first. */
  customerLink: 'redirection' | 'share-details';
  /** The customer then walks the lender's own journey (the customer-loan pages). */
  lenderJourney: boolean;
  /** The public page a partner's signed URL opens, as the steps it lists; absent: the product has none. */
  publicSteps?: readonly string[];
  /** The mutual-fund folios are fetched once the customer has consented (decision 0150). */
  fetchesFoliosOnConsent?: boolean;
}
