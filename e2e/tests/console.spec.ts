import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from './support/fixtures';
import { findProductForTenant, indiaToday, type FeatureFlagKey } from '@portal/domain';
import { expectNoViolations } from './support/axe';
import { signInThroughApi } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { consentBox } from './support/sale-journey';
import { screenshotAt360 } from './support/screenshots';

// The tenant's console (maker-checker approvals), the feature flags both ways, and the view
// role's read-only screens, at 360 px with axe.

const admins = {
  mintpro: { maker: '9999900002', checker: '9999900006' },
  mintlife: { maker: '9999900022', checker: '9999900025' },
};
const mintlifePartner = '9999900021';
const mintproViewer = '9999900004';
const waitingPartner = '9999900005';

async function signedInPage(browser: Browser, mobile: string): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  const page = await context.newPage();
  await signInThroughApi(page.request, mobile);
  return page;
}

async function apiAs(baseURL: string, mobile: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await signInThroughApi(context, mobile);
  return context;
}

test('a waiting partner is approved only by a second admin, and the log shows both', async ({ browser }) => {
  const maker = await signedInPage(browser, admins.mintpro.maker);
  await maker.goto('/admin/partners');
  await expect(maker.getByRole('heading', { level: 1 })).toHaveText('Partners');
  const waiting = maker.getByRole('listitem').filter({ hasText: 'Kiran Shah waits to sell Marine' });
  await expect(waiting).toBeVisible();
  await screenshotAt360(maker, 'console-partners');
  await expectNoViolations(maker, 'the console partners page');
  await waiting.getByRole('button', { name: /Ask to approve/ }).click();
  await expect(maker.getByText('Sent for approval: another admin of your tenant must approve it in Approvals.')).toBeVisible();

  // The maker sees his change waiting, with no way to approve it himself.
  await maker.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Approvals' }).click();
  const own = maker.getByRole('listitem').filter({ hasText: 'Authorise Kiran Shah to sell Marine' });
  await expect(own.getByText('Another admin of your tenant must approve this.')).toBeVisible();
  await expect(own.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expectNoViolations(maker, 'the approvals page, own change');

  const checker = await signedInPage(browser, admins.mintpro.checker);
  await checker.goto('/');
  await checker.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Console' }).click();
  await expect(checker.getByRole('heading', { level: 1 })).toHaveText('Changes to approve');
  const theirs = checker.getByRole('listitem').filter({ hasText: 'Authorise Kiran Shah to sell Marine' });
  await expect(theirs.getByText(/^Asked by Vikram Mehta/)).toBeVisible();
  await screenshotAt360(checker, 'console-approvals');
  await expectNoViolations(checker, 'the approvals page, another admin’s change');
  await theirs.getByRole('button', { name: /^Approve/ }).click();
  await expect(checker.getByText(/^Approved and made: Authorise Kiran Shah to sell Marine/)).toBeVisible();

  const kiran = await apiAs(test.info().project.use.baseURL!, waitingPartner);
  expect((await (await kiran.get('/api/partner-integration/public/products/marine/authorization-status')).json()).status).toBe('AUTHORISED');

  await checker.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(checker.getByText('Asked for: Authorise Kiran Shah to sell Marine', { exact: false }).first()).toBeVisible();
  await expect(checker.getByText('Approved: Authorise Kiran Shah to sell Marine', { exact: false }).first()).toBeVisible();
  await screenshotAt360(checker, 'console-audit');
  await expectNoViolations(checker, 'the audit log');

  // The funnel over the last 30 days: the landing page views of this run's journeys are in it.
  await checker.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Funnel' }).click();
  await expect(checker.getByRole('heading', { level: 1 })).toHaveText('Sales funnel');
  await expect(checker.getByRole('list', { name: 'Funnel per product' }).or(checker.getByText('No visits in this period.'))).toBeVisible();
  await screenshotAt360(checker, 'console-funnel');
  await expectNoViolations(checker, 'the funnel');
});

test.describe('feature flags, each both ways (tenant mintlife)', () => {
  test.describe.configure({ mode: 'serial' });
  let maker: APIRequestContext;
  let checker: APIRequestContext;

  const setFlag = async (flag: FeatureFlagKey, enabled: boolean) => {
    const current = (await (await maker.get('/api/configs/features')).json()) as Record<FeatureFlagKey, boolean>;
    if (current[flag] === enabled) return;
    const asked = await maker.post('/api/admin/changes', { data: { kind: 'SET_FLAG', flag, enabled } });
    expect(asked.status(), await asked.text()).toBe(201);
    const { changeId } = (await asked.json()) as { changeId: string };
    expect((await maker.post(`/api/admin/changes/${changeId}/approve`)).status()).toBe(403);
    expect((await checker.post(`/api/admin/changes/${changeId}/approve`)).status()).toBe(200);
  };

  test.beforeAll(async () => {
    const { baseURL } = test.info().project.use;
    maker = await apiAs(baseURL!, admins.mintlife.maker);
    checker = await apiAs(baseURL!, admins.mintlife.checker);
  });
  test.afterAll(async () => {
    for (const [flag, value] of [
      ['DOMAIN_MIGRATION', false],
      ['QUOTATION_CONFIG_FORM', true],
      ['CONFIG_FORM_PROPOSAL', true],
      ['REDIRECT_REVIEW_PAYMENT', true],
    ] as const)
      await setFlag(flag, value);
  });

  test('DOMAIN_MIGRATION shows the moving notice on partner pages only when on; the console flips it', async ({ browser }) => {
    await setFlag('DOMAIN_MIGRATION', false);
    const partner = await signedInPage(browser, mintlifePartner);
    await partner.goto('/leads');
    await expect(partner.getByRole('heading', { level: 1 })).toHaveText('My Leads');
    await expect(partner.getByRole('note')).toHaveCount(0);

    // Through the console: one admin asks on the flags page, another approves.
    const makerPage = await signedInPage(browser, admins.mintlife.maker);
    await makerPage.goto('/admin/feature-flags');
    const card = makerPage.getByRole('listitem').filter({ has: makerPage.getByRole('heading', { name: /DOMAIN_MIGRATION/ }) });
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await screenshotAt360(makerPage, 'console-flags');
    await expectNoViolations(makerPage, 'the feature flags page');
    await card.getByRole('button', { name: /Ask to turn on/ }).click();
    await expect(makerPage.getByText(/Sent for approval: turn DOMAIN_MIGRATION on/)).toBeVisible();
    const checkerPage = await signedInPage(browser, admins.mintlife.checker);
    await checkerPage.goto('/admin/approvals');
    await checkerPage
      .getByRole('listitem')
      .filter({ hasText: 'Turn DOMAIN_MIGRATION on' })
      .getByRole('button', { name: /^Approve/ })
      .click();
    await expect(checkerPage.getByText('Approved and made: Turn DOMAIN_MIGRATION on')).toBeVisible();

    await partner.reload();
    await expect(partner.getByRole('note')).toContainText('This portal is moving to a new web address.');
    await screenshotAt360(partner, 'flag-domain-migration-on');
    await expectNoViolations(partner, 'the moving notice');
  });

  test('QUOTATION_CONFIG_FORM: the quote form at once when on, after "Start a quote" when off', async ({ browser }) => {
    const partner = await signedInPage(browser, mintlifePartner);
    await setFlag('QUOTATION_CONFIG_FORM', true);
    await partner.goto('/products/vector-borne');
    await expect(partner.getByRole('form', { name: 'Quote' })).toBeVisible();
    await expect(partner.getByRole('button', { name: 'Start a quote' })).toHaveCount(0);

    await setFlag('QUOTATION_CONFIG_FORM', false);
    await partner.reload();
    await partner.getByRole('button', { name: 'Start a quote' }).click();
    await expect(partner.getByRole('form', { name: 'Quote' })).toBeVisible();
    await expectNoViolations(partner, 'the landing page with the quote form closed, then opened');
  });

  for (const on of [true, false]) {
    test(`CONFIG_FORM_PROPOSAL and REDIRECT_REVIEW_PAYMENT ${on ? 'on' : 'off'}`, async ({ browser }) => {
      const product = findProductForTenant('vector-borne', 'mintlife')!;
      const sale = product.sale!;
      const samples = sale.samples(indiaToday());
      await setFlag('CONFIG_FORM_PROPOSAL', on);
      await setFlag('REDIRECT_REVIEW_PAYMENT', on);
      await setFlag('QUOTATION_CONFIG_FORM', true);
      const partner = await signedInPage(browser, mintlifePartner);
      await partner.goto('/products/vector-borne');
      const quoteForm = partner.getByRole('form', { name: 'Quote' });
      await fillConfigForm(quoteForm, sale.quote.fields, samples.quote);
      await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
      await partner.getByRole('button', { name: 'Buy now' }).click();
      await expect(partner.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');
      const form = partner.getByRole('form', { name: 'Customer details' });
      const optional = sale.proposal.fields.filter((field) => !field.mandatory && !field.showWhen);
      expect(optional.length, 'the product has optional proposal fields').toBeGreaterThan(0);
      for (const field of optional) await expect(form.getByLabel(field.label, { exact: true })).toHaveCount(on ? 1 : 0);
      await fillConfigForm(form, on ? sale.proposal.fields : sale.proposal.fields.filter((field) => field.mandatory), samples.proposal);
      await consentBox(form).check();
      await form.getByRole('button', { name: 'Proceed' }).click();
      if (on) {
        await expect(partner.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
      } else {
        await expect(partner.getByRole('status').filter({ hasText: 'Proposal saved.' })).toBeVisible();
        await expect(partner.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');
        await expectNoViolations(partner, 'the saved proposal notice');
        await partner.getByRole('link', { name: 'Review and pay' }).click();
        await expect(partner.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
      }
    });
  }
});

test('the view role sees the screens read-only, with no action buttons', async ({ browser }) => {
  const viewer = await signedInPage(browser, mintproViewer);
  await viewer.goto('/leads');
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('My Leads');
  await expect(viewer.getByText('(view only)')).toBeVisible();
  await expect(viewer.getByText('Your account can view but not make changes.')).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Add a lead' })).toHaveCount(0);
  await screenshotAt360(viewer, 'view-role-leads');
  await expectNoViolations(viewer, 'the view role’s leads list');

  // Pricing is a write the API refuses the view role: the quote form is shown, nothing can be sent.
  await viewer.goto('/products/vector-borne');
  const quoteForm = viewer.getByRole('form', { name: 'Quote' });
  await expect(quoteForm.getByText('Your account can view but not make changes.')).toBeVisible();
  await expect(quoteForm.getByRole('button', { name: 'Get Quote' })).toHaveCount(0);
  await expect(quoteForm.locator('input, select').first()).toBeDisabled();
  await screenshotAt360(viewer, 'view-role-landing');
  await expectNoViolations(viewer, 'the view role’s landing page');
  // The console is an admin's: the page says so at once, before anything is asked of the API (decision 0160).
  await viewer.goto('/admin/partners');
  await expect(viewer.getByText('This page is for your tenant’s admins. Your account cannot open it.')).toBeVisible();
});
