import { expect, test, type Page } from './support/fixtures';
import { customerLoanRouteId, findLatinWords, lenderRules, tenantCodes, tenants, type CustomerLoanStep } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { expectNoViolations } from './support/axe';
import { partnerStorageState, SANDBOX_OTP } from './support/demo';
import { customerContext, fakeCameraLaunch, goodCustomer, partnerMakesLink, pathAfterLogin, personalLoanAnswers, stepPattern } from './support/customer-loan';

test.use({ launchOptions: fakeCameraLaunch });

const words = hiIN.customerLoan;
/** The words of the steps' forms (the domain's customer-loan-forms), field texts like every form's. */
const fieldWords = hiIN.fieldText;
/** A sandbox test mobile no other spec uses, on which the sample PAN scores 750 or more, so Federal Bank offers. */
const mobile = '9999900058';

/** On the step, in Hindi: its header, <html lang>, no Latin word but the data's names, axe clean; a PNG of it in the test's output folder, to be looked at (decision 0217). */
async function onHindiStep(page: Page, providerCode: string, step: CustomerLoanStep, names: readonly string[]) {
  await expect(page).toHaveURL(stepPattern(providerCode, step), { timeout: 30_000 });
  await expect(page.locator('.status-message')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText((hiIN.routes as Record<string, string>)[customerLoanRouteId(step)]!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.screenshot({ path: test.info().outputPath(`${step.replace('/', '-')}.png`), fullPage: true });
  // References and masked numbers are no words: the account (XXXXXX5678), the UMRN and UTR (SBXN…, SBXU…).
  const text = (await page.locator('body').innerText()).replace(/\bX+\d+\b|\b[A-Z]{2,}\d[\dA-Z]*\b/g, ' ');
  // The brand's logo mark is its name's initial (the lead's tenant, shown from the first step: decision 0175).
  const logoInitials = await page.locator('svg.brand-logo text').allTextContents();
  expect(findLatinWords(text, [...names, ...logoInitials]), step).toEqual([]);
  await expectNoViolations(page, `loan in Hindi at ${step}`);
}

test('a customer’s loan in Hindi at 360 px: from the loan link, with no partner session, to disbursement', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  // The partner gives the customer's language with the application; the lead, and so its link, carry it.
  const partner = await playwright.request.newContext({ baseURL, storageState: partnerStorageState, extraHTTPHeaders: { Origin: baseURL! } });
  const answers: Record<string, unknown> = { ...personalLoanAnswers(mobile), customerLanguage: 'hi-IN' };
  const link = await partnerMakesLink(partner, answers, 'FEDERAL');
  await partner.dispose();
  expect(new URL(link.link, baseURL).searchParams.get('lang')).toBe('hi-IN');
  expect(pathAfterLogin('FEDERAL')).toEqual([
    'offer',
    'kyc-details',
    'initiate-kyc',
    'kyc-callback',
    'bank-details',
    'mandate-callback',
    'disbursement-details',
  ]);

  // The customer's own phone, its browser in English: the link decides the language.
  const context = await customerContext(browser);
  const page = await context.newPage();
  await page.goto(link.link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('textbox').fill(String(answers.fullName));
  await page.getByRole('checkbox').check();
  await page.locator('form button[type=submit]').click();
  await page.getByRole('link', { name: new RegExp(link.lenderName) }).click();

  const customer = goodCustomer(String(answers.fullName));
  // The data's names: the lender, the tenants' brands (the default one before the journey names its own), the bank, the customer.
  const names = [link.lenderName, ...tenantCodes.map((code) => tenants[code].name), 'HDFC Bank', String(answers.fullName), 'English'];
  await expect(page.getByText(`******${mobile.slice(-4)}`)).toBeVisible();
  await onHindiStep(page, link.providerCode, 'login-otp', names);
  await page.getByLabel(words.otp.label).fill(SANDBOX_OTP);
  await page.getByRole('button', { name: words.otp.verify }).click();

  // The KFS names the lender's grievance officer.
  await onHindiStep(page, link.providerCode, 'offer', [...names, lenderRules.FEDERAL.grievance.name]);
  await expect(page.getByRole('heading', { name: words.offer.title })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: words.offer.accept }).click();

  await onHindiStep(page, link.providerCode, 'kyc-details', names);
  await page.getByLabel(fieldWords.aadhaarNumber).fill(customer.aadhaar);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: words.continue }).click();

  await onHindiStep(page, link.providerCode, 'initiate-kyc', names);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: words.steps.initiateKycAction }).click();

  // kyc-callback moves on by itself.
  await expect(page).toHaveURL(stepPattern(link.providerCode, 'bank-details'), { timeout: 45_000 });
  await onHindiStep(page, link.providerCode, 'bank-details', names);
  await page.getByLabel(fieldWords.ifsc).fill(customer.ifsc);
  await expect(page.getByRole('status').filter({ hasText: 'HDFC Bank' })).toBeVisible();
  await page.getByLabel(fieldWords.accountNumber, { exact: true }).fill(customer.accountNumber);
  await page.getByLabel(fieldWords.accountNumberAgain).fill(customer.accountNumber);
  await page.getByLabel(fieldWords.accountHolderSName).fill(customer.name);
  await page.getByRole('button', { name: words.bank.verify }).click();

  await onHindiStep(page, link.providerCode, 'mandate-callback', names);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: words.steps.mandateAction }).click();

  await expect(page).toHaveURL(stepPattern(link.providerCode, 'disbursement-success'), { timeout: 60_000 });
  await onHindiStep(page, link.providerCode, 'disbursement-success', names);
  await expect(page.getByText(words.steps.disbursed)).toBeVisible();
  // A reload stays in Hindi: the link's language is on every step's address.
  await page.reload();
  await expect(page.getByText(words.steps.disbursed)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await context.close();
});
