import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePersonalLoanSell, type ChosenOffer, type LeadDetails } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { journey } from './lending-test-fixtures';

describe('the customer’s language follows the loan (decision 0217)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(async () => t.close());

  it('given with the application, it is the lead’s, its link carries it, and the lead’s details do not show it', async () => {
    const j = journey(t.app, t.db);
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const application = await j.consented(seller.cookie, { ...samplePersonalLoanSell(new Date()), mobile: '9812310009', customerLanguage: 'hi-IN' });
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    const chosen = (await j.choose(seller.cookie, application.aggregatorId, answer.offers[0]!.offerId)).json<ChosenOffer>();
    const lead = (await j.get(seller.cookie, `/api/leads/${chosen.leadId}`)).json<LeadDetails>();
    expect(lead.customer.language).toBe('hi-IN');
    expect(Object.keys(lead.details)).not.toContain('customerLanguage');
    const link = (await j.post(seller.cookie, `/api/leads/customerLink?leadId=${chosen.leadId}`)).json<{ link: string }>().link;
    expect(new URL(link, 'http://x').searchParams.get('lang')).toBe('hi-IN');
  });

  it('an English customer’s link has no lang, and a language not ours is refused in the common shape', async () => {
    const j = journey(t.app, t.db);
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const application = await j.consented(seller.cookie, { ...samplePersonalLoanSell(new Date()), mobile: '9812320009' });
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    const chosen = (await j.choose(seller.cookie, application.aggregatorId, answer.offers[0]!.offerId)).json<ChosenOffer>();
    const link = (await j.post(seller.cookie, `/api/leads/customerLink?leadId=${chosen.leadId}`)).json<{ link: string }>().link;
    expect(new URL(link, 'http://x').searchParams.has('lang')).toBe(false);
    const refused = await j.sell(seller.cookie, 'personal-loan', { ...samplePersonalLoanSell(new Date()), customerLanguage: 'fr-FR' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields.customerLanguage).toBe('Choose en-IN, hi-IN or mr-IN');
  });
});
