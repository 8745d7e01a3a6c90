import type { BureauReport } from '@portal/domain';

/** What the bureau is asked for: the customer's PAN and mobile, and the consent that allows the pull. */
export interface BureauPullRequest {
  pan: string;
  mobile: string;
  name: string;
  /** The recorded consent's id (purpose credit-report): a bureau refuses a pull without one. */
  consentId: string;
  now: Date;
}

/** A credit bureau (CIBIL, Experian, CRIF…): one soft pull per consent. */
export interface BureauProvider {
  pull(request: BureauPullRequest): Promise<BureauReport>;
}
