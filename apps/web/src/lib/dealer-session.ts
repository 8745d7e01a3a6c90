import type { PartnerSession } from '@portal/domain';

/**
 * The dealer session keys of SPEC §3, kept in sessionStorage for display only (the partner's name in the
 * header); the HTTP-only cookie is what authorises calls.
 */
const keys = { hash: 'dealerHash', name: 'dealerName', userName: 'dealerUserName', data: 'dealerData' } as const;

export interface DealerSession {
  dealerHash: string;
  dealerName: string;
  dealerUserName: string;
  data: Pick<PartnerSession, 'partnerId' | 'role' | 'tenant' | 'tenantName'> | undefined;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can be refused (privacy settings); the portal still works, it only cannot show the name.
    return undefined;
  }
}

export function saveDealerSession(session: PartnerSession): void {
  const store = storage();
  if (!store) return;
  store.setItem(keys.hash, session.dealerHash);
  store.setItem(keys.name, session.dealerName);
  store.setItem(keys.userName, session.dealerUserName);
  store.setItem(
    keys.data,
    JSON.stringify({ partnerId: session.partnerId, role: session.role, tenant: session.tenant, tenantName: session.tenantName }),
  );
}

export function readDealerSession(): DealerSession | undefined {
  const store = storage();
  const dealerHash = store?.getItem(keys.hash);
  if (!store || !dealerHash) return undefined;
  let data: DealerSession['data'];
  try {
    data = JSON.parse(store.getItem(keys.data) ?? 'null') ?? undefined;
  } catch {
    data = undefined;
  }
  return { dealerHash, dealerName: store.getItem(keys.name) ?? '', dealerUserName: store.getItem(keys.userName) ?? '', data };
}

export function clearDealerSession(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(keys)) store.removeItem(key);
}
