import { expect, test } from './support/fixtures';
import { partnerStorageState } from './support/demo';
import { expectNoViolations } from './support/axe';

// The help centre at 360 px — the tenant's articles searched, a support request sent and listed.
test.use({ storageState: partnerStorageState });

test('a partner searches the help articles and sends a support request', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Centre');
  await expect(page.getByText('Common questions')).toBeVisible();

  await page.getByLabel('Search help articles').fill('payment link');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'for “payment link”' })).toBeVisible();
  const first = page.locator('.help-articles summary').first();
  await expect(first).toHaveText('How do I send the payment link to my customer?');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('On the Review Information & Pay page, choose Send to customer.')).toBeVisible();

  await page.getByLabel('Search help articles').fill('hospicash');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No articles match “hospicash”. Try other words, or ask us below.')).toBeVisible();

  // The API's own limits are shown beside the field they name.
  await page.getByLabel('What is it about?').selectOption('PAYMENT');
  await page.getByLabel('Subject').fill('Hi');
  await page.getByLabel('Describe the problem').fill('The customer paid at 10 am but the status is still pending.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Enter a subject of 5 to 120 characters')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');

  const subject = `Payment pending ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request is sent. We reply within one working day.')).toBeVisible();
  await expect(page.locator('.help-requests li').filter({ hasText: subject })).toContainText('Open');

  await expectNoViolations(page, 'the help centre');
  await page.screenshot({ path: test.info().outputPath('help-centre-360.png'), fullPage: true });
});
