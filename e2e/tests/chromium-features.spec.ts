import { chromium, expect, test, type Browser } from '@playwright/test';
import { omniboxPopupFeatures, playwrightDisabledFeatures } from '../chromium-features';

// The browser tests' Chromium opens no address-bar drop-down pages, and still has every feature Playwright
// itself turns off (decision 0307).

/** The address bar's drop-down pages a new context of this browser opens. */
async function omniboxPagesOf(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext();
  await (await context.newPage()).goto(url);
  const { targetInfos } = await (await browser.newBrowserCDPSession()).send('Target.getTargets', { filter: [{}] });
  await context.close();
  return targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://omnibox-popup'));
}

/** The --disable-features lists on a browser's command line, as chrome://version shows it. */
async function disabledFeaturesOf(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  await page.close();
  return [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!);
}

test("a new context opens no page of the browser's own, and Playwright's own list is kept", async ({ browser, baseURL }) => {
  // This Playwright's Chromium with no arguments of ours: the list ours must repeat, and the drop-down's pages.
  const plain = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const [playwrights] = await disabledFeaturesOf(plain);
  const plainOmniboxPages = await omniboxPagesOf(plain, baseURL!);
  await plain.close();
  expect(playwrights?.split(',').sort()).toEqual([...playwrightDisabledFeatures].sort());
  // When a Chromium no longer opens them, the two switches are dead weight: remove them (and this test).
  expect(plainOmniboxPages).not.toEqual([]);

  // Chromium keeps the last list it is given: ours, with Playwright's and the drop-down's.
  const lists = await disabledFeaturesOf(browser);
  expect(lists.at(-1)?.split(',').sort()).toEqual([...playwrightDisabledFeatures, ...omniboxPopupFeatures].sort());

  expect(await omniboxPagesOf(browser, baseURL!)).toEqual([]);
});
