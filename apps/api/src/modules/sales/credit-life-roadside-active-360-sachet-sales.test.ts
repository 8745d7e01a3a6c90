import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditLifeMessages,
  formatDob,
  indiaToday,
  messages,
  quotedAgeMessage,
  roadsideMessages,
  sachetTermMessages,
  type Proposal,
  type Quote,
} from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { dobForAge, postProposal, postQuote, samplesOf } from './sales-test-fixtures';

const today = indiaToday();
const bornYearsAgo = (years: number) => formatDob(new Date(today.getFullYear() - years, today.getMonth(), today.getDate()));

/**
 * Credit life, roadside assistance, Active 360 and sachet term over HTTP: quoted at the domain's premium,
 * proposed from their samples, and refused with the spec's (or our documented) message.
 */
describe('credit life, roadside assistance, Active 360 and sachet term sales', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signInPartner(t.db, { authorisedProducts: ['credit-life'] })).cookie;
  });
  afterAll(async () => t.close());

  const quoteOf = async (productCode: string, overrides: Record<string, string> = {}) => {
    const response = await postQuote(t.app, cookie, productCode, { ...samplesOf(productCode).quote, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Quote>();
  };

  it.each<{ productCode: string; overrides: Record<string, string>; totalPremium: number }>([
    { productCode: 'credit-life', overrides: {}, totalPremium: 72800 },
    { productCode: 'credit-life', overrides: { sumInsured: '2500000', loanTenure: '20', age: '35', policyRole: 'JOINT' }, totalPremium: 46800000 },
    { productCode: 'roadside-assistance', overrides: {}, totalPremium: 9900 },
    { productCode: 'roadside-assistance', overrides: { vehicleType: 'FOUR_WHEELER' }, totalPremium: 19900 },
    { productCode: 'active-360', overrides: {}, totalPremium: 1200000 },
    { productCode: 'active-360', overrides: { age: '50' }, totalPremium: 2100000 },
    { productCode: 'sachet-term', overrides: { sumInsured: '300000' }, totalPremium: 30000 },
    { productCode: 'sachet-term', overrides: { sumInsured: '1000000' }, totalPremium: 100000 },
  ])('quotes $productCode $overrides at $totalPremium paise and takes the proposal', async ({ productCode, overrides, totalPremium }) => {
    const quote = await quoteOf(productCode, overrides);
    expect(quote.premium.totalPremium).toBe(totalPremium);
    // The proposer's date of birth gives the quoted age, where the quote asks one.
    const dob = overrides.age ? { dob: dobForAge(overrides.age) } : {};
    // A joint cover insures the co-borrower too.
    const coBorrower = overrides.policyRole === 'JOINT' ? { coBorrowerFirstName: 'Rahul', coBorrowerLastName: 'Patil', coBorrowerDob: dobForAge(38) } : {};
    const response = await postProposal(t.app, cookie, productCode, { quoteId: quote.quoteId, ...samplesOf(productCode).proposal, ...dob, ...coBorrower });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Proposal>()).toMatchObject({ productCode, status: 'DRAFT', premium: { totalPremium } });
  });

  it.each([
    { productCode: 'credit-life', field: 'sumInsured', value: '150000', message: messages.sumInsuredMultiple },
    { productCode: 'credit-life', field: 'sumInsured', value: 'ten lakh', message: messages.sumInsured },
    { productCode: 'credit-life', field: 'age', value: '61', message: messages.creditLifeAge },
    { productCode: 'credit-life', field: 'loanTenure', value: '1', message: creditLifeMessages.tenure },
    {
      productCode: 'credit-life',
      field: 'loanCommencementDate',
      value: formatDob(new Date(today.getFullYear() + 1, 0, 1)),
      message: creditLifeMessages.commencementInFuture,
    },
    { productCode: 'roadside-assistance', field: 'vehicleType', value: 'TRUCK', message: messages.chooseOption },
    { productCode: 'active-360', field: 'age', value: '66', message: messages.age18to65 },
    { productCode: 'sachet-term', field: 'sumInsured', value: '400000', message: messages.selectSumInsured },
  ])('refuses a $productCode quote whose $field is "$value": "$message"', async ({ productCode, field, value, message }) => {
    const response = await postQuote(t.app, cookie, productCode, { ...samplesOf(productCode).quote, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
  });

  it.each([
    { productCode: 'credit-life', field: 'medicalCriticalIllness', value: 'YES', message: creditLifeMessages.medicalRefusal },
    { productCode: 'credit-life', field: 'medicalPendingTreatment', value: '', message: messages.chooseOption },
    { productCode: 'credit-life', field: 'dob', value: bornYearsAgo(61), message: messages.creditLifeAge },
    { productCode: 'roadside-assistance', field: 'vehicleNumber', value: 'MH 12 AB 1234', message: messages.vehicleNumber },
    { productCode: 'roadside-assistance', field: 'breakdownPoint', value: 'ZZ99', message: roadsideMessages.breakdownPoint },
    { productCode: 'roadside-assistance', field: 'dob', value: '31/02/1990', message: messages.invalidDate },
    { productCode: 'active-360', field: 'dob', value: bornYearsAgo(70), message: messages.age18to65 },
    { productCode: 'sachet-term', field: 'dob', value: bornYearsAgo(51), message: sachetTermMessages.age },
    { productCode: 'sachet-term', field: 'nomineeRelationship', value: 'NEIGHBOUR', message: messages.chooseOption },
  ])('refuses a $productCode proposal whose $field is "$value": "$message"', async ({ productCode, field, value, message }) => {
    const quote = await quoteOf(productCode);
    const response = await postProposal(t.app, cookie, productCode, { quoteId: quote.quoteId, ...samplesOf(productCode).proposal, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
  });

  it('takes a credit-life proposal declaring a family history, which does not disqualify', async () => {
    const quote = await quoteOf('credit-life');
    const response = await postProposal(t.app, cookie, 'credit-life', {
      quoteId: quote.quoteId,
      ...samplesOf('credit-life').proposal,
      medicalFamilyHistory: 'YES',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Proposal>().values).toMatchObject({ medicalFamilyHistory: 'YES' });
  });

  it('offers the roadside sample breakdown point in the RTO lookup', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/oneapi_bike/lookups/rto' });
    expect(response.json<{ value: string }[]>().map((o) => o.value)).toContain(samplesOf('roadside-assistance').proposal.breakdownPoint);
  });

  it('refuses credit life to a partner not authorised to sell it', async () => {
    const unauthorised = await signInPartner(t.db);
    const response = await postQuote(t.app, unauthorised.cookie, 'credit-life');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(messages.notAuthorisedProduct);
  });
});

describe('a proposal must agree with the age its quote was priced at', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signInPartner(t.db, { authorisedProducts: ['credit-life'] })).cookie;
  });
  afterAll(async () => t.close());

  it.each([
    { productCode: 'credit-life', age: '30', dob: dobForAge(45) },
    { productCode: 'active-360', age: '35', dob: dobForAge(59) },
    { productCode: 'health-360', age: '35', dob: dobForAge(36) },
  ])('$productCode quoted at $age is refused for a proposer born $dob', async ({ productCode, age, dob }) => {
    const quote = (await postQuote(t.app, cookie, productCode, { ...samplesOf(productCode).quote, age })).json<Quote>();
    const response = await postProposal(t.app, cookie, productCode, { quoteId: quote.quoteId, ...samplesOf(productCode).proposal, dob });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ dob: quotedAgeMessage(Number(age)) });
  });
});

describe('a joint credit-life cover needs its co-borrower', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signInPartner(t.db, { authorisedProducts: ['credit-life'] })).cookie;
  });
  afterAll(async () => t.close());

  it('refuses a joint quote proposed without the co-borrower, with a message on each field', async () => {
    const quote = (await postQuote(t.app, cookie, 'credit-life', { ...samplesOf('credit-life').quote, policyRole: 'JOINT' })).json<Quote>();
    // A policyRole sent with the proposal changes nothing: the signed quote decides.
    const response = await postProposal(t.app, cookie, 'credit-life', { quoteId: quote.quoteId, ...samplesOf('credit-life').proposal, policyRole: 'SINGLE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      coBorrowerFirstName: 'Co-borrower First Name is required',
      coBorrowerLastName: 'Co-borrower Last Name is required',
      coBorrowerDob: 'Co-borrower Date of Birth is required',
    });
  });

  it('does not keep co-borrower details sent with a single cover', async () => {
    const quote = (await postQuote(t.app, cookie, 'credit-life')).json<Quote>();
    const response = await postProposal(t.app, cookie, 'credit-life', {
      quoteId: quote.quoteId,
      ...samplesOf('credit-life').proposal,
      coBorrowerFirstName: 'Rahul',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Proposal>().values.coBorrowerFirstName).toBeUndefined();
  });
});
