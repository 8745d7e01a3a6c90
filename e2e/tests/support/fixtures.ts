import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

// Every journey imports `test` from here: Playwright's, with what the browser showed when a test fails.
export * from '@playwright/test';

/** The name of the attachment the failure-context reporter prints; "_" keeps the list reporter from printing it cut to 300 characters. */
export const failureContextAttachment = '_failure-context';

const kept = 20;
const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/**
 * What the browser did during a test (page errors, console errors, failed and refused requests, downloads), written
 * out with what each open page showed when the test failed: CI keeps only the runner's printout, not the trace, so a
 * failure seen once there is read from this (see ./failure-context-reporter.ts).
 */
function eventLog() {
  const events: string[] = [];
  const note = (event: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${event}`);
    if (events.length > kept) events.shift();
  };
  const watchPage = (page: Page) => {
    page.on('pageerror', (error) => note(`page error: ${error.message.split('\n')[0]}`));
    page.on('console', (message) => {
      if (message.type() === 'error') note(`console error: ${message.text().split('\n')[0]}`);
    });
    page.on('requestfailed', (request) => note(`request failed: ${request.method()} ${pathOf(request.url())} (${request.failure()?.errorText ?? '?'})`));
    page.on('response', (response) => {
      if (response.status() >= 400) note(`${response.status()}: ${response.request().method()} ${pathOf(response.url())}`);
    });
    page.on('download', (download) => note(`download started: ${pathOf(download.url())}`));
  };
  const watchContext = (context: BrowserContext) => {
    context.pages().forEach(watchPage);
    context.on('page', watchPage);
  };
  return { events, watchContext };
}

async function describePages(browser: Browser): Promise<string[]> {
  const lines: string[] = [];
  for (const page of browser.contexts().flatMap((context) => context.pages())) {
    lines.push(`page ${pathOf(page.url())}${new URL(page.url()).search ? ' (with a query)' : ''}`);
    const snapshot = await page
      .locator('body')
      .ariaSnapshot({ timeout: 3_000 })
      .catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`);
    lines.push(
      ...snapshot
        .split('\n')
        .slice(0, 80)
        .map((line) => `  ${line}`),
    );
  }
  return lines;
}

export const test = base.extend<{ failureContext: void }>({
  failureContext: [
    async ({ context, browser }, use, testInfo) => {
      const openBefore = new Set(browser.contexts());
      const { events, watchContext } = eventLog();
      watchContext(context);
      // The contexts a test opens itself (a second partner, the customer's phone) are watched too.
      browser.on('context', watchContext);
      await use();
      browser.off('context', watchContext);
      if (testInfo.status !== testInfo.expectedStatus) {
        const body = ['What the browser showed:', ...(await describePages(browser)), 'Its last events:', ...(events.length ? events : ['(none)'])].join('\n');
        await testInfo.attach(failureContextAttachment, { body, contentType: 'text/plain' });
      }
      // The worker's browser outlives the test: a context the test opened and left open (or could not close, having
      // failed) would keep its pages running, and polling the portal, through every later test of the worker.
      await Promise.all(
        browser
          .contexts()
          .filter((opened) => !openBefore.has(opened))
          .map((opened) => opened.close()),
      );
    },
    { auto: true },
  ],
});
