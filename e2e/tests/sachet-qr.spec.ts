import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './support/fixtures';
import { partnerStorageState } from './support/demo';
import { expectNoViolations } from './support/axe';

// Sachet term by QR code, at 360 px. The demo partner's seeded sandbox codes
// (apps/api/src/modules/qr-codes/demo-qr-codes.ts) stand in for a QR read off the printed sheet.
test.use({ storageState: partnerStorageState });

const demoCode = (n: number) => ({ token: `sandboxDemoQrCode${String(n).padStart(5, '0')}`, activationCode: `DEMO-${String(n).padStart(4, '0')}` });

/** The customer's phone: a fresh browser with no cookies, 360 px wide. */
async function openAsCustomer(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('the partner makes and downloads a PDF sheet of codes', async ({ page }) => {
  await page.goto('/qr-codes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sachet Term QR Codes');
  // Checked in the browser, in the API's words, before anything is asked.
  await page.getByLabel('Number of codes').fill('0');
  await page.getByRole('button', { name: 'Make and download the PDF' }).click();
  await expect(page.getByText('Enter a number of codes from 1 to 60')).toBeVisible();
  await page.getByLabel('Number of codes').fill('8');
  await page.getByLabel('Sum insured').selectOption('500000');
  await expectNoViolations(page, 'the QR sheet page');
  await page.screenshot({ path: test.info().outputPath('qr-sheets-360.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Make and download the PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sachet-term-qr-codes-.*\.pdf$/);
  // The page saved the API's answer itself (decision 0267): the bytes are the PDF.
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText(`Downloaded ${file.suggestedFilename()}.`)).toBeVisible();
  // The sheet is listed at once, and still after a reload.
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Rs 5,00,000' }).first()).toContainText('8');
  await page.reload();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Rs 5,00,000' }).first()).toContainText('8');
});

test('a customer scans, verifies the mobile with a 4-digit OTP and activates the cover once', async ({ browser }) => {
  const code = demoCode(1);
  const customer = await openAsCustomer(browser, `/sachet/activate#code=${code.token}`);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Activate your Sachet Term cover');
  await expect(customer.getByText('Rs 3,00,000 of life cover for one year')).toBeVisible();
  await customer.getByLabel('Mobile number').fill('9999900050');
  await customer.getByLabel('Email').fill('customer@example.com');
  await expectNoViolations(customer, 'the activation page');
  await customer.getByRole('button', { name: 'Send OTP' }).click();
  await expect(customer.getByText('We have sent a 4-digit OTP to your mobile.')).toBeVisible();

  // The spec's messages, word for word.
  await customer.getByLabel('OTP').fill('12');
  await customer.getByRole('button', { name: 'Activate cover' }).click();
  await expect(customer.getByText('OTP should be of 4 digits')).toBeVisible();
  // Nothing is asked that the card does not carry (decision 0153): no External Id.
  await expect(customer.getByLabel('External Id')).toHaveCount(0);
  await customer.getByLabel('OTP').fill('1234');
  await customer.getByRole('button', { name: 'Activate cover' }).click();
  await expect(customer.getByText('Enter activation code')).toBeVisible();
  await expectNoViolations(customer, 'the activation page with errors');
  await customer.screenshot({ path: test.info().outputPath('sachet-errors-360.png'), fullPage: true });

  await customer.getByLabel('Activation code').fill(code.activationCode);
  await customer.getByRole('button', { name: 'Activate cover' }).click();
  await expect(customer.getByRole('heading', { name: 'Your cover is active' })).toBeVisible();
  await expect(customer.getByText(/^POL\/SACHET-TERM\//)).toBeVisible();
  await expectNoViolations(customer, 'the activated cover');
  await customer.screenshot({ path: test.info().outputPath('sachet-activated-360.png'), fullPage: true });

  // The same code scanned again says it is used.
  await customer.goto('/');
  await customer.goto(`/sachet/activate#code=${code.token}`);
  await expect(customer.getByRole('alert')).toHaveText('This QR code has already been activated');
  await customer.context().close();
});

test('a code that is not ours is answered in words', async ({ browser }) => {
  const customer = await openAsCustomer(browser, `/sachet/activate#code=${'A'.repeat(22)}`);
  await expect(customer.getByText('This QR code is not valid. Please check with the partner who gave it to you')).toBeVisible();
  await customer.context().close();
});
