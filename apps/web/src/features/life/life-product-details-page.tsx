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
  const { params } = usePageRoute();
  const plan = useGetLifePlanQuery(params.productId ?? skipToken);
  if (plan.isLoading) return <LoadingMessage>Loading the plan…</LoadingMessage>;
  if (plan.isError || !plan.data) return <ErrorMessage>{readApiError(plan.error)?.message ?? 'Plan not found'}</ErrorMessage>;
  const details = plan.data;
  const e = details.eligibility;
  return (
    <div className="life-page stack">
      <section className="card">
        <h2>{details.name}</h2>
        <p className="life-plan-card__insurer">
          {details.insurerName} · {details.typeName} · UIN {details.uin}
        </p>
        <p>{details.tagline}</p>
        <p className="life-plan-card__price">
          From <strong>{formatRupees(details.startingPremium)}</strong> a year + GST
          <span className="life-plan-card__for">{details.startingPremiumFor}</span>
        </p>
        {details.pos ? <p className="life-badge">POS plan: no medical examination</p> : null}
      </section>
      <ListSection title="Benefits" items={details.benefits} empty="" />
      <ListSection title="Riders" items={details.riders} empty="No riders can be added to this plan." />
      <ListSection title="Exclusions" items={details.exclusions} empty="" />
      <section className="life-section">
        <h2>Eligibility</h2>
        <dl className="life-facts">
          <dt>Entry age</dt>
          <dd>{e.entryAge}</dd>
          <dt>Age at maturity</dt>
          <dd>{e.maturityAge}</dd>
          <dt>Policy term</dt>
          <dd>{e.policyTerm}</dd>
          <dt>Premium paid</dt>
          <dd>{e.paymentTerms.join('; ')}</dd>
          <dt>Sum assured</dt>
          <dd>{e.sumAssured}</dd>
          <dt>Medical examination</dt>
          <dd>{e.medicalExamination}</dd>
          <dt>Free-look period</dt>
          <dd>{details.freeLookDays} days from receiving the policy</dd>
        </dl>
      </section>
      <div className="life-actions">
        <a className="button button--secondary" href={lifeBrochureHref(details.productId)} download>
          Download brochure (PDF)
        </a>
        <AppLink className="button" to={lifeStepHref(details.type, 'plan')}>
          Sell {details.typeName}
        </AppLink>
      </div>
    </div>
  );
}
