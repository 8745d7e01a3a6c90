import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf, type DashboardSummary, type PayoutStatement, type PaymentLink } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { CUSTOMER_SESSION_COOKIE, startCustomerSession } from '../../lib/sessions/customer-session-repository';
import { insertLead } from '../../lib/leads/lead-records';
import { moveLoanLead } from '../../flows/apply-lender-status';
import { policies } from '../../db/schema/policies-schema';
import { proposals } from '../../db/schema/sales-schema';
import { createReviewedProposal } from '../sales/sales-test-fixtures';
import { reversePayout } from './payouts-repository';
import { payouts } from '../../db/schema/payouts-schema';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../providers/payment-gateway/payment-gateway';
import type { SandboxPaymentGateway } from '../../providers/payment-gateway/sandbox-payment-gateway';

describe('the dashboard summary and payouts', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let colleague: Awaited<ReturnType<typeof signInPartner>>;
  let admin: Awaited<ReturnType<typeof signInPartner>>;
  let otherTenant: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db);
    colleague = await signInPartner(t.db);
    admin = await signInPartner(t.db, { role: 'admin' });
    otherTenant = await signInPartner(t.db, { tenant: 'mintfin', role: 'admin' });
  });
  afterAll(async () => t.close());

  const month = () => monthOf(new Date());
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const summaryOf = async (cookie: string) => {
    const response = await get('/api/getDashboardSummary', cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DashboardSummary>();
  };
  const statementOf = async (cookie: string) => {
    const response = await get(`/api/payouts/statement?month=${month()}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PayoutStatement>();
  };

  /**
   * A vector-borne sale paid at the sandbox gateway: the order is marked paid without its callback, then
   * the browser's return and ten copies of the signed callback race to settle it.
   */
  async function sell(cookie = seller.cookie) {
    const proposal = await createReviewedProposal(t.app, cookie, 'vector-borne', { email: 'nocallback@example.com' });
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/products/vector-borne/payments/link',
      headers: { cookie, 'idempotency-key': `k-${proposal.referenceId}` },
      payload: { referenceId: proposal.referenceId },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const { orderId } = linked.json<PaymentLink>();
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/gateway/checkout/${orderId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const returnLocation = pressed.headers.location as string;
    const gateway = t.app.providers.paymentGateway as SandboxPaymentGateway;
    const callback = gateway.signedCallbackFor((await gateway.findRow(orderId))!)!;
    const postCallback = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/callback',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: callback.signature, [TIMESTAMP_HEADER]: callback.timestamp },
        payload: callback.rawBody,
      });
    const answers = await Promise.all([t.app.inject({ method: 'GET', url: returnLocation }), ...Array.from({ length: 10 }, () => postCallback())]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, ...Array(10).fill(200)]);
    const [row] = await t.db
      .select({
        policyId: policies.id,
        policyNumber: policies.policyNumber,
        membershipId: policies.membershipId,
        netPremium: proposals.netPremium,
        totalPremium: proposals.totalPremium,
      })
      .from(policies)
      .innerJoin(proposals, eq(proposals.id, policies.proposalId))
      .where(eq(proposals.referenceId, proposal.referenceId));
    return row!;
  }

  let sale: Awaited<ReturnType<typeof sell>>;
  let before: DashboardSummary;
  it('a sale accrues its payout once, whatever races to settle it, at the product’s rate on the premium without GST', async () => {
    before = await summaryOf(seller.cookie);
    sale = await sell();
    const rows = await t.db.select().from(payouts).where(eq(payouts.sourceId, sale.policyId));
    expect(rows).toHaveLength(1);
    // vector-borne pays 15% (1500 basis points) of Rs 168.64, the premium of Rs 199 without its 18% GST.
    expect(sale).toMatchObject({ totalPremium: 19900, netPremium: 16864 });
    expect(rows[0]).toMatchObject({
      kind: 'POLICY',
      productCode: 'vector-borne',
      base: 16864,
      rateBps: 1500,
      amount: 2529,
      saleAmount: 19900,
      status: 'ACCRUED',
      partnerId: seller.partner.id,
    });
  });

  it('shows the sale in the month’s figures: sales, premium, leads by status, conversion and payouts', async () => {
    const after = await summaryOf(seller.cookie);
    expect(after.month).toBe(month());
    expect(after.sales.count - before.sales.count).toBe(1);
    expect(after.sales.policies - before.sales.policies).toBe(1);
    expect(after.sales.premium - before.sales.premium).toBe(19900);
    expect(after.payouts.month - before.payouts.month).toBe(2529);
    expect(after.payouts.due - before.payouts.due).toBe(2529);
    const issued = (summary: DashboardSummary) => summary.leadsByStatus.find((row) => row.status === 'POLICY_ISSUED')!.count;
    expect(issued(after) - issued(before)).toBe(1);
    expect(after.conversion.paid).toBe(issued(after));
    expect(after.conversion.percent).toBe(Math.round((after.conversion.paid / after.conversion.quoted) * 1000) / 10);
    expect(after.trend).toHaveLength(6);
    expect(after.trend.at(-1)).toMatchObject({ month: month(), payout: after.payouts.month, sales: after.sales.count });
  });

  it('accrues a loan’s payout once when its lead is disbursed, even when two moves race', async () => {
    const now = new Date();
    const lead = await insertLead(
      t.db,
      {
        tenantCode: 'mintpro',
        partnerId: seller.partner.id,
        productCode: 'personal-loan',
        customerName: 'Asha Rao',
        customerMobile: '9876543210',
        status: 'APPLICATION_IN_PROGRESS',
        amount: 50_000_000,
      },
      { actor: 'partner', partnerId: seller.partner.id, now },
    );
    const moves = await Promise.allSettled([0, 1].map(() => moveLoanLead(t.db, lead.id, 'DISBURSED', { actor: 'lender', now })));
    expect(moves.filter((move) => move.status === 'fulfilled')).toHaveLength(1);
    const rows = await t.db.select().from(payouts).where(eq(payouts.sourceId, lead.id));
    // Personal loans pay 1.5% of the amount disbursed: Rs 5,00,000 → Rs 7,500.
    expect(rows.map((row) => [row.kind, row.base, row.rateBps, row.amount])).toEqual([['LOAN', 50_000_000, 150, 750_000]]);
    const summary = await summaryOf(seller.cookie);
    expect(summary.sales.loans).toBeGreaterThanOrEqual(1);
    expect(summary.sales.loanAmount).toBeGreaterThanOrEqual(50_000_000);
  });

  it('the statement lists each payout and a free-look reversal as a negative line, reversed once only', async () => {
    const second = await sell();
    // Three cancellations in the free look race: one cancellation, one reversal, in its transaction.
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/policies/membership/${second.membershipId}/free-look/cancellation`,
        headers: { cookie: seller.cookie },
        payload: { reason: 'TERMS_NOT_ACCEPTABLE' },
      });
    expect((await Promise.all([cancel(), cancel(), cancel()])).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const [reversed] = await t.db.select().from(payouts).where(eq(payouts.sourceId, second.policyId));
    expect(reversed).toMatchObject({ status: 'REVERSED', reversalReason: 'FREE_LOOK_CANCELLATION', amount: 2529 });
    // Asked again (a retried hook): nothing more to take back.
    expect(await reversePayout(t.db, { kind: 'POLICY', sourceId: second.policyId }, 'FREE_LOOK_CANCELLATION', new Date())).toBeUndefined();
    const statement = await statementOf(seller.cookie);
    const ofSecond = statement.lines.filter((line) => line.reference === second.policyNumber);
    expect(ofSecond.map((line) => [line.entry, line.amount])).toEqual([
      ['ACCRUED', 2529],
      ['REVERSED', -2529],
    ]);
    expect(statement.lines.find((line) => line.reference === sale.policyNumber)).toMatchObject({
      entry: 'ACCRUED',
      amount: 2529,
      productName: 'Vector Borne Disease Cover',
      rateBps: 1500,
    });
    expect(statement.totals.net).toBe(statement.lines.reduce((sum, line) => sum + line.amount, 0));
    expect(statement.totals.reversed).toBe(-2529);
    expect(statement.partnerName).toBe(seller.partner.name);
  });

  it('downloads the statement as CSV and as PDF', async () => {
    const csv = await get(`/api/payouts/statement.csv?month=${month()}`, seller.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="payout-statement-${month()}.csv"`);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Date,Entry,Product,Policy or lead,Partner,On amount (Rs),Rate,Payout (Rs)');
    expect(rows.find((row) => row.includes(sale.policyNumber))).toMatch(
      /,Earned,Vector Borne Disease Cover,POL\/VECTOR-BORNE\/\d{4}\/\d{6},Test Partner \d{4},168\.64,15%,25\.29$/,
    );
    expect(rows.some((row) => row.includes('Reversed (free-look cancellation)') && row.endsWith(',-25.29'))).toBe(true);
    const statement = await statementOf(seller.cookie);
    expect(rows).toContain(`,Net payout,,,,,,${(statement.totals.net / 100).toFixed(2)}`);
    // Under the year's thresholds (Rs 20,000 of 194D and of 194H): nothing deducted, the net is what is paid.
    expect(statement.totals).toMatchObject({ tds: 0, netPaid: statement.totals.net });
    expect(rows.at(-1)).toBe(`,Net paid,,,,,,${(statement.totals.netPaid / 100).toFixed(2)}`);

    const pdf = await get(`/api/payouts/statement.pdf?month=${month()}`, seller.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps each partner to his own figures, an admin to his tenant’s, and another tenant out', async () => {
    const mine = await statementOf(seller.cookie);
    expect(mine.lines.length).toBeGreaterThan(0);
    expect((await statementOf(colleague.cookie)).lines).toEqual([]);
    expect((await summaryOf(colleague.cookie)).payouts).toEqual({ month: 0, due: 0 });
    const tenantWide = await statementOf(admin.cookie);
    expect(tenantWide.lines.map((line) => line.payoutId)).toEqual(expect.arrayContaining(mine.lines.map((line) => line.payoutId)));
    expect(tenantWide.partnerName).toBe('All partners of Mint Pro Insurance Brokers');
    const foreign = await summaryOf(otherTenant.cookie);
    expect(foreign.sales.count).toBe(0);
    expect(foreign.payouts).toEqual({ month: 0, due: 0 });
    expect((await statementOf(otherTenant.cookie)).lines).toEqual([]);
  });

  it.each([
    ['/api/getDashboardSummary?month=2026-13'],
    ['/api/payouts/statement'],
    ['/api/payouts/statement.csv?month=november'],
    ['/api/payouts/statement.pdf?month=2026-1'],
  ])('refuses bad input with a 400 in the common shape: %s', async (url) => {
    const response = await get(url, seller.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });

  it('refuses no session and a customer’s session (401)', async () => {
    const lead = await insertLead(
      t.db,
      { tenantCode: 'mintpro', partnerId: seller.partner.id, productCode: 'personal-loan', customerName: 'Ravi Kumar', customerMobile: '9876500000' },
      { actor: 'partner', partnerId: seller.partner.id, now: new Date() },
    );
    const { token } = await startCustomerSession(t.db, { kind: 'lead', id: lead.id }, new Date());
    for (const url of ['/api/getDashboardSummary', `/api/payouts/statement.csv?month=${month()}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, `${CUSTOMER_SESSION_COOKIE}=${token}`)).statusCode).toBe(401);
    }
  });
});
