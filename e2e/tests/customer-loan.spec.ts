import { test, expect, type Page, type Route } from '@playwright/test';
import { journeyPaths, lenderJourneyKinds, lenderNames, providerCodeOf, type LenderCode } from '@portal/domain';
import { expectNoViolations } from './support/axe';

/*
 * The customer loan journey in the browser at 360 px, with axe, for three lenders' paths (one through the
 * stashfin step, one with presence verification, one straight from offer to KYC), each to disbursement and
 * to one failure.
 *
 * STAND-IN: when this spec was written h-cust-api had not yet committed the journey API, so the customer's
 * calls (/api/customer-sessions/*, /api/products/…/customer/…/leads/{leadId}/journey, /api/customer/ifsc/*)
 * are answered here by `standInJourneyApi`, a small copy of the server's rules on the domain's lender paths:
 * it keeps the step, answers each step with the next one, 409s a step out of order, and is signed out until
 * the OTP is right. Once the journey API is merged, replace it with a lead made through the partner API
 * (POST /leads/customerLink) and the sandbox lenders.
 */

const shots = process.env.CUSTOMER_LOAN_SHOTS ?? '';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Chromium's fake camera: a test pattern as the front camera, the permission granted without a prompt.
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['geolocation', 'camera'],
  geolocation: { latitude: 12.9352, longitude: 77.6245 },
});

type Step = string;
interface Lender {
  code: string;
  name: string;
  path: readonly Step[];
}

/** The domain's path of a sandbox lender (h-cust-api's table), ending on disbursement-success. */
const lenderOf = (lender: LenderCode): Lender => ({
  code: providerCodeOf(lender),
  name: lenderNames[lender],
  path: [...journeyPaths[lenderJourneyKinds[lender]].filter((step) => step !== 'login-otp'), 'disbursement-success'],
});

// One through the stashfin step, one with presence verification, one straight from offer to KYC.
const lenders: readonly Lender[] = [lenderOf('FEDERAL'), lenderOf('IDFC_FIRST'), lenderOf('BANDHAN')];

/** The keys of each step's answer in decision 0083's strict schemas (packages/domain/src/api/customer-loans.ts on h-cust-api). */
const answerKeys: Record<string, readonly string[][]> = {
  offer: [['accept']],
  stashfin: [[]],
  'offer/confirm': [['confirm']],
  location: [['latitude', 'longitude'], ['pinCode']],
  'presence-verification': [[]],
  liveliness: [['frames', 'widgetToken']],
  'kyc-details': [['aadhaar', 'consent']],
  'initiate-kyc': [[]],
  'additional-details': [['employmentType', 'monthlyIncome']],
  'bank-details': [['accountHolderName', 'accountNumber', 'ifsc']],
  'kyc-callback': [[]],
  'mandate-callback': [['response']],
  'disbursement-details': [[]],
  apply: [[]],
  'apply/details': [['loanAmount', 'tenureMonths']],
  'apply/confirm': [['confirm']],
  'mandate-failure': [['retry']],
  'kyc-failure': [['retry']],
  'offer-failure': [['retry']],
  offerApiFailure: [['retry']],
};

const waiting = new Set(['kyc-callback', 'disbursement-details']);

/** The stand-in for the journey API (see the header). `failAt` turns the step after it into a failure. */
async function standInJourneyApi(page: Page, lender: Lender, fail?: { after: Step; failure: Step; end: Step }) {
  let signedIn = false;
  let index = 0;
  let step: Step = lender.path[0]!;
  let mandateStatus: 'ACTIVE' | null = null;
  let bank: Record<string, unknown> | null = null;
  const leadId = '7f1f3c7e-5b1a-4c44-9a55-2b7f0c1d9e01';
  // decision 0083's journey, with the fields the pages also read when given (brand, mandate terms, EMI, UTR).
  const journey = () => ({
    leadId,
    lender: lender.code,
    lenderName: lender.name,
    providerCode: lender.code,
    step,
    backNavigationDisabled: ['disbursement-details', 'disbursement-reject', 'disbursement-success'].includes(step),
    final: ['disbursement-success', 'disbursement-reject'].includes(step),
    offer: { amount: 30000000, tenureMonths: 24, annualRatePercent: 13.5, emi: 1433300, processingFee: 600000 },
    facts: {
      aadhaarLast4: null,
      bankName: bank ? 'HDFC Bank' : null,
      accountLast4: bank ? '4321' : null,
      umrn: mandateStatus ? 'HDFC7021911230001234' : null,
      livelinessWidgetToken: step === 'liveliness' ? 'sandbox-widget-1' : null,
      mandateResponse: step === 'mandate-callback' ? 'sandbox-signed-mandate-response' : null,
      failureReason: fail && step === fail.failure ? 'The sandbox lender declined this step' : null,
    },
    brandName: 'Mint Pro',
    bank,
    mandate: { amount: 1433300, frequency: 'Monthly', umrn: mandateStatus ? 'HDFC7021911230001234' : null, status: mandateStatus },
    disbursement: step === 'disbursement-success' ? { amount: 29400000, utr: 'HDFCN52026112301234', reason: null } : null,
  });
  const move = () => {
    if (fail && step === fail.after) step = fail.failure;
    else if (fail && step === fail.failure) step = fail.end;
    else step = lender.path[++index] ?? step;
  };
  const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

  await page.route('**/api/customer-sessions/lead/otp', (route) => json(route, { challengeId: 'c0ffee00-0000-4000-8000-000000000001', mobileEnding: '3210', expiresInSeconds: 300, resendAfterSeconds: 30 }));
  await page.route('**/api/customer-sessions/status', (route) =>
    json(route, signedIn ? { signedIn: true, session: { scope: { kind: 'lead', id: leadId }, productCode: 'personal-loan', idleExpiresAt: '', expiresAt: '' } } : { signedIn: false }),
  );
  await page.route('**/api/customer-sessions/lead', (route) => {
    const { otp } = route.request().postDataJSON() as { otp: string };
    if (otp !== '123456') return json(route, { error: { code: 'VALIDATION', message: 'Wrong OTP. 4 tries left', fields: { otp: 'Wrong OTP. 4 tries left' }, triesLeft: 4 } }, 400);
    signedIn = true;
    return json(route, { scope: { kind: 'lead', id: 'x' }, productCode: 'personal-loan', idleExpiresAt: '', expiresAt: '' });
  });
  // A lender's callback arrives a little after the customer reaches a waiting step.
  const firstSeen = new Map<Step, number>();
  const arrived = (key: Step) => {
    const at = firstSeen.get(key);
    if (at === undefined) firstSeen.set(key, Date.now());
    return at !== undefined && Date.now() - at > 1500;
  };
  await page.route(`**/api/products/personal-loan/customer/${lender.code}/leads/${leadId}/journey`, (route) => {
    if (route.request().method() === 'POST') return answer(route);
    if (!signedIn) return json(route, { error: { code: 'UNAUTHENTICATED', message: 'Please verify your mobile number with the OTP to continue' } }, 401);
    if (waiting.has(step) && arrived(step)) move();
    return json(route, journey());
  });
  const answer = (route: Route) => {
    const body = route.request().postDataJSON() as { step: Step; answer: Record<string, unknown> };
    if (body.step !== step) return json(route, { error: { code: 'WRONG_STEP', message: 'This step is not the next one', step } }, 409);
    const keys = Object.keys(body.answer).sort().join(',');
    if (!answerKeys[step]?.some((expected) => expected.join(',') === keys)) {
      return json(route, { error: { code: 'VALIDATION', message: `The stand-in refuses ${step}'s answer {${keys}}` } }, 400);
    }
    if (step === 'bank-details') bank = { ifsc: 'HDFC0000240', bankName: 'HDFC Bank', branch: 'Koramangala', accountLast4: '4321', pennyDrop: 'VERIFIED', nameAtBank: 'ASHA PATIL' };
    if (step === 'mandate-callback') mandateStatus = 'ACTIVE';
    move();
    return json(route, journey());
  };
  await page.route('**/api/customer/ifsc/*', (route) => json(route, { ifsc: 'HDFC0000240', bank: 'HDFC Bank', branch: 'Koramangala', city: 'Bengaluru' }));
}

const stepUrl = (lender: Lender, step: Step) => `/products/personal-loan/customer/${lender.code}/${step}`;

async function onStep(page: Page, lender: Lender, step: Step, label: string) {
  await expect(page).toHaveURL(new RegExp(`/customer/${lender.code}/${step.replace('/', '\\/')}(\\?|$)`));
  await expect(page.locator('.status-message')).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/${label}-${step.replace('/', '-')}.png`, fullPage: true });
  await expectNoViolations(page, `${label} at ${step}`);
}

/** A waiting step: "Check now" until the lender's callback has moved the journey on. */
async function waitForCallback(page: Page, step: Step) {
  await expect(async () => {
    if (await page.getByRole('button', { name: 'Check now' }).isVisible()) await page.getByRole('button', { name: 'Check now' }).click();
    await expect(page).not.toHaveURL(new RegExp(`/${step}(\\?|$)`), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Answers the step the page shows, as a customer would. */
async function answerStep(page: Page, step: Step) {
  const click = (name: string | RegExp) => page.getByRole('button', { name }).click();
  const agree = () => page.getByRole('checkbox').check();
  switch (step) {
    case 'offer':
      return click('Accept this offer');
    case 'stashfin':
      await agree();
      return click(/^Continue with /);
    case 'offer/confirm':
      await agree();
      return click('Confirm offer');
    case 'location':
      return click('Share my location');
    case 'presence-verification':
      await agree();
      return click('Verify my mobile');
    case 'liveliness':
      await click('Turn on camera');
      await expect(page.getByLabel('Your camera preview')).toBeVisible();
      if (shots) await page.screenshot({ path: `${shots}/liveliness-preview.png`, fullPage: true });
      await expectNoViolations(page, 'liveliness with the camera preview');
      return click('Take photo and continue');
    case 'kyc-details':
      await page.getByLabel('Aadhaar number').fill('234567890124');
      await agree();
      await expect(page.getByLabel('Aadhaar number')).toHaveValue('XXXX XXXX 0124');
      return click('Continue');
    case 'initiate-kyc':
      await agree();
      return click('Start KYC');
    case 'additional-details':
      await page.getByRole('radio', { name: 'Salaried' }).check();
      await page.getByLabel('Monthly income (₹)').fill('45000');
      return click('Continue');
    case 'bank-details':
      await page.getByLabel('IFSC').fill('HDFC0000240');
      await expect(page.getByText('HDFC Bank, Koramangala, Bengaluru')).toBeVisible();
      await page.getByLabel('Account number', { exact: true }).fill('50100987654321');
      await page.getByLabel('Account number again').fill('50100987654321');
      await page.getByLabel('Account holder’s name').fill('Asha Patil');
      return click('Verify account');
    case 'mandate-callback':
      await agree();
      return click('Set up e-mandate');
    case 'kyc-callback':
    case 'disbursement-details':
      return waitForCallback(page, step);
    default:
      throw new Error(`No answer for ${step}`);
  }
}

async function signIn(page: Page, lender: Lender, label: string) {
  await page.goto(`${stepUrl(lender, 'login-otp')}?token=sandbox-link`);
  await expect(page.getByText('******3210')).toBeVisible();
  await onStep(page, lender, 'login-otp', label);
  await page.getByLabel('OTP').fill('111111');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText('Wrong OTP. 4 tries left')).toBeVisible();
  await page.getByLabel('OTP').fill('123456');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
}

for (const lender of lenders) {
  test(`${lender.name}: from login-otp to disbursement-success at 360 px`, async ({ page }) => {
    await standInJourneyApi(page, lender);
    await signIn(page, lender, lender.code);
    for (const step of lender.path) {
      await onStep(page, lender, step, lender.code);
      if (step === 'disbursement-success') break;
      await answerStep(page, step);
    }
    await expect(page.getByText('Your loan is disbursed. The money is in your bank account.')).toBeVisible();
    // The back button does not lead back into the application; a reload stays on the true step.
    await page.goBack();
    await expect(page).toHaveURL(/disbursement-success/);
    await page.reload();
    await expect(page.getByText('HDFCN52026112301234')).toBeVisible();
    // Typing an earlier step's address lands on the true step too.
    await page.goto(stepUrl(lender, 'bank-details'));
    await expect(page).toHaveURL(/disbursement-success/);
  });
}

const failures = [
  { lender: lenders[0]!, after: 'kyc-callback', failure: 'kyc-failure', action: 'Try KYC again', end: 'initiate-kyc' },
  { lender: lenders[1]!, after: 'mandate-callback', failure: 'mandate-failure', action: 'Try the e-mandate again', end: 'bank-details' },
  { lender: lenders[2]!, after: 'offer', failure: 'offerApiFailure', action: 'Try again', end: 'offer' },
] as const;

for (const { lender, after, failure, action, end } of failures) {
  test(`${lender.name}: ${failure} says why and offers a way forward`, async ({ page }) => {
    await standInJourneyApi(page, lender, { after, failure, end });
    await signIn(page, lender, `${lender.code}-fail`);
    for (const step of lender.path) {
      await onStep(page, lender, step, `${lender.code}-fail`);
      if (step === after && step === 'mandate-callback') {
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Set up e-mandate' }).click();
        break;
      }
      await answerStep(page, step);
      if (step === after) break;
    }
    await onStep(page, lender, failure, `${lender.code}-fail`);
    await expect(page.getByText('Reason: The sandbox lender declined this step')).toBeVisible();
    await page.getByRole('button', { name: action }).click();
    await expect(page).toHaveURL(new RegExp(`/${end.replace('/', '\\/')}(\\?|$)`));
  });
}
