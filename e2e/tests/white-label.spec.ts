import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { catalogue, findProductForTenant, indiaToday, listProductsForTenant, tenants } from '@portal/domain';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { productInLanguage } from '@portal/domain/messages/product-copy';
import { whiteLabelStorageState } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { consentBox, landingPathOf } from './support/sale-journey';

/**
 * The white-label tenant (Sahyadri Co-operative Bank) as its partner sees it: its brand, only its two
 * verticals, its own landing content, prices and limits (SPEC §1, §3, §5, §6, §9), and its consent text.
 */
test.use({ storageState: whiteLabelStorageState });

const bank = tenants.sahyadri;

/** SPEC §9 and §3: what the bank's partner is offered, product by product. */
const verticals = [
  { code: 'group-personal-accident', startsAt: 'Rs 55', sumInsured: ['100000', '200000', '300000', '500000', '1000000'], cashDays: [] },
  { code: 'group-hospicash', startsAt: 'Rs 464', sumInsured: ['2000', '3000', '4000', '5000'], cashDays: ['15', '30'] },
] as const;

test("the home page lists only the bank's two verticals, under the bank's name and colour", async ({ page }) => {
  await page.goto('/');
  const brand = page.getByRole('banner').getByRole('link', { name: bank.name });
  await expect(brand).toBeVisible();
  await expect(brand).toHaveCSS('color', 'rgb(180, 83, 9)'); // tenants.sahyadri.primaryColour, #b45309

  const products = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(products).toHaveCount(2);
  for (const { code, startsAt } of verticals) {
    const product = findProductForTenant(code, 'sahyadri')!;
    const card = products.filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
    await expect(card).toContainText(startsAt);
  }
});

for (const { code, startsAt, sumInsured, cashDays } of verticals) {
  test(`${code}: the bank's own landing, brochure, FAQs, options and prices`, async ({ page }) => {
    const product = findProductForTenant(code, 'sahyadri')!;
    const landing = product.landing!;
    await page.goto(landingPathOf(product));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByText(`Sold by ${bank.name}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plans' }).getByText(startsAt, { exact: true })).toBeVisible();
    for (const banner of landing.banners ?? []) await expect(page.getByRole('list', { name: 'Highlights' })).toContainText(banner.title);

    // Each question opens to its answer.
    const faqs = page.getByRole('region', { name: 'Frequently asked questions' });
    for (const faq of landing.faqs ?? []) {
      await expect(faqs.getByText(faq.answer)).toBeHidden();
      await faqs.getByText(faq.question).click();
      await expect(faqs.getByText(faq.answer)).toBeVisible();
    }

    // The brochure is a real PDF, saved by the browser.
    const [brochure] = landing.brochures ?? [];
    const downloading = page.waitForEvent('download');
    await page.getByRole('region', { name: 'Brochures' }).getByRole('link', { name: brochure!.title }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The bank's sum-insured options (and cash days) in the quote form.
    const quoteForm = page.getByRole('form', { name: 'Quote' });
    await expect(quoteForm.locator('select[name="sumInsured"]')).toBeVisible();
    expect(
      await quoteForm.locator('select[name="sumInsured"] option:not([value=""])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(sumInsured);
    expect(await quoteForm.locator('input[name="cashDays"]').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value))).toEqual(cashDays);
  });
}

test('the brochure of a landing in Marathi is in Marathi, drawn in Noto Sans Devanagari (decision 0279)', async ({ browser }) => {
  // A browser in Marathi: the demo partner keeps no language of his own, so the page follows the browser's.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 740 },
    locale: 'mr-IN',
    storageState: whiteLabelStorageState,
  });
  const page = await context.newPage();
  const product = findProductForTenant('group-hospicash', 'sahyadri')!;
  const [brochure] = productInLanguage(product, 'mr-IN').landing!.brochures!;
  await page.goto(landingPathOf(product));
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
  const downloading = page.waitForEvent('download');
  await page.getByRole('region', { name: mrIN.productLanding.brochures }).getByRole('link', { name: brochure!.title }).click();
  const file = (await (await downloading).path())!;
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  expect(fonts).toContain('NotoSansDevanagari-Regular');
  expect(fonts).toContain('NotoSansDevanagari-Bold');
  // Page 1 as an image, to look at (point 4: checked by rendering it).
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, test.info().outputPath('brochure-mr')]);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  // वारंवार, of the FAQs' heading: a word without an i-matra, which the text layer gives before its consonant.
  expect(text).toContain(mrIN.brochurePdf.faqs.split(' ')[0]);
  expect(text).not.toContain('Frequently asked questions');
  await context.close();
});

test("group hospicash holds the bank's age band: 'Age should be between 18 to 65 years'", async ({ page }) => {
  const product = findProductForTenant('group-hospicash', 'sahyadri')!;
  await page.goto(landingPathOf(product));
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await fillConfigForm(quoteForm, product.sale!.quote.fields, { ...product.sale!.samples(indiaToday()).quote, age: '66' });
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  await expect(quoteForm.getByText('Age should be between 18 to 65 years')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your quote' })).toHaveCount(0);
});

test("the bank's consent text must be ticked on the proposal step before Proceed", async ({ page }) => {
  const product = findProductForTenant('group-personal-accident', 'sahyadri')!;
  const { quote } = product.sale!.samples(indiaToday());
  await page.goto(landingPathOf(product));
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await fillConfigForm(quoteForm, product.sale!.quote.fields, quote);
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  await expect(page.getByRole('region', { name: 'Your quote' })).toContainText('Rs 55');
  await page.getByRole('button', { name: 'Buy now' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');
  const proposalForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Proceed' }) });
  const consent = consentBox(proposalForm);
  await expect(consent).toHaveAccessibleName(new RegExp(`^${bank.consentText}`));
  await expect(consent).not.toBeChecked();
  await proposalForm.getByRole('button', { name: 'Proceed' }).click();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(proposalForm.getByText("Please accept the customer's consent to proceed")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');
  // Reachable and ticked from the keyboard.
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
});

const otherProducts = catalogue.filter((product) => !listProductsForTenant('sahyadri').some((own) => own.code === product.code));
for (const product of otherProducts.filter((p) => ['vector-borne', 'shop', 'mobile'].includes(p.code))) {
  test(`${product.code} is not offered to the bank's partner`, async ({ page }) => {
    await page.goto(landingPathOf(product));
    await expect(page.getByRole('alert')).toContainText('This product is not available.');
    await expect(page.getByRole('form', { name: 'Quote' })).toHaveCount(0);
  });
}
