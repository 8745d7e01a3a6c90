import { canWrite } from '@portal/domain';
import { useGetSessionQuery } from './api-endpoints/session';

/** The words the view role reads where an action would be (the API's own refusal says the same). */
export const READ_ONLY_NOTE = 'Your account can view but not make changes.';

/**
 * Whether the signed-in partner may act (decision 0111): the view role sees every screen with no
 * action buttons. Partner pages load the session before they render, so this is known at once.
 */
export function useCanWrite(): boolean {
  const session = useGetSessionQuery();
  return !session.data || canWrite(session.data.role);
}
