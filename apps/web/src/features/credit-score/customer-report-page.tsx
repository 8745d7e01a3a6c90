import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useLinkBrand } from '../../lib/brand';
import { useGetCustomerCreditConsentQuery } from './api/customer-consent';
import { useCustomerCreditReportQuery } from './api/credit-checks';
import { customerPaths } from './credit-score-paths';
import { ReportView } from './report-view';
import { ConsentsLink } from '../../components/consents-link';
import './credit-score.css';

/** /credit-score/customer-credit-report: the customer's own report (customer session). */
export function CustomerReportPage() {
  const { t } = useTranslation();
  const { data: report, error, isLoading } = useCustomerCreditReportQuery();
  const apiError = readApiError(error);
  // A report no longer there (consent withdrawn) still names the check's tenant: its consent's answer does.
  const { data: consent } = useGetCustomerCreditConsentQuery(apiError?.status === 409 ? undefined : skipToken);
  const brand = report ?? consent;
  useLinkBrand(brand?.brandName, brand?.brandColour);
  if (isLoading) return <LoadingMessage>{t('creditScore.fetching')}</LoadingMessage>;
  if (apiError?.status === 401) return <ErrorMessage>{t('creditScore.openLinkAgain')}</ErrorMessage>;
  if (apiError?.status === 409) {
    return (
      <section className="stack">
        <ErrorMessage>{t('creditScore.notAvailable')}</ErrorMessage>
        <AppLink to={customerPaths.withdraw}>{t('creditScore.seeConsent')}</AppLink>
        <ConsentsLink />
      </section>
    );
  }
  if (apiError || !report) return <ErrorMessage>{apiError?.message ?? t('creditScore.notFound')}</ErrorMessage>;
  return (
    <section className="stack credit-report">
      <ReportView report={report} pdfHref="/api/credit-score/customer/report.pdf" />
      <p>
        {t('creditScore.youAgreed')} <AppLink to={customerPaths.withdraw}>{t('creditScore.withdrawMine')}</AppLink>
      </p>
      <ConsentsLink />
    </section>
  );
}
