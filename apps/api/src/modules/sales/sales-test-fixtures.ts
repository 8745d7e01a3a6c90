import type { FastifyInstance } from 'fastify';
import { findProduct, indiaToday, type FormValues, type Proposal, type Quote } from '@portal/domain';

/** The product's valid sample quote and proposal values as of today in India (the portal's calendar). */
export function samplesOf(productCode: string): { quote: FormValues; proposal: FormValues } {
  const samples = findProduct(productCode)?.sale?.samples(indiaToday());
  if (!samples) throw new Error(`No sale samples for ${productCode}`);
  return samples;
}

export async function postQuote(app: FastifyInstance, cookie: string, productCode: string, values: FormValues = samplesOf(productCode).quote) {
  return app.inject({ method: 'POST', url: `/api/products/${productCode}/quotes`, headers: { cookie }, payload: values });
}

export async function postProposal(app: FastifyInstance, cookie: string, productCode: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/products/${productCode}/proposals`, headers: { cookie }, payload });
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
