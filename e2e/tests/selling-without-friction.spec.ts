import { expect, test } from './support/fixtures';
import { findProduct, indiaToday } from '@portal/domain';
import { partnerStorageState } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { landingPathOf, openCheckout, proposeSample } from './support/sale-journey';
import { expectNoViolations } from './support/axe';
import { expectBigTargets } from './support/targets';

// Nothing asked twice, big targets, live status; all at 360 px.
test.use({ storageState: partnerStorageState });

test("the quote's pin code is carried into the proposal, locked, and pin codes fill city and state", async ({ page }) => {
  const shop = findProduct('shop')!;
  const { quote, proposal } = shop.sale!.samples(indiaToday());
  await page.goto(landingPathOf(shop));
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await fillConfigForm(quoteForm, shop.sale!.quote.fields, { ...quote, pinCode: '400001' });
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');

  const form = page.getByRole('form', { name: 'Customer details' });
  // The shop's pin code is the quote's, locked, with the way back to the quote; its city and state follow.
  const shopPinCode = form.getByLabel(/^Shop Pincode/);
  await expect(shopPinCode).toHaveValue('400001');
  await expect(shopPinCode).toHaveAttribute('readonly', '');
  await expect(page.getByRole('link', { name: 'Change them on the quote' })).toBeVisible();
  await expect(form.getByLabel(/^Shop City/)).toHaveValue('Mumbai');
  await expect(form.getByLabel(/^Shop State/)).toHaveValue('Maharashtra');

  // The proposer's own address: typing its pin code fills its city and state.
  await form.getByLabel(/^Pincode/).fill('560001');
  await expect(form.getByLabel(/^City/)).toHaveValue('Bangalore');
  await expect(form.getByLabel(/^State/)).toHaveValue('Karnataka');
  await expectNoViolations(page, 'proposal with carried answers');
  await expectBigTargets(page, 'proposal');

  // The rest as a partner would; review shows one shop pin code, the quoted one.
  await fillConfigForm(
    form,
    shop.sale!.proposal.fields.filter((field) => !/(pinCode|PinCode|city|City|state|State)$/.test(field.name)),
    proposal,
  );
  await form.getByRole('checkbox').last().check();
  await form.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  await expect(page.getByText('400001', { exact: true })).toHaveCount(1);
  await expect(page.getByText('411001')).toHaveCount(0);
});

test('home, proposal, review and payment status: every control is at least 44×44 px, and the whole product card is a link', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('list', { name: 'Products' }).getByRole('link').first();
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThan(300);
  await expectBigTargets(page, 'home');

  const vectorBorne = findProduct('vector-borne')!;
  await proposeSample(page, vectorBorne);
  await expectBigTargets(page, 'review');
  await openCheckout(page);
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  await expect(page).toHaveURL(/\/products\/payment-status/);
  await expect(page.getByRole('link', { name: 'Download policy' })).toBeVisible();
  await expectBigTargets(page, 'payment status');
  await expectNoViolations(page, 'payment status');
});

test('the review page shows the mandate signed in another tab, without a reload', async ({ page, context }) => {
  const fire = findProduct('fire')!;
  await proposeSample(page, fire, { mandate: false, kyc: false });
  const panel = page.getByRole('region', { name: 'Mandate letter' });
  await expect(panel.getByText(/Waiting for the customer's signature/)).toBeVisible();
  await expect(panel.getByRole('button', { name: /Refresh/ })).toHaveCount(0);
  await expectNoViolations(page, 'review waiting for the mandate');
  await expectBigTargets(page, 'review with the mandate panel');
  const link = await panel.getByLabel('Mandate link').inputValue();

  // The customer opens the shared link in another tab and signs.
  const customer = await context.newPage();
  await customer.goto(link);
  await customer.getByLabel('Your full name').fill('Asha Patil');
  await customer.getByRole('checkbox').check();
  await customer.getByRole('button', { name: 'I agree and sign' }).click();
  await expect(customer.getByText('Signed by Asha Patil', { exact: false })).toBeVisible();
  await customer.close();

  // The partner's review page, never reloaded, shows it within a poll or two.
  await expect(panel.getByText('Signed by Asha Patil', { exact: false })).toBeVisible({ timeout: 10_000 });
  await expectNoViolations(page, 'review with the mandate signed');
});
