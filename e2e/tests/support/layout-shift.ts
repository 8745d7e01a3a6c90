import { expect, type BrowserContext, type Page } from '@playwright/test';

interface Shift {
  value: number;
  moved: string[];
}

/**
 * Records every layout shift of the context's pages from their first paint that the person did not cause
 * (a shift within 0.5 s of a tap or key is theirs: `hadRecentInput`), with the elements that moved.
 */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The page did not move under the reader while it loaded: its layout shifts add up to less than 0.01 (the
 * "good" mark of Cumulative Layout Shift is 0.1; these pages reserve every late part's place, so 0).
 */
export async function expectNoLayoutShift(page: Page, what: string): Promise<void> {
  // Two frames more, so a shift of the last render is recorded before it is read.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${what} moved as it loaded: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
}
