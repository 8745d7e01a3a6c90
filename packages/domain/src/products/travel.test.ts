import { describe, expect, it } from 'vitest';
import { formatDob, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { addDays, yearsBefore } from './insured-members';
import { calculateTravelPremiumPaise, travel, travelAddOns, travelDestinations, travelDiscounts, travelLoadings, travelMessages } from './travel';
import { validateSaleForm } from './validate-sale-form';
import { isFieldShown } from '../fields/field-config';

const sale = travel.sale!;
const today = indiaToday();
const { quote, proposal } = sale.samples(today);
const inDays = (days: number) => formatDob(addDays(today, days));
const dobAged = (years: number, days = 0) => formatDob(yearsBefore(today, years, days));
/** A trip of `days` days (both ends counted) starting a week from today. */
const tripOf = (days: number) => ({ tripStartDate: inDays(7), tripEndDate: inDays(7 + days - 1) });

describe('travel quote', () => {
  it('accepts the sample quote', () => {
    expect(validateSaleForm(travel, 'quote', quote)).toEqual({ success: true, data: quote });
  });

  it('accepts every insured member type with a name and date of birth', () => {
    const values = {
      ...quote,
      insuredMembers: ['SPOUSE', 'CHILD', 'MOTHER', 'FATHER', 'OTHERS'],
      spouseName: 'Rahul Patil',
      spouseDob: dobAged(38),
      childName: 'Riya Patil',
      childDob: dobAged(8),
      motherName: 'Sunita Patil',
      motherDob: dobAged(64),
      fatherName: 'Vijay Patil',
      fatherDob: dobAged(68),
      othersName: 'Meera Joshi',
      othersDob: dobAged(30),
    };
    expect(validateSaleForm(travel, 'quote', values)).toEqual({ success: true, data: values });
  });

  it.each([
    ['tripStartDate', inDays(-1), travelMessages.startInPast],
    ['tripStartDate', '2026-12-01', 'Trip Start Date should be in DD/MM/YYYY format only'],
    ['tripStartDate', '', 'Trip Start Date is required'],
    ['tripEndDate', inDays(7), travelMessages.endNotAfterStart],
    ['tripEndDate', inDays(6), travelMessages.endNotAfterStart],
    ['tripEndDate', inDays(7 + 180), travelMessages.tooLong],
    ['tripEndDate', '31/04/2027', messages.invalidDate],
    ['destinationCountryCode', 'ASIA', messages.chooseOption],
    ['destinationCountryCode', '', messages.chooseOption],
    ['addOns', ['CRUISE_COVER', 'PET_COVER'], messages.chooseOption],
    ['loadings', ['SKYDIVING'], messages.chooseOption],
    ['discounts', ['LOYALTY_DISC'], messages.chooseOption],
    ['insuredMembers', ['COUSIN'], messages.chooseOption],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(validateSaleForm(travel, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('refuses a trip starting more than 180 days from today', () => {
    const values = { ...quote, tripStartDate: inDays(181), tripEndDate: inDays(188) };
    expect(validateSaleForm(travel, 'quote', values)).toEqual({ success: false, fields: { tripStartDate: travelMessages.startTooFar } });
  });

  it('accepts a trip starting today and one of exactly 180 days', () => {
    expect(validateSaleForm(travel, 'quote', { ...quote, tripStartDate: inDays(0), tripEndDate: inDays(1) }).success).toBe(true);
    expect(validateSaleForm(travel, 'quote', { ...quote, ...tripOf(180) }).success).toBe(true);
  });

  it.each([
    ['SPOUSE', 'spouseDob', dobAged(17), travelMessages.adultAge],
    ['MOTHER', 'motherDob', dobAged(86), travelMessages.adultAge],
    ['CHILD', 'childDob', dobAged(19), messages.childAge],
    ['CHILD', 'childDob', formatDob(today), messages.childAge],
    ['FATHER', 'fatherName', '', messages.nameRequired],
    ['OTHERS', 'othersDob', '', 'Other Traveller Date of Birth is required'],
  ])('refuses a %s whose %s = "%s" with "%s"', (member, field, value, message) => {
    const prefix = member === 'OTHERS' ? 'others' : member.toLowerCase();
    const values = {
      ...quote,
      insuredMembers: [member],
      [`${prefix}Name`]: 'Asha Patil',
      [`${prefix}Dob`]: member === 'CHILD' ? dobAged(5) : dobAged(40),
      [field]: value,
    };
    expect(validateSaleForm(travel, 'quote', values)).toEqual({ success: false, fields: { [field]: message } });
  });

  it('offers add-ons, loadings and discounts as three multiselects of those names (the web toggles rely on them)', () => {
    const options = (name: string) => sale.quote.fields.find((f) => f.name === name && f.kind === 'multiselect')?.options?.map((o) => o.value);
    expect(options('addOns')).toEqual([...travelAddOns]);
    expect(options('loadings')).toEqual([...travelLoadings]);
    expect(options('discounts')).toEqual([...travelDiscounts]);
  });
});

describe('travel proposal', () => {
  const foreigner = { ...proposal, nationality: 'Emirati', emirateId: '784-1990-1234567-1', emirateIdExpiry: inDays(365) };

  it('accepts the sample Indian traveller and a non-Indian one with an Emirates ID', () => {
    expect(validateSaleForm(travel, 'proposal', proposal).success).toBe(true);
    expect(validateSaleForm(travel, 'proposal', foreigner).success).toBe(true);
  });

  it.each([
    ['mobileCountryCode', '91', messages.mobileCountryCode],
    ['mobileCountryCode', '+12345', messages.mobileCountryCode],
    ['mobileCountryCode', '', messages.mobileCountryCode],
    ['nationality', 'Indian1', travelMessages.nationality],
    ['passportNumber', 'K12-4567', travelMessages.passportNumber],
    ['passportNumber', 'K1234', travelMessages.passportNumber],
    ['emirateId', '123-1990-1234567-1', travelMessages.emirateId],
    ['emirateIdExpiry', inDays(-1), travelMessages.emirateIdExpired],
    ['emirateIdExpiry', '01122026', 'Emirates ID Expiry Date should be in DD/MM/YYYY format only'],
    ['email', 'asha@', messages.email],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(travel, 'proposal', { ...foreigner, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('asks a non-Indian traveller for the Emirates ID and its expiry', () => {
    expect(validateSaleForm(travel, 'proposal', { ...proposal, nationality: 'Emirati' })).toEqual({
      success: false,
      fields: { emirateId: travelMessages.emirateIdRequired, emirateIdExpiry: travelMessages.emirateIdExpiryRequired },
    });
    expect(validateSaleForm(travel, 'proposal', { ...foreigner, emirateIdExpiry: inDays(-1) })).toEqual({
      success: false,
      fields: { emirateIdExpiry: travelMessages.emirateIdExpired },
    });
    expect(validateSaleForm(travel, 'proposal', { ...proposal, nationality: 'india' }).success).toBe(true);
  });

  it.each([
    ['Indian', false],
    [' indian ', false],
    ['India', false],
    ['', false],
    ['Emirati', true],
    ['British', true],
  ])('asks the Emirates ID and its expiry of a traveller whose nationality is "%s": %s', (nationality, asked) => {
    const shown = sale.proposal.fields.filter((field) => isFieldShown(field, { ...proposal, nationality })).map((field) => field.name);
    expect(shown.includes('emirateId')).toBe(asked);
    expect(shown.includes('emirateIdExpiry')).toBe(asked);
  });

  it('ignores an Emirates ID sent for an Indian traveller: it is not asked, so neither checked nor kept', () => {
    const result = validateSaleForm(travel, 'proposal', { ...proposal, emirateId: 'junk', emirateIdExpiry: 'junk' });
    expect(result.success && result.data).not.toHaveProperty('emirateId');
  });

  it('needs a passed KYC before payment', () => {
    expect(sale.needsKyc).toBe(true);
  });
});

describe('travel premium', () => {
  const premiumOf = (overrides: Record<string, string | string[]>) => sale.calculatePremium({ ...quote, ...overrides }).totalPremium;
  const plain = { discounts: [] };

  it.each([
    ['the sample: a week outside USA/Canada with both discounts', {}, 65000],
    ['a week outside USA/Canada', plain, 80000],
    ['a week worldwide', { ...plain, destinationCountryCode: 'WORLDWIDE' }, 130000],
    ['8 days outside USA/Canada', { ...plain, ...tripOf(8) }, 110000],
    ['180 days worldwide', { ...plain, ...tripOf(180), destinationCountryCode: 'WORLDWIDE' }, 790000],
    ['cruise cover', { ...plain, addOns: ['CRUISE_COVER'] }, 120000],
    ['terrorism cover', { ...plain, addOns: ['TERRORISM'] }, 95000],
    ['both add-ons', { ...plain, addOns: ['CRUISE_COVER', 'TERRORISM'] }, 135000],
    ['winter sports (25% loading)', { ...plain, loadings: ['WINTER_SPORT'] }, 100000],
    ['golf (10% loading)', { ...plain, loadings: ['GOLF_SPORT'] }, 88000],
    ['the medical expenses discount', { discounts: ['MEDEX_DISC'] }, 70000],
    ['the baggage discount', { discounts: ['BAGGAGE_DISC'] }, 75000],
    ['a spouse travelling too', { ...plain, insuredMembers: ['SPOUSE'] }, 160000],
    ['a family of four', { ...plain, insuredMembers: ['SPOUSE', 'CHILD', 'MOTHER'] }, 320000],
  ])('prices %s', (_label, overrides, total) => {
    expect(premiumOf(overrides)).toBe(total);
  });

  it.each([
    ...travelAddOns.map((value) => ['addOns', value] as const),
    ...travelLoadings.map((value) => ['loadings', value] as const),
    ...travelDiscounts.map((value) => ['discounts', value] as const),
  ])('%s %s changes the premium when selected and restores it when unselected', (field, value) => {
    const without = { ...quote, [field]: [] };
    const withIt = { ...quote, [field]: [value] };
    expect(calculateTravelPremiumPaise(withIt)).not.toBe(calculateTravelPremiumPaise(without));
    expect(calculateTravelPremiumPaise({ ...withIt, [field]: [] })).toBe(calculateTravelPremiumPaise(without));
  });

  it("starts at the plan's starting price: the cheapest premium of every trip and option", () => {
    const subsets = <T>(values: readonly T[]): T[][] => values.reduce<T[][]>((all, v) => [...all, ...all.map((s) => [...s, v])], [[]]);
    const totals: number[] = [];
    for (const destinationCountryCode of travelDestinations)
      for (const days of [2, 7, 8, 15, 30, 60, 90, 180])
        for (const addOns of subsets(travelAddOns))
          for (const loadings of subsets(travelLoadings))
            for (const discounts of subsets(travelDiscounts))
              totals.push(calculateTravelPremiumPaise({ ...quote, ...tripOf(days), destinationCountryCode, addOns, loadings, discounts }));
    expect(Math.min(...totals)).toBe(travel.plans[0]!.startingPrice);
    expect(travel.startingPrice).toBe(65000);
  });
});
