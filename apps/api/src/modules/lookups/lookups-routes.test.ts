import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLife, creditLifeMedicalQuestions } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';

describe('lookups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each([
    { url: '/api/products/mobile/brands', includes: { value: 'Samsung', label: 'Samsung' } },
    { url: '/api/products/mobile/states', includes: { value: 'Maharashtra', label: 'Maharashtra' } },
    { url: '/api/products/shop/occupancy', includes: { value: 'KIRANA', label: 'Kirana / Grocery Store' } },
    { url: '/api/products/oneapi_bike/lookups/rto', includes: { value: 'MH12', label: 'MH12 Pune' } },
  ])('answers $url as dropdown options', async ({ url, includes }) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual(includes);
  });

  describe('consumer-goods brands', () => {
    it('answers every brand once, sorted, without a category', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/products/consumer-goods/lookups/brands' });
      expect(response.statusCode).toBe(200);
      const values = response.json<{ value: string }[]>().map((b) => b.value);
      expect(values).toEqual(expect.arrayContaining(['LG', 'Voltas', 'Dell', 'IFB', 'Sony', 'Apple']));
      expect(new Set(values).size).toBe(values.length);
      expect(values).toEqual([...values].sort((a, b) => a.localeCompare(b)));
    });

    it.each([
      { category: 'AC', includes: 'Voltas', excludes: 'Dell' },
      { category: 'LAPTOP', includes: 'Dell', excludes: 'Voltas' },
      { category: 'DISHWASHER', includes: 'IFB', excludes: 'Sony' },
    ])('answers the brands of $category only', async ({ category, includes, excludes }) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/consumer-goods/lookups/brands?category=${category}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toContainEqual({ value: includes, label: includes });
      expect(response.json()).not.toContainEqual({ value: excludes, label: excludes });
    });

    it('refuses an unknown category with "Choose an option"', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/products/consumer-goods/lookups/brands?category=MICROWAVE' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { category: 'Choose an option' } });
    });
  });

  describe('group-personal-accident pin code check', () => {
    const check = (query: string) => t.app.inject({ method: 'GET', url: `/api/products/group-personal-accident/lookups/validatePincode${query}` });

    it.each([
      { pinCode: '411001', city: 'Pune', state: 'Maharashtra' },
      { pinCode: '560034', city: 'Bengaluru', state: 'Karnataka' },
      { pinCode: '403001', city: 'Panaji', state: 'Goa' },
      { pinCode: '413512', city: null, state: 'Maharashtra' },
    ])('serves $pinCode ($state)', async ({ pinCode, city, state }) => {
      const response = await check(`?pinCode=${pinCode}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ pinCode, serviceable: true, city, state });
    });

    it('answers a well-formed pin outside every served area as not serviceable', async () => {
      const response = await check('?pinCode=990001');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ pinCode: '990001', serviceable: false, city: null, state: null });
    });

    it.each([
      { query: '?pinCode=41100', message: 'Enter Valid PinCode' },
      { query: '?pinCode=011001', message: 'Enter Valid PinCode' },
      { query: '?pinCode=abcdef', message: 'Enter Valid PinCode' },
      { query: '?pinCode=', message: 'Pincode is required!' },
      { query: '', message: 'Pincode is required!' },
    ])('refuses "$query" with "$message"', async ({ query, message }) => {
      const response = await check(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', message, fields: { pinCode: message } });
    });

    it('is described in the OpenAPI document', async () => {
      const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
      expect(paths).toHaveProperty(['/api/products/group-personal-accident/lookups/validatePincode', 'get']);
      expect(paths).toHaveProperty(['/api/products/consumer-goods/lookups/brands', 'get']);
    });
  });

  describe('IFSC directory', () => {
    const lookUp = (ifsc: string) => t.app.inject({ method: 'GET', url: `/api/customer/ifsc/${ifsc}` });

    it.each([
      { ifsc: 'HDFC0000001', bank: 'HDFC Bank' },
      { ifsc: 'sbin0000001', bank: 'State Bank of India' },
    ])('names the bank of $ifsc', async ({ ifsc, bank }) => {
      const response = await lookUp(ifsc);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ifsc: ifsc.toUpperCase(), bank });
    });

    it.each([
      ['a code no bank has', 'ZZZZ0000001', 404],
      ['a branch the bank does not have', 'HDFC0ZZZZZZ', 404],
      ['a malformed code', 'HDFC1234567', 400],
    ])('refuses %s in the common error shape', async (_label, ifsc, status) => {
      const response = await lookUp(ifsc);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toEqual(expect.any(String));
    });
  });

  describe('pin code directory', () => {
    const lookUp = (pinCode: string) => t.app.inject({ method: 'GET', url: `/api/lookups/pincodes/${pinCode}` });

    it.each([
      { pinCode: '400001', city: 'Mumbai', state: 'Maharashtra' }, // one office is in Raigad: the most offices win
      { pinCode: '500001', city: 'Hyderabad', state: 'Telangana' },
      { pinCode: '110001', city: 'Central Delhi', state: 'Delhi' },
      { pinCode: '403001', city: 'North Goa', state: 'Goa' },
      { pinCode: '194101', city: 'Leh', state: 'Ladakh' }, // filed under Jammu & Kashmir by the data set
      { pinCode: '605001', city: 'Pondicherry', state: 'Puducherry' },
    ])('answers $pinCode as $city, $state', async ({ pinCode, city, state }) => {
      const response = await lookUp(pinCode);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ pinCode, city, state });
    });

    it('answers 404 in the common shape for a well-formed pin code India Post does not have', async () => {
      const response = await lookUp('987654');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'India Post has no such pin code' } });
    });

    it.each(['41100', '011001', 'abcdef', '4110011', '41100%20'])('refuses "%s" with the pin code message', async (pinCode) => {
      const response = await lookUp(pinCode);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { pinCode: 'Enter Valid Pincode' } });
    });
  });

  it('answers the 36 states and union territories of India', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products/mobile/states' })).json()).toHaveLength(36);
  });

  it('answers the shop FAQ as questions and answers', async () => {
    const faqs = (await t.app.inject({ method: 'GET', url: '/api/products/shop/lookups/faq' })).json();
    expect(faqs.length).toBeGreaterThan(0);
    expect(faqs[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
  });

  it('answers the signed-in partner for the mobile journey', async () => {
    const { partner, cookie } = await signInPartner(t.db, { tenant: 'mintfin' });
    const response = await t.app.inject({ method: 'GET', url: '/api/products/mobile/partner', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dealerHash: partner.dealerHash,
      dealerName: partner.name,
      dealerUserName: partner.userName,
      mobile: partner.mobile,
      email: partner.email,
      tenant: 'mintfin',
      tenantName: 'Mint Finance',
      authorisedToSell: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/products/mobile/partner' })).statusCode).toBe(401);
  });

  describe('credit-life medical questions', () => {
    const ask = (query: string) => t.app.inject({ method: 'GET', url: `/api/products/credit-life/medicalQuestions${query}` });

    it('answers the questions of its one insurer, the same the proposal asks as YES/NO', async () => {
      const response = await ask('?insurerCode=JEEVAN_SURAKSHA_LIFE');
      expect(response.statusCode).toBe(200);
      const questions = response.json<{ code: string; question: string; disqualifying: boolean }[]>();
      expect(questions).toEqual([...creditLifeMedicalQuestions]);
      const proposalFields = creditLife.sale!.proposal.fields;
      for (const question of questions) {
        expect(proposalFields.find((field) => field.name === question.code)).toMatchObject({ label: question.question, kind: 'radio' });
      }
    });

    it.each([
      { query: '?insurerCode=KAVACH_GENERAL', message: 'Kavach General Insurance does not underwrite Credit Life' },
      { query: '?insurerCode=MINT_LIFE', message: 'No insurer with code MINT_LIFE' },
    ])('answers 404 for $query: "$message"', async ({ query, message }) => {
      const response = await ask(query);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message });
    });

    it.each(['', '?insurerCode=', '?insurerCode=%20'])('asks for the insurer when "%s" names none', async (query) => {
      const response = await ask(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { insurerCode: 'Select Insurer' } });
    });

    it('is described with the RTO lookup in the OpenAPI document', async () => {
      const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
      expect(paths).toHaveProperty(['/api/products/credit-life/medicalQuestions', 'get', 'parameters']);
      expect(paths).toHaveProperty(['/api/products/oneapi_bike/lookups/rto', 'get']);
    });
  });
});
