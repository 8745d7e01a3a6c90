import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary, LeadDetails, LeadList, LeadSummary, PaymentLink, PaymentStatus, PayoutStatement } from '@portal/domain';
import { monthOf } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../test-helper';
import { createReviewedProposal } from '../modules/sales/sales-test-fixtures';

type Session = Awaited<ReturnType<typeof signInPartner>>;

/**
 * Decision 0160: the view role is a read-only seat on the tenant's work (supervisors, auditors). It reads
 * every partner's leads, sales and figures of its own tenant, writes nothing, and sees no other tenant.
 */
describe('the view role reads its tenant’s work', () => {
  let t: TestApp;
  let seller: Session;
  let viewer: Session;
  let otherTenantViewer: Session;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db);
    viewer = await signInPartner(t.db, { role: 'view' });
    otherTenantViewer = await signInPartner(t.db, { tenant: 'mintfin', role: 'view' });
  });
  afterAll(async () => t.close());

  const get = (url: string, session: Session) => t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });

  let lead: LeadSummary;
  let referenceId: string;
  beforeAll(async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products/personal-loan/leads',
      headers: { cookie: seller.cookie },
      payload: { customer: { name: 'Suresh Sharma', mobile: '9876512345' }, amount: 300_000_00 },
    });
    expect(created.statusCode, created.body).toBe(201);
    lead = created.json<LeadSummary>();
    // A paid sale of the seller's: the view user's home figures must count it.
    const proposal = await createReviewedProposal(t.app, seller.cookie, 'vector-borne', { email: 'nocallback@example.com' });
    referenceId = proposal.referenceId;
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/products/vector-borne/payments/link',
      headers: { cookie: seller.cookie, 'idempotency-key': `k-${referenceId}` },
      payload: { referenceId },
    });
    const { orderId } = linked.json<PaymentLink>();
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/gateway/checkout/${orderId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect((await t.app.inject({ method: 'GET', url: pressed.headers.location as string })).statusCode).toBe(303);
  });

  it('lists and opens another partner’s lead of the tenant', async () => {
    const list = (await get('/api/filteredLeads', viewer)).json<LeadList>();
    expect(list.leads.map((item) => item.leadId)).toContain(lead.leadId);
    const details = await get(`/api/leads/${lead.leadId}`, viewer);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json<LeadDetails>().customer.name).toBe('Suresh Sharma');
  });

  it('counts the tenant’s leads and sales in its home figures and payouts', async () => {
    const summary = (await get('/api/getDashboardSummary', viewer)).json<DashboardSummary>();
    expect(summary.sales.count).toBeGreaterThanOrEqual(1);
    expect(summary.leadsByStatus.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(1);
    const statement = (await get(`/api/payouts/statement?month=${monthOf(new Date())}`, viewer)).json<PayoutStatement>();
    expect(statement.lines.length).toBeGreaterThanOrEqual(1);
    const status = await get(`/api/products/vector-borne/payments/status?referenceId=${referenceId}`, viewer);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json<PaymentStatus>().status).toBe('SUCCESS');
  });

  it('changes nothing: a move of the lead is refused with 403 in the common shape', async () => {
    const moved = await t.app.inject({ method: 'PUT', url: `/api/leads/${lead.leadId}`, headers: { cookie: viewer.cookie }, payload: { status: 'CLOSED' } });
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('sees nothing of another tenant: its lead answers 404 and its figures stay empty', async () => {
    expect((await get(`/api/leads/${lead.leadId}`, otherTenantViewer)).statusCode).toBe(404);
    expect((await get('/api/filteredLeads', otherTenantViewer)).json<LeadList>().leads).toEqual([]);
    expect((await get('/api/getDashboardSummary', otherTenantViewer)).json<DashboardSummary>().sales.count).toBe(0);
  });

  it('still cannot open the tenant’s console (admins only)', async () => {
    const flags = await get('/api/admin/partners', viewer);
    expect(flags.statusCode).toBe(403);
  });
});
