import { expect, test, type Browser, type Locator, type Page } from './support/fixtures';
import { findLatinWords, findProduct, indiaToday, insurers } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { partnerStorageState } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { landingPathOf, proposeSample } from './support/sale-journey';
import { expectNoViolations } from './support/axe';

// What the partner shares works for the customer, who has no account; at 360 px.
test.use({ storageState: partnerStorageState });

const vectorBorne = findProduct('vector-borne')!;
const fire = findProduct('fire')!;

/** A customer's page in Hindi: <html lang>, its header, and no Latin word on it but the data's names. */
async function expectHindiPage(page: Page, routeId: string, names: readonly string[]) {
  await expect(page.locator('.status-message[role="status"]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText((hiIN.routes as Record<string, string>)[routeId]!);
  // References (PRP…) are codes, not words; the brand's logo mark is its name's initial; the language menu names English in English.
  const logoInitials = await page.locator('svg.brand-logo text').allTextContents();
  expect(findLatinWords(await page.locator('body').innerText(), [...names, ...logoInitials, 'English'])).toEqual([]);
}

/** The link at the end of a WhatsApp share's text. */
async function linkInWhatsAppText(whatsApp: Locator): Promise<string> {
  const text = new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text') ?? '';
  const link = /https?:\/\/\S+$/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return link!;
}

/** The customer's phone: a fresh browser with no cookies at all, 360 px wide. */
async function openAsCustomer(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

test('a shared quote opens for the customer with no session: plan, premium and insurer', async ({ page, browser }) => {
  const { quote } = vectorBorne.sale!.samples(indiaToday());
  await page.goto(landingPathOf(vectorBorne));
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await fillConfigForm(quoteForm, vectorBorne.sale!.quote.fields, quote);
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  const premium = (await page.locator('.ins-quote-result').innerText()).match(/Rs [\d,.]+/g)!.at(-1)!;

  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this quote' });
  const link = await linkInWhatsAppText(dialog.getByRole('link', { name: 'Share on WhatsApp' }));
  expect(link).toMatch(/\/quote\/shared\?token=/);

  const customer = await openAsCustomer(browser, link);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Your insurance quote');
  const summary = customer.getByRole('region', { name: vectorBorne.name });
  await expect(summary.getByText(insurers[vectorBorne.sale!.insurers[0]!].name)).toBeVisible();
  await expect(summary.getByText(premium, { exact: true })).toBeVisible();
  await expect(
    summary
      .getByText(vectorBorne.plans[0]!.name)
      .or(summary.getByText(vectorBorne.plans.at(-1)!.name))
      .first(),
  ).toBeVisible();
  await expect(customer.getByText('Sign in')).toHaveCount(0);
  await expectNoViolations(customer, 'the shared quote page');
  await customer.screenshot({ path: test.info().outputPath('shared-quote-360.png'), fullPage: true });

  // A changed token is answered in words, not a blank page.
  const tampered = new URL(link);
  tampered.searchParams.set(
    'token',
    tampered.searchParams.get('token')!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
  );
  await customer.goto(tampered.href);
  await expect(customer.getByRole('alert')).toHaveText('This quote link is not valid. Ask your advisor to share the quote again.');
  await customer.context().close();
});

test('the payment link sent from review opens the gateway page for the customer with no session', async ({ page, browser }) => {
  await proposeSample(page, vectorBorne);
  await page.getByRole('button', { name: 'Send payment link to customer' }).click();
  const section = page.getByRole('region', { name: 'Customer pays from their phone' });
  const link = await linkInWhatsAppText(section.getByRole('link', { name: 'Send on WhatsApp' }));
  await section.getByRole('button', { name: 'Send by SMS' }).click();
  await expect(section.getByRole('status')).toHaveText(/^Payment link sent by SMS to \*+\d{4}\.$/);
  await page.screenshot({ path: test.info().outputPath('review-send-link-360.png'), fullPage: true });

  const customer = await openAsCustomer(browser, link);
  await expect(customer).toHaveURL(/\/api\/sandbox\/gateway\/checkout\//);
  await expect(customer.getByRole('button', { name: /^Pay Rs/ })).toBeVisible();
  await customer.context().close();
});

test('a shared quote opened with lang=hi-IN is in Hindi at 360 px', async ({ page, browser }) => {
  const { quote } = vectorBorne.sale!.samples(indiaToday());
  await page.goto(landingPathOf(vectorBorne));
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await fillConfigForm(quoteForm, vectorBorne.sale!.quote.fields, quote);
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this quote' });
  const link = await linkInWhatsAppText(dialog.getByRole('link', { name: 'Share on WhatsApp' }));

  const hindi = new URL(link);
  hindi.searchParams.set('lang', 'hi-IN');
  const customer = await openAsCustomer(browser, hindi.href);
  await expect(customer.getByRole('region', { name: vectorBorne.name })).toBeVisible();
  const names = [
    vectorBorne.name,
    ...vectorBorne.plans.map((plan) => plan.name),
    insurers[vectorBorne.sale!.insurers[0]!].name,
    'Mint Pro Insurance Brokers',
    'Mint Pro',
  ];
  await expectHindiPage(customer, 'shared-quote', names);
  await expectNoViolations(customer, 'the shared quote page in Hindi');
  await customer.screenshot({ path: test.info().outputPath('shared-quote-hindi-360.png'), fullPage: true });
  await customer.context().close();
});

test("a Hindi customer's mandate link opens in Hindi at 360 px, with or without its lang, and the customer signs there", async ({ page, browser }) => {
  const { proposal, quote } = fire.sale!.samples(indiaToday());
  await proposeSample(page, fire, { mandate: false, kyc: false, customerLanguage: 'hi-IN' });
  const panel = page.getByRole('region', { name: 'Mandate letter' });
  const link = (await panel.getByRole('textbox', { name: 'Mandate link' }).inputValue()) || '';
  // The link carries the proposal's customer language, whatever the partner's page language.
  expect(new URL(link).searchParams.get('lang')).toBe('hi-IN');

  const words = hiIN.mandate.customer;
  // A link sent before it carried lang opens in the proposal's language all the same (decision 0280).
  const withoutLang = new URL(link);
  withoutLang.searchParams.delete('lang');
  const earlier = await openAsCustomer(browser, withoutLang.toString());
  await expect(earlier.getByRole('region', { name: words.whatYouAuthorise })).toBeVisible();
  await earlier.context().close();

  const customer = await openAsCustomer(browser, link);
  await expect(customer.getByRole('region', { name: words.whatYouAuthorise })).toBeVisible();
  const customerName = `${String(proposal.firstName)} ${String(proposal.lastName)}`;
  const insurerNames = fire.sale!.insurers.map((code) => insurers[code].name);
  const names = [
    fire.name,
    ...fire.plans.map((plan) => plan.name),
    ...insurerNames,
    String(quote.businessName),
    customerName,
    'Mint Pro Insurance Brokers',
    'Mint Pro',
  ];
  await expectHindiPage(customer, 'customer-mandate', names);
  await expectNoViolations(customer, "the customer's mandate page in Hindi");
  await customer.screenshot({ path: test.info().outputPath('mandate-hindi-360.png'), fullPage: true });

  await customer.getByLabel(words.fullName).fill(customerName);
  for (const box of await customer.getByRole('checkbox').all()) await box.check();
  await customer.getByRole('button', { name: words.agreeAndSign }).click();
  await expect(customer.getByText(new RegExp(`^${customerName} ने .* को हस्ताक्षर किए।`))).toBeVisible();
  await expectHindiPage(customer, 'customer-mandate', names);
  await customer.screenshot({ path: test.info().outputPath('mandate-hindi-signed-360.png'), fullPage: true });
  await customer.context().close();
});
