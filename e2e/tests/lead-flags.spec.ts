import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from './support/fixtures';
import type { FeatureFlagKey, LeadSummary } from '@portal/domain';
import { expectNoViolations } from './support/axe';
import { mintfinAdminStorageState, mintfinPartnerStorageState, signInThroughApi } from './support/demo';

// Decision 0073: MULTI_LEADS_SECTION and LEAD_REDIRECTION, each both ways, flipped per tenant through the
// console's maker-checker API (as console.spec.ts does). Tenant mintfin: no other test flips its flags.
// The partner and the maker were signed in once by auth.setup.ts; the checker signs in here, once.
const mintfinChecker = '9999900015';

test.describe.configure({ mode: 'serial' });

let maker: APIRequestContext;
let checker: APIRequestContext;

async function apiAs(mobile: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await signInThroughApi(context, mobile);
  return context;
}

const apiWith = (storageState: string) => playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL, storageState });

async function setFlag(flag: FeatureFlagKey, enabled: boolean) {
  const current = (await (await maker.get('/api/configs/features')).json()) as Record<FeatureFlagKey, boolean>;
  if (current[flag] === enabled) return;
  const asked = await maker.post('/api/admin/changes', { data: { kind: 'SET_FLAG', flag, enabled } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { changeId } = (await asked.json()) as { changeId: string };
  expect((await checker.post(`/api/admin/changes/${changeId}/approve`)).status()).toBe(200);
}

async function partnerPage(browser: Browser): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, storageState: mintfinPartnerStorageState });
  return context.newPage();
}

/** A customer no other test uses. */
function uniqueCustomer(prefix: string) {
  const digits = String(Date.now() % 1_000_000_000).padStart(9, '0') + String(Math.floor(Math.random() * 10));
  const letters = Array.from(digits.slice(-6), (digit) => 'abcdefghij'[Number(digit)]).join('');
  return { name: `${prefix} ${letters[0]!.toUpperCase()}${letters.slice(1)}`, mobile: `9${digits.slice(-9)}` };
}

test.beforeAll(async () => {
  maker = await apiWith(mintfinAdminStorageState);
  checker = await apiAs(mintfinChecker);
});
test.afterAll(async () => {
  // Back to the defaults (both on), for any later run against this server.
  await setFlag('MULTI_LEADS_SECTION', true);
  await setFlag('LEAD_REDIRECTION', true);
});

test('MULTI_LEADS_SECTION: the list in a section per vertical with counts when on, one list when off', async ({ browser }) => {
  const page = await partnerPage(browser);
  const customer = uniqueCustomer('Section');
  const created = await page.request.post('/api/products/personal-loan/leads', { data: { customer } });
  expect(created.status(), await created.text()).toBe(201);
  const lead = (await created.json()) as LeadSummary;

  await setFlag('MULTI_LEADS_SECTION', true);
  await page.goto('/leads');
  await expect(page.getByRole('heading', { level: 2, name: /^Loans and deposits \(\d+ leads?( shown)?\)$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Loans and deposits/ }).getByText(customer.name)).toBeVisible();
  await expectNoViolations(page, 'the leads list in sections');

  await setFlag('MULTI_LEADS_SECTION', false);
  await page.reload();
  await expect(page.getByText(customer.name)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Loans and deposits/ })).toHaveCount(0);
  expect(lead.leadId).toBeTruthy();
});

test('LEAD_REDIRECTION: Add lead opens the new lead when on; stays on an emptied form with a notice when off', async ({ browser }) => {
  const page = await partnerPage(browser);
  const addLead = async (customer: { name: string; mobile: string }) => {
    await page.goto('/leads/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Lead');
    const form = page.getByRole('form', { name: 'New lead' });
    await form.getByLabel('Product').selectOption({ label: 'Personal Loan' });
    await form.getByLabel("Customer's full name").fill(customer.name);
    await form.getByLabel("Customer's mobile number").fill(customer.mobile);
    await form.getByRole('button', { name: 'Add lead' }).click();
    return form;
  };

  await setFlag('LEAD_REDIRECTION', true);
  const first = uniqueCustomer('Redirect');
  await addLead(first);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Details');
  await expect(page).toHaveURL(/\/leads\/[^/]+$/);
  await expect(page.getByRole('region', { name: 'Lead summary' }).getByText(first.name)).toBeVisible();

  await setFlag('LEAD_REDIRECTION', false);
  const second = uniqueCustomer('Stay');
  const form = await addLead(second);
  const notice = page.getByRole('status').filter({ hasText: 'Lead created for' });
  await expect(notice).toHaveText(new RegExp(`Lead created for ${second.name} \\(Personal Loan\\)\\.`));
  await expect(page).toHaveURL(/\/leads\/new$/);
  await expect(form.getByLabel("Customer's full name")).toHaveValue('');
  await expectNoViolations(page, 'the lead created notice');
  await notice.getByRole('link', { name: 'Open the lead' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Details');
});
