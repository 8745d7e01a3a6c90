import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponMessages, findProduct, type CouponValidation, type DigitalLeader, type Proposal, type Quote } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { postProposal, postQuote, samplesOf, withOwnUploads } from '../sales/sales-test-fixtures';
import { insertNewCoupon } from '../../lib/coupon-records';
import { couponUses, coupons } from '../../db/schema/coupons-schema';
import { jobs } from '../../jobs/jobs-schema';
import { proposals } from '../../db/schema/sales-schema';
import { COUPON_USE_HOLD_MS, COUPON_USE_RELEASE_JOB } from './release-abandoned-coupon-uses';

describe('digital-leader coupons', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let otherTenant: Awaited<ReturnType<typeof signInPartner>>;
  let viewer: Awaited<ReturnType<typeof signInPartner>>;
  const day = 24 * 60 * 60 * 1000;
  let seq = 0;

  /** A coupon of the seller's tenant with its own code. */
  async function newCoupon(overrides: Partial<Parameters<typeof insertNewCoupon>[1]> = {}) {
    seq += 1;
    const now = Date.now();
    const coupon = await insertNewCoupon(t.db, {
      tenantCode: 'mintpro',
      code: `TEST${seq}`,
      productCode: 'mobile',
      validFrom: new Date(now - day),
      validTo: new Date(now + day),
      discountKind: 'PERCENT',
      discountValue: 10,
      maxDiscount: null,
      useLimit: 5,
      ...overrides,
    });
    // Each test's code is new, so the insert always adds it.
    return coupon!;
  }

  const validate = (cookie: string, code: string, productCode = 'mobile') =>
    t.app.inject({ method: 'GET', url: `/api/digital-leader/coupons/${code}/validate?productCode=${productCode}`, headers: { cookie } });

  /** A mobile quote (device price Rs 50,000: premium Rs 4,000) and the proposal body with the coupon code. */
  async function mobileProposalBody(couponCode: string) {
    const quote = (await postQuote(t.app, seller.cookie, 'mobile', { planCode: 'MOBILE_PROTECTION', devicePrice: '50000' })).json<Quote>();
    const proposal = await withOwnUploads(t.app, seller.cookie, findProduct('mobile')!.sale!.proposal.fields, samplesOf('mobile').proposal);
    return { quoteId: quote.quoteId, ...proposal, couponCode };
  }

  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { tenant: 'mintpro' });
    otherTenant = await signInPartner(t.db, { tenant: 'mintfin' });
    viewer = await signInPartner(t.db, { tenant: 'mintpro', role: 'view' });
  });
  afterAll(async () => t.close());

  describe('/digital-leader/validate', () => {
    it('says a seller of a tenant with live coupons is a digital leader, and a view-only login is not', async () => {
      await newCoupon();
      const leader = await t.app.inject({ method: 'GET', url: '/api/digital-leader/validate', headers: { cookie: seller.cookie } });
      expect(leader.statusCode, leader.body).toBe(200);
      expect(leader.json<DigitalLeader>()).toEqual({ digitalLeader: true, couponProducts: ['mobile'] });
      const view = await t.app.inject({ method: 'GET', url: '/api/digital-leader/validate', headers: { cookie: viewer.cookie } });
      expect(view.json<DigitalLeader>().digitalLeader).toBe(false);
      const other = await t.app.inject({ method: 'GET', url: '/api/digital-leader/validate', headers: { cookie: otherTenant.cookie } });
      expect(other.json<DigitalLeader>()).toEqual({ digitalLeader: false, couponProducts: [] });
    });

    it('refuses without a partner session', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/digital-leader/validate' })).statusCode).toBe(401);
    });
  });

  describe('/digital-leader/coupons/{couponCode}/validate', () => {
    it('answers the discount of a live coupon, whatever the case typed', async () => {
      const coupon = await newCoupon({ discountKind: 'AMOUNT', discountValue: 20000 });
      const response = await validate(seller.cookie, coupon.code.toLowerCase());
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<CouponValidation>()).toMatchObject({
        couponCode: coupon.code,
        productCode: 'mobile',
        discount: { kind: 'AMOUNT', amount: 20000 },
        remainingUses: 5,
      });
    });

    it.each([
      { name: 'expired', overrides: { validFrom: new Date(Date.now() - 3 * day), validTo: new Date(Date.now() - day) }, message: couponMessages.expired },
      {
        name: 'not yet valid',
        overrides: { validFrom: new Date(Date.now() + day), validTo: new Date(Date.now() + 3 * day) },
        message: couponMessages.notYetValid,
      },
      { name: 'of another product', overrides: { productCode: 'shop' }, message: couponMessages.otherProduct },
      { name: 'used up', overrides: { useLimit: 2, uses: 2 }, message: couponMessages.usedUp },
    ])('refuses a coupon $name with 400 on couponCode', async ({ overrides, message }) => {
      const coupon = await newCoupon(overrides);
      const response = await validate(seller.cookie, coupon.code);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'VALIDATION', message, fields: { couponCode: message } } });
    });

    it("answers 404 for an unknown code and for another tenant's", async () => {
      const coupon = await newCoupon();
      for (const [cookie, code] of [
        [seller.cookie, 'NOSUCHCODE'],
        [otherTenant.cookie, coupon.code],
      ] as const) {
        const response = await validate(cookie, code);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: couponMessages.unknown } });
      }
    });

    it('answers 400, never 5xx, to a malformed code or a missing product, and 404 to a product the tenant does not sell', async () => {
      expect((await validate(seller.cookie, 'BAD-CODE!')).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/api/digital-leader/coupons/ABC/validate', headers: { cookie: seller.cookie } })).statusCode).toBe(400);
      expect((await validate(seller.cookie, 'ABC', 'no-such-product')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/digital-leader/coupons/ABC/validate?productCode=mobile' })).statusCode).toBe(401);
    });
  });

  describe('the mobile proposal’s coupon code', () => {
    it('charges the discounted premium and takes one use; saving again keeps the one use; dropping the code gives it back', async () => {
      const coupon = await newCoupon({ discountValue: 10 });
      const body = await mobileProposalBody(coupon.code.toLowerCase());
      const created = await postProposal(t.app, seller.cookie, 'mobile', body);
      expect(created.statusCode, created.body).toBe(201);
      const proposal = created.json<Proposal>();
      expect(proposal.premium.totalPremium).toBe(360000);
      expect(proposal.premium.breakdown.at(-1)).toEqual({ label: `Coupon ${coupon.code}`, amount: -40000 });
      expect((await usesOf(coupon.id)).uses).toBe(1);

      const again = await postProposal(t.app, seller.cookie, 'mobile', body);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<Proposal>().premium.totalPremium).toBe(360000);
      expect((await usesOf(coupon.id)).uses).toBe(1);

      const dropped = await postProposal(t.app, seller.cookie, 'mobile', { ...body, couponCode: '' });
      expect(dropped.statusCode, dropped.body).toBe(200);
      expect(dropped.json<Proposal>().premium.totalPremium).toBe(400000);
      expect(dropped.json<Proposal>().premium.breakdown.some((line) => line.label.startsWith('Coupon'))).toBe(false);
      expect(await usesOf(coupon.id)).toEqual({ uses: 0, rows: 0 });
    });

    it('refuses a proposal with an expired coupon on couponCode, saving nothing', async () => {
      const coupon = await newCoupon({ validFrom: new Date(Date.now() - 3 * day), validTo: new Date(Date.now() - day) });
      const response = await postProposal(t.app, seller.cookie, 'mobile', await mobileProposalBody(coupon.code));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toEqual({ couponCode: couponMessages.expired });
    });

    it('20 parallel proposals with a coupon of limit 5 give exactly 5', async () => {
      const coupon = await newCoupon({ useLimit: 5 });
      const bodies = await Promise.all(Array.from({ length: 20 }, () => mobileProposalBody(coupon.code)));
      const answers = await Promise.all(bodies.map((body) => postProposal(t.app, seller.cookie, 'mobile', body)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 400)).toHaveLength(15);
      for (const refused of answers.filter((answer) => answer.statusCode === 400))
        expect(refused.json().error.fields).toEqual({ couponCode: couponMessages.usedUp });
      expect(await usesOf(coupon.id)).toEqual({ uses: 5, rows: 5 });
    });
  });

  describe('an abandoned draft’s coupon use', () => {
    /** A saved mobile proposal with a new coupon of limit 5, its row and its release job. */
    async function draftWithCoupon() {
      const coupon = await newCoupon({ discountValue: 10 });
      const created = await postProposal(t.app, seller.cookie, 'mobile', await mobileProposalBody(coupon.code));
      expect(created.statusCode, created.body).toBe(201);
      const [proposal] = await t.db.select().from(proposals).where(eq(proposals.referenceId, created.json<Proposal>().referenceId));
      const queued = await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, COUPON_USE_RELEASE_JOB), sql`${jobs.payload}->>'proposalId' = ${proposal!.id}`));
      expect(queued).toHaveLength(1);
      return { coupon, proposal: proposal!, job: queued[0]! };
    }
    const release = (job: typeof jobs.$inferSelect, now: Date) => t.app.jobHandlers[COUPON_USE_RELEASE_JOB]!(job.payload, job, now);

    it('is queued for 7 days after the save, given back then with the coupon taken off the draft, and only once', async () => {
      const { coupon, proposal, job } = await draftWithCoupon();
      expect(job.runAt.getTime() - proposal.updatedAt.getTime()).toBeGreaterThan(COUPON_USE_HOLD_MS - 60_000);
      expect(job.runAt.getTime() - proposal.updatedAt.getTime()).toBeLessThan(COUPON_USE_HOLD_MS + 60_000);

      const early = new Date(proposal.updatedAt.getTime() + COUPON_USE_HOLD_MS - 60 * 60_000);
      const waiting = await release(job, early);
      expect('retryAt' in waiting && waiting.retryAt.getTime()).toBeGreaterThanOrEqual(proposal.updatedAt.getTime() + COUPON_USE_HOLD_MS);
      expect((await usesOf(coupon.id)).uses).toBe(1);

      const late = new Date(proposal.updatedAt.getTime() + COUPON_USE_HOLD_MS + 60_000);
      expect(await release(job, late)).toEqual({ done: true });
      expect(await usesOf(coupon.id)).toEqual({ uses: 0, rows: 0 });
      const [after] = await t.db.select().from(proposals).where(eq(proposals.id, proposal.id));
      expect(after!.totalPremium).toBe(400000);
      expect(after!.breakdown.some((line) => line.label.startsWith('Coupon'))).toBe(false);
      expect(after!.values.couponCode).toBeUndefined();
      expect(after!.status).toBe('DRAFT');

      // Run again (a second worker, a retry after a lost lease): nothing more is given back.
      expect(await release(job, late)).toEqual({ done: true });
      expect(await usesOf(coupon.id)).toEqual({ uses: 0, rows: 0 });
    });

    it('keeps the use of a draft saved again meanwhile until its own 7 days end', async () => {
      const { coupon, proposal, job } = await draftWithCoupon();
      const resaved = new Date(proposal.updatedAt.getTime() + 3 * day);
      await t.db.update(proposals).set({ updatedAt: resaved }).where(eq(proposals.id, proposal.id));
      const answer = await release(job, new Date(proposal.updatedAt.getTime() + COUPON_USE_HOLD_MS + 60_000));
      expect(answer).toEqual({ retryAt: new Date(resaved.getTime() + COUPON_USE_HOLD_MS) });
      expect((await usesOf(coupon.id)).uses).toBe(1);
    });

    it('keeps the use of a paid proposal for good', async () => {
      const { coupon, proposal, job } = await draftWithCoupon();
      await t.db.update(proposals).set({ status: 'PAID' }).where(eq(proposals.id, proposal.id));
      expect(await release(job, new Date(proposal.updatedAt.getTime() + 30 * day))).toEqual({ done: true });
      expect(await usesOf(coupon.id)).toEqual({ uses: 1, rows: 1 });
    });

    it('lets the partner take a use again by saving the draft with the code once more', async () => {
      const { coupon, proposal, job } = await draftWithCoupon();
      await release(job, new Date(proposal.updatedAt.getTime() + COUPON_USE_HOLD_MS + 60_000));
      const body = await mobileProposalBody(coupon.code);
      const again = await postProposal(t.app, seller.cookie, 'mobile', { ...body, quoteId: proposal.quoteId });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<Proposal>().premium.totalPremium).toBe(360000);
      expect(await usesOf(coupon.id)).toEqual({ uses: 1, rows: 1 });
    });
  });

  async function usesOf(couponId: string) {
    const [row] = await t.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, couponId));
    const rows = await t.db.select().from(couponUses).where(eq(couponUses.couponId, couponId));
    return { uses: row!.uses, rows: rows.length };
  }
});
