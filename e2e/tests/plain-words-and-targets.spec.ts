import { expect, test, type Page } from './support/fixtures';
import type { LeadSummary } from '@portal/domain';
import { partnerStorageState } from './support/demo';
import { expectNoViolations } from './support/axe';
import { smallTargets } from './support/targets';

// Points 6-8: words instead of codes, money and dates one way, 44 px targets, at 360 px.
test.use({ storageState: partnerStorageState });

/** Field keys and codes no person should read. */
const systemWords = [
  /Lender code/,
  /Tenure months/,
  /Monthly income \d/,
  /\bUMRN\b(?! \))/,
  /unknown-thing/,
  /\b1 policies\b/,
  /stepsin/,
  /Rs -0\b/,
  /\d{4}-\d{2}-\d{2}/,
];

async function expectPlainPage(page: Page, name: string) {
  const text = await page.locator('main').innerText();
  for (const word of systemWords) expect(text, `${name} shows ${word}`).not.toMatch(word);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than the screen`).toBeLessThanOrEqual(360);
  expect(await smallTargets(page), `${name}: targets under 44 px`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
}

test('a loan lead reads in words: the lender by name, the tenure in months, money in rupees; targets are 44 px', async ({ page }) => {
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const response = await page.request.post('/api/products/personal-loan/leads', {
    data: {
      customer: { name: 'Meera Kulkarni', mobile },
      amount: 3_00_000_00,
      details: { lenderCode: 'DBS', tenureMonths: 24, monthlyIncome: 85000, loanPurpose: 'Education' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const lead = (await response.json()) as LeadSummary;

  await page.goto(`/leads/${lead.leadId}`);
  const details = page.getByRole('tabpanel', { name: 'Details' });
  await expect(details.getByText('DBS Bank India')).toBeVisible();
  await expect(details.getByText('24 months')).toBeVisible();
  await page.getByRole('tab', { name: 'Eligibility' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Eligibility' }).getByText('Rs 85,000')).toBeVisible();
  await expectPlainPage(page, 'lead-details');
  await expectNoViolations(page, 'lead details in words');

  await page.goto(`/leads?product=personal-loan#search=${mobile}`);
  await expect(page.locator('.lead-card')).toHaveCount(1);
  await expect(page.getByLabel('Customer name or mobile')).toHaveValue(mobile);
  await expectPlainPage(page, 'leads-searched');

  await page.goto('/loans');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPlainPage(page, 'loans');
});

test('home and payouts: one policy is "1 policy", the month in words, targets 44 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: /^Figures for [A-Z][a-z]+ \d{4}$/ })).toBeVisible();
  await expectPlainPage(page, 'home');
  await page.goto('/payouts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Payouts');
  await expectPlainPage(page, 'payouts');
  await page.goto('/transactions?product=group-hospicash');
  await expect(page.getByText('Choose a product to see its payments.')).toHaveCount(0);
  await expect(page.getByLabel('Product')).toHaveValue('group-hospicash');
  await expectPlainPage(page, 'transactions');
});
