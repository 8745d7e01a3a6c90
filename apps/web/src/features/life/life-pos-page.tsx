import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useListLifePlansQuery } from './api/life';
import { LifePlanCard } from './life-plan-card';
import { lifeStepHref } from './life-links';
import './life.css';

/**
 * /life-insurance/life-pos (List of POS Plans): the plans a Point of Sales person may sell under IRDAI's POS
 * guidelines (decision 0096): simple pure term and non-linked savings plans, every benefit fixed upfront, no medicals.
 */
export function LifePosPage() {
  const { t } = useTranslation();
  const plans = useListLifePlansQuery({ pos: true });
  return (
    <div className="life-page stack">
      <p>{t('life.posIntro')}</p>
      {plans.isLoading ? <LoadingMessage>{t('life.loadingPlans')}</LoadingMessage> : null}
      {plans.isError ? <ErrorMessage onRetry={() => void plans.refetch()}>{readApiError(plans.error)?.message ?? t('life.plansFailed')}</ErrorMessage> : null}
      <div className="life-plan-list">
        {plans.data?.map((plan) => (
          <LifePlanCard key={plan.productId} plan={plan} />
        ))}
      </div>
      {plans.data ? (
        <AppLink className="button" to={lifeStepHref('pos', 'plan')}>
          {t('life.sellPosPlan')}
        </AppLink>
      ) : null}
    </div>
  );
}
