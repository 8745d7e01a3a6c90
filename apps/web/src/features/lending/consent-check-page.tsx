import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useProductCode } from '../../lib/page-route';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetLoanApplicationQuery } from './api/get-loan-application';
import { applicationStepHref } from './application-step';
import { ConsentStep } from './components/consent-step';
import { hrefOf } from './loan-lead-href';
import './lending.css';

/**
 * "Verify Number & Proceed" (/products/{personal-loan|home-loan}/consent-check?aggregatorId=…): the
 * application is read from the server, so a reload stays here until the customer has consented, and an
 * application already past consent goes on to its offers.
 */
export function ConsentCheckPage() {
  const { t } = useTranslation();
  const productCode = useProductCode();
  const aggregatorId = useQueryParams().get('aggregatorId') ?? undefined;
  const navigate = useNavigate();
  const answer = useGetLoanApplicationQuery(aggregatorId ?? skipToken);
  const application = answer.data;
  const sellHref = productCode ? hrefOf(`${productCode}-sell`) : undefined;

  useEffect(() => {
    if (!application || application.status === 'CONSENT_PENDING') return;
    const next = applicationStepHref(application);
    if (next) void navigate(next, { replace: true });
  }, [application, navigate]);

  if (!aggregatorId) {
    return (
      <div className="ln-alert" role="alert">
        <p>{t('lending.consent.detailsFirst')}</p>
        {sellHref ? <AppLink to={sellHref}>{t('lending.consent.enterLoanDetails')}</AppLink> : null}
      </div>
    );
  }
  if (answer.isLoading) return <LoadingMessage>{t('lending.lamf.loadingApplication')}</LoadingMessage>;
  if (answer.isError || !application) {
    const error = readApiError(answer.error);
    return error?.status === 404 || error?.status === 400 ? (
      <div className="ln-alert" role="alert">
        <p>{t('lending.consent.notFound')}</p>
        {sellHref ? <AppLink to={sellHref}>{t('lending.consent.enterLoanDetails')}</AppLink> : null}
      </div>
    ) : (
      <ErrorMessage onRetry={() => void answer.refetch()}>{t('lending.lamf.applicationFailed')}</ErrorMessage>
    );
  }
  if (application.status !== 'CONSENT_PENDING') return <LoadingMessage>{t('lending.consent.openingOffers')}</LoadingMessage>;
  return (
    <ConsentStep
      application={application}
      onConsented={(consented) => {
        const next = applicationStepHref(consented);
        if (next) void navigate(next);
      }}
    />
  );
}
