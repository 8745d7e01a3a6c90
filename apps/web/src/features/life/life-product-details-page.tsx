import { Trans, useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatRupees } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import { useGetLifePlanQuery } from './api/life';
import { lifeBrochureHref, lifeStepHref } from './life-links';
import './life.css';

function ListSection({ title, items, empty }: { title: string; items: readonly string[]; empty: string }) {
  return (
    <section className="life-section">
      <h2>{title}</h2>
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  );
}

/** /life-insurance/life/product-details/{productId} (Plan Details): benefits, riders, exclusions, eligibility and the brochure. */
export function LifeProductDetailsPage() {
  const { t, i18n } = useTranslation();
  const { params } = usePageRoute();
  const plan = useGetLifePlanQuery(params.productId ?? skipToken);
  if (plan.isLoading) return <LoadingMessage>{t('lifeCover.details.loading')}</LoadingMessage>;
  if (plan.isError || !plan.data) return <ErrorMessage>{readApiError(plan.error)?.message ?? t('lifeCover.details.notFound')}</ErrorMessage>;
  const details = plan.data;
  const e = details.eligibility;
  // The plan type's name in the page's language (the API's typeName is its English).
  const typeName = t(`life.planType.${details.type}`);
  return (
    <div className="life-page stack">
      <section className="card">
        <h2>{details.name}</h2>
        <p className="life-plan-card__insurer">
          {details.insurerName} · {typeName} · {t('lifeCover.details.uin', { uin: details.uin })}
        </p>
        <p>{details.tagline}</p>
        <p className="life-plan-card__price">
          <Trans i18nKey="life.fromPerYear" values={{ premium: formatRupees(details.startingPremium) }} components={{ strong: <strong /> }} />
          <span className="life-plan-card__for">{details.startingPremiumFor}</span>
        </p>
        {details.pos ? <p className="life-badge">{t('lifeCover.details.posPlan')}</p> : null}
      </section>
      <ListSection title={t('lifeCover.details.benefits')} items={details.benefits} empty="" />
      <ListSection title={t('lifeCover.details.riders')} items={details.riders} empty={t('lifeCover.details.noRiders')} />
      <ListSection title={t('lifeCover.details.exclusions')} items={details.exclusions} empty="" />
      <section className="life-section">
        <h2>{t('lifeCover.details.eligibility')}</h2>
        <dl className="life-facts">
          <dt>{t('lifeCover.details.entryAge')}</dt>
          <dd>{e.entryAge}</dd>
          <dt>{t('lifeCover.details.maturityAge')}</dt>
          <dd>{e.maturityAge}</dd>
          <dt>{t('lifeCover.details.policyTerm')}</dt>
          <dd>{e.policyTerm}</dd>
          <dt>{t('lifeCover.details.premiumPaid')}</dt>
          <dd>{e.paymentTerms.join('; ')}</dd>
          <dt>{t('lifeCover.details.sumAssured')}</dt>
          <dd>{e.sumAssured}</dd>
          <dt>{t('lifeCover.details.medical')}</dt>
          <dd>{e.medicalExamination}</dd>
          <dt>{t('lifeCover.details.freeLook')}</dt>
          <dd>{t('lifeCover.details.freeLookDays', { days: details.freeLookDays })}</dd>
        </dl>
      </section>
      <div className="life-actions">
        <a className="button button--secondary" href={lifeBrochureHref(details.productId, i18n.language)} download>
          {t('lifeCover.details.brochure')}
        </a>
        <AppLink className="button" to={lifeStepHref(details.type, 'plan')}>
          {t('lifeCover.details.sell', { type: typeName })}
        </AppLink>
      </div>
    </div>
  );
}
