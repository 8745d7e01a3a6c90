import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerJourney } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { customerLead, signInCustomer } from '../customers/customer-test-fixtures';

/** Everything the app's logger writes, one JSON line per entry. */
function captureLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

// What the customer gives on the journey: none of it may reach a log line (decision 0047).
// The mobile ends 0009: the sandbox bureau scores it 820, so Federal sanctions it whatever the lead's id.
const secrets = { mobile: '8123400009', aadhaar: '234567890124', account: '50100012345678', name: 'Asha Verma' };

describe('the customer loan journey logs routes and ids, never the customer', () => {
  const log = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: log.stream });
  });
  afterAll(async () => t.close());

  it('sign-in, KYC and bank details, refusals included', async () => {
    const { partner } = await signInPartner(t.db);
    const { lead, token } = await customerLead(t.db, partner, { mobile: secrets.mobile });
    const cookie = await signInCustomer(t.app, t.db, lead, token);
    const base = `/api/products/personal-loan/customer/federal/leads/${lead.id}/journey`;
    const post = (step: string, answer: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url: base, headers: { cookie }, payload: { step, answer } });
    const atOffer = await post('login-otp');
    expect(atOffer.statusCode).toBe(200);
    expect((await post('offer', { kfsId: atOffer.json().kfs.id, acknowledged: true, accept: true })).statusCode).toBe(200);
    expect((await post('kyc-details', { aadhaar: '234567890125', consent: true })).statusCode).toBe(400);
    expect((await post('kyc-details', { aadhaar: secrets.aadhaar, consent: true })).statusCode).toBe(200);
    expect((await post('initiate-kyc')).statusCode).toBe(200);
    expect((await post('kyc-callback')).statusCode).toBe(200);
    expect((await post('bank-details', { ifsc: 'HDFC0000001', accountNumber: '50100012341111', accountHolderName: secrets.name })).statusCode).toBe(400);
    const bank = await post('bank-details', { ifsc: 'HDFC0000001', accountNumber: secrets.account, accountHolderName: secrets.name });
    expect(bank.json<CustomerJourney>().step).toBe('mandate-callback');

    const text = log.lines.join('\n');
    expect(log.lines.length).toBeGreaterThan(10);
    expect(text).toContain('/journey');
    for (const secret of Object.values(secrets)) expect(text, secret).not.toContain(secret);
  });
});
