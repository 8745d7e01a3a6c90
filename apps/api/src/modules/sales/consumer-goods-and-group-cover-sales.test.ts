import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumerGoodsMessages,
  findProductForTenant,
  formatDob,
  indiaToday,
  messages,
  type FieldConfigResponse,
  type FormValues,
  type Proposal,
  type Quote,
  type TenantCode,
} from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { dobForAge, postProposal, postQuote, withOwnUploads } from './sales-test-fixtures';

const today = indiaToday();
const bornYearsAgo = (years: number) => formatDob(new Date(today.getFullYear() - years, today.getMonth(), today.getDate()));

/** The samples of a product as the tenant sells it (the white-label variant's for sahyadri). */
const samplesFor = (tenant: TenantCode, productCode: string) => findProductForTenant(productCode, tenant)!.sale!.samples(today);

/**
 * Extended warranty, group hospicash and group personal accident over HTTP: priced at the tariff of
 * docs/decisions/0030, proposed, and refused with the spec's messages; the white-label tenant's partner
 * gets its own options and prices, and a Mint partner does not.
 */
describe('consumer goods, group hospicash and group personal accident sales', () => {
  let t: TestApp;
  const cookies = {} as Record<'mintpro' | 'sahyadri', string>;
  beforeAll(async () => {
    t = await createTestApp();
    cookies.mintpro = (await signInPartner(t.db, { tenant: 'mintpro' })).cookie;
    cookies.sahyadri = (await signInPartner(t.db, { tenant: 'sahyadri' })).cookie;
  });
  afterAll(async () => t.close());

  const quoteAs = (tenant: 'mintpro' | 'sahyadri', productCode: string, overrides: FormValues = {}) =>
    postQuote(t.app, cookies[tenant], productCode, { ...samplesFor(tenant, productCode).quote, ...overrides });

  const proposeAs = async (tenant: 'mintpro' | 'sahyadri', productCode: string, quote: Quote, overrides: FormValues = {}) => {
    const product = findProductForTenant(productCode, tenant)!;
    const values = await withOwnUploads(t.app, cookies[tenant], product.sale!.proposal.fields, samplesFor(tenant, productCode).proposal);
    return postProposal(t.app, cookies[tenant], productCode, { quoteId: quote.quoteId, ...values, ...overrides });
  };

  describe('quoted and proposed at the tariff', () => {
    it.each<{ tenant: 'mintpro' | 'sahyadri'; productCode: string; overrides: FormValues; totalPremium: number }>([
      { tenant: 'mintpro', productCode: 'consumer-goods', overrides: { invoicePrice: '10000' }, totalPremium: 65000 },
      {
        tenant: 'mintpro',
        productCode: 'consumer-goods',
        overrides: { category: 'LAPTOP', invoicePrice: '60000', manufacturersWarranty: '2' },
        totalPremium: 594000,
      },
      { tenant: 'mintpro', productCode: 'group-hospicash', overrides: { sumInsured: '500' }, totalPremium: 29900 },
      { tenant: 'mintpro', productCode: 'group-hospicash', overrides: { sumInsured: '3000' }, totalPremium: 179400 },
      { tenant: 'mintpro', productCode: 'group-personal-accident', overrides: {}, totalPremium: 51900 },
      { tenant: 'mintpro', productCode: 'group-personal-accident', overrides: { sumInsured: '1500000' }, totalPremium: 77900 },
      { tenant: 'sahyadri', productCode: 'group-hospicash', overrides: {}, totalPremium: 46400 },
      { tenant: 'sahyadri', productCode: 'group-hospicash', overrides: { sumInsured: '5000', cashDays: '30', age: '65' }, totalPremium: 209000 },
      { tenant: 'sahyadri', productCode: 'group-personal-accident', overrides: {}, totalPremium: 5500 },
      { tenant: 'sahyadri', productCode: 'group-personal-accident', overrides: { sumInsured: '1000000' }, totalPremium: 55000 },
    ])('$tenant: $productCode $overrides costs $totalPremium paise', async ({ tenant, productCode, overrides, totalPremium }) => {
      const quoteResponse = await quoteAs(tenant, productCode, overrides);
      expect(quoteResponse.statusCode, quoteResponse.body).toBe(201);
      const quote = quoteResponse.json<Quote>();
      expect(quote.premium.totalPremium).toBe(totalPremium);
      expect(quote.premium.netPremium + quote.premium.gst).toBe(totalPremium);

      // The member's date of birth gives the quoted age, where the quote asks one.
      const proposalResponse = await proposeAs(tenant, productCode, quote, typeof overrides.age === 'string' ? { dob: dobForAge(overrides.age) } : {});
      expect(proposalResponse.statusCode, proposalResponse.body).toBe(201);
      expect(proposalResponse.json<Proposal>()).toMatchObject({ productCode, status: 'DRAFT', premium: { totalPremium } });
    });
  });

  describe('refusals with the spec message', () => {
    it.each([
      { tenant: 'mintpro', productCode: 'consumer-goods', field: 'category', value: 'MICROWAVE', message: messages.chooseOption },
      { tenant: 'mintpro', productCode: 'consumer-goods', field: 'invoicePrice', value: '9999', message: messages.priceMin },
      { tenant: 'mintpro', productCode: 'consumer-goods', field: 'invoicePrice', value: '200000', message: messages.priceMax200000 },
      { tenant: 'mintpro', productCode: 'consumer-goods', field: 'manufacturersWarranty', value: '4', message: messages.chooseOption },
      { tenant: 'mintpro', productCode: 'group-hospicash', field: 'sumInsured', value: '4000', message: messages.selectSumInsured },
      { tenant: 'mintpro', productCode: 'group-personal-accident', field: 'sumInsured', value: '100000', message: messages.selectSumInsured },
      { tenant: 'mintpro', productCode: 'group-personal-accident', field: 'pinCode', value: '', message: messages.pinCodeRequired },
      { tenant: 'mintpro', productCode: 'group-personal-accident', field: 'pinCode', value: '41100', message: messages.enterValidPinCode },
      { tenant: 'mintpro', productCode: 'group-personal-accident', field: 'pinCode', value: '990001', message: messages.enterValidPinCode },
      { tenant: 'sahyadri', productCode: 'group-hospicash', field: 'age', value: '70', message: messages.age18to65 },
      { tenant: 'sahyadri', productCode: 'group-hospicash', field: 'age', value: '17', message: messages.age18to65 },
      { tenant: 'sahyadri', productCode: 'group-hospicash', field: 'sumInsured', value: '500', message: messages.selectSumInsured },
      { tenant: 'sahyadri', productCode: 'group-hospicash', field: 'cashDays', value: '20', message: messages.chooseOption },
      { tenant: 'sahyadri', productCode: 'group-personal-accident', field: 'sumInsured', value: '1500000', message: messages.selectSumInsured },
      { tenant: 'sahyadri', productCode: 'group-personal-accident', field: 'pinCode', value: '011001', message: messages.enterValidPinCode },
    ] as const)('$tenant: $productCode quote with $field "$value": "$message"', async ({ tenant, productCode, field, value, message }) => {
      const response = await quoteAs(tenant, productCode, { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    });

    it.each([
      { tenant: 'mintpro', productCode: 'consumer-goods', field: 'brand', value: 'Acme', message: messages.chooseOption },
      { tenant: 'mintpro', productCode: 'consumer-goods', field: 'serialNumber', value: 'SN-12/3', message: consumerGoodsMessages.serialNumber },
      { tenant: 'mintpro', productCode: 'consumer-goods', field: 'dateOfPurchase', value: bornYearsAgo(2), message: consumerGoodsMessages.purchaseDate },
      { tenant: 'mintpro', productCode: 'group-personal-accident', field: 'nomineeRelationship', value: 'COUSIN', message: messages.chooseOption },
      { tenant: 'sahyadri', productCode: 'group-hospicash', field: 'dob', value: bornYearsAgo(70), message: messages.age18to65 },
    ] as const)('$tenant: $productCode proposal with $field "$value": "$message"', async ({ tenant, productCode, field, value, message }) => {
      const quote = (await quoteAs(tenant, productCode)).json<Quote>();
      const response = await proposeAs(tenant, productCode, quote, { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: message });
    });

    it('takes a 70-year-old member of a Mint tenant’s group hospicash: the age band is the white-label tenant’s', async () => {
      const quote = (await quoteAs('mintpro', 'group-hospicash')).json<Quote>();
      expect((await proposeAs('mintpro', 'group-hospicash', quote, { dob: bornYearsAgo(70) })).statusCode).toBe(201);
    });
  });

  describe('the white-label tenant’s options are its own', () => {
    const quoteFieldsAs = async (tenant: 'mintpro' | 'sahyadri', productCode: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/configs/public/products/${productCode}/fieldConfig/quote`,
        headers: { cookie: cookies[tenant] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const fields = response.json<FieldConfigResponse>().fields;
      return (name: string) => fields.find((field) => field.name === name);
    };

    it('serves each tenant its sum-insured options, cash days and age', async () => {
      const mintHospicash = await quoteFieldsAs('mintpro', 'group-hospicash');
      const bankHospicash = await quoteFieldsAs('sahyadri', 'group-hospicash');
      expect(mintHospicash('sumInsured')?.options?.map((o) => o.value)).toEqual(['500', '1000', '2000', '3000']);
      expect(bankHospicash('sumInsured')?.options?.map((o) => o.value)).toEqual(['2000', '3000', '4000', '5000']);
      expect(mintHospicash('cashDays')).toBeUndefined();
      expect(mintHospicash('age')).toBeUndefined();
      expect(bankHospicash('cashDays')?.options?.map((o) => o.value)).toEqual(['15', '30']);
      expect(bankHospicash('age')).toMatchObject({ requiredMessage: messages.age18to65 });

      const mintPa = await quoteFieldsAs('mintpro', 'group-personal-accident');
      const bankPa = await quoteFieldsAs('sahyadri', 'group-personal-accident');
      expect(mintPa('sumInsured')).toMatchObject({ defaultValue: '1000000', options: [{ value: '1000000' }, { value: '1500000' }] });
      expect(bankPa('sumInsured')?.options?.map((o) => o.value)).toEqual(['100000', '200000', '300000', '500000', '1000000']);
    });

    it.each<{ productCode: string; overrides: FormValues; field: string; message: string }>([
      { productCode: 'group-personal-accident', overrides: { sumInsured: '100000' }, field: 'sumInsured', message: messages.selectSumInsured },
      { productCode: 'group-personal-accident', overrides: { sumInsured: '500000' }, field: 'sumInsured', message: messages.selectSumInsured },
      { productCode: 'group-hospicash', overrides: { sumInsured: '5000', cashDays: '15', age: '40' }, field: 'sumInsured', message: messages.selectSumInsured },
    ])('refuses a Mint partner the white-label option $overrides', async ({ productCode, overrides, field, message }) => {
      const response = await quoteAs('mintpro', productCode, overrides);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: message });
    });

    it('prices a Mint partner’s hospicash at the Mint tariff, whatever cash days he sends', async () => {
      const response = await quoteAs('mintpro', 'group-hospicash', { sumInsured: '2000', cashDays: '15', age: '40' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Quote>()).toMatchObject({ values: { planCode: 'GROUP_HOSPICASH', sumInsured: '2000' }, premium: { totalPremium: 119600 } });
      expect(response.json<Quote>().values).not.toHaveProperty('cashDays');
    });

    it('does not sell the extended warranty to the white-label tenant', async () => {
      const response = await postQuote(t.app, cookies.sahyadri, 'consumer-goods', samplesFor('mintpro', 'consumer-goods').quote);
      expect(response.statusCode).toBe(404);
    });
  });
});
