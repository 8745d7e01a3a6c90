import { chromium } from 'playwright-core';
import { findProduct, getRoute, indiaToday, proposalRouteIdOf } from '@portal/domain';
import { signIn } from './api-bench';
import { startPortal } from './servers';

const portal = await startPortal(4393);
try {
  const cookie = await signIn(portal.url, '9999900001', '123456');
  const product = findProduct('vector-borne')!;
  const samples = product.sale!.samples(indiaToday());
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const r = await fetch(`${portal.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    return (await r.json()) as T;
  };
  const { quoteId } = await post<{ quoteId: string }>(`/products/${product.code}/quotes`, samples.quote);
  const { referenceId } = await post<{ referenceId: string }>(`/products/${product.code}/proposals`, { ...samples.proposal, quoteId, customerConsent: true });
  const paths: Record<string, string> = {
    proposal: `${getRoute(proposalRouteIdOf(product.code, product.basePath)).path.replace(':productName', product.code)}?quoteId=${encodeURIComponent(quoteId)}`,
    review: `${getRoute('review-payment').path.replace(':productName', product.code)}?referenceId=${referenceId}`,
    home: '/',
  };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const [name, value] = cookie.split(';')[0]!.split('=');
  await context.addCookies([{ name: name!, value: value!, url: portal.url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const t00 = Date.now();
  const requestTimes: Array<[number, string]> = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    requestTimes.push([e.timestamp * 1e6, e.request.url.replace(portal.url, '').slice(0, 60)]);
    const frames = e.initiator.stack?.callFrames ?? [];
    let parent = e.initiator.stack?.parent;
    const all = [...frames];
    while (parent) { all.push(...parent.callFrames.map((f) => ({ ...f, functionName: `[${parent!.description}] ${f.functionName}` }))); parent = parent.parent; }
    if (process.env.NET) console.log(String(Date.now() - t00).padStart(5), e.request.url.replace(portal.url, '').slice(0, 70), '<=', all.slice(0, 8).map((f) => `${f.functionName}@${f.url.split('/').pop()}:${f.lineNumber}`).join(' < '));
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(`${portal.url}${paths[process.argv[2] ?? 'proposal']}`);
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const lcp = await page.evaluate(() => new Promise<string>((resolve) => new PerformanceObserver((list) => { const e = list.getEntries().at(-1) as PerformanceEntry & { element?: Element }; resolve(`${e.startTime.toFixed(0)} ${e.element?.tagName} ${e.element?.textContent?.slice(0, 40)}`); }).observe({ type: 'largest-contentful-paint', buffered: true })));
  console.log('LCP (from navigation start)', lcp);
  console.log('ms', Date.now() - t0);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const dt = profile.timeDeltas ?? [];
  profile.samples?.forEach((id, i) => {
    const n = byId.get(id)!;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  // A timeline: per 20 ms window, the busiest functions, beside the requests sent then.
  if (process.env.TIMELINE) {
    let t = profile.startTime;
    const windows = new Map<number, Map<string, number>>();
    profile.samples?.forEach((id, i) => {
      t += dt[i] ?? 0;
      const n = byId.get(id)!;
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
      if (key.startsWith('(idle)')) return;
      const w = Math.floor((t - profile.startTime) / 20000) * 20;
      const m = windows.get(w) ?? new Map<string, number>();
      m.set(key, (m.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
      windows.set(w, m);
    });
    for (const [w, m] of [...windows.entries()].sort((a, b) => a[0] - b[0])) {
      const busy = [...m.values()].reduce((a, b) => a + b, 0);
      const reqs = requestTimes.filter(([rt]) => rt >= profile.startTime + w * 1000 && rt < profile.startTime + (w + 20) * 1000).map(([, u]) => u);
      console.log(`${String(w).padStart(5)} busy ${busy.toFixed(1).padStart(5)} | ${[...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' ; ')} ${reqs.length ? ' REQ ' + reqs.join(' ') : ''}`);
    }
  }
  const total = [...self.entries()].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).reduce((a, [, v]) => a + v, 0);
  console.log('busy ms', total.toFixed(0));
  for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(7), k);
  await browser.close();
} finally {
  await portal.stop();
}
