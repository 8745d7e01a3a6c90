import { expect, test } from './support/fixtures';
import { samplePersonalLoanSell } from '@portal/domain';
import { expectNoViolations } from './support/axe';
import { partnerStorageState, SANDBOX_OTP } from './support/demo';
import { stepScreenshot } from './support/screenshots';

test.use({ storageState: partnerStorageState });

test('partner: customer details, consent OTP, report with gauge and chart, PDF, a personal loan lead, then the customer withdraws', async ({ page }) => {
  // A sandbox test number (fixed OTP) ending 0009: the bureau's score 820.
  const mobile = '9999900009';
  await page.goto('/credit-score');
  await expect(page.getByRole('heading', { level: 1, name: 'Check Credit Score' })).toBeVisible();
  await expectNoViolations(page, 'credit score intro');
  await stepScreenshot(page, 'credit-score');
  await page.getByRole('link', { name: 'Check a customer’s score' }).click();

  await expect(page).toHaveURL(/\/credit-score\/credit-customer-details$/);
  await page.getByRole('button', { name: 'Send OTP to customer' }).click();
  await expect(page.getByText('Enter Customer Name')).toBeVisible();
  await expectNoViolations(page, 'customer details with errors');
  await stepScreenshot(page, 'credit-customer-details-errors');
  await page.getByLabel('Customer name').fill('Asha Verma');
  await page.getByLabel('Customer mobile number').fill(mobile);
  await page.getByLabel('PAN').fill('ABCPV1234K');
  await page.getByRole('button', { name: 'Send OTP to customer' }).click();

  await expect(page).toHaveURL(/\/credit-score\/otp-verification\?checkId=[0-9a-f-]{36}$/);
  // No personal data in the address.
  expect(page.url()).not.toContain(mobile);
  // The notice's version is kept in the ledger, not shown as a code (decision 0150).
  await expect(page.getByText(/credit-report\/v1/)).toHaveCount(0);
  await expectNoViolations(page, 'consent OTP');
  await stepScreenshot(page, 'credit-otp-verification');
  await page.getByLabel('OTP from the customer').fill(SANDBOX_OTP);
  await page.getByRole('button', { name: 'Verify & see report' }).click();

  await expect(page).toHaveURL(/\/credit-score\/dp-credit-report\?checkId=/);
  await expect(page.getByRole('img', { name: 'Credit score 820 out of 900: Excellent' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Payments of the last 24 months/ })).toBeVisible();
  await expectNoViolations(page, 'credit report');
  await stepScreenshot(page, 'credit-report');
  const pdfHref = await page.getByRole('link', { name: 'Download report (PDF)' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await page.getByLabel('Loan amount the customer needs (Rs)').fill('300000');
  await page.getByRole('button', { name: 'Make a personal loan lead' }).click();
  await expect(page.getByRole('status')).toContainText('A personal loan lead was made');
  await stepScreenshot(page, 'credit-report-lead');

  // The customer withdraws the consent with an OTP to their mobile (decision 0152): the report is gone and no pull happens.
  const withoutOtp = await page.request.post('/api/services/public/creditScore/revokeConsent', { data: { mobileNumber: mobile } });
  expect(withoutOtp.status()).toBe(400);
  const sent = await page.request.post('/api/services/public/creditScore/revokeConsent/otp', { data: { mobileNumber: mobile } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { challengeId } = (await sent.json()) as { challengeId: string };
  const revoked = await page.request.post('/api/services/public/creditScore/revokeConsent', { data: { mobileNumber: mobile, challengeId, otp: SANDBOX_OTP } });
  expect(revoked.status(), await revoked.text()).toBe(200);
  await page.reload();
  await expect(page.getByText(/withdrawn consent/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a new check' })).toBeVisible();
  await expectNoViolations(page, 'report after withdrawal');
  await stepScreenshot(page, 'credit-report-withdrawn');
});

test('customer: the advisor’s link, the OTP as consent, the customer’s own report on their phone', async ({ page, browser }) => {
  const mobile = '9999900029';
  const started = await page.request.post('/api/products/credit-score/leads/initiate-credit-check', {
    data: { name: 'Ravi Kumar', mobile, pan: 'ABCPK4321L' },
  });
  expect(started.status()).toBe(201);
  const { checkId } = (await started.json()) as { checkId: string };
  // The partner gets the link from the OTP page.
  await page.goto(`/credit-score/otp-verification?checkId=${checkId}`);
  await page.getByRole('button', { name: 'Get a link for the customer' }).click();
  const link = await page.getByRole('status').getByRole('link').getAttribute('href');
  expect(link).toContain('/credit-score/customer-journey?token=');
  await stepScreenshot(page, 'credit-otp-share-link');

  // The customer, with no partner session, on their own phone.
  const customer = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: { cookies: [], origins: [] } });
  const phone = await customer.newPage();
  await phone.goto(link!);
  await expect(phone.getByRole('heading', { level: 1, name: 'Check Your Credit Score' })).toBeVisible();
  await expect(phone.getByText('Hello Ravi Kumar')).toBeVisible();
  await expectNoViolations(phone, 'customer landing');
  await stepScreenshot(phone, 'credit-customer-journey');
  await phone.getByRole('button', { name: 'I agree, send OTP' }).click();

  await expect(phone).toHaveURL(/\/credit-score\/customer\/otp-verification\?/);
  await phone.getByRole('button', { name: 'Verify & see my report' }).click();
  await expect(phone.getByText('Enter valid numeric OTP')).toBeVisible();
  await expectNoViolations(phone, 'customer OTP with an error');
  await stepScreenshot(phone, 'credit-customer-otp');
  await phone.getByLabel('OTP sent to your mobile').fill(SANDBOX_OTP);
  await phone.getByRole('button', { name: 'Verify & see my report' }).click();

  await expect(phone).toHaveURL(/\/credit-score\/customer-credit-report$/);
  await expect(phone.getByRole('img', { name: /^Credit score \d{3} out of 900/ })).toBeVisible();
  await expect(phone.getByText('Ravi Kumar, XXXXXX0029')).toBeVisible();
  await expectNoViolations(phone, 'customer report');
  await stepScreenshot(phone, 'credit-customer-report');
  // The customer's session opens no partner page.
  expect((await phone.request.get(`/api/credit-checks/${checkId}`)).status()).toBe(401);
  await customer.close();
});

test('PL offer: the customer proves the mobile and sees the lenders’ pre-approved offers', async ({ page, browser }) => {
  // A sandbox test number ending 0049 applied through the partner and consented: lenders answered.
  const mobile = '9999900049';
  const sold = await page.request.post('/api/products/personal-loan/loan-applications', { data: { ...samplePersonalLoanSell(new Date()), mobile } });
  expect(sold.status()).toBe(201);
  const { aggregatorId } = (await sold.json()) as { aggregatorId: string };
  expect((await page.request.post(`/api/loan-applications/${aggregatorId}/consent/otp`)).status()).toBe(200);
  expect((await page.request.post(`/api/loan-applications/${aggregatorId}/consent/verify`, { data: { otp: SANDBOX_OTP } })).status()).toBe(200);
  await expect(async () => {
    const answer = (await (await page.request.get(`/api/leads/aggregator/${aggregatorId}?dpFlow=PARTNER`)).json()) as { pending: unknown[]; offers: unknown[] };
    expect(answer.pending).toEqual([]);
    expect(answer.offers.length).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });

  const customer = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: { cookies: [], origins: [] } });
  const phone = await customer.newPage();
  await phone.goto('/pl-offer');
  await expect(phone.getByRole('heading', { level: 1, name: 'Personal Loan Offer' })).toBeVisible();
  await phone.getByRole('button', { name: 'Get OTP' }).click();
  await expect(phone.getByText('Enter Valid Mobile Number')).toBeVisible();
  await expectNoViolations(phone, 'PL offer mobile with an error');
  await stepScreenshot(phone, 'pl-offer');
  await phone.getByLabel('Your mobile number').fill(mobile);
  await phone.getByRole('button', { name: 'Get OTP' }).click();
  await expect(phone).toHaveURL(/\/pl-offer\/mobile-verification$/);
  expect(phone.url()).not.toContain(mobile);
  await expectNoViolations(phone, 'PL offer OTP');
  await stepScreenshot(phone, 'pl-offer-mobile-verification');
  await phone.getByLabel('OTP').fill(SANDBOX_OTP);
  await phone.getByRole('button', { name: 'Verify & see offers' }).click();
  await expect(phone.getByRole('status')).toContainText('lowest APR first');
  await expect(phone.getByText(/a month for \d+ months/).first()).toBeVisible();
  await expectNoViolations(phone, 'PL offers');
  await stepScreenshot(phone, 'pl-offer-offers');
  await customer.close();
});

test('customer: from their own report, withdraws the consent in one step after reading what it means', async ({ page, browser }) => {
  const mobile = '9999900039';
  const started = await page.request.post('/api/products/credit-score/leads/initiate-credit-check', { data: { name: 'Meena Das', mobile, pan: 'ABCPD4321L' } });
  expect(started.status()).toBe(201);
  const { checkId } = (await started.json()) as { checkId: string };
  const linked = await page.request.post(`/api/credit-checks/${checkId}/customer-link`);
  expect(linked.status()).toBe(200);
  const { link } = (await linked.json()) as { link: string };

  const customer = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: { cookies: [], origins: [] } });
  const phone = await customer.newPage();
  await phone.goto(link);
  await phone.getByRole('button', { name: 'I agree, send OTP' }).click();
  await phone.getByLabel('OTP sent to your mobile').fill(SANDBOX_OTP);
  await phone.getByRole('button', { name: 'Verify & see my report' }).click();
  await expect(phone.getByRole('img', { name: /^Credit score \d{3} out of 900/ })).toBeVisible();

  await phone.getByRole('link', { name: 'Withdraw my consent' }).click();
  await expect(phone).toHaveURL(/\/credit-score\/customer\/withdraw-consent$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Withdraw Your Consent' })).toBeVisible();
  await expect(phone.getByText(/as easily as you gave it/)).toBeVisible();
  await expect(phone.getByText(/by the OTP sent to XXXXXX0039/)).toBeVisible();
  await expectNoViolations(phone, 'withdraw consent');
  await stepScreenshot(phone, 'credit-customer-withdraw-consent');
  await phone.getByRole('button', { name: 'Withdraw my consent' }).click();
  await expect(phone.getByRole('heading', { name: 'Your consent is withdrawn' })).toBeVisible();
  await expectNoViolations(phone, 'consent withdrawn');
  await stepScreenshot(phone, 'credit-customer-consent-withdrawn');

  // The report is gone for the customer and for the partner.
  await phone.getByRole('link', { name: 'Your Credit Report' }).click();
  await expect(phone.getByText(/consent to fetch it was withdrawn/)).toBeVisible();
  expect((await page.request.get(`/api/leads/fetchCreditScore?checkId=${checkId}`)).status()).toBe(409);
  await customer.close();
});
