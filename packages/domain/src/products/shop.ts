import type { FieldConfig, FieldOption } from '../fields/field-config';
import { amountOptions } from '../fields/options';
import { messages } from '../validation/rule-messages';
import { addressFields, commonProposerFields, sampleProposer } from './common-proposer';
import { premiumFromTotal } from './premium';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const shopPlans = { contents: 'CONTENTS', buildingContents: 'BUILDING_CONTENTS' } as const;

/** SPEC §3: contents sum insured of plan CONTENTS, in rupees. */
export const shopContentsOnlySumInsured = [300000, 500000, 1000000, 1500000, 2000000] as const;
/** SPEC §3: contents sum insured of plan BUILDING_CONTENTS. */
export const shopBuildingContentsSumInsured = [300000, 500000, 700000, 1000000] as const;

/**
 * SPEC §3 gives the structure sum-insured groups [500000], [500000, 1000000], [1500000], [2000000] but
 * not how they pair with the content tiers. Our choice: content tier i allows structure group i, so the
 * building is insured in step with what it holds (Rs 3 lakh of contents → Rs 5 lakh structure; Rs 5 lakh
 * → Rs 5 or 10 lakh; Rs 7 lakh → Rs 15 lakh; Rs 10 lakh → Rs 20 lakh).
 */
export const shopStructureSumInsuredByContent: Readonly<Record<string, readonly number[]>> = {
  '300000': [500000],
  '500000': [500000, 1000000],
  '700000': [1500000],
  '1000000': [2000000],
};
export const shopStructureSumInsured = [500000, 1000000, 1500000, 2000000] as const;

/**
 * Tariff, GST included, per lakh (Rs 1,00,000) of sum insured: CONTENTS Rs 172 of contents (Rs 3 lakh →
 * Rs 516); BUILDING_CONTENTS Rs 165 of contents plus Rs 90 of structure (Rs 3 lakh + Rs 5 lakh → Rs 945),
 * the combined plan pricing contents a little lower. Minimum totals are the §9 starting prices.
 */
export const shopRatesPerLakhPaise = {
  contentsOnly: 17200,
  buildingContentsContents: 16500,
  buildingContentsStructure: 9000,
} as const;

/** Occupancies the shop cover insures (GET /api/products/shop/occupancy). */
export const shopOccupancies: readonly FieldOption[] = [
  { value: 'KIRANA', label: 'Kirana / Grocery Store' },
  { value: 'PHARMACY', label: 'Medical / Pharmacy' },
  { value: 'GARMENTS', label: 'Clothing / Garments' },
  { value: 'FOOTWEAR', label: 'Footwear' },
  { value: 'ELECTRONICS', label: 'Electronics & Mobile Accessories' },
  { value: 'STATIONERY', label: 'Stationery & Books' },
  { value: 'HARDWARE', label: 'Hardware & Sanitary' },
  { value: 'BAKERY', label: 'Bakery & Sweets' },
  { value: 'RESTAURANT', label: 'Restaurant / Eatery' },
  { value: 'SALON', label: 'Salon & Beauty Parlour' },
  { value: 'OPTICALS', label: 'Opticals' },
  { value: 'GENERAL', label: 'General Store' },
];

/** Shop FAQs (GET /api/products/shop/lookups/faq), also the landing page's FAQs. */
export const shopFaqs: readonly { question: string; answer: string }[] = [
  {
    question: 'What does the shop cover protect?',
    answer:
      'The stock, furniture and fittings of the shop (CONTENTS), and with BUILDING_CONTENTS the shop structure too, against fire, flood, earthquake, riot and burglary.',
  },
  {
    question: 'Which shops can be covered?',
    answer: 'Pakka shops up to 30 years old, on the ground floor or above; kutcha structures and basements are not covered.',
  },
  { question: 'Can a rented shop be covered?', answer: 'Yes. A tenant usually covers the contents; the owner may add the structure.' },
  { question: 'How much does it cost?', answer: 'From Rs 516 a year for contents and Rs 945 a year for building and contents, GST included.' },
  { question: 'How is a claim made?', answer: 'Inform the insurer within 7 days with photographs, the FIR for burglary or riot, and the stock records.' },
];

const floorOptions: FieldOption[] = [
  { value: '-1', label: 'Basement' },
  { value: '0', label: 'Ground Floor' },
  ...Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: `Floor ${i + 1}` })),
];

const contentField = {
  name: 'contentSumInsured',
  kind: 'select',
  inputType: 'text',
  label: 'Contents Sum Insured',
  mandatory: true,
  requiredMessage: messages.selectContentSumInsured,
} as const;

const shopEligibilityFields: readonly FieldConfig[] = [
  {
    name: 'propertyType',
    kind: 'radio',
    inputType: 'text',
    label: 'Property Type',
    mandatory: true,
    options: [
      { value: 'OWNED', label: 'Owned' },
      { value: 'RENTED', label: 'Rented' },
    ],
    requiredMessage: messages.chooseOption,
  },
  {
    name: 'occupancy',
    kind: 'select',
    inputType: 'text',
    label: 'Occupancy',
    mandatory: true,
    optionsFrom: '/products/shop/occupancy',
    requiredMessage: messages.chooseOption,
  },
  {
    name: 'constructionType',
    kind: 'radio',
    inputType: 'text',
    label: 'Construction Type',
    mandatory: true,
    options: [
      { value: 'PAKKA', label: 'Pakka' },
      { value: 'KUTCHA', label: 'Kutcha' },
    ],
    rule: { name: 'rejectValues', values: ['KUTCHA'], message: messages.kutcha },
    requiredMessage: messages.chooseOption,
  },
  {
    name: 'propertyAge',
    kind: 'text',
    inputType: 'tel',
    label: 'Property Age (years)',
    mandatory: true,
    rule: { name: 'integerBetween', min: 0, max: 30, message: messages.propertyAge },
    maxLength: 2,
  },
  {
    name: 'shopFloor',
    kind: 'select',
    inputType: 'text',
    label: 'Shop Floor',
    mandatory: true,
    options: floorOptions,
    rule: { name: 'rejectValues', values: ['-1'], message: messages.basement },
    requiredMessage: messages.chooseOption,
  },
];

const quoteFields: readonly FieldConfig[] = [
  {
    name: 'planCode',
    kind: 'radio',
    inputType: 'text',
    label: 'Plan',
    mandatory: true,
    options: [
      { value: shopPlans.contents, label: 'Contents' },
      { value: shopPlans.buildingContents, label: 'Building + Contents' },
    ],
    defaultValue: shopPlans.contents,
    requiredMessage: messages.selectPlanType,
  },
  // One name, two option lists: exactly one of these is shown, by plan.
  { ...contentField, options: amountOptions(shopContentsOnlySumInsured), showWhen: { field: 'planCode', equals: [shopPlans.contents] } },
  { ...contentField, options: amountOptions(shopBuildingContentsSumInsured), showWhen: { field: 'planCode', equals: [shopPlans.buildingContents] } },
  {
    name: 'structureSumInsured',
    kind: 'select',
    inputType: 'text',
    label: 'Structure Sum Insured',
    mandatory: true,
    options: amountOptions(shopStructureSumInsured),
    showWhen: { field: 'planCode', equals: [shopPlans.buildingContents] },
    requiredMessage: messages.selectStructureSumInsured,
    hint: 'Rs 3 lakh contents: Rs 5 lakh; Rs 5 lakh: Rs 5 or 10 lakh; Rs 7 lakh: Rs 15 lakh; Rs 10 lakh: Rs 20 lakh',
  },
  {
    name: 'pinCode',
    kind: 'text',
    inputType: 'tel',
    label: 'Shop Pincode',
    mandatory: true,
    rule: { name: 'pinCode', message: messages.quotePinCode },
    requiredMessage: messages.pinCodeRequired,
    maxLength: 6,
  },
  ...shopEligibilityFields,
];

const shopDetailFields: readonly FieldConfig[] = [
  { name: 'shopName', kind: 'text', inputType: 'text', label: 'Shop Name', mandatory: true, maxLength: 100 },
  {
    name: 'shopSubCategory',
    kind: 'text',
    inputType: 'text',
    label: 'Shop Sub-category',
    mandatory: true,
    maxLength: 60,
    placeholder: 'e.g. Ayurvedic medicines',
  },
  ...addressFields('shop', 'Shop'),
];

const occupancyCodes = new Set(shopOccupancies.map((o) => o.value));

export function calculateShopPremiumPaise(planCode: string, contentSumInsured: number, structureSumInsured = 0): number {
  const lakhs = (rupees: number) => rupees / 100000;
  if (planCode === shopPlans.contents) return Math.round(lakhs(contentSumInsured) * shopRatesPerLakhPaise.contentsOnly);
  return Math.round(
    lakhs(contentSumInsured) * shopRatesPerLakhPaise.buildingContentsContents + lakhs(structureSumInsured) * shopRatesPerLakhPaise.buildingContentsStructure,
  );
}

export const shop: ProductDefinition = {
  code: 'shop',
  name: 'Shop Insurance',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 51600,
  plans: [
    {
      code: shopPlans.contents,
      name: 'Contents',
      startingPrice: 51600,
      description: 'Stock, furniture, fittings and equipment of the shop.',
      benefits: ['Fire and allied perils', 'Burglary', 'Flood and earthquake'],
    },
    {
      code: shopPlans.buildingContents,
      name: 'Building + Contents',
      startingPrice: 94500,
      description: 'The shop structure and everything in it.',
      benefits: ['Structure and contents in one policy', 'Fire and allied perils', 'Burglary', 'Flood and earthquake'],
    },
  ],
  // Shop cover is underwritten per partner: only authorised partners may sell it.
  requiresAuthorisation: true,
  payoutRateBps: 1500,
  landing: { tagline: 'Protect the shop and its stock from Rs 516 a year', faqs: shopFaqs },
  sale: {
    insurers: ['KAVACH_GENERAL'],
    // A commercial policy: the insurer verifies the proposer (thin-layer KYC) before taking payment.
    needsKyc: true,
    quote: {
      fields: quoteFields,
      refine: (values, ctx) => {
        if (typeof values.occupancy === 'string' && values.occupancy && !occupancyCodes.has(values.occupancy)) {
          ctx.addIssue({ code: 'custom', message: messages.chooseOption, path: ['occupancy'] });
        }
        if (values.planCode !== shopPlans.buildingContents) return;
        const content = values.contentSumInsured;
        const structure = values.structureSumInsured;
        if (typeof content !== 'string' || typeof structure !== 'string' || !content || !structure) return;
        if (!shopStructureSumInsuredByContent[content]?.includes(Number(structure))) {
          ctx.addIssue({ code: 'custom', message: messages.selectStructureSumInsured, path: ['structureSumInsured'] });
        }
      },
    },
    proposal: { fields: [...shopDetailFields, ...commonProposerFields] },
    // The quote's "Shop Pincode" is the shop's address; the proposer's own address may be elsewhere.
    proposalAnswersFromQuote: { shopPinCode: 'pinCode' },
    calculatePremium: (quote) => {
      const planCode = String(quote.planCode);
      const content = Number(quote.contentSumInsured);
      const structure = planCode === shopPlans.buildingContents ? Number(quote.structureSumInsured) : 0;
      return premiumFromTotal({
        planCode,
        sumInsured: content + structure,
        totalPremium: calculateShopPremiumPaise(planCode, content, structure),
        netLabel: planCode === shopPlans.contents ? 'Contents premium' : 'Building + Contents premium',
      });
    },
    samples: (today) => ({
      quote: {
        planCode: shopPlans.contents,
        contentSumInsured: '300000',
        pinCode: '411001',
        propertyType: 'OWNED',
        occupancy: 'KIRANA',
        constructionType: 'PAKKA',
        propertyAge: '5',
        shopFloor: '0',
      },
      proposal: {
        shopName: 'Patil General Stores',
        shopSubCategory: 'Groceries and household goods',
        shopAddress1: 'Shop 4, Laxmi Road',
        shopAddress2: '',
        shopPinCode: '411001',
        shopCity: 'Pune',
        shopState: 'Maharashtra',
        ...sampleProposer(today),
      },
    }),
  },
};
