import { expect, test } from './support/fixtures';
import { listProductsForTenant } from '@portal/domain';
import { partnerStorageState } from './support/demo';
import { openCheckout, proposeSample } from './support/sale-journey';

test.use({ storageState: partnerStorageState });

// One journey per product that is sellable end to end, generated from the catalogue: a new product's
// file (with its samples) is covered without a new test.
const sellable = listProductsForTenant('mintpro').filter((product) => product.sale);

for (const product of sellable) {
  test(`${product.code}: landing to an issued policy`, async ({ page }) => {
    await proposeSample(page, product);
    await openCheckout(page);
    await page.getByRole('button', { name: /^Pay Rs/ }).click();

    await expect(page).toHaveURL(/\/products\/payment-status\?status=SUCCESS/);
    await expect(page.getByRole('heading', { name: 'Payment received — your policy is ready' })).toBeVisible();
    const download = page.getByRole('link', { name: 'Download policy' });
    await expect(download).toBeVisible();
    const certificate = await page.request.get((await download.getAttribute('href'))!);
    expect(certificate.status()).toBe(200);
    expect(certificate.headers()['content-disposition']).toMatch(/^attachment/);
    expect((await certificate.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}

test('a declined payment says it did not go through', async ({ page }) => {
  await proposeSample(page, sellable[0]!);
  await openCheckout(page);
  await page.getByRole('button', { name: 'Fail payment' }).click();

  await expect(page).toHaveURL(/\/products\/payment-status\?status=FAILURE/);
  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download policy' })).toHaveCount(0);
});
