import { describe, expect, it } from 'vitest';
import { formatDob, indiaToday } from './dates';
import { buildRule, dateFormatMessageOf, messages, type RuleRef } from './rules';

const yearsAgo = (years: number, days = 0): string => {
  const now = indiaToday();
  return formatDob(new Date(now.getFullYear() - years, now.getMonth(), now.getDate() - days));
};
const daysFromToday = (days: number): string => {
  const now = indiaToday();
  return formatDob(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
};

/** Per rule: values it accepts, and values it refuses with the spec's message. */
const cases: { rule: RuleRef; good: string[]; bad: [string, string][] }[] = [
  {
    rule: { name: 'firstName' },
    good: ['Asha', 'RAHUL'],
    bad: [
      ['Asha1', messages.firstName],
      ['Asha Rani', messages.firstName],
      ['A-sha', messages.firstName],
    ],
  },
  {
    rule: { name: 'firstName', allowSpaces: true },
    good: ['Asha Rani'],
    bad: [
      ['Asha  Rani', messages.firstName],
      ['Asha 2', messages.firstName],
    ],
  },
  {
    rule: { name: 'lastName' },
    good: ['Patil'],
    bad: [
      ['Patil.', messages.lastName],
      ['De Souza', messages.lastName],
    ],
  },
  { rule: { name: 'lastName', allowSpaces: true }, good: ['De Souza'], bad: [['D3 Souza', messages.lastName]] },
  {
    rule: { name: 'email' },
    good: ['asha.patil@example.com', 'a+b@mail.co.in'],
    bad: [
      ['asha@', messages.email],
      ['asha.example.com', messages.email],
    ],
  },
  {
    rule: { name: 'mobile' },
    good: ['9876543210', '6000000000'],
    bad: [
      ['5876543210', messages.mobile],
      ['987654321', messages.mobile],
      ['98765432101', messages.mobile],
      ['98765x3210', messages.mobile],
    ],
  },
  {
    // Real GSTINs (Reliance Industries, Maharashtra; others from public invoices) pass; a changed check
    // character, a changed PAN digit, a bad state code or format fails.
    rule: { name: 'gstin' },
    good: ['27AAACR5055K1Z7', '27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '24AAACC1206D1ZM'],
    bad: [
      ['27AAACR5055K1Z8', messages.gstin],
      ['27AAACR5056K1Z7', messages.gstin],
      ['99AAACR5055K1Z7', messages.gstin],
      ['27AAACR5055K1Y7', messages.gstin],
      ['27aaacr5055k1z7', messages.gstin],
      ['27AAACR5055K1Z', messages.gstin],
    ],
  },
  { rule: { name: 'mobile', message: messages.wellnessMobile }, good: ['7000000001'], bad: [['12345', messages.wellnessMobile]] },
  {
    rule: { name: 'pinCode' },
    good: ['411001', '110001'],
    bad: [
      ['011001', messages.pinCode],
      ['41100', messages.pinCode],
      ['4110011', messages.pinCode],
      ['41100a', messages.pinCode],
    ],
  },
  { rule: { name: 'pinCode', message: messages.quotePinCode }, good: ['560001'], bad: [['5600', messages.quotePinCode]] },
  {
    rule: { name: 'city' },
    good: ['Pune', 'Navi Mumbai'],
    bad: [
      ['Pune1', messages.city],
      ['Navi-Mumbai', messages.city],
    ],
  },
  {
    rule: { name: 'state' },
    good: ['Maharashtra', 'Tamil Nadu', 'Jammu & Kashmir'],
    bad: [
      ['Maharashtra 1', messages.state],
      ['MH-12', messages.state],
    ],
  },
  {
    rule: { name: 'dob' },
    good: ['15/08/1990', '29/02/2000'],
    bad: [
      ['1990-08-15', messages.dobFormat],
      ['1/8/1990', messages.dobFormat],
      ['31/02/1990', messages.invalidDate],
      ['29/02/2001', messages.invalidDate],
      ['00/01/1990', messages.invalidDate],
    ],
  },
  {
    rule: { name: 'ageBetween', min: 18, max: 65, message: messages.age18to65 },
    good: [yearsAgo(18), yearsAgo(65), yearsAgo(40)],
    bad: [
      [yearsAgo(18, -1), messages.age18to65],
      [yearsAgo(66), messages.age18to65],
      ['18-01-1990', messages.dobFormat],
    ],
  },
  {
    rule: { name: 'ageBetween', min: 18, max: 60, message: messages.creditLifeAge },
    good: [yearsAgo(60)],
    bad: [[yearsAgo(61), messages.creditLifeAge]],
  },
  {
    rule: { name: 'ageNumber', min: 18, max: 100, message: messages.health360Age },
    good: ['18', '100', '45'],
    bad: [
      ['17', messages.health360Age],
      ['101', messages.health360Age],
      ['4a', messages.health360Age],
    ],
  },
  {
    rule: { name: 'imei' },
    good: ['356938035643809'],
    bad: [
      ['35693803564380', messages.imei],
      ['3569380356438090', messages.imei],
      ['35693803564380A', messages.imei],
    ],
  },
  {
    rule: { name: 'personName' },
    good: ['Asha', 'Asha Rani Patil'],
    bad: [
      ['A', messages.invalidCharacters],
      ['Asha  Rani', messages.invalidCharacters],
      ['Asha1', messages.invalidCharacters],
    ],
  },
  {
    rule: { name: 'lettersAndSpaces', message: 'Business name should be alphabetical only' },
    good: ['Patil Traders'],
    bad: [['Patil & Sons', 'Business name should be alphabetical only']],
  },
  { rule: { name: 'alphanumeric', message: 'Enter valid VIN' }, good: ['MA3EWDE1S00123456'], bad: [['MA3-EWD', 'Enter valid VIN']] },
  { rule: { name: 'numeric', message: messages.externalId }, good: ['12345'], bad: [['12a45', messages.externalId]] },
  {
    rule: {
      name: 'amountBetween',
      min: 10000,
      max: 200000,
      maxExclusive: true,
      invalidMessage: messages.price,
      minMessage: messages.priceMin,
      maxMessage: messages.priceMax200000,
    },
    good: ['10000', '199999'],
    bad: [
      ['9999', messages.priceMin],
      ['200000', messages.priceMax200000],
      ['12000.50', messages.price],
      ['abc', messages.price],
    ],
  },
  {
    rule: {
      name: 'amountBetween',
      min: 10000,
      max: 150000,
      maxExclusive: true,
      invalidMessage: messages.price,
      minMessage: messages.priceMin,
      maxMessage: messages.priceMax150000,
    },
    good: ['149999'],
    bad: [['150000', messages.priceMax150000]],
  },
  {
    rule: { name: 'multipleOf', step: 100000, invalidMessage: messages.sumInsured, stepMessage: messages.sumInsuredMultiple },
    good: ['100000', '2000000'],
    bad: [
      ['150000', messages.sumInsuredMultiple],
      ['0', messages.sumInsured],
      ['1e5', messages.sumInsured],
    ],
  },
  {
    rule: { name: 'integerBetween', min: 0, max: 30, message: messages.propertyAge },
    good: ['0', '30'],
    bad: [
      ['31', messages.propertyAge],
      ['-1', messages.propertyAge],
      ['2.5', messages.propertyAge],
    ],
  },
  {
    rule: { name: 'mobileCountryCode' },
    good: ['+91', '+1', '+1234'],
    bad: [
      ['91', messages.mobileCountryCode],
      ['+12345', messages.mobileCountryCode],
      ['+', messages.mobileCountryCode],
    ],
  },
  {
    rule: { name: 'vehicleNumber' },
    good: ['MH12AB1234', 'KA01A1234'],
    bad: [
      ['MH12ABC1234', messages.vehicleNumber],
      ['MH1AB1234', messages.vehicleNumber],
      ['mh12ab1234', messages.vehicleNumber],
    ],
  },
  { rule: { name: 'otp' }, good: ['123456'], bad: [['12a456', messages.otpNumeric]] },
  {
    rule: { name: 'otp', length: 4 },
    good: ['1234'],
    bad: [
      ['12345', messages.sachetOtp],
      ['12a4', messages.otpNumeric],
    ],
  },
  { rule: { name: 'otp', length: 6 }, good: ['123456'], bad: [['1234', messages.otpValidNumeric]] },
  {
    rule: { name: 'pan' },
    good: ['ABCDE1234F'],
    bad: [
      ['ABCD1234F', 'Enter valid PAN'],
      ['abcde1234f', 'Enter valid PAN'],
    ],
  },
  {
    rule: { name: 'rejectValues', values: ['MINTPAY'], message: messages.paymentModeNotConfigured },
    good: ['ONLINE'],
    bad: [['MINTPAY', messages.paymentModeNotConfigured]],
  },
  { rule: { name: 'rejectValues', values: ['KUTCHA'], message: messages.kutcha }, good: ['PAKKA'], bad: [['KUTCHA', messages.kutcha]] },
  { rule: { name: 'rejectValues', values: ['-1'], message: messages.basement }, good: ['0', '10'], bad: [['-1', messages.basement]] },
  {
    rule: { name: 'today', message: 'The plan covers only phones purchased today' },
    good: [daysFromToday(0)],
    bad: [
      [daysFromToday(-1), 'The plan covers only phones purchased today'],
      [daysFromToday(1), 'The plan covers only phones purchased today'],
      ['2024/01/01', messages.dobFormat],
    ],
  },
];

describe('validation rules (SPEC §5)', () => {
  describe.each(cases)('$rule.name $rule', ({ rule, good, bad }) => {
    it.each(good)('accepts %s', (value) => {
      expect(buildRule(rule).safeParse(value).success).toBe(true);
    });
    it.each(bad)('refuses %s with "%s"', (value, message) => {
      const result = buildRule(rule).safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    });
  });

  it.each([
    [undefined, messages.dobFormat],
    ['Date of Birth', messages.dobFormat],
    ['Co-borrower Date of Birth', messages.dobFormat],
    ['Trip End Date', 'Trip End Date should be in DD/MM/YYYY format only'],
    ['Date of Purchase', 'Date of Purchase should be in DD/MM/YYYY format only'],
  ])('a date labelled %s that is not dd/mm/yyyy says "%s"', (label, message) => {
    expect(dateFormatMessageOf(label)).toBe(message);
    expect(buildRule({ name: 'date' }, { formatMessage: dateFormatMessageOf(label) }).safeParse('01122026').error?.issues[0]?.message).toBe(message);
  });

  it('refuses each bad value with exactly one message', () => {
    const result = buildRule({ name: 'dob' }).safeParse('31/02/1990');
    expect(result.error?.issues).toHaveLength(1);
  });

  it('keeps the spec wording of §8 quote errors', () => {
    expect(messages).toMatchObject({
      enterLeadName: 'Enter Lead Name',
      enterBusinessName: 'Enter Business Name',
      selectInsurer: 'Select Insurer',
      selectPlanType: 'Select Plan Type',
      enterValidPinCode: 'Enter Valid PinCode',
      enterCustomerName: 'Enter Customer Name',
      chooseOption: 'Choose an option',
      selectAmount: 'Select Valid Amount',
      nameRequired: 'Name is required!',
      eldestMemberAgeRequired: 'Eldest Member Age is required!',
      pinCodeRequired: 'Pincode is required!',
      selectCashAllowance: 'Select Valid Cash Allowance',
    });
  });

  it('types rule references: required parameters cannot be left out', () => {
    // @ts-expect-error ageBetween needs min, max and message
    const missing: RuleRef = { name: 'ageBetween' };
    const parameterless: RuleRef = { name: 'imei' };
    expect([missing.name, parameterless.name]).toEqual(['ageBetween', 'imei']);
  });
});
