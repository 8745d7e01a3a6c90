import type { ComponentType } from 'react';
import type { creditScoreRoutes } from '@portal/domain';
import { usePageRoute } from '../../lib/page-route';
import { CreditReportPage } from './credit-report-page';
import { CreditScoreIntro } from './credit-score-intro';
import { CustomerDetailsPage } from './customer-details-page';
import { OtpVerificationPage } from './otp-verification-page';
import './credit-score.css';

/** The routes the route table gives page 'credit-score'. */
type CreditScoreRouteId = Extract<(typeof creditScoreRoutes)[number], { page: 'credit-score' }>['id'];

/** One page per route; a credit-score route added to the table without its page here does not compile. */
const creditScorePages = {
  'credit-score': CreditScoreIntro,
  'credit-score-customer-details': CustomerDetailsPage,
  'credit-score-otp-verification': OtpVerificationPage,
  'credit-score-dp-credit-report': CreditReportPage,
} satisfies Record<CreditScoreRouteId, ComponentType>;

const isCreditScoreRoute = (id: string): id is CreditScoreRouteId => Object.hasOwn(creditScorePages, id);

/** The partner's credit-score pages (the customer's are pages of their own): the page of the route the frame resolved. */
export function CreditScorePage() {
  const { route } = usePageRoute();
  const Page = isCreditScoreRoute(route.id) ? creditScorePages[route.id] : CreditScoreIntro;
  return <Page />;
}
