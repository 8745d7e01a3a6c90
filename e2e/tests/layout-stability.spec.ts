import { expect, test, type Browser, type Page } from './support/fixtures';
import { tenants } from '@portal/domain';
import { partnerStorageState } from './support/demo';
import { customerWalksByApi, goodCustomer, partnerMakesLink, personalLoanAnswers, stepUrl } from './support/customer-loan';
import { expectNoLayoutShift, watchLayoutShifts } from './support/layout-shift';

/*
 * A page must not move under the reader's thumb while it loads (decision 0285). What arrives late (the
 * record's brand on a customer's page, the partner's account row in a new tab, the "we sent an OTP" note)
 * has its place held from the first paint. The long brand of the demo tenant takes two lines beside the
 * language switcher on a phone, never a row of its own.
 */

const brand = tenants.mintpro.name;

/** The brand and the language switcher share the header's first row. */
async function expectBrandBesideSwitcher(page: Page) {
  const brandBox = await page.getByRole('banner').getByText(brand, { exact: true }).boundingBox();
  const switcherBox = await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).boundingBox();
  expect(brandBox && switcherBox).toBeTruthy();
  expect(Math.abs(brandBox!.y + brandBox!.height / 2 - (switcherBox!.y + switcherBox!.height / 2))).toBeLessThan(2);
}

async function phone(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 740 }, timezoneId: 'Asia/Kolkata', locale: 'en-IN' });
  await watchLayoutShifts(context);
  return context;
}

test('a customer’s loan link does not move as its brand and OTP note arrive, at 360 and 412 px', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const partner = await playwright.request.newContext({ baseURL, storageState: partnerStorageState, extraHTTPHeaders: { Origin: baseURL! } });
  const answers = personalLoanAnswers('9999900096');
  const link = await partnerMakesLink(partner, answers);
  await partner.dispose();

  for (const width of [360, 412]) {
    const context = await phone(browser, width);
    const page = await context.newPage();
    await page.goto(`${stepUrl(link.providerCode, 'login-otp')}?token=${encodeURIComponent(link.token)}`);
    await expect(page.getByText(/We sent a 6-digit OTP by SMS to/)).toBeVisible();
    await expect(page.getByRole('banner').getByText(brand, { exact: true })).toBeVisible();
    await expectBrandBesideSwitcher(page);
    await expectNoLayoutShift(page, `the login-otp step at ${width} px`);
    await context.close();
  }

  // Signed in and walked to the offer, the customer opens it again: the KFS comes in place of "Opening…".
  const context = await phone(browser, 412);
  await customerWalksByApi(context, baseURL!, link, goodCustomer(String(answers.fullName)), 'offer');
  const page = await context.newPage();
  await page.goto(stepUrl(link.providerCode, 'offer'));
  await expect(page.getByRole('heading', { name: 'Key Facts Statement' })).toBeVisible();
  await expect(page.getByRole('link', { name: /consents/i })).toBeVisible();
  await expectBrandBesideSwitcher(page);
  await expectNoLayoutShift(page, 'the offer step at 412 px');
  await context.close();
});

test('a partner’s page opened in a new tab does not move when the partner’s account row arrives', async ({ browser }) => {
  // A new tab has the partner's cookie but not the tab's sessionStorage: the partner is known only when the session answers.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: partnerStorageState });
  await watchLayoutShifts(context);
  const page = await context.newPage();
  for (const path of ['/', '/leads']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectBrandBesideSwitcher(page);
    await expectNoLayoutShift(page, `${path} at 360 px`);
  }
  await context.close();
});
