import { expect, test } from './support/fixtures';
import { indianDayOf } from '@portal/domain';
import { expectNoViolations } from './support/axe';
import { signInThroughApi } from './support/demo';

// The tenant's coupons in the console (decision 0125): an admin makes one, sees it listed with its uses,
// and deactivates it, at 360 px with axe on each state.

const mintfinAdmin = '9999900012';

test('an admin makes a coupon, sees its uses and deactivates it', async ({ page }) => {
  await signInThroughApi(page.request, mintfinAdmin);
  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coupons');
  await expect(page.getByRole('heading', { name: /^Coupons \(\d+\)$/ })).toBeVisible();
  await expectNoViolations(page, 'the coupons page');

  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const form = page.getByRole('form', { name: 'New coupon' });
  const [y, m, d] = indianDayOf(new Date()).split('-');
  await form.locator('[name="couponCode"]').fill(code);
  await form.locator('[name="productCode"]').selectOption('mobile');
  await form.locator('[name="validFrom"]').fill(`${d}/${m}/${y}`);
  await form.locator('[name="validUntil"]').fill(`31/12/${Number(y) + 1}`);
  await form.locator('input[name="discountKind"][value="AMOUNT"]').check();
  await expect(form.locator('[name="percent"]')).toHaveCount(0);
  await form.locator('[name="amount"]').fill('150');
  await form.locator('[name="useLimit"]').fill('25');
  await form.getByRole('button', { name: 'Make coupon' }).click();
  await expect(page.getByText(`Coupon ${code} made: partners can use it on Mobile Device Protection.`)).toBeVisible();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${code}`) }) });
  await expect(card).toContainText('Live');
  await expect(card).toContainText('Rs 150 off');
  await expect(card).toContainText('Used 0 of 25');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('console-coupons.png'), fullPage: true });
  await expectNoViolations(page, 'the coupons page with a new coupon');

  // The same code again is refused on the field.
  await form.locator('[name="couponCode"]').fill(code.toLowerCase());
  await form.locator('[name="productCode"]').selectOption('mobile');
  await form.locator('[name="validFrom"]').fill(`${d}/${m}/${y}`);
  await form.locator('[name="validUntil"]').fill(`31/12/${Number(y) + 1}`);
  await form.locator('[name="percent"]').fill('10');
  await form.locator('[name="useLimit"]').fill('5');
  await form.getByRole('button', { name: 'Make coupon' }).click();
  await expect(form.getByText('The tenant already has a coupon with this code')).toBeVisible();
  await expectNoViolations(page, 'the coupon form refusing a code taken');

  await card.getByRole('button', { name: `Deactivate coupon ${code}` }).click();
  await expect(page.getByText(`Coupon ${code} deactivated: no new proposal can use it.`)).toBeVisible();
  await expect(card).toContainText('Ended');
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoViolations(page, 'the coupons page after a deactivation');

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByText(`Deactivate coupon ${code}`)).toBeVisible();
});
