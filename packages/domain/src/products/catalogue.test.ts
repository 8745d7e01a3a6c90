import { describe, expect, it } from 'vitest';
import { indiaToday } from '../validation/dates';
import type { FieldConfig, FormValues } from '../fields/field-config';
import { tenantCodes, tenants } from '../tenants';
import { catalogue, findProduct, findProductForTenant, listProductsForTenant } from './catalogue';
import type { ProductDefinition } from './product-definition';
import { validateSaleForm } from './validate-sale-form';
import { messages } from '../validation/rule-messages';
import { insuranceLandingProducts } from './catalogue-index.generated';

/** SPEC §1 product codes, plus the verticals §1 lists without a code (life plans are one product). */
const specCodes = [
  'mobile',
  'vector-borne',
  'shop',
  'group-hospicash',
  'credit-life',
  'health-360',
  'group-personal-accident',
  'travel',
  'wellness',
  'fire',
  'marine',
  'workmen-compensation',
  'consumer-goods',
  'roadside-assistance',
  'active-360',
  'sachet-term',
  'FD',
  'personal-loan',
  'business-loans',
  'credit-score',
  'home-loan',
  'lamf',
  'personal-accident',
  'life-insurance',
];

/** SPEC §9 starting prices in rupees, as the Mint tenants see them. */
const startingPricesRs: [string, number][] = [
  ['mobile', 1200],
  ['consumer-goods', 650],
  ['vector-borne', 199],
  ['shop', 516],
  ['group-hospicash', 299],
  ['group-personal-accident', 519],
  ['credit-life', 728],
  ['travel', 650],
  ['health-360', 500],
  ['wellness', 530],
  ['fire', 500],
  ['marine', 500],
  ['workmen-compensation', 500],
  ['roadside-assistance', 99],
  ['active-360', 12000],
];

describe('catalogue', () => {
  it('holds every product of SPEC §1, each code once', () => {
    const codes = catalogue.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...specCodes].sort());
  });

  it.each(startingPricesRs)('%s starts at Rs %i', (code, rupees) => {
    expect(findProduct(code)?.startingPrice).toBe(rupees * 100);
  });

  it('prices shop plans at Rs 516 (CONTENTS) and Rs 945 (BUILDING_CONTENTS)', () => {
    expect(findProduct('shop')?.plans.map((p) => [p.code, p.startingPrice])).toEqual([
      ['CONTENTS', 51600],
      ['BUILDING_CONTENTS', 94500],
    ]);
  });

  it.each(catalogue.filter((p) => p.plans.length > 0).map((p) => [p.code, p] as const))(
    "%s: the product's starting price is its cheapest plan's",
    (_code, product) => {
      expect(product.startingPrice).toBe(Math.min(...product.plans.map((p) => p.startingPrice)));
    },
  );

  it('lands fire, marine, workmen-compensation and personal-accident under /insurance, the rest under /products', () => {
    const underInsurance = catalogue.filter((p) => p.basePath === '/insurance').map((p) => p.code);
    expect(underInsurance.sort()).toEqual(['fire', 'marine', 'personal-accident', 'workmen-compensation']);
    expect([...insuranceLandingProducts].sort()).toEqual(underInsurance);
  });

  it('maps each vertical to its seller brand', () => {
    for (const product of catalogue) {
      const brand = { insurance: 'mintpro', lending: 'mintfin', life: 'mintlife' }[product.category];
      expect(product.sellerBrand, product.code).toBe(brand);
    }
  });

  it('needs seller authorisation for shop, commercial covers, credit life and life insurance', () => {
    const authorised = catalogue.filter((p) => p.requiresAuthorisation).map((p) => p.code);
    expect(authorised.sort()).toEqual(['credit-life', 'fire', 'life-insurance', 'marine', 'shop', 'workmen-compensation']);
  });
});

describe('tenants', () => {
  it('shows the white-label tenant only group personal accident (Rs 55) and group hospicash (Rs 464)', () => {
    const seen = listProductsForTenant('sahyadri').map((p) => [p.code, p.startingPrice, p.plans.map((plan) => plan.startingPrice)]);
    expect(seen.sort()).toEqual([
      ['group-hospicash', 46400, [46400]],
      ['group-personal-accident', 5500, [5500]],
    ]);
    expect(findProductForTenant('mobile', 'sahyadri')).toBeUndefined();
  });

  it.each(tenantCodes.filter((code) => !tenants[code].whiteLabel))('shows %s the whole catalogue', (code) => {
    expect(listProductsForTenant(code).map((p) => p.code)).toEqual(catalogue.map((p) => p.code));
  });

  it.each(['mintpro', 'mintfin', 'mintlife'] as const)('%s sees the Mint prices of the group products', (tenant) => {
    expect(findProductForTenant('group-hospicash', tenant)?.startingPrice).toBe(29900);
    expect(findProductForTenant('group-personal-accident', tenant)?.startingPrice).toBe(51900);
  });
});

/**
 * Every pricing configuration of a quote: each choice of plan and sum insured, and the lowest amount
 * of a free amount field, over the product's sample quote; only the combinations the form accepts.
 */
function pricingConfigurations(product: ProductDefinition): FormValues[] {
  const sale = product.sale!;
  const base = sale.samples(indiaToday()).quote;
  const choices = new Map<string, Set<string>>();
  const isPricing = (f: FieldConfig) => f.name === 'planCode' || /sumInsured$/i.test(f.name);
  for (const field of sale.quote.fields) {
    const values = choices.get(field.name) ?? new Set<string>();
    if (isPricing(field)) field.options?.forEach((o) => values.add(o.value));
    if (field.rule?.name === 'amountBetween') values.add(String(field.rule.min));
    if (values.size > 0) choices.set(field.name, values);
  }
  let combos: FormValues[] = [base];
  for (const [name, values] of choices) {
    combos = combos.flatMap((combo) => [...values].map((value) => ({ ...combo, [name]: value })));
  }
  return combos.flatMap((combo) => {
    const result = validateSaleForm(product, 'quote', combo);
    return result.success ? [result.data] : [];
  });
}

/** Each product as each tenant that sees it sells it (the white-label tenant's variants included). */
const sellableByTenant = tenantCodes.flatMap((tenant) =>
  listProductsForTenant(tenant)
    .filter((product) => product.sale)
    .map((product) => [`${tenant}: ${product.code}`, product] as const),
);

describe('starting prices match the premium engine', () => {
  it.each(sellableByTenant)('%s: each plan starts at its cheapest quote', (_name, product) => {
    const premiums = pricingConfigurations(product).map((values) => product.sale!.calculatePremium(values));
    expect(premiums.length).toBeGreaterThan(0);
    for (const plan of product.plans) {
      const totals = premiums.filter((p) => p.planCode === plan.code).map((p) => p.totalPremium);
      expect(Math.min(...totals), plan.code).toBe(plan.startingPrice);
    }
  });

  it.each(sellableByTenant)('%s: its samples pass both forms', (_name, product) => {
    const { quote, proposal } = product.sale!.samples(indiaToday());
    expect(validateSaleForm(product, 'quote', quote)).toMatchObject({ success: true });
    expect(validateSaleForm(product, 'proposal', proposal)).toMatchObject({ success: true });
  });
});

/** SPEC §1 "other insurance and cover products" that are sellable end to end (personal accident has its own journey). */
const insuranceSoldByQuote = [
  'mobile',
  'vector-borne',
  'shop',
  'group-hospicash',
  'credit-life',
  'health-360',
  'group-personal-accident',
  'travel',
  'wellness',
  'fire',
  'marine',
  'workmen-compensation',
  'consumer-goods',
  'roadside-assistance',
  'active-360',
  'sachet-term',
];

describe('every insurance product of SPEC §1 is sellable', () => {
  it.each(insuranceSoldByQuote)('%s has quote, proposal, premium and samples', (code) => {
    const sale = findProduct(code)?.sale;
    expect(sale?.quote.fields.length).toBeGreaterThan(0);
    expect(sale?.proposal.fields.length).toBeGreaterThan(0);
    expect(sale?.insurers.length).toBeGreaterThan(0);
  });
});

/**
 * SPEC §8 quote field errors, each as a partner meets it on some product's quote form: the product, the
 * answers changed from its sample, the field that shows the message.
 */
const quoteFieldErrors: [message: string, code: string, changes: FormValues, field: string][] = [
  [messages.priceMin, 'mobile', { devicePrice: '9999' }, 'devicePrice'],
  [messages.selectSumInsured, 'group-personal-accident', { sumInsured: '' }, 'sumInsured'],
  [messages.enterLeadName, 'group-personal-accident', { leadName: '' }, 'leadName'],
  [messages.invalidCharacters, 'group-personal-accident', { leadName: 'A' }, 'leadName'],
  [messages.enterBusinessName, 'fire', { businessName: '' }, 'businessName'],
  [messages.selectInsurer, 'fire', { insurer: '' }, 'insurer'],
  [messages.selectPlanType, 'vector-borne', { planCode: '' }, 'planCode'],
  [messages.enterValidPinCode, 'group-personal-accident', { pinCode: '012345' }, 'pinCode'],
  [messages.enterCustomerName, 'credit-life', { fullName: '' }, 'fullName'],
  [messages.invalidCharacters, 'credit-life', { fullName: 'Asha 7' }, 'fullName'],
  [messages.chooseOption, 'health-360', { opd: '' }, 'opd'],
  [messages.selectCashAllowance, 'health-360', { dailyCashAllowance: '750' }, 'dailyCashAllowance'],
  [messages.selectAmount, 'health-360', { criticalIllness: '' }, 'criticalIllness'],
  [messages.nameRequired, 'wellness', { membersToBeCovered: ['SPOUSE'], spouseName: '' }, 'spouseName'],
  [messages.eldestMemberAgeRequired, 'health-360', { eldestMemberDob: '' }, 'eldestMemberDob'],
  [messages.pinCodeRequired, 'group-personal-accident', { pinCode: '' }, 'pinCode'],
];

describe('the quote field errors of SPEC §8', () => {
  it.each(quoteFieldErrors)('"%s" on the %s quote', (message, code, changes, field) => {
    const product = findProduct(code)!;
    const result = validateSaleForm(product, 'quote', { ...product.sale!.samples(indiaToday()).quote, ...changes });
    expect(result.success ? {} : result.fields[field]).toBe(message);
  });
});
