import { Trans, useTranslation } from 'react-i18next';
import { formatRupees, type LifePlanSummary } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { lifePlanDetailsHref } from './life-links';

/** One plan in a list: name, insurer, what it does and its starting premium, with a link to its details. */
export function LifePlanCard({ plan, headingLevel = 2 }: { plan: LifePlanSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card life-plan-card">
      <Heading className="life-plan-card__name">{plan.name}</Heading>
      <p className="life-plan-card__insurer">{t('life.claimsSettled', { insurer: plan.insurerName, ratio: plan.claimSettlementRatio })}</p>
      <p>{plan.tagline}</p>
      <p className="life-plan-card__price">
        <Trans i18nKey="life.fromPerYear" values={{ premium: formatRupees(plan.startingPremium) }} components={{ strong: <strong /> }} />
        <span className="life-plan-card__for">{plan.startingPremiumFor}</span>
      </p>
      <AppLink className="button button--secondary" to={lifePlanDetailsHref(plan.productId)} aria-label={t('life.planDetailsOf', { name: plan.name })}>
        {t('life.planDetails')}
      </AppLink>
    </article>
  );
}
