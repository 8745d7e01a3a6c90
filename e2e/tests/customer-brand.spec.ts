import { expect, test, type Browser, type Page } from './support/fixtures';
import { DEFAULT_BRAND_NAME, samplePersonalLoanSell, tenantBrandColours, tenants } from '@portal/domain';
import { mintfinPartnerStorageState, SANDBOX_OTP } from './support/demo';

// Every customer page names the tenant of its record, and no brand before it knows it (decision 0240): a
// Mint Finance partner's credit check, QR sheet and loan offers, opened on the customer's own phone, 360 px
// wide with no partner session. Sahyadri sells none of these three, so Mint Finance is the tenant here.
test.use({ storageState: mintfinPartnerStorageState });
test.describe.configure({ timeout: 180_000 });

const brand = tenants.mintfin.name;

/**
 * The customer's phone: a fresh context with no cookies. Every text the header's brand place ever shows is
 * recorded from the first paint, so a default brand shown for a moment while the page loads is caught.
 */
async function customerPhone(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { brandsSeen: string[] }).brandsSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.site-header__brand')?.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(url);
  return page;
}

const brandsSeen = (page: Page) => page.evaluate(() => (window as unknown as { brandsSeen: string[] }).brandsSeen);

async function expectMintFinance(page: Page) {
  // Named as text: a link would take the customer to the partners' sign-in, the portal's home.
  await expect(page.getByRole('banner').getByText(brand, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: brand })).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`\\| ${brand}$`));
  await expect(page.getByText(DEFAULT_BRAND_NAME)).toHaveCount(0);
  const colour = await page.evaluate(() => document.documentElement.style.getPropertyValue('--colour-brand'));
  expect(colour).toBe(tenantBrandColours.mintfin);
  // From the first paint: no brand, then the record's; never the default one.
  expect(await brandsSeen(page)).not.toContain(DEFAULT_BRAND_NAME);
}

test('a Mint Finance credit check: the link, the OTP and the report name Mint Finance on the customer’s phone', async ({ page, browser }) => {
  const started = await page.request.post('/api/products/credit-score/leads/initiate-credit-check', {
    data: { name: 'Ravi Kumar', mobile: '9999900062', pan: 'ABCPK4321L' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { checkId } = (await started.json()) as { checkId: string };
  const linked = await page.request.post(`/api/credit-checks/${checkId}/customer-link`);
  expect(linked.status()).toBe(200);
  const { link } = (await linked.json()) as { link: string };

  const phone = await customerPhone(browser, link);
  await expect(phone.getByText('Hello Ravi Kumar')).toBeVisible();
  await expectMintFinance(phone);
  await phone.screenshot({ path: test.info().outputPath(`credit-score-journey-mintfin-360.png`), fullPage: true });
  await phone.getByRole('button', { name: 'I agree, send OTP' }).click();
  await expect(phone).toHaveURL(/\/credit-score\/customer\/otp-verification\?/);
  await expectMintFinance(phone);
  await phone.screenshot({ path: test.info().outputPath(`credit-score-otp-mintfin-360.png`), fullPage: true });
  await phone.getByLabel('OTP sent to your mobile').fill(SANDBOX_OTP);
  await phone.getByRole('button', { name: 'Verify & see my report' }).click();
  await expect(phone.getByRole('img', { name: /^Credit score \d{3} out of 900/ })).toBeVisible();
  await expectMintFinance(phone);
  await phone.screenshot({ path: test.info().outputPath(`credit-score-report-mintfin-360.png`), fullPage: true });
  await phone.context().close();
});

test('a Mint Finance QR card: the activation page names Mint Finance from the scan', async ({ browser }) => {
  const phone = await customerPhone(browser, '/sachet/activate#code=sandboxMfinQrCode00001');
  await expect(phone.getByText('Rs 3,00,000 of life cover for one year')).toBeVisible();
  await expect(phone.getByText(`already paid for by your ${brand} partner`, { exact: false })).toBeVisible();
  await expectMintFinance(phone);
  await phone.screenshot({ path: test.info().outputPath(`sachet-activation-mintfin-360.png`), fullPage: true });
  await phone.context().close();
});

test('personal loan offers: no brand before the OTP, then Mint Finance, whose partner’s application made them', async ({ page, browser }) => {
  // A sandbox number no other spec uses: every offer for it is this application's, Mint Finance's alone.
  const mobile = '9999900061';
  const sold = await page.request.post('/api/products/personal-loan/loan-applications', { data: { ...samplePersonalLoanSell(new Date()), mobile } });
  expect(sold.status(), await sold.text()).toBe(201);
  const { aggregatorId } = (await sold.json()) as { aggregatorId: string };
  expect((await page.request.post(`/api/loan-applications/${aggregatorId}/consent/otp`)).status()).toBe(200);
  expect((await page.request.post(`/api/loan-applications/${aggregatorId}/consent/verify`, { data: { otp: SANDBOX_OTP } })).status()).toBe(200);
  await expect(async () => {
    const answer = (await (await page.request.get(`/api/leads/aggregator/${aggregatorId}?dpFlow=PARTNER`)).json()) as { pending: unknown[]; offers: unknown[] };
    expect(answer.pending).toEqual([]);
    expect(answer.offers.length).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });

  const phone = await customerPhone(browser, '/pl-offer');
  await expect(phone.getByRole('heading', { level: 1, name: 'Personal Loan Offer' })).toBeVisible();
  // No record yet: the header names no brand, the default's no more than another's.
  await expect(phone.getByRole('banner').getByRole('link')).toHaveCount(0);
  await expect(phone).toHaveTitle('Personal Loan Offer');
  await phone.screenshot({ path: test.info().outputPath(`pl-offer-before-otp-360.png`), fullPage: true });
  await phone.getByLabel('Your mobile number').fill(mobile);
  await phone.getByRole('button', { name: 'Get OTP' }).click();
  await phone.getByLabel('OTP').fill(SANDBOX_OTP);
  await phone.getByRole('button', { name: 'Verify & see offers' }).click();
  await expect(phone.getByRole('status')).toContainText('lowest APR first');
  await expectMintFinance(phone);
  await phone.screenshot({ path: test.info().outputPath(`pl-offer-offers-mintfin-360.png`), fullPage: true });
  await phone.context().close();
});
