import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProductsForTenant, tenantCodes } from '@portal/domain';
import { createTestApp, type TestApp } from '../test-helper';
import { partnerAuthorisations, partners, tenants } from './partners-schema';
import { demoPartners, seedDemoData } from './seed';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db);
    await seedDemoData(t.db);
  });
  afterAll(async () => t.close());

  const signIn = async (mobile: string) => {
    const generated = await t.app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile } });
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/services/public/otp/validate',
      payload: { sessionId: generated.json().sessionId, otp: '123456' },
    });
    expect(validated.statusCode).toBe(200);
    return String(validated.headers['set-cookie']).split(';')[0]!;
  };

  it('is idempotent: the four tenants and each demo partner once', async () => {
    expect((await t.db.select().from(tenants)).map((row) => row.code).sort()).toEqual([...tenantCodes].sort());
    const rows = await t.db.select().from(partners);
    expect(rows.map((row) => row.mobile).sort()).toEqual(demoPartners.map((p) => p.mobile).sort());
  });

  it('gives every tenant a partner of each role', () => {
    for (const tenant of tenantCodes) {
      expect(new Set(demoPartners.filter((p) => p.tenant === tenant).map((p) => p.role))).toEqual(new Set(['partner', 'admin', 'mint-pro', 'view']));
    }
  });

  it('authorises the demo partners for every product needing authorisation, except the one kept unauthorised', async () => {
    for (const demo of demoPartners) {
      const [row] = await t.db.select({ id: partners.id }).from(partners).where(eq(partners.mobile, demo.mobile));
      const rows = await t.db.select().from(partnerAuthorisations).where(eq(partnerAuthorisations.partnerId, row!.id));
      const authorised = rows.filter((a) => a.status === 'AUTHORISED');
      const expected = demo.authorised
        ? listProductsForTenant(demo.tenant)
            .filter((p) => p.requiresAuthorisation)
            .map((p) => p.code)
        : [];
      expect(authorised.map((a) => a.productCode).sort(), demo.mobile).toEqual(expected.sort());
    }
  });

  it('gives every tenant two admins (maker and checker), a team under its mint-pro and a waiting partner to approve', async () => {
    for (const tenant of tenantCodes)
      expect(
        demoPartners.filter((p) => p.tenant === tenant && p.role === 'admin'),
        tenant,
      ).toHaveLength(2);
    const [member] = await t.db.select().from(partners).where(eq(partners.mobile, '9999900001'));
    const [lead] = await t.db.select().from(partners).where(eq(partners.mobile, '9999900003'));
    expect(member!.teamLeadId).toBe(lead!.id);
    const [kiran] = await t.db.select({ id: partners.id }).from(partners).where(eq(partners.mobile, '9999900005'));
    expect(
      await t.db
        .select({ productCode: partnerAuthorisations.productCode, status: partnerAuthorisations.status })
        .from(partnerAuthorisations)
        .where(eq(partnerAuthorisations.partnerId, kiran!.id)),
    ).toEqual([{ productCode: 'marine', status: 'WAITLISTED' }]);
  });

  it('lets each demo login sign in with the sandbox OTP and shows the unauthorised one the message', async () => {
    const cookie = await signIn('9999900005');
    const status = await t.app.inject({ method: 'GET', url: '/api/partner-integration/public/products/fire/authorization-status', headers: { cookie } });
    expect(status.json()).toEqual({ productCode: 'fire', status: 'NOT_AUTHORISED' });
    const authorisedCookie = await signIn('9999900001');
    const authorised = await t.app.inject({
      method: 'GET',
      url: '/api/partner-integration/public/products/fire/authorization-status',
      headers: { cookie: authorisedCookie },
    });
    expect(authorised.json()).toEqual({ productCode: 'fire', status: 'AUTHORISED' });
  });

  it('signs the demo view login in, and refuses it a write', async () => {
    const cookie = await signIn('9999900004');
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ role: 'view', tenant: 'mintpro', dealerName: 'Rohan Iyer' });
    const write = await t.app.inject({ method: 'POST', url: '/api/product/fire/waitlist', headers: { cookie } });
    expect(write.statusCode).toBe(403);
  });
});
