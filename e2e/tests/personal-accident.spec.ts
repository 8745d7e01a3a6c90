import { expect, test, type Page } from './support/fixtures';
import { BASIC_PA_PLAN, CUSTOM_PA_PLAN, formatRupees, indiaToday, personalAccident, type FormValues } from '@portal/domain';
import { expectNoViolations } from './support/axe';
import { partnerStorageState } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { consentBox, openCheckout } from './support/sale-journey';

test.use({ storageState: partnerStorageState });

const sale = personalAccident.sale!;
const { proposal } = sale.samples(indiaToday());
const quoteFields = sale.quote.fields.filter((field) => field.name !== 'planCode');

/** Quote on a PA page → Buy now → the insured's details (/profile) → review → the sandbox gateway → an issued policy. */
async function buyPlan(page: Page, planCode: string, quote: FormValues, expectedTotal: number, shot: string) {
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await fillConfigForm(quoteForm, quoteFields, { ...quote, planCode });
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  const result = page.getByRole('region', { name: 'Your quote' });
  await expect(result.getByText(formatRupees(expectedTotal))).toBeVisible();
  await expectNoViolations(page, `${planCode} quote`);
  await page.screenshot({ path: test.info().outputPath(`pa-${shot}-quote.png`), fullPage: true });
  await result.getByRole('button', { name: 'Buy now' }).click();

  await expect(page).toHaveURL(/\/insurance\/personal-accident\/v1\/profile\?quoteId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');
  await expectNoViolations(page, 'PA profile');
  const proposalForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Proceed' }) });
  await fillConfigForm(proposalForm, sale.proposal.fields, proposal);
  await consentBox(proposalForm).check();
  await proposalForm.getByRole('button', { name: 'Proceed' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  // Back from review: /profile/{requestId} reopens the saved details; Proceed saves the same proposal.
  const referenceId = new URL(page.url()).searchParams.get('referenceId');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/insurance/personal-accident/v1/profile/${referenceId}$`));
  await expect(page.locator('[name="firstName"]')).toHaveValue(String(proposal.firstName));
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(new RegExp(`review-payment\\?referenceId=${referenceId}$`));
  await openCheckout(page);
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  await expect(page).toHaveURL(/\/products\/payment-status\?status=SUCCESS/);
  await expect(page.getByRole('heading', { name: 'Payment received — your policy is ready' })).toBeVisible();
}

test('Basic PA: the ready plan and its premium, to an issued policy with its free-look period', async ({ page }) => {
  await page.goto('/insurance/personal-accident/v1/basic-pa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal Accident');
  await expect(page.getByRole('heading', { name: 'Basic PA' })).toBeVisible();
  await expect(page.getByText(formatRupees(118000))).toBeVisible();
  // Basic PA is a ready plan: no sum insured or covers to choose.
  await expect(page.getByLabel(/Sum Insured/)).toHaveCount(0);
  await expectNoViolations(page, 'basic PA');

  // A driver is risk class II: Rs 1,400 + 18 % GST.
  await buyPlan(page, BASIC_PA_PLAN, { leadName: 'Asha Patil', occupation: 'DRIVER' }, 165200, 'basic');

  const freeLook = page.getByRole('region', { name: 'Free-look period' });
  await expect(freeLook).toContainText('30 days left');
  await expect(freeLook).toContainText('Refund if returned today');
  await expectNoViolations(page, 'payment status with free look');
  await page.screenshot({ path: test.info().outputPath('pa-basic-issued.png'), fullPage: true });
});

test('Create Your Plan: covers and sums insured priced by risk class, to an issued policy, then returned in free look', async ({ page }) => {
  await page.goto('/insurance/personal-accident/v1/create-plan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Plan');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Personal Accident' })).toBeVisible();
  await expectNoViolations(page, 'create plan');

  // Construction is risk class III: death Rs 1,000, PTD Rs 600, weekly Rs 5,000 Rs 1,800, medical Rs 50,000 Rs 1,500; + GST Rs 882.
  const quote = {
    leadName: 'Asha Patil',
    occupation: 'CONSTRUCTION',
    sumInsured: '1000000',
    covers: ['PTD', 'TTD', 'AME'],
    weeklyBenefit: '5000',
    medicalExpenses: '50000',
  };
  await buyPlan(page, CUSTOM_PA_PLAN, quote, 578200, 'created');

  const freeLook = page.getByRole('region', { name: 'Free-look period' });
  await freeLook.getByRole('button', { name: 'Return the policy in free look' }).click();
  const form = freeLook.getByRole('form', { name: 'Free-look cancellation' });
  await form.getByLabel('The customer has another cover').check();
  await expectNoViolations(page, 'free-look cancellation form');
  await page.screenshot({ path: test.info().outputPath('pa-free-look-confirm.png'), fullPage: true });
  await form.getByRole('button', { name: /^Cancel policy and refund Rs/ }).click();

  await expect(freeLook.getByText('This policy was cancelled in its free-look period')).toBeVisible();
  await expect(freeLook).toContainText('Refunded');
  await expect(freeLook.getByRole('button', { name: 'Return the policy in free look' })).toHaveCount(0);
  await expectNoViolations(page, 'free-look cancelled');
  await page.screenshot({ path: test.info().outputPath('pa-free-look-cancelled.png'), fullPage: true });

  // Reloaded, the cancellation stands and nothing can be returned twice.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Free-look period' }).getByText('This policy was cancelled in its free-look period')).toBeVisible();
});
