import { describe, expect, it } from 'vitest';
import { formatDob, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { calculateHealth360PremiumPaise, health360, health360CriticalIllness, health360DailyCashAllowance } from './health-360';
import { yearsBefore } from './insured-members';
import { validateSaleForm } from './validate-sale-form';

const sale = health360.sale!;
const today = indiaToday();
const { quote, proposal } = sale.samples(today);
const dobAged = (years: number, days = 0) => formatDob(yearsBefore(today, years, days));
const withChild1 = { ...quote, membersToBeCovered: ['SPOUSE', 'CHILD1'], child1Name: 'Riya Patil', child1Dob: dobAged(6) };

describe('health-360 quote', () => {
  it('accepts the sample quote', () => {
    expect(validateSaleForm(health360, 'quote', quote)).toEqual({ success: true, data: quote });
  });

  it('accepts a quote with both children named and dated', () => {
    const values = { ...withChild1, membersToBeCovered: ['SPOUSE', 'CHILD1', 'CHILD2'], child2Name: 'Om Patil', child2Dob: dobAged(0, 1) };
    expect(validateSaleForm(health360, 'quote', values)).toEqual({ success: true, data: values });
  });

  it.each([
    ['age', '17', messages.health360Age],
    ['age', '101', messages.health360Age],
    ['age', 'forty', messages.health360Age],
    ['age', '', messages.health360Age],
    ['dailyCashAllowance', '750', messages.selectCashAllowance],
    ['dailyCashAllowance', '', messages.selectCashAllowance],
    ['criticalIllness', '100000', messages.selectAmount],
    ['criticalIllness', '1100000', messages.selectAmount],
    ['criticalIllness', '', messages.selectAmount],
    ['opd', 'MAYBE', messages.chooseOption],
    ['opd', '', messages.chooseOption],
    ['ped', '', messages.chooseOption],
    ['membersToBeCovered', ['SPOUSE', 'CHILD3'], messages.chooseOption],
    ['eldestMemberDob', '', messages.eldestMemberAgeRequired],
    ['eldestMemberDob', dobAged(17), messages.health360Age],
    ['eldestMemberDob', dobAged(101), messages.health360Age],
    ['eldestMemberDob', '1980-01-01', messages.dobFormat],
    ['planCode', 'GOLD', messages.selectPlanType],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(validateSaleForm(health360, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it.each([
    ['child1Name', '', messages.nameRequired],
    ['child1Name', 'R2', messages.invalidCharacters],
    ['child1Dob', '', 'Child 1 Date of Birth is required'],
    ['child1Dob', dobAged(19), messages.childAge],
    ['child1Dob', formatDob(today), messages.childAge],
    ['child1Dob', '31/02/2020', messages.invalidDate],
  ])('refuses a chosen child whose %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(health360, 'quote', { ...withChild1, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('keeps the spouse covered even when a client leaves the spouse out', () => {
    const result = validateSaleForm(health360, 'quote', { ...withChild1, membersToBeCovered: ['CHILD1'] });
    expect(result).toMatchObject({ success: true, data: { membersToBeCovered: ['SPOUSE', 'CHILD1'] } });
    const { membersToBeCovered: _omitted, ...withoutMembers } = quote;
    expect(validateSaleForm(health360, 'quote', withoutMembers)).toMatchObject({ success: true, data: { membersToBeCovered: ['SPOUSE'] } });
  });

  it('offers the spouse checked and locked, and asks a child only when chosen', () => {
    const members = sale.quote.fields.find((f) => f.name === 'membersToBeCovered');
    expect(members).toMatchObject({ kind: 'multiselect', locked: true, defaultValue: ['SPOUSE'] });
    expect(members?.options?.map((o) => o.value)).toEqual(['SPOUSE', 'CHILD1', 'CHILD2']);
    expect(validateSaleForm(health360, 'quote', { ...quote, child1Name: 'R2' })).toMatchObject({ success: true });
  });

  it('offers the cash allowances of SPEC §3 and critical illness from Rs 2 to 10 lakh', () => {
    const options = (name: string) => sale.quote.fields.find((f) => f.name === name)?.options?.map((o) => o.value);
    expect(options('dailyCashAllowance')).toEqual(['500', '1000']);
    expect(options('criticalIllness')?.[0]).toBe('200000');
    expect(options('criticalIllness')?.at(-1)).toBe('1000000');
  });
});

describe('health-360 proposal', () => {
  it('accepts the sample proposer, spouse and nominee', () => {
    expect(validateSaleForm(health360, 'proposal', proposal).success).toBe(true);
  });

  it.each([
    ['spouseName', '', messages.nameRequired],
    ['spouseName', 'Rahul 2', messages.invalidCharacters],
    ['spouseDob', dobAged(17), messages.health360Age],
    ['spouseDob', '30/02/1990', messages.invalidDate],
    ['mobile', '5876543210', messages.mobile],
    ['paymentMode', 'MINTPAY', messages.paymentModeNotConfigured],
    ['nomineeRelationship', 'COUSIN', messages.chooseOption],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(health360, 'proposal', { ...proposal, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });
});

describe('health-360 premium', () => {
  const premiumOf = (overrides: Record<string, string | string[]>) => sale.calculatePremium({ ...quote, ...overrides }).totalPremium;

  it.each([
    ['the cheapest cover', {}, 50000],
    ['a Rs 1,000 daily cash allowance', { dailyCashAllowance: '1000' }, 65000],
    ['Rs 10 lakh of critical illness', { criticalIllness: '1000000' }, 170000],
    ['OPD', { opd: 'YES' }, 90000],
    ['a pre-existing disease (25% loading)', { ped: 'YES' }, 62500],
    ['one child', { membersToBeCovered: ['SPOUSE', 'CHILD1'] }, 65000],
    ['two children', { membersToBeCovered: ['SPOUSE', 'CHILD1', 'CHILD2'] }, 80000],
    ['an eldest member of 50', { eldestMemberDob: dobAged(50) }, 85000],
    ['a proposer of 70 older than the eldest date given', { age: '70' }, 160000],
  ])('prices %s', (_label, overrides, total) => {
    expect(premiumOf(overrides)).toBe(total);
  });

  it('splits net and GST to the paisa', () => {
    const premium = sale.calculatePremium(quote);
    expect(premium).toMatchObject({ planCode: 'HEALTH_360', totalPremium: 50000, netPremium: 42373, gst: 7627 });
  });

  it("starts at the plan's starting price: the cheapest premium of every option", () => {
    const totals: number[] = [];
    for (const dailyCashAllowance of health360DailyCashAllowance)
      for (const criticalIllness of health360CriticalIllness)
        for (const opd of ['YES', 'NO'])
          for (const ped of ['YES', 'NO'])
            for (const membersToBeCovered of [['SPOUSE'], ['SPOUSE', 'CHILD1'], ['SPOUSE', 'CHILD1', 'CHILD2']])
              for (const age of ['18', '40', '100'])
                totals.push(
                  calculateHealth360PremiumPaise(
                    {
                      ...quote,
                      dailyCashAllowance: String(dailyCashAllowance),
                      criticalIllness: String(criticalIllness),
                      opd,
                      ped,
                      membersToBeCovered,
                      age,
                      eldestMemberDob: dobAged(Number(age)),
                    },
                    today,
                  ),
                );
    expect(Math.min(...totals)).toBe(health360.plans[0]!.startingPrice);
    expect(health360.startingPrice).toBe(50000);
  });
});
