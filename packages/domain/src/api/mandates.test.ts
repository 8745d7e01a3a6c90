import { describe, expect, it } from 'vitest';
import { catalogue } from '../products/catalogue';
import { productsWithMandate } from '../products/catalogue-index.generated';
import { mandatePagePath } from './mandates';

describe('mandate letters', () => {
  it('are needed by exactly the products whose sale says so (fire, marine, workmen, and sachet term for its health declaration)', () => {
    const needing = catalogue.filter((product) => product.sale?.needsMandate).map((product) => product.code);
    expect([...productsWithMandate].sort()).toEqual(needing.sort());
    expect(needing.sort()).toEqual(['fire', 'marine', 'sachet-term', 'workmen-compensation']);
  });

  it("open on the customer's page with the token in the query, encoded", () => {
    expect(mandatePagePath('fire', 'a.b+c')).toBe('/mandate/fire?token=a.b%2Bc');
  });

  it("carry the customer's language where it is not English", () => {
    expect(mandatePagePath('personal-loan', 't', 'hi-IN')).toBe('/mandate/personal-loan?token=t&lang=hi-IN');
    expect(mandatePagePath('personal-loan', 't', 'en-IN')).toBe('/mandate/personal-loan?token=t');
  });
});
