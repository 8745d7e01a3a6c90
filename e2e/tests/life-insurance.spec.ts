import { expect, test, type Page } from './support/fixtures';
import { formatDob, lifePlanNames, lifeStepFields, lifeStepProgress, type FormValues, type LifePlan, type LifeStep } from '@portal/domain';
import { expectNoViolations } from './support/axe';
import { partnerStorageState } from './support/demo';
import { fillConfigForm } from './support/fill-form';

// One plan of each life type from the landing page to the lead and its tracking, at
// 360 px, with axe on every step; then the POS list and plan details.
test.use({ storageState: partnerStorageState });

const dobAt = (age: number) => formatDob(new Date(Date.UTC(new Date().getUTCFullYear() - age, 0, 1)));
const insured = (age: number): FormValues => ({ firstName: 'Asha', lastName: 'Verma', dob: dobAt(age), gender: 'FEMALE', smoker: 'NO', pinCode: '411001' });
const needs = (goals: string[], riskAppetite: string): FormValues => ({ annualIncome: '1500000', goals, dependants: '2', riskAppetite });

const journeys: { type: LifePlan; plan: string; age: number; answers: FormValues; cover: FormValues }[] = [
  {
    type: 'term',
    plan: 'Smart Term Protect',
    age: 30,
    answers: { relationship: 'SELF', annualIncome: '1500000' },
    cover: { sumAssured: '10000000', policyTerm: '30', paymentTerm: 'regular' },
  },
  {
    type: 'pos',
    plan: 'POS Saral Jeevan Bima',
    age: 30,
    answers: { relationship: 'SELF', annualIncome: '600000' },
    cover: { sumAssured: '2500000', policyTerm: '30', paymentTerm: 'regular' },
  },
  {
    type: 'investment-planning',
    plan: 'Wealth Builder Participating Endowment',
    age: 35,
    answers: needs(['wealth'], 'low'),
    cover: { sumAssured: '1000000', policyTerm: '20', paymentTerm: '10' },
  },
  {
    type: 'saving-for-child',
    plan: 'Young Scholar Child Plan',
    age: 32,
    answers: needs(['child-education'], 'low'),
    cover: { sumAssured: '1500000', policyTerm: '18', paymentTerm: 'regular' },
  },
  {
    type: 'guaranteed-returns',
    plan: 'Assured Savings Plan',
    age: 35,
    answers: needs(['guaranteed-income'], 'low'),
    cover: { sumAssured: '1000000', policyTerm: '15', paymentTerm: '10' },
  },
  {
    type: 'ulip',
    plan: 'Fortune Online ULIP',
    age: 30,
    answers: needs(['wealth'], 'medium'),
    cover: { sumAssured: '1200000', policyTerm: '20', paymentTerm: 'regular' },
  },
  {
    type: 'participating',
    plan: 'Bonus Plus Participating Plan',
    age: 30,
    answers: needs(['wealth'], 'low'),
    cover: { sumAssured: '1000000', policyTerm: '20', paymentTerm: 'regular' },
  },
  {
    type: 'retirement',
    plan: 'Pension Plus Deferred Annuity',
    age: 35,
    answers: needs(['retirement'], 'low'),
    cover: { sumAssured: '3000000', policyTerm: '25', paymentTerm: 'regular' },
  },
];

/**
 * The plan types whose journeys axe checks at every step: a protection plan and an investment plan walk every
 * step page there is. The other types' steps are the same pages with other answers; axe checks their plan
 * page and their quotes (each plan's own card and benefit illustration). Axe is the slowest thing a journey does.
 */
const axeEveryStepOf: ReadonlySet<LifePlan> = new Set(['term', 'investment-planning']);

/** The step's header, progress (SPEC §2, from the domain's table) and, where asked, no axe violation. */
async function expectStep(page: Page, type: LifePlan, step: LifeStep, header: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(header);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(lifeStepProgress(type, step)));
  if (step === 'plan' || axeEveryStepOf.has(type)) await expectNoViolations(page, `${type} at ${step}`);
}

for (const journey of journeys) {
  test(`${lifePlanNames[journey.type]}: landing to lead and issuance tracking`, async ({ page }) => {
    await page.goto('/products/life-insurance');
    await page.getByRole('link', { name: lifePlanNames[journey.type], exact: true }).click();
    await expectStep(page, journey.type, 'plan', lifePlanNames[journey.type]);
    await expect(page.getByRole('heading', { name: journey.plan })).toBeVisible();
    await page.getByRole('button', { name: 'Start with the customer’s details' }).click();

    await expectStep(page, journey.type, 'about-insured', 'About the Insured');
    const form = page.locator('form');
    await fillConfigForm(form, lifeStepFields['about-insured'], insured(journey.age));
    await page.getByRole('button', { name: 'Continue' }).click();

    const protection = journey.type === 'term' || journey.type === 'pos';
    const needsStep = protection ? 'about-proposer' : 'suitability';
    await expectStep(page, journey.type, needsStep, protection ? 'About the Proposer' : 'Suitability');
    await fillConfigForm(page.locator('form'), lifeStepFields[needsStep], journey.answers);
    await page.getByRole('button', { name: 'Continue' }).click();

    const coverStep = protection ? 'sum-assured' : 'investment-details';
    await expectStep(page, journey.type, coverStep, protection ? 'Sum Assured' : 'Investment Details');
    await fillConfigForm(page.locator('form'), lifeStepFields.cover, journey.cover);
    await page.getByRole('button', { name: 'Show premiums' }).click();
    const card = page.getByRole('article', { name: journey.plan });
    await expect(card.getByText(/^Rs [0-9,]+ a year/)).toBeVisible();
    if (!protection) {
      await card.getByText('Benefit illustration').click();
      await expect(card.getByRole('table', { name: `At maturity: ${journey.plan}` })).toContainText('Not guaranteed');
      // Each table scrolls in its own box: the page never widens past 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await expectNoViolations(page, `${journey.type} quotes`);
    await page.screenshot({ path: test.info().outputPath(`life-${journey.type}-quotes-360.png`), fullPage: true });
    await card.getByRole('button', { name: `Choose ${journey.plan}` }).click();

    await expectStep(page, journey.type, 'lead', 'Lead Details');
    await expect(page.getByRole('heading', { name: journey.plan })).toBeVisible();
    await fillConfigForm(page.locator('form'), lifeStepFields.lead, { mobile: '9876543210', consent: true });
    await page.getByRole('button', { name: 'Send proposal to the insurer' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Issuance Tracking');
    await expect(page.getByRole('listitem').filter({ hasText: 'Proposal submitted' })).toContainText('Done');
    if (axeEveryStepOf.has(journey.type)) await expectNoViolations(page, `${journey.type} tracking`);
    if (journey.type === 'term') {
      // Nobody touches the page: the sandbox insurer's callbacks arrive through the job queue and the page follows.
      await expect(page.getByText(/^Policy [A-Z0-9]+$/)).toBeVisible({ timeout: 40_000 });
      await expect(page.getByText(/Free-look period: 30 days/)).toBeVisible();
      await expectNoViolations(page, 'an issued policy');
      await page.screenshot({ path: test.info().outputPath('life-track-issued-360.png'), fullPage: true });
    }
  });
}

test('the life landing links every plan type and the POS plans', async ({ page }) => {
  await page.goto('/products/life-insurance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Life Insurance');
  for (const name of Object.values(lifePlanNames)) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoViolations(page, 'the life landing');
  await page.screenshot({ path: test.info().outputPath('life-landing-360.png'), fullPage: true });
  await page.getByRole('link', { name: 'List of POS Plans' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('List of POS Plans');
});

test('the POS plans list and a plan’s details with its brochure', async ({ page }) => {
  await page.goto('/life-insurance/life-pos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('List of POS Plans');
  await expect(page.getByRole('heading', { name: 'POS Saral Jeevan Bima' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'POS Bachat Endowment' })).toBeVisible();
  await expectNoViolations(page, 'the POS list');
  await page.screenshot({ path: test.info().outputPath('life-pos-360.png'), fullPage: true });
  await page.getByRole('link', { name: 'Plan details of POS Saral Jeevan Bima' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan Details');
  for (const section of ['Benefits', 'Riders', 'Exclusions', 'Eligibility']) await expect(page.getByRole('heading', { name: section })).toBeVisible();
  await expect(page.getByText('POS plan: no medical examination')).toBeVisible();
  await expectNoViolations(page, 'plan details');
  await page.screenshot({ path: test.info().outputPath('life-details-360.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download brochure (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('pos-jsl-saral-jeevan-bima-brochure.pdf');
});
