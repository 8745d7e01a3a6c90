import { expect, test } from './support/fixtures';
import { formatRupees, listProductsForTenant } from '@portal/domain';
import { partnerStorageState } from './support/demo';
import { landingPathOf } from './support/sale-journey';

test.describe('every insurance landing page', () => {
  test.use({ storageState: partnerStorageState });

  for (const product of listProductsForTenant('mintpro').filter((p) => p.category === 'insurance')) {
    test(`${product.code} shows its vertical name and plans with starting prices`, async ({ page }) => {
      await page.goto(landingPathOf(product));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(product.name);
      for (const plan of product.plans) {
        const card = page.getByRole('heading', { name: plan.name, exact: true }).locator('xpath=ancestor::*[self::li or self::article][1]');
        await expect(card.getByText(formatRupees(plan.startingPrice), { exact: true })).toBeVisible();
      }
    });
  }
});

// The white-label tenant's home, landings and limits: white-label.spec.ts.
