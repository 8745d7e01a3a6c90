import { useTranslation } from 'react-i18next';
import { formatDate, formatRupees, membershipLookupFields, type MembershipLookup, type PolicySummary } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useLazyGetPolicyByMembershipQuery } from './api/get-policy-by-membership';
import './dashboard.css';

/** zod and the membership id's schema: fetched once, when the form first validates or is idle (decision 0281). */
const loadMembershipLookupSchema = () => import('./policy-lookup-schema').then((schemas) => schemas.membershipLookupSchema);

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
  const apiError = found.isError ? readApiError(found.error) : undefined;
  return (
    <div className="stack home">
      <ConfigForm
        fields={membershipLookupFields}
        loadSchema={loadMembershipLookupSchema}
        onSubmit={(values: MembershipLookup) => void lookUp(values.membershipId)}
        submitLabel={t('dashboard.findThePolicy')}
      />
      {found.isFetching ? <LoadingMessage>{t('dashboard.lookingForPolicy')}</LoadingMessage> : null}
      {!found.isFetching && apiError ? <ErrorMessage>{apiError.status === 404 ? t('dashboard.noSuchPolicy') : apiError.message}</ErrorMessage> : null}
      {!found.isFetching && found.data && !found.isError ? <PolicyFound policy={found.data} /> : null}
    </div>
  );
}
