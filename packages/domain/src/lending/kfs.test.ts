import { describe, expect, it } from 'vitest';
import { kfsSchema } from '../api/lending';
import { buildKfs, instalmentLine, instalmentLineMessage, KFS_VALIDITY_WORKING_DAYS } from './kfs';
import { endOfIndiaDay } from './working-days';
import { decide, type Applicant } from './lender-decision';
import { lenderRules } from './lenders';

const lakh = (n: number) => n * 100000 * 100;
const applicant: Applicant = {
  productCode: 'personal-loan',
  pan: 'ABCPV1234K',
  mobile: '9876500009',
  age: 30,
  employmentType: 'SALARIED',
  monthlyIncome: lakh(2),
  pinCode: '400001',
  loanAmount: lakh(5),
  tenureMonths: 36,
};
const termsOf = (code: keyof typeof lenderRules, change: Partial<Applicant> = {}) => {
  const d = decide(lenderRules[code], { ...applicant, ...change });
  if (d.kind !== 'offer') throw new Error(d.reason);
  return d.terms;
};

describe('Key Facts Statement', () => {
  const issued = new Date('2026-11-23T06:00:00Z');

  it('holds every item of RBI’s Annex A and agrees with the offer’s cost', () => {
    const terms = termsOf('IDFC_FIRST');
    const kfs = buildKfs(terms, 'Personal Loan', issued);
    expect(kfsSchema.safeParse(kfs).success).toBe(true);
    expect(kfs).toMatchObject({
      amount: terms.amount,
      tenureMonths: 36,
      instalmentCount: 36,
      emi: terms.cost.emi,
      aprPercent: terms.cost.aprPercent,
      validityWorkingDays: KFS_VALIDITY_WORKING_DAYS,
    });
    // Fees split: the lender's (processing fee and its GST) and third parties' (stamp duty to the state).
    expect(kfs.fees.lender.map((f) => f.label)).toEqual(['Processing fee (2 %)', 'GST on processing fee (18 %)']);
    expect(kfs.fees.thirdParty).toEqual([{ label: 'Stamp duty', amount: 50000, payableTo: 'State government' }]);
    expect(kfs.fees.total).toBe(terms.amount - kfs.netDisbursed);
    expect(kfs.totalRepayable).toBe(kfs.schedule.reduce((s, r) => s + r.payment, 0));
    expect(kfs.contingentCharges.map((c) => c.label)).toEqual(expect.arrayContaining(['Penal charges for late payment', 'Foreclosure charges']));
    expect(kfs.coolingOffDays).toBeGreaterThanOrEqual(3);
    expect(kfs.grievance.name).not.toBe('');
    // Monday 11:30 IST + three working days, Guru Nanak Jayanti (Tuesday 24) not one: to the end of Friday in India.
    expect(kfs.validUntil).toBe('2026-11-27T18:29:59.999Z');
    expect(kfs.schedule[0]!.dueDate).toBe('2026-12-23');
  });

  it.each([
    ['a fixed-rate personal loan', 'IDFC_FIRST', {}, /4 %/],
    [
      'a floating-rate home loan',
      'FEDERAL',
      { productCode: 'home-loan', loanAmount: lakh(30), propertyValue: lakh(60), tenureMonths: 240, monthlyIncome: lakh(3) },
      /^Nil/,
    ],
  ] as const)('%s: foreclosure charges as RBI allows', (_label, code, change, foreclosure) => {
    const kfs = buildKfs(termsOf(code, change), 'Loan', issued);
    expect(kfs.contingentCharges.find((c) => c.label === 'Foreclosure charges')!.text).toMatch(foreclosure);
    if (kfs.rate.type === 'FLOATING') expect(kfs.rate).toMatchObject({ benchmark: 'RBI policy repo rate', resetMonths: 3 });
  });
});

describe('the KFS instalment line', () => {
  const rupees = (paise: number) => `Rs ${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

  it('names the last instalment where it differs: the issue’s Rs 14,017 × 23 and a last one of Rs 14,022.32', () => {
    expect(instalmentLine({ instalmentCount: 24, emi: 1_401_700, lastInstalment: 1_402_232 }, rupees)).toBe(
      '24 monthly instalments: 23 of Rs 14,017 and a last one of Rs 14,022.32',
    );
  });

  it('says one amount where every instalment is the EMI', () => {
    expect(instalmentLine({ instalmentCount: 12, emi: 888_500, lastInstalment: 888_500 }, rupees)).toBe('12 monthly instalments of Rs 8,885');
  });

  it('the statement’s last instalment is the schedule’s last payment, which clears the balance', () => {
    const kfs = buildKfs(termsOf('IDFC_FIRST'), 'Personal Loan', new Date('2026-11-27T06:00:00Z'));
    expect(kfs.lastInstalment).toBe(kfs.schedule.at(-1)!.payment);
    expect(kfs.schedule.at(-1)!.closing).toBe(0);
    expect(kfs.totalRepayable).toBe(kfs.emi * (kfs.instalmentCount - 1) + kfs.lastInstalment);
    // Offered on Friday 27 November 2026: the fourth Saturday and the Sunday are not working days.
    expect(kfs.validUntil).toBe(endOfIndiaDay('2026-12-02').toISOString());
  });
});

describe('the instalment line as a message, for any language', () => {
  it.each([
    [{ instalmentCount: 24, emi: 14_017_00, lastInstalment: 14_017_00 }, 'customerLoan.offer.instalmentsEqual', { count: 24, emi: 'Rs 14,017' }],
    [
      { instalmentCount: 24, emi: 14_017_00, lastInstalment: 14_022_32 },
      'customerLoan.offer.instalmentsLast',
      { count: 24, first: 23, emi: 'Rs 14,017', last: 'Rs 14,022.32' },
    ],
  ])('%o is %s', (kfs, key, values) => {
    expect(instalmentLineMessage(kfs)).toEqual({ key, values });
  });
});
