import { describe, expect, it } from 'vitest';
import { readQuoteValues } from './read-quote-values';

const tokenOf = (payload: unknown) => `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('reading a quote’s answers from its quoteId', () => {
  it('reads the values of a token shaped like the API’s, non-ASCII included', () => {
    const values = { policyRole: 'JOINT', fullName: 'Asha Pātil', addOns: ['CRUISE_COVER'] };
    expect(readQuoteValues(tokenOf({ v: 1, productCode: 'credit-life', values }))).toEqual(values);
  });

  it.each([undefined, '', 'not-a-token', '%%%.sig', `${Buffer.from('[1,2]').toString('base64url')}.sig`, tokenOf({ values: 'nope' })])(
    'answers undefined for %j',
    (quoteId) => {
      expect(readQuoteValues(quoteId)).toBeUndefined();
    },
  );
});
