import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useQueryParams } from '../../lib/use-query-params';
import { useFetchCreditScoreQuery, useGetCreditCheckQuery } from './api/credit-checks';
import { partnerPaths } from './credit-score-paths';
import { LoanLeadForm } from './loan-lead-form';
import { ReportView } from './report-view';

/** /credit-score/dp-credit-report?checkId: gauge, payment history, accounts, enquiries, the PDF and a loan lead. */
export function CreditReportPage() {
  const { t } = useTranslation();
  const checkId = useQueryParams().get('checkId') ?? '';
  const { data: report, error, isLoading, refetch } = useFetchCreditScoreQuery(checkId || skipToken);
  const apiError = readApiError(error);
  // Without a standing consent (409), the check's own status says whether it was withdrawn or never given (its message is in the page's language).
  const noConsent = apiError?.status === 409;
  const { data: check } = useGetCreditCheckQuery(noConsent ? checkId : skipToken, { refetchOnMountOrArgChange: true });
  if (!checkId) return <ErrorMessage>{t('partnerCreditScore.missingCheck')}</ErrorMessage>;
  if (isLoading) return <LoadingMessage>{t('partnerCreditScore.fetching')}</LoadingMessage>;
  if (noConsent) {
    const withdrawn = check?.status === 'CONSENT_WITHDRAWN';
    return (
      <section className="stack">
        <ErrorMessage>{apiError.message}</ErrorMessage>
        {check ? (
          <AppLink className="button" to={withdrawn ? partnerPaths.details : partnerPaths.otp(checkId)}>
            {withdrawn ? t('partnerCreditScore.startNew') : t('partnerCreditScore.enterOtp')}
          </AppLink>
        ) : null}
      </section>
    );
  }
  if (apiError || !report) return <ErrorMessage onRetry={() => void refetch()}>{apiError?.message ?? t('creditScore.notFound')}</ErrorMessage>;
  return (
    <section className="stack credit-report">
      <ReportView report={report} pdfHref={`/api/credit-checks/${encodeURIComponent(checkId)}/report.pdf`} />
      <LoanLeadForm report={report} />
    </section>
  );
}
