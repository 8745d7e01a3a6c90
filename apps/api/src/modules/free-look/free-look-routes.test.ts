import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_LOOK_OVER_MESSAGE, NO_FREE_LOOK_MESSAGE, type FreeLookStatus } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { startCustomerSession, CUSTOMER_SESSION_COOKIE } from '../../lib/sessions/customer-session-repository';
import { customerLead } from '../customers/customer-test-fixtures';
import { policies } from '../../db/schema/policies-schema';
import { sandboxGatewayRefunds } from '../../providers/payment-gateway/sandbox-payment-gateway-schema';
import { createIssuedPolicy } from '../sales/sales-test-fixtures';
import { freeLookCancellations } from '../../db/schema/free-look-schema';
import { leads, leadStatusHistory } from '../../db/schema/leads-schema';
import type { PolicyCancelledInFreeLook } from './free-look-events';
import { cancelInFreeLook, FREE_LOOK_REFUND_JOB, type FreeLookContext } from './free-look-service';

const DAY_MS = 86_400_000;

describe('free look: a policy returned within its period, refunded once', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db);
  });
  afterAll(async () => t.close());

  const status = (membershipId: string, cookie = seller.cookie) =>
    t.app.inject({ method: 'GET', url: `/api/policies/membership/${membershipId}/free-look`, headers: { cookie } });
  const cancel = (membershipId: string, cookie = seller.cookie, payload: unknown = { reason: 'TERMS_NOT_ACCEPTABLE' }, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/policies/membership/${membershipId}/free-look/cancellation`,
      headers: { cookie, ...headers },
      payload: payload as object,
    });
  const backdate = (membershipId: string, days: number) =>
    t.db
      .update(policies)
      .set({ issuedAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(policies.membershipId, membershipId));

  it('shows a personal accident policy its 30 days, the days left and what a return would refund', async () => {
    const { membershipId, proposal } = await createIssuedPolicy(t.app, seller.cookie, 'personal-accident');
    const response = await status(membershipId);
    expect(response.statusCode).toBe(200);
    const answer = response.json<FreeLookStatus>();
    expect(answer.period).toMatchObject({ days: 30, basis: 'health', daysLeft: 30, open: true });
    expect(answer.estimate).toMatchObject({ totalPremium: proposal.premium.totalPremium, daysOnCover: 1, stampDuty: 100, medicalCosts: 0 });
    expect(answer.estimate!.refund).toBe(answer.estimate!.totalPremium - answer.estimate!.riskPremium - 100);
    expect(answer.cancellation).toBeNull();
  });

  it('cancels twice in parallel: one cancellation, one refund of the premium less deductions', async () => {
    const { membershipId, orderId, proposal } = await createIssuedPolicy(t.app, seller.cookie, 'personal-accident');
    const { referenceId } = proposal;
    await backdate(membershipId, 9);
    const answers = await Promise.all([cancel(membershipId), cancel(membershipId), cancel(membershipId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const bodies = answers.map((a) => a.json<FreeLookStatus>());
    expect(new Set(bodies.map((b) => b.cancellation?.cancelledAt)).size).toBe(1);
    const policyId = (await t.db.select({ id: policies.id }).from(policies).where(eq(policies.membershipId, membershipId)))[0]!.id;
    expect(await t.db.select().from(freeLookCancellations).where(eq(freeLookCancellations.policyId, policyId))).toHaveLength(1);
    const refunds = await t.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.orderId, orderId));
    expect(refunds).toHaveLength(1);
    const { deductions } = bodies[0]!.cancellation!;
    expect(deductions.daysOnCover).toBe(10);
    expect(refunds[0]!.amount).toBe(deductions.refund);
    expect(deductions.refund).toBe(deductions.totalPremium - deductions.riskPremium - deductions.stampDuty - deductions.medicalCosts);
    expect(deductions.refund).toBeLessThan(deductions.totalPremium);
    const after = (await status(membershipId)).json<FreeLookStatus>();
    expect(after.cancellation).toMatchObject({ refundStatus: 'PROCESSED', reason: 'TERMS_NOT_ACCEPTABLE', gatewayRefundId: refunds[0]!.id });
    expect(after.estimate).toBeNull();
    // Asked again later: the same cancellation, no second refund.
    expect((await cancel(membershipId)).json<FreeLookStatus>().cancellation?.cancelledAt).toBe(after.cancellation?.cancelledAt);
    expect(await t.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.orderId, orderId))).toHaveLength(1);
    // The sale's lead says so, once: "Policy issued" then "Policy returned in free look".
    const [lead] = await t.db.select().from(leads).where(eq(leads.referenceId, referenceId));
    expect(lead?.status).toBe('POLICY_RETURNED');
    const history = await t.db.select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, lead!.id));
    expect(history.filter((row) => row.toStatus === 'POLICY_RETURNED')).toHaveLength(1);
  });

  it('announces "policy cancelled in free look" once, inside the cancellation, to the hooks passed in', async () => {
    const { membershipId } = await createIssuedPolicy(t.app, seller.cookie, 'personal-accident');
    const events: PolicyCancelledInFreeLook[] = [];
    const context: FreeLookContext = {
      db: t.db,
      gateway: t.app.providers.paymentGateway,
      clock: t.app.providers.clock,
      listeners: [async (event) => void events.push(event)],
      log: t.app.log,
    };
    await Promise.all([
      cancelInFreeLook(context, seller.partner, membershipId, 'HAS_OTHER_COVER'),
      cancelInFreeLook(context, seller.partner, membershipId, 'OTHER'),
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ membershipId, productCode: 'personal-accident', partnerId: seller.partner.id, tenantCode: 'mintpro' });

    // A hook that fails undoes the cancellation with it: nothing is recorded or refunded.
    const second = await createIssuedPolicy(t.app, seller.cookie, 'personal-accident');
    const failing = { ...context, listeners: [() => Promise.reject(new Error('payouts down'))] };
    await expect(cancelInFreeLook(failing, seller.partner, second.membershipId, 'OTHER')).rejects.toThrow('payouts down');
    expect((await status(second.membershipId)).json<FreeLookStatus>().cancellation).toBeNull();
    expect(await t.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.orderId, second.orderId))).toHaveLength(0);
  });

  it('keeps the cancellation when the gateway fails, and its job refunds it later, once', async () => {
    const { membershipId, orderId } = await createIssuedPolicy(t.app, seller.cookie, 'personal-accident');
    const gateway = t.app.providers.paymentGateway;
    const down = { ...gateway, name: gateway.name, refundOrder: () => Promise.reject(new Error('gateway timeout')) } as typeof gateway;
    const context: FreeLookContext = { db: t.db, gateway: down, clock: t.app.providers.clock, listeners: [], log: t.app.log };
    const answer = await cancelInFreeLook(context, seller.partner, membershipId, 'TOO_EXPENSIVE');
    expect(answer.cancellation).toMatchObject({ refundStatus: 'PENDING', gatewayRefundId: null });
    const [row] = await t.db.select().from(freeLookCancellations).where(eq(freeLookCancellations.refundStatus, 'PENDING'));
    expect(row?.lastError).toBe('gateway timeout');

    const runJob = t.app.jobHandlers[FREE_LOOK_REFUND_JOB]!;
    for (let attempt = 0; attempt < 2; attempt += 1) await runJob({ cancellationId: row!.id }, undefined as never, new Date());
    expect((await status(membershipId)).json<FreeLookStatus>().cancellation).toMatchObject({ refundStatus: 'PROCESSED' });
    expect(await t.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.orderId, orderId))).toHaveLength(1);
  });

  it('accepts a return on the last day and refuses it the day after', async () => {
    const lastDay = await createIssuedPolicy(t.app, seller.cookie, 'personal-accident');
    await backdate(lastDay.membershipId, 30);
    expect((await status(lastDay.membershipId)).json<FreeLookStatus>().period).toMatchObject({ daysLeft: 0, open: true });
    expect((await cancel(lastDay.membershipId)).statusCode).toBe(200);

    const late = await createIssuedPolicy(t.app, seller.cookie, 'personal-accident');
    await backdate(late.membershipId, 31);
    expect((await status(late.membershipId)).json<FreeLookStatus>()).toMatchObject({ period: { daysLeft: 0, open: false }, estimate: null });
    const refused = await cancel(late.membershipId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(FREE_LOOK_OVER_MESSAGE);
    expect(await t.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.orderId, late.orderId))).toHaveLength(0);
  });

  it('applies to covers sold before: a vector-borne policy has 30 days; a roadside assistance cover none', async () => {
    const health = await createIssuedPolicy(t.app, seller.cookie, 'vector-borne');
    expect((await status(health.membershipId)).json<FreeLookStatus>().period).toMatchObject({ days: 30, open: true });
    const device = await createIssuedPolicy(t.app, seller.cookie, 'roadside-assistance');
    expect((await status(device.membershipId)).json<FreeLookStatus>()).toMatchObject({ period: null, estimate: null, cancellation: null });
    const refused = await cancel(device.membershipId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(NO_FREE_LOOK_MESSAGE);
  });

  it("answers 404 for another partner's or tenant's policy, 401 without a partner session, 400 for a bad reason, 403 cross-site", async () => {
    const { membershipId } = await createIssuedPolicy(t.app, seller.cookie, 'personal-accident');
    const other = await signInPartner(t.db);
    expect((await status(membershipId, other.cookie)).statusCode).toBe(404);
    expect((await cancel(membershipId, other.cookie)).statusCode).toBe(404);
    const otherTenantAdmin = await signInPartner(t.db, { role: 'admin', tenant: 'sahyadri' });
    expect((await cancel(membershipId, otherTenantAdmin.cookie)).statusCode).toBe(404);
    expect((await status('MBR999999999')).statusCode).toBe(404);

    const { lead } = await customerLead(t.db, seller.partner);
    const { token } = await startCustomerSession(t.db, { kind: 'lead', id: lead.id }, new Date());
    expect((await cancel(membershipId, `${CUSTOMER_SESSION_COOKIE}=${token}`)).statusCode).toBe(401);
    expect((await cancel(membershipId, '')).statusCode).toBe(401);

    const bad = await cancel(membershipId, seller.cookie, { reason: 'BORED' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION');
    expect((await cancel(membershipId, seller.cookie, undefined, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await status(membershipId)).json<FreeLookStatus>().cancellation).toBeNull();
  });

  it('documents both routes in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/policies/membership/{membershipId}/free-look', '/api/policies/membership/{membershipId}/free-look/cancellation']),
    );
  });
});
