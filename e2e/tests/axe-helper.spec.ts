import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';

// The accessibility check every journey leans on finds what it must: axe put into the document once, a part named
// by `include` checked alone, a later step of the same document checked again (decision 0310).

test('the accessibility check fails on a violation, in the part it is told to read and only there', async ({ page }) => {
  await page.goto('/login');
  await expectNoViolations(page, 'the login page');
  // A mark on the axe the first check put in: the later checks must use that one, not put axe in again.
  await page.evaluate(() => ((window as unknown as { axe: { marked?: boolean } }).axe.marked = true));
  // An image without alt text in the page's main part: a WCAG 2.1 A failure (1.1.1).
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/missing.png';
    document.querySelector('main')!.append(image);
  });
  await expect(expectNoViolations(page, 'main with an unlabelled image', 'main')).rejects.toThrow(/image-alt/);
  // The same image moved out of main: a check of main passes, a check of the whole page still fails.
  await page.evaluate(() => document.body.append(document.querySelector('main img')!));
  await expectNoViolations(page, 'main without it', 'main');
  await expect(expectNoViolations(page, 'the whole page')).rejects.toThrow(/image-alt/);
  expect(await page.evaluate(() => (window as unknown as { axe: { marked?: boolean } }).axe.marked)).toBe(true);
});
