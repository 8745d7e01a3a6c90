import { expect, test, type Page } from '@playwright/test';

// Screenshots are for a person to open and look at, not compared. Each goes into the test's own output folder
// (e2e/test-results/<test>/), which Playwright empties when a run starts: never to a fixed path on the machine,
// where two runs would overwrite each other and the CI machine's folders are not the author's.

/** A full-page PNG at 360 px, after checking that nothing makes the phone scroll sideways. */
export async function screenshotAt360(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than the screen`).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/**
 * A full-page PNG of one step of many, only when E2E_SCREENSHOTS is set (to anything): every step of every
 * journey on every run would cost the suite time for pictures nobody opens.
 */
export async function stepScreenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}
