import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDob,
  health360,
  indiaToday,
  messages,
  travel,
  travelMessages,
  wellness,
  wellnessMessages,
  type FieldConfig,
  type FormValues,
  type Proposal,
  type Quote,
} from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { postProposal, postQuote, samplesOf } from './sales-test-fixtures';

/** Health 360, Wellness and Travel over HTTP: richer quotes than the samples, and the refusals a partner meets. */
const today = indiaToday();
const dobAged = (years: number) => formatDob(new Date(today.getFullYear() - years, today.getMonth(), today.getDate()));
const inDays = (days: number) => formatDob(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));

const quoteOf = (code: string, overrides: FormValues) => ({ ...samplesOf(code).quote, ...overrides });

const healthFamily = quoteOf('health-360', {
  dailyCashAllowance: '1000',
  criticalIllness: '500000',
  opd: 'YES',
  membersToBeCovered: ['SPOUSE', 'CHILD1'],
  child1Name: 'Riya Patil',
  child1Dob: dobAged(6),
});
const wellnessFamily = quoteOf('wellness', {
  provider: 'SVAAS',
  membersToBeCovered: ['SPOUSE', 'CHILD1'],
  spouseName: 'Rahul Patil',
  spouseDob: dobAged(38),
  child1Name: 'Riya Patil',
  child1Dob: dobAged(6),
  child1Relationship: 'DAUGHTER',
});
const travelFamily = quoteOf('travel', {
  destinationCountryCode: 'WORLDWIDE',
  insuredMembers: ['SPOUSE'],
  spouseName: 'Rahul Patil',
  spouseDob: dobAged(38),
  addOns: ['CRUISE_COVER'],
  loadings: ['WINTER_SPORT'],
  discounts: [],
});

describe('Health 360, Wellness and Travel over HTTP', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signInPartner(t.db)).cookie;
  });
  afterAll(async () => t.close());

  it.each([
    { product: health360, values: healthFamily },
    { product: wellness, values: wellnessFamily },
    { product: travel, values: travelFamily },
  ])('quotes $product.code for a family at the domain premium and takes the proposal', async ({ product, values }) => {
    const quoteResponse = await postQuote(t.app, cookie, product.code, values);
    expect(quoteResponse.statusCode, quoteResponse.body).toBe(201);
    const quote = quoteResponse.json<Quote>();
    expect(quote.premium.totalPremium).toBe(product.sale!.calculatePremium(values).totalPremium);
    expect(quote.premium.totalPremium).toBeGreaterThan(product.startingPrice!);

    const proposalResponse = await postProposal(t.app, cookie, product.code, { quoteId: quote.quoteId, ...samplesOf(product.code).proposal });
    expect(proposalResponse.statusCode, proposalResponse.body).toBe(201);
    expect(proposalResponse.json<Proposal>()).toMatchObject({
      productCode: product.code,
      status: 'DRAFT',
      premium: { totalPremium: quote.premium.totalPremium },
    });
  });

  it.each([
    // Cash allowance 350 + 5 lakh critical illness 750 + OPD 400 + one child 150, aged 35.
    { code: 'health-360', values: healthFamily, total: 165000 },
    // SVAAS 560 + spouse 380 + one child 220.
    { code: 'wellness', values: wellnessFamily, total: 116000 },
    // Worldwide week 1300 + 25% winter sports 325 + cruise 400, for two travellers.
    { code: 'travel', values: travelFamily, total: 405000 },
  ])('prices the $code family at $total paise', async ({ code, values, total }) => {
    const response = await postQuote(t.app, cookie, code, values);
    expect(response.json<Quote>().premium.totalPremium).toBe(total);
  });

  it('keeps the locked spouse on a health-360 quote whose client left it out', async () => {
    const response = await postQuote(t.app, cookie, 'health-360', { ...healthFamily, membersToBeCovered: ['CHILD1'] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Quote>().values.membersToBeCovered).toEqual(['SPOUSE', 'CHILD1']);
  });

  it('serves health-360 members with the spouse checked and locked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/configs/public/products/health-360/fieldConfig/quote', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const members = response.json<{ fields: FieldConfig[] }>().fields.find((f) => f.name === 'membersToBeCovered');
    expect(members).toMatchObject({ kind: 'multiselect', locked: true, defaultValue: ['SPOUSE'] });
  });

  it.each([
    { code: 'health-360', field: 'age', value: '101', message: messages.health360Age },
    { code: 'health-360', field: 'dailyCashAllowance', value: '750', message: messages.selectCashAllowance },
    { code: 'health-360', field: 'criticalIllness', value: '1500000', message: messages.selectAmount },
    { code: 'health-360', field: 'eldestMemberDob', value: '', message: messages.eldestMemberAgeRequired },
    { code: 'health-360', field: 'child1Dob', value: dobAged(19), message: messages.childAge, base: healthFamily },
    { code: 'wellness', field: 'mobile', value: '12345', message: messages.wellnessMobile },
    { code: 'wellness', field: 'annualSalary', value: '5000', message: wellnessMessages.annualSalaryMin },
    { code: 'wellness', field: 'dob', value: dobAged(61), message: wellnessMessages.svaasAge, base: wellnessFamily },
    { code: 'wellness', field: 'spouseDob', value: dobAged(66), message: messages.age18to65, base: { ...wellnessFamily, provider: 'EKINCARE' } },
    { code: 'wellness', field: 'child1Relationship', value: 'NIECE', message: messages.chooseOption, base: wellnessFamily },
    { code: 'travel', field: 'tripStartDate', value: inDays(-1), message: travelMessages.startInPast },
    { code: 'travel', field: 'tripEndDate', value: inDays(3), message: travelMessages.endNotAfterStart },
    { code: 'travel', field: 'destinationCountryCode', value: 'MARS', message: messages.chooseOption },
    { code: 'travel', field: 'addOns', value: ['CRUISE_COVER', 'HELICOPTER'], message: messages.chooseOption },
  ])('refuses a $code quote whose $field is $value: "$message"', async ({ code, field, value, message, base }) => {
    const response = await postQuote(t.app, cookie, code, { ...(base ?? samplesOf(code).quote), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
  });

  it.each([
    { code: 'health-360', field: 'spouseDob', value: dobAged(101), message: messages.health360Age },
    { code: 'health-360', field: 'spouseName', value: '', message: messages.nameRequired },
    { code: 'wellness', field: 'mobile', value: '5876543210', message: messages.mobile },
    { code: 'travel', field: 'mobileCountryCode', value: '0091', message: messages.mobileCountryCode },
    { code: 'travel', field: 'nationality', value: 'Indian 1', message: travelMessages.nationality },
    { code: 'travel', field: 'passportNumber', value: 'K1', message: travelMessages.passportNumber },
  ])('refuses a $code proposal whose $field is $value: "$message"', async ({ code, field, value, message }) => {
    const quote = (await postQuote(t.app, cookie, code)).json<Quote>();
    const response = await postProposal(t.app, cookie, code, { quoteId: quote.quoteId, ...samplesOf(code).proposal, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
  });

  it('asks a non-Indian traveller for the Emirates ID and its expiry, and takes them', async () => {
    const quote = (await postQuote(t.app, cookie, 'travel')).json<Quote>();
    const foreigner = { quoteId: quote.quoteId, ...samplesOf('travel').proposal, nationality: 'Emirati' };
    const refused = await postProposal(t.app, cookie, 'travel', foreigner);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ emirateId: travelMessages.emirateIdRequired, emirateIdExpiry: travelMessages.emirateIdExpiryRequired });
    const accepted = await postProposal(t.app, cookie, 'travel', { ...foreigner, emirateId: '784-1990-1234567-1', emirateIdExpiry: inDays(400) });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
