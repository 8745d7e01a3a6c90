import type { FastifyInstance } from 'fastify';
import { findProduct, formatDob, indiaToday, type FieldConfig, type FormValues, type Proposal, type Quote } from '@portal/domain';

/** The product's valid sample quote and proposal values as of today in India (the portal's calendar). */
export function samplesOf(productCode: string): { quote: FormValues; proposal: FormValues } {
  const samples = findProduct(productCode)?.sale?.samples(indiaToday());
  if (!samples) throw new Error(`No sale samples for ${productCode}`);
  return samples;
}

export async function postQuote(app: FastifyInstance, cookie: string, productCode: string, values: FormValues = samplesOf(productCode).quote) {
  return app.inject({ method: 'POST', url: `/api/products/${productCode}/quotes`, headers: { cookie }, payload: values });
}

/** POST /proposals with the customer's consent ticked, unless the payload says otherwise. */
export async function postProposal(app: FastifyInstance, cookie: string, productCode: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/products/${productCode}/proposals`, headers: { cookie }, payload: { customerConsent: true, ...payload } });
}

/** Quote and proposal from the samples (proposal values overridable); fails the test on any error. */
export async function createSampleProposal(
  app: FastifyInstance,
  cookie: string,
  productCode = 'vector-borne',
  overrides: FormValues = {},
): Promise<{ quote: Quote; proposal: Proposal }> {
  const quoteResponse = await postQuote(app, cookie, productCode);
  if (quoteResponse.statusCode !== 201) throw new Error(`quote failed: ${quoteResponse.body}`);
  const quote = quoteResponse.json<Quote>();
  const proposalResponse = await postProposal(app, cookie, productCode, { quoteId: quote.quoteId, ...samplesOf(productCode).proposal, ...overrides });
  if (proposalResponse.statusCode !== 201) throw new Error(`proposal failed: ${proposalResponse.body}`);
  return { quote, proposal: proposalResponse.json<Proposal>() };
}

/** A proposal taken through review (PAYMENT_PENDING), ready for a payment link. */
export async function createReviewedProposal(app: FastifyInstance, cookie: string, productCode = 'vector-borne', overrides: FormValues = {}) {
  const { proposal } = await createSampleProposal(app, cookie, productCode, overrides);
  const response = await app.inject({
    method: 'POST',
    url: `/api/products/${productCode}/checkout`,
    headers: { cookie },
    payload: { referenceId: proposal.referenceId },
  });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  return proposal;
}

/** The smallest PDF the upload call accepts (its type is sniffed from the bytes). */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Uploads a PDF as the partner (POST /api/files/v1/upload) and answers its file id. */
export async function uploadSamplePdf(app: FastifyInstance, cookie: string, filename = 'document.pdf'): Promise<string> {
  const boundary = '----sales-fixture';
  const response = await app.inject({
    method: 'POST',
    url: '/api/files/v1/upload',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
      SAMPLE_PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ fileId: string }>().fileId;
}

/**
 * The values with each shown file field replaced by a fresh upload of the partner's: samples name files
 * that exist nowhere, and the API accepts only the partner's own uploads.
 */
export async function withOwnUploads(app: FastifyInstance, cookie: string, fields: readonly FieldConfig[], values: FormValues): Promise<FormValues> {
  const out = { ...values };
  for (const field of fields) {
    if (field.kind === 'file' && typeof out[field.name] === 'string' && out[field.name] !== '') {
      out[field.name] = await uploadSamplePdf(app, cookie, `${field.name}.pdf`);
    }
  }
  return out;
}

/** A date of birth (dd/mm/yyyy) that makes the proposer `age` years old today in India, as a quoted age requires. */
export function dobForAge(age: number | string): string {
  const today = indiaToday();
  return formatDob(new Date(today.getFullYear() - Number(age), today.getMonth(), today.getDate()));
}

/**
 * A reviewed proposal paid through the sandbox gateway's checkout and the browser's return, so its
 * policy is issued; answers the proposal, the order id and the policy's membership id.
 */
export async function createIssuedPolicy(app: FastifyInstance, cookie: string, productCode = 'vector-borne') {
  const proposal = await createReviewedProposal(app, cookie, productCode);
  const link = await app.inject({
    method: 'POST',
    url: `/api/products/${productCode}/payments/link`,
    headers: { cookie, 'idempotency-key': `key-${proposal.referenceId}` },
    payload: { referenceId: proposal.referenceId },
  });
  const { orderId } = link.json<{ orderId: string }>();
  const pressed = await app.inject({
    method: 'POST',
    url: `/api/sandbox/gateway/checkout/${orderId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  await app.inject({ method: 'GET', url: pressed.headers.location as string });
  const status = await app.inject({
    method: 'GET',
    url: `/api/v2/products/${productCode}/policies/issue/status?referenceId=${proposal.referenceId}`,
    headers: { cookie },
  });
  const { membershipId } = status.json<{ membershipId?: string }>();
  if (!membershipId) throw new Error(`policy not issued: ${status.body}`);
  return { proposal, orderId, membershipId };
}
