import { expect, test } from './support/fixtures';
import { signInThroughApi, whiteLabelStorageState } from './support/demo';

// Point 4 (decision 0160): what the view role cannot do is read-only before anyone types, and the
// console is not reachable for other roles. A view user of its own (Sanjay Gupta, Mint Finance), at 360 px.
const viewMobile = '9999900014';
const readOnlyNote = 'Your account can view but not make changes.';
test.use({ storageState: { cookies: [], origins: [] } });

test('a view user meets every write form read-only, with the reason, and no console page', async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page.request, viewMobile);

  for (const [path, formName] of [
    ['/products/personal-loan/sell', 'Loan details'],
    ['/products/home-loan/sell', 'Loan details'],
    ['/products/business-loans/sell', 'Loan details'],
    ['/products/lamf/share-details', "Customer's details"],
    ['/leads/new', 'New lead'],
  ] as const) {
    await page.goto(path);
    const form = page.getByRole('form', { name: formName });
    await expect(form.getByText(readOnlyNote), path).toBeVisible();
    const inputs = form.locator('input, select, textarea');
    expect(await inputs.count(), path).toBeGreaterThan(0);
    for (const input of await inputs.all()) await expect(input, path).toBeDisabled();
    await expect(form.getByRole('button', { name: /Proceed|Add lead|Make the link/ }), path).toHaveCount(0);
  }
  await page.screenshot({ path: test.info().outputPath('view-add-lead-360.png'), fullPage: true });
  // The header names the seat in full, and says it is view only: beside each other at 360 px the name was "S…".
  const header = page.getByRole('banner');
  await expect(header.getByText('(view only)')).toBeVisible();
  const name = header.locator('.site-header__partner');
  await expect(name).toHaveText('Sanjay Gupta');
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the name is not cut short').toBe(true);
  expect((await header.getByRole('button', { name: 'Log out' }).boundingBox())?.height).toBeGreaterThanOrEqual(44);

  for (const path of ['/admin/feature-flags', '/admin/partners', '/admin/approvals']) {
    await page.goto(path);
    await expect(page.getByText('This page is for your tenant’s admins. Your account cannot open it.'), path).toBeVisible();
    await expect(page.getByRole('button'), path).not.toContainText(['Turn on', 'Approve']);
    await expect(page.getByText('Only an admin can see this'), path).toHaveCount(0);
  }
  await page.screenshot({ path: test.info().outputPath('view-admin-flags-360.png') });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Console' })).toHaveCount(0);
});

// Decision 0306: a view seat reads a colleague's lead as the colleague's, and is offered no action the API would refuse.
test("a view user reads a colleague's lead and its history by name, with nothing to share, sell or end", async ({ page, playwright, baseURL }) => {
  const colleague = await playwright.request.newContext({ baseURL });
  await signInThroughApi(colleague, '9999900011');
  const created = await colleague.post('/api/products/personal-loan/leads', {
    data: { customer: { name: 'Kavita Joshi', mobile: '9876512345' }, amount: 25_000_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { leadId } = (await created.json()) as { leadId: string };
  await colleague.dispose();

  await signInThroughApi(page.request, viewMobile);
  await page.goto(`/leads/${leadId}`);
  await expect(page.getByRole('region', { name: 'Lead summary' })).toContainText('Kavita Joshi');
  await expect(page.getByRole('region', { name: 'Lead summary' })).toContainText('PartnerPriya Nair');
  await expect(page.getByText(readOnlyNote)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText(/New lead.*IST, by Priya Nair/);
  await expect(page.getByRole('list', { name: 'Status history' })).not.toContainText('by you');
  for (const name of ['Share link', 'Send link by SMS', 'Customer not interested', 'Close the lead'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  for (const name of ["Open the customer's page", 'Create a new quote']) await expect(page.getByRole('link', { name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Call' })).toBeVisible();

  await page.goto('/loans');
  await expect(page.getByRole('heading', { name: 'Personal Loan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make my public link' })).toHaveCount(0);
  await expect(page.getByText(readOnlyNote).first()).toBeVisible();
});

test.describe('a Sahyadri partner on a loan or deposit page his bank does not offer', () => {
  test.use({ storageState: whiteLabelStorageState });

  test('reads at once that it is not offered, with no form to fill', async ({ page }) => {
    for (const path of ['/products/personal-loan/sell', '/products/FD/sell']) {
      await page.goto(path);
      await expect(page.getByText('Your organisation does not offer this product, so it cannot be sold from your account.'), path).toBeVisible();
      await expect(page.locator('main input'), path).toHaveCount(0);
      await expect(page.getByText('Product not found'), path).toHaveCount(0);
    }
    await page.screenshot({ path: test.info().outputPath('sahyadri-fd-not-offered-360.png') });
  });
});
