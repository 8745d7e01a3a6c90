import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_TEMPLATE_BYTES, templateMessages, type TemplateFile } from '@portal/domain';
import { AdminTemplatesPage } from './admin-templates-page';
import { mockApi, renderAt, signedInSession, type ApiHandlers } from '../../app/test-helpers';

const pages = { 'admin-templates': AdminTemplatesPage };
const admin = { ...signedInSession, role: 'admin' };
const session: ApiHandlers = {
  'GET /api/session/status': () => [200, { signedIn: true, partner: admin }],
  'GET /api/session': () => [200, admin],
};
const saved: TemplateFile = {
  templateId: 'T-1',
  tenant: 'mintpro',
  broker: 'mintpro',
  path: 'sms/welcome.txt',
  cloudSource: 'AWS_S3',
  bucket: 'mintpro-templates',
  public: true,
  fileName: 'welcome.txt',
  contentType: 'text/plain',
  size: 42,
  url: '/api/templates/public/T-1/file',
  uploadedAt: '2026-11-29T07:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const uploadForm = () => screen.findByRole('form', { name: 'Upload a template' });
const textFile = (text: string, name = 'welcome.txt') => new File([text], name, { type: 'text/plain' });

/** The place of a template typed in, and the file chosen. */
async function fillIn(form: HTMLElement, file: File) {
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Broker/ }), 'mintpro');
  await userEvent.type(within(form).getByRole('textbox', { name: /^Path/ }), 'sms/welcome.txt');
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Cloud source/ }), 'AWS_S3');
  await userEvent.type(within(form).getByRole('textbox', { name: /^Bucket/ }), 'mintpro-templates');
  await userEvent.click(within(form).getByRole('checkbox', { name: /^Public/ }));
  await userEvent.upload(within(form).getByLabelText(/^File/), file);
}

describe('the template upload (a form of the engine)', () => {
  it('says what is missing beside each field, in the API’s words, and sends nothing', async () => {
    const { calls } = mockApi({ ...session, 'GET /api/templates': () => [200, []] });
    renderAt('/admin/templates', pages);
    const form = await uploadForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Upload template' }));
    expect(await within(form).findByText(templateMessages.broker, { selector: '.cf-error' })).toBeDefined();
    expect(within(form).getByText(templateMessages.path)).toBeDefined();
    expect(within(form).getByText(templateMessages.bucket)).toBeDefined();
    expect(within(form).getByText(templateMessages.file)).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses a file too large or of another type before sending it', async () => {
    const { calls } = mockApi({ ...session, 'GET /api/templates': () => [200, []] });
    renderAt('/admin/templates', pages);
    const form = await uploadForm();
    await fillIn(form, new File([new Uint8Array(MAX_TEMPLATE_BYTES + 1)], 'large.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload template' }));
    expect(await within(form).findByText(templateMessages.tooLarge)).toBeDefined();
    // The picker's accept list lets a person choose another file anyway ("All files").
    await userEvent.upload(within(form).getByLabelText(/^File/), new File(['<p>'], 'page.html', { type: 'text/html' }), { applyAccept: false });
    expect(await within(form).findByText(templateMessages.type)).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the place and the file in one multipart request, says where it went and starts a new form', async () => {
    const { calls } = mockApi({ ...session, 'GET /api/templates': () => [200, []], 'POST /api/templates/upload': () => [201, saved] });
    const appended = vi.spyOn(FormData.prototype, 'append');
    renderAt('/admin/templates', pages);
    const form = await uploadForm();
    await fillIn(form, textFile('Welcome to {#var#}\n'));
    expect(within(form).getByText('Chosen: welcome.txt (1 KB)')).toBeDefined();
    await userEvent.click(within(form).getByRole('button', { name: 'Upload template' }));
    expect(await screen.findByText('Uploaded welcome.txt to mintpro-templates/sms/welcome.txt (public).')).toBeDefined();

    const sent = calls.find((call) => call.method === 'POST' && new URL(call.url).pathname === '/api/templates/upload');
    const body = await sent!.formData();
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'file'))).toEqual({
      tenant: 'mintpro',
      broker: 'mintpro',
      path: 'sms/welcome.txt',
      cloudSource: 'AWS_S3',
      bucket: 'mintpro-templates',
      public: 'true',
    });
    expect(await (body.get('file') as Blob).text()).toBe('Welcome to {#var#}\n');
    // The fields went before the file: the API reads them first. (The test's fetch drops the file's name; the browser spec sees it.)
    expect([...body.keys()].at(-1)).toBe('file');
    expect(appended.mock.calls.find(([name]) => name === 'file')?.[1]).toMatchObject({ name: 'welcome.txt', type: 'text/plain' });
    await waitFor(() =>
      expect((within(form.isConnected ? form : document.body).queryByRole('textbox', { name: /^Path/ }) as HTMLInputElement | null)?.value).toBe(''),
    );
  });

  it('says the API’s refusal of the file beside it (its bytes are not a template’s type)', async () => {
    mockApi({
      ...session,
      'GET /api/templates': () => [200, []],
      'POST /api/templates/upload': () => [415, { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: templateMessages.type } }],
    });
    renderAt('/admin/templates', pages);
    const form = await uploadForm();
    await fillIn(form, textFile('\u0000\u0001 not text'));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload template' }));
    const file = within(form).getByLabelText(/^File/);
    await waitFor(() => expect(file.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(templateMessages.type, { selector: '.cf-error' })).toBeDefined();
    // Another file chosen: the refusal of the first one goes.
    await userEvent.upload(file, textFile('Welcome\n'));
    await waitFor(() => expect(within(form).queryByText(templateMessages.type)).toBeNull());
    expect(file.getAttribute('aria-invalid')).toBeNull();
  });
});
