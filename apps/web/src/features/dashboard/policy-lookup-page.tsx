import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { formatRupees, membershipIdPattern, type PolicySummary, formatDate } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useLazyGetPolicyByMembershipQuery } from './api/get-policy-by-membership';
import '../../components/form/config-form.css';
import './dashboard.css';

const lookupSchema = z.object({
  membershipId: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(membershipIdPattern, 'dashboard.membershipIdInvalid')),
});
type LookupForm = z.input<typeof lookupSchema>;

function PolicyFound({ policy }: { policy: PolicySummary }) {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-labelledby="policy-found">
      <h2 id="policy-found">{policy.productName}</h2>
      <dl className="details">
        <dt>{t('dashboard.membershipId')}</dt>
        <dd>{policy.membershipId}</dd>
        <dt>{t('dashboard.policyNumber')}</dt>
        <dd>{policy.policyNumber}</dd>
        <dt>{t('dashboard.insured')}</dt>
        <dd>{policy.insuredName}</dd>
        <dt>{t('dashboard.plan')}</dt>
        <dd>{policy.planName}</dd>
        {policy.sumInsured !== undefined ? (
          <>
            <dt>{t('dashboard.sumInsured')}</dt>
            <dd>{formatRupees(policy.sumInsured * 100)}</dd>
          </>
        ) : null}
        <dt>{t('dashboard.premium')}</dt>
        <dd>{formatRupees(policy.totalPremium)}</dd>
        <dt>{t('dashboard.cover')}</dt>
        <dd>{t('dashboard.coverPeriod', { from: formatDate(new Date(policy.startsOn)), to: formatDate(new Date(policy.endsOn)) })}</dd>
      </dl>
      <p>
        <a className="button" href={policy.documentUrl} download>
          {t('dashboard.downloadPolicy')}
        </a>
      </p>
    </section>
  );
}

/**
 * "Find a Policy" (/policies/find): a policy the partner sold, by the membership id printed on it (SPEC §4
 * "policy by membership id"). The id is sent in the call only, never put in the page's address.
 */
export function PolicyLookupPage() {
  const { t } = useTranslation();
  const [lookUp, found] = useLazyGetPolicyByMembershipQuery();
  const { register, handleSubmit, formState } = useForm<LookupForm, unknown, z.output<typeof lookupSchema>>({ resolver: zodResolver(lookupSchema) });
  const inputId = useId();
  // The schema's message is its key (lookupSchema), said in the page's language.
  const errorKey = formState.errors.membershipId?.message;
  const error = errorKey ? t(errorKey) : undefined;
  const apiError = found.isError ? readApiError(found.error) : undefined;

  return (
    <div className="stack home">
      <form className="cf-form" noValidate onSubmit={handleSubmit((values) => void lookUp(values.membershipId))}>
        <div className="cf-field">
          <label className="cf-label" htmlFor={inputId}>
            {t('dashboard.membershipId')}
          </label>
          <p className="cf-hint" id={`${inputId}-hint`}>
            {t('dashboard.membershipIdHint')}
          </p>
          <input
            id={inputId}
            className="cf-input"
            autoComplete="off"
            autoCapitalize="characters"
            {...register('membershipId')}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          />
          {error ? (
            <p className="cf-error" id={`${inputId}-error`}>
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button">
          {t('dashboard.findThePolicy')}
        </button>
      </form>
      {found.isFetching ? <LoadingMessage>{t('dashboard.lookingForPolicy')}</LoadingMessage> : null}
      {!found.isFetching && apiError ? <ErrorMessage>{apiError.status === 404 ? t('dashboard.noSuchPolicy') : apiError.message}</ErrorMessage> : null}
      {!found.isFetching && found.data && !found.isError ? <PolicyFound policy={found.data} /> : null}
    </div>
  );
}
