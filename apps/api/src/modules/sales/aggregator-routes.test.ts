import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  INSURER_FIELD,
  aggregatorQuotesSchema,
  catalogue,
  insurerRankingRuleText,
  insurers,
  quoteValuesForInsurer,
  type AggregatorQuotes,
  type FormValues,
  type Proposal,
} from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { postProposal, samplesOf, withOwnUploads } from './sales-test-fixtures';

const postAggregatorQuotes = (app: FastifyInstance, cookie: string | undefined, productCode: string, values: FormValues) =>
  app.inject({ method: 'POST', url: `/api/products/${productCode}/aggregator/quotes`, headers: cookie ? { cookie } : {}, payload: values });

/** The sample quote as the partner sends it to compare insurers: without an insurer. */
function quoteWithoutInsurer(productCode: string): FormValues {
  const { [INSURER_FIELD]: _insurer, ...values } = samplesOf(productCode).quote;
  return values;
}

/** Products sold by two or more insurers, from the catalogue: a new one is covered without a new test. */
const multiInsurerProducts = catalogue.filter((product) => (product.sale?.insurers.length ?? 0) > 1).map((product) => product.code);

describe('aggregator quotes', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { authorisedProducts: ['shop', ...multiInsurerProducts] });
  });
  afterAll(async () => t.close());

  describe('a product with one insurer', () => {
    it('answers its one quote, ranked 1, with its insurer and the ranking rule', async () => {
      const response = await postAggregatorQuotes(t.app, seller.cookie, 'vector-borne', samplesOf('vector-borne').quote);
      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json<AggregatorQuotes>();
      expect(aggregatorQuotesSchema.safeParse(answer).error).toBeUndefined();
      expect(answer.rankingRule).toBe(insurerRankingRuleText);
      expect(answer.quotes).toHaveLength(1);
      expect(answer.quotes[0]).toMatchObject({
        rank: 1,
        insurer: { code: 'KAVACH_GENERAL', name: 'Kavach General Insurance', claimSettlementRatio: 96.2 },
        quote: { productCode: 'vector-borne', values: samplesOf('vector-borne').quote, premium: { totalPremium: 19900 } },
      });
    });

    it('ignores an insurer the partner sends for a product without an insurer choice', async () => {
      const response = await postAggregatorQuotes(t.app, seller.cookie, 'vector-borne', { ...samplesOf('vector-borne').quote, insurer: 'NIRBHAY_GENERAL' });
      expect(response.statusCode, response.body).toBe(201);
      const [only] = response.json<AggregatorQuotes>().quotes;
      expect(only?.insurer.code).toBe('KAVACH_GENERAL');
      expect(only?.quote.values).not.toHaveProperty(INSURER_FIELD);
    });

    it('makes a quoteId that POST /proposals accepts', async () => {
      const [picked] = (await postAggregatorQuotes(t.app, seller.cookie, 'vector-borne', samplesOf('vector-borne').quote)).json<AggregatorQuotes>().quotes;
      const response = await postProposal(t.app, seller.cookie, 'vector-borne', { quoteId: picked!.quote.quoteId, ...samplesOf('vector-borne').proposal });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Proposal>()).toMatchObject({ quoteId: picked!.quote.quoteId, premium: { totalPremium: 19900 } });
    });
  });

  describe('refusals, as for quotes', () => {
    it.each([
      { productCode: 'vector-borne', field: 'pinCode', value: '41100', message: 'Pincode should contain 6 digits' },
      { productCode: 'vector-borne', field: 'pinCode', value: '', message: 'Pincode is required!' },
      { productCode: 'shop', field: 'propertyAge', value: '31', message: 'Property age should not be greater than 30' },
    ])('refuses a $productCode quote whose $field is "$value": "$message"', async ({ productCode, field, value, message }) => {
      const response = await postAggregatorQuotes(t.app, seller.cookie, productCode, { ...samplesOf(productCode).quote, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    });

    it('asks the partner to sign in first', async () => {
      expect((await postAggregatorQuotes(t.app, undefined, 'vector-borne', samplesOf('vector-borne').quote)).statusCode).toBe(401);
    });

    it('refuses the view role and a partner not authorised for the product', async () => {
      const viewer = await signInPartner(t.db, { role: 'view' });
      expect((await postAggregatorQuotes(t.app, viewer.cookie, 'vector-borne', samplesOf('vector-borne').quote)).statusCode).toBe(403);
      const unauthorised = await signInPartner(t.db);
      const response = await postAggregatorQuotes(t.app, unauthorised.cookie, 'shop', samplesOf('shop').quote);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('You are not authorised to sell this product.');
    });

    it('answers 404 for a product the tenant cannot see, an unknown one, and one not sold through quotes', async () => {
      const whiteLabel = await signInPartner(t.db, { tenant: 'sahyadri' });
      expect((await postAggregatorQuotes(t.app, whiteLabel.cookie, 'vector-borne', samplesOf('vector-borne').quote)).statusCode).toBe(404);
      expect((await postAggregatorQuotes(t.app, seller.cookie, 'no-such-product', {})).statusCode).toBe(404);
      const notSoldOnline = catalogue.find((product) => !product.sale && !product.requiresAuthorisation && product.tenants.includes('mintpro'));
      expect(notSoldOnline, 'a Mint product without a sale definition').toBeDefined();
      expect((await postAggregatorQuotes(t.app, seller.cookie, notSoldOnline!.code, {})).statusCode).toBe(404);
    });

    it('is in the OpenAPI document', async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
      expect(document.paths['/api/products/{code}/aggregator/quotes']).toHaveProperty('post');
    });
  });

  describe.each(multiInsurerProducts)('%s, sold by two or more insurers', (productCode) => {
    const product = catalogue.find((p) => p.code === productCode)!;
    const sale = product.sale!;

    async function compare(): Promise<{ values: FormValues; answer: AggregatorQuotes }> {
      const values = await withOwnUploads(t.app, seller.cookie, sale.quote.fields, quoteWithoutInsurer(productCode));
      const response = await postAggregatorQuotes(t.app, seller.cookie, productCode, values);
      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json<AggregatorQuotes>();
      expect(aggregatorQuotesSchema.safeParse(answer).error).toBeUndefined();
      return { values, answer };
    }

    it('prices every insurer side by side, each with its own premium, ranked by the rule it states', async () => {
      const { values, answer } = await compare();
      expect(answer.rankingRule).toBe(insurerRankingRuleText);
      expect(answer.quotes.map((q) => q.rank)).toEqual(sale.insurers.map((_, index) => index + 1));
      expect(answer.quotes.map((q) => q.insurer.code).sort()).toEqual([...sale.insurers].sort());
      for (const { insurer, quote } of answer.quotes) {
        expect(insurer).toEqual({ code: insurer.code, name: insurers[insurer.code].name, claimSettlementRatio: insurers[insurer.code].claimSettlementRatio });
        expect(quote.values[INSURER_FIELD]).toBe(insurer.code);
        expect(quote.premium.totalPremium).toBe(sale.calculatePremium(quoteValuesForInsurer(sale, values, insurer.code)).totalPremium);
      }
      // The stated rule holds between neighbours: cheaper first; at the same price, the higher ratio.
      for (let index = 1; index < answer.quotes.length; index += 1) {
        const [before, after] = [answer.quotes[index - 1]!, answer.quotes[index]!];
        expect(before.quote.premium.totalPremium).toBeLessThanOrEqual(after.quote.premium.totalPremium);
        if (before.quote.premium.totalPremium === after.quote.premium.totalPremium) {
          expect(before.insurer.claimSettlementRatio).toBeGreaterThanOrEqual(after.insurer.claimSettlementRatio);
        }
      }
    });

    it('lets the partner pick the second-ranked insurer and propose with its quoteId', async () => {
      const { answer } = await compare();
      const picked = answer.quotes[1]!;
      const proposalValues = await withOwnUploads(t.app, seller.cookie, sale.proposal.fields, samplesOf(productCode).proposal);
      const response = await postProposal(t.app, seller.cookie, productCode, { quoteId: picked.quote.quoteId, ...proposalValues });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Proposal>()).toMatchObject({
        quoteId: picked.quote.quoteId,
        quoteValues: { [INSURER_FIELD]: picked.insurer.code },
        premium: { totalPremium: picked.quote.premium.totalPremium },
      });
    });

    it('refuses an empty required field with its spec message, and never asks for the insurer', async () => {
      const required = sale.quote.fields.find((field) => field.mandatory && !field.showWhen && field.name !== INSURER_FIELD && field.kind !== 'file');
      const response = await postAggregatorQuotes(t.app, seller.cookie, productCode, { ...quoteWithoutInsurer(productCode), [required!.name]: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(required!.name, required!.requiredMessage ?? expect.any(String));
      expect(response.json().error.fields).not.toHaveProperty(INSURER_FIELD);
    });
  });
});
