import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TEMPLATE_BYTES, templateMessages, type AdminAuditList, type TemplateFile } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { CUSTOMER_SESSION_COOKIE, startCustomerSession } from '../../lib/sessions/customer-session-repository';

const BOUNDARY = '----portal-template-test';
type Fields = Record<string, string>;
const multipart = (fields: Fields, file?: { name: string; content: Buffer }) =>
  Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    ...(file
      ? [
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          file.content,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

const smsText = Buffer.from('Your {#var#} policy is issued. Membership id {#var#}.\n');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const fieldsOf = (overrides: Fields = {}): Fields => ({
  tenant: 'mintpro',
  broker: 'mintpro',
  path: 'sms/policy-issued.txt',
  cloudSource: 'AWS_S3',
  bucket: 'mintpro-templates',
  public: 'false',
  ...overrides,
});

describe('template uploads (SPEC §7; decision 0131)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInPartner>>;
  let otherAdmin: Awaited<ReturnType<typeof signInPartner>>;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInPartner(t.db, { tenant: 'mintpro', role: 'admin' });
    otherAdmin = await signInPartner(t.db, { tenant: 'mintfin', role: 'admin' });
    seller = await signInPartner(t.db, { tenant: 'mintpro' });
  });
  afterAll(async () => t.close());

  const upload = (
    fields: Fields,
    file: { name: string; content: Buffer } | null = { name: 'policy-issued.txt', content: smsText },
    headers: Record<string, string> = { cookie: admin.cookie },
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/templates/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
      payload: multipart(fields, file ?? undefined),
    });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('stores a private text template: listed and downloadable by the tenant’s admin, not served publicly', async () => {
    const response = await upload(fieldsOf());
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json<TemplateFile>();
    expect(saved).toMatchObject({
      tenant: 'mintpro',
      broker: 'mintpro',
      path: 'sms/policy-issued.txt',
      cloudSource: 'AWS_S3',
      bucket: 'mintpro-templates',
      public: false,
      contentType: 'text/plain',
      size: smsText.length,
    });
    expect(saved.url).toBe(`/api/templates/${saved.templateId}/file`);

    const list = await get('/api/templates', admin.cookie);
    expect(list.json<TemplateFile[]>().map((x) => x.templateId)).toContain(saved.templateId);
    const file = await get(saved.url, admin.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body).toBe(smsText.toString());
    expect((await get(`/api/templates/public/${saved.templateId}/file`)).statusCode).toBe(404);

    const audit = await get('/api/admin/audit', admin.cookie);
    expect(audit.json<AdminAuditList>().entries.some((e) => e.action === 'TEMPLATE_UPLOADED')).toBe(true);
  });

  it('serves a public PDF without a session, and a new upload to the same place replaces it', async () => {
    const first = (await upload(fieldsOf({ path: 'documents/welcome.pdf', public: 'true' }), { name: 'welcome.pdf', content: pdf })).json<TemplateFile>();
    expect(first.url).toBe(`/api/templates/public/${first.templateId}/file`);
    const served = await get(first.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('public, max-age=300');

    const again = await upload(fieldsOf({ path: 'documents/welcome.pdf', public: 'false' }), { name: 'welcome-v2.pdf', content: pdf });
    expect(again.statusCode).toBe(201);
    expect(again.json<TemplateFile>()).toMatchObject({ templateId: first.templateId, fileName: 'welcome-v2.pdf', public: false });
    expect((await get(first.url)).statusCode).toBe(404);
  });

  it('keeps each tenant to its own templates: another tenant’s is 404 to list, download and upload into', async () => {
    const mine = (await upload(fieldsOf({ path: 'email/welcome.txt' }))).json<TemplateFile>();
    expect((await get(`/api/templates/${mine.templateId}/file`, otherAdmin.cookie)).statusCode).toBe(404);
    expect((await get('/api/templates', otherAdmin.cookie)).json<TemplateFile[]>()).toEqual([]);
    const intoOther = await upload(fieldsOf({ tenant: 'mintfin' }));
    expect(intoOther.statusCode).toBe(404);
    expect(intoOther.json().error.code).toBe('NOT_FOUND');
    expect((await get(`/api/templates/${randomUUID()}/file`, admin.cookie)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown broker', { broker: 'acme' }, 'broker', templateMessages.broker],
    ['a path that climbs out', { path: '../secrets.txt' }, 'path', templateMessages.path],
    ['a path with upper case and spaces', { path: 'SMS/Policy Issued.txt' }, 'path', templateMessages.path],
    ['an unknown cloud source', { cloudSource: 'FTP' }, 'cloudSource', templateMessages.cloudSource],
    ['a bucket name S3 would refuse', { bucket: 'My_Bucket' }, 'bucket', templateMessages.bucket],
    ['a public flag that is not true or false', { public: 'yes' }, 'public', templateMessages.public],
    ['an unknown tenant', { tenant: 'nobody' }, 'tenant', templateMessages.tenant],
  ])('refuses %s with a 400 naming the field', async (_case, change, field, message) => {
    const response = await upload(fieldsOf(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('refuses a missing file (400), a binary it does not know (415), a body that is not multipart (415) and a bad id (400)', async () => {
    expect((await upload(fieldsOf(), null)).statusCode).toBe(400);
    const binary = await upload(fieldsOf(), { name: 'x.bin', content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0x01, 0x02]) });
    expect(binary.statusCode).toBe(415);
    const json = await t.app.inject({ method: 'POST', url: '/api/templates/upload', headers: { cookie: admin.cookie }, payload: fieldsOf() });
    expect(json.statusCode).toBe(415);
    const badId = await get('/api/templates/not-a-uuid/file', admin.cookie);
    expect(badId.statusCode).toBe(400);
    expect((await get('/api/templates/public/not-a-uuid/file')).statusCode).toBe(400);
  });

  it('answers a file of another type or too large with a 4xx in the common error shape and the words the upload form says (decision 0267)', async () => {
    const errorOf = (response: Awaited<ReturnType<typeof upload>>) => [response.statusCode, response.json()];
    // Named .txt, but its bytes are a zip: the bytes decide.
    const zip = await upload(fieldsOf(), { name: 'welcome.txt', content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0x01, 0x02]) });
    expect(errorOf(zip)).toEqual([415, { error: expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE', message: templateMessages.type }) }]);
    // Text with a control character is not a text template either.
    const control = await upload(fieldsOf(), { name: 'welcome.txt', content: Buffer.from('Hello\u0000there\n') });
    expect(errorOf(control)).toEqual([415, { error: expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE', message: templateMessages.type }) }]);
    // One byte past 2 MB, found while the file is read (the body's length is within the route's allowance)…
    const streamed = await upload(fieldsOf(), { name: 'large.txt', content: Buffer.alloc(MAX_TEMPLATE_BYTES + 1, 0x61) });
    expect(errorOf(streamed)).toEqual([413, { error: expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE', message: templateMessages.tooLarge }) }]);
    // …and a body declared far larger, refused before it is read.
    const declared = await upload(fieldsOf(), { name: 'huge.txt', content: Buffer.alloc(MAX_TEMPLATE_BYTES + 128 * 1024, 0x61) });
    expect(errorOf(declared)).toEqual([413, { error: expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE', message: templateMessages.tooLarge }) }]);
    // Nothing was kept.
    expect((await get('/api/templates', admin.cookie)).json<TemplateFile[]>().filter((row) => /^(welcome|large|huge)\.txt$/.test(row.fileName))).toEqual([]);
  });

  it('refuses no session, a partner who is not an admin, a customer session and a cross-site post', async () => {
    expect((await upload(fieldsOf(), undefined, {})).statusCode).toBe(401);
    expect((await upload(fieldsOf(), undefined, { cookie: seller.cookie })).statusCode).toBe(403);
    expect((await get('/api/templates', seller.cookie)).statusCode).toBe(403);
    const { token } = await startCustomerSession(t.db, { kind: 'activation', id: randomUUID() }, new Date());
    expect((await upload(fieldsOf(), undefined, { cookie: `${CUSTOMER_SESSION_COOKIE}=${token}` })).statusCode).toBe(401);
    expect((await get('/api/templates', `${CUSTOMER_SESSION_COOKIE}=${token}`)).statusCode).toBe(401);
    expect((await upload(fieldsOf(), undefined, { cookie: admin.cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});
