import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Proposal, type Quote } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { postProposal, postQuote, samplesOf } from './sales-test-fixtures';

/**
 * An answer given at the quote and asked again on the proposal (decision 0064): the proposal must repeat
 * it, so a shop priced for 400001 cannot be proposed at 987654 and shown with both on review.
 */
describe('a proposal repeats the answers its quote was given', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signInPartner(t.db, { authorisedProducts: ['shop'] })).cookie;
  });
  afterAll(async () => t.close());

  const cases = [
    { productCode: 'shop', quoteField: 'pinCode', proposalField: 'shopPinCode', quoted: '400001', changed: '411002' },
    { productCode: 'vector-borne', quoteField: 'pinCode', proposalField: 'pinCode', quoted: '411001', changed: '400001' },
    { productCode: 'group-personal-accident', quoteField: 'pinCode', proposalField: 'pinCode', quoted: '411001', changed: '560034' },
    { productCode: 'wellness', quoteField: 'mobile', proposalField: 'mobile', quoted: '9876543210', changed: '9876543211' },
  ];

  async function quoteWith(productCode: string, quoteField: string, quoted: string) {
    const response = await postQuote(t.app, cookie, productCode, { ...samplesOf(productCode).quote, [quoteField]: quoted });
    expect(response.statusCode).toBe(201);
    return response.json<Quote>();
  }

  it.each(cases)(
    '$productCode: refuses $proposalField $changed when the quote was given $quoted',
    async ({ productCode, quoteField, proposalField, quoted, changed }) => {
      const quote = await quoteWith(productCode, quoteField, quoted);
      const response = await postProposal(t.app, cookie, productCode, { quoteId: quote.quoteId, ...samplesOf(productCode).proposal, [proposalField]: changed });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION', message: messages.changedQuoteAnswer, fields: { [proposalField]: messages.changedQuoteAnswer } },
      });
    },
  );

  it.each(cases)("$productCode: takes $proposalField equal to the quote's $quoted", async ({ productCode, quoteField, proposalField, quoted }) => {
    const quote = await quoteWith(productCode, quoteField, quoted);
    const response = await postProposal(t.app, cookie, productCode, { quoteId: quote.quoteId, ...samplesOf(productCode).proposal, [proposalField]: quoted });
    expect(response.statusCode).toBe(201);
    expect(response.json<Proposal>().values).toMatchObject({ [proposalField]: quoted });
  });
});
