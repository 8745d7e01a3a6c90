import { expect, test } from './support/fixtures';
import { findLatinWords, tenantCodes, tenants } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { expectNoViolations } from './support/axe';

const brandNames = tenantCodes.map((code) => tenants[code].name);

/**
 * Hindi and Marathi at 360 px (decision 0210), with no partner session: a first visit from a Hindi browser opens in Hindi (the frame,
 * the sign-in form and its messages, in Noto Sans Devanagari), axe finds no lang problem, and the header's
 * switcher turns the page to Marathi. Screenshots in the test's output folder, for a look.
 */
test('a Hindi browser’s first visit to the login page, then Marathi from the switcher', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 360, height: 740 }, locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/login');

  await expect(page.getByRole('heading', { level: 1, name: hiIN.routes.login })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('button', { name: hiIN.signIn.getOtp }).click();
  await expect(page.getByText(hiIN.validation.mobile)).toBeVisible();
  // Devanagari in the self-hosted font, fetched because the page shows Devanagari.
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी'))).toBe(true);
  expect(findLatinWords(await page.locator('body').innerText(), [...brandNames, 'English'])).toEqual([]);
  await expectNoViolations(page, 'login in Hindi');
  await page.screenshot({ path: test.info().outputPath('login-hi-360.png'), fullPage: true });

  await page.getByRole('combobox', { name: hiIN.language.label }).selectOption('mr-IN');
  await expect(page.getByRole('heading', { level: 1, name: mrIN.routes.login })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
  await expect(page.getByLabel(mrIN.signIn.mobileLabel)).toBeVisible();
  // The message the page showed is said again in the new language.
  await expect(page.getByText(mrIN.validation.mobile)).toBeVisible();
  await expectNoViolations(page, 'login in Marathi');
  await page.screenshot({ path: test.info().outputPath('login-mr-360.png'), fullPage: true });

  // The choice is kept on this device: the next visit opens in Marathi.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: mrIN.routes.login })).toBeVisible();
  await context.close();
});

test('the API answers a Hindi page’s sign-in in Hindi', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 360, height: 740 }, locale: 'hi-IN' });
  const page = await context.newPage();
  const answer = await page.request.post('/api/services/public/otp/generate', { headers: { 'accept-language': 'hi-IN' }, data: { mobile: '12345' } });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).error.fields).toEqual({ mobile: hiIN.validation.mobile });
  await context.close();
});
