import { createContext } from 'react';
import { canWrite, routeAudienceOf, type RouteAccess } from '@portal/domain';
import { useGetSessionQuery } from './api-endpoints/session';

/**
 * Whether the signed-in partner may act (decision 0111): the view role sees every screen with no
 * action buttons. Partner pages load the session before they render, so this is known at once.
 */
export function useCanWrite(): boolean {
  const session = useGetSessionQuery();
  return !session.data || canWrite(session.data.role);
}

/**
 * Whether the forms of the page being shown are read-only for whoever is looking: a view seat on a partner
 * or public page sees them filled but cannot type or submit (decision 0160); a customer's page is the
 * customer's, whoever else is signed in on the phone. The page frame decides it once per page and hands it
 * to every form through FormsReadOnlyContext.
 */
export function useFormsReadOnly(access: RouteAccess): boolean {
  const writer = useCanWrite();
  return !writer && routeAudienceOf(access) !== 'customer';
}

export const FormsReadOnlyContext = createContext(false);
