import { describe, expect, it } from 'vitest';
import { lenderCodes, type LenderCode } from './lender-codes';
import { compareOffers, decide, homeLoanMaxLtv, type Applicant } from './lender-decision';
import { lenderRules, lendersFor } from './lenders';
import { sandboxBehaviour, sandboxCreditScore, scoreBand } from './sandbox-score';

const lakh = (n: number) => n * 100000 * 100;
const base: Applicant = {
  productCode: 'personal-loan',
  pan: 'ABCPV1234K',
  mobile: '9876500009', // magic: score 820 (band A)
  age: 30,
  employmentType: 'SALARIED',
  monthlyIncome: lakh(1),
  pinCode: '400001', // Mumbai
  loanAmount: lakh(5),
  tenureMonths: 36,
};
type Expected = 'offer' | RegExp;
const all = (outcome: Expected): Record<LenderCode, Expected> => Object.fromEntries(lenderCodes.map((c) => [c, outcome])) as Record<LenderCode, Expected>;
const outcomes = (applicant: Applicant) =>
  Object.fromEntries(
    lenderCodes.map((code) => {
      const d = decide(lenderRules[code], applicant);
      return [code, d.kind === 'offer' ? 'offer' : d.reason];
    }),
  );

describe('sandbox lenders: who offers to whom (personal loan)', () => {
  it.each<[string, Partial<Applicant>, Record<LenderCode, Expected>]>([
    ['a salaried Mumbai customer with a strong score: every lender offers', {}, all('offer')],
    ['the same customer in Delhi: the Maharashtra co-operative bank does not lend there', { pinCode: '110001' }, { ...all('offer'), SAHYADRI: /pincode/ }],
    ['in a small town: the metro-only lenders decline', { pinCode: '431001' }, { ...all('offer'), MASHREQ: /pincode/, DBS: /pincode/ }],
    ['self-employed: the salaried-only lenders decline', { employmentType: 'SELF_EMPLOYED' }, { ...all('offer'), MASHREQ: /salaried/, DBS: /salaried/ }],
    ['aged 62: only the lenders that lend past 60 offer', { age: 62 }, { ...all(/ages/), IPPB: 'offer', SAHYADRI: 'offer' }],
    [
      'earning Rs 20,000 a month: lenders needing more decline',
      { monthlyIncome: 2000000, loanAmount: lakh(1) },
      { ...all(/monthly income/), BANDHAN: 'offer', IPPB: 'offer', SAHYADRI: 'offer', FEDERAL: 'offer' },
    ],
    ['a poor score (mobile ending 0008): nobody offers', { mobile: '9876500008' }, all(/score|income or security|ages/)],
    ['the decline magic (mobile ending 0001): nobody offers', { mobile: '9876500001' }, all(/policy/)],
  ])('%s', (_label, change, expected) => {
    const got = outcomes({ ...base, ...change });
    for (const code of lenderCodes) {
      const want = expected[code];
      if (want === 'offer') expect(got[code], code).toBe('offer');
      else expect(got[code], code).toMatch(want);
    }
  });

  it('offers differ by lender: rates, fees and so APRs are not all the same', () => {
    const aprs = lenderCodes.map((code) => decide(lenderRules[code], base)).flatMap((d) => (d.kind === 'offer' ? [d.terms.cost.aprPercent] : []));
    expect(new Set(aprs).size).toBeGreaterThan(5);
  });

  it('a lender lends less than asked when the EMI would take more than its share of income', () => {
    const d = decide(lenderRules.IDFC_FIRST, { ...base, monthlyIncome: 3000000, loanAmount: lakh(10) });
    expect(d.kind).toBe('offer');
    if (d.kind !== 'offer') return;
    expect(d.terms.amount).toBeLessThan(lakh(10));
    expect(d.terms.cost.emi).toBeLessThanOrEqual(3000000 * 0.5);
  });

  it('a small-loan lender caps the amount at its own limit', () => {
    const d = decide(lenderRules.IPPB, base);
    expect(d.kind === 'offer' && d.terms.amount).toBe(lakh(2));
  });

  it('a weaker score pays a higher rate at the same lender', () => {
    const strong = decide(lenderRules.BANDHAN, base);
    // Find a PAN whose hashed score falls in band C.
    const pan = ['AAAPA1111A', 'BBBPB2222B', 'CCCPC3333C', 'DDDPD4444D', 'EEEPE5555E', 'FFFPF6666F', 'GGGPG7777G', 'HHHPH8888H'].find(
      (p) => scoreBand(sandboxCreditScore(p, '9876543210')) === 'C',
    )!;
    const weak = decide(lenderRules.BANDHAN, { ...base, pan, mobile: '9876543210' });
    expect(strong.kind === 'offer' && weak.kind === 'offer' && weak.terms.annualRatePercent > strong.terms.annualRatePercent).toBe(true);
  });
});

describe('home, business and LAMF rules', () => {
  it.each([
    [2000000, 0.9],
    [5000000, 0.8],
    [9000000, 0.75],
  ])('a home loan of Rs %i may be at most %d of the property (RBI LTV caps)', (loan, ltv) => {
    expect(homeLoanMaxLtv(loan)).toBe(ltv);
  });

  it('a home loan is capped by the property’s value and is floating, linked to the repo rate', () => {
    const d = decide(lenderRules.FEDERAL, {
      ...base,
      productCode: 'home-loan',
      loanAmount: lakh(45),
      propertyValue: lakh(50),
      tenureMonths: 240,
      monthlyIncome: lakh(3),
    });
    expect(d.kind).toBe('offer');
    if (d.kind !== 'offer') return;
    expect(d.terms.amount).toBe(lakh(40)); // 80 % of Rs 50 lakh
    expect(d.terms.rateType).toBe('FLOATING');
    expect(d.terms.benchmark).toMatch(/repo/);
    expect(d.terms.thirdPartyFees.map((f) => f.label)).toContain('Property valuation');
  });

  it.each<[string, Partial<Applicant>, LenderCode, Expected]>([
    ['a one-year-old business', { vintageYears: 1 }, 'IDFC_FIRST', /years in business/],
    ['a one-year-old business at the co-operative bank', { vintageYears: 1 }, 'SAHYADRI', 'offer'],
    ['a Rs 12 lakh turnover', { annualTurnover: lakh(12) }, 'FEDERAL', /turnover/],
    ['a business loan asked of a lender that makes none', {}, 'DBS', /Does not offer/],
  ])('business loans: %s at %s', (_label, change, code, expected) => {
    const applicant: Applicant = {
      ...base,
      productCode: 'business-loans',
      vintageYears: 5,
      annualTurnover: lakh(60),
      loanAmount: lakh(5),
      tenureMonths: 36,
      ...change,
    };
    const d = decide(lenderRules[code], applicant);
    if (expected === 'offer') expect(d.kind).toBe('offer');
    else expect(d.kind === 'decline' && d.reason).toMatch(expected);
  });

  it('LAMF lends at most what the folios support', () => {
    const d = decide(lenderRules.YES, { ...base, productCode: 'lamf', loanAmount: lakh(5), tenureMonths: 12, lamfEligibleAmount: lakh(3) });
    expect(d.kind === 'offer' && d.terms.amount).toBe(lakh(3));
    expect(
      lendersFor('lamf')
        .map((l) => l.code)
        .sort(),
    ).toEqual(['DBS', 'FEDERAL', 'YES']);
  });
});

describe('sandbox magic and ranking', () => {
  it.each([
    ['9876500001', 'decline'],
    ['9876500002', 'timeout'],
    ['9876500003', 'late'],
    ['9876543210', 'answer'],
  ])('mobile %s → %s', (mobile, behaviour) => {
    expect(sandboxBehaviour(mobile)).toBe(behaviour);
  });

  it('scores are stable and within 300-900', () => {
    for (const pan of ['ABCPV1234K', 'ZZZPZ9999Z', 'AAAPA0000A']) {
      const s = sandboxCreditScore(pan, '9123456789');
      expect(s).toBe(sandboxCreditScore(pan, '9123456789'));
      expect(s).toBeGreaterThanOrEqual(300);
      expect(s).toBeLessThanOrEqual(900);
    }
  });

  it('ranks by APR, then the larger amount, then the lower EMI', () => {
    const offers = [
      { lenderCode: 'B', aprPercent: 14, amount: 100, emi: 10 },
      { lenderCode: 'A', aprPercent: 13, amount: 90, emi: 10 },
      { lenderCode: 'C', aprPercent: 14, amount: 120, emi: 12 },
      { lenderCode: 'D', aprPercent: 14, amount: 120, emi: 11 },
    ];
    expect([...offers].sort(compareOffers).map((o) => o.lenderCode)).toEqual(['A', 'D', 'C', 'B']);
  });
});

describe('each lender’s own limits (personal loan), at and just past each bound', () => {
  const offering = lenderCodes.filter((code) => lenderRules[code].products['personal-loan']);
  const applicantFor = (code: LenderCode): Applicant => {
    const lender = lenderRules[code];
    const product = lender.products['personal-loan']!;
    return {
      ...base,
      pinCode: lender.pinPrefixes.length > 0 ? `${lender.pinPrefixes[0]}0001` : '400001',
      age: lender.minAge,
      monthlyIncome: Math.max(lender.minIncome, 20000) * 100,
      loanAmount: product.minAmount * 100,
      tenureMonths: Math.min(Math.max(product.minTenure, 24), product.maxTenure),
    };
  };
  it.each(offering)('%s', (code) => {
    const lender = lenderRules[code];
    const product = lender.products['personal-loan']!;
    const ok = applicantFor(code);
    const kind = (change: Partial<Applicant>) => decide(lender, { ...ok, ...change }).kind;
    expect(kind({})).toBe('offer');
    expect(kind({ age: lender.minAge - 1 })).toBe('decline');
    expect(kind({ age: lender.maxAge })).toBe('offer');
    expect(kind({ age: lender.maxAge + 1 })).toBe('decline');
    expect(kind({ monthlyIncome: (lender.minIncome - 1) * 100 })).toBe('decline');
    expect(kind({ loanAmount: (product.minAmount - 1) * 100 })).toBe('decline');
    expect(kind({ tenureMonths: product.minTenure - 1 })).toBe('decline');
    expect(kind({ employmentType: 'SELF_EMPLOYED' })).toBe(lender.salariedOnly ? 'decline' : 'offer');
    if (lender.pinPrefixes.length > 0) expect(kind({ pinCode: '799001' })).toBe('decline');
    // Past its largest amount a lender offers its largest, never more.
    const big = decide(lender, { ...ok, monthlyIncome: 10000000 * 100, loanAmount: (product.maxAmount + 100000) * 100 });
    expect(big.kind === 'offer' && big.terms.amount).toBe(product.maxAmount * 100);
  });
});
