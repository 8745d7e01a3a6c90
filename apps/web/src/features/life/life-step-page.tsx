import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  formatRupees,
  isLifePlan,
  lifeFormValuesOf,
  lifeStepRequestOf,
  lifeStepFields,
  type FormValues,
  type LifeApplication,
  type LifePlan,
  type LifeStep,
} from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import { useCanWrite } from '../../lib/use-can-write';
import { useQueryParams } from '../../lib/use-query-params';
import { useAnswerLifeStepMutation, useGetLifeApplicationQuery, useListLifePlansQuery, useStartLifeApplicationMutation } from './api/life';
import { LifeCoverStep } from './life-cover-step';
import { LifePlanCard } from './life-plan-card';
import { fieldErrorsOf, lifeStepHref, nextHrefOf } from './life-links';
import { ReadOnlyNote } from '../../components/read-only-note';
import './life.css';

/** The first step (progress 0, the plan name as header): the plans of this type and the way in. */
function PlanStep({ plan }: { plan: LifePlan }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plans = useListLifePlansQuery({ type: plan });
  const [start, started] = useStartLifeApplicationMutation();
  const error = readApiError(started.error);
  const canWrite = useCanWrite();
  return (
    <div className="life-page stack">
      <p>{t('life.comparePlans')}</p>
      {plans.isLoading ? <LoadingMessage>{t('life.loadingPlans')}</LoadingMessage> : null}
      {plans.isError ? <ErrorMessage onRetry={() => void plans.refetch()}>{readApiError(plans.error)?.message ?? t('life.plansFailed')}</ErrorMessage> : null}
      <div className="life-plan-list">
        {plans.data?.map((summary) => (
          <LifePlanCard key={summary.productId} plan={summary} />
        ))}
      </div>
      {error ? <ErrorMessage>{error.message}</ErrorMessage> : null}
      <ReadOnlyNote className="status-message" />
      <button
        type="button"
        className="button"
        disabled={started.isLoading || !canWrite}
        onClick={() =>
          void start({ planType: plan }).then((result) => {
            if (result.data) void navigate(nextHrefOf(result.data));
          })
        }
      >
        {started.isLoading ? t('life.starting') : t('life.startWithDetails')}
      </button>
    </div>
  );
}

type FormStep = 'about-insured' | 'about-proposer' | 'suitability' | 'lead';

/** A step answered with the form engine: the step's fields, the answers given before, the server's messages. */
function FormStepView({ application, step }: { application: LifeApplication; step: FormStep }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [answer, answered] = useAnswerLifeStepMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [message, setMessage] = useState<string>();
  const given = step === 'lead' ? undefined : application.answers[step];
  const submit = async (values: FormValues) => {
    setMessage(undefined);
    const result = await answer({ requestId: application.requestId, body: lifeStepRequestOf(step, values) });
    if (result.data) return void navigate(nextHrefOf(result.data));
    const error = readApiError(result.error);
    setServerErrors(fieldErrorsOf(error));
    if (error && Object.keys(error.fields).length === 0) setMessage(error.message);
  };
  return (
    <div className="life-page stack">
      {step === 'lead' && application.chosen ? (
        <section className="card" aria-labelledby="life-chosen">
          <h2 id="life-chosen">{application.chosen.planName}</h2>
          <p>{application.chosen.insurerName}</p>
          <p>
            <Trans
              i18nKey="life.firstYear"
              values={{ total: formatRupees(application.chosen.firstYearTotal), premium: formatRupees(application.chosen.annualPremium) }}
              components={{ strong: <strong /> }}
            />
          </p>
          <p>{t('life.forInsured', { name: application.insuredName })}</p>
        </section>
      ) : null}
      <ConfigForm
        key={step}
        fields={lifeStepFields[step]}
        defaultValues={lifeFormValuesOf(step, given)}
        onSubmit={submit}
        serverErrors={serverErrors}
        submitLabel={step === 'lead' ? t('life.sendProposal') : t('life.continue')}
        submitting={answered.isLoading}
        aria-label={t(`life.step.${step}`)}
      />
      {message ? <ErrorMessage>{message}</ErrorMessage> : null}
    </div>
  );
}

/** One step of an application: the server's step decides; a later step opened by URL goes back to it. */
function ApplicationStep({ plan, step, requestId }: { plan: LifePlan; step: Exclude<LifeStep, 'plan'>; requestId: string }) {
  const { t } = useTranslation();
  const application = useGetLifeApplicationQuery(requestId || skipToken);
  if (application.isLoading) return <LoadingMessage>{t('life.loadingApplication')}</LoadingMessage>;
  if (application.isError || !application.data) return <ErrorMessage>{readApiError(application.error)?.message ?? t('life.requestNotFound')}</ErrorMessage>;
  const data = application.data;
  if (data.planType !== plan || !data.step) return <Navigate to={nextHrefOf(data)} replace />;
  const index = data.steps.indexOf(step);
  if (index < 1 || index > data.steps.indexOf(data.step)) return <Navigate to={nextHrefOf(data)} replace />;
  switch (step) {
    case 'about-insured':
    case 'about-proposer':
    case 'suitability':
    case 'lead':
      return <FormStepView application={data} step={step} />;
    case 'investment-details':
    case 'sum-assured':
      return <LifeCoverStep application={data} step={step} />;
    default: {
      const unhandled: never = step;
      return unhandled;
    }
  }
}

/** /life-insurance/profile/{plan}/…: every step of the life profile journey (SPEC §2; decision 0095). */
export function LifeStepPage() {
  const { t } = useTranslation();
  const { route, params } = usePageRoute();
  const requestId = useQueryParams().get('requestId') ?? '';
  const plan = params.plan ?? '';
  const step = route.id.replace(/^life-/, '') as LifeStep;
  if (!isLifePlan(plan)) return <ErrorMessage>{t('life.noSuchPlan')}</ErrorMessage>;
  if (step === 'plan') return <PlanStep plan={plan} />;
  if (!requestId) {
    return (
      <div className="life-page stack">
        <p>{t('life.stepNeedsApplication')}</p>
        <AppLink className="button" to={lifeStepHref(plan, 'plan')}>
          {t('life.startAgain')}
        </AppLink>
      </div>
    );
  }
  return <ApplicationStep plan={plan} step={step} requestId={requestId} />;
}
