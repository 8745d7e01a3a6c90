import { expect, test } from './support/fixtures';
import { SANDBOX_OTP } from './support/demo';

// Point 3: a deliberate logout on a shared phone leaves nothing behind. A partner of its own
// (Anita Menon, Mint Life Distributors), so that logging out ends no session another journey shares.
const partnerMobile = '9999900023';
const partnerName = 'Anita Menon';
test.use({ storageState: { cookies: [], origins: [] } });

test('after Log out the next person on the phone sees no name, no data and no "Sign in again" sheet', async ({ page }) => {
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Mobile number').fill(partnerMobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByLabel('OTP').fill(SANDBOX_OTP);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();

  // Her leads page, with the data it loaded and her name in the header; home is one step back.
  await expect(page).toHaveURL(/\/leads/);
  await page.getByRole('banner').getByRole('link', { name: 'Mint Life Distributors' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('link', { name: 'My Leads' }).click();
  await expect(page).toHaveURL(/\/leads/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByText(partnerName)).toBeVisible();

  await banner.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  // The name, the account menu and the sheet promising to keep "everything you entered" are all gone…
  await expect(page.getByText(partnerName)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My Leads' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toHaveCount(0);
  await expect(page.getByText(/your session has ended/i)).toHaveCount(0);
  // …and stay gone once every query the leads page had in flight has answered.
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('logout-login-360.png') });

  // Nothing of hers is kept in the tab: no dealer session keys, no cached answers of her calls in the store.
  const kept = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('dealer')));
  expect(kept).toEqual([]);

  // The next person presses Back: her home page asks for a sign-in instead of showing what was cached.
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(partnerName)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toHaveCount(0);
});
