import { expect, test } from './support/fixtures';
import { findProduct, indiaToday } from '@portal/domain';
import { partnerStorageState, SANDBOX_OTP } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { landingPathOf, openCheckout, proposeSample } from './support/sale-journey';
import { expectNoViolations } from './support/axe';

// Dates a phone can type, words instead of codes; all at 360 px.

test('a wrong OTP says it is wrong and how many tries are left; the right one still signs in', async ({ page }) => {
  await page.goto('/login');
  // Another tenant's partner than the other journeys use, so this test's sends count against no one else's.
  await page.getByLabel('Mobile number').fill('9999900011');
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByLabel('OTP').fill('111111');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Wrong OTP. 4 tries left')).toBeVisible();
  await expect(page.getByLabel('OTP')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'login with a wrong OTP');

  await page.getByLabel('OTP').fill('222222');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Wrong OTP. 3 tries left')).toBeVisible();

  await page.getByLabel('OTP').fill(SANDBOX_OTP);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('signed in', () => {
  test.use({ storageState: partnerStorageState });

  test('a date takes digits and gets its slashes; a trip date that is not whole says which date is wrong', async ({ page }) => {
    const travel = findProduct('travel')!;
    await page.goto(landingPathOf(travel));
    const quoteForm = page.getByRole('form', { name: 'Quote' });
    const tripStart = quoteForm.getByLabel(/^Trip Start Date/);
    await expect(tripStart).toHaveAttribute('inputmode', 'numeric');

    await tripStart.pressSequentially('01122026');
    await expect(tripStart).toHaveValue('01/12/2026');

    await tripStart.fill('');
    await tripStart.pressSequentially('0112');
    await expect(tripStart).toHaveValue('01/12');
    await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
    await expect(quoteForm.getByText('Trip Start Date should be in DD/MM/YYYY format only')).toBeVisible();
    await expect(quoteForm.getByText('DOB should be in DD/MM/YYYY format only')).toHaveCount(0);
    await expectNoViolations(page, 'travel quote with a date error');
  });

  test('a travel proposal asks the Emirates ID only of a traveller who is not Indian', async ({ page }) => {
    const travel = findProduct('travel')!;
    const { quote } = travel.sale!.samples(indiaToday());
    await page.goto(landingPathOf(travel));
    const quoteForm = page.getByRole('form', { name: 'Quote' });
    await fillConfigForm(quoteForm, travel.sale!.quote.fields, quote);
    await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');

    const form = page.getByRole('form', { name: 'Customer details' });
    const nationality = form.getByLabel(/^Nationality/).first();
    await nationality.fill('Indian');
    await expect(form.getByLabel(/^Emirates ID/)).toHaveCount(0);
    await nationality.fill('Emirati');
    await expect(form.getByLabel(/^Emirates ID$|^Emirates ID\b(?! Expiry)/).first()).toBeVisible();
    await expect(form.getByLabel(/^Emirates ID Expiry Date/).first()).toBeVisible();
    await expectNoViolations(page, 'travel proposal for a UAE traveller');
  });

  test('review reads choices by their labels, and the payment status is a sentence, not a code', async ({ page }) => {
    const shop = findProduct('shop')!;
    await proposeSample(page, shop);
    // Occupancy's choices come from the server; review shows the label, never the code.
    await expect(page.getByText('Kirana / Grocery Store')).toBeVisible();
    await expect(page.getByText('KIRANA', { exact: true })).toHaveCount(0);
    // MintPay is offered to no tenant, so it is not on the proposal either (checked on the form's API in
    // config.test.ts); here the payment goes to the gateway and fails.
    await openCheckout(page);
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page).toHaveURL(/\/products\/payment-status/);
    await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
    await expect(page.getByText('The bank said: Payment declined by the customer.')).toBeVisible();
    for (const code of ['SUCCESS', 'FAILURE', 'MISC']) await expect(page.getByText(code, { exact: true })).toHaveCount(0);
    await expectNoViolations(page, 'payment status after a declined payment');
  });
});
