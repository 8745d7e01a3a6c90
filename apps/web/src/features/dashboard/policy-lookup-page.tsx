import { useId } from 'react';
import { useForm } from 'react-hook-form';
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
    .pipe(z.string().regex(membershipIdPattern, 'Enter a membership id: MBR and 9 digits')),
});
type LookupForm = z.input<typeof lookupSchema>;

function PolicyFound({ policy }: { policy: PolicySummary }) {
  return (
    <section className="card stack" aria-labelledby="policy-found">
      <h2 id="policy-found">{policy.productName}</h2>
      <dl className="details">
        <dt>Membership id</dt>
        <dd>{policy.membershipId}</dd>
        <dt>Policy number</dt>
        <dd>{policy.policyNumber}</dd>
        <dt>Insured</dt>
        <dd>{policy.insuredName}</dd>
        <dt>Plan</dt>
        <dd>{policy.planName}</dd>
        {policy.sumInsured !== undefined ? (
          <>
            <dt>Sum insured</dt>
            <dd>{formatRupees(policy.sumInsured * 100)}</dd>
          </>
        ) : null}
        <dt>Premium</dt>
        <dd>{formatRupees(policy.totalPremium)}</dd>
        <dt>Cover</dt>
        <dd>
          {formatDate(new Date(policy.startsOn))} to {formatDate(new Date(policy.endsOn))}
        </dd>
      </dl>
      <p>
        <a className="button" href={policy.documentUrl} download>
          Download the policy
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
  const [lookUp, found] = useLazyGetPolicyByMembershipQuery();
  const { register, handleSubmit, formState } = useForm<LookupForm, unknown, z.output<typeof lookupSchema>>({ resolver: zodResolver(lookupSchema) });
  const inputId = useId();
  const error = formState.errors.membershipId?.message;
  const apiError = found.isError ? readApiError(found.error) : undefined;

  return (
    <div className="stack home">
      <form className="cf-form" noValidate onSubmit={handleSubmit((values) => void lookUp(values.membershipId))}>
        <div className="cf-field">
          <label className="cf-label" htmlFor={inputId}>
            Membership id
          </label>
          <p className="cf-hint" id={`${inputId}-hint`}>
            Printed on the policy, e.g. MBR000000123
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
          Find the policy
        </button>
      </form>
      {found.isFetching ? <LoadingMessage>Looking for the policy…</LoadingMessage> : null}
      {!found.isFetching && apiError ? (
        <ErrorMessage>{apiError.status === 404 ? 'No policy of yours has this membership id.' : apiError.message}</ErrorMessage>
      ) : null}
      {!found.isFetching && found.data && !found.isError ? <PolicyFound policy={found.data} /> : null}
    </div>
  );
}
