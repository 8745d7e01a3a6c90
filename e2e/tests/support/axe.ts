import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { findSystemCodes } from '@portal/domain';

/** The rules every page must pass: WCAG 2.1 A and AA, as axe-core checks them. */
export const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What the page shows now (or in `include`, a part of it) is fit for a person: no WCAG 2.1 AA violation, and
 * no system code (a constant, field key, versioned id or product code) where words belong; `what` names the state.
 */
export async function expectNoViolations(page: Page, what: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(wcag21aa);
  const results = await (include ? builder.include(include) : builder).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, what).toEqual([]);
  // Every match of `include` (a page may hold a closed dialog beside the open one).
  const text = (await page.locator(include ?? 'body').allInnerTexts()).join('\n');
  expect(findSystemCodes(text), `${what}: system codes shown to a person`).toEqual([]);
}
