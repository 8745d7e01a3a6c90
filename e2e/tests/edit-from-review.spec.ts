import { expect, test, type Page } from './support/fixtures';
import { calculateShopPremiumPaise, findProduct, formatRupees, indiaToday, type Proposal } from '@portal/domain';
import { partnerStorageState } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { consentBox, landingPathOf, proposeSample } from './support/sale-journey';
import { expectNoViolations } from './support/axe';

// Going back edits, it does not restart. A sale in progress is a server-side draft; at 360 px.
test.use({ storageState: partnerStorageState });

/** A unique customer email per run, to count this test's proposals among the demo partner's. */
const uniqueEmail = (what: string) => `${what}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function proposalsWithEmail(page: Page, productCode: string, email: string): Promise<Proposal[]> {
  const response = await page.request.get(`/api/products/${productCode}/proposals`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Proposal[]).filter((proposal) => proposal.values.email === email);
}

const referenceOnReview = async (page: Page) => (await page.locator('.ins-reference strong').textContent())?.trim() ?? '';
const totalPremium = (page: Page) =>
  page.getByRole('region', { name: 'Premium' }).getByText('Total premium', { exact: true }).locator('xpath=following-sibling::dd[1]');

test('from review, Back and the breadcrumb reopen the filled form; saving again updates the same proposal', async ({ page }) => {
  const product = findProduct('vector-borne')!;
  const { proposal } = product.sale!.samples(indiaToday());
  const email = uniqueEmail('edit');
  await proposeSample(page, product, { email });
  const referenceId = await referenceOnReview(page);
  expect(referenceId).toMatch(/^PRP\d{8}[A-Z0-9]{6}$/);

  // The browser's Back: the form the partner filled, with every answer, read from the server.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');
  await expect(page).toHaveURL(new RegExp(`\\?referenceId=${referenceId}$`));
  const form = page.getByRole('form', { name: 'Customer details' });
  await expect(form.getByLabel(/^First Name/)).toHaveValue(String(proposal.firstName));
  await expect(form.getByLabel(/^Email/)).toHaveValue(email);
  await expect(form.getByLabel(/^Pincode/)).toHaveValue('411001');
  await expect(consentBox(form)).toBeChecked();
  await expectNoViolations(page, 'proposal reopened by Back');
  await page.screenshot({ path: test.info().outputPath('reopened-360.png'), fullPage: true });

  // Submitting it again (unchanged) is the same proposal.
  await form.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  expect(await referenceOnReview(page)).toBe(referenceId);

  // The breadcrumb "Enter Customer Details" reopens the same step with its answers (not "Get a quote first").
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Enter Customer Details' }).click();
  await expect(form.getByLabel(/^First Name/)).toHaveValue(String(proposal.firstName));
  await expect(page.getByText('Get a quote first')).toHaveCount(0);
  await form.getByLabel(/^First Name/).fill('Sunita');
  await form.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  expect(await referenceOnReview(page)).toBe(referenceId);
  const customer = page.getByRole('region', { name: 'Customer details' });
  await expect(customer.getByText('First Name', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('Sunita');
  await expectNoViolations(page, 'review after an edit');
  await page.screenshot({ path: test.info().outputPath('review-360.png'), fullPage: true });

  // Review's own "Edit customer details" link does the same; then one proposal, with the last answers.
  await customer.getByRole('link', { name: 'Edit customer details' }).click();
  await expect(form.getByLabel(/^First Name/)).toHaveValue('Sunita');
  const saved = await proposalsWithEmail(page, 'vector-borne', email);
  expect(saved.map((row) => [row.referenceId, row.values.firstName])).toEqual([[referenceId, 'Sunita']]);
});

test('a double tap on Proceed makes one proposal', async ({ page }) => {
  const product = findProduct('vector-borne')!;
  const sale = product.sale!;
  const { quote, proposal } = sale.samples(indiaToday());
  const email = uniqueEmail('double');
  await page.goto(landingPathOf(product));
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await fillConfigForm(quoteForm, sale.quote.fields, quote);
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const form = page.getByRole('form', { name: 'Customer details' });
  await fillConfigForm(
    form,
    sale.proposal.fields.filter((field) => field.name !== 'pinCode'),
    { ...proposal, email },
  );
  await consentBox(form).check();
  // Two submissions of the same quote racing each other, as two quick taps on a slow phone send them.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/products/vector-borne/proposals')) posts.push(request.url());
  });
  await form.evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    element.requestSubmit();
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  expect(posts.length).toBe(2);
  await expect.poll(async () => (await proposalsWithEmail(page, 'vector-borne', email)).length).toBe(1);
});

test('a changed priced answer re-prices the same proposal, and review shows the new premium once', async ({ page }) => {
  const shop = findProduct('shop')!;
  const sale = shop.sale!;
  const email = uniqueEmail('reprice');
  await proposeSample(page, shop, { email, kyc: false, mandate: false });
  const referenceId = await referenceOnReview(page);
  const before = calculateShopPremiumPaise('CONTENTS', 300000);
  const after = calculateShopPremiumPaise('CONTENTS', 500000);
  await expect(totalPremium(page)).toHaveText(formatRupees(before));

  // "Change the quote": the quote form with the answers the proposal was priced on.
  await page.getByRole('region', { name: 'Plan' }).getByRole('link', { name: 'Change the quote' }).click();
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  const contents = quoteForm.getByLabel(/^Contents Sum Insured/);
  await expect(contents).toHaveValue('300000');
  await expect(quoteForm.getByLabel(/^Shop Pincode/)).toHaveValue(String(sale.samples(indiaToday()).quote.pinCode));
  await expectNoViolations(page, 'quote reopened from review');
  await page.screenshot({ path: test.info().outputPath('quote-reopened-360.png'), fullPage: true });
  await contents.selectOption('500000');
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  await page.getByRole('button', { name: 'Buy now' }).click();

  // The customer's details are still there; saving re-prices the same proposal.
  const form = page.getByRole('form', { name: 'Customer details' });
  await expect(form.getByLabel(/^Shop Name/)).toHaveValue(String(sale.samples(indiaToday()).proposal.shopName));
  await form.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  expect(await referenceOnReview(page)).toBe(referenceId);
  await expect(totalPremium(page)).toHaveText(formatRupees(after));
  await expect(page.getByText(formatRupees(before), { exact: true })).toHaveCount(0);
  await expectNoViolations(page, 'review after re-pricing');
  expect((await proposalsWithEmail(page, 'shop', email)).map((row) => row.premium.totalPremium)).toEqual([after]);
});
