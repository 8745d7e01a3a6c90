import type { FieldConfig } from '../fields/field-config';
import { amountOptions } from '../fields/options';
import type { indianStates } from '../validation/indian-states';
import { messages, PIN_CODE_PATTERN } from '../validation/rule-messages';
import { commonProposerFields, nomineeFields, leadNameField, planCodeField, sampleNominee, sampleProposer } from './common-proposer';
import { premiumFromTotal } from './premium';
import type { FormDefinition, PolicyCover, ProductDefinition, SaleDefinition } from './product-definition';
import { allTenants } from './product-tenants';
import { healthFreeLook } from './free-look';

/** SPEC §3: sum insured options; 10,00,000 preselected for the Mint tenants. */
export const groupPersonalAccidentSumInsured = [1000000, 1500000] as const;
export const GROUP_PA_DEFAULT_SUM_INSURED = 1000000;
export const whiteLabelGroupPersonalAccidentSumInsured = [100000, 200000, 300000, 500000, 1000000] as const;

type IndianState = (typeof indianStates)[number];

export const GROUP_PA_PLAN = 'GROUP_PA';
const PLAN = GROUP_PA_PLAN;

/**
 * Tariffs (docs/decisions/0030), GST included, per lakh (Rs 1,00,000) of sum insured, rounded up to the
 * whole rupee: Mint tenants Rs 51.90 (Rs 10 lakh → Rs 519, §9; Rs 15 lakh → Rs 779); the white-label
 * bank's group policy Rs 55 (Rs 1 lakh → Rs 55, §9; Rs 10 lakh → Rs 550), smaller covers costing more a lakh.
 */
export const groupPaRatePerLakhPaise = 5190;
export const whiteLabelGroupPaRatePerLakhPaise = 5500;

export function calculateGroupPaPremiumPaise(sumInsured: number, ratePerLakhPaise: number): number {
  return Math.ceil((sumInsured * ratePerLakhPaise) / 100000 / 100) * 100;
}

/**
 * Sandbox serviceable areas (docs/decisions/0030): the first two digits of an Indian PIN name its postal
 * circle, here reduced to the circle's main state; three-digit prefixes name the large cities (and the
 * territories that share a circle with a state). Two-digit prefixes missing here (10, 29, 35, 54, 55, 65,
 * 66, 86 to 89) are unassigned, and 90 to 99 are the Army Postal Service: not serviceable. A live insurer
 * would answer from its own pin-code master.
 */
const pinStateByTwoDigits: Readonly<Record<string, IndianState>> = {
  '11': 'Delhi',
  '12': 'Haryana',
  '13': 'Haryana',
  '14': 'Punjab',
  '15': 'Punjab',
  '16': 'Punjab',
  '17': 'Himachal Pradesh',
  '18': 'Jammu and Kashmir',
  '19': 'Jammu and Kashmir',
  '20': 'Uttar Pradesh',
  '21': 'Uttar Pradesh',
  '22': 'Uttar Pradesh',
  '23': 'Uttar Pradesh',
  '24': 'Uttar Pradesh',
  '25': 'Uttar Pradesh',
  '26': 'Uttarakhand',
  '27': 'Uttar Pradesh',
  '28': 'Uttar Pradesh',
  '30': 'Rajasthan',
  '31': 'Rajasthan',
  '32': 'Rajasthan',
  '33': 'Rajasthan',
  '34': 'Rajasthan',
  '36': 'Gujarat',
  '37': 'Gujarat',
  '38': 'Gujarat',
  '39': 'Gujarat',
  '40': 'Maharashtra',
  '41': 'Maharashtra',
  '42': 'Maharashtra',
  '43': 'Maharashtra',
  '44': 'Maharashtra',
  '45': 'Madhya Pradesh',
  '46': 'Madhya Pradesh',
  '47': 'Madhya Pradesh',
  '48': 'Madhya Pradesh',
  '49': 'Chhattisgarh',
  '50': 'Telangana',
  '51': 'Andhra Pradesh',
  '52': 'Andhra Pradesh',
  '53': 'Andhra Pradesh',
  '56': 'Karnataka',
  '57': 'Karnataka',
  '58': 'Karnataka',
  '59': 'Karnataka',
  '60': 'Tamil Nadu',
  '61': 'Tamil Nadu',
  '62': 'Tamil Nadu',
  '63': 'Tamil Nadu',
  '64': 'Tamil Nadu',
  '67': 'Kerala',
  '68': 'Kerala',
  '69': 'Kerala',
  '70': 'West Bengal',
  '71': 'West Bengal',
  '72': 'West Bengal',
  '73': 'West Bengal',
  '74': 'West Bengal',
  '75': 'Odisha',
  '76': 'Odisha',
  '77': 'Odisha',
  '78': 'Assam',
  '79': 'Meghalaya',
  '80': 'Bihar',
  '81': 'Jharkhand',
  '82': 'Jharkhand',
  '83': 'Jharkhand',
  '84': 'Bihar',
  '85': 'Bihar',
};

const pinPlaceByThreeDigits: Readonly<Record<string, { city?: string; state?: IndianState }>> = {
  '110': { city: 'New Delhi' },
  '122': { city: 'Gurugram' },
  '160': { city: 'Chandigarh', state: 'Chandigarh' },
  '194': { city: 'Leh', state: 'Ladakh' },
  '226': { city: 'Lucknow' },
  '248': { city: 'Dehradun', state: 'Uttarakhand' },
  '302': { city: 'Jaipur' },
  '380': { city: 'Ahmedabad' },
  '395': { city: 'Surat' },
  '400': { city: 'Mumbai' },
  '403': { city: 'Panaji', state: 'Goa' },
  '411': { city: 'Pune' },
  '440': { city: 'Nagpur' },
  '452': { city: 'Indore' },
  '462': { city: 'Bhopal' },
  '500': { city: 'Hyderabad' },
  '530': { city: 'Visakhapatnam' },
  '560': { city: 'Bengaluru' },
  '600': { city: 'Chennai' },
  '605': { city: 'Puducherry', state: 'Puducherry' },
  '641': { city: 'Coimbatore' },
  '682': { city: 'Kochi' },
  '695': { city: 'Thiruvananthapuram' },
  '700': { city: 'Kolkata' },
  '737': { city: 'Gangtok', state: 'Sikkim' },
  '744': { city: 'Port Blair', state: 'Andaman and Nicobar Islands' },
  '751': { city: 'Bhubaneswar' },
  '781': { city: 'Guwahati' },
  '790': { state: 'Arunachal Pradesh' },
  '795': { city: 'Imphal', state: 'Manipur' },
  '796': { city: 'Aizawl', state: 'Mizoram' },
  '797': { state: 'Nagaland' },
  '799': { city: 'Agartala', state: 'Tripura' },
  '800': { city: 'Patna' },
  '834': { city: 'Ranchi' },
};

/** Where a PIN is served, for GET /api/products/group-personal-accident/lookups/validatePincode. */
export interface PinCodeArea {
  pinCode: string;
  serviceable: boolean;
  city: string | null;
  state: IndianState | null;
}

/** The area of a well-formed PIN (six digits, not starting with 0), or null for a malformed one. */
export function findPinCodeArea(pinCode: string): PinCodeArea | null {
  if (!PIN_CODE_PATTERN.test(pinCode)) return null;
  const place = pinPlaceByThreeDigits[pinCode.slice(0, 3)];
  const state = place?.state ?? pinStateByTwoDigits[pinCode.slice(0, 2)] ?? null;
  return { pinCode, serviceable: state !== null, city: state ? (place?.city ?? null) : null, state };
}

export function isServiceablePinCode(pinCode: string): boolean {
  return findPinCodeArea(pinCode)?.serviceable ?? false;
}

const sumInsuredField = (amounts: readonly number[], preselected?: number): FieldConfig => ({
  name: 'sumInsured',
  kind: 'select',
  inputType: 'text',
  label: 'Sum Insured',
  mandatory: true,
  options: amountOptions(amounts),
  ...(preselected !== undefined ? { defaultValue: String(preselected) } : {}),
  requiredMessage: messages.selectSumInsured,
});

/**
 * Quote: plan, sum insured and the insured's pin code, which must be a serviceable area (the same table
 * the validatePincode lookup answers from, so browser and server agree): 'Enter Valid PinCode' (§8).
 */
const quoteOf = (sumInsured: FieldConfig): FormDefinition => ({
  fields: [
    planCodeField([{ value: PLAN, label: 'Group Personal Accident' }]),
    // The member enrolled, as the partner's lead (SPEC §3 leadName).
    leadNameField,
    sumInsured,
    {
      name: 'pinCode',
      kind: 'text',
      inputType: 'tel',
      label: 'Pincode',
      mandatory: true,
      rule: { name: 'pinCode', message: messages.enterValidPinCode },
      requiredMessage: messages.pinCodeRequired,
      maxLength: 6,
      placeholder: 'Pincode of the insured',
    },
  ],
  refine: (values, ctx) => {
    if (typeof values.pinCode === 'string' && values.pinCode && !isServiceablePinCode(values.pinCode)) {
      ctx.addIssue({ code: 'custom', message: messages.enterValidPinCode, path: ['pinCode'] });
    }
  },
});

/** The covers of the group policy: death and permanent total disability pay the sum insured; the Mint plan adds partial disability. */
const groupPaCovers =
  (partialDisability: boolean) =>
  (_quote: unknown, sumInsured: number | undefined): PolicyCover[] => {
    const capital = sumInsured ?? 0;
    const covers: PolicyCover[] = [
      { cover: 'Accidental death', sumInsured: { pays: 'sumInsured', rupees: capital } },
      { cover: 'Permanent total disability', sumInsured: { pays: 'sumInsured', rupees: capital } },
    ];
    if (partialDisability) covers.push({ cover: 'Permanent partial disability', sumInsured: { pays: 'upToShare', rupees: capital } });
    return covers;
  };

const saleOf = (sumInsured: FieldConfig, ratePerLakhPaise: number, sampleSumInsured: number, partialDisability: boolean): SaleDefinition => ({
  covers: groupPaCovers(partialDisability),
  insurers: ['KAVACH_GENERAL'],
  quote: quoteOf(sumInsured),
  proposal: { fields: [...commonProposerFields, ...nomineeFields] },
  // The insured's pin code decides whether the area is served: the proposer's address is that one.
  proposalAnswersFromQuote: { pinCode: 'pinCode' },
  calculatePremium: (quote) => {
    const amount = Number(quote.sumInsured);
    return premiumFromTotal({
      planCode: PLAN,
      sumInsured: amount,
      totalPremium: calculateGroupPaPremiumPaise(amount, ratePerLakhPaise),
      netLabel: 'Group Personal Accident premium',
    });
  },
  samples: (today) => ({
    quote: { planCode: PLAN, leadName: 'Asha Patil', sumInsured: String(sampleSumInsured), pinCode: '411001' },
    proposal: { ...sampleProposer(today), ...sampleNominee(today) },
  }),
});

const mintSale = saleOf(
  sumInsuredField(groupPersonalAccidentSumInsured, GROUP_PA_DEFAULT_SUM_INSURED),
  groupPaRatePerLakhPaise,
  GROUP_PA_DEFAULT_SUM_INSURED,
  true,
);
// SPEC §3 preselects Rs 10 lakh only for the Mint tenants; the bank's partner chooses the cover.
const whiteLabelSale = saleOf(sumInsuredField(whiteLabelGroupPersonalAccidentSumInsured), whiteLabelGroupPaRatePerLakhPaise, 100000, false);

export const groupPersonalAccident: ProductDefinition = {
  code: 'group-personal-accident',
  name: 'Group Personal Accident',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: allTenants,
  startingPrice: 51900,
  plans: [
    {
      code: PLAN,
      name: 'Group Personal Accident',
      startingPrice: 51900,
      description: 'Accidental death and permanent disability cover of Rs 10 or 15 lakh.',
      benefits: ['Accidental death', 'Permanent total and partial disability', 'Worldwide, round the clock'],
    },
  ],
  requiresAuthorisation: false,
  payoutRateBps: 1500,
  // IRDAI 2024, regulation 20: 30 days to return a health policy, personal accident included (decision 0101).
  freeLook: healthFreeLook,
  landing: {
    tagline: 'Rs 10 lakh accident cover from Rs 519 a year',
    faqs: [
      { question: 'What is covered?', answer: 'Death or permanent disability caused by an accident, anywhere in the world.' },
      { question: 'Is a medical check-up needed?', answer: 'No.' },
    ],
  },
  sale: mintSale,
  tenantVariants: {
    sahyadri: {
      sale: whiteLabelSale,
      sellerBrand: 'sahyadri',
      payoutRateBps: 1000,
      startingPrice: 5500,
      plans: [
        {
          code: PLAN,
          name: 'Sahyadri Group Personal Accident',
          startingPrice: 5500,
          description: 'Accident cover of Rs 1 lakh to Rs 10 lakh for bank customers.',
          benefits: ['Accidental death', 'Permanent total disability', 'Enrolment through the bank'],
        },
      ],
      landing: {
        tagline: 'Accident cover for Sahyadri Co-operative Bank customers, from Rs 55 a year',
        banners: [
          { title: 'Accident cover from Rs 55 a year', text: 'Cover of Rs 1 lakh to Rs 10 lakh for account holders.' },
          { title: 'Enrol at your branch or with your Sahyadri agent', text: 'No medical check-up; the policy certificate comes by email.' },
        ],
        brochures: [
          {
            id: 'sahyadri-personal-accident',
            title: 'Sahyadri Group Personal Accident brochure (PDF)',
            summary: 'Sahyadri Co-operative Bank offers its account holders accident cover under a group policy.',
          },
        ],
        faqs: [
          { question: 'Is a medical check-up needed?', answer: "No. Enrolment needs only the member's details and a nominee." },
          { question: 'Who can enrol?', answer: 'Account holders of Sahyadri Co-operative Bank.' },
          { question: 'How much cover can I choose?', answer: 'Rs 1, 2, 3, 5 or 10 lakh.' },
        ],
      },
    },
  },
};
