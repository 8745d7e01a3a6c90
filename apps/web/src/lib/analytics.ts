import { ANALYTICS_BATCH_MAX, tenantCodes, type AnalyticsEvent, type TenantCode } from '@portal/domain';

/**
 * Page views and steps, batched to POST /api/analytics/events (decision 0113): a random visitor id per
 * browser tab, page and event names and the product code; nothing that names a person. Sent a few
 * seconds after the first event of a batch, at ANALYTICS_BATCH_MAX events, and when the page is hidden
 * (keepalive, so a tab being closed still delivers). Lost beacons are not retried: analytics never gets
 * in the way of a sale.
 */
const FLUSH_AFTER_MS = 3000;
const VISITOR_KEY = 'portal.visitorId';

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function visitorId(): string {
  try {
    const known = window.sessionStorage.getItem(VISITOR_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    window.sessionStorage.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/** A page without a partner session (a customer's) names its tenant in the address (?tenant=). */
function pageTenant(): TenantCode | undefined {
  const named = new URLSearchParams(window.location.search).get('tenant');
  return (tenantCodes as readonly string[]).includes(named ?? '') ? (named as TenantCode) : undefined;
}

export function flushAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const events = queue.slice(0, ANALYTICS_BATCH_MAX);
  queue = queue.slice(ANALYTICS_BATCH_MAX);
  const tenant = pageTenant();
  void fetch('/api/analytics/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    keepalive: true,
    body: JSON.stringify({ visitorId: visitorId(), ...(tenant ? { tenant } : {}), events }),
  }).catch(() => undefined);
  if (queue.length > 0) flushAnalytics();
}

let listening = false;
/** Records a page view or a step; it is sent with the next batch. */
export function trackEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined' || typeof fetch === 'undefined') return;
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushAnalytics();
    });
  }
  queue.push(Object.fromEntries(Object.entries(event).filter(([, value]) => value !== undefined)) as AnalyticsEvent);
  if (queue.length >= ANALYTICS_BATCH_MAX) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, FLUSH_AFTER_MS);
}
