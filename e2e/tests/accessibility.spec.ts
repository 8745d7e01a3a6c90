import { expect, test } from './support/fixtures';
import { findProduct } from '@portal/domain';
import { partnerStorageState } from './support/demo';
import { openCheckout, proposeSample } from './support/sale-journey';
import { expectNoViolations } from './support/axe';

test.use({ storageState: partnerStorageState });

test('the login, home, landing (with field errors), review, checkout and status pages pass axe at 360 px', async ({ page, browser }) => {
  const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 360, height: 740 } });
  const loginPage = await fresh.newPage();
  await loginPage.goto('/login');
  await expect(loginPage.getByLabel('Mobile number')).toBeVisible();
  await expectNoViolations(loginPage, 'login');
  await fresh.close();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'home');

  const mobile = findProduct('mobile')!;
  await page.goto('/products/mobile');
  await expect(page.getByRole('form', { name: 'Quote' })).toBeVisible();
  await page.getByRole('form', { name: 'Quote' }).getByRole('button', { name: 'Get Quote' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoViolations(page, 'landing with field errors');

  await proposeSample(page, mobile);
  await expectNoViolations(page, 'review and pay');
  await openCheckout(page);
  await expectNoViolations(page, 'sandbox checkout');
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment received — your policy is ready' })).toBeVisible();
  await expectNoViolations(page, 'payment status');
});

test("fire's extra steps pass axe at 360 px: review with KYC and mandate panels, the customer's mandate page, the sandbox KYC page", async ({ page }) => {
  const fire = findProduct('fire')!;
  await proposeSample(page, fire, { kyc: false, mandate: false });
  await expect(page.getByRole('region', { name: 'Mandate letter' }).getByText(/Waiting for the customer's signature/)).toBeVisible();
  await expectNoViolations(page, 'review with KYC and mandate pending');

  await page.getByRole('region', { name: 'Mandate letter' }).getByRole('link', { name: 'Open mandate' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mandate Letter');
  await expectNoViolations(page, "customer's mandate page");
  await page.getByRole('button', { name: 'I agree and sign' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoViolations(page, "customer's mandate page with errors");
  await page.goBack();

  await page
    .getByRole('region', { name: 'KYC' })
    .getByRole('button', { name: /^(Verify|Continue) KYC$/ })
    .click();
  await expect(page).toHaveURL(/\/api\/sandbox\/kyc\//);
  await expectNoViolations(page, 'sandbox KYC page');
});
