import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { qrCodeMessages, type QrSheet } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { QrSheetsPage } from './qr-sheets-page';
import { mockApi, renderAt, signedInSession, type ApiHandlers } from '../../app/test-helpers';

const pages = { 'qr-code-sheets': QrSheetsPage };
const sheet: QrSheet = { sheetId: 'SHEET-1', sumInsured: 500000, count: 8, scanned: 0, activated: 0, createdAt: '2026-11-29T07:00:00.000Z' };
const fileName = 'sachet-term-qr-codes-abcd1234.pdf';

/** The API of the page: the session, the sheets made (none until one is made), and the sheet's POST as `answer` says. */
function mockSheetsApi(answer: (request: Request) => Promise<Response>) {
  let made: QrSheet[] = [];
  const handlers: ApiHandlers = {
    'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
    'GET /api/qr-codes/sheets': () => [200, made],
  };
  const { calls } = mockApi(handlers);
  const jsonApi = globalThis.fetch;
  const posted: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      if (input.method !== 'POST' || new URL(input.url).pathname !== '/api/qr-codes/sheets') return jsonApi(input);
      posted.push(input.clone());
      const response = await answer(input);
      if (response.ok) made = [sheet];
      return response;
    }),
  );
  return { calls, posted };
}

const pdfAnswer = async () =>
  new Response(new Blob(['%PDF-1.7 sheet'], { type: 'application/pdf' }), {
    status: 201,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"` },
  });

// jsdom has no object URLs: the test's stand in, and the originals come back after (the worker runs other files).
const { createObjectURL, revokeObjectURL } = URL;
let clicked: { href: string; download: string }[];
beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/sheet-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const sheetForm = () => screen.findByRole('form', { name: 'Print a sheet of codes' });

describe('the QR sheet (a form of the engine)', () => {
  it('says the count it takes, in the API’s words, and asks nothing', async () => {
    const { posted } = mockSheetsApi(pdfAnswer);
    renderAt('/qr-codes', pages);
    const form = await sheetForm();
    const count = within(form).getByRole('textbox', { name: /^Number of codes/ });
    expect((count as HTMLInputElement).value).toBe('6');
    await userEvent.clear(count);
    await userEvent.type(count, '61');
    await userEvent.click(within(form).getByRole('button', { name: 'Make and download the PDF' }));
    expect(await within(form).findByText(qrCodeMessages.count)).toBeDefined();
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
    expect(clicked).toEqual([]);
  });

  it('says it in the page’s language (Hindi): the form, its button and the count’s message', async () => {
    mockSheetsApi(pdfAnswer);
    await i18next.changeLanguage('hi-IN');
    renderAt('/qr-codes', pages);
    const form = await screen.findByRole('form', { name: hiIN.qrSheets.heading });
    const count = within(form).getByRole('textbox', { name: new RegExp(`^${hiIN.fieldText.numberOfCodes}`) });
    await userEvent.clear(count);
    await userEvent.click(within(form).getByRole('button', { name: hiIN.qrSheets.make }));
    expect(await within(form).findByText(hiIN.fieldText.enterANumberOfCodesFrom1To60)).toBeDefined();
  });

  it('posts the sheet as JSON with the session, saves the PDF answered as a download and lists the sheet', async () => {
    const { posted } = mockSheetsApi(pdfAnswer);
    renderAt('/qr-codes', pages);
    const form = await sheetForm();
    expect(await screen.findByText('No sheets yet.')).toBeDefined();
    const count = within(form).getByRole('textbox', { name: /^Number of codes/ });
    await userEvent.clear(count);
    await userEvent.type(count, '8');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Sum insured/ }), '500000');
    await userEvent.click(within(form).getByRole('button', { name: 'Make and download the PDF' }));

    expect(await screen.findByText(`Downloaded ${fileName}.`)).toBeDefined();
    expect(clicked).toEqual([{ href: 'blob:http://localhost/sheet-1', download: fileName }]);
    const [request] = posted;
    expect([request?.headers.get('content-type'), request?.credentials, await request?.json()]).toEqual([
      'application/json',
      'same-origin',
      { count: 8, sumInsured: 500000 },
    ]);
    // The sheet made is listed at once.
    const row = await screen.findByRole('row', { name: /Rs 5,00,000/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.any(String), 'Rs 5,00,000', '8', '0']);
  });

  it('says the API’s refusal in its words and saves nothing', async () => {
    const refusal = 'You are not authorised to sell this product.';
    mockSheetsApi(async () => Response.json({ error: { code: 'FORBIDDEN', message: refusal } }, { status: 403 }));
    renderAt('/qr-codes', pages);
    const form = await sheetForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Make and download the PDF' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(refusal);
    expect(clicked).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('says a failed connection in the page’s words', async () => {
    mockSheetsApi(async () => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('/qr-codes', pages);
    const form = await sheetForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Make and download the PDF' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('The PDF could not be made. Please try again.'));
    expect(clicked).toEqual([]);
  });
});
