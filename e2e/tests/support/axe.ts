import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every page must pass: WCAG 2.1 A and AA, as axe-core checks them. */
export const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** No WCAG 2.1 AA violation on what the page shows now (or in `include`, a part of it); `what` names the state. */
export async function expectNoViolations(page: Page, what: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(wcag21aa);
  const results = await (include ? builder.include(include) : builder).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, what).toEqual([]);
}
