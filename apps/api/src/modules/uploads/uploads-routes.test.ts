import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
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

  it("serves it to whoever may see the owner's proposals: the tenant's admin and its view seat (decision 0160), not another tenant's", async () => {
    const { fileId } = (await upload('invoice.pdf', 'application/pdf', files.pdf)).json<Upload>();
    const download = (cookie: string) => t.app.inject({ method: 'GET', url: `/api/files/v1/${fileId}`, headers: { cookie } });
    const tenantAdmin = await signInPartner(t.db, { role: 'admin', tenant: 'mintpro' });
    const otherTenantAdmin = await signInPartner(t.db, { role: 'admin', tenant: 'mintfin' });
    const tenantViewer = await signInPartner(t.db, { role: 'view', tenant: 'mintpro' });
    expect((await download(tenantAdmin.cookie)).statusCode).toBe(200);
    expect((await download(otherTenantAdmin.cookie)).statusCode).toBe(404);
    expect((await download(tenantViewer.cookie)).statusCode).toBe(200);
  });

  // inject buffers the whole body; these send it over a real socket, chunked (no Content-Length), the
  // way a client streams a file it has not measured.
  describe('a body sent without a length, over a real connection', () => {
    const MB = 1024 * 1024;
    let port: number;
    /** The server side of each connection, to read how many bytes the server took off the wire. */
    const serverSockets: Socket[] = [];
    beforeAll(async () => {
      t.app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    interface Sent {
      status: number;
      headers: Record<string, string | string[] | undefined>;
      body: string;
      /** File bytes the client had written when the answer's head arrived. */
      sentWhenAnswered: number;
      /** Milliseconds from the first file byte past the limit (or from the start) to the answer. */
      answeredAfterMs: number;
      /** Bytes the server read from this connection in all. */
      serverBytesRead: number;
    }

    /**
     * Streams a PDF of `fileBytes` in chunks (a pause after each, if asked) and stops sending as soon as
     * the answer arrives, as a browser does. `headers` may replace the chunked framing.
     */
    function sendFile(options: { fileBytes: number; chunkBytes: number; pauseMs?: (sent: number) => number; headers?: Record<string, string> }) {
      const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
      const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      return new Promise<Sent>((resolve, reject) => {
        const socketsBefore = serverSockets.length;
        const started = performance.now();
        let sent = 0;
        let crossedAt: number | undefined;
        let answered = false;
        const request = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/files/v1/upload',
          headers: {
            cookie: owner.cookie,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            ...(options.headers ?? { 'transfer-encoding': 'chunked' }),
          },
        });
        request.on('error', (error) => {
          // The server may close its side once it has answered; only an error before the answer counts.
          if (!answered) reject(error);
        });
        request.on('response', (response) => {
          answered = true;
          const sentWhenAnswered = sent;
          const answeredAfterMs = performance.now() - (crossedAt ?? started);
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            request.destroy();
            setImmediate(() =>
              resolve({
                status: response.statusCode!,
                headers: response.headers,
                body: Buffer.concat(chunks).toString(),
                sentWhenAnswered,
                answeredAfterMs,
                serverBytesRead: serverSockets.slice(socketsBefore).reduce((total, socket) => total + socket.bytesRead, 0),
              }),
            );
          });
        });
        void (async () => {
          const write = (chunk: Buffer) => (request.write(chunk) ? Promise.resolve() : new Promise((drained) => request.once('drain', drained)));
          await write(head);
          const chunk = Buffer.alloc(options.chunkBytes, 0x20);
          files.pdf.copy(chunk);
          while (sent < options.fileBytes && !answered && !request.destroyed) {
            const size = Math.min(options.chunkBytes, options.fileBytes - sent);
            await write(chunk.subarray(0, size));
            sent += size;
            if (crossedAt === undefined && sent > 5 * MB) crossedAt = performance.now();
            const pause = options.pauseMs?.(sent) ?? 0;
            if (pause > 0) await sleep(pause);
          }
          if (!answered && !request.destroyed) request.end(tail);
        })().catch((error: unknown) => {
          if (!answered) reject(error as Error);
        });
      });
    }

    const expectTooLarge = (sent: Sent) => {
      expect(sent.status).toBe(413);
      expect(JSON.parse(sent.body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'File is larger than 5 MB' } });
      expect(sent.headers.connection).toBe('close');
    };

    it('answers 413 to a 200 MB upload once a little over 5 MB has arrived, and reads no more', async () => {
      const sent = await sendFile({ fileBytes: 200 * MB, chunkBytes: 64 * 1024 });
      expectTooLarge(sent);
      // The server read the limit plus what was already in flight in one socket read, no more.
      expect(sent.serverBytesRead).toBeLessThan(5 * MB + 256 * 1024);
      // The client stopped long before 200 MB (the rest was at most in the kernel's socket buffers).
      expect(sent.sentWhenAnswered).toBeLessThan(40 * MB);
    });

    it('answers a slow trickle at once when it passes the limit', async () => {
      // Fast to just under the limit, then 1 KB every 20 ms: the remaining 45 MB would take 15 minutes.
      const sent = await sendFile({ fileBytes: 50 * MB, chunkBytes: 1024, pauseMs: (bytes) => (bytes < 5 * MB - 8 * 1024 ? 0 : 20) });
      expectTooLarge(sent);
      expect(sent.answeredAfterMs).toBeLessThan(1000);
      expect(sent.sentWhenAnswered).toBeLessThan(5 * MB + 64 * 1024);
    });

    it('refuses a declared length above the limit before reading the body', async () => {
      const sent = await sendFile({ fileBytes: 200 * MB, chunkBytes: 64 * 1024, headers: { 'content-length': String(200 * MB) } });
      expectTooLarge(sent);
      expect(sent.serverBytesRead).toBeLessThan(512 * 1024);
    });

    it('keeps the connection open a moment after a 413, so a client still sending reads the answer instead of a reset', async () => {
      // A client that has not yet read the answer goes on writing. Were the socket destroyed at once with the
      // rest of the upload unread, the kernel would reset the connection and those writes would fail (EPIPE,
      // ECONNRESET), at times before the client had read the 413. A bare socket that stays open when the server
      // half-closes: Node's own client stops writing the moment an answer arrives.
      const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
      const errors: string[] = [];
      socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
      socket.write(
        `POST /api/files/v1/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${owner.cookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${200 * MB}\r\n\r\n`,
      );
      socket.write(head);
      // 300 ms of writing after the answer has arrived.
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      let answeredAt: number | undefined;
      let writesAfterAnswer = 0;
      while (answeredAt === undefined || performance.now() - answeredAt < 300) {
        if (answeredAt === undefined && received.includes('\r\n\r\n')) answeredAt = performance.now();
        if (socket.destroyed) break;
        socket.write(chunk);
        if (answeredAt !== undefined) writesAfterAnswer += 1;
        await sleep(5);
      }
      socket.destroy();
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(errors).toEqual([]);
      expect(writesAfterAnswer).toBeGreaterThan(10);
    });

    it('stores a chunked upload of exactly 5 MB', async () => {
      const sent = await sendFile({ fileBytes: 5 * MB, chunkBytes: 64 * 1024 });
      expect(sent.status, sent.body).toBe(201);
      expect(JSON.parse(sent.body)).toMatchObject({ fileName: 'big.pdf', contentType: 'application/pdf', size: 5 * MB });
    });
  });
});
