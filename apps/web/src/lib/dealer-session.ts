import type { PartnerSession } from '@portal/domain';

/**
 * The dealer session keys of SPEC §3, kept in sessionStorage for display only (the partner's name in the
 * header); the HTTP-only cookie is what authorises calls. Reading them is part of every page's start;
 * saving and clearing them (save-dealer-session.ts) load with the sign-in and logout code.
 */
export const dealerSessionKeys = { hash: 'dealerHash', name: 'dealerName', userName: 'dealerUserName', data: 'dealerData' } as const;

export interface DealerSession {
  dealerHash: string;
  dealerName: string;
  dealerUserName: string;
  data: Pick<PartnerSession, 'partnerId' | 'role' | 'tenant' | 'tenantName'> | undefined;
}

export function dealerSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can be refused (privacy settings); the portal still works, it only cannot show the name.
    return undefined;
  }
}

export function readDealerSession(): DealerSession | undefined {
  const store = dealerSessionStorage();
  const dealerHash = store?.getItem(dealerSessionKeys.hash);
  if (!store || !dealerHash) return undefined;
  let data: DealerSession['data'];
  try {
    data = JSON.parse(store.getItem(dealerSessionKeys.data) ?? 'null') ?? undefined;
  } catch {
    data = undefined;
  }
  return { dealerHash, dealerName: store.getItem(dealerSessionKeys.name) ?? '', dealerUserName: store.getItem(dealerSessionKeys.userName) ?? '', data };
}
