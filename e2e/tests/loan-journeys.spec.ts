import { expect, test, type Browser, type Page } from './support/fixtures';
import { findProduct, lamfShareFormFields, lendingRedirectionProducts, lendingSellForms, type FormValues, type LendingSellProduct } from '@portal/domain';
import { expectNoViolations } from './support/axe';
import { partnerStorageState, SANDBOX_OTP } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { expectBigTargets } from './support/targets';
import { stepScreenshot } from './support/screenshots';

test.use({ storageState: partnerStorageState });

/**
 * The product's sample answers, the customer's mobile a sandbox test number (99999000xx), whose OTP is the
 * sandbox's fixed code; ending 0009, a good credit score to the sandbox lenders (packages/domain/src/lending/lenders/).
 */
const CUSTOMER_MOBILE = '9999900009';
const sampleOf = (code: LendingSellProduct): FormValues => ({ ...findProduct(code)!.sell!.sample(new Date()), mobile: CUSTOMER_MOBILE });

/** From the product's landing page to its sell form, filled with the product's sample answers and sent. */
async function sell(page: Page, code: LendingSellProduct, startLabel: string, submitLabel: string) {
  await page.goto(`/products/${code}`);
  await page.getByRole('link', { name: startLabel }).click();
  const form = page.getByRole('form').first();
  await expect(form).toBeVisible();
  await expectNoViolations(page, `${code} sell form`);
  await stepScreenshot(page, `${code}-sell`);
  await fillConfigForm(form, lendingSellForms[code].fields, sampleOf(code));
  await page.getByRole('button', { name: submitLabel }).click();
}

/** The customer opens the link shared with no partner session, reads it and confirms with the typed name. */
async function confirmAsCustomer(browser: Browser, link: string, what: string) {
  const customer = await browser.newContext({ viewport: { width: 360, height: 740 }, timezoneId: 'Asia/Kolkata', locale: 'en-IN' });
  const page = await customer.newPage();
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expectNoViolations(page, `${what}: the customer's page`);
  await stepScreenshot(page, `${what}-customer`);
  await page.getByLabel('Your full name').fill('Asha Verma');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^Confirmed by Asha Verma/)).toBeVisible();
  await customer.close();
}

/** The customer's OTP (the sandbox's fixed code), typed by the partner. */
async function giveConsent(page: Page, code: string, axe = true) {
  // The notice names the lenders in plain words; its version stays in the ledger (decision 0150).
  await expect(page.getByRole('button', { name: 'Send OTP to customer' })).toBeVisible();
  await expect(page.getByText(/Notice version/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Send OTP to customer' }).click();
  const otp = page.getByLabel("Customer's OTP");
  await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
  if (axe) await expectNoViolations(page, `${code} consent`);
  await expectBigTargets(page, `${code} consent`);
  await stepScreenshot(page, `${code}-consent`);
  await otp.fill(SANDBOX_OTP);
  await page.getByRole('button', { name: 'Verify & proceed' }).click();
}

/** Offers in, the best chosen, its Loan Details with the KFS on screen and as a PDF, acknowledged. */
async function chooseAndAcknowledge(page: Page, code: string, axe = true): Promise<string | undefined> {
  await expect(page).toHaveURL(new RegExp(`/products/${code}/offers/AG[0-9A-Z]{12}$`));
  await expect(page.getByRole('heading', { name: 'How offers are ordered' })).toBeVisible();
  const choose = page.getByRole('button', { name: /^Choose / }).first();
  await expect(choose).toBeVisible({ timeout: 20_000 });
  if (axe) await expectNoViolations(page, `${code} offers`);
  await expectBigTargets(page, `${code} offers`);
  await stepScreenshot(page, `${code}-offers`);
  await choose.click();

  await expect(page).toHaveURL(new RegExp(`/products/${code}/offers/AG[0-9A-Z]{12}/leads/LD[0-9A-Z]{12}$`));
  await expect(page.getByRole('heading', { name: 'Key Fact Statement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Annual percentage rate \(APR\): \d+\.\d\d %$/ })).toBeVisible();
  if (axe) await expectNoViolations(page, `${code} loan details`);
  await expectBigTargets(page, `${code} loan details`);
  await stepScreenshot(page, `${code}-lead`);
  const pdf = await page.request.get((await page.getByRole('link', { name: 'Download Key Fact Statement (PDF)' }).getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A reload lands on the same step, read from the server.
  await page.reload();
  await page.getByRole('checkbox', { name: /has read the Key Fact Statement/ }).check();
  await page.getByRole('button', { name: 'Record acknowledgement' }).click();
  await expect(page.getByText(/The customer acknowledged the Key Fact Statement/)).toBeVisible();
  // Home loans and LAMF have no customer's redirection flow (SPEC §7): the lead goes on with the lender.
  if (!lendingRedirectionProducts.includes(code)) {
    await expect(page.getByRole('button', { name: "Make the customer's link" })).toHaveCount(0);
    return undefined;
  }
  await page.getByRole('button', { name: "Make the customer's link" }).click();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
  if (axe) await expectNoViolations(page, `${code} customer's link`);
  return (await page.locator('.ln-link-box').textContent())!;
}

for (const code of ['personal-loan', 'home-loan'] as const) {
  test(`${code}: landing to the Loan Details of a chosen offer, with the customer's consent by OTP`, async ({ page, browser }) => {
    await sell(page, code, 'Enter loan details', 'Proceed');
    await expect(page).toHaveURL(new RegExp(`/products/${code}/consent-check\\?aggregatorId=AG[0-9A-Z]{12}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify Number & Proceed');
    // The consent, offers and Loan Details pages are the same for both: axe checks them on the personal loan's.
    const axe = code === 'personal-loan';
    await giveConsent(page, code, axe);
    const link = await chooseAndAcknowledge(page, code, axe);
    if (link) await confirmAsCustomer(browser, link, code);
  });
}

test('business-loans: landing to the Loan Details of a chosen offer, confirmed by the customer', async ({ page, browser }) => {
  await sell(page, 'business-loans', 'Enter loan details', 'Proceed');
  // Business loans have no consent page: the offers page asks for the customer's OTP in place.
  await expect(page).toHaveURL(/\/products\/business-loans\/offers\/AG[0-9A-Z]{12}$/);
  await giveConsent(page, 'business-loans');
  const link = await chooseAndAcknowledge(page, 'business-loans');
  expect(link).toBeDefined();
  await confirmAsCustomer(browser, link!, 'business-loans');
});

test('FD: the rate and maturity before the booking link, which the customer confirms', async ({ page, browser }) => {
  await sell(page, 'FD', 'Enter deposit details', 'See rate and maturity');
  const result = page.getByRole('region', { name: 'Rate and maturity' });
  await expect(result.getByText('Maturity amount')).toBeVisible();
  await expectNoViolations(page, 'FD rate');
  await result.getByRole('button', { name: 'Send booking link to customer' }).click();
  await expect(result.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
  await expectNoViolations(page, 'FD booking link');
  await stepScreenshot(page, 'FD-sell');
  await confirmAsCustomer(browser, (await result.locator('.ln-link-box').textContent())!, 'FD');
});

test("LAMF: the customer's link, and the logo-only page it opens", async ({ page, browser }) => {
  await page.goto('/products/lamf');
  await page.getByRole('link', { name: "Make the customer's link" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Customer's Link");
  const sample = sampleOf('lamf');
  await fillConfigForm(page.getByRole('form', { name: "Customer's details" }), lamfShareFormFields, sample);
  await page.getByRole('button', { name: 'Make the link' }).click();
  await expect(page.getByRole('heading', { name: "The customer's link is ready" })).toBeVisible();
  await expectNoViolations(page, 'LAMF link');
  await stepScreenshot(page, 'lamf-share-details');
  const link = (await page.locator('.ln-link-box').textContent())!;

  // The customer opens it with no partner session: the logo, then the steps.
  const customer = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const customerPage = await customer.newPage();
  await customerPage.goto(link);
  await expect(customerPage.getByRole('heading', { level: 1 }).getByRole('img')).toBeVisible();
  await expect(customerPage.getByRole('listitem').first()).toBeVisible();
  await expectNoViolations(customerPage, 'LAMF public');
  await stepScreenshot(customerPage, 'lamf-public');
  await customer.close();
});

test('LAMF sell: the loan, the customer’s consent, then the folios and the eligible amount, then offers to the Loan Details', async ({ page }) => {
  await page.goto('/products/lamf/sell');
  const sample = sampleOf('lamf');
  const loan = page.getByRole('form', { name: 'Loan details' });
  await fillConfigForm(loan, lendingSellForms.lamf.fields, sample);
  await expectNoViolations(page, 'LAMF sell');
  await stepScreenshot(page, 'lamf-sell');
  await loan.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/products\/lamf\/sell\?aggregatorId=AG[0-9A-Z]{12}$/);
  // No folio is read before the customer's OTP consent for that purpose (decision 0150).
  await expect(page.getByText(/The customer can borrow up to/)).toHaveCount(0);
  await giveConsent(page, 'lamf');
  await expect(page.getByText(/The customer can borrow up to/)).toBeVisible();
  await page.getByRole('link', { name: "See the lenders' offers" }).click();
  await expect(page).toHaveURL(/\/products\/lamf\/offers\/AG[0-9A-Z]{12}$/);
  await chooseAndAcknowledge(page, 'lamf');
});

test('the loans home and the Loan Activity Summary', async ({ page }) => {
  await page.goto('/loans');
  await expect(page.getByRole('link', { name: 'Personal Loan' })).toBeVisible();
  // Each product's newest leads, or a word that it has none yet: never an error.
  await expect(page.getByRole('list', { name: 'Recent Personal Loan leads' }).or(page.getByText('No Personal Loan leads yet.'))).toBeVisible();
  await expect(page.getByText(/leads could not be loaded/)).toHaveCount(0);
  await expectNoViolations(page, 'loans home');
  await stepScreenshot(page, 'loans');
  await page.goto('/products/personal-loan/preapprovedoffers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan Activity Summary');
  await expect(page.getByText(/open offer/).first()).toBeVisible();
  await expectNoViolations(page, 'Loan Activity Summary');
  await stepScreenshot(page, 'preapproved-offers');
});
