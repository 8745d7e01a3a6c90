import { expect, test } from './support/fixtures';
import { findProduct, indiaToday } from '@portal/domain';
import { partnerStorageState } from './support/demo';
import { proposeSample, verifyKyc } from './support/sale-journey';

test.use({ storageState: partnerStorageState });

const shop = findProduct('shop')!;
const dob = String(shop.sale!.samples(indiaToday()).proposal.dob);

test('a name changed after KYC asks for KYC again on review, and payment waits for it (decision 0122)', async ({ page }) => {
  await proposeSample(page, shop);
  const panel = page.getByRole('region', { name: 'KYC' });
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeEnabled();

  // The partner changes the customer's first name from review.
  await page.getByRole('region', { name: 'Customer details' }).getByRole('link', { name: 'Edit customer details' }).click();
  const form = page.getByRole('form', { name: 'Customer details' });
  await form.getByLabel(/^First Name/).fill('Sunita');
  await form.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');

  await expect(panel.getByRole('status')).toContainText('KYC status: To do again');
  await expect(panel.getByRole('status')).toContainText("The customer's name or date of birth changed after KYC");
  await expect(panel.getByRole('button', { name: 'Verify KYC' })).toBeVisible();
  await expect(pay).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('review-kyc-again-360.png'), fullPage: true });

  await verifyKyc(page, { pan: 'ABCDE1234F', dob }, 'Verified');
  await expect(panel.getByRole('status')).toContainText('Sunita');
  await expect(pay).toBeEnabled();
});

test('a digit changed in the middle of a date keeps the caret beside it', async ({ page }) => {
  const travel = findProduct('travel')!;
  await page.goto(`${travel.basePath}/${travel.code}`);
  const date = page.getByRole('form', { name: 'Quote' }).getByLabel(/^Trip Start Date/);
  await date.pressSequentially('01122026');
  await expect(date).toHaveValue('01/12/2026');
  // Select the month's first digit and type over it, then delete back over a slash.
  await date.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 4));
  await page.keyboard.type('0');
  await expect(date).toHaveValue('01/02/2026');
  expect(await date.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
  // A digit typed into the full date types over the next one.
  await page.keyboard.type('3');
  await expect(date).toHaveValue('01/03/2026');
  expect(await date.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(5);
  await date.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3));
  await page.keyboard.press('Backspace');
  // Backspace just after a slash deletes the digit before it.
  await expect(date).toHaveValue('00/32/026');
  expect(await date.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(1);
});
