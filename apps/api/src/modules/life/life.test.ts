import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  findLifePlan,
  formatDob,
  type LeadDetails,
  type LifeApplication,
  type LifeInsurerCallbackBody,
  type LifePlanDetails,
  type LifeQuote,
} from '@portal/domain';
import { runDueJobs } from '../../jobs/job-queue';
import { LIFE_INSURER_SIGNATURE_HEADER, LIFE_INSURER_TIMESTAMP_HEADER, lifeInsurerWebhookKey } from '../../providers/life-insurers/life-insurer-provider';
import { signCallback } from '../../providers/signed-callback';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { lifePlanInLanguage } from '@portal/domain/messages/product-copy';
import { pdfNamesFont, pdfTexts } from '../../test-pdf-text';
import { renderLifeBrochure } from './life-brochure';
import { leads } from '../../db/schema/leads-schema';

const HOST = 'portal.test';
const dobAt = (age: number) => {
  const today = new Date();
  return formatDob(new Date(Date.UTC(today.getUTCFullYear() - age, 0, 1)));
};
const insured = (age = 30) => ({ firstName: 'Asha', lastName: 'Verma', gender: 'FEMALE', dob: dobAt(age), smoker: false, pinCode: '411001' });

describe('life insurance: plans, the profile journey, the proposal and its issuance', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let colleague: Awaited<ReturnType<typeof signInPartner>>;
  let otherTenant: Awaited<ReturnType<typeof signInPartner>>;
  let unauthorised: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { tenant: 'mintpro', authorisedProducts: ['life-insurance'] });
    colleague = await signInPartner(t.db, { tenant: 'mintpro', authorisedProducts: ['life-insurance'] });
    otherTenant = await signInPartner(t.db, { tenant: 'mintfin', authorisedProducts: ['life-insurance'] });
    unauthorised = await signInPartner(t.db, { tenant: 'mintpro' });
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie = seller.cookie, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api${url}`, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const start = async (planType: string, cookie = seller.cookie) => {
    const response = await call('POST', '/life/applications', cookie, { planType });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LifeApplication>();
  };
  const answer = (requestId: string, step: string, answers: unknown, cookie = seller.cookie) =>
    call('PUT', `/life/applications/${requestId}/steps`, cookie, { step, answers });
  const ok = async (response: Awaited<ReturnType<typeof answer>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LifeApplication>();
  };
  /** A term application answered up to its lead step, Rs 1 crore to 60 with the given plan. */
  const termAtLead = async (productId = 'jsl-smart-term', sumAssured = 10_000_000) => {
    const application = await start('term');
    await ok(await answer(application.requestId, 'about-insured', insured()));
    await ok(await answer(application.requestId, 'about-proposer', { relationship: 'SELF', annualIncome: 1_500_000 }));
    const atLead = await ok(await answer(application.requestId, 'sum-assured', { productId, sumAssured, policyTerm: 30, paymentTerm: 'regular' }));
    expect(atLead.step).toBe('lead');
    return atLead;
  };
  const runJobsLater = () => runDueJobs(t.db, t.app.jobHandlers, new Date(Date.now() + 60_000));

  describe('plans', () => {
    it('lists the POS plans with their starting premium, and details with benefits, riders, exclusions and eligibility', async () => {
      const pos = (await call('GET', '/life/plans?pos=true')).json<{ plans: { productId: string; pos: boolean; startingPremium: number }[] }>();
      expect(pos.plans.map((p) => p.productId)).toEqual(['pos-jsl-saral-jeevan-bima', 'pos-amrit-bachat']);
      expect(pos.plans.every((p) => p.pos && p.startingPremium > 0)).toBe(true);
      const details = (await call('GET', '/life/plans/jsl-smart-term')).json<LifePlanDetails>();
      expect(details).toMatchObject({
        name: 'Smart Term Protect',
        insurerName: 'Jeevan Suraksha Life Insurance',
        startingPremium: 1_100_000,
        freeLookDays: 30,
      });
      expect(details.riders.length).toBeGreaterThan(0);
      expect(details.eligibility.entryAge).toBe('18 to 65 years');
      expect((await call('GET', '/life/plans/no-such-plan')).statusCode).toBe(404);
      expect((await call('GET', '/life/plans?type=nope')).statusCode).toBe(400);
    });

    it('says the plans’ copy in the language asked, names, insurers and premiums unchanged (decision 0280)', async () => {
      const hindi = await call('GET', '/life/plans/jsl-smart-term', seller.cookie, undefined, { 'accept-language': 'hi-IN' });
      expect(hindi.headers['content-language']).toBe('hi-IN');
      expect(hindi.headers.vary).toContain('Accept-Language');
      expect(hindi.json<LifePlanDetails>()).toMatchObject({
        name: 'Smart Term Protect',
        insurerName: 'Jeevan Suraksha Life Insurance',
        startingPremium: 1_100_000,
        tagline: 'कम प्रीमियम पर केवल जीवन बीमा कवर, परिवार को एकमुश्त भुगतान',
        startingPremiumFor: '30 वर्ष के पुरुष, धूम्रपान न करने वाले, 60 वर्ष की आयु तक Rs 1 करोड़',
        riders: expect.arrayContaining(['गंभीर बीमारी (34 बीमारियाँ)']),
        eligibility: {
          entryAge: '18 से 65 वर्ष',
          maturityAge: '85 वर्ष तक',
          policyTerm: '10 से 50 वर्ष',
          paymentTerms: ['नियमित भुगतान (पॉलिसी अवधि के हर वर्ष)', 'एकल प्रीमियम', 'सीमित भुगतान, 5 वर्ष', 'सीमित भुगतान, 10 वर्ष', 'सीमित भुगतान, 15 वर्ष'],
          sumAssured: 'Rs 25,00,000 से Rs 20,00,00,000, Rs 1,00,000 के गुणक में',
          medicalExamination: 'Rs 1,00,00,000 से अधिक बीमित राशि के लिए आवश्यक',
        },
      });
      const marathi = await call('GET', '/life/plans?pos=true', seller.cookie, undefined, { 'accept-language': 'mr-IN' });
      expect(marathi.headers['content-language']).toBe('mr-IN');
      const saral = marathi.json<{ plans: { productId: string; name: string; tagline: string }[] }>().plans[0];
      expect(saral).toEqual(expect.objectContaining({ productId: 'pos-jsl-saral-jeevan-bima', name: 'POS Saral Jeevan Bima' }));
      expect(saral?.tagline).toMatch(/^सोपे, प्रमाणित मुदत जीवन विमा संरक्षण/);
      const saralDetails = await call('GET', '/life/plans/pos-jsl-saral-jeevan-bima', seller.cookie, undefined, { 'accept-language': 'mr-IN' });
      expect(saralDetails.json<LifePlanDetails>().eligibility.medicalExamination).toBe('आवश्यक नाही: पॉइंट ऑफ सेल्स योजना वैद्यकीय तपासणीशिवाय दिली जाते');
      const english = await call('GET', '/life/plans/jsl-smart-term');
      expect(english.headers['content-language']).toBe('en-IN');
      expect(english.json<LifePlanDetails>().tagline).toBe('Pure life cover at a low premium, paid to the family as a lump sum');
    });

    it('serves each plan’s brochure as a PDF', async () => {
      const brochure = await call('GET', '/life/plans/pos-amrit-bachat/brochure');
      expect(brochure.statusCode).toBe(200);
      expect(brochure.headers['content-type']).toBe('application/pdf');
      expect(brochure.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(brochure.headers['content-language']).toBe('en-IN');
    });

    it('serves the brochure in the page’s language (lang), else Accept-Language, and refuses one it does not speak', async () => {
      const hindi = await call('GET', '/life/plans/pos-amrit-bachat/brochure?lang=hi-IN', seller.cookie, undefined, { 'accept-language': 'en-IN' });
      expect(hindi.statusCode).toBe(200);
      expect(hindi.headers['content-language']).toBe('hi-IN');
      // Hindi embeds Noto Sans Devanagari (brochure-pdf-languages.test.ts looks at what it draws).
      expect(pdfNamesFont(hindi.rawPayload, 'NotoSansDevanagari')).toBe(true);
      const marathi = await call('GET', '/life/plans/pos-amrit-bachat/brochure', seller.cookie, undefined, { 'accept-language': 'mr-IN' });
      expect(marathi.headers['content-language']).toBe('mr-IN');
      expect((await call('GET', '/life/plans/pos-amrit-bachat/brochure?lang=fr-FR')).statusCode).toBe(400);
    });

    it('draws the plan’s own copy in the brochure’s language, not only its labels (decision 0280)', async () => {
      const plan = findLifePlan('pos-amrit-bachat')!;
      const drawn = (pdf: Uint8Array | Buffer) => pdfTexts(Buffer.from(pdf)).map((piece) => piece.text);
      const served = drawn((await call('GET', '/life/plans/pos-amrit-bachat/brochure?lang=hi-IN')).rawPayload);
      expect(served).toEqual(drawn(await renderLifeBrochure(lifePlanInLanguage(plan, 'hi-IN'), 'hi-IN')));
      // With the plan's English copy under Hindi labels, what is drawn differs: the route translates the copy.
      expect(served).not.toEqual(drawn(await renderLifeBrochure(plan, 'hi-IN')));
    });
  });

  describe('the journey', () => {
    it('a term plan goes from the plan to the lead; the lead is a life lead and the insurer’s callbacks issue the policy', async () => {
      const started = await start('term');
      expect(started).toMatchObject({
        planName: 'Term Insurance',
        step: 'about-insured',
        steps: ['plan', 'about-insured', 'about-proposer', 'sum-assured', 'lead'],
        status: 'IN_PROGRESS',
      });
      await ok(await answer(started.requestId, 'about-insured', { ...insured(), gender: 'MALE' }));
      await ok(await answer(started.requestId, 'about-proposer', { relationship: 'SELF', annualIncome: 1_500_000 }));
      const quotes = await call('POST', `/life/applications/${started.requestId}/quotes`, seller.cookie, {
        sumAssured: 10_000_000,
        policyTerm: 30,
        paymentTerm: 'regular',
      });
      expect(quotes.statusCode, quotes.body).toBe(200);
      const byPlan = Object.fromEntries(quotes.json<{ quotes: LifeQuote[] }>().quotes.map((q) => [q.plan.productId, q]));
      expect(byPlan['jsl-smart-term']).toMatchObject({
        eligible: true,
        suitable: true,
        annualPremium: 1_100_000,
        gst: 198_000,
        firstYearTotal: 1_298_000,
        illustration: null,
      });
      expect(byPlan['amrit-i-protect']!.annualPremium).toBe(980_000);
      const atLead = await ok(
        await answer(started.requestId, 'sum-assured', { productId: 'amrit-i-protect', sumAssured: 10_000_000, policyTerm: 30, paymentTerm: 'regular' }),
      );
      expect(atLead.chosen).toMatchObject({ productId: 'amrit-i-protect', annualPremium: 980_000 });

      const sent = await ok(await answer(started.requestId, 'lead', { mobile: '9876500011', email: 'asha@example.com', consent: true }));
      expect(sent).toMatchObject({ step: null, status: 'SUBMITTED', insuredName: 'Asha Verma' });
      expect(sent.timeline.map((e) => e.event)).toEqual(['PROPOSAL_SUBMITTED']);
      const lead = (await call('GET', `/leads/${sent.leadId}`)).json<LeadDetails>();
      expect(lead).toMatchObject({ productCode: 'life-insurance', status: 'PROPOSAL_SUBMITTED' });

      // Nobody on the page: the durable jobs deliver the sandbox insurer's signed callbacks.
      await runJobsLater();
      const issued = (await call('GET', `/life/applications/${started.requestId}`)).json<LifeApplication>();
      expect(issued.status).toBe('ISSUED');
      expect(issued.timeline.map((e) => e.event)).toEqual(['PROPOSAL_SUBMITTED', 'UNDERWRITING', 'ISSUED']);
      expect(issued.policy).toMatchObject({ freeLookDays: 30, freeLookDaysLeft: 30 });
      expect(Date.parse(issued.policy!.freeLookEndsOn) - Date.parse(issued.policy!.issuedAt.slice(0, 10))).toBe(30 * 86_400_000);
      const [row] = await t.db.select().from(leads).where(eq(leads.id, sent.leadId!));
      expect(row).toMatchObject({ status: 'POLICY_ISSUED', policyNumber: issued.policy!.policyNumber });
    });

    it('a large cover schedules a medical; a customer mobile ending 0009 is declined', async () => {
      const medical = await termAtLead('jsl-smart-term', 20_000_000);
      await ok(await answer(medical.requestId, 'lead', { mobile: '9876500009', consent: true }));
      await runJobsLater();
      const declined = (await call('GET', `/life/applications/${medical.requestId}`)).json<LifeApplication>();
      expect(declined.timeline.map((e) => e.event)).toEqual(['PROPOSAL_SUBMITTED', 'MEDICAL_SCHEDULED', 'UNDERWRITING', 'DECLINED']);
      expect(declined).toMatchObject({ status: 'DECLINED', policy: null });
      const [row] = await t.db.select().from(leads).where(eq(leads.id, declined.leadId!));
      expect(row!.status).toBe('DECLINED');
    });

    it('investment plans ask suitability, flag an unsuitable plan and refuse it, and illustrate at 4 % and 8 %', async () => {
      const application = await start('ulip');
      expect(application.steps).toEqual(['plan', 'about-insured', 'suitability', 'investment-details', 'lead']);
      await ok(await answer(application.requestId, 'about-insured', insured(35)));
      await ok(await answer(application.requestId, 'suitability', { annualIncome: 1_200_000, goals: ['wealth'], dependants: 1, riskAppetite: 'medium' }));
      const cover = { sumAssured: 1_500_000, policyTerm: 20, paymentTerm: 'regular' };
      const quotes = (await call('POST', `/life/applications/${application.requestId}/quotes`, seller.cookie, cover)).json<{ quotes: LifeQuote[] }>().quotes;
      const growth = quotes.find((q) => q.plan.productId === 'jsl-growth-ulip')!;
      const fortune = quotes.find((q) => q.plan.productId === 'amrit-fortune-ulip')!;
      expect(growth).toMatchObject({ suitable: false, suitabilityReasons: ['Its returns follow the market, and the customer wants less risk.'] });
      expect(fortune.suitable).toBe(true);
      expect(fortune.illustration!.maturityAt4.guaranteed).toBe(0);
      expect(fortune.illustration!.maturityAt8.nonGuaranteed).toBeGreaterThan(fortune.illustration!.maturityAt4.nonGuaranteed);
      const refused = await answer(application.requestId, 'investment-details', { ...cover, productId: 'jsl-growth-ulip' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.fields.productId).toBe('Its returns follow the market, and the customer wants less risk.');
      await ok(await answer(application.requestId, 'investment-details', { ...cover, productId: 'amrit-fortune-ulip' }));
    });

    it('says the quotes’ plans, why a plan is not offered and why it does not suit in the partner’s language (decision 0286)', async () => {
      const application = await start('ulip');
      await ok(await answer(application.requestId, 'about-insured', insured(35)));
      await ok(await answer(application.requestId, 'suitability', { annualIncome: 1_200_000, goals: ['wealth'], dependants: 1, riskAppetite: 'medium' }));
      const quotesIn = async (language: string, cover: unknown) => {
        const answered = await call('POST', `/life/applications/${application.requestId}/quotes`, seller.cookie, cover, { 'accept-language': language });
        expect(answered.statusCode, answered.body).toBe(200);
        expect(answered.headers['content-language']).toBe(language);
        return answered.json<{ quotes: LifeQuote[] }>().quotes;
      };
      const cover = { sumAssured: 1_500_000, policyTerm: 20, paymentTerm: 'regular' };
      const hindi = await quotesIn('hi-IN', cover);
      const growth = hindi.find((q) => q.plan.productId === 'jsl-growth-ulip')!;
      expect(growth).toMatchObject({ suitable: false, suitabilityReasons: ['इसका प्रतिफल बाज़ार के साथ बदलता है, और ग्राहक कम जोखिम चाहते हैं।'] });
      expect(growth.plan.name).toBe('Growth Maximiser ULIP');
      expect(growth.plan.tagline).toMatch(/[\u0900-\u097F]/);
      // A policy term the plans do not offer: each says its own limits, in Marathi.
      const marathi = await quotesIn('mr-IN', { ...cover, policyTerm: 3 });
      for (const quote of marathi) {
        expect(quote.eligible).toBe(false);
        expect(quote.problems.join(' '), quote.plan.productId).toMatch(/^पॉलिसी कालावधी \d+ ते \d+ वर्षांदरम्यान असावा/);
      }
      // Choosing the plan that does not suit: refused with its reason in the request's language.
      const refused = await call(
        'PUT',
        `/life/applications/${application.requestId}/steps`,
        seller.cookie,
        {
          step: 'investment-details',
          answers: { ...cover, productId: 'jsl-growth-ulip' },
        },
        { 'accept-language': 'hi-IN' },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.fields.productId).toBe('इसका प्रतिफल बाज़ार के साथ बदलता है, और ग्राहक कम जोखिम चाहते हैं।');
    });

    it('steps go in the order of the plan’s table: a later or foreign step is a 409 WRONG_STEP with the step to go to', async () => {
      const application = await start('guaranteed-returns');
      const skipped = await answer(application.requestId, 'investment-details', {
        productId: 'jsl-assured-income',
        sumAssured: 1_000_000,
        policyTerm: 15,
        paymentTerm: 10,
      });
      expect(skipped.statusCode).toBe(409);
      expect(skipped.json()).toMatchObject({ error: { code: 'WRONG_STEP', step: 'about-insured' } });
      const foreign = await answer(application.requestId, 'about-proposer', { relationship: 'SELF', annualIncome: 100000 });
      expect(foreign.json()).toMatchObject({ error: { code: 'WRONG_STEP', step: 'about-insured' } });
      // Going back is allowed, and the journey continues from the step after the one answered again.
      await ok(await answer(application.requestId, 'about-insured', insured(40)));
      const again = await ok(await answer(application.requestId, 'about-insured', insured(41)));
      expect(again.step).toBe('suitability');
    });

    it('bad input is a 400 with the spec’s messages, never a 5xx', async () => {
      const application = await start('term');
      const bad = await answer(application.requestId, 'about-insured', { ...insured(), firstName: 'A1', dob: '31/02/1990', pinCode: '011001' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toMatchObject({
        'answers.firstName': 'First name should be alphabetical only',
        'answers.dob': 'Invalid date',
        'answers.pinCode': 'Enter Valid Pincode',
      });
      const tooOld = await answer(application.requestId, 'about-insured', insured(70));
      expect(tooOld.json().error.fields).toEqual({ dob: 'Age should be between 18 - 65 years' });
      expect((await call('POST', '/life/applications', seller.cookie, { planType: 'crypto' })).statusCode).toBe(400);
      expect((await call('GET', '/life/applications/not-an-id')).statusCode).toBe(400);
    });

    it('another partner’s or tenant’s request is a 404; selling needs the life authorisation; a cross-site POST is refused', async () => {
      const application = await start('term');
      for (const cookie of [colleague.cookie, otherTenant.cookie]) {
        expect((await call('GET', `/life/applications/${application.requestId}`, cookie)).statusCode).toBe(404);
        expect((await answer(application.requestId, 'about-insured', insured(), cookie)).statusCode).toBe(404);
      }
      expect((await call('POST', '/life/applications', unauthorised.cookie, { planType: 'term' })).statusCode).toBe(403);
      const crossSite = await call(
        'POST',
        '/life/applications',
        seller.cookie,
        { planType: 'term' },
        { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(crossSite.statusCode).toBe(403);
    });

    it('two submits of the lead step at once make one lead and one proposal', async () => {
      const atLead = await termAtLead();
      const [first, second] = await Promise.all([
        answer(atLead.requestId, 'lead', { mobile: '9876500012', consent: true }),
        answer(atLead.requestId, 'lead', { mobile: '9876500012', consent: true }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const made = await t.db.select().from(leads).where(eq(leads.referenceId, atLead.requestId));
      expect(made).toHaveLength(1);
    });
  });

  describe('insurer callbacks', () => {
    const send = (
      insurerCode: string,
      body: LifeInsurerCallbackBody,
      key = lifeInsurerWebhookKey(t.app.env.PAYMENT_WEBHOOK_SECRET, insurerCode as 'AMRIT_LIFE'),
      at = new Date(),
    ) => {
      const signed = signCallback(key, body, at);
      return t.app.inject({
        method: 'POST',
        url: `/api/life-insurers/${insurerCode}/callback`,
        headers: { 'content-type': 'application/json', [LIFE_INSURER_SIGNATURE_HEADER]: signed.signature, [LIFE_INSURER_TIMESTAMP_HEADER]: signed.timestamp },
        payload: signed.rawBody,
      });
    };

    it('a signed callback moves the timeline once; forged, stale, malformed and foreign ones are refused or ignored', async () => {
      const atLead = await termAtLead('jsl-smart-term');
      await ok(await answer(atLead.requestId, 'lead', { mobile: '9876500013', consent: true }));
      const [row] = await t.db.select().from(leads).where(eq(leads.referenceId, atLead.requestId));
      const sent = (await call('GET', `/life/applications/${atLead.requestId}`)).json<LifeApplication>();
      expect(sent.timeline[0]).toMatchObject({ noteKey: 'lifeProposalReference', noteValues: { insurer: expect.stringMatching(/\S/) } });
      const reference = sent.timeline[0]!.noteValues!.reference!;
      expect(sent.timeline[0]!.note).toBe(`${sent.timeline[0]!.noteValues!.insurer}, reference ${reference}`);
      const body: LifeInsurerCallbackBody = {
        eventId: 'ev-1',
        requestId: atLead.requestId,
        insurerReference: reference,
        event: 'UNDERWRITING',
        sentAt: new Date().toISOString(),
      };

      expect((await send('JEEVAN_SURAKSHA_LIFE', body, lifeInsurerWebhookKey(t.app.env.PAYMENT_WEBHOOK_SECRET, 'AMRIT_LIFE'))).statusCode).toBe(401);
      expect(
        (await send('JEEVAN_SURAKSHA_LIFE', body, lifeInsurerWebhookKey('another-secret-entirely-32-bytes-long', 'JEEVAN_SURAKSHA_LIFE'))).statusCode,
      ).toBe(401);
      expect((await send('JEEVAN_SURAKSHA_LIFE', body, undefined, new Date(Date.now() - 3_600_000))).statusCode).toBe(401);
      expect((await send('JEEVAN_SURAKSHA_LIFE', { ...body, event: 'PAID' } as unknown as LifeInsurerCallbackBody)).statusCode).toBe(400);
      expect((await send('ACME_LIFE', body)).statusCode).toBe(404);
      // Well signed, but by another insurer than the proposal's: ignored.
      expect((await send('AMRIT_LIFE', body)).json()).toEqual({ received: true, outcome: 'ignored' });

      expect((await send('JEEVAN_SURAKSHA_LIFE', body)).json()).toEqual({ received: true, outcome: 'applied' });
      expect((await send('JEEVAN_SURAKSHA_LIFE', body)).json()).toEqual({ received: true, outcome: 'replay' });
      const after = (await call('GET', `/life/applications/${atLead.requestId}`)).json<LifeApplication>();
      expect(after.timeline.map((e) => e.event)).toEqual(['PROPOSAL_SUBMITTED', 'UNDERWRITING']);
      const [moved] = await t.db.select().from(leads).where(eq(leads.id, row!.id));
      expect(moved!.status).toBe('UNDERWRITING');
    });

    it('an insurer issuing without an underwriting callback first still moves the lead through underwriting to issued', async () => {
      const atLead = await termAtLead('amrit-i-protect');
      const sent = await ok(await answer(atLead.requestId, 'lead', { mobile: '9876500014', consent: true }));
      const reference = String(sent.timeline[0]!.note).split('reference ')[1]!;
      const issued = await send('AMRIT_LIFE', {
        eventId: 'ev-issued',
        requestId: atLead.requestId,
        insurerReference: reference,
        event: 'ISSUED',
        policyNumber: 'AM0000000001',
        sentAt: new Date().toISOString(),
      });
      expect(issued.json()).toEqual({ received: true, outcome: 'applied' });
      const [lead] = await t.db.select().from(leads).where(eq(leads.id, sent.leadId!));
      expect(lead).toMatchObject({ status: 'POLICY_ISSUED', policyNumber: 'AM0000000001' });
      expect((await call('GET', `/life/applications/${atLead.requestId}`)).json<LifeApplication>().policy).toMatchObject({
        policyNumber: 'AM0000000001',
        freeLookDays: 30,
      });
    });
  });
});
