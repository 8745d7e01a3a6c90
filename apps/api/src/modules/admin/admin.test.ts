import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminChangeRequest } from '@portal/domain';
import { createPartner, createTestApp, nextTestMobile, signInPartner, type TestApp } from '../../test-helper';

describe("the tenant's console: maker-checker, audit and isolation", () => {
  let t: TestApp;
  let maker: { cookie: string; partner: { id: string } };
  let checker: { cookie: string; partner: { id: string } };
  let otherTenantAdmin: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    maker = await signInPartner(t.db, { role: 'admin', tenant: 'mintfin' });
    checker = await signInPartner(t.db, { role: 'admin', tenant: 'mintfin' });
    otherTenantAdmin = await signInPartner(t.db, { role: 'admin', tenant: 'mintpro' });
  });
  afterAll(async () => t.close());

  const ask = (cookie: string, request: AdminChangeRequest) =>
    t.app.inject({ method: 'POST', url: '/api/admin/changes', headers: { cookie }, payload: request });
  const decide = (cookie: string, changeId: string, decision: 'approve' | 'reject') =>
    t.app.inject({ method: 'POST', url: `/api/admin/changes/${changeId}/${decision}`, headers: { cookie } });
  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const authorisationStatus = async (cookie: string, product: string) =>
    (await get(cookie, `/api/partner-integration/public/products/${product}/authorization-status`)).json().status;

  it('approves a waiting partner only when a second admin approves; the asker cannot approve his own change', async () => {
    const waiting = await signInPartner(t.db, { tenant: 'mintfin' });
    await t.app.inject({ method: 'POST', url: '/api/product/fire/waitlist', headers: { cookie: waiting.cookie } });
    const partners = (await get(maker.cookie, '/api/admin/partners')).json().partners;
    expect(partners.find((p: { partnerId: string }) => p.partnerId === waiting.partner.id).authorisations).toEqual([
      { productCode: 'fire', status: 'WAITLISTED' },
    ]);

    const asked = await ask(maker.cookie, { kind: 'AUTHORISE_PRODUCT', partnerId: waiting.partner.id, productCode: 'fire' });
    expect(asked.statusCode).toBe(201);
    const change = asked.json();
    expect(change).toMatchObject({ status: 'PENDING', summary: `Authorise ${waiting.partner.name} to sell Fire Insurance (from the waitlist)` });
    expect(await authorisationStatus(waiting.cookie, 'fire')).toBe('WAITLISTED');

    const self = await decide(maker.cookie, change.changeId, 'approve');
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('You cannot approve your own change: another admin must approve it');
    expect(await authorisationStatus(waiting.cookie, 'fire')).toBe('WAITLISTED');

    const approved = await decide(checker.cookie, change.changeId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decidedBy: { partnerId: checker.partner.id } });
    // The partner's cached session was dropped: his next request sees the authorisation.
    expect(await authorisationStatus(waiting.cookie, 'fire')).toBe('AUTHORISED');
    expect((await decide(checker.cookie, change.changeId, 'approve')).statusCode).toBe(409);
  });

  it('lets two admins race to decide one change: exactly one decides it', async () => {
    const third = await signInPartner(t.db, { role: 'admin', tenant: 'mintfin' });
    const change = (await ask(maker.cookie, { kind: 'SET_FLAG', flag: 'DOMAIN_MIGRATION', enabled: true })).json();
    const answers = await Promise.all([decide(checker.cookie, change.changeId, 'approve'), decide(third.cookie, change.changeId, 'reject')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('flips a flag for its own tenant only, after approval', async () => {
    const flags = async (cookie: string) => (await get(cookie, '/api/configs/features')).json();
    const before = (await flags(maker.cookie)).LEAD_REDIRECTION as boolean;
    const change = (await ask(maker.cookie, { kind: 'SET_FLAG', flag: 'LEAD_REDIRECTION', enabled: !before })).json();
    expect((await flags(maker.cookie)).LEAD_REDIRECTION).toBe(before);
    expect((await decide(checker.cookie, change.changeId, 'approve')).statusCode).toBe(200);
    expect((await flags(maker.cookie)).LEAD_REDIRECTION).toBe(!before);
    expect((await flags(otherTenantAdmin.cookie)).LEAD_REDIRECTION).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/configs/features?tenant=mintfin' })).json().LEAD_REDIRECTION).toBe(!before);
    // Asking for the value it already has changes nothing.
    expect((await ask(maker.cookie, { kind: 'SET_FLAG', flag: 'LEAD_REDIRECTION', enabled: !before })).statusCode).toBe(409);
  });

  it('invites a partner (created on approval), changes a role, deactivates at once; each is audited', async () => {
    const mobile = nextTestMobile();
    const invite = (await ask(maker.cookie, { kind: 'INVITE_PARTNER', name: 'Lata Mangesh', mobile, role: 'partner' })).json();
    const names = async () => (await get(maker.cookie, '/api/admin/partners')).json().partners.map((p: { name: string }) => p.name);
    expect(await names()).not.toContain('Lata Mangesh');
    expect((await decide(checker.cookie, invite.changeId, 'approve')).statusCode).toBe(200);
    expect(await names()).toContain('Lata Mangesh');
    expect((await ask(maker.cookie, { kind: 'INVITE_PARTNER', name: 'Lata Again', mobile, role: 'partner' })).statusCode).toBe(409);

    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const role = (await ask(maker.cookie, { kind: 'CHANGE_ROLE', partnerId: seller.partner.id, role: 'view' })).json();
    await decide(checker.cookie, role.changeId, 'approve');
    expect((await get(seller.cookie, '/api/partner-integration/public/partner')).json().role).toBe('view');

    const off = await t.app.inject({ method: 'POST', url: `/api/admin/partners/${seller.partner.id}/deactivate`, headers: { cookie: maker.cookie } });
    expect(off.statusCode).toBe(204);
    expect((await get(seller.cookie, '/api/partner-integration/public/partner')).statusCode).toBe(401);

    const audit = (await get(checker.cookie, '/api/admin/audit')).json();
    const summaries = audit.entries.map((e: { action: string; summary: string }) => `${e.action}: ${e.summary}`);
    expect(summaries).toContain(`CHANGE_REQUESTED: Invite Lata Mangesh as partner`);
    expect(summaries).toContain(`CHANGE_APPROVED: Invite Lata Mangesh as partner`);
    expect(summaries).toContain(`CHANGE_APPROVED: Change ${seller.partner.name}'s role from partner to view`);
    expect(summaries).toContain(`PARTNER_DEACTIVATED: Deactivate ${seller.partner.name}`);
    // No mobile in the log.
    expect(JSON.stringify(audit)).not.toContain(mobile);
  });

  it("never shows or changes another tenant's partners, changes or log", async () => {
    const foreign = await createPartner(t.db, { tenant: 'mintpro' });
    const change = (await ask(maker.cookie, { kind: 'SET_FLAG', flag: 'QUOTATION_CONFIG_FORM', enabled: false })).json();
    expect((await get(otherTenantAdmin.cookie, '/api/admin/partners')).json().partners.map((p: { partnerId: string }) => p.partnerId)).not.toContain(
      maker.partner.id,
    );
    expect((await get(otherTenantAdmin.cookie, '/api/admin/changes')).json().changes.map((c: { changeId: string }) => c.changeId)).not.toContain(
      change.changeId,
    );
    expect((await decide(otherTenantAdmin.cookie, change.changeId, 'approve')).statusCode).toBe(404);
    expect((await get(otherTenantAdmin.cookie, '/api/admin/audit')).json().entries).toEqual([]);
    expect((await ask(maker.cookie, { kind: 'CHANGE_ROLE', partnerId: foreign.id, role: 'admin' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/partners/${foreign.id}/deactivate`, headers: { cookie: maker.cookie } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/partners/${foreign.id}/authorisations/fire`, headers: { cookie: maker.cookie } })).statusCode,
    ).toBe(404);
  });

  it('refuses non-admins, bad input, a cross-site POST and changes to the admin himself', async () => {
    const partner = await signInPartner(t.db, { tenant: 'mintfin', role: 'mint-pro' });
    expect((await get(partner.cookie, '/api/admin/partners')).statusCode).toBe(403);
    expect((await ask(partner.cookie, { kind: 'SET_FLAG', flag: 'DOMAIN_MIGRATION', enabled: false })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/changes',
      headers: { cookie: maker.cookie },
      payload: { kind: 'SET_FLAG', flag: 'NOPE', enabled: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION');
    expect((await ask(maker.cookie, { kind: 'INVITE_PARTNER', name: 'A', mobile: '12345', role: 'partner' })).statusCode).toBe(400);
    expect((await decide(checker.cookie, 'not-a-uuid', 'approve')).statusCode).toBe(404);
    expect((await ask(maker.cookie, { kind: 'CHANGE_ROLE', partnerId: maker.partner.id, role: 'view' })).statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/changes',
      headers: { cookie: maker.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { kind: 'SET_FLAG', flag: 'DOMAIN_MIGRATION', enabled: false },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('puts a partner in a mint-pro team only after approval, and the team lead then sees his leads', async () => {
    const lead = await signInPartner(t.db, { tenant: 'mintfin', role: 'mint-pro' });
    const member = await signInPartner(t.db, { tenant: 'mintfin' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products/personal-loan/leads',
      headers: { cookie: member.cookie },
      payload: { customer: { name: 'Ravi Kumar', mobile: '9876500011' }, amount: 300_000_00 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const leadId = created.json().leadId as string;
    const leadIds = async (cookie: string) => (await get(cookie, '/api/filteredLeads')).json().leads.map((l: { leadId: string }) => l.leadId);
    const change = (await ask(maker.cookie, { kind: 'SET_TEAM_LEAD', partnerId: member.partner.id, teamLeadId: lead.partner.id })).json();
    expect(change.summary).toBe(`Put ${member.partner.name} in ${lead.partner.name}'s team`);
    expect(await leadIds(lead.cookie)).not.toContain(leadId);
    await decide(checker.cookie, change.changeId, 'approve');
    expect(await leadIds(lead.cookie)).toContain(leadId);
    // A partner of the team sees only his own; a team lead does not see another team lead's partners.
    expect(await leadIds(member.cookie)).toContain(leadId);
    const otherLead = await signInPartner(t.db, { tenant: 'mintfin', role: 'mint-pro' });
    expect(await leadIds(otherLead.cookie)).not.toContain(leadId);
    // Only a mint-pro leads a team.
    expect((await ask(maker.cookie, { kind: 'SET_TEAM_LEAD', partnerId: lead.partner.id, teamLeadId: member.partner.id })).statusCode).toBe(404);
  });
});
