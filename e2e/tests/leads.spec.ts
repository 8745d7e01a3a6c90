import { expect, test, type APIRequestContext } from './support/fixtures';
import { findProduct, type LeadSummary } from '@portal/domain';
import { enIN } from '@portal/domain/messages/en-IN';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { partnerStorageState } from './support/demo';
import { openCheckout, proposeSample } from './support/sale-journey';
import { expectNoViolations } from './support/axe';
import { screenshotAt360 } from './support/screenshots';

// The list, its filters, a lead's details and its share actions, at 360 px.
test.use({ storageState: partnerStorageState });

/** A name and mobile no other test (nor run) uses, so each test finds its own leads. */
function uniqueCustomer(prefix: string) {
  const digits = String(Date.now() % 1_000_000_000).padStart(9, '0') + String(Math.floor(Math.random() * 10));
  const letters = Array.from(digits.slice(-6), (digit) => 'abcdefghij'[Number(digit)]).join('');
  return { name: `${prefix} ${letters[0]!.toUpperCase()}${letters.slice(1)}`, mobile: `9${digits.slice(-9)}` };
}

async function createLead(request: APIRequestContext, productCode: string, body: Record<string, unknown>): Promise<LeadSummary> {
  const response = await request.post(`/api/products/${productCode}/leads`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as LeadSummary;
}

test('the list shows the partner’s leads, keeps filters and search in the address (the search in its fragment) and reopens them', async ({ page }) => {
  const customer = uniqueCustomer('Kavya');
  await createLead(page.request, 'personal-loan', { customer, amount: 2_50_000_00, details: { loanPurpose: 'Wedding', monthlyIncome: 60000 } });

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Leads' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Leads');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: customer.name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Rs 2,50,000')).toBeVisible();
  await expect(card.getByText('New lead')).toBeVisible();
  await expectNoViolations(page, 'the leads list');
  await screenshotAt360(page, 'leads-list');

  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel('Status').selectOption({ label: 'New lead' });
  await expect(page).toHaveURL(/\/leads\?status=CREATED$/);
  await expect(card).toBeVisible();
  await page.getByLabel('Product').selectOption({ label: 'Personal Loan' });
  await expect(page).toHaveURL(/product=personal-loan/);

  await page.getByLabel('Customer name or mobile').fill(customer.mobile);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.lead-card')).toHaveCount(1);
  await expect(card).toBeVisible();
  // The search lives in the fragment beside the filters (decision 0173): kept by a reload, sent to no server.
  await expect(page).toHaveURL(new RegExp(`/leads\\?product=personal-loan&status=CREATED#search=${customer.mobile}$`));
  await page.reload();
  await expect(page.locator('.lead-card')).toHaveCount(1);
  await expect(page.getByLabel('Customer name or mobile')).toHaveValue(customer.mobile);
  await expectNoViolations(page, 'the leads list, filtered');
  await screenshotAt360(page, 'leads-filtered');

  await page.getByLabel('Customer name or mobile').fill('Nobody Matches Thisname');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No leads match these filters.')).toBeVisible();
  await expectNoViolations(page, 'the leads list, empty');
});

test('a lead’s details: answers in tabs, the status history, and sharing the customer’s link', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const customer = uniqueCustomer('Rohan');
  const lead = await createLead(page.request, 'personal-loan', {
    customer,
    amount: 5_00_000_00,
    details: { loanPurpose: 'Home repair', employmentType: 'SALARIED', monthlyIncome: 85000 },
  });

  await page.goto(`/leads?product=personal-loan`);
  await page.getByRole('link', { name: customer.name }).click();
  await expect(page).toHaveURL(`/leads/${lead.leadId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Details');
  const summary = page.getByRole('region', { name: 'Lead summary' });
  await expect(summary.getByText('New lead')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Details' }).getByText('Home repair')).toBeVisible();
  await page.getByRole('tab', { name: 'Eligibility' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Eligibility' }).getByText('Rs 85,000')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: "Open the customer's page" })).toHaveAttribute('href', /\/products\/personal-loan\/public\?leadId=/);
  await expectNoViolations(page, 'the lead details');
  await screenshotAt360(page, 'lead-details');

  await page.getByRole('button', { name: 'Share link' }).click();
  const dialog = page.getByRole('dialog', { name: "Share the customer's link" });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, 'the share modal', 'dialog');
  await screenshotAt360(page, 'lead-share');
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`leadId=${lead.leadId}`);
  await dialog.getByRole('button', { name: 'I have shared the link' }).click();
  await expect(page.getByText('Recorded: the link was shared with the customer.')).toBeVisible();
  await expect(summary.getByText('Link shared with customer')).toBeVisible();
  const history = page.getByRole('list', { name: 'Status history' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.last()).toContainText(/Link shared with customer.*IST, by you/);
  await expect(history.last()).toContainText(enIN.leadNote.linkSharedBy['copied-link']);
  // The history's notes in the partner's language (decision 0278), on his phone set to Hindi: the demo partner keeps
  // no language of his own, so his pages follow the browser's. Not through the header's switcher, which saves the
  // choice on his profile: every other test signed in as him at that moment read Hindi (a flake seen on CI).
  const { baseURL, viewport, timezoneId } = test.info().project.use;
  const hindiPhone = await browser.newContext({ baseURL, viewport, timezoneId, locale: 'hi-IN', storageState: partnerStorageState });
  const hindiPage = await hindiPhone.newPage();
  await hindiPage.goto(`/leads/${lead.leadId}`);
  const hindiHistory = hindiPage.getByRole('list', { name: hiIN.leadDetails.statusHistory }).getByRole('listitem');
  await expect(hindiHistory.last()).toContainText(hiIN.leadNote.linkSharedBy['copied-link']);
  await screenshotAt360(hindiPage, 'lead-details-hi');
  await hindiPhone.close();

  await page.getByRole('button', { name: 'Send link by SMS' }).click();
  await expect(page.getByText(`Link sent by SMS to ******${customer.mobile.slice(-4)}.`)).toBeVisible();
});

test('Add lead flags a PAN that already has a lead, then creates anyway and opens the new lead', async ({ page }) => {
  const first = uniqueCustomer('Neha');
  const pan = `ABCDE${first.mobile.slice(-4)}F`;
  await createLead(page.request, 'personal-loan', { customer: { ...first, pan } });

  await page.goto('/leads');
  await page.getByRole('link', { name: 'Add a lead' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Lead');
  const form = page.getByRole('form', { name: 'New lead' });
  await form.getByLabel('Product').selectOption({ label: 'Personal Loan' });
  await form.getByLabel("Customer's full name").fill(first.name);
  await form.getByLabel("Customer's mobile number").fill(first.mobile);
  await form.getByLabel("Customer's PAN (optional)").fill(pan);
  await expectNoViolations(page, 'the new lead form');
  await form.getByRole('button', { name: 'Add lead' }).click();

  const duplicate = page.getByRole('alert').filter({ hasText: 'This customer already has a lead:' });
  await expect(duplicate).toBeVisible();
  expect(page.url()).not.toContain(pan);
  await expectNoViolations(page, 'the duplicate PAN warning');
  await screenshotAt360(page, 'lead-new-duplicate');
  await duplicate.getByRole('button', { name: 'Create anyway' }).click();
  // LEAD_REDIRECTION is on by default: the new lead's details open.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Details');
  await expect(page.getByRole('region', { name: 'Lead summary' }).getByText(first.name)).toBeVisible();
});

test('an insurance sale is a lead: the draft resumes from the list, and its policy downloads again once paid', async ({ page }) => {
  await proposeSample(page, findProduct('vector-borne')!);
  const referenceId = new URL(page.url()).searchParams.get('referenceId')!;
  expect(referenceId).toBeTruthy();

  await page.goto('/leads?product=vector-borne');
  const resume = page.locator(`a[href*="referenceId=${referenceId}"]`);
  await expect(resume).toHaveText('Resume');
  await resume.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  expect(new URL(page.url()).searchParams.get('referenceId')).toBe(referenceId);

  await openCheckout(page);
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  await expect(page).toHaveURL(/\/products\/payment-status\?status=SUCCESS/);
  const policyHref = (await page.getByRole('link', { name: 'Download policy' }).getAttribute('href'))!;

  // The payment status page closed, the partner finds the policy again in the list.
  await page.goto('/leads?product=vector-borne&status=POLICY_ISSUED');
  const download = page.locator(`a[href="${policyHref}"]`);
  await expect(download).toHaveText('Download policy');
  await expect(page.locator('.lead-card', { has: download }).getByText('Policy issued')).toBeVisible();
  const certificate = await page.request.get(policyHref);
  expect(certificate.status()).toBe(200);
  expect((await certificate.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await screenshotAt360(page, 'leads-policy');

  // Its details: the policy again, no customer link to share for a product without a customer page.
  await page.locator('.lead-card', { has: download }).locator('.lead-card__link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Details');
  await expect(page.getByRole('region', { name: 'Lead summary' }).getByText('Policy issued')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download policy' })).toHaveAttribute('href', policyHref);
  await expect(page.getByRole('heading', { name: 'Share with the customer' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem').last()).toContainText('Policy issued');
  await expectNoViolations(page, 'an issued policy’s lead');
  await screenshotAt360(page, 'lead-policy-details');
});
