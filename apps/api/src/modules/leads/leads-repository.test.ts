import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadIdPattern } from '@portal/domain';
import { createPartner, createTestDatabase, insertTenants } from '../../test-helper';
import type { DatabaseHandle } from '../../db/client';
import { systemClock } from '../../providers/clock';
import { findLeadHistory, listLeads } from './leads-repository';
import { searchFiltersOf } from './list-leads';
import { updateLead } from '../../lib/leads/lead-records';
import { findLead, moveLeadStatus } from './leads-service';
import { createLead, derivePanKey, type LeadsContext } from '../../lib/leads/create-lead';

describe('leads repository and service (what the lending and sales modules call)', () => {
  let database: DatabaseHandle;
  let context: LeadsContext;
  beforeAll(async () => {
    database = await createTestDatabase();
    await insertTenants(database.db);
    context = { db: database.db, clock: systemClock, panKey: derivePanKey('a-hash-secret-for-tests-0123456789') };
  });
  afterAll(async () => database.close());

  const customer = { name: 'Asha Rao', mobile: '9876543210', pan: 'abcde1234f' };

  it('creates a lead with a first history row, its PAN kept only hashed and masked', async () => {
    const partner = await createPartner(database.db);
    const lead = await createLead(context, partner, 'personal-loan', { customer, amount: 50_000_00 });
    expect(lead.id).toMatch(leadIdPattern);
    expect(lead).toMatchObject({ status: 'CREATED', panMasked: 'XXXXX1234F', amount: 50_000_00, partnerId: partner.id, tenantCode: 'mintpro' });
    expect(lead.panHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(lead)).not.toContain('ABCDE1234F');
    expect(await findLeadHistory(database.db, lead.id)).toMatchObject([{ fromStatus: null, toStatus: 'CREATED', actor: 'partner' }]);
  });

  it('moves a lead along the transition table with a history row, and refuses any other move with a 409 that changes nothing', async () => {
    const partner = await createPartner(database.db);
    const lead = await createLead(context, partner, 'personal-loan', { customer });
    await moveLeadStatus(database.db, lead.id, 'CONSENT_PENDING', { actor: 'partner', partnerId: partner.id, now: new Date() });
    await expect(moveLeadStatus(database.db, lead.id, 'DISBURSED', { actor: 'lender', now: new Date() })).rejects.toMatchObject({ statusCode: 409 });
    expect((await findLead(database.db, partner, lead.id))?.status).toBe('CONSENT_PENDING');
    expect((await findLeadHistory(database.db, lead.id)).map((entry) => entry.toStatus)).toEqual(['CREATED', 'CONSENT_PENDING']);
  });

  it('finds a lead for its partner and his tenant admin only', async () => {
    const owner = await createPartner(database.db);
    const lead = await createLead(context, owner, 'personal-loan', { customer });
    const colleague = await createPartner(database.db);
    const admin = await createPartner(database.db, { role: 'admin' });
    const otherTenantAdmin = await createPartner(database.db, { role: 'admin', tenant: 'sahyadri' });
    expect(await findLead(database.db, owner, lead.id)).toBeDefined();
    expect(await findLead(database.db, admin, lead.id)).toBeDefined();
    expect(await findLead(database.db, colleague, lead.id)).toBeUndefined();
    expect(await findLead(database.db, otherTenantAdmin, lead.id)).toBeUndefined();
    expect(await findLead(database.db, owner, 'not-a-lead-id')).toBeUndefined();
  });

  it('answers each reader his own leads when the same shape of list is asked again with other values (decision 0308)', async () => {
    // The list's query is built once per shape and kept: the tenant, the partner, the filters' values and the
    // cursor must come from each call, never from the call that built it.
    const mintproOwner = await createPartner(database.db);
    const mintfinOwner = await createPartner(database.db, { tenant: 'mintfin' });
    const mintfinAdmin = await createPartner(database.db, { role: 'admin', tenant: 'mintfin' });
    const names = async (who: typeof mintproOwner, filters: Omit<Parameters<typeof listLeads>[2], 'limit'>, limit = 20) =>
      (await listLeads(database.db, who, { ...filters, limit })).map(({ row }) => row.customerName);
    for (const name of ['Mint One', 'Mint Two', 'Mint Three'])
      await createLead(context, mintproOwner, 'home-loan', { customer: { name, mobile: '9312345690' } });
    await createLead(context, mintfinOwner, 'home-loan', { customer: { name: 'Mintfin One', mobile: '9312345691' } });
    await createLead(context, mintfinOwner, 'personal-loan', { customer: { name: 'Mintfin Two', mobile: '9312345692' } });

    const homeLoans = { productCode: 'home-loan', createdFrom: new Date(Date.now() - 60_000) };
    expect(await names(mintproOwner, homeLoans)).toEqual(['Mint Three', 'Mint Two', 'Mint One']);
    expect(await names(mintfinOwner, homeLoans)).toEqual(['Mintfin One']);
    expect(await names(mintfinAdmin, homeLoans)).toEqual(['Mintfin One']);
    expect(await names(mintfinAdmin, { ...homeLoans, productCode: 'personal-loan' })).toEqual(['Mintfin Two']);
    expect(await names(mintfinAdmin, { ...homeLoans, createdFrom: new Date(Date.now() + 60_000) })).toEqual([]);
    // A page of one (answered with the one more that says a page follows), and the page after its lead.
    expect(await names(mintproOwner, homeLoans, 1)).toEqual(['Mint Three', 'Mint Two']);
    const [first] = await listLeads(database.db, mintproOwner, { ...homeLoans, limit: 1 });
    expect(await names(mintproOwner, { ...homeLoans, cursor: { at: first!.cursorAt, id: first!.row.id } })).toEqual(['Mint Two', 'Mint One']);
  });

  describe("the list's search (decisions 0191, 0283)", () => {
    let owner: Awaited<ReturnType<typeof createPartner>>;
    let colleague: Awaited<ReturnType<typeof createPartner>>;
    let admin: Awaited<ReturnType<typeof createPartner>>;
    beforeAll(async () => {
      owner = await createPartner(database.db);
      colleague = await createPartner(database.db);
      admin = await createPartner(database.db, { role: 'admin' });
      const people = [
        ["Anne-Marie D'Souza", '9312345601'],
        ['J.R. Mehta', '9312345602'],
        ['VIKRAM kulkarni', '9312345603'],
      ] as const;
      for (const [name, mobile] of people) await createLead(context, owner, 'personal-loan', { customer: { name, mobile } });
    });
    const search = async (text: string, who: typeof owner) =>
      (await listLeads(database.db, who, { ...searchFiltersOf(text), limit: 20 })).map(({ row }) => row.customerName).sort();

    it.each([
      ['a word after an apostrophe', 'souza', ["Anne-Marie D'Souza"]],
      ['the letter before an apostrophe, and a word after a hyphen', 'd marie', ["Anne-Marie D'Souza"]],
      ['initials with dots', 'r j meh', ['J.R. Mehta']],
      ['capitals in the name', 'vikram kulk', ['VIKRAM kulkarni']],
      ['a part inside a word: nothing', 'ouza', []],
      ['words of two different leads: nothing', 'mehta souza', []],
      ['a whole mobile', '+91 93123 45602', ['J.R. Mehta']],
      ["a mobile's nine digits", '931234560', ["Anne-Marie D'Souza", 'J.R. Mehta', 'VIKRAM kulkarni']],
      ['more digits than a mobile has: nothing', '93123456021', []],
    ])('finds by %s, for the owner and the admin alike', async (_case, text, expected) => {
      expect(await search(text, owner)).toEqual([...expected].sort());
      expect(await search(text, admin)).toEqual([...expected].sort());
    });

    it("finds nothing of another partner's leads, by name or whole mobile", async () => {
      expect(await search('souza', colleague)).toEqual([]);
      expect(await search('9312345602', colleague)).toEqual([]);
    });

    it('finds a lead by its new name once the name is changed, and no longer by the old one', async () => {
      const lead = await createLead(context, owner, 'personal-loan', { customer: { name: 'Old Name', mobile: '9312345604' } });
      await updateLead(database.db, lead.id, { customerName: 'Zubin Wadia' }, new Date());
      expect(await search('wadia', admin)).toEqual(['Zubin Wadia']);
      expect(await search('wadia', owner)).toEqual(['Zubin Wadia']);
      expect(await search('old name', admin)).toEqual([]);
    });
  });
});
