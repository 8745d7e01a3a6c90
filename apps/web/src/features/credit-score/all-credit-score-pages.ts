import { CreditScorePage } from './credit-score-page';
import { CustomerLandingPage } from './customer-landing-page';
import { CustomerOtpPage } from './customer-otp-page';
import { CustomerReportPage } from './customer-report-page';
import { WithdrawConsent } from './withdraw-consent';

/**
 * Every credit-score page by its page id, as route-pages.tsx maps them (for tests that walk from one to the next):
 * the partner's, and each of the customer's, which are pages of their own so that a customer's link loads none of
 * the partner's forms.
 */
export const allCreditScorePages = {
  'credit-score': CreditScorePage,
  'credit-score-customer-landing': CustomerLandingPage,
  'credit-score-customer-otp': CustomerOtpPage,
  'credit-score-customer-report': CustomerReportPage,
  'credit-score-customer-withdraw': WithdrawConsent,
};
