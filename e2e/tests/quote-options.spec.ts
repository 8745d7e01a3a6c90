import { expect, test, type Page } from './support/fixtures';
import { calculateTravelPremiumPaise, findProduct, formatRupees, indiaToday, type FormValues } from '@portal/domain';
import { partnerStorageState } from './support/demo';
import { fillConfigForm } from './support/fill-form';

test.use({ storageState: partnerStorageState });

const travel = findProduct('travel')!;
const sample = travel.sale!.samples(indiaToday()).quote;
const totalOf = (changes: FormValues) => formatRupees(calculateTravelPremiumPaise({ ...sample, ...changes }));
const totalShown = (page: Page) => page.locator('.ins-premium-total dd');

// SPEC §4 local state: add-on, loading and discount select/unselect, each re-pricing the quote the partner sees.
test('travel: add-ons, loadings and discounts are selected and unselected, and the premium follows', async ({ page }) => {
  await page.goto('/products/travel');
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await fillConfigForm(quoteForm, travel.sale!.quote.fields, sample);
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  await expect(totalShown(page)).toHaveText(totalOf({}));

  const toggle = (name: string) => page.getByRole('button', { name, exact: true });
  const steps: [button: string, pressed: boolean, changes: FormValues][] = [
    ['Cruise Cover', true, { addOns: ['CRUISE_COVER'] }],
    ['Winter Sports', true, { addOns: ['CRUISE_COVER'], loadings: ['WINTER_SPORT'] }],
    ['Medical Expenses Deductible', false, { addOns: ['CRUISE_COVER'], loadings: ['WINTER_SPORT'], discounts: ['BAGGAGE_DISC'] }],
    ['Cruise Cover', false, { addOns: [], loadings: ['WINTER_SPORT'], discounts: ['BAGGAGE_DISC'] }],
    ['Winter Sports', false, { addOns: [], loadings: [], discounts: ['BAGGAGE_DISC'] }],
    ['Medical Expenses Deductible', true, { addOns: [], loadings: [], discounts: ['MEDEX_DISC', 'BAGGAGE_DISC'] }],
  ];
  for (const [button, pressed, changes] of steps) {
    await toggle(button).click();
    await expect(toggle(button)).toHaveAttribute('aria-pressed', String(pressed));
    await expect(totalShown(page)).toHaveText(totalOf(changes));
  }
});

test('the share modal opens from a quote and closes with Escape, focus back on Share', async ({ page }) => {
  await page.goto('/products/travel');
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await fillConfigForm(quoteForm, travel.sale!.quote.fields, sample);
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Share this quote' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();
});
