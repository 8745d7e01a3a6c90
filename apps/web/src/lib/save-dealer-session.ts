import type { PartnerSession } from '@portal/domain';
import { dealerSessionKeys, dealerSessionStorage } from './dealer-session';

/** Writes and clears the dealer session keys (lib/dealer-session.ts): on sign-in, on a new tab's session check, on logout. */

export function saveDealerSession(session: PartnerSession): void {
  const store = dealerSessionStorage();
  if (!store) return;
  store.setItem(dealerSessionKeys.hash, session.dealerHash);
  store.setItem(dealerSessionKeys.name, session.dealerName);
  store.setItem(dealerSessionKeys.userName, session.dealerUserName);
  store.setItem(
    dealerSessionKeys.data,
    JSON.stringify({ partnerId: session.partnerId, role: session.role, tenant: session.tenant, tenantName: session.tenantName }),
  );
}

export function clearDealerSession(): void {
  const store = dealerSessionStorage();
  if (!store) return;
  for (const key of Object.values(dealerSessionKeys)) store.removeItem(key);
}
