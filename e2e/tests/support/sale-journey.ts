import { expect, type Locator, type Page } from '@playwright/test';
import { formatRupees, indiaToday, tenantCodes, tenants, type Language, type ProductDefinition } from '@portal/domain';
import { fillConfigForm } from './fill-form';

/** The landing page of a product, as the catalogue places it. */
export const landingPathOf = (product: ProductDefinition) => `${product.basePath}/${product.code}`;

/**
 * Landing → quote → customer details → review (and the mandate letter and KYC a product needs, unless
 * `mandate: false` / `kyc: false`); answers with the review page open. `customerLanguage` is chosen on the
 * customer details form (the page's language otherwise).
 */
export async function proposeSample(
  page: Page,
  product: ProductDefinition,
  { kyc = true, mandate = true, customerLanguage, ...overrides }: { email?: string; kyc?: boolean; mandate?: boolean; customerLanguage?: Language } = {},
) {
  const sale = product.sale!;
  const { quote, proposal } = sale.samples(indiaToday());

  await page.goto(landingPathOf(product));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  for (const plan of product.plans) {
    await expect(page.getByText(formatRupees(plan.startingPrice)).first()).toBeVisible();
  }

  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await fillConfigForm(quoteForm, sale.quote.fields, quote);
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy now' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');
  const proposalForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Proceed' }) });
  await fillConfigForm(proposalForm, sale.proposal.fields, { ...proposal, ...overrides });
  if (customerLanguage) await proposalForm.locator('[name="customerLanguage"]').selectOption(customerLanguage);
  await consentBox(proposalForm).check();
  await proposalForm.getByRole('button', { name: 'Proceed' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  if (sale.needsMandate && mandate) await signMandate(page, `${String(proposal.firstName)} ${String(proposal.lastName)}`);
  // The KYC page asks the proposer's date of birth; a business proposal has none, so any valid one.
  const dob = typeof proposal.dob === 'string' && proposal.dob ? proposal.dob : '01/01/1980';
  if (sale.needsKyc && kyc) await verifyKyc(page, { pan: 'ABCDE1234F', dob }, 'Verified');
}

/** Review → Verify KYC → the sandbox KYC page (PAN, date of birth) → back on review with the KYC status shown. */
export async function verifyKyc(page: Page, form: { pan: string; dob: string }, expectedStatus: 'Verified' | 'Failed' | 'Pending') {
  const panel = page.getByRole('region', { name: 'KYC' });
  await panel.getByRole('button', { name: /^(Verify|Continue) KYC$/ }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/kyc\//);
  await page.getByLabel('PAN').fill(form.pan);
  await page.getByLabel('Date of birth (DD/MM/YYYY)').fill(form.dob);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  await expect(panel.getByRole('status')).toContainText(`KYC status: ${expectedStatus}`);
}

/** Review → the customer's mandate page (as the customer would open the shared link) → sign → back to review. */
export async function signMandate(page: Page, customerName: string) {
  const panel = page.getByRole('region', { name: 'Mandate letter' });
  await expect(panel.getByText(/Waiting for the customer's signature/)).toBeVisible();
  await panel.getByRole('link', { name: 'Open mandate' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mandate Letter');
  await page.getByLabel('Your full name').fill(customerName);
  // The consent, and the product's declaration where it has one (sachet term's good health).
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'I agree and sign' }).click();
  await expect(page.getByText(`Signed by ${customerName}`, { exact: false })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  await expect(panel.getByText(`Signed by ${customerName}`, { exact: false })).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The proposal step's consent box, labelled with the signed-in tenant's consent text (any tenant). */
export const consentBox = (form: Locator) =>
  form.getByRole('checkbox', { name: new RegExp(`^(${tenantCodes.map((tenant) => escapeRegExp(tenants[tenant].consentText)).join('|')})`) });

/** Review → Pay → the sandbox gateway's checkout page. */
export async function openCheckout(page: Page) {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/gateway\/checkout\//);
}
