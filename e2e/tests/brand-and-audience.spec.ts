import { inflateSync } from 'node:zlib';
import { expect, test, type Browser, type Locator, type Page } from './support/fixtures';
import { findProduct, findProductForTenant, tenantBrandColours, tenants } from '@portal/domain';
import { mintfinPartnerStorageState, whiteLabelStorageState } from './support/demo';
import { landingPathOf, proposeSample } from './support/sale-journey';
import { expectNoViolations } from './support/axe';
import { partnerMakesLink, personalLoanAnswers, stepUrl } from './support/customer-loan';
import { smallTargets } from './support/targets';

// Points 1 and 2: the brand of whose record it is, and customer pages that speak to the customer.
// A customer's phone is a fresh context with no cookies at all, 360 px wide. A journey of two browsers on a
// busy machine takes longer than one.
test.describe.configure({ timeout: 180_000 });

/** The text a PDF draws (pdf-lib: Flate-compressed content streams, hex-string Tj operators). */
function pdfText(bytes: Buffer): string {
  const texts: string[] = [];
  for (const match of bytes.toString('latin1').matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      const content = inflateSync(bytes.subarray(start, bytes.indexOf('endstream', start, 'latin1'))).toString('latin1');
      for (const tj of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) texts.push(Buffer.from(tj[1] ?? '', 'hex').toString('latin1'));
    } catch {
      // not a compressed content stream
    }
  }
  return texts.join('\n');
}

async function linkInWhatsAppText(whatsApp: Locator): Promise<string> {
  const text = new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text') ?? '';
  return /https?:\/\/\S+$/.exec(text)?.[0] ?? '';
}

async function customerPhone(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** The partner makes the payment link on review; the customer's phone opens it. */
async function paymentLinkOnCustomerPhone(page: Page, browser: Browser, product: Parameters<typeof proposeSample>[1]) {
  await proposeSample(page, product);
  await page.getByRole('button', { name: 'Send payment link to customer' }).click();
  const section = page.getByRole('region', { name: 'Customer pays from their phone' });
  const link = await linkInWhatsAppText(section.getByRole('link', { name: 'Send on WhatsApp' }));
  expect(link).not.toBe('');
  const customer = await customerPhone(browser, link);
  await expect(customer).toHaveURL(/\/api\/sandbox\/gateway\/checkout\//);
  return customer;
}

test.describe('a Sahyadri customer who pays through a payment link', () => {
  test.use({ storageState: whiteLabelStorageState });

  test('sees Sahyadri’s brand, words for them, a finished step bar and downloads their policy with no sign-in', async ({ page, browser }) => {
    const product = findProductForTenant('group-personal-accident', 'sahyadri')!;
    const customer = await paymentLinkOnCustomerPhone(page, browser, product);
    await customer.getByRole('button', { name: /^Pay Rs/ }).click();

    await expect(customer).toHaveURL(/\/products\/payment-status\?.*receipt=/);
    await expect(customer.getByRole('heading', { level: 2 })).toHaveText('Payment received — your policy is ready');
    const bank = tenants.sahyadri.name;
    await expect(customer.getByRole('banner')).toContainText(bank);
    await expect(customer).toHaveTitle(new RegExp(`\\| ${bank}$`));
    await expect(customer.getByText(/Mint Pro/)).toHaveCount(0);
    await expect(customer.getByText(/Sign in|share it with the customer|the customer/i)).toHaveCount(0);
    const steps = customer.getByRole('navigation', { name: 'Sale steps' });
    await expect(steps).not.toContainText('current step');
    await expect(steps).toContainText('Payment, done');
    await expectNoViolations(customer, 'the customer’s payment status');
    await customer.screenshot({ path: test.info().outputPath('customer-paid-sahyadri-360.png'), fullPage: true });

    // The link's own receipt token is all the download needs: the customer's context has no cookie at all.
    const href = await customer.getByRole('link', { name: 'Download your policy' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/payments\/receipt\/policy\?token=/);
    expect(await customer.context().cookies()).toEqual([]);
    const pdf = await customer.request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body());
    expect(text).toContain(bank);
    expect(text).not.toContain('Mint Pro');
    await customer.context().close();
  });
});

test.describe('a Mint Finance customer whose payment fails', () => {
  test.use({ storageState: mintfinPartnerStorageState });

  test('reads what happened to them and Retry opens their own payment page, where paying issues the policy', async ({ page, browser }) => {
    const customer = await paymentLinkOnCustomerPhone(page, browser, findProduct('vector-borne')!);
    await customer.getByRole('button', { name: 'Fail payment' }).click();
    await expect(customer.getByRole('heading', { level: 2 })).toHaveText('Your payment did not go through');
    await expect(customer.getByRole('banner')).toContainText(tenants.mintfin.name);
    await expect(customer.getByText(/ask the customer|Sign in/i)).toHaveCount(0);
    await expect(customer.getByRole('navigation', { name: 'Sale steps' })).toContainText('Payment, current step');
    await customer.screenshot({ path: test.info().outputPath('customer-failed-mintfin-360.png'), fullPage: true });

    await customer.getByRole('button', { name: 'Try the payment again' }).click();
    await expect(customer).toHaveURL(/\/api\/sandbox\/gateway\/checkout\//);
    await customer.getByRole('button', { name: /^Pay Rs/ }).click();
    await expect(customer.getByRole('heading', { level: 2 })).toHaveText('Payment received — your policy is ready');
    await expect(customer.getByRole('link', { name: 'Download your policy' })).toBeVisible();
    await customer.context().close();
  });
});

test.describe('a signed-in partner who opens a landing page directly in a new tab', () => {
  for (const [tenant, storageState, product] of [
    ['sahyadri', whiteLabelStorageState, findProductForTenant('group-hospicash', 'sahyadri')!],
    ['mintfin', mintfinPartnerStorageState, findProduct('vector-borne')!],
  ] as const) {
    test(`sees his own tenant (${tenant}) and his account menu`, async ({ browser }) => {
      // A new tab: the cookie, but no sessionStorage.
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState });
      const page = await context.newPage();
      await page.goto(landingPathOf(product));
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
      await expect(banner).toContainText(tenants[tenant].name);
      await expect(page).toHaveTitle(new RegExp(`\\| ${tenants[tenant].name}$`));
      await expect(banner).not.toContainText('Mint Pro');
      await page.screenshot({ path: test.info().outputPath(`landing-${tenant}-360.png`) });
      await context.close();
    });
  }
});

test.describe('a Mint Finance lead’s customer who opens the loan link on a phone with no session', () => {
  // Sahyadri sells no loans (a white-label tenant has group covers only): Mint Finance is the tenant to prove.
  test('sees Mint Finance from the first page on, before signing in, and never Mint Pro', async ({ browser, playwright, baseURL }) => {
    const partner = await playwright.request.newContext({ baseURL, storageState: mintfinPartnerStorageState, extraHTTPHeaders: { Origin: baseURL! } });
    // A sandbox test number no other spec uses (the fixed consent OTP).
    const link = await partnerMakesLink(partner, personalLoanAnswers('9999900092'));
    await partner.dispose();
    const brand = tenants.mintfin.name;
    const customer = await customerPhone(browser, link.link);
    const pages = [
      ['link', link.link],
      ['login-otp', `${stepUrl(link.providerCode, 'login-otp')}?token=${encodeURIComponent(link.token)}`],
    ] as const;
    for (const [label, url] of pages) {
      if (customer.url() !== new URL(url, baseURL).href) await customer.goto(url);
      await expect(customer.getByRole('banner')).toContainText(brand);
      await expect(customer).toHaveTitle(new RegExp(`\\| ${brand}$`));
      await expect(customer.locator('body')).not.toContainText('Mint Pro');
      // …in its colour, not the default brand's.
      await expect.poll(() => customer.evaluate(() => document.documentElement.style.getPropertyValue('--colour-brand'))).toBe(tenantBrandColours.mintfin);
      expect(await customer.evaluate(() => document.documentElement.scrollWidth), `${label} fits 360 px`).toBeLessThanOrEqual(360);
      expect(await smallTargets(customer), `${label}: targets under 44 px`).toEqual([]);
      await customer.screenshot({ path: test.info().outputPath(`loan-${label}-mintfin-360.png`), fullPage: true });
    }
    // The login-otp step itself shows the lead's brand above the OTP box, and no cookie was needed for it.
    await expect(customer.getByRole('img', { name: brand })).toBeVisible();
    await expect(customer.getByLabel('OTP')).toBeVisible();
    expect((await customer.context().cookies()).filter((cookie) => cookie.name === 'portal_session')).toEqual([]);
    await customer.context().close();
  });
});
