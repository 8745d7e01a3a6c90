import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useQueryParams } from '../../lib/use-query-params';
import { useFetchCreditScoreQuery } from './api/credit-checks';
import { partnerPaths } from './credit-score-paths';
import { LoanLeadForm } from './loan-lead-form';
import { ReportView } from './report-view';

/** /credit-score/dp-credit-report?checkId: gauge, payment history, accounts, enquiries, the PDF and a loan lead. */
export function CreditReportPage() {
  const { t } = useTranslation();
  const checkId = useQueryParams().get('checkId') ?? '';
  const { data: report, error, isLoading, refetch } = useFetchCreditScoreQuery(checkId || skipToken);
  if (!checkId) return <ErrorMessage>{t('partnerCreditScore.missingCheck')}</ErrorMessage>;
  if (isLoading) return <LoadingMessage>{t('partnerCreditScore.fetching')}</LoadingMessage>;
  const apiError = readApiError(error);
  if (apiError?.status === 409) {
    const withdrawn = apiError.message.includes('withdrawn');
    return (
      <section className="stack">
        <ErrorMessage>{apiError.message}</ErrorMessage>
        <AppLink className="button" to={withdrawn ? partnerPaths.details : partnerPaths.otp(checkId)}>
          {withdrawn ? t('partnerCreditScore.startNew') : t('partnerCreditScore.enterOtp')}
        </AppLink>
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
