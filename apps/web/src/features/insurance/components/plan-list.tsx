import { Trans, useTranslation } from 'react-i18next';
import { formatRupees, type LandingConfig } from '@portal/domain';

export interface PlanListProps {
  plans: LandingConfig['plans'];
  /** Offered only where the product is sold online: the plan the quote is for. */
  selectedPlan?: string | undefined;
  onTogglePlan?: ((planCode: string) => void) | undefined;
}

/** The product's plans with their starting prices ("Starts at Rs 1,200"). */
export function PlanList({ plans, selectedPlan, onTogglePlan }: PlanListProps) {
  const { t } = useTranslation();
  if (plans.length === 0) return <p>{t('productLanding.plansSoon')}</p>;
  return (
    <ul className="tile-grid">
      {plans.map((plan) => {
        const selected = plan.code === selectedPlan;
        return (
          <li key={plan.code} className={selected ? 'tile ins-plan--selected' : 'tile'}>
            <h3 className="ins-plan-name" id={`ins-plan-${plan.code}`}>
              {plan.name}
            </h3>
            <p className="ins-plan-price">
              <Trans i18nKey="productLanding.startsAt" values={{ price: formatRupees(plan.startingPrice) }} components={{ strong: <strong /> }} />
            </p>
            {plan.description ? <p>{plan.description}</p> : null}
            {plan.benefits && plan.benefits.length > 0 ? (
              <ul className="ins-plan-benefits">
                {plan.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            ) : null}
            {onTogglePlan ? (
              <button
                type="button"
                className="button button--secondary"
                aria-pressed={selected}
                aria-describedby={`ins-plan-${plan.code}`}
                onClick={() => onTogglePlan(plan.code)}
              >
                {selected ? t('productLanding.selected') : t('productLanding.selectPlan')}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
