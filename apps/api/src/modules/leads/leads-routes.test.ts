import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leadIdPattern,
  leadStatuses,
  leadTransitions,
  type ApiError,
  type DedupeAnswer,
  type LeadDetails,
  type LeadEntryBody,
  type LeadHistoryEntry,
  type LeadLink,
  type LeadList,
  type LeadStatusLookup,
  type LeadSummary,
  type PublicLeadView,
} from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { PARTNER_LINK_VALIDITY_MS, preparePartnerLinkTokens } from '../../security/tokens';
import { leads, leadStatusHistory } from '../../db/schema/leads-schema';
import { publicLeadMessages } from './leads-service';
import { listMessages } from './list-leads';
import { panInAddressMessage, PUBLIC_LEADS_PER_MINUTE } from './leads-routes';

type Session = Awaited<ReturnType<typeof signInPartner>>;

describe('the leads API', () => {
  let t: TestApp;
  let owner: Session;
  let colleague: Session;
  let admin: Session;
  let viewer: Session;
  let otherTenantAdmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInPartner(t.db);
    colleague = await signInPartner(t.db);
    admin = await signInPartner(t.db, { role: 'admin' });
    viewer = await signInPartner(t.db, { role: 'view' });
    otherTenantAdmin = await signInPartner(t.db, { role: 'admin', tenant: 'sahyadri' });
  });
  afterAll(async () => t.close());

  let mobileSeq = 0;
  const nextMobile = () => `98${String(70_000_000 + (mobileSeq += 1)).padStart(8, '0')}`;
  const customer = (overrides: Record<string, string> = {}) => ({ name: 'Asha Rao', mobile: nextMobile(), ...overrides });

  const createLead = (session: Session, code = 'personal-loan', payload: Record<string, unknown> = { customer: customer(), amount: 500_000_00 }) =>
    t.app.inject({ method: 'POST', url: `/api/products/${code}/leads`, headers: { cookie: session.cookie }, payload });
  const newLead = async (session: Session = owner, code = 'personal-loan', payload?: Record<string, unknown>) => {
    const response = await createLead(session, code, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LeadSummary>();
  };
  const get = (url: string, session: Session = owner) => t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
  const move = (leadId: string, status: string, session: Session = owner) =>
    t.app.inject({ method: 'PUT', url: `/api/leads/${leadId}`, headers: { cookie: session.cookie }, payload: { status } });

  describe('creating and reading a lead', () => {
    it('creates a lead for a product of the tenant and shows it with its first history row, the PAN masked', async () => {
      const lead = await newLead(owner, 'personal-loan', {
        customer: customer({ pan: 'abcde1234f', email: 'asha@example.com' }),
        amount: 500_000_00,
        details: { purpose: 'Wedding' },
      });
      expect(lead.leadId).toMatch(leadIdPattern);
      expect(lead).toMatchObject({
        productCode: 'personal-loan',
        productName: 'Personal Loan',
        status: 'CREATED',
        statusLabel: 'New lead',
        amount: 500_000_00,
      });
      expect(lead.customer).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', panMasked: 'XXXXX1234F' });
      const details = (await get(`/api/leads/${lead.leadId}`)).json<LeadDetails>();
      expect(details.details).toEqual({ purpose: 'Wedding' });
      expect(details.history).toMatchObject([{ to: 'CREATED', toLabel: 'New lead', actor: 'partner' }]);
      expect(JSON.stringify(details)).not.toContain('ABCDE1234F');
    });

    it.each([
      ['a mobile that is not ten digits from 6', { customer: { name: 'Asha', mobile: '12345' } }, 'customer.mobile', 'Mobile is invalid'],
      ['a name with digits', { customer: { name: 'Asha 2', mobile: '9876543210' } }, 'customer.name', 'Invalid Characters.'],
      ['an empty name', { customer: { name: '  ', mobile: '9876543210' } }, 'customer.name', 'Name is required!'],
      ['a PAN that is not one', { customer: { name: 'Asha', mobile: '9876543210', pan: 'ABC' } }, 'customer.pan', 'Enter valid PAN'],
      ['an email that is not one', { customer: { name: 'Asha', mobile: '9876543210', email: 'asha@' } }, 'customer.email', 'Email is not valid'],
      ['a negative amount', { customer: { name: 'Asha', mobile: '9876543210' }, amount: -5 }, 'amount', undefined],
      ['no customer', {}, 'customer', undefined],
    ])('refuses %s with a 400 naming the field', async (_case, payload, field, message) => {
      const response = await createLead(owner, 'personal-loan', payload);
      expect(response.statusCode).toBe(400);
      const { error } = response.json<ApiError>();
      expect(error.fields?.[field]).toBeDefined();
      if (message) expect(error.fields?.[field]).toBe(message);
    });

    it("answers 409 for a second lead with the partner's same external lead id", async () => {
      const externalLeadId = `DUP-${Date.now()}`;
      await newLead(owner, 'personal-loan', { customer: customer(), externalLeadId });
      const second = await createLead(owner, 'personal-loan', { customer: customer(), externalLeadId });
      expect(second.statusCode).toBe(409);
      expect(second.json<ApiError>().error.fields).toEqual({ externalLeadId: 'You already have a lead with this external lead id' });
    });

    it('answers 404 for a product that does not exist or that the tenant does not offer', async () => {
      expect((await createLead(owner, 'no-such-product')).statusCode).toBe(404);
      expect((await get('/api/products/no-such-product/leads')).statusCode).toBe(404);
    });

    it('lets the view role read but not create or move', async () => {
      expect((await createLead(viewer)).statusCode).toBe(403);
      const lead = await newLead(admin);
      expect((await move(lead.leadId, 'CLOSED', viewer)).statusCode).toBe(403);
      const entry = await t.app.inject({
        method: 'POST',
        url: '/api/lead-entry',
        headers: { cookie: viewer.cookie },
        payload: { productCode: 'personal-loan', customer: customer() },
      });
      expect(entry.statusCode).toBe(403);
      expect((await get('/api/filteredLeads', viewer)).statusCode).toBe(200);
    });

    it('asks for a session', async () => {
      for (const url of ['/api/filteredLeads', '/api/leads/status-lookup', '/api/products/personal-loan/leads']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    });

    it('refuses a cross-site request to create a lead', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/products/personal-loan/leads',
        headers: { cookie: owner.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: { customer: customer() },
      });
      expect(response.statusCode).toBe(403);
      expect(await t.db.select().from(leads).where(eq(leads.partnerId, owner.partner.id))).not.toContainEqual(
        expect.objectContaining({ customerMobile: `${mobileSeq}` }),
      );
    });
  });

  describe('who sees a lead', () => {
    let lead: LeadSummary;
    beforeAll(async () => {
      lead = await newLead(owner);
    });

    it.each([
      ['GET /leads/{id}', (id: string) => ({ method: 'GET' as const, url: `/api/leads/${id}` })],
      ['PUT /leads/{id}', (id: string) => ({ method: 'PUT' as const, url: `/api/leads/${id}`, payload: { status: 'CLOSED' } })],
      ['GET /leads/{id}/link', (id: string) => ({ method: 'GET' as const, url: `/api/leads/${id}/link` })],
      ['GET /leads/link', (id: string) => ({ method: 'GET' as const, url: `/api/leads/link?leadId=${id}` })],
      ['GET /leads/history/status', (id: string) => ({ method: 'GET' as const, url: `/api/leads/history/status?leadId=${id}` })],
    ])("%s: another partner's and another tenant's admin get 404, as for an unknown id", async (_name, request) => {
      for (const session of [colleague, otherTenantAdmin]) {
        const response = await t.app.inject({ ...request(lead.leadId), headers: { cookie: session.cookie } });
        expect(response.statusCode).toBe(404);
      }
      for (const id of ['LD000000000000', 'not-a-lead', "LD' OR 1=1 --"]) {
        const response = await t.app.inject({ ...request(encodeURIComponent(id)), headers: { cookie: owner.cookie } });
        expect(response.statusCode).toBe(404);
      }
      expect((await get(`/api/leads/${lead.leadId}`)).json<LeadDetails>().status).toBe('CREATED');
    });

    it("lets the tenant's admin see and move his partners' leads", async () => {
      expect((await get(`/api/leads/${lead.leadId}`, admin)).statusCode).toBe(200);
      const list = (await get('/api/filteredLeads?limit=100', admin)).json<LeadList>();
      expect(list.leads.map((l) => l.leadId)).toContain(lead.leadId);
      const theirs = (await get('/api/filteredLeads?limit=100', otherTenantAdmin)).json<LeadList>();
      expect(theirs.leads.map((l) => l.leadId)).not.toContain(lead.leadId);
      const colleagues = (await get('/api/filteredLeads?limit=100', colleague)).json<LeadList>();
      expect(colleagues.leads.map((l) => l.leadId)).not.toContain(lead.leadId);
    });
  });

  describe('moving a lead', () => {
    it('moves to a status the partner may set and writes the history', async () => {
      const lead = await newLead();
      const response = await move(lead.leadId, 'LINK_SHARED');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<LeadDetails>()).toMatchObject({ status: 'LINK_SHARED', statusLabel: 'Link shared with customer' });
      const history = (await get(`/api/leads/history/status?leadId=${lead.leadId}`)).json<LeadHistoryEntry[]>();
      expect(history.map((entry) => [entry.from, entry.to])).toEqual([
        [undefined, 'CREATED'],
        ['CREATED', 'LINK_SHARED'],
      ]);
    });

    it('names who made each move, and says "you" only to him: owner, admin and view seat each read the same history (decision 0306)', async () => {
      const lead = await newLead(owner);
      expect((await move(lead.leadId, 'LINK_SHARED', admin)).statusCode).toBe(200);
      const movers = async (session: Session) =>
        (await get(`/api/leads/${lead.leadId}`, session)).json<LeadDetails>().history.map((entry) => [entry.to, entry.actor, entry.movedBy]);
      expect(await movers(owner)).toEqual([
        ['CREATED', 'partner', { name: owner.partner.name, isViewer: true }],
        ['LINK_SHARED', 'partner', { name: admin.partner.name, isViewer: false }],
      ]);
      expect(await movers(admin)).toEqual([
        ['CREATED', 'partner', { name: owner.partner.name, isViewer: false }],
        ['LINK_SHARED', 'partner', { name: admin.partner.name, isViewer: true }],
      ]);
      expect(await movers(viewer)).toEqual([
        ['CREATED', 'partner', { name: owner.partner.name, isViewer: false }],
        ['LINK_SHARED', 'partner', { name: admin.partner.name, isViewer: false }],
      ]);
      const history = (await get(`/api/leads/history/status?leadId=${lead.leadId}`, viewer)).json<LeadHistoryEntry[]>();
      expect(history.map((entry) => entry.movedBy?.isViewer)).toEqual([false, false]);
      // Whose lead it is: told to whoever else reads it, not to the owner.
      const ownerNameFor = async (session: Session) => (await get(`/api/leads/${lead.leadId}`, session)).json<LeadDetails>().ownerName;
      expect(await ownerNameFor(owner)).toBeUndefined();
      expect(await ownerNameFor(admin)).toBe(owner.partner.name);
      expect(await ownerNameFor(viewer)).toBe(owner.partner.name);
    });

    it('keeps a partner’s own words on ending a lead as typed, with no catalogue key (decision 0278)', async () => {
      const lead = await newLead();
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/leads/${lead.leadId}`,
        headers: { cookie: owner.cookie, 'accept-language': 'hi-IN' },
        payload: { status: 'NOT_INTERESTED', note: 'Moved to another city' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const ending = response.json<LeadDetails>().history.at(-1)!;
      expect(ending).toMatchObject({ to: 'NOT_INTERESTED', actor: 'partner', note: 'Moved to another city' });
      expect(ending).not.toHaveProperty('noteKey');
    });

    it('records how the partner shared the link as a catalogue note, and refuses a channel on another move', async () => {
      const lead = await newLead();
      const put = (payload: object, language = 'en-IN') =>
        t.app.inject({ method: 'PUT', url: `/api/leads/${lead.leadId}`, headers: { cookie: owner.cookie, 'accept-language': language }, payload });
      const refused = await put({ status: 'CLOSED', sharedBy: 'whatsapp' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiError>().error.fields?.sharedBy).toBe('Only a shared link has a channel');
      const refusedInHindi = await put({ status: 'CLOSED', sharedBy: 'whatsapp' }, 'hi-IN');
      expect(refusedInHindi.json<ApiError>().error.fields?.sharedBy).toBe('केवल साझा किए गए लिंक का माध्यम होता है');
      const shared = await put({ status: 'LINK_SHARED', sharedBy: 'whatsapp' });
      expect(shared.statusCode, shared.body).toBe(200);
      expect(shared.json<LeadDetails>().history.at(-1)).toMatchObject({
        to: 'LINK_SHARED',
        noteKey: 'linkSharedBy.whatsapp',
        note: 'Link shared by WhatsApp',
      });
    });

    it('answers 409 for a move the table refuses and leaves the lead and its history as they were', async () => {
      const lead = await newLead();
      expect((await move(lead.leadId, 'CLOSED')).statusCode).toBe(200);
      const refused = await move(lead.leadId, 'LINK_SHARED');
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ApiError>().error.message).toBe('A lead that is "Closed" cannot become "Link shared with customer".');
      const rows = await t.db.select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, lead.leadId));
      expect(rows.map((row) => row.toStatus)).toEqual(['CREATED', 'CLOSED']);
    });

    it('answers 409 for a status only the portal sets (a policy, a disbursal) and 400 for one that does not exist', async () => {
      const lead = await newLead();
      expect((await move(lead.leadId, 'DISBURSED')).statusCode).toBe(409);
      expect((await move(lead.leadId, 'POLICY_ISSUED')).statusCode).toBe(409);
      expect((await move(lead.leadId, 'NOPE')).statusCode).toBe(400);
      expect((await get(`/api/leads/${lead.leadId}`)).json<LeadDetails>().history).toHaveLength(1);
    });

    it('serves the status lookup from the one transition table', async () => {
      const lookup = (await get('/api/leads/status-lookup')).json<LeadStatusLookup>();
      expect(lookup.map((entry) => entry.status)).toEqual([...leadStatuses]);
      for (const entry of lookup) expect(entry.next).toEqual(leadTransitions[entry.status]);
      expect(lookup.filter((entry) => entry.partnerMaySet).map((entry) => entry.status)).toEqual(['LINK_SHARED', 'NOT_INTERESTED', 'CLOSED']);
      expect(lookup.find((entry) => entry.status === 'POLICY_ISSUED')).toMatchObject({ label: 'Policy issued', final: true, next: ['POLICY_RETURNED'] });
    });
  });

  describe('the list', () => {
    let lister: Session;
    const made: LeadSummary[] = [];
    beforeAll(async () => {
      lister = await signInPartner(t.db);
      const people = [
        ['Ravi Kumar', '9123400001', 'personal-loan'],
        ['Rani Shah', '9123400002', 'home-loan'],
        ['Suresh Iyer', '9988776655', 'personal-loan'],
        ['ravindra Nath', '8123400004', 'business-loans'],
        ['Meena Das', '7123400005', 'personal-loan'],
      ] as const;
      for (const [name, mobile, code] of people) made.push(await newLead(lister, code, { customer: { name, mobile } }));
      await move(made[4]!.leadId, 'NOT_INTERESTED', lister);
    });
    const list = async (query: string, session: Session = lister) => {
      const response = await get(`/api/filteredLeads?${query}`, session);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LeadList>().leads.map((lead) => lead.customer.name);
    };

    it.each([
      ['no filter: newest first', '', ['Meena Das', 'ravindra Nath', 'Suresh Iyer', 'Rani Shah', 'Ravi Kumar']],
      ['a product', 'productCode=personal-loan', ['Meena Das', 'Suresh Iyer', 'Ravi Kumar']],
      ['a status', 'status=NOT_INTERESTED', ['Meena Das']],
      ["a name's start, any case", 'search=RAV', ['ravindra Nath', 'Ravi Kumar']],
      ['any word of a name (decision 0191)', 'search=kumar', ['Ravi Kumar']],
      ["any word's start, any case", 'search=NA', ['ravindra Nath']],
      ['two words of a name', 'search=ravi%20kumar', ['Ravi Kumar']],
      ['two words of a name in another order', 'search=kumar%20ravi', ['Ravi Kumar']],
      ['two words of two different leads match neither', 'search=ravi%20shah', []],
      ['a part inside a word matches nothing', 'search=umar', []],
      ["a mobile's first digits", 'search=91234', ['Rani Shah', 'Ravi Kumar']],
      ["a mobile's last digits", 'search=76655', ['Suresh Iyer']],
      ['digits in the middle of a mobile', 'search=340000', ['Meena Das', 'ravindra Nath', 'Rani Shah', 'Ravi Kumar']],
      ['a whole mobile with +91 and spaces', `search=${encodeURIComponent('+91 99887 76655')}`, ['Suresh Iyer']],
      ['LIKE wildcards are plain characters', 'search=%25', []],
      ['regular expression characters are plain characters', `search=${encodeURIComponent('.*')}`, []],
      ['a product and a search', 'productCode=personal-loan&search=ra', ['Ravi Kumar']],
    ])('filters by %s', async (_case, query, names) => {
      expect(await list(query)).toEqual(names);
    });

    it("searches the whole tenant's names for its admin, and another tenant's admin finds none of them", async () => {
      expect(await list('search=ravindra', admin)).toEqual(['ravindra Nath']);
      expect(await list('search=iyer', admin)).toEqual(['Suresh Iyer']);
      expect(await list('search=9988776655', admin)).toEqual(['Suresh Iyer']);
      expect(await list('search=88776', admin)).toEqual(['Suresh Iyer']);
      expect(await list(`search=${encodeURIComponent('iyer suresh')}`, admin)).toEqual(['Suresh Iyer']);
      expect(await list('search=ravindra', otherTenantAdmin)).toEqual([]);
    });

    it('filters by the day of creation in India', async () => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
      expect(await list(`from=${today}&to=${today}`)).toHaveLength(5);
      expect(await list('from=2020-01-01&to=2020-01-31')).toEqual([]);
    });

    it.each([
      ['a day that does not exist', 'from=2026-02-30', 'from', listMessages.badDate],
      ['a day in another format', 'to=01/02/2026', 'to', listMessages.badDate],
      ['a start after the end', 'from=2026-03-02&to=2026-03-01', 'to', listMessages.fromAfterTo],
      ['a cursor that is not ours', 'cursor=abc', 'cursor', listMessages.badCursor],
      ['an unknown status', 'status=WON', 'status', undefined],
      ['a page too large', 'limit=1000', 'limit', undefined],
    ])('refuses %s with a 400', async (_case, query, field, message) => {
      const response = await get(`/api/filteredLeads?${query}`, lister);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().error.fields?.[field]).toEqual(message ?? expect.any(String));
    });

    it('pages by keyset: every lead once, in order, even when leads are added between pages', async () => {
      const first = (await get('/api/filteredLeads?limit=2', lister)).json<LeadList>();
      expect(first.leads.map((lead) => lead.customer.name)).toEqual(['Meena Das', 'ravindra Nath']);
      expect(first.nextCursor).toBeDefined();
      await newLead(lister, 'personal-loan', { customer: { name: 'Newer Lead', mobile: '9000000001' } });
      const seen = [...first.leads];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = (await get(`/api/filteredLeads?limit=2&cursor=${cursor}`, lister)).json<LeadList>();
        seen.push(...page.leads);
        cursor = page.nextCursor;
      }
      expect(seen.map((lead) => lead.customer.name)).toEqual(['Meena Das', 'ravindra Nath', 'Suresh Iyer', 'Rani Shah', 'Ravi Kumar']);
      expect((await list('limit=1'))[0]).toBe('Newer Lead');
    });

    it('pages by keyset through leads made in the same instant', async () => {
      const instant = new Date('2026-11-20T10:00:00.123456Z');
      const twins = await t.db.select().from(leads).where(eq(leads.partnerId, lister.partner.id));
      for (const twin of twins) await t.db.update(leads).set({ createdAt: instant }).where(eq(leads.id, twin.id));
      const seen: string[] = [];
      let cursor: string | undefined = '';
      do {
        const page: LeadList = (await get(`/api/filteredLeads?limit=2${cursor ? `&cursor=${cursor}` : ''}`, lister)).json<LeadList>();
        seen.push(...page.leads.map((lead) => lead.leadId));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(
        twins
          .map((twin) => twin.id)
          .sort()
          .reverse(),
      );
    });

    it("lists a product's leads under /products/{code}/leads", async () => {
      const response = await get('/api/products/home-loan/leads', lister);
      expect(response.json<LeadList>().leads.map((lead) => lead.customer.name)).toEqual(['Rani Shah']);
    });
  });

  describe('dedupe by PAN', () => {
    const pan = 'PQRSX6789Z';
    const post = (url: string, body: unknown, session: Session = owner) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: session.cookie }, payload: body as object });

    it("flags the partner's open lead for the same PAN, in any case, and only his own unless dpFlow asks for the tenant", async () => {
      expect((await post('/api/leads/dedupe-check', { pan })).json<DedupeAnswer>()).toEqual({ duplicate: false, leads: [] });
      const lead = await newLead(owner, 'personal-loan', { customer: customer({ pan }) });
      const mine = (await post('/api/leads/dedupe-check?dpFlow=false', { pan: ' pqrsx6789z ' })).json<DedupeAnswer>();
      expect(mine.duplicate).toBe(true);
      expect(mine.leads.map((l) => l.leadId)).toEqual([lead.leadId]);
      expect((await post('/api/leads/existing-lead-by-pan', { pan })).json<DedupeAnswer>().leads.map((l) => l.leadId)).toEqual([lead.leadId]);
      expect((await post('/api/leads/dedupe-check', { pan }, colleague)).json<DedupeAnswer>()).toEqual({ duplicate: false, leads: [] });
      expect((await post('/api/leads/dedupe-check?dpFlow=true', { pan }, colleague)).json<DedupeAnswer>()).toEqual({ duplicate: true, leads: [] });
      expect((await post('/api/leads/dedupe-check?dpFlow=true', { pan }, otherTenantAdmin)).json<DedupeAnswer>().duplicate).toBe(false);
      expect((await post('/api/leads/dedupe-check', { pan }, admin)).json<DedupeAnswer>().leads.map((l) => l.leadId)).toEqual([lead.leadId]);
      await move(lead.leadId, 'NOT_INTERESTED');
      expect((await post('/api/leads/dedupe-check', { pan })).json<DedupeAnswer>().duplicate).toBe(false);
    });

    it('refuses a PAN in the address with a 400 that says to send it in the body', async () => {
      for (const url of [`/api/leads/existing-lead-by-pan?pan=${pan}`, `/api/leads/dedupe-check?dpFlow=true&pan=${pan}`]) {
        const response = await get(url);
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiError>().error.message).toBe(panInAddressMessage);
      }
    });

    it('refuses a PAN that is not one', async () => {
      const response = await post('/api/leads/existing-lead-by-pan', { pan: '1234' });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().error.fields).toEqual({ pan: 'Enter valid PAN' });
    });
  });

  describe('lead entry', () => {
    const entry = (body: Partial<LeadEntryBody>, session: Session = owner) =>
      t.app.inject({ method: 'POST', url: '/api/lead-entry', headers: { cookie: session.cookie }, payload: body });

    it('creates a lead, and with the same external lead id updates it instead of making another', async () => {
      const externalLeadId = `EXT-${Date.now()}`;
      const first = await entry({ productCode: 'business-loans', externalLeadId, customer: customer(), amount: 100_000_00, details: { turnover: '50L' } });
      expect(first.statusCode, first.body).toBe(201);
      const created = first.json<{ lead: LeadSummary; created: boolean }>();
      expect(created.created).toBe(true);
      const second = await entry({
        productCode: 'business-loans',
        externalLeadId,
        customer: customer({ name: 'Asha R Rao' }),
        amount: 200_000_00,
        details: { vintage: '3' },
      });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json<{ lead: LeadSummary; created: boolean }>()).toMatchObject({
        created: false,
        lead: { leadId: created.lead.leadId, amount: 200_000_00, customer: { name: 'Asha R Rao' } },
      });
      expect((await get(`/api/leads/${created.lead.leadId}`)).json<LeadDetails>().details).toEqual({ turnover: '50L', vintage: '3' });
      // Another partner's identical external id is his own lead.
      expect((await entry({ productCode: 'business-loans', externalLeadId, customer: customer() }, colleague)).statusCode).toBe(201);
    });

    it('refuses an update that names another product', async () => {
      const externalLeadId = `EXT-P-${Date.now()}`;
      expect((await entry({ productCode: 'business-loans', externalLeadId, customer: customer() })).statusCode).toBe(201);
      expect((await entry({ productCode: 'personal-loan', externalLeadId, customer: customer() })).statusCode).toBe(400);
    });
  });

  describe("the lead's customer link and public view", () => {
    it('gives a stable signed link that shows the customer their lead, and nothing for a changed token or another lead', async () => {
      const lead = await newLead();
      const byPath = (await get(`/api/leads/${lead.leadId}/link`)).json<LeadLink>();
      const byQuery = (await get(`/api/leads/link?leadId=${lead.leadId}`)).json<LeadLink>();
      expect(byQuery).toEqual(byPath);
      expect(byPath.link).toBe(`/products/personal-loan/public?leadId=${lead.leadId}&token=${byPath.token}`);
      expect(byPath.link).not.toContain(lead.customer.mobile);
      const view = await t.app.inject({ method: 'GET', url: `/api/lead-service/public/products/personal-loan/${lead.leadId}?token=${byPath.token}` });
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json<PublicLeadView>()).toMatchObject({
        leadId: lead.leadId,
        productName: 'Personal Loan',
        statusLabel: 'New lead',
        mobileMasked: `XXXXXX${lead.customer.mobile.slice(-4)}`,
      });
      const other = await newLead();
      for (const url of [
        `/api/lead-service/public/products/personal-loan/${other.leadId}?token=${byPath.token}`,
        `/api/lead-service/public/products/home-loan/${lead.leadId}?token=${byPath.token}`,
        `/api/lead-service/public/products/personal-loan/${lead.leadId}?token=${byPath.token.slice(0, -2)}xx`,
      ]) {
        const refused = await t.app.inject({ method: 'GET', url });
        expect(refused.statusCode).toBe(404);
        expect(refused.json<ApiError>().error.message).toBe(publicLeadMessages.invalidLink);
      }
    });
  });

  describe("a customer's lead from a partner's public page", () => {
    it('creates the lead for the partner and product the link names, and refuses a link that is not ours', async () => {
      const sharer = await signInPartner(t.db);
      const tokens = await preparePartnerLinkTokens(t.app.env.QUOTE_SIGNING_SECRET);
      const now = new Date();
      const partnerToken = await tokens.issue(
        { partnerId: sharer.partner.id, productCode: 'personal-loan' },
        { issuedAt: now, expiresAt: new Date(now.getTime() + PARTNER_LINK_VALIDITY_MS) },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/lead-service/public/leads',
        remoteAddress: '203.0.113.10',
        payload: { partnerToken, customer: { name: 'Kiran Patil', mobile: '9822000001' }, amount: 300_000_00 },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ message: publicLeadMessages.received });
      const list = (await get('/api/filteredLeads', sharer)).json<LeadList>();
      expect(list.leads).toMatchObject([{ customer: { name: 'Kiran Patil' }, productCode: 'personal-loan', status: 'CREATED' }]);
      const history = (await get(`/api/leads/history/status?leadId=${list.leads[0]!.leadId}`, sharer)).json<LeadHistoryEntry[]>();
      expect(history[0]).toMatchObject({ actor: 'customer', noteKey: 'leftOnPublicPage', note: "Left on the partner's public page" });
      expect(history[0]).not.toHaveProperty('noteValues');

      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/lead-service/public/leads',
        remoteAddress: '203.0.113.11',
        payload: { partnerToken: `${partnerToken}x`, customer: { name: 'Kiran', mobile: '9822000001' } },
      });
      expect(forged.statusCode).toBe(400);
      const expired = await tokens.issue(
        { partnerId: sharer.partner.id, productCode: 'personal-loan' },
        { issuedAt: new Date(now.getTime() - 10_000), expiresAt: new Date(now.getTime() - 1000) },
      );
      const late = await t.app.inject({
        method: 'POST',
        url: '/api/lead-service/public/leads',
        remoteAddress: '203.0.113.11',
        payload: { partnerToken: expired, customer: { name: 'Kiran', mobile: '9822000001' } },
      });
      expect(late.statusCode).toBe(410);
    });

    it(`allows one address ${PUBLIC_LEADS_PER_MINUTE} leads a minute, then answers 429`, async () => {
      const sharer = await signInPartner(t.db);
      const tokens = await preparePartnerLinkTokens(t.app.env.QUOTE_SIGNING_SECRET);
      const now = new Date();
      const partnerToken = await tokens.issue(
        { partnerId: sharer.partner.id, productCode: 'home-loan' },
        { issuedAt: now, expiresAt: new Date(now.getTime() + PARTNER_LINK_VALIDITY_MS) },
      );
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/lead-service/public/leads',
          remoteAddress: '198.51.100.7',
          payload: { partnerToken, customer: { name: 'Spam Bot', mobile: '9822000002' } },
        });
      for (let i = 0; i < PUBLIC_LEADS_PER_MINUTE; i += 1) expect((await send()).statusCode).toBe(201);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json<ApiError>().error.code).toBe('RATE_LIMITED');
      expect((await get('/api/filteredLeads', sharer)).json<LeadList>().leads).toHaveLength(PUBLIC_LEADS_PER_MINUTE);
    });
  });
});
