import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findProduct,
  membershipIdPattern,
  type PaymentLink,
  type PaymentStatus,
  type PolicyIssueStatusAnswer,
  type PolicySummary,
  type Proposal,
} from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { createReviewedProposal } from '../sales/sales-test-fixtures';

describe('policy issuance status (v2) and the policy by membership id', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db);
  });
  afterAll(async () => t.close());

  const issueStatus = (referenceId: string, cookie = seller.cookie, productCode = 'vector-borne') =>
    t.app.inject({ method: 'GET', url: `/api/v2/products/${productCode}/policies/issue/status?referenceId=${referenceId}`, headers: { cookie } });
  const byMembership = (membershipId: string, cookie = seller.cookie) =>
    t.app.inject({ method: 'GET', url: `/api/policies/membership/${membershipId}`, headers: { cookie } });

  /** A reviewed vector-borne proposal taken through the sandbox gateway's checkout (pay or fail) and the browser's return. */
  const checkoutWith = async (action: 'pay' | 'fail') => {
    const proposal = await createReviewedProposal(t.app, seller.cookie, 'vector-borne');
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/products/vector-borne/payments/link',
      headers: { cookie: seller.cookie, 'idempotency-key': `key-${proposal.referenceId}` },
      payload: { referenceId: proposal.referenceId },
    });
    const { orderId } = link.json<PaymentLink>();
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/gateway/checkout/${orderId}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    await t.app.inject({ method: 'GET', url: pressed.headers.location as string });
    return proposal;
  };

  it('is PENDING before payment, FAILED after a failed payment and ISSUED with the policy', async () => {
    const unpaid = await createReviewedProposal(t.app, seller.cookie, 'vector-borne');
    expect((await issueStatus(unpaid.referenceId)).json()).toEqual({ referenceId: unpaid.referenceId, status: 'PENDING' });

    const failed = await checkoutWith('fail');
    expect((await issueStatus(failed.referenceId)).json()).toEqual({ referenceId: failed.referenceId, status: 'FAILED' });

    const paid = await checkoutWith('pay');
    const issued = (await issueStatus(paid.referenceId)).json<PolicyIssueStatusAnswer>();
    expect(issued).toMatchObject({ referenceId: paid.referenceId, status: 'ISSUED', policyNumber: expect.stringMatching(/^POL\/VECTOR-BORNE\//) });
    expect(issued.membershipId).toMatch(membershipIdPattern);
    expect(new Date(issued.issuedAt!).getTime()).not.toBeNaN();
  });

  it('404s for an unknown or foreign proposal', async () => {
    expect((await issueStatus('PRP20261122NOPE00')).statusCode).toBe(404);
    const other = await signInPartner(t.db);
    const paid = await checkoutWith('pay');
    expect((await issueStatus(paid.referenceId, other.cookie)).statusCode).toBe(404);
  });

  it('gives every policy its own membership id, shown on the proposal and the payment status', async () => {
    const [first, second] = [await checkoutWith('pay'), await checkoutWith('pay')];
    const ids = await Promise.all([first, second].map(async (p) => (await issueStatus(p.referenceId)).json<PolicyIssueStatusAnswer>().membershipId));
    expect(new Set(ids).size).toBe(2);
    const proposal = (
      await t.app.inject({ method: 'GET', url: `/api/products/vector-borne/proposals/${first.referenceId}`, headers: { cookie: seller.cookie } })
    ).json<Proposal>();
    expect(proposal.policy?.membershipId).toBe(ids[0]);
    const payment = (
      await t.app.inject({
        method: 'GET',
        url: `/api/products/vector-borne/payments/status?referenceId=${first.referenceId}`,
        headers: { cookie: seller.cookie },
      })
    ).json<PaymentStatus>();
    expect(payment.policy?.membershipId).toBe(ids[0]);
  });

  it('answers the policy summary by membership id to its seller and his tenant admin only', async () => {
    const paid = await checkoutWith('pay');
    const { membershipId, policyNumber } = (await issueStatus(paid.referenceId)).json<PolicyIssueStatusAnswer>();
    const response = await byMembership(membershipId!);
    expect(response.statusCode).toBe(200);
    const summary = response.json<PolicySummary>();
    expect(summary).toMatchObject({
      membershipId,
      policyNumber,
      referenceId: paid.referenceId,
      productCode: 'vector-borne',
      productName: findProduct('vector-borne')!.name,
      insuredName: 'Ms Asha Patil',
      totalPremium: paid.premium.totalPremium,
      documentUrl: `/api/policies/${encodeURIComponent(policyNumber!)}/document`,
    });
    expect(new Date(summary.endsOn) > new Date(summary.startsOn)).toBe(true);

    const admin = await signInPartner(t.db, { role: 'admin' });
    expect((await byMembership(membershipId!, admin.cookie)).statusCode).toBe(200);
    const otherPartner = await signInPartner(t.db);
    expect((await byMembership(membershipId!, otherPartner.cookie)).statusCode).toBe(404);
    const otherTenantAdmin = await signInPartner(t.db, { role: 'admin', tenant: 'sahyadri' });
    expect((await byMembership(membershipId!, otherTenantAdmin.cookie)).statusCode).toBe(404);
    expect((await byMembership('MBR999999999')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/policies/membership/${membershipId}` })).statusCode).toBe(401);
  });

  it('documents both routes in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v2/products/{productCode}/policies/issue/status', '/api/policies/membership/{membershipId}']));
  });
});
