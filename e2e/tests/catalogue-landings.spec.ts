import { expect, test } from '@playwright/test';
import { formatRupees, listProductsForTenant, tenants } from '@portal/domain';
import { demoPartners, partnerStorageState, signInThroughApi } from './support/demo';
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

test("the white-label tenant's partner sees only its two products, at its own prices", async ({ page }) => {
  await signInThroughApi(page.request, demoPartners.whiteLabel);
  await page.goto('/');
  await expect(page.getByText(tenants.sahyadri.name).first()).toBeVisible();
  const products = listProductsForTenant('sahyadri');
  expect(products.map((p) => p.code).sort()).toEqual(['group-hospicash', 'group-personal-accident']);
  const links = page.getByRole('main').getByRole('link');
  await expect(links).toHaveCount(products.length);
  for (const product of products) {
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    await expect(page.getByText(formatRupees(product.startingPrice!))).toBeVisible();
  }

  await page.goto('/products/shop');
  await expect(page.getByRole('heading', { name: 'Shop Insurance' })).toHaveCount(0);
});
