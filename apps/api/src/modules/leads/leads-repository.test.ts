import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadIdPattern } from '@portal/domain';
import { createPartner, createTestDatabase, insertTenants } from '../../test-helper';
import type { DatabaseHandle } from '../../db/client';
import { systemClock } from '../../providers/clock';
import { findLeadHistory } from './leads-repository';
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
    await moveLeadStatus(database.db, lead.id, 'CONSENT_PENDING', { actor: 'partner', now: new Date() });
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
});
