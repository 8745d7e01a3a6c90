import type { FieldConfig, FieldOption } from '../fields/field-config';
import { formatDob } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { commonProposerFields, invoiceFields, planCodeField, sampleProposer } from './common-proposer';
import { mobileMessages } from './mobile';
import { premiumFromTotal } from './premium';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const CONSUMER_GOODS_PLAN = 'EXTENDED_WARRANTY';

/** SPEC §3: appliance categories and the manufacturer's warranty range (years). */
export const consumerGoodsCategories = ['AC', 'LAPTOP', 'REFRIGERATOR', 'WASHING_MACHINE', 'DISHWASHER', 'TV', 'TABLET'] as const;
export type ConsumerGoodsCategory = (typeof consumerGoodsCategories)[number];
export const consumerGoodsManufacturersWarrantyYears = { min: 1, max: 3 } as const;

export const consumerGoodsCategoryLabels: Record<ConsumerGoodsCategory, string> = {
  AC: 'Air Conditioner',
  LAPTOP: 'Laptop',
  REFRIGERATOR: 'Refrigerator',
  WASHING_MACHINE: 'Washing Machine',
  DISHWASHER: 'Dishwasher',
  TV: 'Television',
  TABLET: 'Tablet',
};

/**
 * Invoice price bounds in rupees (docs/decisions/0030): the spec words only the device price messages of
 * §5/§8 ('Price should be more than Rs.10000', 'Price should be less than Rs.200000', 'Enter Valid Price'),
 * so an appliance's invoice price follows them: from Rs 10,000 up to, not including, Rs 2,00,000.
 */
export const CONSUMER_GOODS_PRICE_MIN = 10000;
export const CONSUMER_GOODS_PRICE_MAX_EXCLUSIVE = 200000;

/**
 * Tariff (docs/decisions/0030), GST included: a rate of the invoice price by category, in basis points,
 * for one year of cover after the manufacturer's warranty ends. Each year of manufacturer's warranty
 * beyond the first adds 10% to the premium: the cover then runs on an older appliance. The total is
 * rounded up to the whole rupee. The cheapest case, a Rs 10,000 refrigerator with a 1-year
 * manufacturer's warranty, pays 6.5% = Rs 650, the §9 starting price.
 */
export const consumerGoodsRateBasisPoints: Record<ConsumerGoodsCategory, number> = {
  REFRIGERATOR: 650,
  WASHING_MACHINE: 700,
  DISHWASHER: 700,
  AC: 800,
  TV: 750,
  LAPTOP: 900,
  TABLET: 1000,
};
/** Percent of the premium by years of manufacturer's warranty. */
export const consumerGoodsWarrantyLoadingPercent: Record<number, number> = { 1: 100, 2: 110, 3: 120 };

/** Messages the spec does not word (docs/decisions/0030); the invoice's is the mobile plan's. */
export const consumerGoodsMessages = {
  serialNumber: 'Enter valid serial number',
  purchaseDate: 'The plan covers appliances bought in the last one year',
  invoiceFile: mobileMessages.invoiceFile,
} as const;

const brand = (name: string): FieldOption => ({ value: name, label: name });

/** Brands per category (GET /api/products/consumer-goods/lookups/brands?category=). */
export const consumerGoodsBrandsByCategory: Record<ConsumerGoodsCategory, readonly FieldOption[]> = {
  AC: ['Voltas', 'Daikin', 'LG', 'Samsung', 'Blue Star', 'Hitachi', 'Carrier', 'Panasonic', 'Lloyd', 'Whirlpool'].map(brand),
  LAPTOP: ['HP', 'Dell', 'Lenovo', 'Asus', 'Acer', 'Apple', 'MSI', 'Samsung'].map(brand),
  REFRIGERATOR: ['LG', 'Samsung', 'Whirlpool', 'Godrej', 'Haier', 'Panasonic', 'Bosch'].map(brand),
  WASHING_MACHINE: ['LG', 'Samsung', 'Whirlpool', 'IFB', 'Bosch', 'Godrej', 'Haier', 'Panasonic'].map(brand),
  DISHWASHER: ['Bosch', 'IFB', 'LG', 'Samsung', 'Faber', 'Voltas Beko'].map(brand),
  TV: ['Samsung', 'LG', 'Sony', 'Xiaomi', 'TCL', 'OnePlus', 'Panasonic', 'Hisense'].map(brand),
  TABLET: ['Apple', 'Samsung', 'Lenovo', 'Xiaomi', 'OnePlus', 'Realme'].map(brand),
};

/** Every brand of every category, each once, sorted: the proposal's brand dropdown. */
export const consumerGoodsBrands: readonly FieldOption[] = [
  ...new Set(Object.values(consumerGoodsBrandsByCategory).flatMap((options) => options.map((o) => o.value))),
]
  .sort((a, b) => a.localeCompare(b))
  .map(brand);

export function isConsumerGoodsCategory(value: string): value is ConsumerGoodsCategory {
  return (consumerGoodsCategories as readonly string[]).includes(value);
}

/** Total premium in paise, GST included (see the tariff above). */
export function calculateConsumerGoodsPremiumPaise(category: ConsumerGoodsCategory, invoicePrice: number, manufacturersWarrantyYears: number): number {
  const rate = consumerGoodsRateBasisPoints[category];
  const loading = consumerGoodsWarrantyLoadingPercent[manufacturersWarrantyYears];
  if (loading === undefined) throw new Error(`No tariff for a ${manufacturersWarrantyYears}-year manufacturer's warranty`);
  // Integer arithmetic: rupees × basis points × percent / (10000 × 100), rounded up to the rupee.
  return Math.ceil((invoicePrice * rate * loading) / 1_000_000) * 100;
}

const warrantyYears = Array.from(
  { length: consumerGoodsManufacturersWarrantyYears.max - consumerGoodsManufacturersWarrantyYears.min + 1 },
  (_, i) => consumerGoodsManufacturersWarrantyYears.min + i,
);

const quoteFields: readonly FieldConfig[] = [
  planCodeField([{ value: CONSUMER_GOODS_PLAN, label: 'Extended Warranty' }]),
  {
    name: 'category',
    kind: 'select',
    inputType: 'text',
    label: 'Category',
    mandatory: true,
    options: consumerGoodsCategories.map((value) => ({ value, label: consumerGoodsCategoryLabels[value] })),
    requiredMessage: messages.chooseOption,
  },
  {
    name: 'invoicePrice',
    kind: 'amount',
    inputType: 'tel',
    label: 'Invoice Price (Rs)',
    mandatory: true,
    rule: {
      name: 'amountBetween',
      min: CONSUMER_GOODS_PRICE_MIN,
      max: CONSUMER_GOODS_PRICE_MAX_EXCLUSIVE,
      maxExclusive: true,
      invalidMessage: messages.price,
      minMessage: messages.priceMin,
      maxMessage: messages.priceMax200000,
    },
    requiredMessage: messages.price,
    placeholder: 'Price on the invoice, in rupees',
    hint: 'Appliances from Rs 10,000 up to Rs 2,00,000',
  },
  {
    name: 'manufacturersWarranty',
    kind: 'radio',
    inputType: 'text',
    label: "Manufacturer's Warranty",
    mandatory: true,
    options: warrantyYears.map((years) => ({ value: String(years), label: years === 1 ? '1 year' : `${years} years` })),
    defaultValue: '1',
    requiredMessage: messages.chooseOption,
  },
];

const deviceFields: readonly FieldConfig[] = [
  {
    name: 'brand',
    kind: 'select',
    inputType: 'text',
    label: 'Brand',
    mandatory: true,
    optionsFrom: '/products/consumer-goods/lookups/brands',
    requiredMessage: messages.chooseOption,
  },
  { name: 'model', kind: 'text', inputType: 'text', label: 'Model', mandatory: true, maxLength: 60, placeholder: 'e.g. GL-T302RPZY' },
  {
    name: 'serialNumber',
    kind: 'text',
    inputType: 'text',
    label: 'Serial Number',
    mandatory: true,
    rule: { name: 'alphanumeric', message: consumerGoodsMessages.serialNumber },
    maxLength: 30,
    hint: 'On the sticker at the back of the appliance',
  },
  {
    name: 'dateOfPurchase',
    kind: 'date',
    inputType: 'text',
    label: 'Date of Purchase',
    mandatory: true,
    // The appliance's age in whole years must be 0: bought today or in the last year, never in the future.
    rule: { name: 'ageBetween', min: 0, max: 0, message: consumerGoodsMessages.purchaseDate },
    placeholder: 'DD/MM/YYYY',
    maxLength: 10,
  },
  ...invoiceFields(consumerGoodsMessages.invoiceFile),
];

const brandNames = new Set(consumerGoodsBrands.map((option) => option.value));

export const consumerGoods: ProductDefinition = {
  code: 'consumer-goods',
  name: 'Extended Warranty',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 65000,
  plans: [
    {
      code: CONSUMER_GOODS_PLAN,
      name: 'Extended Warranty',
      startingPrice: 65000,
      description: "Repairs after the manufacturer's warranty ends, for appliances and devices.",
      benefits: ['ACs, laptops, refrigerators, washing machines, dishwashers, TVs and tablets', 'Cashless repair', 'Parts and labour'],
    },
  ],
  requiresAuthorisation: false,
  payoutRateBps: 1500,
  landing: {
    tagline: 'Extend the warranty of appliances from Rs 650',
    faqs: [
      { question: 'When does the cover start?', answer: "The day after the manufacturer's warranty of 1 to 3 years ends, for one year." },
      { question: 'Which appliances can be covered?', answer: 'Appliances priced from Rs 10,000 up to Rs 2,00,000, bought in the last year.' },
      { question: 'What does it cost?', answer: 'From 6.5% of the invoice price for a refrigerator, GST included, from Rs 650.' },
    ],
  },
  sale: {
    insurers: ['KAVACH_GENERAL'],
    quote: { fields: quoteFields },
    proposal: {
      fields: [...deviceFields, ...commonProposerFields],
      // The brand list is fetched by the browser; the server checks the value is one of the brands.
      refine: (values, ctx) => {
        if (typeof values.brand === 'string' && values.brand && !brandNames.has(values.brand)) {
          ctx.addIssue({ code: 'custom', message: messages.chooseOption, path: ['brand'] });
        }
      },
    },
    calculatePremium: (quote) => {
      const category = String(quote.category);
      if (!isConsumerGoodsCategory(category)) throw new Error(`No tariff for category ${category}`);
      const invoicePrice = Number(quote.invoicePrice);
      return premiumFromTotal({
        planCode: CONSUMER_GOODS_PLAN,
        sumInsured: invoicePrice,
        totalPremium: calculateConsumerGoodsPremiumPaise(category, invoicePrice, Number(quote.manufacturersWarranty)),
        netLabel: `Extended Warranty premium (${consumerGoodsCategoryLabels[category]})`,
      });
    },
    samples: (today) => ({
      // A refrigerator with a 1-year manufacturer's warranty: the cheapest tariff, so the catalogue's
      // starting-price check (which varies the price) finds Rs 650.
      quote: { planCode: CONSUMER_GOODS_PLAN, category: 'REFRIGERATOR', invoicePrice: '32000', manufacturersWarranty: '1' },
      proposal: {
        brand: 'LG',
        model: 'GL-T302RPZY',
        serialNumber: '504KWXY12345',
        dateOfPurchase: formatDob(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30)),
        invoiceNumber: 'INV-2026-0458',
        invoiceFile: 'sample-invoice',
        ...sampleProposer(today),
      },
    }),
  },
};
