import { expect, test } from './support/fixtures';
import { findProduct, indiaToday, membershipIdPattern } from '@portal/domain';
import { partnerStorageState } from './support/demo';
import { openCheckout, proposeSample, verifyKyc } from './support/sale-journey';

test.use({ storageState: partnerStorageState });

const shop = findProduct('shop')!;
const dob = String(shop.sale!.samples(indiaToday()).proposal.dob);

test('a failed KYC blocks payment; a passed retry pays and the policy shows its membership id', async ({ page }) => {
  await proposeSample(page, shop, { kyc: false });
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeDisabled();
  await expect(page.getByText('Complete KYC before payment')).toBeVisible();

  // A wrong PAN is refused on the provider's page with the field's message.
  const panel = page.getByRole('region', { name: 'KYC' });
  const reviewUrl = page.url();
  await panel.getByRole('button', { name: 'Verify KYC' }).click();
  await page.getByLabel('PAN').fill('ABCD1234F');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Enter valid PAN')).toBeVisible();
  await page.goto(reviewUrl);
  await expect(panel.getByRole('status')).toContainText('KYC status: Pending');

  // The registry does not know this PAN: KYC fails, and payment stays blocked in the browser and at the API.
  await verifyKyc(page, { pan: 'ABCDE0000F', dob }, 'Failed');
  await expect(panel.getByText('PAN not found in the KYC registry', { exact: false })).toBeVisible();
  await expect(pay).toBeDisabled();
  const referenceId = new URL(reviewUrl).searchParams.get('referenceId')!;
  expect((await page.request.post('/api/products/shop/checkout', { data: { referenceId } })).status()).toBe(200);
  const refused = await page.request.post('/api/products/shop/payments/link', {
    headers: { 'Idempotency-Key': `kyc-e2e-${referenceId}` },
    data: { referenceId },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toBe('Complete KYC before payment');

  // Verifying again with a valid PAN opens payment.
  await verifyKyc(page, { pan: 'ABCDE1234F', dob }, 'Verified');
  await expect(page.getByText('Complete KYC before payment')).toHaveCount(0);
  await openCheckout(page);
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  await expect(page).toHaveURL(/\/products\/payment-status\?status=SUCCESS/);
  const membership = page.getByText('Membership ID', { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(membership).toHaveText(membershipIdPattern);
});
