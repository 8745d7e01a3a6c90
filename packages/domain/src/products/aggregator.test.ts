import { describe, expect, it } from 'vitest';
import type { FieldConfig, FormValues } from '../fields/field-config';
import { indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { INSURER_FIELD, aggregatorInsurersOf, insurerRankingRuleText, quoteValuesForInsurer, rankInsurerQuotes, type InsurerOffer } from './aggregator';
import { catalogue } from './catalogue';
import { insurerOptions, insurers, type InsurerCode, type InsurerDefinition } from './insurers';
import { premiumFromTotal } from './premium';
import type { SaleDefinition } from './product-definition';
import { validateSaleForm } from './validate-sale-form';

const kavach = insurers.KAVACH_GENERAL; // 96.2%
const nirbhay = insurers.NIRBHAY_GENERAL; // 97.8%
/** A third general insurer for tie cases: Kavach's ratio under another code. */
const kavachTwin: InsurerDefinition = { ...kavach, name: 'Kavach Twin', claimSettlementRatio: kavach.claimSettlementRatio };

const offer = (insurer: InsurerDefinition, totalPremium: number): InsurerOffer<string> => ({ insurer, totalPremium, offer: insurer.name });

describe('the ranking rule', () => {
  it('reads as one sentence the partner sees', () => {
    expect(insurerRankingRuleText).toBe(
      "Lowest total premium (GST included) first; on equal premiums, the higher claim settlement ratio first; on equal ratios too, the product's default insurer first.",
    );
  });

  it.each([
    { case: 'the cheaper insurer first, whatever its ratio', offers: [offer(nirbhay, 60000), offer(kavach, 50000)], ranked: [kavach.name, nirbhay.name] },
    { case: 'the cheaper insurer first when listed first', offers: [offer(kavach, 50000), offer(nirbhay, 50001)], ranked: [kavach.name, nirbhay.name] },
    {
      case: 'on equal premiums, the higher claim settlement ratio first',
      offers: [offer(kavach, 50000), offer(nirbhay, 50000)],
      ranked: [nirbhay.name, kavach.name],
    },
    {
      case: 'on equal premiums and ratios, the listed order',
      offers: [offer(kavachTwin, 50000), offer(kavach, 50000)],
      ranked: [kavachTwin.name, kavach.name],
    },
    {
      case: 'three insurers: premium, then ratio, then listed order',
      offers: [offer(kavach, 70000), offer(kavachTwin, 70000), offer(nirbhay, 70000), offer(kavach, 65000)],
      ranked: [kavach.name, nirbhay.name, kavach.name, kavachTwin.name],
    },
    { case: 'one insurer alone', offers: [offer(kavach, 19900)], ranked: [kavach.name] },
  ])('ranks $case', ({ offers, ranked }) => {
    const result = rankInsurerQuotes(offers);
    expect(result.map((r) => r.offer)).toEqual(ranked);
    expect(result.map((r) => r.rank)).toEqual(ranked.map((_, index) => index + 1));
  });

  it('keeps each offer with its own insurer and premium', () => {
    const [first, second] = rankInsurerQuotes([offer(nirbhay, 60000), offer(kavach, 50000)]);
    expect(first).toEqual({ rank: 1, insurer: kavach, totalPremium: 50000, offer: kavach.name });
    expect(second).toEqual({ rank: 2, insurer: nirbhay, totalPremium: 60000, offer: nirbhay.name });
  });

  it('answers nothing for no offers and leaves its input as it was', () => {
    expect(rankInsurerQuotes([])).toEqual([]);
    const offers = [offer(nirbhay, 60000), offer(kavach, 50000)];
    rankInsurerQuotes(offers);
    expect(offers.map((o) => o.insurer.code)).toEqual(['NIRBHAY_GENERAL', 'KAVACH_GENERAL']);
  });
});

/** A fixture product sold by both general insurers: Nirbhay charges Rs 100 more on the same cover. */
const insurerField: FieldConfig = {
  name: INSURER_FIELD,
  kind: 'select',
  inputType: 'text',
  label: 'Insurer',
  mandatory: true,
  options: insurerOptions(['KAVACH_GENERAL', 'NIRBHAY_GENERAL']),
  requiredMessage: messages.selectInsurer,
};
const twoInsurerSale: SaleDefinition = {
  insurers: ['KAVACH_GENERAL', 'NIRBHAY_GENERAL'],
  quote: {
    fields: [{ name: 'pinCode', kind: 'text', inputType: 'tel', label: 'Pincode', mandatory: true, requiredMessage: messages.pinCodeRequired }, insurerField],
  },
  proposal: { fields: [] },
  calculatePremium: (quote) =>
    premiumFromTotal({ planCode: 'FIXTURE', totalPremium: quote.insurer === 'NIRBHAY_GENERAL' ? 60000 : 50000, netLabel: 'Fixture premium' }),
  samples: () => ({ quote: { pinCode: '411001', insurer: 'KAVACH_GENERAL' }, proposal: {} }),
};
const oneInsurerSale: SaleDefinition = { ...twoInsurerSale, insurers: ['KAVACH_GENERAL'], quote: { fields: [twoInsurerSale.quote.fields[0]!] } };

describe('pricing a quote with each insurer', () => {
  it.each<{ case: string; sale: SaleDefinition; values: FormValues; insurer: InsurerCode; expected: FormValues }>([
    {
      case: 'fills in the insurer field',
      sale: twoInsurerSale,
      values: { pinCode: '411001' },
      insurer: 'NIRBHAY_GENERAL',
      expected: { pinCode: '411001', insurer: 'NIRBHAY_GENERAL' },
    },
    {
      case: 'replaces the insurer the partner sent',
      sale: twoInsurerSale,
      values: { pinCode: '411001', insurer: 'KAVACH_GENERAL' },
      insurer: 'NIRBHAY_GENERAL',
      expected: { pinCode: '411001', insurer: 'NIRBHAY_GENERAL' },
    },
    {
      case: 'adds no insurer to a form without the field',
      sale: oneInsurerSale,
      values: { pinCode: '411001', insurer: 'NIRBHAY_GENERAL' },
      insurer: 'KAVACH_GENERAL',
      expected: { pinCode: '411001' },
    },
  ])('$case', ({ sale, values, insurer, expected }) => {
    expect(quoteValuesForInsurer(sale, values, insurer)).toEqual(expected);
  });

  it("prices and ranks the fixture's two insurers from one set of values", () => {
    const ranked = rankInsurerQuotes(
      aggregatorInsurersOf(twoInsurerSale).map((insurer) => {
        const premium = twoInsurerSale.calculatePremium(quoteValuesForInsurer(twoInsurerSale, { pinCode: '411001' }, insurer.code));
        return { insurer, totalPremium: premium.totalPremium, offer: premium };
      }),
    );
    expect(ranked.map((r) => [r.rank, r.insurer.code, r.totalPremium])).toEqual([
      [1, 'KAVACH_GENERAL', 50000],
      [2, 'NIRBHAY_GENERAL', 60000],
    ]);
  });
});

describe('products in the catalogue', () => {
  const sold = catalogue.filter((product) => product.sale);

  it.each(sold.map((product) => [product.code, product] as const))(
    '%s: the insurer field offers exactly its insurers, or it has one insurer and no field',
    (_code, product) => {
      const sale = product.sale!;
      const field = sale.quote.fields.find((f) => f.name === INSURER_FIELD);
      if (sale.insurers.length < 2) {
        expect(sale.insurers).toHaveLength(1);
        expect(field).toBeUndefined();
        return;
      }
      expect(field?.options?.map((option) => option.value)).toEqual([...sale.insurers]);
      expect(field?.requiredMessage).toBe(messages.selectInsurer);
    },
  );

  it.each(sold.filter((product) => product.sale!.insurers.length > 1).map((product) => [product.code, product] as const))(
    '%s: its sample quote is valid with every insurer',
    (_code, product) => {
      const sale = product.sale!;
      const { quote } = sale.samples(indiaToday());
      for (const insurer of sale.insurers) {
        expect(validateSaleForm(product, 'quote', quoteValuesForInsurer(sale, quote, insurer)).success).toBe(true);
      }
    },
  );
});
