import { expect, test } from './support/fixtures';
import { demoPartners, SANDBOX_OTP } from './support/demo';

test('a partner logs in with an OTP and out again', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('Mobile is invalid')).toBeVisible();

  await page.getByLabel('Mobile number').fill(demoPartners.mintPro);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByLabel('OTP').fill(SANDBOX_OTP);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('Neha Kulkarni')).toBeVisible();
  await expect(page.getByRole('link', { name: /Vector Borne/i }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});
