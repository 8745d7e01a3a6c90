import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { enIN } from '@portal/domain/messages/en-IN';
import { hiIN } from '@portal/domain/messages/hi-IN';
import type { LeadDetails } from '@portal/domain';
import { mockApi, renderAt, signedInSession, type ApiHandlers } from '../../app/test-helpers';
import { supportDialogInJsdom } from '../../components/modal/dialog-test-support';
import { catalogue, leadDetailsOf } from './lead-fixtures';
import { LeadDetailsPage } from './lead-details-page';

beforeAll(supportDialogInJsdom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

const leadId = 'LD0A1B2C3D4E5F';
const customerPath = '/products/personal-loan/public?leadId=LD0A1B2C3D4E5F&token=signed.lead.token';
const customerUrl = `${window.location.origin}${customerPath}`;

const quoted = leadDetailsOf({
  leadId,
  status: 'QUOTED',
  amount: 19_900,
  customer: { name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com', panMasked: 'XXXXX1234F' },
  details: {
    quoteId: 'sealed-quote',
    pinCode: '400001',
    sumInsured: 10000,
    addOns: [{ code: 'OPD', name: 'OPD cover' }, 'Ambulance'],
    age: 34,
    eligibility: { monthlyIncome: 45000 },
  },
  history: [
    {
      from: 'CREATED',
      to: 'QUOTED',
      toLabel: 'Quote given',
      actor: 'partner',
      movedBy: { name: 'Asha Verma', isViewer: true },
      at: '2026-11-20T09:45:00.000Z',
    },
    { to: 'CREATED', toLabel: 'New lead', actor: 'system', at: '2026-11-20T06:30:00.000Z', note: 'From a shared quote' },
  ],
});

/** A loan lead: its product has a customer page, so its link can be shared. */
const loanLead = leadDetailsOf({ leadId, status: 'CREATED', productCode: 'personal-loan', productName: 'Personal Loan', amount: 5_00_000_00 });

interface Calls {
  moves: unknown[];
  smsSent: number;
  waitlistJoins: number;
}

function renderLead(
  lead: LeadDetails | undefined,
  { authorisation = 'AUTHORISED', role = signedInSession.role }: { authorisation?: string; role?: string } = {},
) {
  const calls: Calls = { moves: [], smsSent: 0, waitlistJoins: 0 };
  const id = lead?.leadId ?? leadId;
  const handlers: ApiHandlers = {
    'GET /api/session/status': () => [200, { signedIn: true, partner: { ...signedInSession, role } }],
    'GET /api/product-catalog': () => [200, catalogue],
    [`GET /api/leads/${id}`]: () => (lead ? [200, lead] : [404, { error: { code: 'NOT_FOUND', message: 'Lead not found' } }]),
    [`GET /api/leads/${id}/link`]: () => [200, { leadId: id, link: customerPath, token: 'signed.lead.token', expiresAt: '2026-11-30T00:00:00.000Z' }],
    [`PUT /api/leads/${id}`]: (request) => {
      calls.moves.push(request);
      return [200, lead];
    },
    [`POST /api/leads/${id}/share-direct`]: () => {
      calls.smsSent += 1;
      return [200, { sentTo: 'XXXXXX3210', status: 'LINK_SHARED' }];
    },
    [`GET /api/partner-integration/public/products/${lead?.productCode ?? 'vector-borne'}/authorization-status`]: () => [
      200,
      { productCode: lead?.productCode, status: authorisation },
    ],
    [`POST /api/product/${lead?.productCode ?? 'vector-borne'}/waitlist`]: () => {
      calls.waitlistJoins += 1;
      return [200, { productCode: lead?.productCode, status: 'WAITLISTED' }];
    },
  };
  const { calls: requests } = mockApi(handlers);
  const user = userEvent.setup();
  renderAt(`/leads/${id}`, { 'lead-details': LeadDetailsPage });
  return { user, calls, requests };
}

const bodyOf = async (request: unknown) => (request as Request).clone().json() as Promise<unknown>;

describe('Lead Details', () => {
  it('shows who the customer is, the status in words, the amount and the masked PAN', async () => {
    renderLead(quoted);
    const summary = await screen.findByRole('region', { name: 'Lead summary' });
    expect(within(summary).getByText('Ravi Kumar')).toBeDefined();
    expect(within(summary).getByText('Quote given')).toBeDefined();
    expect(within(summary).getByText('Rs 199')).toBeDefined();
    expect(within(summary).getByText('XXXXX1234F')).toBeDefined();
    // The "tel" contact kind: the number itself dials.
    expect(within(summary).getByRole('link', { name: '98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
  });

  it.each([
    ['Details', ['Pincode', '400001'], ['Sum insured', 'Rs 10,000']],
    ['Add-ons', ['OPD cover'], ['Ambulance']],
    ['Eligibility', ['Age', '34'], ['Monthly income', 'Rs 45,000']],
  ])('the %s tab shows its answers', async (tabName, first, second) => {
    const { user } = renderLead(quoted);
    const tab = await screen.findByRole('tab', { name: tabName });
    await user.click(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: tabName });
    for (const text of [...first, ...second]) expect(within(panel).getByText(text)).toBeDefined();
    expect(within(panel).queryByText('sealed-quote')).toBeNull();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderLead(quoted);
    const details = await screen.findByRole('tab', { name: 'Details' });
    details.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Add-ons' }));
    expect(screen.getByRole('tabpanel', { name: 'Add-ons' })).toBeDefined();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Eligibility' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the status history oldest first, in India time, with who moved it', async () => {
    renderLead(quoted);
    const timeline = await screen.findByRole('list', { name: 'Status history' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.lead-timeline__status')?.textContent)).toEqual(['New lead', 'Quote given']);
    expect(items[0]!.textContent).toMatch(/20\/11\/2026, 12:00 pm IST, automatically/);
    expect(items[0]!.textContent).toContain('From a shared quote');
    expect(items[1]!.textContent).toMatch(/3:15\s?pm IST, by you/i);
  });

  it.each([
    ['en-IN', 'by Vikram Shah', 'by a partner'],
    ['hi-IN', 'Vikram Shah द्वारा', 'एक पार्टनर द्वारा'],
  ])('in %s names another partner who moved the lead, and says "by you" only of the reader’s own moves (decision 0306)', async (language, named, unnamed) => {
    await i18next.changeLanguage(language);
    try {
      renderLead(
        leadDetailsOf({
          leadId,
          status: 'CLOSED',
          history: [
            { to: 'CREATED', toLabel: 'New lead', actor: 'partner', movedBy: { name: 'Asha Verma', isViewer: true }, at: '2026-11-20T06:30:00.000Z' },
            {
              from: 'CREATED',
              to: 'LINK_SHARED',
              toLabel: 'Link shared with customer',
              actor: 'partner',
              movedBy: { name: 'Vikram Shah', isViewer: false },
              at: '2026-11-20T07:30:00.000Z',
            },
            { from: 'LINK_SHARED', to: 'CLOSED', toLabel: 'Closed', actor: 'partner', at: '2026-11-20T08:30:00.000Z' },
          ],
        }),
      );
      const items = within(await screen.findByRole('list', { name: i18next.t('leadDetails.statusHistory') })).getAllByRole('listitem');
      expect(items[0]!.textContent).toContain(language === 'en-IN' ? 'by you' : 'आपके द्वारा');
      expect(items[1]!.textContent).toContain(named);
      expect(items[1]!.textContent).not.toContain(language === 'en-IN' ? 'by you' : 'आपके द्वारा');
      expect(items[2]!.textContent).toContain(unnamed);
    } finally {
      await i18next.changeLanguage('en-IN');
    }
  });

  it('shows the history’s notes in Hindi by their keys, names as they are; a partner’s own words and an unknown key as stored (decision 0278)', async () => {
    await i18next.changeLanguage('hi-IN');
    renderLead({
      ...loanLead,
      history: [
        {
          to: 'CREATED',
          toLabel: 'New lead',
          actor: 'customer',
          at: '2026-11-20T06:30:00.000Z',
          note: "Left on the partner's public page",
          noteKey: 'leftOnPublicPage',
        },
        {
          from: 'OFFERS_READY',
          to: 'OFFER_SELECTED',
          toLabel: 'Offer selected',
          actor: 'partner',
          at: '2026-11-20T07:00:00.000Z',
          note: 'Offer of ABC Finance chosen',
          noteKey: 'offerChosen',
          noteValues: { lender: 'ABC Finance' },
        },
        {
          from: 'OFFER_SELECTED',
          to: 'APPLICATION_IN_PROGRESS',
          toLabel: 'Customer is applying',
          actor: 'lender',
          at: '2026-11-20T08:00:00.000Z',
          note: 'ABC Finance: application in review',
          noteKey: 'lenderStatus.IN_REVIEW',
          noteValues: { lender: 'ABC Finance' },
        },
        { from: 'APPLICATION_IN_PROGRESS', to: 'CLOSED', toLabel: 'Closed', actor: 'partner', at: '2026-11-20T09:00:00.000Z', note: 'Moved to Pune' },
        {
          from: 'CLOSED',
          to: 'CLOSED',
          toLabel: 'Closed',
          actor: 'system',
          at: '2026-11-20T10:00:00.000Z',
          note: 'Archived by a newer server',
          noteKey: 'archived',
        },
      ],
    });
    const timeline = await screen.findByRole('list', { name: hiIN.leadDetails.statusHistory });
    const notes = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.lead-timeline__note')?.textContent);
    expect(notes).toEqual([
      hiIN.leadNote.leftOnPublicPage,
      'ABC Finance का ऑफ़र चुना गया',
      'ABC Finance: आवेदन की जाँच हो रही है',
      'Moved to Pune',
      'Archived by a newer server',
    ]);
  });

  it('contacts the customer on WhatsApp with a message that names the partner and product, not the customer, and by a call', async () => {
    renderLead(quoted);
    const whatsApp = new URL((await screen.findByRole('link', { name: 'WhatsApp' })).getAttribute('href') ?? '');
    expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe('https://wa.me/919876543210');
    const text = whatsApp.searchParams.get('text') ?? '';
    expect(text).toBe(`Hello, this is ${signedInSession.dealerName} about your Dengue & Malaria Cover.`);
    expect(text).not.toContain('Ravi');
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919876543210');
  });

  it("redirect opens the customer's own page of the lead in a new tab", async () => {
    renderLead(loanLead);
    const open = await screen.findByRole('link', { name: "Open the customer's page" });
    expect(open.getAttribute('href')).toBe(customerUrl);
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('share, without the phone’s share menu: a modal to copy the link, then records that it was shared', async () => {
    const { user, calls } = renderLead(loanLead);
    await user.click(await screen.findByRole('button', { name: 'Share link' }));
    const dialog = screen.getByRole('dialog', { name: "Share the customer's link" });
    expect((within(dialog).getByRole('textbox', { name: "The customer's link" }) as HTMLInputElement).value).toBe(customerUrl);
    const whatsApp = new URL(within(dialog).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '');
    expect(whatsApp.searchParams.get('text')).toContain(customerUrl);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(customerUrl);
    expect(calls.moves).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'I have shared the link' }));
    await waitFor(() => expect(calls.moves).toHaveLength(1));
    expect(await bodyOf(calls.moves[0])).toEqual({ status: 'LINK_SHARED', sharedBy: 'copied-link' });
    expect(await screen.findByText('Recorded: the link was shared with the customer.')).toBeDefined();
  });

  it.each([
    { page: 'en-IN', customer: 'hi-IN', words: hiIN.leadDetails },
    { page: 'hi-IN', customer: 'en-IN', words: enIN.leadDetails },
  ] as const)(
    "a $page page shares with a $customer customer in the customer's language: the WhatsApp greeting and the link's message (decision 0266)",
    async ({ page, customer, words }) => {
      await i18next.changeLanguage(page);
      const { user } = renderLead({ ...loanLead, customer: { ...loanLead.customer, language: customer } });
      const partnerName = signedInSession.dealerName;
      const say = (text: string) => text.replace('{{partnerName}}', partnerName).replace('{{productName}}', 'Personal Loan');
      const pageWords = (page === 'hi-IN' ? hiIN : enIN).leadDetails;
      const greeting = async () => new URL((await screen.findByRole('link', { name: pageWords.whatsApp })).getAttribute('href') ?? '').searchParams.get('text');
      await waitFor(async () => expect(await greeting()).toBe(say(words.greeting)));
      await user.click(await screen.findByRole('button', { name: pageWords.action.share }));
      const dialog = screen.getByRole('dialog', { name: pageWords.shareModalTitle });
      const whatsApp = new URL(within(dialog).getByRole('link', { name: pageWords.shareOnWhatsApp }).getAttribute('href') ?? '');
      expect(whatsApp.searchParams.get('text')).toBe(`${say(words.shareText)} ${customerUrl}`);
    },
  );

  it('share, with the phone’s share menu: records the share once the partner shared, not when they closed it', async () => {
    const share = vi.fn().mockRejectedValueOnce(new DOMException('cancelled', 'AbortError')).mockResolvedValueOnce(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user, calls } = renderLead(loanLead);
    const button = await screen.findByRole('button', { name: 'Share link' });
    await user.click(button);
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: customerUrl }));
    expect(calls.moves).toHaveLength(0);
    await user.click(button);
    await waitFor(() => expect(calls.moves).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('share_direct texts the link to the customer and says where it went', async () => {
    const { user, calls } = renderLead(loanLead);
    await user.click(await screen.findByRole('button', { name: 'Send link by SMS' }));
    expect(await screen.findByText('Link sent by SMS to XXXXXX3210.')).toBeDefined();
    expect(calls.smsSent).toBe(1);
  });

  it('says where the SMS went again in the language the partner switches to', async () => {
    const { user } = renderLead(loanLead);
    await user.click(await screen.findByRole('button', { name: 'Send link by SMS' }));
    expect(await screen.findByText('Link sent by SMS to XXXXXX3210.')).toBeDefined();
    await i18next.changeLanguage('hi-IN');
    try {
      expect(await screen.findByText('लिंक SMS से XXXXXX3210 पर भेजा गया।')).toBeDefined();
      expect(screen.queryByText('Link sent by SMS to XXXXXX3210.')).toBeNull();
    } finally {
      await i18next.changeLanguage('en-IN');
    }
  });

  it('offers no link to share for a product without a customer page, rather than send the customer to "Page not found"', async () => {
    renderLead(quoted);
    await screen.findByRole('link', { name: 'Create a new quote' });
    expect(screen.queryByRole('heading', { name: 'Share with the customer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send link by SMS' })).toBeNull();
  });

  it('download: an issued policy downloads again; a closed lead offers no link to share', async () => {
    renderLead(leadDetailsOf({ leadId, status: 'POLICY_ISSUED', policyNumber: 'POL/VECTOR-BORNE/2026/000001' }));
    const download = await screen.findByRole('link', { name: 'Download policy' });
    expect(download.getAttribute('href')).toBe('/api/policies/POL%2FVECTOR-BORNE%2F2026%2F000001/document');
    expect(screen.queryByRole('button', { name: 'Share link' })).toBeNull();
    expect(screen.queryByRole('link', { name: "Open the customer's page" })).toBeNull();
  });

  it.each([
    [
      'an insurance lead made from a quote',
      leadDetailsOf({ leadId, status: 'QUOTED', details: { quoteId: 'sealed-quote' } }),
      '/products/vector-borne/start-selling?quoteId=sealed-quote',
    ],
    ['an insurance lead without a quote', leadDetailsOf({ leadId, productCode: 'fire', productName: 'Fire Insurance' }), '/insurance/fire'],
    [
      'a loan lead',
      leadDetailsOf({ leadId, productCode: 'personal-loan', productName: 'Personal Loan', status: 'OFFERS_READY' }),
      '/products/personal-loan/sell',
    ],
  ])('create_quote for %s goes to the sale step that follows', async (_name, lead, href) => {
    renderLead(lead);
    expect((await screen.findByRole('link', { name: 'Create a new quote' })).getAttribute('href')).toBe(href);
  });

  it("download for a loan: the loan's page with its Key Facts Statement", async () => {
    renderLead(leadDetailsOf({ leadId, productCode: 'personal-loan', productName: 'Personal Loan', status: 'OFFER_SELECTED', aggregatorId: 'AGG123' }));
    const loan = await screen.findByRole('link', { name: 'Loan details and Key Facts Statement' });
    expect(loan.getAttribute('href')).toBe(`/products/personal-loan/offers/AGG123/leads/${leadId}`);
  });

  it('a life lead links to its issuance tracking', async () => {
    renderLead(leadDetailsOf({ leadId, status: 'UNDERWRITING', details: { requestId: 'LIFE-REQ-1', planType: 'term', planName: 'i-Protect' } }));
    expect((await screen.findByRole('link', { name: 'Track the policy’s issuance' })).getAttribute('href')).toBe('/life-insurance/life/track/LIFE-REQ-1');
  });

  it('a draft resumes on its review page', async () => {
    renderLead(leadDetailsOf({ leadId, status: 'PAYMENT_FAILED', referenceId: 'PRP2026ABC' }));
    expect((await screen.findByRole('link', { name: 'Resume the sale' })).getAttribute('href')).toBe(
      '/products/vector-borne/review-payment?referenceId=PRP2026ABC',
    );
  });

  it('register_in_wait_list: a partner not authorised for the product joins its waitlist', async () => {
    const { user, calls } = renderLead(quoted, { authorisation: 'NOT_AUTHORISED' });
    expect(await screen.findByText('You are not authorised to sell Dengue & Malaria Cover yet.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You are on the waitlist to sell Dengue & Malaria Cover.')).toBeDefined();
    expect(calls.waitlistJoins).toBe(1);
  });

  it('offers no waitlist to a partner who may sell the product', async () => {
    renderLead(quoted);
    await screen.findByRole('link', { name: 'Create a new quote' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull());
  });

  it('ends a lead by hand only after the partner confirms', async () => {
    const { user, calls } = renderLead(quoted);
    await user.click(await screen.findByRole('button', { name: 'Customer not interested' }));
    const confirm = screen.getByRole('group', { name: 'Confirm ending the lead' });
    expect(confirm.textContent).toContain('Mark this lead “Customer not interested”? An ended lead cannot be opened again.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it open' }));
    expect(calls.moves).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Close the lead' }));
    await user.click(screen.getByRole('button', { name: 'Yes, end the lead' }));
    await waitFor(() => expect(calls.moves).toHaveLength(1));
    expect(await bodyOf(calls.moves[0])).toEqual({ status: 'CLOSED' });
  });

  it("says so when the lead is not the partner's", async () => {
    renderLead(undefined);
    expect((await screen.findByRole('alert')).textContent).toContain('This lead was not found.');
  });

  describe('a view seat (decision 0306)', () => {
    const issued = leadDetailsOf({ leadId, status: 'POLICY_ISSUED', policyNumber: 'POL/VECTOR-BORNE/2026/000001', referenceId: 'PRP2026ABC' });
    it.each([
      ['a loan lead whose link could be shared', loanLead],
      ['an open insurance lead from a quote', quoted],
      ['a lead whose sale stopped at payment', leadDetailsOf({ leadId, status: 'PAYMENT_FAILED', referenceId: 'PRP2026ABC' })],
    ])('reads %s and may reach the customer, but is offered nothing that shares, sells or ends it', async (_name, lead) => {
      const { requests } = renderLead(lead, { role: 'view', authorisation: 'NOT_AUTHORISED' });
      expect(await screen.findByText('Your account can view but not make changes.')).toBeDefined();
      expect(screen.getByRole('region', { name: 'Lead summary' })).toBeDefined();
      expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeDefined();
      expect(screen.getByRole('link', { name: 'Call' })).toBeDefined();
      for (const name of ["Open the customer's page", 'Create a new quote', 'Resume the sale']) expect(screen.queryByRole('link', { name })).toBeNull();
      for (const name of ['Share link', 'Send link by SMS', 'Customer not interested', 'Close the lead', 'Join the waitlist']) {
        expect(screen.queryByRole('button', { name })).toBeNull();
      }
      expect(screen.queryByRole('heading', { name: 'End this lead' })).toBeNull();
      // Nothing is asked for that only an action would need: no customer link is minted for him.
      expect(requests.some((request) => new URL(request.url).pathname.endsWith('/link'))).toBe(false);
    });

    it('reads whose lead it is', async () => {
      renderLead(leadDetailsOf({ leadId, ownerName: 'Priya Nair' }), { role: 'view' });
      const summary = await screen.findByRole('region', { name: 'Lead summary' });
      expect(within(summary).getByText('Partner').nextElementSibling?.textContent).toBe('Priya Nair');
    });

    it('still downloads an issued policy', async () => {
      renderLead(issued, { role: 'view' });
      expect((await screen.findByRole('link', { name: 'Download policy' })).getAttribute('href')).toBe(
        '/api/policies/POL%2FVECTOR-BORNE%2F2026%2F000001/document',
      );
    });
  });
});
