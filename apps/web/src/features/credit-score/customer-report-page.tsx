import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useCustomerCreditReportQuery } from './api/credit-checks';
import { customerPaths } from './credit-score-paths';
import { ReportView } from './report-view';
import { ConsentsLink } from '../../components/consents-link';

/** /credit-score/customer-credit-report: the customer's own report (customer session). */
export function CustomerReportPage() {
  const { data: report, error, isLoading } = useCustomerCreditReportQuery();
  if (isLoading) return <LoadingMessage>Fetching your credit report…</LoadingMessage>;
  const apiError = readApiError(error);
  if (apiError?.status === 401)
    return <ErrorMessage>Please open the link your advisor sent you again and verify your mobile number with the OTP.</ErrorMessage>;
  if (apiError?.status === 409) {
    return (
      <section className="stack">
        <ErrorMessage>Your credit report is not available: the consent to fetch it was withdrawn or not given.</ErrorMessage>
        <AppLink to={customerPaths.withdraw}>See your consent</AppLink>
        <ConsentsLink />
      </section>
    );
  }
  if (apiError || !report) return <ErrorMessage>{apiError?.message ?? 'Credit check not found'}</ErrorMessage>;
  return (
    <section className="stack credit-report">
      <ReportView report={report} pdfHref="/api/credit-score/customer/report.pdf" />
      <p>
        You agreed to let us fetch this report. <AppLink to={customerPaths.withdraw}>Withdraw my consent</AppLink>
      </p>
      <ConsentsLink />
    </section>
  );
}
