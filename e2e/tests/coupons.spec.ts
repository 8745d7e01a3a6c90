import { expect, test } from './support/fixtures';
import { couponMessages, findProduct, indiaToday } from '@portal/domain';
import { expectNoViolations } from './support/axe';
import { partnerStorageState } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { consentBox } from './support/sale-journey';
import { stepScreenshot } from './support/screenshots';

test.use({ storageState: partnerStorageState });

test('mobile cover with a digital-leader coupon at 360 px: a refused code says why, a good one shows the discounted premium, review charges it', async ({
  page,
}) => {
  const mobile = findProduct('mobile')!;
  const { proposal } = mobile.sale!.samples(indiaToday());
  await page.goto('/products/mobile');
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  // A Rs 50,000 phone: 8% is Rs 4,000; MOBILE10 takes 10% off, Rs 400.
  await fillConfigForm(quoteForm, mobile.sale!.quote.fields, { planCode: 'MOBILE_PROTECTION', devicePrice: '50000' });
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy now' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Proceed' }) });
  // The digital-leader call (decision 0125): the partner's tenant runs coupons on the mobile cover.
  await expect(form.getByText('Your company runs coupons on this cover: enter the customer’s code and apply it.')).toBeVisible();
  await fillConfigForm(form, mobile.sale!.proposal.fields, { ...proposal, couponCode: 'OLDMOBILE' });
  await form.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(form.getByRole('alert').filter({ hasText: couponMessages.expired })).toBeVisible();

  await form.getByLabel(/Coupon Code/).fill('mobile10');
  await form.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(form.getByText(/Coupon MOBILE10 applied/)).toContainText('Rs 3,600');
  await expect(form.getByText(/Coupon MOBILE10 applied/)).toContainText('you save Rs 400');
  await expectNoViolations(page, 'proposal with a coupon applied');
  await stepScreenshot(page, 'mobile-coupon-applied');

  await consentBox(form).check();
  await form.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  await expect(page.getByText('Coupon MOBILE10 discount')).toBeVisible();
  await expect(page.locator('.ins-premium-total')).toContainText('Rs 3,600');
  await expectNoViolations(page, 'review with a coupon');
  await stepScreenshot(page, 'mobile-coupon-review');
});
