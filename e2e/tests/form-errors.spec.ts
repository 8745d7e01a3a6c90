import { expect, test } from './support/fixtures';
import { findProduct } from '@portal/domain';
import { demoPartners, partnerStorageState, signInThroughApi } from './support/demo';

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
  test('is told so on home and on its page before typing, and joins the waitlist there', async ({ page }) => {
    await signInThroughApi(page.request, demoPartners.notAuthorised);
    const shop = findProduct('shop')!;
    expect(shop.requiresAuthorisation).toBe(true);
    await page.goto('/');
    const card = page.getByRole('list', { name: 'Products' }).getByRole('link', { name: 'Shop Insurance' });
    // Once joined (a retry of this test), home says so instead.
    await expect(card).toHaveAccessibleDescription(/Needs authorisation: join the waitlist on its page|On the waitlist: your admin approves it/);
    await card.click();
    await expect(page).toHaveURL(/\/products\/shop$/);
    const quote = page.getByRole('region', { name: 'Get a quote' });
    await expect(quote.getByText(/You are not authorised to sell Shop Insurance yet\.|You are on the waitlist to sell Shop Insurance\./)).toBeVisible();
    // No quote form to fill only to be refused.
    await expect(page.getByRole('form', { name: 'Quote' })).toHaveCount(0);
    const join = quote.getByRole('button', { name: 'Join the waitlist' });
    if (await join.isVisible()) await join.click();
    await expect(quote.getByText('You are on the waitlist to sell Shop Insurance.')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('link', { name: 'Shop Insurance' })).toHaveAccessibleDescription(
      /On the waitlist: your admin approves it/,
    );
  });
});
