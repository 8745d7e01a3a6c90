import { formatRupees, type LifePlanSummary } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { lifePlanDetailsHref } from './life-links';

/** One plan in a list: name, insurer, what it does and its starting premium, with a link to its details. */
export function LifePlanCard({ plan, headingLevel = 2 }: { plan: LifePlanSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card life-plan-card">
      <Heading className="life-plan-card__name">{plan.name}</Heading>
      <p className="life-plan-card__insurer">
        {plan.insurerName} · claims settled {plan.claimSettlementRatio} %
      </p>
      <p>{plan.tagline}</p>
      <p className="life-plan-card__price">
        From <strong>{formatRupees(plan.startingPremium)}</strong> a year + GST
        <span className="life-plan-card__for">{plan.startingPremiumFor}</span>
      </p>
      <AppLink className="button button--secondary" to={lifePlanDetailsHref(plan.productId)} aria-label={`Plan details of ${plan.name}`}>
        Plan details
      </AppLink>
    </article>
  );
}
