import type { FieldConfig, FieldOption } from '../fields/field-config';
import { messages } from '../validation/rule-messages';
import { commonProposerFields, planCodeField, replaceField, sampleProposer } from './common-proposer';
import { premiumFromTotal } from './premium';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const ROADSIDE_PLAN = 'ROADSIDE_ASSISTANCE';

/**
 * Vehicle types and their yearly fee, GST included (docs/decisions/0031): a two-wheeler is the Rs 99
 * starting price of SPEC §9; a four-wheeler, towed further on a flatbed, costs Rs 199.
 */
export const roadsideVehicleTypes = [
  { value: 'TWO_WHEELER', label: 'Two-wheeler', totalPremium: 9900 },
  { value: 'FOUR_WHEELER', label: 'Four-wheeler', totalPremium: 19900 },
] as const;

/** Messages the spec does not word (it says only that VIN, make and model are alphanumeric). */
export const roadsideMessages = {
  vin: 'Enter valid VIN',
  vehicleMake: 'Enter valid vehicle make',
  vehicleModel: 'Enter valid vehicle model',
  breakdownPoint: 'Select Valid RTO',
} as const;

/**
 * RTOs offered as the breakdown point (GET /api/products/oneapi_bike/lookups/rto): sandbox data, a
 * sample of regional transport offices by code, so help is sent from the hub that serves that area.
 */
export const rtoOffices: readonly FieldOption[] = [
  ['MH01', 'Mumbai Central'],
  ['MH02', 'Mumbai West'],
  ['MH03', 'Mumbai East'],
  ['MH04', 'Thane'],
  ['MH12', 'Pune'],
  ['MH14', 'Pimpri-Chinchwad'],
  ['MH15', 'Nashik'],
  ['MH31', 'Nagpur'],
  ['DL01', 'Delhi North'],
  ['DL03', 'Delhi South'],
  ['DL08', 'Delhi West'],
  ['KA01', 'Bengaluru Central'],
  ['KA03', 'Bengaluru East'],
  ['KA05', 'Bengaluru South'],
  ['TN01', 'Chennai Central'],
  ['TN09', 'Chennai West'],
  ['TS09', 'Hyderabad Central'],
  ['TS07', 'Rangareddy'],
  ['GJ01', 'Ahmedabad'],
  ['GJ05', 'Surat'],
  ['RJ14', 'Jaipur'],
  ['UP32', 'Lucknow'],
  ['UP16', 'Noida'],
  ['HR26', 'Gurugram'],
  ['WB01', 'Kolkata'],
  ['KL07', 'Ernakulam'],
].map(([code, place]) => ({ value: code!, label: `${code} ${place}` }));

const rtoCodes = new Set(rtoOffices.map((office) => office.value));

const quoteFields: readonly FieldConfig[] = [
  planCodeField([{ value: ROADSIDE_PLAN, label: 'Roadside Assistance' }]),
  {
    name: 'vehicleType',
    kind: 'radio',
    inputType: 'text',
    label: 'Vehicle Type',
    mandatory: true,
    options: roadsideVehicleTypes.map(({ value, label }) => ({ value, label })),
    defaultValue: 'TWO_WHEELER',
    requiredMessage: messages.chooseOption,
  },
];

const vehicleFields: readonly FieldConfig[] = [
  {
    name: 'vehicleNumber',
    kind: 'text',
    inputType: 'text',
    label: 'Vehicle Number',
    mandatory: true,
    rule: { name: 'vehicleNumber' },
    requiredMessage: messages.vehicleNumber,
    maxLength: 10,
    placeholder: 'e.g. MH12AB1234',
  },
  {
    name: 'vin',
    kind: 'text',
    inputType: 'text',
    label: 'VIN (Chassis Number)',
    mandatory: true,
    rule: { name: 'alphanumeric', message: roadsideMessages.vin },
    requiredMessage: roadsideMessages.vin,
    maxLength: 17,
  },
  {
    name: 'vehicleMake',
    kind: 'text',
    inputType: 'text',
    label: 'Vehicle Make',
    mandatory: true,
    rule: { name: 'alphanumericWords', message: roadsideMessages.vehicleMake },
    requiredMessage: roadsideMessages.vehicleMake,
    maxLength: 40,
    placeholder: 'e.g. Honda',
  },
  {
    name: 'vehicleModel',
    kind: 'text',
    inputType: 'text',
    label: 'Vehicle Model',
    mandatory: true,
    rule: { name: 'alphanumericWords', message: roadsideMessages.vehicleModel },
    requiredMessage: roadsideMessages.vehicleModel,
    maxLength: 40,
    placeholder: 'e.g. Activa 6G',
  },
  {
    name: 'breakdownPoint',
    kind: 'select',
    inputType: 'text',
    label: 'Breakdown Point (RTO)',
    mandatory: true,
    optionsFrom: '/products/oneapi_bike/lookups/rto',
    requiredMessage: roadsideMessages.breakdownPoint,
    hint: 'The area where help is most often needed',
  },
];

/** SPEC §5: roadside allows an empty dob; a dob given is still checked. */
const proposerFields = replaceField(commonProposerFields, 'dob', {
  name: 'dob',
  kind: 'date',
  inputType: 'text',
  label: 'Date of Birth (optional)',
  mandatory: false,
  rule: { name: 'dob' },
  placeholder: 'DD/MM/YYYY',
  maxLength: 10,
});

export const roadsideAssistance: ProductDefinition = {
  code: 'roadside-assistance',
  name: 'Roadside Assistance',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 9900,
  plans: [
    {
      code: ROADSIDE_PLAN,
      name: 'Roadside Assistance',
      startingPrice: 9900,
      description: 'Help on the road for a two- or four-wheeler, round the clock.',
      benefits: ['Towing to the nearest garage', 'Flat tyre and battery jump-start', 'Fuel delivery'],
    },
  ],
  requiresAuthorisation: false,
  payoutRateBps: 2000,
  landing: {
    tagline: 'Breakdown help anywhere in India from Rs 99',
    faqs: [
      { question: 'How is help called?', answer: 'On the toll-free helpline, giving the vehicle number and the breakdown point.' },
      { question: 'What does it cost?', answer: 'Rs 99 a year for a two-wheeler and Rs 199 for a four-wheeler, GST included.' },
    ],
  },
  sale: {
    insurers: ['KAVACH_GENERAL'],
    quote: { fields: quoteFields },
    proposal: {
      fields: [...vehicleFields, ...proposerFields],
      // The RTO list is fetched by the browser; the server checks the value is one of them.
      refine: (values, ctx) => {
        if (typeof values.breakdownPoint === 'string' && values.breakdownPoint && !rtoCodes.has(values.breakdownPoint)) {
          ctx.addIssue({ code: 'custom', message: roadsideMessages.breakdownPoint, path: ['breakdownPoint'] });
        }
      },
    },
    calculatePremium: (quote) => {
      const vehicleType = roadsideVehicleTypes.find((type) => type.value === quote.vehicleType) ?? roadsideVehicleTypes[0];
      return premiumFromTotal({
        planCode: ROADSIDE_PLAN,
        totalPremium: vehicleType.totalPremium,
        netLabel: `Roadside Assistance fee (${vehicleType.label.toLowerCase()})`,
      });
    },
    samples: (today) => ({
      quote: { planCode: ROADSIDE_PLAN, vehicleType: 'TWO_WHEELER' },
      proposal: {
        vehicleNumber: 'MH12AB1234',
        vin: 'ME4JF50AXLT123456',
        vehicleMake: 'Honda',
        vehicleModel: 'Activa 6G',
        breakdownPoint: 'MH12',
        ...sampleProposer(today),
        // SPEC §5: the one product whose proposer may leave the date of birth empty.
        dob: '',
      },
    }),
  },
};
