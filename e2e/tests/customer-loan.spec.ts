import { test, expect } from './support/fixtures';
import { lenderJourneyKinds, lenderNames, type CustomerLoanStep, type LenderCode } from '@portal/domain';
import { partnerStorageState, SANDBOX_OTP } from './support/demo';
import {
  customerContext,
  customerWalksByApi,
  fakeCameraLaunch,
  goodCustomer,
  onStep,
  partnerMakesLink,
  pathAfterLogin,
  personalLoanAnswers,
  signInOnPage,
  stepsFirstWalkedBy,
  stepUrl,
  walkOn,
  type CustomerAnswers,
} from './support/customer-loan';
import { stepScreenshot } from './support/screenshots';

/*
 * Each sandbox lender's path of the customer loan journey, and each failure page with its way forward, in the
 * browser at 360 px against the real API (no page.route), with axe on every page state once. Every lead is made by
 * the demo partner over HTTP with the lender's offer chosen; the failures come from the sandbox's magic values
 * (docs/sandbox.md). A lender path is walked whole in the browser, from login-otp to disbursement-success; a
 * failure test brings the journey to the step before it over the API and does the rest in the browser.
 */

test.use({ launchOptions: fakeCameraLaunch });

/*
 * Customer mobiles: sandbox test numbers (99999000xx, the fixed OTP) no other spec uses, so the OTP limits per
 * mobile are each test's own, and on which the sample PAN scores 750 or more (sandboxCreditScore), so every
 * sandbox lender makes an offer and the test can choose its lender's.
 */
// One through the stashfin step, one with presence verification, one straight from offer to KYC.
const pathLenders = [
  { lender: 'IDFC_FIRST', mobile: '9999900080' },
  { lender: 'BANDHAN', mobile: '9999900081' },
  { lender: 'FEDERAL', mobile: '9999900086' },
] as const satisfies readonly { lender: LenderCode; mobile: string }[];

test('the three lenders walk different paths', () => {
  const paths = pathLenders.map(({ lender }) => pathAfterLogin(lender));
  expect(new Set(pathLenders.map(({ lender }) => lenderJourneyKinds[lender])).size).toBe(3);
  expect(paths[0]).toContain('stashfin');
  expect(paths[1]).toContain('presence-verification');
  expect(paths[2]!.slice(0, 2)).toEqual(['offer', 'kyc-details']);
});

// The link's first page sends the OTP at start-up (decision 0293): one send for the link, never two; the tab
// reloaded (as a cheap phone does after the customer reads the SMS), and the link tapped again in the SMS (a new
// tab), show that OTP and send none (decision 0301). Its own mobile, so the sends counted here are its own. Its
// styles come inside its HTML (decision 0296): the phone asks for no stylesheet, and the page is styled.
test('the link sends one OTP when it opens, and the step shows that one, also after a reload and in a new tab', async ({ browser, playwright, baseURL }) => {
  const mobile = '9999900097';
  const partner = await playwright.request.newContext({ baseURL, storageState: partnerStorageState, extraHTTPHeaders: { Origin: baseURL! } });
  const link = await partnerMakesLink(partner, personalLoanAnswers(mobile));
  await partner.dispose();
  const context = await customerContext(browser);
  const page = await context.newPage();
  const sends: string[] = [];
  const stylesheets: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/customer-sessions/lead/otp') sends.push(request.method());
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto(`${stepUrl(link.providerCode, 'login-otp')}?token=${encodeURIComponent(link.token)}`);
  await expect(page.getByText(`******${mobile.slice(-4)}`)).toBeVisible();
  await stepScreenshot(page, 'login-otp-one-send');
  await page.waitForLoadState('networkidle');
  expect(sends).toEqual(['POST']);
  expect(stylesheets).toEqual([]);
  // Styled by the inlined sheets: the OTP button is a 44 px target, as the stylesheet makes it.
  const button = await page.getByRole('button', { name: 'Verify and continue' }).boundingBox();
  expect(button?.height).toBeGreaterThanOrEqual(44);
  await page.reload();
  await expect(page.getByText(`******${mobile.slice(-4)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sends).toEqual(['POST']);
  // The link tapped again in the SMS: a new tab of the same browser, the code the customer read still the one.
  const secondTab = await context.newPage();
  await secondTab.goto(`${stepUrl(link.providerCode, 'login-otp')}?token=${encodeURIComponent(link.token)}`);
  await expect(secondTab.getByText(`******${mobile.slice(-4)}`)).toBeVisible();
  await expect(secondTab.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeVisible();
  await secondTab.waitForLoadState('networkidle');
  expect(sends).toEqual(['POST']);
  await secondTab.getByLabel('OTP').fill(SANDBOX_OTP);
  await secondTab.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(secondTab).not.toHaveURL(/login-otp/);
  expect(sends).toEqual(['POST']);
  await context.close();
});

for (const { lender, mobile } of pathLenders) {
  test(`${lenderNames[lender]}: from login-otp to disbursement-success at 360 px`, async ({ browser, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const partner = await playwright.request.newContext({ baseURL, storageState: partnerStorageState, extraHTTPHeaders: { Origin: baseURL! } });
    const answers = personalLoanAnswers(mobile);
    const link = await partnerMakesLink(partner, answers, lender);
    await partner.dispose();
    const context = await customerContext(browser);
    const page = await context.newPage();

    // Axe checks each step page once in the three walks: on the first walk whose path has it.
    const lenders = pathLenders.map((path) => path.lender);
    const axeSteps = stepsFirstWalkedBy(lender, lenders);
    await signInOnPage(page, link, mobile, link.providerCode, { axe: lender === lenders[0] });
    await walkOn(page, link, goodCustomer(String(answers.fullName)), {
      from: pathAfterLogin(lender)[0]!,
      label: link.providerCode,
      axeOn: (step) => axeSteps.has(step),
    });
    await expect(page.getByText('Your loan is disbursed. The money is in your bank account.')).toBeVisible();
    await expect(page.getByText('HDFC Bank, account ending 5678').first()).toBeVisible();
    // The back button does not lead back into the application; a reload stays on the true step; so does
    // typing an earlier step's address.
    await page.goBack();
    await expect(page).toHaveURL(/disbursement-success/);
    await page.reload();
    await expect(page.getByText('Bank reference (UTR)')).toBeVisible();
    await page.goto(stepUrl(link.providerCode, 'bank-details'));
    await expect(page).toHaveURL(/disbursement-success/);
    await context.close();
  });
}

interface FailureCase {
  failure: CustomerLoanStep;
  lender: LenderCode;
  mobile: string;
  /** The step the journey is brought to over the API; the browser answers from there. */
  from: CustomerLoanStep;
  /** The magic value that leads to the failure. */
  customer?: Partial<CustomerAnswers>;
  email?: string;
  /** The failure page's way forward: its button and the step it leads to (none: the partner is named instead). */
  forward?: { action: string; to: CustomerLoanStep };
}

const failures: readonly FailureCase[] = [
  // A customer the lender will not offer never sees an offer: from login straight to the failure, and asking again lands there again.
  {
    failure: 'offer-failure',
    lender: 'IDFC_FIRST',
    mobile: '9999900088',
    from: 'login-otp',
    email: 'nooffer@example.com',
    forward: { action: 'Check for an offer again', to: 'offer-failure' },
  },
  {
    failure: 'offerApiFailure',
    lender: 'BANDHAN',
    mobile: '9999900089',
    from: 'login-otp',
    email: 'unreachable@example.com',
    forward: { action: 'Try again', to: 'offerApiFailure' },
  },
  {
    failure: 'kyc-failure',
    lender: 'IDFC_FIRST',
    mobile: '9999900094',
    from: 'kyc-details',
    customer: { aadhaar: '999999999999' },
    forward: { action: 'Check my Aadhaar number', to: 'kyc-details' },
  },
  {
    failure: 'mandate-failure',
    lender: 'BANDHAN',
    mobile: '9999900095',
    from: 'bank-details',
    customer: { accountNumber: '50100012342222' },
    forward: { action: 'Try the e-mandate again', to: 'bank-details' },
  },
  { failure: 'disbursement-reject', lender: 'FEDERAL', mobile: '9999900071', from: 'bank-details', customer: { accountNumber: '50100012343333' } },
];

for (const { failure, lender, mobile, from, customer: magic, email, forward } of failures) {
  test(`${lenderNames[lender]}: ${failure} says why and offers the way forward`, async ({ browser, playwright, baseURL }) => {
    test.setTimeout(90_000);
    const partner = await playwright.request.newContext({ baseURL, storageState: partnerStorageState, extraHTTPHeaders: { Origin: baseURL! } });
    const answers = personalLoanAnswers(mobile, email);
    const link = await partnerMakesLink(partner, answers, lender);
    await partner.dispose();
    const customer = { ...goodCustomer(String(answers.fullName)), ...magic };
    const context = await customerContext(browser);
    await customerWalksByApi(context, baseURL!, link, customer, from);
    const page = await context.newPage();
    await page.goto(stepUrl(link.providerCode, from));

    const label = `${link.providerCode}-${failure}`;
    // The steps before the failure are the lender walks' pages, checked there; axe looks at the failure page.
    await walkOn(page, link, customer, { from, failure, label, axeOn: (step) => step === failure });
    await expect(page.getByRole('alert')).toContainText(/Reason: \S+/);
    if (forward) {
      await expect(page.getByText('Your partner Asha Rao can also help you with this.')).toBeVisible();
      await page.getByRole('button', { name: forward.action }).click();
      await onStep(page, link.providerCode, forward.to, `${label}-forward`);
    } else {
      // The lender's refusal is final: no way back into the application; the way forward is the partner who
      // sent the link, who can check other lenders' offers.
      await expect(page.getByText('Your partner Asha Rao can check offers from other lenders for you.')).toBeVisible();
      await expect(page.getByText('No money has been taken from your account and the e-mandate is cancelled.')).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/disbursement-reject/);
    }
    await context.close();
  });
}
