import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMoveLead, leadStatuses, type LeadDetails, type LeadList, type LeadStatus, type PaymentLink, type Proposal, type Quote } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { createReviewedProposal, createSampleProposal, postProposal, postQuote, samplesOf } from '../sales/sales-test-fixtures';
import { pathBetween, saleLeadStatus } from '../../lib/leads/sale-leads';

describe('the path between two lead statuses', () => {
  it.each([
    ['PROPOSAL_DRAFT', 'PAYMENT_PENDING', ['PROPOSAL_SUBMITTED', 'PAYMENT_PENDING']],
    ['PROPOSAL_DRAFT', 'POLICY_ISSUED', ['PROPOSAL_SUBMITTED', 'PAYMENT_PENDING', 'POLICY_ISSUED']],
    ['PAYMENT_PENDING', 'PAYMENT_FAILED', ['PAYMENT_FAILED']],
    ['PAYMENT_FAILED', 'POLICY_ISSUED', ['POLICY_ISSUED']],
    ['PAYMENT_PENDING', 'PROPOSAL_DRAFT', ['PROPOSAL_DRAFT']],
    ['PAYMENT_PENDING', 'PAYMENT_PENDING', []],
    ['CLOSED', 'POLICY_ISSUED', []],
    ['POLICY_ISSUED', 'PAYMENT_FAILED', []],
  ] as const)('from %s to %s is %j', (from, to, path) => {
    expect(pathBetween(from, to)).toEqual(path);
  });

  it('only ever takes moves the table allows', () => {
    for (const from of leadStatuses) {
      for (const to of leadStatuses) {
        const path = pathBetween(from, to);
        let at: LeadStatus = from;
        for (const step of path) {
          expect(canMoveLead(at, step)).toBe(true);
          at = step;
        }
        if (path.length > 0) expect(at).toBe(to);
      }
    }
  });

  it.each([
    ['DRAFT', false, 'PROPOSAL_DRAFT'],
    ['PAYMENT_PENDING', false, 'PAYMENT_PENDING'],
    ['PAYMENT_FAILED', false, 'PAYMENT_FAILED'],
    ['PAID', true, 'POLICY_ISSUED'],
    ['PAYMENT_FAILED', true, 'POLICY_ISSUED'],
  ] as const)('a proposal %s (policy: %s) is a lead %s', (proposal, policy, lead) => {
    expect(saleLeadStatus(proposal, policy)).toBe(lead);
  });
});

describe('insurance sales are leads', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db);
  });
  afterAll(async () => t.close());

  const leadOf = async (referenceId: string) => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/filteredLeads?limit=100', headers: { cookie: seller.cookie } })).json<LeadList>();
    const summary = list.leads.find((lead) => lead.referenceId === referenceId);
    expect(summary).toBeDefined();
    return (await t.app.inject({ method: 'GET', url: `/api/leads/${summary!.leadId}`, headers: { cookie: seller.cookie } })).json<LeadDetails>();
  };
  const requestLink = (referenceId: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/vector-borne/payments/link',
      headers: { cookie: seller.cookie, 'idempotency-key': key },
      payload: { referenceId },
    });
  const pay = async (orderId: string, action: 'pay' | 'fail') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/gateway/checkout/${orderId}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    await t.app.inject({ method: 'GET', url: response.headers.location as string });
  };

  it('a new proposal appears in the list as a lead in progress, with its premium and reference to resume it', async () => {
    const { proposal } = await createSampleProposal(t.app, seller.cookie);
    const lead = await leadOf(proposal.referenceId);
    expect(lead).toMatchObject({
      productCode: 'vector-borne',
      status: 'PROPOSAL_DRAFT',
      statusLabel: 'Proposal in progress',
      amount: proposal.premium.totalPremium,
    });
    expect(lead.customer.name).not.toBe('');
    expect(lead.history).toMatchObject([{ to: 'PROPOSAL_DRAFT', actor: 'partner' }]);
  });

  it('follows review, a failed payment, a retry and the policy, with a history row for each step', async () => {
    const proposal = await createReviewedProposal(t.app, seller.cookie);
    expect((await leadOf(proposal.referenceId)).status).toBe('PAYMENT_PENDING');
    const first = await requestLink(proposal.referenceId, `a-${proposal.referenceId}`);
    await pay(first.json<PaymentLink>().orderId, 'fail');
    expect((await leadOf(proposal.referenceId)).status).toBe('PAYMENT_FAILED');
    const retry = await requestLink(proposal.referenceId, `b-${proposal.referenceId}`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await leadOf(proposal.referenceId)).status).toBe('PAYMENT_PENDING');
    await pay(retry.json<PaymentLink>().orderId, 'pay');
    const lead = await leadOf(proposal.referenceId);
    expect(lead.status).toBe('POLICY_ISSUED');
    expect(lead.policyNumber).toMatch(/^POL\//);
    expect(lead.history.map((entry) => entry.to)).toEqual([
      'PROPOSAL_DRAFT',
      'PROPOSAL_SUBMITTED',
      'PAYMENT_PENDING',
      'PAYMENT_FAILED',
      'PAYMENT_PENDING',
      'POLICY_ISSUED',
    ]);
  });

  it('a shared quote is a lead "Quote given", the same on a second share, and the proposal made from it takes it over', async () => {
    const quote = (await postQuote(t.app, seller.cookie, 'vector-borne')).json<Quote>();
    const share = () =>
      t.app.inject({ method: 'POST', url: '/api/products/vector-borne/quotes/share', headers: { cookie: seller.cookie }, payload: { quoteId: quote.quoteId } });
    expect((await share()).statusCode).toBe(200);
    expect((await share()).statusCode).toBe(200);
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/filteredLeads?status=QUOTED&limit=100', headers: { cookie: seller.cookie } })).json<LeadList>().leads;
    const quoted = await list();
    expect(quoted).toHaveLength(1);
    expect(quoted[0]).toMatchObject({ status: 'QUOTED', statusLabel: 'Quote given', amount: quote.premium.totalPremium });
    expect(quoted[0]!.referenceId).toBeUndefined();
    const made = await postProposal(t.app, seller.cookie, 'vector-borne', { quoteId: quote.quoteId, ...samplesOf('vector-borne').proposal });
    expect(made.statusCode, made.body).toBe(201);
    const proposal = made.json<Proposal>();
    const lead = await leadOf(proposal.referenceId);
    expect(lead.leadId).toBe(quoted[0]!.leadId);
    expect(lead.history.map((entry) => entry.to)).toEqual(['QUOTED', 'QUOTED', 'PROPOSAL_DRAFT']);
    expect(await list()).toEqual([]);
  });
});
