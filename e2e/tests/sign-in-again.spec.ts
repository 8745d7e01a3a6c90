import { expect, test } from './support/fixtures';
import { findProduct, indiaToday } from '@portal/domain';
import { signInThroughApi } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { consentBox, landingPathOf } from './support/sale-journey';
import { expectNoViolations } from './support/axe';

// A lost session loses nothing. A partner of its own (Meera Pillai, Mint Fin), so that
// ending the session does not sign out the journeys sharing the demo partner's storage state.
const partnerMobile = '9999900013';
test.use({ storageState: { cookies: [], origins: [] } });

test('a session that ends mid-form is signed in again in a dialog, and the proposal is made with every answer', async ({ page }) => {
  await signInThroughApi(page.request, partnerMobile);
  const travel = findProduct('travel')!;
  const { quote, proposal } = travel.sale!.samples(indiaToday());

  await page.goto(landingPathOf(travel));
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await fillConfigForm(quoteForm, travel.sale!.quote.fields, quote);
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Proceed' }) });
  await fillConfigForm(form, travel.sale!.proposal.fields, proposal);
  await consentBox(form).check();
  const answersBefore = await form
    .locator('input, select, textarea')
    .evaluateAll((inputs) =>
      inputs.map((input) =>
        input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio') ? input.checked : (input as HTMLInputElement).value,
      ),
    );
  expect(answersBefore.filter((answer) => answer !== '' && answer !== false).length).toBeGreaterThan(10);

  // The session ends while the partner fills the form (as after the session's lifetime, or a logout elsewhere).
  expect((await page.request.post('/api/session/logout')).status()).toBe(204);
  const proceed = form.getByRole('button', { name: 'Proceed' });
  await proceed.click();

  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Mobile number')).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectNoViolations(page, 'the sign-in dialog over the form');
  await page.screenshot({ path: test.info().outputPath('sign-in-again-360.png') });

  // Signing in by keyboard, the answers still on the page behind.
  await dialog.getByLabel('Mobile number').fill(partnerMobile);
  await dialog.getByLabel('Mobile number').press('Enter');
  await dialog.getByLabel('OTP').fill('123456');
  await dialog.getByLabel('OTP').press('Enter');

  // The refused Proceed is sent again: the proposal is made, with the answers typed before the session ended.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  await expect(dialog).toBeHidden();
  for (const answer of [proposal.firstName, proposal.lastName, proposal.email]) {
    await expect(page.getByText(String(answer), { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByText('Please log in to continue')).toHaveCount(0);
});

test("a signed-out visitor's landing page logs no console error", async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(landingPathOf(findProduct('travel')!));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(findProduct('travel')!.name);
  await page.waitForLoadState('networkidle');
  expect(consoleErrors).toEqual([]);
});
