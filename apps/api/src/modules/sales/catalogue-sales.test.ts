import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, indiaToday, listProductsForTenant, tenantCodes, tenants, validateSaleForm, type Proposal, type Quote } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { postProposal, postQuote, withOwnUploads } from './sales-test-fixtures';

/**
 * Every product each tenant may sell, quoted and proposed over HTTP from its own samples (the tenant's
 * variant where it has one), generated from the catalogue: a new product is covered without a new test.
 * Product-specific rules and refusals are tested beside each product.
 */
const sales = tenantCodes.flatMap((tenant) =>
  listProductsForTenant(tenant)
    .filter((product) => product.sale)
    .map((product) => ({ tenant, code: product.code, product })),
);

describe('every sellable product, for every tenant that sees it', () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp();
    const needingAuthorisation = catalogue.filter((p) => p.requiresAuthorisation).map((p) => p.code);
    for (const tenant of tenantCodes) {
      cookies.set(tenant, (await signInPartner(t.db, { tenant, authorisedProducts: needingAuthorisation })).cookie);
    }
  });
  afterAll(async () => t.close());

  it.each(sales)('$tenant: $code is quoted at the domain premium and proposed from its samples', async ({ tenant, product }) => {
    const cookie = cookies.get(tenant)!;
    const sale = product.sale!;
    const samples = sale.samples(indiaToday());
    const quoteValues = await withOwnUploads(t.app, cookie, sale.quote.fields, samples.quote);
    const quoteResponse = await postQuote(t.app, cookie, product.code, quoteValues);
    expect(quoteResponse.statusCode, quoteResponse.body).toBe(201);
    const quote = quoteResponse.json<Quote>();
    const checked = validateSaleForm(product, 'quote', quoteValues);
    expect(checked.success).toBe(true);
    if (checked.success) expect(quote.premium.totalPremium).toBe(sale.calculatePremium(checked.data).totalPremium);

    const proposalValues = await withOwnUploads(t.app, cookie, sale.proposal.fields, samples.proposal);
    const proposalResponse = await postProposal(t.app, cookie, product.code, { quoteId: quote.quoteId, ...proposalValues });
    expect(proposalResponse.statusCode, proposalResponse.body).toBe(201);
    const proposal = proposalResponse.json<Proposal>();
    expect(proposal.premium.totalPremium).toBe(quote.premium.totalPremium);
    expect(proposal.consent?.text).toBe(tenants[tenant].consentText);

    const review = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.code}/checkout`,
      headers: { cookie },
      payload: { referenceId: proposal.referenceId },
    });
    expect(review.statusCode, review.body).toBe(200);
  });
});
