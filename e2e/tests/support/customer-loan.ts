import { expect, type APIRequestContext, type APIResponse, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  journeyPaths,
  lenderJourneyKinds,
  providerCodeOf,
  samplePersonalLoanSell,
  type ChosenOffer,
  type CustomerJourney,
  type CustomerLoanStep,
  type LenderCode,
  type LoanApplication,
  type OffersAnswer,
} from '@portal/domain';
import { expectNoViolations } from './axe';
import { SANDBOX_OTP } from './demo';
import { stepScreenshot } from './screenshots';

/*
 * The customer loan journey's browser-test helpers (customer-loan.spec.ts, customer-loan-real.spec.ts), all
 * against the real API and its sandbox providers (docs/sandbox.md): the partner's side over HTTP, the
 * customer's own browser context, the one answer per step a customer gives, and the API shortcut that
 * brings a journey to the step a short test starts from.
 */

/** Chromium with a fake camera (a test pattern as the front camera, the permission granted without a prompt). */
export const fakeCameraLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
};

/** What the customer types: sandbox data the providers accept unless a magic value says otherwise. */
export interface CustomerAnswers {
  name: string;
  /** 12 digits, Verhoeff-valid; starting 9999 fails KYC at kyc-callback. */
  aadhaar: string;
  ifsc: string;
  /** Ending 2222 the e-mandate is refused; 3333 the disbursement is rejected. */
  accountNumber: string;
}

export const goodCustomer = (name: string): CustomerAnswers => ({ name, aadhaar: '234567890124', ifsc: 'HDFC0000001', accountNumber: '50100012345678' });

export async function ok<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** The sample personal-loan answers for a customer of this mobile (a sandbox test number: its OTP is fixed). */
export const personalLoanAnswers = (mobile: string, email?: string): Record<string, unknown> => ({
  ...samplePersonalLoanSell(new Date()),
  mobile,
  ...(email ? { email } : {}),
});

export interface CustomerLink {
  lender: LenderCode;
  lenderName: string;
  providerCode: string;
  leadId: string;
  /** The customer's link (the redirection page) and its token (which also opens login-otp). */
  link: string;
  token: string;
}

/**
 * The partner's side over HTTP: the application, the customer's consent by OTP, the offers, the chosen
 * offer (the given lender's, else the first), the KFS acknowledged, the customer's link.
 */
export async function partnerMakesLink(partner: APIRequestContext, answers: Record<string, unknown>, wanted?: LenderCode): Promise<CustomerLink> {
  const application = await ok<LoanApplication>(await partner.post('/api/products/personal-loan/loan-applications', { data: answers }), 201);
  const id = application.aggregatorId;
  await ok(await partner.post(`/api/loan-applications/${id}/consent/otp`));
  await ok(await partner.post(`/api/loan-applications/${id}/consent/verify`, { data: { otp: SANDBOX_OTP } }));
  let offers: OffersAnswer | undefined;
  await expect(async () => {
    offers = await ok<OffersAnswer>(await partner.get(`/api/leads/aggregator/${id}?dpFlow=PARTNER`));
    if (wanted) expect(offers.offers.some((offer) => offer.lenderCode === wanted) || offers.pending.length === 0).toBe(true);
    else expect(offers.pending).toEqual([]);
  }).toPass({ timeout: 20_000 });
  const offer = wanted ? offers!.offers.find((o) => o.lenderCode === wanted) : offers!.offers[0];
  expect(offer, `an offer of ${wanted ?? 'any lender'}; offers from ${offers!.offers.map((o) => o.lenderCode).join(', ')}`).toBeDefined();
  const chosen = await ok<ChosenOffer>(
    await partner.post(`/api/leads/clone?aggregatorId=${id}&dpFlow=PARTNER&selectOffer=${encodeURIComponent(offer!.offerId)}`),
  );
  await ok(await partner.post(`/api/leads/kfsAcknowledgement?leadId=${chosen.leadId}`, { data: { acknowledged: true } }));
  const { link } = await ok<{ link: string }>(await partner.post(`/api/leads/customerLink?leadId=${chosen.leadId}`));
  const token = new URL(link, 'http://portal.test').searchParams.get('token')!;
  return { lender: offer!.lenderCode, lenderName: offer!.lenderName, providerCode: providerCodeOf(offer!.lenderCode), leadId: chosen.leadId, link, token };
}

/** The customer's own phone: a browser context of 360 px with no partner cookie, location and camera allowed. */
export async function customerContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    permissions: ['geolocation', 'camera'],
    geolocation: { latitude: 12.9352, longitude: 77.6245 },
  });
  expect((await context.cookies()).length).toBe(0);
  return context;
}

/** The lender's path of steps after login-otp, as the domain's table has it. */
export const pathAfterLogin = (lender: LenderCode): readonly CustomerLoanStep[] => journeyPaths[lenderJourneyKinds[lender]].slice(1);

export const stepUrl = (providerCode: string, step: string) => `/products/personal-loan/customer/${providerCode}/${step}`;

export const stepPattern = (providerCode: string, step: string) => new RegExp(`/customer/${providerCode}/${step.replace('/', '\\/')}(\\?|$)`);

/**
 * On the step, loaded (no status message), axe finding nothing unless told not to look (a step page already
 * checked in another test of the run: axe is the slowest thing a journey does); a PNG when asked for.
 */
export async function onStep(page: Page, providerCode: string, step: string, label: string, options: { axe?: boolean } = {}) {
  await expect(page).toHaveURL(stepPattern(providerCode, step), { timeout: 20_000 });
  await expect(page.locator('.status-message')).toHaveCount(0);
  await stepScreenshot(page, `${label}-${step.replace('/', '-')}`);
  // Every step reads at the screen's width: a customer never scrolls sideways to read an amount of the KFS.
  const [pageWidth, screenWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(pageWidth, `${label} at ${step} is wider than the screen`).toBeLessThanOrEqual(screenWidth!);
  if (options.axe ?? true) await expectNoViolations(page, `${label} at ${step}`);
}

/**
 * The steps a lender's walk checks with axe when several lenders' walks run: each step page on the first
 * walk of `lenders` whose path has it, so every step's page is checked once a run (the pages are the same
 * components whichever lender's path they are on).
 */
export function stepsFirstWalkedBy(lender: LenderCode, lenders: readonly LenderCode[]): ReadonlySet<string> {
  const earlier = new Set(lenders.slice(0, lenders.indexOf(lender)).flatMap((other) => [...pathAfterLogin(other), 'disbursement-success']));
  return new Set([...pathAfterLogin(lender), 'disbursement-success'].filter((step) => !earlier.has(step)));
}

/** Steps the page leaves by itself when the server's answer arrives (KYC, and disbursement by the durable job). */
export const waitingSteps: ReadonlySet<string> = new Set(['kyc-callback', 'disbursement-details']);

/** A waiting step: the page asks the server again by itself ("Check now" hurries it) until the journey moves on. */
export async function waitForMoveOn(page: Page, step: string, timeout = 30_000) {
  await expect(async () => {
    const check = page.getByRole('button', { name: 'Check now' });
    if (await check.isVisible()) await check.click();
    await expect(page).not.toHaveURL(new RegExp(`/${step}(\\?|$)`), { timeout: 1000 });
  }).toPass({ timeout });
}

/** The customer signs in on login-otp from the link's token: a wrong OTP first (refused, tries left), then the right one. */
export async function signInOnPage(page: Page, link: CustomerLink, mobile: string, label: string, options: { axe?: boolean } = {}) {
  await page.goto(`${stepUrl(link.providerCode, 'login-otp')}?token=${encodeURIComponent(link.token)}`);
  await expect(page.getByText(`******${mobile.slice(-4)}`)).toBeVisible();
  await onStep(page, link.providerCode, 'login-otp', label, options);
  await page.getByLabel('OTP').fill('111111');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText(/Wrong OTP/)).toBeVisible();
  await page.getByLabel('OTP').fill(SANDBOX_OTP);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
}

/** Answers the step the page shows, as the customer would. The one place that knows each step's screen. */
export async function answerStep(page: Page, step: CustomerLoanStep, customer: CustomerAnswers): Promise<void> {
  const click = (name: string | RegExp) => page.getByRole('button', { name }).click();
  const agree = () => page.getByRole('checkbox').check();
  switch (step) {
    case 'apply':
      return click('Start application');
    case 'apply/details':
      await page.getByLabel('Loan amount (₹)').fill('100000');
      await page.getByLabel('Tenure (months)').fill('24');
      return page.locator('form button[type=submit]').click();
    case 'apply/confirm':
      await agree();
      return click('Submit application');
    case 'offer':
      // The KFS is read and acknowledged by the customer themself before accepting.
      await expect(page.getByRole('heading', { name: 'Key Facts Statement' })).toBeVisible();
      await agree();
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
      await stepScreenshot(page, 'liveliness-preview');
      await expectNoViolations(page, 'liveliness with the camera preview');
      return click('Take photo and continue');
    case 'kyc-details':
      await page.getByLabel('Aadhaar number').fill(customer.aadhaar);
      await agree();
      // Shown masked but for its last four digits.
      await expect(page.getByLabel('Aadhaar number')).toHaveValue(`XXXX XXXX ${customer.aadhaar.slice(-4)}`);
      return click('Continue');
    case 'initiate-kyc':
      await agree();
      return click('Start KYC');
    case 'additional-details':
      await page.getByRole('radio', { name: 'Salaried' }).check();
      await page.getByLabel('Monthly income (₹)').fill('60000');
      return click('Continue');
    case 'bank-details':
      await page.getByLabel('IFSC').fill(customer.ifsc);
      // The bank of the IFSC, from the API's offline IFSC data set, shown as the customer types.
      await expect(page.getByRole('status').filter({ hasText: 'HDFC Bank' })).toBeVisible();
      await page.getByLabel('Account number', { exact: true }).fill(customer.accountNumber);
      await page.getByLabel('Account number again').fill(customer.accountNumber);
      await page.getByLabel('Account holder’s name').fill(customer.name);
      return click('Verify account');
    case 'mandate-callback':
      await agree();
      return click('Set up e-mandate');
    case 'kyc-callback':
    case 'disbursement-details':
      return waitForMoveOn(page, step, step === 'disbursement-details' ? 45_000 : 30_000);
    case 'login-otp':
    case 'disbursement-success':
    case 'disbursement-reject':
    case 'kyc-failure':
    case 'mandate-failure':
    case 'offer-failure':
    case 'offerApiFailure':
      throw new Error(`${step} is not answered by walking on: sign in with signInOnPage, or test the failure page's way forward`);
    default: {
      const unhandled: never = step;
      throw new Error(`No answer for ${String(unhandled)}`);
    }
  }
}

/** The answer a customer's page sends at a step, for the API shortcut (the widget's token and the bank's response from the journey). */
function apiAnswerOf(journey: CustomerJourney, customer: CustomerAnswers): Record<string, unknown> {
  switch (journey.step) {
    case 'offer':
      return { kfsId: journey.kfs?.id, acknowledged: true, accept: true };
    case 'offer/confirm':
    case 'apply/confirm':
      return { confirm: true };
    case 'location':
      return { pinCode: '411001' };
    case 'liveliness':
      return { widgetToken: journey.facts.livelinessWidgetToken, frames: 12 };
    case 'kyc-details':
      return { aadhaar: customer.aadhaar, consent: true };
    case 'additional-details':
      return { employmentType: 'SALARIED', monthlyIncome: 60000 };
    case 'bank-details':
      return { ifsc: customer.ifsc, accountNumber: customer.accountNumber, accountHolderName: customer.name };
    case 'apply/details':
      return { loanAmount: 100_000_00, tenureMonths: 24 };
    case 'mandate-callback':
      return { response: journey.facts.mandateResponse };
    default:
      return {};
  }
}

/**
 * The API shortcut: signs the customer's context in by OTP (the cookie lands in the context, so its pages
 * are signed in too) and answers the steps over HTTP until the journey stands at `until`. A short failure
 * test starts from there in the browser.
 */
export async function customerWalksByApi(
  context: BrowserContext,
  baseURL: string,
  link: CustomerLink,
  customer: CustomerAnswers,
  until: CustomerLoanStep,
): Promise<void> {
  const headers = { Origin: baseURL };
  const sent = await ok<{ challengeId: string }>(await context.request.post('/api/customer-sessions/lead/otp', { data: { token: link.token }, headers }));
  await ok(
    await context.request.post('/api/customer-sessions/lead', { data: { token: link.token, challengeId: sent.challengeId, otp: SANDBOX_OTP }, headers }),
  );
  const url = `/api/products/personal-loan/customer/${link.providerCode}/leads/${link.leadId}/journey`;
  let journey = await ok<CustomerJourney>(await context.request.get(url));
  for (let i = 0; i < 20 && journey.step !== until; i++) {
    journey = await ok<CustomerJourney>(await context.request.post(url, { data: { step: journey.step, answer: apiAnswerOf(journey, customer) }, headers }));
  }
  expect(journey.step).toBe(until);
}

/**
 * Walks the lender's path in the browser from `from` (the page already on it or about to be), answering
 * each step with axe on it (or on the steps `axeOn` names), until disbursement-success or, when given, the failure step the sandbox's magic
 * leads to. A waiting step may pass before the test sees it (the sandbox answers in well under a second),
 * so being on it or already past it are both right.
 */
export async function walkOn(
  page: Page,
  link: CustomerLink,
  customer: CustomerAnswers,
  options: { from: CustomerLoanStep; failure?: CustomerLoanStep; label: string; axeOn?: (step: string) => boolean },
) {
  const axeOn = options.axeOn ?? (() => true);
  const steps: readonly string[] = [...pathAfterLogin(link.lender), 'disbursement-success'];
  const end = options.failure ?? 'disbursement-success';
  // Read in the page: page.url() may lag a client-side navigation that toHaveURL has already seen.
  const ended = async () => stepPattern(link.providerCode, end).test(await page.evaluate(() => location.pathname + location.search));
  for (let index = steps.indexOf(options.from); index >= 0 && index < steps.length - 1 && !(await ended()); index++) {
    const step = steps[index] as CustomerLoanStep;
    const next = steps[index + 1]!;
    if (waitingSteps.has(step)) {
      await expect(page).toHaveURL(stepPattern(link.providerCode, `(${step}|${next}|${end})`), { timeout: 20_000 });
      await waitForMoveOn(page, step, step === 'disbursement-details' ? 45_000 : 30_000);
    } else {
      await onStep(page, link.providerCode, step, options.label, { axe: axeOn(step) });
      await answerStep(page, step, customer);
    }
    // A waiting step next may already be behind the customer: the step after it is right too.
    const afterNext = waitingSteps.has(next) && steps[index + 2] ? `|${steps[index + 2]}` : '';
    await expect(page).toHaveURL(stepPattern(link.providerCode, `(${next}${afterNext}|${end})`), { timeout: 45_000 });
  }
  await onStep(page, link.providerCode, end, options.label, { axe: axeOn(end) });
}
