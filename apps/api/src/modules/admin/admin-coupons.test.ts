import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCouponMessages, indianDayOf, type AdminCoupon, type AdminCouponCreate, type AdminCouponList, type CouponValidation } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { customerLead, signInCustomer } from '../customers/customer-test-fixtures';

describe("the tenant's console: coupons", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInPartner>>;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let otherTenantAdmin: Awaited<ReturnType<typeof signInPartner>>;
  let seq = 0;
  const day = 24 * 60 * 60 * 1000;
  const today = () => indianDayOf(new Date());
  const inDays = (n: number) => indianDayOf(new Date(Date.now() + n * day));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInPartner(t.db, { role: 'admin', tenant: 'mintfin' });
    seller = await signInPartner(t.db, { tenant: 'mintfin' });
    otherTenantAdmin = await signInPartner(t.db, { role: 'admin', tenant: 'mintpro' });
  });
  afterAll(async () => t.close());

  const body = (overrides: Partial<AdminCouponCreate> = {}): AdminCouponCreate => {
    seq += 1;
    return {
      couponCode: `ADM${process.pid % 1000}X${seq}`,
      productCode: 'mobile',
      validFrom: today(),
      validUntil: inDays(30),
      discount: { kind: 'PERCENT', percent: 15, maxAmount: 500_00 },
      useLimit: 3,
      ...overrides,
    };
  };
  const create = (cookie: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/admin/coupons', headers: { cookie }, payload: payload as object });
  const list = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: { cookie } });
  const deactivate = (cookie: string, id: string) => t.app.inject({ method: 'POST', url: `/api/admin/coupons/${id}/deactivate`, headers: { cookie } });
  const validate = (cookie: string, code: string) =>
    t.app.inject({ method: 'GET', url: `/api/digital-leader/coupons/${code}/validate?productCode=mobile`, headers: { cookie } });
  const audit = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie } })).json().entries as { action: string; summary: string }[];

  it('makes a coupon the tenant’s partners can use at once, lists it with its uses, and audits it', async () => {
    const request = body({ couponCode: `new${seq}x` });
    const created = await create(admin.cookie, request);
    expect(created.statusCode, created.body).toBe(201);
    const coupon = created.json<AdminCoupon>();
    expect(coupon).toMatchObject({
      couponCode: request.couponCode.toUpperCase(),
      productCode: 'mobile',
      productName: 'Mobile Device Protection',
      uses: 0,
      useLimit: 3,
      state: 'LIVE',
    });
    // Whole days in India: from 00:00 IST of the first day to 00:00 IST after the last.
    expect(coupon.validFrom).toBe(new Date(Date.parse(`${request.validFrom}T00:00:00+05:30`)).toISOString());
    expect(coupon.validTo).toBe(new Date(Date.parse(`${request.validUntil}T00:00:00+05:30`) + day).toISOString());

    const listed = (await list(admin.cookie)).json<AdminCouponList>().coupons;
    expect(listed.find((c) => c.id === coupon.id)).toEqual(coupon);
    const check = await validate(seller.cookie, coupon.couponCode);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json<CouponValidation>()).toMatchObject({ discount: { kind: 'PERCENT', percent: 15, maxAmount: 500_00 }, remainingUses: 3 });
    expect((await audit(admin.cookie))[0]).toMatchObject({
      action: 'COUPON_CREATED',
      summary: `Create coupon ${coupon.couponCode} for Mobile Device Protection: 15% off, up to Rs 500, 3 uses, ${request.validFrom} to ${request.validUntil}`,
    });
    // Another tenant's admin neither sees it nor is told it exists.
    expect((await list(otherTenantAdmin.cookie)).json<AdminCouponList>().coupons.some((c) => c.id === coupon.id)).toBe(false);
  });

  it('deactivates a coupon: partners are refused it from then on; again is 409; audited', async () => {
    const coupon = (await create(admin.cookie, body({ discount: { kind: 'AMOUNT', amount: 200_00 } }))).json<AdminCoupon>();
    const ended = await deactivate(admin.cookie, coupon.id);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<AdminCoupon>().state).toBe('ENDED');
    expect((await validate(seller.cookie, coupon.couponCode)).json().error.fields).toEqual({ couponCode: 'This coupon has expired' });
    const again = await deactivate(admin.cookie, coupon.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'CONFLICT', message: adminCouponMessages.alreadyEnded } });
    expect((await audit(admin.cookie))[0]).toMatchObject({ action: 'COUPON_DEACTIVATED', summary: `Deactivate coupon ${coupon.couponCode}` });
  });

  it("answers 404 to another tenant's coupon id, and 409 to a code the tenant already has", async () => {
    const coupon = (await create(admin.cookie, body())).json<AdminCoupon>();
    const foreign = await deactivate(otherTenantAdmin.cookie, coupon.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    expect((await deactivate(admin.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const taken = await create(admin.cookie, { ...body(), couponCode: coupon.couponCode.toLowerCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(adminCouponMessages.codeTaken);
    // The same code in another tenant is its own coupon.
    expect((await create(otherTenantAdmin.cookie, { ...body(), couponCode: coupon.couponCode })).statusCode).toBe(201);
  });

  it.each([
    { name: 'a malformed code', change: { couponCode: 'BAD-CODE!' }, field: 'couponCode' },
    { name: 'a product without a coupon field', change: { productCode: 'shop' }, field: 'productCode', message: adminCouponMessages.product },
    { name: 'a product the tenant does not sell', change: { productCode: 'no-such-product' }, field: 'productCode', message: adminCouponMessages.product },
    {
      name: 'a last day before the first',
      change: { validFrom: inDays(5), validUntil: inDays(4) },
      field: 'validUntil',
      message: adminCouponMessages.validUntil,
    },
    {
      name: 'a period already over',
      change: { validFrom: inDays(-10), validUntil: inDays(-2) },
      field: 'validUntil',
      message: adminCouponMessages.endedInPast,
    },
    { name: 'a date that is not one', change: { validUntil: '2026-02-31x' }, field: 'validUntil' },
    { name: 'a percent above 50', change: { discount: { kind: 'PERCENT', percent: 80, maxAmount: null } }, field: 'discount.percent' },
    { name: 'a use limit of zero', change: { useLimit: 0 }, field: 'useLimit', message: adminCouponMessages.useLimit },
  ] as const)('refuses $name with 400 on the field', async ({ change, field, ...rest }) => {
    const answer = await create(admin.cookie, { ...body(), ...change });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error.code).toBe('VALIDATION');
    expect(Object.keys(answer.json().error.fields ?? {})).toContain(field);
    if ('message' in rest) expect(answer.json().error.fields[field]).toBe(rest.message);
  });

  it('refuses a partner who is not an admin, no session, a customer session, a bad id and a cross-site POST', async () => {
    expect((await list(seller.cookie)).statusCode).toBe(403);
    expect((await create(seller.cookie, body())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/coupons' })).statusCode).toBe(401);
    const { lead, token } = await customerLead(t.db, { id: seller.partner.id, tenantCode: 'mintfin' });
    const customer = await signInCustomer(t.app, t.db, lead, token, '10.9.7.1');
    expect((await list(customer)).statusCode).toBe(401);
    expect((await create(customer, body())).statusCode).toBe(401);
    expect((await deactivate(admin.cookie, 'not-a-uuid')).statusCode).toBe(400);
    expect((await create(admin.cookie, 'not json at all')).statusCode).toBeGreaterThanOrEqual(400);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: { cookie: admin.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: body(),
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
