import { expect, test } from '@playwright/test';
import { findProduct, indiaToday, messages } from '@portal/domain';
import { demoPartners, partnerStorageState, signInThroughApi } from './support/demo';
import { fillConfigForm } from './support/fill-form';

test.describe('a partner who types a wrong value', () => {
  test.use({ storageState: partnerStorageState });

  test("sees the spec's message beside the field", async ({ page }) => {
    await page.goto('/products/mobile');
    const quoteForm = page.getByRole('form', { name: 'Quote' });
    const price = quoteForm.locator('[name="devicePrice"]');
    await price.fill('5000');
    await quoteForm.getByRole('button', { name: 'Get Quote' }).click();

    await expect(price).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await price.getAttribute('aria-describedby'))!.split(' ');
    const messagesBesideField = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(messagesBesideField.join(' ')).toContain('Price should be more than Rs.10000');
  });
});

test.describe('a partner not authorised for a product', () => {
  test('is told so when quoting it', async ({ page }) => {
    await signInThroughApi(page.request, demoPartners.notAuthorised);
    const shop = findProduct('shop')!;
    expect(shop.requiresAuthorisation).toBe(true);
    await page.goto('/products/shop');
    const quoteForm = page.getByRole('form', { name: 'Quote' });
    await fillConfigForm(quoteForm, shop.sale!.quote.fields, shop.sale!.samples(indiaToday()).quote);
    await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
    await expect(page.getByText(messages.notAuthorisedProduct)).toBeVisible();
  });
});
