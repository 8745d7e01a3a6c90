import { describe, expect, it } from 'vitest';
import { offerTerms, type OfferTerms } from './lender-decision';
import type { ScoreBand } from './lender-profile';
import { lenderRules } from './lenders';
import { bandOf, priceWithinSanction, sanctionForBand, sanctionLimits } from './sanction';

const lakh = (n: number) => n * 100000 * 100;
/** YES Bank's sanction of Rs 3,00,000 over 36 months, priced for a customer of band `band`. */
const yesSanction = (band: ScoreBand): OfferTerms => {
  const product = lenderRules.YES.products['personal-loan']!;
  return { ...offerTerms(lenderRules.YES, 'personal-loan', lakh(3), 36, product.rates[band]!, product), scoreBand: band };
};

describe('a customer’s choice within the sanction', () => {
  it('the issue’s case: Rs 15,00,000 over 60 months against a Rs 3,00,000 / 36-month sanction is refused with the limits', () => {
    const pricing = priceWithinSanction(yesSanction('B'), { amount: lakh(15), tenureMonths: 60 });
    expect(pricing).toEqual({
      kind: 'beyond',
      limits: { minAmount: lakh(1), maxAmount: lakh(3), minTenureMonths: 12, maxTenureMonths: 36 },
      fields: {
        loanAmount: 'Your sanctioned limit is Rs 3,00,000. Choose an amount from Rs 1,00,000 to Rs 3,00,000',
        tenureMonths: 'Your sanction allows 12 to 36 months. Choose a tenure within it',
      },
    });
  });

  it.each([
    { ask: { amount: lakh(3) + 100, tenureMonths: 36 }, field: 'loanAmount' },
    { ask: { amount: lakh(3), tenureMonths: 37 }, field: 'tenureMonths' },
    { ask: { amount: lakh(1) - 100, tenureMonths: 24 }, field: 'loanAmount' },
    { ask: { amount: lakh(2), tenureMonths: 11 }, field: 'tenureMonths' },
  ])('one rupee or month beyond a limit is refused on $field', ({ ask, field }) => {
    const pricing = priceWithinSanction(yesSanction('A'), ask);
    expect(pricing.kind).toBe('beyond');
    if (pricing.kind === 'beyond') expect(Object.keys(pricing.fields)).toEqual([field]);
  });

  it.each([
    ['A', 10.99],
    ['B', 12.99],
  ] as const)('within it, a band %s customer is priced at %f %%, not the lowest rate of all bands', (band, rate) => {
    const pricing = priceWithinSanction(yesSanction(band), { amount: lakh(2), tenureMonths: 24 });
    if (pricing.kind !== 'priced') throw new Error('refused');
    expect(pricing.terms).toMatchObject({ lenderCode: 'YES', amount: lakh(2), tenureMonths: 24, annualRatePercent: rate, scoreBand: band });
    // New terms, new cost: fees on the new amount, EMI and net amount for the new amount and tenure.
    const fee = pricing.terms.lenderFees.reduce((sum, f) => sum + f.amount, 0);
    expect(pricing.terms.cost.netDisbursed).toBe(lakh(2) - fee);
    expect(pricing.terms.cost.schedule).toHaveLength(24);
  });

  it('the sanction itself is within itself, priced the same', () => {
    const sanction = yesSanction('B');
    const pricing = priceWithinSanction(sanction, { amount: sanction.amount, tenureMonths: sanction.tenureMonths });
    if (pricing.kind !== 'priced') throw new Error('refused');
    expect(pricing.terms.cost).toEqual(sanction.cost);
  });

  it('an offer stored before the band was kept: the band is the one whose rate it carries', () => {
    const { scoreBand: _dropped, ...old } = yesSanction('B');
    expect(bandOf(old)).toBe('B');
    expect(sanctionLimits(old).maxAmount).toBe(lakh(3));
  });

  it('a lender sanctions a customer without an offer on record at the band’s rate and within its limits; a band it does not lend to gets none', () => {
    expect(sanctionForBand('YES', 'personal-loan', 'B', { amount: lakh(80), tenureMonths: 90 })).toMatchObject({
      amount: lakh(40),
      tenureMonths: 60,
      annualRatePercent: 12.99,
    });
    expect(sanctionForBand('YES', 'personal-loan', 'C', { amount: lakh(2), tenureMonths: 24 })).toBeUndefined();
    expect(sanctionForBand('MASHREQ', 'home-loan', 'A', { amount: lakh(20), tenureMonths: 240 })).toBeUndefined();
  });
});
