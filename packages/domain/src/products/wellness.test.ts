import { describe, expect, it } from 'vitest';
import { formatDob, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { yearsBefore } from './insured-members';
import { validateSaleForm } from './validate-sale-form';
import { calculateWellnessPremiumPaise, wellness, wellnessMessages, wellnessProviders } from './wellness';

const sale = wellness.sale!;
const today = indiaToday();
const { quote, proposal } = sale.samples(today);
const dobAged = (years: number, days = 0) => formatDob(yearsBefore(today, years, days));
const family = {
  ...quote,
  membersToBeCovered: ['SPOUSE', 'CHILD1', 'CHILD2'],
  spouseName: 'Rahul Patil',
  spouseDob: dobAged(38),
  child1Name: 'Riya Patil',
  child1Dob: dobAged(8),
  child1Relationship: 'DAUGHTER',
  child2Name: 'Om Patil',
  child2Dob: dobAged(0, 1),
  child2Relationship: 'SON',
};

describe('wellness quote', () => {
  it('accepts the sample quote (the proposer alone) and a family of four', () => {
    expect(validateSaleForm(wellness, 'quote', quote)).toEqual({ success: true, data: quote });
    expect(validateSaleForm(wellness, 'quote', family)).toEqual({ success: true, data: family });
  });

  it.each([
    ['mobile', '98765', messages.wellnessMobile],
    ['mobile', '5876543210', messages.wellnessMobile],
    ['mobile', '', messages.wellnessMobile],
    ['annualSalary', '12ab', wellnessMessages.annualSalary],
    ['annualSalary', '', wellnessMessages.annualSalary],
    ['annualSalary', '99999', wellnessMessages.annualSalaryMin],
    ['provider', 'ACME', messages.chooseOption],
    ['provider', '', messages.chooseOption],
    ['dob', '1990-01-01', messages.dobFormat],
    ['dob', dobAged(17), messages.age18to65],
    ['dob', dobAged(66), messages.age18to65],
    ['membersToBeCovered', ['CHILD3'], messages.chooseOption],
    ['planCode', 'GOLD', messages.selectPlanType],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(validateSaleForm(wellness, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it.each([
    ['spouseName', '', messages.nameRequired],
    ['spouseDob', dobAged(66), messages.age18to65],
    ['spouseDob', dobAged(17), messages.age18to65],
    ['child1Name', 'R', messages.invalidCharacters],
    ['child1Dob', dobAged(19), messages.childAge],
    ['child2Dob', formatDob(today), messages.childAge],
    ['child1Relationship', 'NEPHEW', messages.chooseOption],
    ['child2Relationship', '', messages.chooseOption],
  ])('refuses a family member whose %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(wellness, 'quote', { ...family, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  // SPEC §5: adults 18 to 65 with EKINCARE and HEALTHASSURE, 18 to 60 with SVAAS.
  it.each([
    ['EKINCARE', 65, true],
    ['HEALTHASSURE', 65, true],
    ['SVAAS', 60, true],
    ['SVAAS', 61, false],
    ['SVAAS', 65, false],
    ['EKINCARE', 18, true],
    ['SVAAS', 18, true],
  ])('with %s, an adult of %i is %s', (provider, age, accepted) => {
    const values = { ...family, provider, dob: dobAged(age), spouseDob: dobAged(age) };
    const message = provider === 'SVAAS' ? wellnessMessages.svaasAge : messages.age18to65;
    expect(validateSaleForm(wellness, 'quote', values)).toEqual(
      accepted ? { success: true, data: values } : { success: false, fields: { dob: message, spouseDob: message } },
    );
  });

  it('asks a member only while chosen: at most two children', () => {
    expect(validateSaleForm(wellness, 'quote', { ...quote, spouseName: '1' })).toMatchObject({ success: true });
    const members = sale.quote.fields.find((f) => f.name === 'membersToBeCovered');
    expect(members?.options?.map((o) => o.value)).toEqual(['SPOUSE', 'CHILD1', 'CHILD2']);
  });
});

describe('wellness proposal', () => {
  it('accepts the sample proposer, whose date of birth the quote holds', () => {
    expect(validateSaleForm(wellness, 'proposal', proposal).success).toBe(true);
    expect(sale.proposal.fields.some((f) => f.name === 'dob')).toBe(false);
  });

  it.each([
    ['firstName', 'Asha1', messages.firstName],
    ['email', 'asha@', messages.email],
    ['mobile', '5876543210', messages.mobile],
    ['pinCode', '01100', messages.pinCode],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(wellness, 'proposal', { ...proposal, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });
});

describe('wellness premium', () => {
  it.each([
    ['EKINCARE', [], 53000],
    ['HEALTHASSURE', [], 59000],
    ['SVAAS', [], 56000],
    ['EKINCARE', ['SPOUSE'], 91000],
    ['EKINCARE', ['CHILD1'], 75000],
    ['EKINCARE', ['SPOUSE', 'CHILD1', 'CHILD2'], 135000],
    ['SVAAS', ['SPOUSE', 'CHILD1'], 116000],
  ])('%s covering the proposer and %j costs %i paise', (provider, membersToBeCovered, total) => {
    expect(sale.calculatePremium({ ...quote, provider, membersToBeCovered }).totalPremium).toBe(total);
  });

  it("starts at the plan's starting price: the cheapest premium of every provider and family", () => {
    const families = [[], ['SPOUSE'], ['CHILD1'], ['SPOUSE', 'CHILD1'], ['SPOUSE', 'CHILD1', 'CHILD2']];
    const totals = wellnessProviders.flatMap(({ code }) =>
      families.map((membersToBeCovered) => calculateWellnessPremiumPaise({ ...quote, provider: code, membersToBeCovered })),
    );
    expect(Math.min(...totals)).toBe(wellness.plans[0]!.startingPrice);
    expect(wellness.startingPrice).toBe(53000);
  });
});
