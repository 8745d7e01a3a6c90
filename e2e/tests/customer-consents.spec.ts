import { expect, test } from './support/fixtures';
import { samplePersonalLoanSell } from '@portal/domain';
import { expectNoViolations } from './support/axe';
import { partnerStorageState, SANDBOX_OTP } from './support/demo';
import { expectBigTargets } from './support/targets';
import { stepScreenshot } from './support/screenshots';

test.use({ storageState: partnerStorageState });

// Decision 0155: the customer, on their own phone with no partner session, proves their
// mobile by OTP, reads every consent given for it in words, and withdraws one with the same session.
test('customer: sees their consents in words after their own OTP and withdraws the credit report’s at 360 px', async ({ page, browser }) => {
  // A sandbox test number (fixed OTP) of its own.
  const mobile = '9999900067';
  const started = await page.request.post('/api/products/credit-score/leads/initiate-credit-check', {
    data: { name: 'Meera Iyer', mobile, pan: 'ABCPI4321M' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { checkId } = (await started.json()) as { checkId: string };
  expect((await page.request.post(`/api/credit-checks/${checkId}/consent/verify`, { data: { otp: SANDBOX_OTP } })).status()).toBe(200);
  const sold = await page.request.post('/api/products/personal-loan/loan-applications', { data: { ...samplePersonalLoanSell(new Date()), mobile } });
  expect(sold.status(), await sold.text()).toBe(201);
  const { aggregatorId } = (await sold.json()) as { aggregatorId: string };
  expect((await page.request.post(`/api/loan-applications/${aggregatorId}/consent/otp`)).status()).toBe(200);
  const consented = await page.request.post(`/api/loan-applications/${aggregatorId}/consent/verify`, { data: { otp: SANDBOX_OTP } });
  expect(consented.status()).toBe(200);
  const { consentNotice } = (await consented.json()) as { consentNotice: { recipients: string[] } };
  // A partner session is no customer's.
  expect((await page.request.get('/api/customer-consents')).status()).toBe(401);

  const customer = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: { cookies: [], origins: [] } });
  const phone = await customer.newPage();
  await phone.goto('/my-consents');
  await expect(phone.getByRole('heading', { level: 1, name: 'Your consents' })).toBeVisible();
  await phone.getByLabel('Your mobile number').fill(mobile);
  await phone.getByRole('button', { name: 'Send OTP' }).click();
  await expect(phone.getByText('We sent an OTP to your mobile ending 0067.', { exact: false })).toBeVisible();
  expect(phone.url()).not.toContain(mobile);
  await expectNoViolations(phone, 'consents OTP');
  await stepScreenshot(phone, 'customer-consents-otp');
  await phone.getByLabel('OTP', { exact: true }).fill(SANDBOX_OTP);
  await phone.getByRole('button', { name: 'See my consents' }).click();

  await expect(phone.getByRole('heading', { name: 'Consents of your mobile ending 0067' })).toBeVisible();
  const credit = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: 'Fetch your credit report from a credit bureau' }) });
  const loan = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: 'Share your details with lenders to get loan offers' }) });
  await expect(credit).toContainText('TransUnion CIBIL');
  await expect(credit).toContainText('name, mobile number, PAN');
  await expect(credit).toContainText('In force');
  await expect(loan).toContainText('Personal Loan');
  for (const lender of consentNotice.recipients) await expect(loan).toContainText(lender);
  await expect(loan).toContainText('monthly income');
  // The notice's version stays in the ledger; its words are shown, dated in words.
  await expect(phone.getByText(/loan-offers\/|credit-report\//)).toHaveCount(0);
  const notice = loan.getByText(/^The notice you agreed to, as shown to you on /);
  // It looks like something that opens: its triangle is kept (a summary displayed as flex loses it, decision 0305).
  expect(await notice.evaluate((summary) => getComputedStyle(summary).display)).toBe('list-item');
  await notice.click();
  await expect(loan.getByText('These are still the words of the notice today.')).toBeVisible();
  // It fits a small phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(phone, 'consents list');
  await expectBigTargets(phone, 'consents list');
  await stepScreenshot(phone, 'customer-consents');

  // Withdrawing is one press with the same session, as giving it was one OTP.
  await credit.getByRole('button', { name: 'Withdraw this consent' }).click();
  await expect(credit).toContainText('Withdrawn on');
  await expect(credit.getByRole('button', { name: 'Withdraw this consent' })).toHaveCount(0);
  await expect(loan.getByRole('button', { name: 'Withdraw this consent' })).toBeVisible();
  await expectNoViolations(phone, 'consent withdrawn');
  await stepScreenshot(phone, 'customer-consents-withdrawn');
  // The partner's report is gone with the consent.
  expect((await page.request.get(`/api/leads/fetchCreditScore?checkId=${checkId}`)).status()).toBe(409);
  // A reload keeps the session: the list again, the withdrawal recorded.
  await phone.reload();
  await expect(credit).toContainText('Withdrawn');
  await customer.close();
});
