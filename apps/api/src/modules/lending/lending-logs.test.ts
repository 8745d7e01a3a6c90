import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFdSell, sampleLamfSell, samplePersonalLoanSell, type ChosenOffer, type FdBooking } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { journey } from './lending-test-fixtures';

/** Everything the app's logger writes, one JSON line per entry. */
function captureLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

// A loan customer's personal data: none of it may reach a log line (decision 0047).
const customer = { fullName: 'Ishita Ramanathan', mobile: '9812300009', email: 'ishita.loans@example.in', pan: 'QWEPR4821K', dob: '14/02/1991' };

describe('a loan journey logs routes and ids, never the customer', () => {
  const log = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: log.stream });
  });
  afterAll(async () => t.close());

  it('sell, consent OTP, offers, choice, customer link, FD booking and LAMF folios', async () => {
    const j = journey(t.app, t.db);
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const application = await j.consented(seller.cookie, { ...samplePersonalLoanSell(new Date()), ...customer });
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    const chosen = (await j.choose(seller.cookie, application.aggregatorId, answer.offers[0]!.offerId)).json<ChosenOffer>();
    const link = (await j.post(seller.cookie, `/api/leads/customerLink?leadId=${chosen.leadId}`)).json<{ link: string }>().link;
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/redirection-flows/public/product/personal-loan/mandate',
      payload: { token, fullName: customer.fullName, consent: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const booked = await j.post(seller.cookie, '/api/products/FD/bookings', {
      ...sampleFdSell(new Date()),
      fullName: customer.fullName,
      mobile: customer.mobile,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<FdBooking>().leadId).toMatch(/^LD/);
    // The folios are read only after the customer's OTP consent for that purpose (decision 0150).
    const lamf = await j.consented(
      seller.cookie,
      { ...sampleLamfSell(new Date()), fullName: customer.fullName, mobile: customer.mobile, email: customer.email, pan: customer.pan },
      'lamf',
    );
    const folios = await j.post(seller.cookie, '/api/products/lamf/folios', { aggregatorId: lamf.aggregatorId });
    expect(folios.statusCode, folios.body).toBe(200);
    expect((await j.sell(seller.cookie, 'personal-loan', { ...customer, pan: 'bad' })).statusCode).toBe(400);

    const text = log.lines.join('\n');
    expect(log.lines.length).toBeGreaterThan(10);
    // The consent OTP went out through the sandbox SMS, which logs each message (redacted by the policy).
    expect(text).toContain('sandbox SMS');
    for (const secret of Object.values(customer)) expect(text, secret).not.toContain(secret);
  });
});
