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
  const plans = useListLifePlansQuery({ pos: true });
  return (
    <div className="life-page stack">
      <p>Simple plans a Point of Sales person may sell: benefits fixed and stated upfront, no medical examination.</p>
      {plans.isLoading ? <LoadingMessage>Loading the plans…</LoadingMessage> : null}
      {plans.isError ? (
        <ErrorMessage onRetry={() => void plans.refetch()}>{readApiError(plans.error)?.message ?? 'The plans could not be loaded.'}</ErrorMessage>
      ) : null}
      <div className="life-plan-list">
        {plans.data?.map((plan) => (
          <LifePlanCard key={plan.productId} plan={plan} />
        ))}
      </div>
      {plans.data ? (
        <AppLink className="button" to={lifeStepHref('pos', 'plan')}>
          Sell a POS plan
        </AppLink>
      ) : null}
    </div>
  );
}
