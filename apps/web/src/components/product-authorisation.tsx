import { skipToken } from '@reduxjs/toolkit/query';
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
export const authorisationBadges: Record<Exclude<AuthorisationStatus, 'AUTHORISED'>, string> = {
  NOT_AUTHORISED: 'Needs authorisation: join the waitlist on its page',
  WAITLISTED: 'On the waitlist: your admin approves it',
};

/**
 * Where a partner may not sell a product yet: his status and the next step. Not authorised: join the waitlist
 * (a view seat is told who can); on the waitlist: the tenant's admin approves from the console's waitlist.
 */
export function AuthorisationNotice({ productCode, productName, status }: { productCode: string; productName: string; status: AuthorisationStatus }) {
  const [join, joining] = useJoinWaitlistMutation();
  const canWrite = useCanWrite();
  if (status === 'AUTHORISED') return null;
  if (status === 'WAITLISTED') {
    return (
      <div className="status-message" role="status">
        <p>
          <strong>You are on the waitlist to sell {productName}.</strong>
        </p>
        <p>Your tenant's admin approves partners from the waitlist. Once approved, you can quote and sell it here.</p>
      </div>
    );
  }
  return (
    <div className="status-message stack">
      <p>
        <strong>You are not authorised to sell {productName} yet.</strong>
      </p>
      <p>Join the waitlist: your tenant's admin approves partners from it, and you can then quote and sell it here.</p>
      {canWrite ? (
        <button type="button" className="button button--secondary" disabled={joining.isLoading} onClick={() => void join(productCode)}>
          Join the waitlist
        </button>
      ) : (
        <p>Your account can view but not make changes: ask your tenant's admin.</p>
      )}
      {joining.isError ? <ErrorMessage>{readApiError(joining.error)?.message ?? 'We could not add you to the waitlist.'}</ErrorMessage> : null}
    </div>
  );
}
