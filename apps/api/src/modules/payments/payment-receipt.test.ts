import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentLink, PaymentReceipt } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { createReviewedProposal } from '../sales/sales-test-fixtures';

type Session = Awaited<ReturnType<typeof signInPartner>>;

/** The text a PDF draws (pdf-lib: Flate-compressed content streams, hex-string Tj operators). */
function pdfText(bytes: Buffer): string {
  const texts: string[] = [];
  const source = bytes.toString('latin1');
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      const content = inflateSync(bytes.subarray(start, bytes.indexOf('endstream', start, 'latin1'))).toString('latin1');
      for (const tj of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) texts.push(Buffer.from(tj[1] ?? '', 'hex').toString('latin1'));
    } catch {
      // not a compressed content stream (fonts, metadata)
    }
  }
  return texts.join('\n');
}

/**
 * Points 1 and 2 (decision 0161): a customer who pays through a payment link, with no partner
 * session, sees the outcome under the brand of the proposal's tenant, downloads the policy with the
 * return's own receipt token, and after a failure opens their own payment page again.
 */
describe('the receipt of a payment made through a payment link', () => {
  let t: TestApp;
  let sahyadri: Session;
  let mintfin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    sahyadri = await signInPartner(t.db, { tenant: 'sahyadri' });
    mintfin = await signInPartner(t.db, { tenant: 'mintfin' });
  });
  afterAll(async () => t.close());

  async function paymentLinkOf(session: Session, productCode: string, email: string) {
    const proposal = await createReviewedProposal(t.app, session.cookie, productCode, { email });
    const linked = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productCode}/payments/link`,
      headers: { cookie: session.cookie, 'idempotency-key': `k-${proposal.referenceId}` },
      payload: { referenceId: proposal.referenceId },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    return { referenceId: proposal.referenceId, link: linked.json<PaymentLink>() };
  }

  /** The customer presses a button on the gateway's page (no cookie) and follows the return to the status page. */
  async function payAsCustomer(orderId: string, button: 'pay' | 'fail' = 'pay') {
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/gateway/checkout/${orderId}/${button}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const returned = await t.app.inject({ method: 'GET', url: pressed.headers.location as string });
    expect(returned.statusCode, returned.body).toBe(303);
    const statusPage = new URL(returned.headers.location as string, 'http://portal.test');
    expect(statusPage.pathname).toBe('/products/payment-status');
    return statusPage.searchParams;
  }

  const receiptOf = (token: string) => t.app.inject({ method: 'GET', url: `/api/payments/receipt?token=${encodeURIComponent(token)}` });

  it('shows a Sahyadri customer the paid policy under Sahyadri’s brand and lets them download it with the receipt token alone', async () => {
    const { referenceId, link } = await paymentLinkOf(sahyadri, 'group-personal-accident', 'nocallback@example.com');
    const query = await payAsCustomer(link.orderId);
    expect(query.get('referenceId')).toBe(referenceId);
    const token = query.get('receipt') ?? '';
    expect(token).not.toBe('');

    const response = await receiptOf(token);
    expect(response.statusCode, response.body).toBe(200);
    const receipt = response.json<PaymentReceipt>();
    expect(receipt).toMatchObject({ referenceId, status: 'SUCCESS', tenant: 'sahyadri', brandName: 'Sahyadri Co-operative Bank', canRetry: false });
    expect(receipt.policy?.documentUrl).toContain('/api/payments/receipt/policy?token=');

    const pdf = await t.app.inject({ method: 'GET', url: receipt.policy!.documentUrl });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Sahyadri Co-operative Bank');
    expect(text).not.toContain('Mint Pro');

    // The partner's own download of the same certificate carries the same brand.
    const partnerPdf = await t.app.inject({
      method: 'GET',
      url: `/api/policies/${encodeURIComponent(receipt.policy!.policyNumber)}/document`,
      headers: { cookie: sahyadri.cookie },
    });
    expect(partnerPdf.statusCode).toBe(200);
    expect(pdfText(partnerPdf.rawPayload)).toContain('Sahyadri Co-operative Bank');
    expect(pdfText(partnerPdf.rawPayload)).not.toContain('Mint Pro');
  });

  it('after a failure offers a retry that opens the customer’s own new payment page, once per failure', async () => {
    const { link } = await paymentLinkOf(mintfin, 'vector-borne', 'asha.patil@example.com');
    const token = (await payAsCustomer(link.orderId, 'fail')).get('receipt') ?? '';
    const failed = (await receiptOf(token)).json<PaymentReceipt>();
    expect(failed).toMatchObject({ status: 'FAILURE', canRetry: true, brandName: 'Mint Finance', policy: null });

    const retry = () => t.app.inject({ method: 'POST', url: '/api/payments/receipt/retry', payload: { token } });
    const first = await retry();
    expect(first.statusCode, first.body).toBe(200);
    const { linkUrl } = first.json<{ linkUrl: string }>();
    expect(linkUrl).not.toBe(link.linkUrl);
    expect((await retry()).json<{ linkUrl: string }>().linkUrl).toBe(linkUrl);

    // Paying on the new page settles the same proposal: the first token now shows the policy.
    const newOrderId = decodeURIComponent(linkUrl.split('/').pop() ?? '');
    await payAsCustomer(newOrderId);
    const paid = (await receiptOf(token)).json<PaymentReceipt>();
    expect(paid).toMatchObject({ status: 'SUCCESS', canRetry: false });
    expect(paid.policy).not.toBeNull();
    const again = await retry();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'This proposal is already paid' } });
  });

  it.each([
    ['no token', '/api/payments/receipt', 400],
    ['a changed token', '/api/payments/receipt?token=eyJhbGciOiJIUzI1NiJ9.e30.AAAA', 404],
    ['a token of another kind', '/api/payments/receipt/policy?token=not-a-token', 404],
  ])('answers %s in the common error shape', async (_case, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('error.code');
  });

  it('answers 404 for the policy before it is issued', async () => {
    const { link } = await paymentLinkOf(mintfin, 'vector-borne', 'timeout@example.com');
    const token = (await payAsCustomer(link.orderId)).get('receipt') ?? '';
    expect((await receiptOf(token)).json<PaymentReceipt>().status).toBe('MISC');
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/receipt/policy?token=${encodeURIComponent(token)}` })).statusCode).toBe(404);
  });
});
