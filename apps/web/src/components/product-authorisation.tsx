import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { AuthorisationStatus } from '@portal/domain';
import { readApiError } from '../lib/api-error';
import { useGetSessionQuery } from '../lib/api-endpoints/session';
import { useGetAuthorisationStatusQuery, useJoinWaitlistMutation } from '../lib/api-endpoints/product-authorisation';
import { useCanWrite } from '../lib/use-can-write';
import { ErrorMessage } from './status-message';

/**
 * The signed-in partner's status for a product that needs the tenant's authorisation (undefined for anyone
 * else, or while it loads): pages say so before he types, not after a refused submit (decision 0160).
 */
export function useProductAuthorisation(productCode: string, requiresAuthorisation: boolean): AuthorisationStatus | undefined {
  const session = useGetSessionQuery();
  const asked = requiresAuthorisation && session.data ? productCode : skipToken;
  return useGetAuthorisationStatusQuery(asked).data?.status;
}

/** Short words for a product card: what the partner's status is and where the next step is. */
export function AuthorisationBadge({ status }: { status: Exclude<AuthorisationStatus, 'AUTHORISED'> }) {
  const { t } = useTranslation();
  return t(`productAuthorisation.badge.${status}`);
}

/**
 * Where a partner may not sell a product yet: his status and the next step. Not authorised: join the waitlist
 * (a view seat is told who can); on the waitlist: the tenant's admin approves from the console's waitlist.
 */
export function AuthorisationNotice({ productCode, productName, status }: { productCode: string; productName: string; status: AuthorisationStatus }) {
  const { t } = useTranslation();
  const [join, joining] = useJoinWaitlistMutation();
  const canWrite = useCanWrite();
  if (status === 'AUTHORISED') return null;
  if (status === 'WAITLISTED') {
    return (
      <div className="status-message" role="status">
        <p>
          <strong>{t('productAuthorisation.waitlisted', { productName })}</strong>
        </p>
        <p>{t('productAuthorisation.waitlistedNext')}</p>
      </div>
    );
  }
  return (
    <div className="status-message stack">
      <p>
        <strong>{t('productAuthorisation.notAuthorised', { productName })}</strong>
      </p>
      <p>{t('productAuthorisation.notAuthorisedNext')}</p>
      {canWrite ? (
        <button type="button" className="button button--secondary" disabled={joining.isLoading} onClick={() => void join(productCode)}>
          {t('productAuthorisation.join')}
        </button>
      ) : (
        <p>{t('productAuthorisation.viewOnly')}</p>
      )}
      {joining.isError ? <ErrorMessage>{readApiError(joining.error)?.message ?? t('productAuthorisation.joinFailed')}</ErrorMessage> : null}
    </div>
  );
}
