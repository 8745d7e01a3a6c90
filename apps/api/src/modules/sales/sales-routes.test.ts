import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateMobilePremiumPaise, CONSENT_REQUIRED_MESSAGE, quoteSchema, tenants, type Proposal, type Quote } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { createSampleProposal, postProposal, postQuote, samplesOf } from './sales-test-fixtures';

/** The token with one character replaced by another base64url character. */
const replaceCharAt = (token: string, index: number) => `${token.slice(0, index)}${token[index] === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;

describe('quotes, proposals and checkout', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { authorisedProducts: ['shop'] });
  });
  afterAll(async () => t.close());

  describe('quotes', () => {
    it.each([
      { productCode: 'vector-borne', totalPremium: 19900, planCode: 'VECTOR_BORNE', sumInsured: 10000 },
      { productCode: 'shop', totalPremium: 51600, planCode: 'CONTENTS', sumInsured: 300000 },
      { productCode: 'mobile', totalPremium: calculateMobilePremiumPaise(25000), planCode: 'MOBILE_PROTECTION', sumInsured: undefined },
    ])('prices a $productCode quote and answers it as a signed quoteId', async ({ productCode, totalPremium, planCode, sumInsured }) => {
      const response = await postQuote(t.app, seller.cookie, productCode);
      expect(response.statusCode, response.body).toBe(201);
      // The route writes its answer without the zod serializer, so the contract is checked here.
      expect(quoteSchema.safeParse(response.json()).error).toBeUndefined();
      const quote = response.json<Quote>();
      expect(quote).toMatchObject({ productCode, values: samplesOf(productCode).quote, premium: { planCode, totalPremium } });
      if (sumInsured !== undefined) expect(quote.premium.sumInsured).toBe(sumInsured);
      expect(quote.premium.netPremium + quote.premium.gst).toBe(totalPremium);
      // A compact JWE (header..iv.ciphertext.tag) in base64url: safe in a URL query, and small enough for one.
      expect(quote.quoteId).toMatch(/^[A-Za-z0-9_-]+\.\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
      expect(quote.quoteId.length).toBeLessThan(1024);
    });

    it.each([
      { productCode: 'vector-borne', field: 'pinCode', value: '41100', message: 'Pincode should contain 6 digits' },
      { productCode: 'mobile', field: 'devicePrice', value: '9999', message: 'Price should be more than Rs.10000' },
      { productCode: 'shop', field: 'constructionType', value: 'KUTCHA', message: 'Plan not available for Kutcha construction type' },
      { productCode: 'shop', field: 'propertyAge', value: '31', message: 'Property age should not be greater than 30' },
      { productCode: 'shop', field: 'shopFloor', value: '-1', message: 'Plan not available for Basement' },
    ])('refuses a $productCode quote whose $field is $value: "$message"', async ({ productCode, field, value, message }) => {
      const response = await postQuote(t.app, seller.cookie, productCode, { ...samplesOf(productCode).quote, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    });

    it('asks the partner to sign in first', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/products/vector-borne/quotes', payload: samplesOf('vector-borne').quote });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a partner not authorised for a product that needs authorisation', async () => {
      const unauthorised = await signInPartner(t.db);
      const response = await postQuote(t.app, unauthorised.cookie, 'shop');
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('You are not authorised to sell this product.');
    });

    it('lets the view role read but not quote', async () => {
      const viewer = await signInPartner(t.db, { role: 'view' });
      const response = await postQuote(t.app, viewer.cookie, 'vector-borne');
      expect(response.statusCode).toBe(403);
      const list = await t.app.inject({ method: 'GET', url: '/api/products/vector-borne/proposals', headers: { cookie: viewer.cookie } });
      expect(list.statusCode).toBe(200);
    });

    it('answers 404 for a product the tenant cannot see', async () => {
      const whiteLabel = await signInPartner(t.db, { tenant: 'sahyadri' });
      expect((await postQuote(t.app, whiteLabel.cookie, 'vector-borne')).statusCode).toBe(404);
      expect((await postQuote(t.app, seller.cookie, 'no-such-product', {})).statusCode).toBe(404);
    });
  });

  describe('proposals', () => {
    it('stores a proposal with a PRP reference, the quote and its premium', async () => {
      const { quote, proposal } = await createSampleProposal(t.app, seller.cookie);
      expect(proposal.referenceId).toMatch(/^PRP\d{8}[A-Z0-9]{6}$/);
      expect(proposal).toMatchObject({ productCode: 'vector-borne', quoteId: quote.quoteId, status: 'DRAFT', policy: null });
      expect(proposal.premium.totalPremium).toBe(19900);
      expect(proposal.values.firstName).toBe('Asha');
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/products/vector-borne/proposals/${proposal.referenceId}`,
        headers: { cookie: seller.cookie },
      });
      expect(read.json()).toEqual(proposal);
    });

    it.each([
      { field: 'firstName', value: 'Asha1', message: 'First name should be alphabetical only' },
      { field: 'lastName', value: 'Pat-il', message: 'Last name should be alphabetical only' },
      { field: 'email', value: 'asha@', message: 'Email is not valid' },
      { field: 'mobile', value: '5876543210', message: 'Mobile is invalid' },
      { field: 'mobile', value: '98765', message: 'Mobile is invalid' },
      { field: 'dob', value: '1990-01-31', message: 'DOB should be in DD/MM/YYYY format only' },
      { field: 'dob', value: '31/02/1990', message: 'Invalid date' },
      { field: 'pinCode', value: '011001', message: 'Enter Valid Pincode' },
      { field: 'city', value: 'Pune 2', message: 'City name should be alphabetical only' },
      { field: 'state', value: 'Maharashtra1', message: 'Enter valid state' },
      { field: 'paymentMode', value: 'MINTPAY', message: 'This payment mode not configured for your account' },
    ])('refuses a proposal whose $field is "$value": "$message"', async ({ field, value, message }) => {
      const quote = (await postQuote(t.app, seller.cookie, 'vector-borne')).json<Quote>();
      const response = await postProposal(t.app, seller.cookie, 'vector-borne', {
        quoteId: quote.quoteId,
        ...samplesOf('vector-borne').proposal,
        [field]: value,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
    });

    it('requires the customer’s consent and records the tenant’s consent text with the time', async () => {
      const quote = (await postQuote(t.app, seller.cookie, 'vector-borne')).json<Quote>();
      for (const customerConsent of [undefined, false]) {
        const refused = await postProposal(t.app, seller.cookie, 'vector-borne', {
          quoteId: quote.quoteId,
          ...samplesOf('vector-borne').proposal,
          customerConsent,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.fields).toEqual({ customerConsent: CONSENT_REQUIRED_MESSAGE });
      }
      const accepted = await postProposal(t.app, seller.cookie, 'vector-borne', { quoteId: quote.quoteId, ...samplesOf('vector-borne').proposal });
      expect(accepted.statusCode).toBe(201);
      const { consent } = accepted.json<Proposal>();
      expect(consent?.text).toBe(tenants.mintpro.consentText);
      expect(Date.now() - Date.parse(consent!.acceptedAt)).toBeLessThan(60_000);
    });

    it('lists every failing field at once', async () => {
      const quote = (await postQuote(t.app, seller.cookie, 'vector-borne')).json<Quote>();
      const response = await postProposal(t.app, seller.cookie, 'vector-borne', { quoteId: quote.quoteId, firstName: '1', email: 'x' });
      expect(response.statusCode).toBe(400);
      const fields = response.json().error.fields;
      expect(fields.firstName).toBe('First name should be alphabetical only');
      expect(fields.email).toBe('Email is not valid');
      // Fields left out are reported too, each with its own required message.
      expect(Object.keys(fields)).toEqual(expect.arrayContaining(['mobile', 'dob', 'city', 'nomineeFirstName']));
    });

    it('requires the invoice file to be an upload of the partner (mobile)', async () => {
      const quote = (await postQuote(t.app, seller.cookie, 'mobile')).json<Quote>();
      const response = await postProposal(t.app, seller.cookie, 'mobile', {
        quoteId: quote.quoteId,
        ...samplesOf('mobile').proposal,
        invoiceFile: '8a1b7c7e-1111-4222-8333-944455556666',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ invoiceFile: 'Add Invoice as a PDF or Image' });
    });

    it('accepts the partner’s own uploaded invoice (mobile)', async () => {
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
      const boundary = '----sales-test';
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/files/v1/upload',
        headers: { cookie: seller.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="invoice.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
          pdf,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const { proposal } = await createSampleProposal(t.app, seller.cookie, 'mobile', { invoiceFile: upload.json().fileId });
      expect(proposal.values.invoiceFile).toBe(upload.json().fileId);
    });

    it('refuses another partner’s quote and hides his proposals', async () => {
      const other = await signInPartner(t.db);
      const { quote, proposal } = await createSampleProposal(t.app, other.cookie);
      const usingHisQuote = await postProposal(t.app, seller.cookie, 'vector-borne', { quoteId: quote.quoteId, ...samplesOf('vector-borne').proposal });
      expect(usingHisQuote.statusCode).toBe(404);
      const reading = await t.app.inject({
        method: 'GET',
        url: `/api/products/vector-borne/proposals/${proposal.referenceId}`,
        headers: { cookie: seller.cookie },
      });
      expect(reading.statusCode).toBe(404);
      const list = await t.app.inject({ method: 'GET', url: '/api/products/vector-borne/proposals', headers: { cookie: seller.cookie } });
      expect(list.json<Proposal[]>().map((p) => p.referenceId)).not.toContain(proposal.referenceId);
    });

    it.each([
      { part: 'header', change: (token: string) => replaceCharAt(token, 20) },
      { part: 'ciphertext', change: (token: string) => replaceCharAt(token, token.length - 40) },
      { part: 'tag', change: (token: string) => replaceCharAt(token, token.length - 1) },
    ])('refuses a quoteId with one character of its $part changed: "Quote is not valid…"', async ({ change }) => {
      const quote = (await postQuote(t.app, seller.cookie, 'vector-borne')).json<Quote>();
      const response = await postProposal(t.app, seller.cookie, 'vector-borne', { quoteId: change(quote.quoteId), ...samplesOf('vector-borne').proposal });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { quoteId: 'Quote is not valid. Please get a new quote.' } });
    });

    it("reads the partner's own quote back from its quoteId, and nobody else's", async () => {
      const quote = (await postQuote(t.app, seller.cookie, 'vector-borne')).json<Quote>();
      const readBy = (cookie: string, productCode = 'vector-borne', quoteId = quote.quoteId) =>
        t.app.inject({ method: 'GET', url: `/api/products/${productCode}/quote?quoteId=${encodeURIComponent(quoteId)}`, headers: { cookie } });
      const own = await readBy(seller.cookie);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      const { createdAt, ...rest } = own.json<Quote>();
      const { createdAt: quotedAt, ...quoted } = quote;
      expect(rest).toEqual(quoted);
      // Token times are whole seconds.
      expect(Math.abs(new Date(createdAt).getTime() - new Date(quotedAt).getTime())).toBeLessThan(1000);

      const other = await signInPartner(t.db);
      expect((await readBy(other.cookie)).statusCode).toBe(404);
      expect((await readBy(seller.cookie, 'shop')).statusCode).toBe(404);
      const changed = await readBy(seller.cookie, 'vector-borne', replaceCharAt(quote.quoteId, quote.quoteId.length - 1));
      expect(changed.statusCode).toBe(400);
      expect(changed.json().error.fields).toEqual({ quoteId: 'Quote is not valid. Please get a new quote.' });
      expect((await t.app.inject({ method: 'GET', url: `/api/products/vector-borne/quote?quoteId=${encodeURIComponent(quote.quoteId)}` })).statusCode).toBe(
        401,
      );
    });

    it('refuses a quote of another product', async () => {
      const quote = (await postQuote(t.app, seller.cookie, 'vector-borne')).json<Quote>();
      const response = await postProposal(t.app, seller.cookie, 'shop', { quoteId: quote.quoteId, ...samplesOf('shop').proposal });
      expect(response.statusCode).toBe(404);
    });

    it('shows an admin every proposal of his tenant, and no other tenant’s', async () => {
      const colleague = await signInPartner(t.db, { tenant: 'mintfin' });
      const admin = await signInPartner(t.db, { tenant: 'mintfin', role: 'admin' });
      const outsider = await signInPartner(t.db, { tenant: 'mintlife', role: 'admin' });
      const { proposal } = await createSampleProposal(t.app, colleague.cookie);
      const list = (cookie: string) =>
        t.app.inject({ method: 'GET', url: '/api/products/vector-borne/proposals', headers: { cookie } }).then((r) => r.json<Proposal[]>());
      expect((await list(admin.cookie)).map((p) => p.referenceId)).toContain(proposal.referenceId);
      expect((await list(outsider.cookie)).map((p) => p.referenceId)).not.toContain(proposal.referenceId);
    });
  });

  describe('checkout (review before payment)', () => {
    it('moves the proposal to PAYMENT_PENDING and answers the review summary, the same on a repeat', async () => {
      const { proposal } = await createSampleProposal(t.app, seller.cookie);
      const checkout = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/products/vector-borne/checkout',
          headers: { cookie: seller.cookie },
          payload: { referenceId: proposal.referenceId },
        });
      const first = await checkout();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        proposal: { referenceId: proposal.referenceId, status: 'PAYMENT_PENDING' },
        productName: 'Vector Borne Disease Cover',
        planName: 'Dengue & Malaria Cover',
        insuredName: 'Ms Asha Patil',
        amount: 19900,
        amountLabel: 'Rs 199',
      });
      expect((await checkout()).json()).toEqual(first.json());
    });

    it('does not check out another partner’s proposal', async () => {
      const other = await signInPartner(t.db);
      const { proposal } = await createSampleProposal(t.app, other.cookie);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/products/vector-borne/checkout',
        headers: { cookie: seller.cookie },
        payload: { referenceId: proposal.referenceId },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  it('documents every sales route in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/products/{code}/quotes',
        '/api/products/{code}/proposals',
        '/api/products/{code}/proposals/{referenceId}',
        '/api/products/{code}/checkout',
        '/api/products/{code}/payments/link',
        '/api/products/{code}/payments/status',
        '/api/payments/{code}/transaction',
        '/api/payment/v1/order/fetch',
        '/api/payments/callback',
        '/api/files/v1/upload',
        '/api/files/v1/{fileId}',
        '/api/policies/{policyNumber}/document',
        '/api/products/mobile/brands',
      ]),
    );
  });
});
