import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  formatRupees,
  lifeCoverOf,
  lifeCoverValuesOf,
  lifeStepFields,
  type FormValues,
  type LifeApplication,
  type LifeCoverRequest,
  type LifeQuote,
} from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useAnswerLifeStepMutation, useQuoteLifeCoverMutation } from './api/life';
import { LifeIllustration } from './life-illustration';
import { fieldErrorsOf, nextHrefOf } from './life-links';

/** One plan priced for the customer: premium, medicals, suitability flags, the illustration, and the choice. */
function QuoteCard({ quote, onChoose, choosing }: { quote: LifeQuote; onChoose: () => void; choosing: boolean }) {
  const { t } = useTranslation();
  const reasonsId = `life-reasons-${quote.plan.productId}`;
  const blocked = !quote.eligible || !quote.suitable;
  return (
    <article className="card life-quote" aria-labelledby={`life-quote-${quote.plan.productId}`}>
      <h3 id={`life-quote-${quote.plan.productId}`}>{quote.plan.name}</h3>
      <p className="life-plan-card__insurer">{quote.plan.insurerName}</p>
      {quote.eligible ? (
        <p className="life-plan-card__price">
          <strong>{formatRupees(quote.annualPremium)}</strong>{' '}
          {quote.plan.kind === 'ulip' ? t('lifeCover.perYearUlip') : t('lifeCover.perYearGst', { gst: formatRupees(quote.gst) })}
        </p>
      ) : null}
      {quote.medicalExamination ? <p>{t('lifeCover.medical')}</p> : null}
      {blocked ? (
        <div className="life-flag" id={reasonsId}>
          <p>
            <strong>{quote.eligible ? t('lifeCover.unsuitable') : t('lifeCover.ineligible')}</strong>
          </p>
          <ul>
            {(quote.eligible ? quote.suitabilityReasons : quote.problems).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="life-ok">{t('lifeCover.suits')}</p>
      )}
      {quote.illustration ? <LifeIllustration illustration={quote.illustration} planName={quote.plan.name} /> : null}
      <button type="button" className="button" disabled={blocked || choosing} aria-describedby={blocked ? reasonsId : undefined} onClick={onChoose}>
        {t('lifeCover.choose', { plan: quote.plan.name })}
      </button>
    </article>
  );
}

/**
 * The quotes' plans and reasons are said by the API in the page's language (decision 0286): when the partner
 * picks another language, the cover already quoted is quoted again in it.
 */
function useQuotesInPageLanguage(cover: LifeCoverRequest | undefined, quoteAgain: (cover: LifeCoverRequest) => void) {
  const { i18n } = useTranslation();
  const quotedIn = useRef(i18n.language);
  useEffect(() => {
    if (quotedIn.current === i18n.language) return;
    quotedIn.current = i18n.language;
    if (cover) quoteAgain(cover);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again on a change of language only
  }, [i18n.language]);
}

/** investment-details / sum-assured: the cover, every plan of the type quoted for it, and the plan chosen. */
export function LifeCoverStep({ application, step }: { application: LifeApplication; step: 'investment-details' | 'sum-assured' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [quote, quoted] = useQuoteLifeCoverMutation();
  const [answer, answered] = useAnswerLifeStepMutation();
  const [cover, setCover] = useState<LifeCoverRequest>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [message, setMessage] = useState<string>();
  useQuotesInPageLanguage(cover, (asked) => void quote({ requestId: application.requestId, cover: asked }));

  const getQuotes = async (values: FormValues) => {
    const asked = lifeCoverOf(values);
    setCover(asked);
    setMessage(undefined);
    const result = await quote({ requestId: application.requestId, cover: asked });
    const error = readApiError(result.error);
    setServerErrors(fieldErrorsOf(error));
    if (error && Object.keys(error.fields).length === 0) setMessage(error.message);
  };
  const choose = async (productId: string) => {
    if (!cover) return;
    const result = await answer({ requestId: application.requestId, body: { step, answers: { ...cover, productId } } });
    if (result.data) return void navigate(nextHrefOf(result.data));
    const error = readApiError(result.error);
    setMessage(error?.fields.productId ?? error?.message);
  };

  return (
    <div className="life-page stack">
      <ConfigForm
        fields={lifeStepFields.cover}
        defaultValues={lifeCoverValuesOf(application.answers.cover)}
        onSubmit={getQuotes}
        serverErrors={serverErrors}
        submitLabel={t('lifeCover.showPremiums')}
        submitting={quoted.isLoading}
        aria-label={t('lifeCover.form')}
      />
      {message ? <ErrorMessage>{message}</ErrorMessage> : null}
      {quoted.data ? (
        <section aria-labelledby="life-quotes" className="stack">
          <h2 id="life-quotes">{t('lifeCover.premiums')}</h2>
          {quoted.data.map((q) => (
            <QuoteCard key={q.plan.productId} quote={q} choosing={answered.isLoading} onChoose={() => void choose(q.plan.productId)} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
