import type axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { findSystemCodes } from '@portal/domain';

/** The rules every page must pass: WCAG 2.1 A and AA, as axe-core checks them. */
export const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's minified build (0.58 MB, against `axe.source`'s 1.3 MB): every byte goes to Chromium over its pipe as
 * JSON and is compiled there, once per document checked.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core put into the page's document unless it is there already: a journey's steps are one document (the app
 * moves between them by its own links), so axe is compiled once per document, not once per check. The pages hold
 * no frames, so axe.run in the top document sees all of it (decision 0310).
 */
async function withAxe(page: Page) {
  if (await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')) return;
  await page.evaluate(axeSource);
}

/**
 * What the page shows now (or in `include`, a part of it) is fit for a person: no WCAG 2.1 AA violation, and
 * no system code (a constant, field key, versioned id or product code) where words belong; `what` names the state.
 */
export async function expectNoViolations(page: Page, what: string, include?: string) {
  await withAxe(page);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      // Only the violations are read: axe then keeps one node of each other kind of result, which is faster.
      const results = await run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target }) => ({ target: [...target] })) }));
    },
    { include, tags: wcag21aa },
  );
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, what).toEqual([]);
  // Every match of `include` (a page may hold a closed dialog beside the open one).
  const text = (await page.locator(include ?? 'body').allInnerTexts()).join('\n');
  expect(findSystemCodes(text), `${what}: system codes shown to a person`).toEqual([]);
}
