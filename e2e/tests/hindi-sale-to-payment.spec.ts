import { expect, test, type Locator, type Page } from './support/fixtures';
import { findLatinWords, findProductForTenant, indiaToday, tenants, toLandingConfig } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { signInThroughApi } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { consentBox, landingPathOf } from './support/sale-journey';

// A partner of the white-label bank sells in Hindi at 360 px; the customer pays from the link on a phone
// with no session, in Hindi. Screenshots in the test's output folder, for a look.
// Sahyadri's mint-pro seat: no other journey signs in with it, so its profile's language is this test's.
const hindiPartner = '9999900033';
const product = findProductForTenant('group-personal-accident', 'sahyadri')!;
const sale = product.sale!;

/** The product's own copy on its landing page (name, seller, tagline, plans, banners, brochures, FAQs): data, not the page's words. */
const landingCopyOf = (definition: typeof product): string[] => {
  const landing = toLandingConfig(definition, 'sahyadri');
  return [
    landing.name,
    landing.sellerBrandName,
    landing.tagline ?? '',
    ...landing.plans.flatMap((plan) => [plan.name, plan.description ?? '', ...(plan.benefits ?? [])]),
    ...landing.banners.flatMap((banner) => [banner.title, banner.text]),
    ...landing.brochures.map((brochure) => brochure.title),
    ...landing.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ].filter(Boolean);
};

/** The form that holds the named field: forms are found by their fields, whatever the page's language. */
const formWith = (page: Page, fieldName: string): Locator => page.locator('form').filter({ has: page.locator(`[name="${fieldName}"]`) });

test('a partner’s sale in Hindi to the customer’s payment status in Hindi, the customer with no session', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL;
  const phone = { baseURL, viewport: { width: 360, height: 740 }, locale: 'hi-IN' };
  const partner = await browser.newContext(phone);
  await signInThroughApi(partner.request, hindiPartner);
  // The partner's language, kept on his profile (decision 0210).
  expect((await partner.request.put('/api/session/language', { data: { language: 'hi-IN' } })).ok()).toBe(true);
  const page = await partner.newPage();
  const { quote, proposal } = sale.samples(indiaToday());

  await page.goto(landingPathOf(product));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const quoteForm = formWith(page, sale.quote.fields.find((field) => !field.locked)!.name);
  // The landing page with its plans in Hindi: its own words, the product's copy aside (data, in English until the API gives it in Hindi).
  await expect(page.getByRole('region', { name: hiIN.productLanding.plans })).toBeVisible();
  await expect(quoteForm).toBeVisible();
  expect(findLatinWords(await page.locator('main').innerText(), [tenants.sahyadri.name, ...landingCopyOf(product)])).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`landing-plans-hi-360.png`), fullPage: true });
  await fillConfigForm(quoteForm, sale.quote.fields, quote);
  await quoteForm.locator('button[type="submit"]').click();
  // "Buy now", beside "Share" (which opens a dialog): the quote page's words are another part of the work.
  await page.locator('.ins-quote-result button:not([aria-haspopup])').click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hiIN.routes['start-selling']);
  const proposalForm = formWith(page, 'firstName');
  // The customer's language, asked after the mobile number, first the partner's page language (decision 0268).
  await expect(proposalForm.locator('[name="customerLanguage"]')).toHaveValue('hi-IN');
  await fillConfigForm(proposalForm, sale.proposal.fields, proposal);
  await consentBox(proposalForm).check();
  await page.screenshot({ path: test.info().outputPath(`sale-proposal-hi-360.png`), fullPage: true });
  await proposalForm.locator('button[type="submit"]').click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hiIN.routes['review-payment']);
  await page.getByRole('button', { name: hiIN.insurance.sendPaymentLink }).click();
  const section = page.getByRole('region', { name: hiIN.insurance.customerPaysFromPhone });
  const whatsApp = section.getByRole('link', { name: hiIN.insurance.sendOnWhatsApp });
  const text = new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text') ?? '';
  const link = /https?:\/\/\S+$/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  // The link by SMS, in the sale's customer's language: the sale's lead says Hindi, the language the payment
  // link SMS is rendered and registered (DLT) in; the API tests read its words (sale-customer-language.test.ts).
  await section.getByRole('button', { name: hiIN.insurance.sendBy.replace('{{channel}}', hiIN.insurance.channel.SMS) }).click();
  await expect(section.getByRole('status')).toContainText(hiIN.insurance.linkSent.split('{{sentTo}}')[1]!.trim());
  const referenceId = new URL(page.url()).searchParams.get('referenceId');
  expect(referenceId).toBeTruthy();
  const leads = await partner.request.get(`/api/filteredLeads?search=${String(proposal.mobile)}&limit=100`);
  expect(leads.ok()).toBe(true);
  const { leads: found } = (await leads.json()) as { leads: { referenceId?: string; customer: { language: string } }[] };
  expect(found.find((lead) => lead.referenceId === referenceId)?.customer.language).toBe('hi-IN');
  await page.screenshot({ path: test.info().outputPath(`sale-review-link-hi-360.png`), fullPage: true });

  // The customer's phone: no cookies, a Hindi browser.
  const customerContext = await browser.newContext({ ...phone, storageState: { cookies: [], origins: [] } });
  const customer = await customerContext.newPage();
  await customer.goto(link!);
  await expect(customer).toHaveURL(/\/api\/sandbox\/gateway\/checkout\//);
  await customer.getByRole('button', { name: /^Pay Rs/ }).click();

  await expect(customer).toHaveURL(/\/products\/payment-status\?/);
  await expect(customer.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(customer.getByRole('heading', { level: 2 })).toHaveText(hiIN.customerPayment.successHeading);
  await expect(customer.getByRole('link', { name: hiIN.customerPayment.download })).toBeVisible();
  const names = [tenants.sahyadri.name, product.name, ...product.plans.map((plan) => plan.name), 'English'];
  expect(findLatinWords(await customer.locator('main').innerText(), names)).toEqual([]);
  await customer.screenshot({ path: test.info().outputPath(`customer-payment-status-hi-360.png`), fullPage: true });
  // The status page's link itself names the customer's language: opened in an English browser, it is Hindi.
  expect(new URL(customer.url()).searchParams.get('lang')).toBe('hi-IN');
  const englishBrowser = await browser.newContext({ ...phone, locale: 'en-IN', storageState: { cookies: [], origins: [] } });
  const again = await englishBrowser.newPage();
  await again.goto(customer.url());
  await expect(again.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(again.getByRole('heading', { level: 2 })).toHaveText(hiIN.customerPayment.successHeading);
  await englishBrowser.close();

  await customerContext.close();
  await partner.close();
});
