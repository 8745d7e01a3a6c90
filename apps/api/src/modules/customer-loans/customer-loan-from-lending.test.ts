import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lenderCodes, providerCodeOf, samplePersonalLoanSell, type ChosenOffer } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { CUSTOMER_SESSION_COOKIE } from '../../lib/sessions/customer-session-repository';
import { lastOtpTo } from '../customers/customer-test-fixtures';
import { findLeadById } from '../../lib/leads/lead-records';
import { journey } from '../lending/lending-test-fixtures';

describe('the customer loan journey from the partner’s chosen offer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('the link the partner shares signs the customer in to that lead, for the chosen offer’s lender only, at its terms', async () => {
    const j = journey(t.app, t.db);
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const application = await j.consented(seller.cookie, samplePersonalLoanSell(new Date()));
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    const offer = answer.offers[0]!;
    const chosen = (await j.choose(seller.cookie, application.aggregatorId, offer.offerId)).json<ChosenOffer>();
    const link = (await j.post(seller.cookie, `/api/leads/customerLink?leadId=${chosen.leadId}`)).json<{ link: string }>().link;
    const token = new URL(link, 'http://x').searchParams.get('token')!;

    const sent = await t.app.inject({ method: 'POST', url: '/api/customer-sessions/lead/otp', payload: { token } });
    expect(sent.statusCode, sent.body).toBe(200);
    const lead = (await findLeadById(t.db, chosen.leadId))!;
    const otp = await lastOtpTo(t.db, lead.customerMobile);
    const started = await t.app.inject({ method: 'POST', url: '/api/customer-sessions/lead', payload: { token, challengeId: sent.json().challengeId, otp } });
    expect(started.statusCode, started.body).toBe(200);
    const cookie = `${CUSTOMER_SESSION_COOKIE}=${started.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)!.value}`;

    const lender = offer.lenderCode;
    const base = (code: string) => `/api/products/personal-loan/customer/${code}/leads/${chosen.leadId}/journey`;
    const mine = await t.app.inject({ method: 'GET', url: base(providerCodeOf(lender)), headers: { cookie } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ lender, step: 'login-otp' });
    const another = lenderCodes.find((code) => code !== lender)!;
    expect((await t.app.inject({ method: 'GET', url: base(providerCodeOf(another)), headers: { cookie } })).statusCode).toBe(404);
  });
});
