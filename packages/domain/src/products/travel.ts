import type { FieldConfig, FormValues } from '../fields/field-config';
import { formatDob, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { commonProposerFields, planCodeField, sampleProposer } from './common-proposer';
import { addDays, capitalisedOptions, checkDate, chosen, dateValue, daysBetween, isChildAge, memberFields } from './insured-members';
import { premiumFromTotal } from './premium';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const TRAVEL_PLAN = 'TRAVEL';

/** SPEC §3: destinations, add-ons, loadings, discounts and insured member types. */
export const travelDestinations = ['WORLDWIDE', 'EXC_USA_CANADA'] as const;
export const travelAddOns = ['CRUISE_COVER', 'TERRORISM'] as const;
export const travelLoadings = ['WINTER_SPORT', 'GOLF_SPORT'] as const;
export const travelDiscounts = ['MEDEX_DISC', 'BAGGAGE_DISC'] as const;
export const travelMemberTypes = ['SPOUSE', 'CHILD', 'MOTHER', 'FATHER', 'OTHERS'] as const;

/** Trip limits (docs/decisions/0032): bought up to 180 days ahead, for a trip of at most 180 days. */
export const travelLimits = { maxDaysAhead: 180, maxTripDays: 180, adultMinAge: 18, adultMaxAge: 85 } as const;

/** Messages the spec does not word (docs/decisions/0032), in the style of its own. */
export const travelMessages = {
  startInPast: 'Trip start date cannot be in the past',
  startTooFar: 'Trip should start within 180 days from today',
  endNotAfterStart: 'Trip end date should be after the start date',
  tooLong: 'Trip should not be longer than 180 days',
  adultAge: 'Age should be between 18 to 85 years',
  nationality: 'Nationality should be alphabetical only',
  passportNumber: 'Enter valid passport number',
  emirateIdRequired: 'Emirates ID is required for non-Indian nationals',
  emirateId: 'Enter valid Emirates ID',
  emirateIdExpiryRequired: 'Emirates ID expiry date is required for non-Indian nationals',
  emirateIdExpired: 'Emirates ID has expired',
} as const;

/**
 * Tariff in rupees per traveller, GST included (docs/decisions/0032): a base by destination and trip
 * length; loadings a share of the base; add-ons and discounts flat. A trip of up to 7 days outside the
 * USA and Canada with both discounts is the cheapest: 800 − 100 − 50 = the Rs 650 of SPEC §9.
 */
export const travelTariff = {
  /** [longest trip of the band in days, base], ascending. */
  base: {
    EXC_USA_CANADA: [
      [7, 800],
      [15, 1100],
      [30, 1500],
      [60, 2300],
      [90, 3100],
      [180, 4800],
    ],
    WORLDWIDE: [
      [7, 1300],
      [15, 1800],
      [30, 2500],
      [60, 3800],
      [90, 5100],
      [180, 7900],
    ],
  } as Readonly<Record<string, readonly (readonly [number, number])[]>>,
  loadings: { WINTER_SPORT: 0.25, GOLF_SPORT: 0.1 } as Readonly<Record<string, number>>,
  addOns: { CRUISE_COVER: 400, TERRORISM: 150 } as Readonly<Record<string, number>>,
  discounts: { MEDEX_DISC: 100, BAGGAGE_DISC: 50 } as Readonly<Record<string, number>>,
} as const;

/** Days of the trip, both the start and the end day counted. */
export function travelTripDays(quote: FormValues): number {
  const start = dateValue(quote, 'tripStartDate');
  const end = dateValue(quote, 'tripEndDate');
  return start && end ? daysBetween(start, end) + 1 : 0;
}

export function calculateTravelPremiumPaise(quote: FormValues): number {
  const bands = travelTariff.base[String(quote.destinationCountryCode)] ?? [];
  const days = travelTripDays(quote);
  const base = bands.find(([upTo]) => days <= upTo)?.[1] ?? 0;
  const sum = (names: string[], table: Readonly<Record<string, number>>) => names.reduce((total, name) => total + (table[name] ?? 0), 0);
  const perTraveller =
    base +
    Math.round(base * sum(chosen(quote, 'loadings'), travelTariff.loadings)) +
    sum(chosen(quote, 'addOns'), travelTariff.addOns) -
    sum(chosen(quote, 'discounts'), travelTariff.discounts);
  const travellers = 1 + chosen(quote, 'insuredMembers').length;
  return travellers * perTraveller * 100;
}

const membersField = 'insuredMembers';
const adultAge = { name: 'ageBetween', min: travelLimits.adultMinAge, max: travelLimits.adultMaxAge, message: travelMessages.adultAge } as const;
const member = (prefix: string, label: string, value: string, adult = true) =>
  memberFields({ prefix, label, shownBy: { field: membersField, value }, ...(adult ? { dobRule: adultAge } : {}) });
const dateField = { kind: 'date', inputType: 'text', placeholder: 'DD/MM/YYYY', maxLength: 10, rule: { name: 'date' } } as const;

const quoteFields: readonly FieldConfig[] = [
  planCodeField([{ value: TRAVEL_PLAN, label: 'International Travel' }]),
  { name: 'tripStartDate', ...dateField, label: 'Trip Start Date', mandatory: true },
  { name: 'tripEndDate', ...dateField, label: 'Trip End Date', mandatory: true },
  {
    name: 'destinationCountryCode',
    kind: 'select',
    inputType: 'text',
    label: 'Destination',
    mandatory: true,
    options: [
      { value: 'WORLDWIDE', label: 'Worldwide' },
      { value: 'EXC_USA_CANADA', label: 'Worldwide excluding USA & Canada' },
    ],
    requiredMessage: messages.chooseOption,
  },
  {
    name: membersField,
    kind: 'multiselect',
    inputType: 'checkbox',
    label: 'Also Travelling',
    mandatory: false,
    options: capitalisedOptions(travelMemberTypes),
    defaultValue: [],
    requiredMessage: messages.chooseOption,
  },
  ...member('spouse', 'Spouse', 'SPOUSE'),
  ...member('child', 'Child', 'CHILD', false),
  ...member('mother', 'Mother', 'MOTHER'),
  ...member('father', 'Father', 'FATHER'),
  ...member('others', 'Other Traveller', 'OTHERS'),
  // The three names B2's web toggles select and unselect (SPEC §4 local actions).
  {
    name: 'addOns',
    kind: 'multiselect',
    inputType: 'checkbox',
    label: 'Add-ons',
    mandatory: false,
    options: [
      { value: 'CRUISE_COVER', label: 'Cruise Cover' },
      { value: 'TERRORISM', label: 'Terrorism' },
    ],
    defaultValue: [],
    requiredMessage: messages.chooseOption,
  },
  {
    name: 'loadings',
    kind: 'multiselect',
    inputType: 'checkbox',
    label: 'Sports Loadings',
    mandatory: false,
    options: [
      { value: 'WINTER_SPORT', label: 'Winter Sports' },
      { value: 'GOLF_SPORT', label: 'Golf' },
    ],
    defaultValue: [],
    requiredMessage: messages.chooseOption,
  },
  {
    name: 'discounts',
    kind: 'multiselect',
    inputType: 'checkbox',
    label: 'Discounts',
    mandatory: false,
    options: [
      { value: 'MEDEX_DISC', label: 'Medical Expenses Deductible' },
      { value: 'BAGGAGE_DISC', label: 'No Baggage Cover' },
    ],
    defaultValue: [],
    requiredMessage: messages.chooseOption,
    hint: 'Rs 100 and Rs 50 less per traveller',
  },
];

/**
 * A traveller who is not Indian is a UAE resident, identified by the Emirates ID: asked only then (an
 * Indian traveller never sees it), and then required.
 */
const uaeTraveller = { field: 'nationality', notEquals: ['Indian', 'India'] } as const;

const travellerFields: readonly FieldConfig[] = [
  {
    name: 'mobileCountryCode',
    kind: 'text',
    inputType: 'tel',
    label: 'Mobile Country Code',
    mandatory: true,
    rule: { name: 'mobileCountryCode' },
    requiredMessage: messages.mobileCountryCode,
    defaultValue: '+91',
    maxLength: 5,
  },
  {
    name: 'nationality',
    kind: 'text',
    inputType: 'text',
    label: 'Nationality',
    mandatory: true,
    rule: { name: 'lettersAndSpaces', message: travelMessages.nationality },
    defaultValue: 'Indian',
    maxLength: 40,
  },
  {
    name: 'passportNumber',
    kind: 'text',
    inputType: 'text',
    label: 'Passport Number',
    mandatory: true,
    rule: { name: 'alphanumeric', message: travelMessages.passportNumber },
    maxLength: 9,
  },
  {
    name: 'emirateId',
    kind: 'text',
    inputType: 'text',
    label: 'Emirates ID',
    mandatory: true,
    requiredMessage: travelMessages.emirateIdRequired,
    placeholder: '784-YYYY-NNNNNNN-N',
    maxLength: 18,
    showWhen: uaeTraveller,
  },
  {
    name: 'emirateIdExpiry',
    ...dateField,
    label: 'Emirates ID Expiry Date',
    mandatory: true,
    requiredMessage: travelMessages.emirateIdExpiryRequired,
    showWhen: uaeTraveller,
  },
];

export const travel: ProductDefinition = {
  code: 'travel',
  name: 'Travel Insurance',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 65000,
  plans: [
    {
      code: TRAVEL_PLAN,
      name: 'International Travel',
      startingPrice: 65000,
      description: 'Medical emergencies, baggage and trip troubles abroad.',
      benefits: ['Worldwide or excluding USA and Canada', 'Cruise and terrorism add-ons', 'Family cover'],
    },
  ],
  requiresAuthorisation: false,
  payoutRateBps: 1500,
  landing: {
    tagline: 'Travel abroad covered from Rs 650',
    faqs: [
      { question: 'Which countries are covered?', answer: 'Worldwide, or worldwide excluding the USA and Canada at a lower premium.' },
      { question: 'How long a trip can be covered?', answer: 'Up to 180 days, bought up to 180 days before the trip starts.' },
    ],
  },
  sale: {
    insurers: ['KAVACH_GENERAL'],
    needsKyc: true,
    quote: {
      fields: quoteFields,
      refine: (values, ctx) => {
        const today = indiaToday();
        checkDate(values, 'tripStartDate', (start) => start.getTime() >= today.getTime(), travelMessages.startInPast, ctx);
        checkDate(values, 'tripStartDate', (start) => daysBetween(today, start) <= travelLimits.maxDaysAhead, travelMessages.startTooFar, ctx);
        const start = dateValue(values, 'tripStartDate');
        if (start) {
          checkDate(values, 'tripEndDate', (end) => end.getTime() > start.getTime(), travelMessages.endNotAfterStart, ctx);
          checkDate(values, 'tripEndDate', (end) => daysBetween(start, end) + 1 <= travelLimits.maxTripDays, travelMessages.tooLong, ctx);
        }
        checkDate(values, 'childDob', (dob) => isChildAge(dob, today), messages.childAge, ctx);
      },
    },
    proposal: {
      fields: [...commonProposerFields, ...travellerFields],
      refine: (values, ctx) => {
        if (typeof values.passportNumber === 'string' && !/^[A-Za-z0-9]{6,9}$/.test(values.passportNumber)) {
          ctx.addIssue({ code: 'custom', message: travelMessages.passportNumber, path: ['passportNumber'] });
        }
        const emirateId = values.emirateId;
        if (typeof emirateId === 'string' && emirateId && !/^784-?\d{4}-?\d{7}-?\d$/.test(emirateId)) {
          ctx.addIssue({ code: 'custom', message: travelMessages.emirateId, path: ['emirateId'] });
        }
        checkDate(values, 'emirateIdExpiry', (expiry) => expiry.getTime() >= indiaToday().getTime(), travelMessages.emirateIdExpired, ctx);
      },
    },
    calculatePremium: (quote) =>
      premiumFromTotal({
        planCode: TRAVEL_PLAN,
        totalPremium: calculateTravelPremiumPaise(quote),
        netLabel: `International Travel premium, ${travelTripDays(quote)} days`,
      }),
    // The cheapest trip (the landing's "from Rs 650"): a week outside the USA and Canada, both discounts.
    samples: (today) => ({
      quote: {
        planCode: TRAVEL_PLAN,
        tripStartDate: formatDob(addDays(today, 7)),
        tripEndDate: formatDob(addDays(today, 13)),
        destinationCountryCode: 'EXC_USA_CANADA',
        insuredMembers: [],
        addOns: [],
        loadings: [],
        discounts: ['MEDEX_DISC', 'BAGGAGE_DISC'],
      },
      proposal: {
        ...sampleProposer(today),
        mobileCountryCode: '+91',
        nationality: 'Indian',
        passportNumber: 'K1234567',
        emirateId: '',
        emirateIdExpiry: '',
      },
    }),
  },
};
