import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';

const BOUNDARY = '----portal-upload-test';
const multipartBody = (fileName: string, claimedType: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${claimedType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const files = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0'), Buffer.from([0xff, 0xd9])]),
};

describe('uploads', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInPartner(t.db);
  });
  afterAll(async () => t.close());

  const upload = (fileName: string, claimedType: string, content: Buffer, cookie = owner.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/files/v1/upload',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(fileName, claimedType, content),
    });

  it.each([
    { fileName: 'gst-certificate.pdf', claimedType: 'application/pdf', content: files.pdf, contentType: 'application/pdf' },
    { fileName: 'pan.png', claimedType: 'image/png', content: files.png, contentType: 'image/png' },
    { fileName: 'invoice.jpg', claimedType: 'image/jpeg', content: files.jpeg, contentType: 'image/jpeg' },
    // The bytes decide, not the name or the browser's claim.
    { fileName: 'scan.pdf', claimedType: 'application/pdf', content: files.png, contentType: 'image/png' },
  ])('stores $fileName as $contentType', async ({ fileName, claimedType, content, contentType }) => {
    const response = await upload(fileName, claimedType, content);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Upload>()).toMatchObject({ fileName, contentType, size: content.length });
  });

  it('refuses a .pdf that is really text with 415', async () => {
    const response = await upload('statement.pdf', 'application/pdf', Buffer.from('just some text pretending to be a PDF\n'.repeat(20)));
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only PDF, JPEG or PNG files can be uploaded' });
  });

  it.each([
    { case: 'just over 5 MB', size: 5 * 1024 * 1024 + 1 },
    { case: 'declaring 6 MB up front', size: 6 * 1024 * 1024 },
  ])('refuses a file $case with 413', async ({ size }) => {
    const big = Buffer.alloc(size, 0x20);
    files.pdf.copy(big);
    const response = await upload('big.pdf', 'application/pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'File is larger than 5 MB' });
  });

  it('accepts a file of exactly 5 MB', async () => {
    const limit = Buffer.alloc(5 * 1024 * 1024, 0x20);
    files.pdf.copy(limit);
    expect((await upload('limit.pdf', 'application/pdf', limit)).statusCode).toBe(201);
  });

  it('refuses the view role', async () => {
    const viewer = await signInPartner(t.db, { role: 'view' });
    expect((await upload('pan.png', 'image/png', files.png, viewer.cookie)).statusCode).toBe(403);
  });

  it('serves the file to its owner, as an attachment that is never sniffed', async () => {
    const { fileId } = (await upload('PAN card.png', 'image/png', files.png)).json<Upload>();
    const download = (cookie: string) => t.app.inject({ method: 'GET', url: `/api/files/v1/${fileId}`, headers: { cookie } });
    const mine = await download(owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="PAN card.png"; filename*=UTF-8''PAN%20card.png`);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.rawPayload.equals(files.png)).toBe(true);

    const other = await signInPartner(t.db);
    expect((await download(other.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/v1/not-a-uuid', headers: { cookie: owner.cookie } })).statusCode).toBe(404);
  });

  it("serves it to whoever may see the owner's proposals: the tenant's admin, not another tenant's", async () => {
    const { fileId } = (await upload('invoice.pdf', 'application/pdf', files.pdf)).json<Upload>();
    const download = (cookie: string) => t.app.inject({ method: 'GET', url: `/api/files/v1/${fileId}`, headers: { cookie } });
    const tenantAdmin = await signInPartner(t.db, { role: 'admin', tenant: 'mintpro' });
    const otherTenantAdmin = await signInPartner(t.db, { role: 'admin', tenant: 'mintfin' });
    const tenantViewer = await signInPartner(t.db, { role: 'view', tenant: 'mintpro' });
    expect((await download(tenantAdmin.cookie)).statusCode).toBe(200);
    expect((await download(otherTenantAdmin.cookie)).statusCode).toBe(404);
    expect((await download(tenantViewer.cookie)).statusCode).toBe(404);
  });
});
