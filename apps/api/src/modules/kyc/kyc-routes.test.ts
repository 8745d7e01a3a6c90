import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProduct, kycMessages, type KycInitiation, type KycPoll, type Proposal, type Quote, type UpdateFormResult } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { createReviewedProposal, createSampleProposal, postProposal, postQuote, samplesOf, withOwnUploads } from '../sales/sales-test-fixtures';

describe('KYC: initiate, the sandbox KYC page, poll, updateForm and the payment gate', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { authorisedProducts: ['shop'] });
  });
  afterAll(async () => t.close());

  const initiate = (referenceId: string, query: Record<string, string> = {}, cookie = seller.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/kyc/initiate/configurator?${new URLSearchParams({ isThinLayer: 'true', referenceId, insurerCode: 'KAVACH_GENERAL', ...query })}`,
      headers: { cookie },
    });
  const poll = (referenceId: string, cookie = seller.cookie) =>
    t.app.inject({ method: 'GET', url: `/api/kyc/poll?referenceId=${referenceId}`, headers: { cookie } });
  const updateForm = (referenceId: string, flowType = 'kyc') =>
    t.app.inject({ method: 'POST', url: `/api/updateForm/${flowType}?referenceId=${referenceId}`, headers: { cookie: seller.cookie } });
  const requestLink = (referenceId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/shop/payments/link',
      headers: { cookie: seller.cookie, 'idempotency-key': `key-${referenceId}-${Math.random()}` },
      payload: { referenceId },
    });
  const getProposal = async (referenceId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/shop/proposals/${referenceId}`, headers: { cookie: seller.cookie } })).json<Proposal>();

  /** The customer fills the sandbox KYC page (the path of the provider's redirect URL) and submits it. */
  const submitKycPage = async (redirectUrl: string, form: { pan: string; dob?: string }) => {
    const pagePath = new URL(redirectUrl, 'http://api.test').pathname;
    const page = await t.app.inject({ method: 'GET', url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const prefilledDob = /id="dob" name="dob" value="([^"]*)"/.exec(page.body)?.[1] ?? '';
    return t.app.inject({
      method: 'POST',
      url: `${pagePath}/submit`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ pan: form.pan, dob: form.dob ?? prefilledDob }).toString(),
    });
  };

  /** A reviewed shop proposal whose KYC the customer completed with this PAN; answers the poll. */
  const kycWith = async (pan: string, dob?: string) => {
    const proposal = await createReviewedProposal(t.app, seller.cookie, 'shop');
    const started = (await initiate(proposal.referenceId)).json<KycInitiation>();
    const submitted = await submitKycPage(started.redirectUrl, { pan, ...(dob ? { dob } : {}) });
    expect(submitted.statusCode, submitted.body).toBe(303);
    return { proposal, started, polled: (await poll(proposal.referenceId)).json<KycPoll>() };
  };

  it('answers the provider page, the same one while the KYC is pending', async () => {
    const { proposal } = await createSampleProposal(t.app, seller.cookie, 'shop');
    expect(proposal).toMatchObject({ needsKyc: true, kycStatus: 'NOT_STARTED' });
    expect((await poll(proposal.referenceId)).statusCode).toBe(404);

    const first = await initiate(proposal.referenceId);
    expect(first.statusCode, first.body).toBe(200);
    const started = first.json<KycInitiation>();
    expect(started).toMatchObject({ status: 'PENDING', redirectUrl: expect.stringMatching(/\/api\/sandbox\/kyc\/kyc_[\w-]+$/) });
    expect((await initiate(proposal.referenceId)).json<KycInitiation>()).toEqual(started);
    expect((await getProposal(proposal.referenceId)).kycStatus).toBe('PENDING');
    expect((await poll(proposal.referenceId)).json<KycPoll>()).toMatchObject({ kycId: started.kycId, status: 'PENDING', differingFields: [] });
  });

  it.each([
    { pan: 'ABCDE1234F', status: 'VERIFIED', verified: { panMasked: 'XXXXX1234F' } },
    { pan: 'abcde5678k', status: 'VERIFIED', verified: { panMasked: 'XXXXX5678K' } },
    { pan: 'ABCDE0000F', status: 'FAILED', failureReason: 'PAN not found in the KYC registry' },
    { pan: 'ABCDE9999F', status: 'PENDING' },
  ])('a PAN $pan ends the KYC $status', async ({ pan, status, ...expected }) => {
    const { proposal, polled } = await kycWith(pan);
    expect(polled).toMatchObject({ status, ...expected });
    if (status === 'VERIFIED')
      expect(polled.verified).toEqual({ name: 'Ms Asha Patil', dob: samplesOf('shop').proposal.dob, panMasked: expected.verified!.panMasked });
    else expect(polled.verified).toBeUndefined();
    expect((await getProposal(proposal.referenceId)).kycStatus).toBe(status);
  });

  it('sends the customer back to the review page after the KYC page', async () => {
    const proposal = await createReviewedProposal(t.app, seller.cookie, 'shop');
    const started = (await initiate(proposal.referenceId)).json<KycInitiation>();
    const submitted = await submitKycPage(started.redirectUrl, { pan: 'ABCDE1234F' });
    expect(submitted.headers.location).toBe(`/products/shop/review-payment?referenceId=${proposal.referenceId}`);

    const other = await createReviewedProposal(t.app, seller.cookie, 'shop');
    const back = `/products/shop/review-payment?referenceId=${other.referenceId}&from=kyc`;
    const withReturn = (await initiate(other.referenceId, { returnUrl: back })).json<KycInitiation>();
    expect((await submitKycPage(withReturn.redirectUrl, { pan: 'ABCDE1234F' })).headers.location).toBe(back);
  });

  it.each([
    { form: { pan: 'ABCD1234F' }, message: 'Enter valid PAN' },
    { form: { pan: 'ABCDE1234F', dob: '1990-01-01' }, message: 'DOB should be in DD/MM/YYYY format only' },
  ])('the sandbox page refuses $form with "$message" and completes nothing', async ({ form, message }) => {
    const proposal = await createReviewedProposal(t.app, seller.cookie, 'shop');
    const started = (await initiate(proposal.referenceId)).json<KycInitiation>();
    const response = await submitKycPage(started.redirectUrl, form);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(response.body).toContain('aria-invalid="true"');
    expect((await poll(proposal.referenceId)).json<KycPoll>().status).toBe('PENDING');
  });

  it.each<{ query: Record<string, string>; field: string; message: string }>([
    { query: { isThinLayer: 'false' }, field: 'isThinLayer', message: kycMessages.thinLayerOnly },
    { query: { insurerCode: 'NIRBHAY_GENERAL' }, field: 'insurerCode', message: 'Select Insurer' },
    { query: { insurerCode: 'ACME' }, field: 'insurerCode', message: 'Select Insurer' },
    { query: { returnUrl: '//evil.example/phish' }, field: 'returnUrl', message: 'Return URL must be a path of this site' },
    { query: { returnUrl: 'https://evil.example/' }, field: 'returnUrl', message: 'Return URL must be a path of this site' },
  ])('refuses to initiate with $query', async ({ query, field, message }) => {
    const { proposal } = await createSampleProposal(t.app, seller.cookie, 'shop');
    const response = await initiate(proposal.referenceId, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it.each([
    { quoted: 'KAVACH_GENERAL', other: 'NIRBHAY_GENERAL' },
    { quoted: 'NIRBHAY_GENERAL', other: 'KAVACH_GENERAL' },
  ])("with two insurers, KYC is done with the proposal's own ($quoted), not $other", async ({ quoted, other }) => {
    const fire = findProduct('fire')!.sale!;
    const partner = await signInPartner(t.db, { authorisedProducts: ['fire'] });
    const quoteValues = await withOwnUploads(t.app, partner.cookie, fire.quote.fields, { ...samplesOf('fire').quote, insurer: quoted });
    const quote = (await postQuote(t.app, partner.cookie, 'fire', quoteValues)).json<Quote>();
    const proposalValues = await withOwnUploads(t.app, partner.cookie, fire.proposal.fields, samplesOf('fire').proposal);
    const proposal = (await postProposal(t.app, partner.cookie, 'fire', { quoteId: quote.quoteId, ...proposalValues })).json<Proposal>();

    const refused = await initiate(proposal.referenceId, { insurerCode: other }, partner.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.insurerCode).toBe(kycMessages.otherInsurer);
    expect((await initiate(proposal.referenceId, { insurerCode: quoted }, partner.cookie)).statusCode).toBe(200);
    expect((await poll(proposal.referenceId, partner.cookie)).json<KycPoll>().insurerCode).toBe(quoted);
  });

  it("does not start or show KYC for another partner's proposal", async () => {
    const other = await signInPartner(t.db, { authorisedProducts: ['shop'] });
    const { proposal } = await createSampleProposal(t.app, other.cookie, 'shop');
    expect((await initiate(proposal.referenceId)).statusCode).toBe(404);
    await initiate(proposal.referenceId, {}, other.cookie);
    expect((await poll(proposal.referenceId)).statusCode).toBe(404);
    expect((await poll(proposal.referenceId, other.cookie)).statusCode).toBe(200);
  });

  it('refuses a payment link until KYC is verified, then pays', async () => {
    const proposal = await createReviewedProposal(t.app, seller.cookie, 'shop');
    const before = await requestLink(proposal.referenceId);
    expect(before.statusCode).toBe(409);
    expect(before.json().error.message).toBe('Complete KYC before payment');

    const started = (await initiate(proposal.referenceId)).json<KycInitiation>();
    expect((await requestLink(proposal.referenceId)).json().error.message).toBe('Complete KYC before payment');
    await submitKycPage(started.redirectUrl, { pan: 'ABCDE1234F' });
    await poll(proposal.referenceId);
    expect((await requestLink(proposal.referenceId)).statusCode).toBe(200);
  });

  it('a failed KYC blocks payment; initiating again starts a new attempt', async () => {
    const { proposal, started, polled } = await kycWith('ABCDE0000F');
    expect(polled.status).toBe('FAILED');
    expect((await requestLink(proposal.referenceId)).json().error.message).toBe('Complete KYC before payment');

    const retry = (await initiate(proposal.referenceId)).json<KycInitiation>();
    expect(retry.kycId).not.toBe(started.kycId);
    expect(retry.status).toBe('PENDING');
    await submitKycPage(retry.redirectUrl, { pan: 'ABCDE1234F' });
    expect((await poll(proposal.referenceId)).json<KycPoll>().status).toBe('VERIFIED');
    expect((await requestLink(proposal.referenceId)).statusCode).toBe(200);
  });

  it('updateForm/kyc copies the verified date of birth into the proposal, which may then be paid', async () => {
    const { proposal, polled } = await kycWith('ABCDE1234F', '15/08/1985');
    expect(polled.differingFields).toEqual(['dob']);
    const blocked = await requestLink(proposal.referenceId);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe('Update the proposal with the KYC details before payment');

    const updated = await updateForm(proposal.referenceId);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<UpdateFormResult>()).toEqual({ referenceId: proposal.referenceId, flowType: 'kyc', updatedFields: ['dob'] });
    expect((await getProposal(proposal.referenceId)).values.dob).toBe('15/08/1985');
    expect((await poll(proposal.referenceId)).json<KycPoll>().differingFields).toEqual([]);
    expect((await updateForm(proposal.referenceId)).json<UpdateFormResult>().updatedFields).toEqual([]);
    expect((await requestLink(proposal.referenceId)).statusCode).toBe(200);
  });

  it.each([
    { pan: 'ABCDE9999F', status: 409, message: 'KYC is not verified yet' },
    { pan: 'ABCDE0000F', status: 409, message: 'KYC is not verified yet' },
  ])('updateForm/kyc is refused while the KYC is not verified ($pan)', async ({ pan, status, message }) => {
    const { proposal } = await kycWith(pan);
    const response = await updateForm(proposal.referenceId);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
  });

  it('a name or date of birth changed after KYC needs KYC again before payment; other edits keep it (decision 0122)', async () => {
    const { proposal, started, polled } = await kycWith('ABCDE1234F');
    expect(polled.status).toBe('VERIFIED');
    const edit = async (changes: Record<string, string>) => {
      const saved = await getProposal(proposal.referenceId);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/products/shop/proposals/${proposal.referenceId}`,
        headers: { cookie: seller.cookie },
        payload: { customerConsent: true, quoteId: saved.quoteId, ...saved.values, ...changes },
      });
      expect(response.statusCode, response.body).toBe(200);
      const reviewed = await t.app.inject({
        method: 'POST',
        url: '/api/products/shop/checkout',
        headers: { cookie: seller.cookie },
        payload: { referenceId: proposal.referenceId },
      });
      expect(reviewed.statusCode).toBe(200);
    };

    // The email and mobile are not what KYC verified: it still applies.
    await edit({ email: 'asha.new@example.com', mobile: '9876500000' });
    expect((await poll(proposal.referenceId)).json<KycPoll>().status).toBe('VERIFIED');
    expect((await requestLink(proposal.referenceId)).statusCode).toBe(200);

    // Another name: the verification was of the old one.
    await edit({ firstName: 'Sunita' });
    const closed = (await poll(proposal.referenceId)).json<KycPoll>();
    expect(closed).toMatchObject({ kycId: started.kycId, status: 'FAILED', failureReason: kycMessages.detailsChanged });
    expect((await getProposal(proposal.referenceId)).kycStatus).toBe('FAILED');
    const blocked = await requestLink(proposal.referenceId);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ error: { code: 'CONFLICT', message: kycMessages.beforePayment } });

    const again = (await initiate(proposal.referenceId)).json<KycInitiation>();
    expect(again).toMatchObject({ status: 'PENDING' });
    expect(again.kycId).not.toBe(started.kycId);
    await submitKycPage(again.redirectUrl, { pan: 'ABCDE1234F' });
    expect((await poll(proposal.referenceId)).json<KycPoll>()).toMatchObject({ status: 'VERIFIED', verified: { name: 'Ms Sunita Patil' } });
    expect((await requestLink(proposal.referenceId)).statusCode).toBe(200);

    // Another date of birth too; the letter case of a name is not a change.
    await edit({ firstName: 'SUNITA' });
    expect((await poll(proposal.referenceId)).json<KycPoll>().status).toBe('VERIFIED');
    await edit({ dob: '15/08/1985' });
    expect((await poll(proposal.referenceId)).json<KycPoll>()).toMatchObject({ status: 'FAILED', failureReason: kycMessages.detailsChanged });
    expect((await requestLink(proposal.referenceId)).json().error.message).toBe(kycMessages.beforePayment);
  });

  it('updateForm knows only the kyc flow', async () => {
    const { proposal } = await createSampleProposal(t.app, seller.cookie, 'shop');
    expect((await updateForm(proposal.referenceId, 'bank')).statusCode).toBe(404);
  });

  it('a product without KYC is paid without it', async () => {
    const proposal = await createReviewedProposal(t.app, seller.cookie, 'vector-borne');
    expect(proposal).toMatchObject({ needsKyc: false, kycStatus: 'NOT_STARTED' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/vector-borne/payments/link',
      headers: { cookie: seller.cookie, 'idempotency-key': `key-${proposal.referenceId}` },
      payload: { referenceId: proposal.referenceId },
    });
    expect(response.statusCode).toBe(200);
  });

  it('documents the KYC routes in the OpenAPI document (the sandbox page is not part of the API)', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/kyc/initiate/configurator', '/api/kyc/poll', '/api/updateForm/{flowType}']));
    expect(paths).not.toContain('/api/sandbox/kyc/{requestId}');
  });
});
