import { expect, request as playwrightRequest, test, type Browser, type Page } from './support/fixtures';
import type { NotifyResponse } from '@portal/domain';
import { expectNoViolations } from './support/axe';
import { mintfinAdminStorageState, mintfinPartnerStorageState } from './support/demo';
import { screenshotAt360 } from './support/screenshots';

// The console's templates (SPEC §7 template upload, decision 0131) and failed messages
// (dead letters, decisions 0104 and 0132), at 360 px with axe. Tenant mintfin, whose admins no other
// console test uses, signed in once by auth.setup.ts (the OTP send limits are real).

async function signedInPage(browser: Browser, storageState: string): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, storageState });
  return context.newPage();
}

test('an admin uploads a public template, finds it listed, and anyone downloads it', async ({ browser }) => {
  const admin = await signedInPage(browser, mintfinAdminStorageState);
  await admin.goto('/admin/templates');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Templates');
  // An admin's header has one more link (Console): at 360 px the name gives way, not "Log out" (one line, 44 px).
  for (const control of [admin.getByRole('button', { name: 'Log out' }), admin.getByRole('link', { name: 'Console' })]) {
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeLessThan(50);
  }
  const form = admin.getByRole('form', { name: 'Upload a template' });
  // Nothing chosen: the form says what is missing, beside each field.
  await form.getByRole('button', { name: 'Upload template' }).click();
  await expect(form.getByText('Choose a broker')).toHaveCount(2); // the empty option and the error
  await expect(form.getByText('Choose a file to upload')).toBeVisible();

  const path = `sms/welcome-${Date.now()}.txt`;
  await form.getByLabel('Broker').selectOption({ label: 'Mint Finance' });
  await form.getByLabel('Path').fill(path);
  await form.getByLabel('Cloud source').selectOption('AWS_S3');
  await form.getByLabel('Bucket').fill('Bad_Bucket');
  await form.getByRole('checkbox', { name: /^Public/ }).check();
  await form
    .getByLabel('File')
    .setInputFiles({ name: 'welcome.txt', mimeType: 'text/plain', buffer: Buffer.from('Welcome to {#var#}, your partner portal.\n') });
  await form.getByRole('button', { name: 'Upload template' }).click();
  // The API's own rule, checked before sending and shown beside the field.
  await expect(form.getByText('Enter a bucket name of 3 to 63 lower-case letters, digits, dots and dashes')).toBeVisible();
  await form.getByLabel('Bucket').fill('mintfin-templates');
  await form.getByRole('button', { name: 'Upload template' }).click();
  // The file field says what was chosen in its own status line: the page's is the one that says where it went.
  await expect(admin.getByRole('status').filter({ hasText: /^Uploaded / })).toHaveText(`Uploaded welcome.txt to mintfin-templates/${path} (public).`);

  const card = admin.getByRole('list', { name: 'Templates' }).getByRole('listitem').filter({ hasText: path });
  await expect(card.getByText('Public', { exact: true })).toBeVisible();
  await screenshotAt360(admin, 'console-templates');
  await expectNoViolations(admin, 'the templates page');

  // Public: served without a session.
  const href = await card.getByRole('link', { name: /Download/ }).getAttribute('href');
  expect(href).toMatch(/^\/api\/templates\/public\//);
  const anonymous = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const served = await anonymous.get(href!);
  expect(served.status()).toBe(200);
  expect(await served.text()).toBe('Welcome to {#var#}, your partner portal.\n');

  // A file named and typed as text whose bytes are not: the browser lets it go, the API refuses it by its
  // bytes, and its words stand beside the file (decision 0267).
  const again = admin.getByRole('form', { name: 'Upload a template' });
  await again.getByLabel('Broker').selectOption({ label: 'Mint Finance' });
  await again.getByLabel('Path').fill(`sms/not-text-${Date.now()}.txt`);
  await again.getByLabel('Bucket').fill('mintfin-templates');
  await again.getByLabel('File').setInputFiles({ name: 'not-text.txt', mimeType: 'text/plain', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]) });
  await again.getByRole('button', { name: 'Upload template' }).click();
  await expect(again.getByText('Only PDF, PNG, JPEG or plain UTF-8 text templates can be uploaded')).toBeVisible();
  await expect(again.getByLabel('File')).toHaveAttribute('aria-invalid', 'true');
});

test('a message the gateway refuses is a dead letter; the admin sends it again from the console', async ({ browser }) => {
  const { baseURL } = test.info().project.use;
  // The sandbox refuses the mobile 6000000000 for good (docs/sandbox.md): the message is dead at once.
  const partner = await playwrightRequest.newContext({ baseURL, storageState: mintfinPartnerStorageState });
  const sent = await partner.post('/api/notify', {
    data: { productCode: 'personal-loan', template: 'quote-follow-up', channel: 'SMS', to: '6000000000', variables: { customerName: 'Dead Letter' } },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const [notification] = ((await sent.json()) as NotifyResponse).notifications;
  expect(notification).toMatchObject({ status: 'DEAD', lastError: 'SANDBOX_RECIPIENT_REFUSED' });

  const admin = await signedInPage(browser, mintfinAdminStorageState);
  await admin.goto('/admin/partners');
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Failed messages' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Failed messages');
  const letters = admin.getByRole('list', { name: 'Failed messages' }).getByRole('listitem').filter({ hasText: 'Quote follow-up' });
  await expect(letters.first()).toContainText('To ******0000 · Personal Loan');
  // In words, not the gateway's code (which the API answer above and the logs keep).
  await expect(letters.first()).toContainText('the SMS gateway refused the recipient or the message');
  await screenshotAt360(admin, 'console-failed-messages');
  await expectNoViolations(admin, 'the failed messages page');

  await letters
    .first()
    .getByRole('button', { name: /Send again/ })
    .click();
  // The number is still refused: the admin is told, and it stays on the list with a fresh count.
  await expect(admin.getByRole('status')).toHaveText(
    'Tried again: the Quote follow-up message was refused again (the SMS gateway refused the recipient or the message). It stays on this list.',
  );
  await expect(letters.first()).toContainText('1 try ·');
  const audit = await admin.request.get('/api/admin/audit');
  expect(JSON.stringify(await audit.json())).toContain('DEAD_LETTER_RETRIED');
});
