import type { FieldConfig, FieldOption } from '../fields/field-config';
import { formatDob } from '../validation/dates';
import { indianStates } from '../validation/indian-states';
import { messages } from '../validation/rule-messages';
import { commonProposerFields, invoiceFields, planCodeField, replaceField, sampleProposer } from './common-proposer';
import { premiumFromTotal } from './premium';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const MOBILE_PLAN = 'MOBILE_PROTECTION';

/**
 * Device price bounds in rupees (SPEC §5, §9). The spec has two readings of the upper bound
 * (under 200000, or 150000); we sell up to, not including, Rs 2,00,000.
 */
export const MOBILE_PRICE_MIN = 10000;
export const MOBILE_PRICE_MAX_EXCLUSIVE = 200000;

/**
 * Tariff: 8% of the device price, GST included, rounded up to the whole rupee, never less than the
 * Rs 1,200 starting price of SPEC §9 (so phones up to Rs 15,000 pay Rs 1,200; a Rs 50,000 phone pays Rs 4,000).
 */
export const MOBILE_RATE = 0.08;
export const MOBILE_MINIMUM_PREMIUM_PAISE = 120000;

/**
 * Messages the spec does not word: it states the purchase-date rule but not its text; the invoice
 * follows the wording of its upload messages ('Add PAN Card as a PDF or Image').
 */
export const mobileMessages = {
  purchasedToday: 'The plan covers only phones purchased today',
  invoiceFile: 'Add Invoice as a PDF or Image',
  couponCode: 'Enter valid coupon code',
} as const;

/** Brands offered in the brand dropdown (GET /api/products/mobile/brands). */
export const mobileBrands: readonly FieldOption[] = [
  'Apple',
  'Samsung',
  'OnePlus',
  'Xiaomi',
  'Redmi',
  'Poco',
  'Realme',
  'Vivo',
  'iQOO',
  'Oppo',
  'Motorola',
  'Google',
  'Nothing',
  'Nokia',
  'Honor',
  'Asus',
  'Tecno',
  'Infinix',
  'Lava',
].map((brand) => ({ value: brand, label: brand }));

export function calculateMobilePremiumPaise(devicePrice: number): number {
  return Math.max(MOBILE_MINIMUM_PREMIUM_PAISE, Math.ceil(devicePrice * MOBILE_RATE) * 100);
}

const quoteFields: readonly FieldConfig[] = [
  planCodeField([{ value: MOBILE_PLAN, label: 'Mobile Damage Protection' }]),
  {
    name: 'devicePrice',
    kind: 'amount',
    inputType: 'tel',
    label: 'Device Price (Rs)',
    mandatory: true,
    rule: {
      name: 'amountBetween',
      min: MOBILE_PRICE_MIN,
      max: MOBILE_PRICE_MAX_EXCLUSIVE,
      maxExclusive: true,
      invalidMessage: messages.price,
      minMessage: messages.priceMin,
      maxMessage: messages.priceMax200000,
    },
    requiredMessage: messages.price,
    placeholder: 'Invoice price in rupees',
    hint: 'Phones from Rs 10,000 up to Rs 2,00,000, bought today',
  },
];

const deviceFields: readonly FieldConfig[] = [
  {
    name: 'imeiNo',
    kind: 'text',
    inputType: 'tel',
    label: 'IMEI Number',
    mandatory: true,
    rule: { name: 'imei' },
    maxLength: 15,
    hint: 'Dial *#06# on the phone to see it',
  },
  {
    name: 'brand',
    kind: 'select',
    inputType: 'text',
    label: 'Brand',
    mandatory: true,
    optionsFrom: '/products/mobile/brands',
    requiredMessage: messages.chooseOption,
  },
  { name: 'model', kind: 'text', inputType: 'text', label: 'Model', mandatory: true, maxLength: 60, placeholder: 'e.g. Galaxy S24' },
  {
    name: 'dateOfPurchase',
    kind: 'date',
    inputType: 'text',
    label: 'Date of Purchase',
    mandatory: true,
    rule: { name: 'today', message: mobileMessages.purchasedToday },
    placeholder: 'DD/MM/YYYY',
    maxLength: 10,
  },
  ...invoiceFields(mobileMessages.invoiceFile),
  {
    name: 'couponCode',
    kind: 'text',
    inputType: 'text',
    label: 'Coupon Code',
    mandatory: false,
    rule: { name: 'alphanumeric', message: mobileMessages.couponCode },
    maxLength: 20,
  },
];

const proposalFields: readonly FieldConfig[] = [
  ...deviceFields,
  ...replaceField(commonProposerFields, 'state', {
    name: 'state',
    kind: 'select',
    inputType: 'text',
    label: 'State',
    mandatory: true,
    optionsFrom: '/products/mobile/states',
    rule: { name: 'state' },
  }),
];

const brandNames = new Set(mobileBrands.map((brand) => brand.value));
const stateNames = new Set<string>(indianStates);

export const mobile: ProductDefinition = {
  code: 'mobile',
  name: 'Mobile Device Protection',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: MOBILE_MINIMUM_PREMIUM_PAISE,
  plans: [
    {
      code: MOBILE_PLAN,
      name: 'Mobile Damage Protection',
      startingPrice: MOBILE_MINIMUM_PREMIUM_PAISE,
      description: 'One year of accidental and liquid damage repair for a phone bought today.',
      benefits: ['Accidental and liquid damage', 'Cashless repair at authorised centres', 'Free pick-up and drop'],
    },
  ],
  requiresAuthorisation: false,
  payoutRateBps: 1500,
  landing: {
    tagline: 'Protect a new phone on the day it is bought',
    faqs: [
      { question: 'Which phones can be covered?', answer: 'Phones priced from Rs 10,000 up to Rs 2,00,000, on the day they are bought.' },
      { question: 'What does it cost?', answer: '8% of the phone price including GST, from Rs 1,200.' },
      { question: 'What is needed to buy?', answer: "The IMEI number, the invoice and the customer's details." },
    ],
  },
  sale: {
    insurers: ['KAVACH_GENERAL'],
    quote: { fields: quoteFields },
    proposal: {
      fields: proposalFields,
      // The brand and state lists are fetched by the browser; the server checks the value is one of them.
      refine: (values, ctx) => {
        if (typeof values.brand === 'string' && values.brand && !brandNames.has(values.brand)) {
          ctx.addIssue({ code: 'custom', message: messages.chooseOption, path: ['brand'] });
        }
        if (typeof values.state === 'string' && values.state && !stateNames.has(values.state)) {
          ctx.addIssue({ code: 'custom', message: messages.state, path: ['state'] });
        }
      },
    },
    calculatePremium: (quote) => {
      const devicePrice = Number(quote.devicePrice);
      return premiumFromTotal({
        planCode: MOBILE_PLAN,
        sumInsured: devicePrice,
        totalPremium: calculateMobilePremiumPaise(devicePrice),
        netLabel: 'Mobile Damage Protection premium',
      });
    },
    samples: (today) => ({
      quote: { planCode: MOBILE_PLAN, devicePrice: '25000' },
      proposal: {
        imeiNo: '356938035643809',
        brand: 'Samsung',
        model: 'Galaxy S24',
        dateOfPurchase: formatDob(today),
        invoiceNumber: 'INV-2024-0012',
        invoiceFile: 'sample-invoice',
        couponCode: '',
        ...sampleProposer(today),
      },
    }),
  },
};
