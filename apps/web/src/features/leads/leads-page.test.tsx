import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { LeadList } from '@portal/domain';
import { mockApi, renderWithProviders, signedInSession, type ApiHandlers } from '../../app/test-helpers';
import { catalogue, flagsWith, leadOf } from './lead-fixtures';
import { LeadsPage } from './leads-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page's address as the router holds it, to check what reaches the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}
const currentUrl = () => screen.getByTestId('location').textContent ?? '';

const ravi = leadOf({ leadId: 'LD000000000001', amount: 150_000_00, status: 'QUOTED' });
const sita = leadOf({
  leadId: 'LD000000000002',
  customer: { name: 'Sita Devi', mobile: '9123456780' },
  productCode: 'personal-loan',
  productName: 'Personal Loan',
  amount: 5_00_000_00,
  status: 'OFFERS_READY',
});
const arun = leadOf({
  leadId: 'LD000000000003',
  customer: { name: 'Arun Shah', mobile: '9000000001' },
  productCode: 'fire',
  productName: 'Fire Insurance',
  status: 'POLICY_ISSUED',
  policyNumber: 'POL/FIRE/2026/000001',
});

function renderLeads(
  list: (request: URL) => LeadList,
  { path = '/leads', flags = flagsWith({}), role }: { path?: string; flags?: ReturnType<typeof flagsWith>; role?: string } = {},
) {
  const listCalls: URL[] = [];
  const handlers: ApiHandlers = {
    ...(role ? { 'GET /api/session/status': () => [200, { signedIn: true, partner: { ...signedInSession, role } }] as const } : {}),
    'GET /api/configs/features': () => [200, flags],
    'GET /api/product-catalog': () => [200, catalogue],
    'GET /api/filteredLeads': (request) => {
      const url = new URL(request.url);
      listCalls.push(url);
      return [200, list(url)];
    },
  };
  mockApi(handlers);
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <LeadsPage />
      <LocationProbe />
    </>,
    path,
  );
  return { user, listCalls };
}

describe('My Leads', () => {
  it('lists each lead as a card linking to its details, with its status in words and the amount grouped the Indian way', async () => {
    const { listCalls } = renderLeads(() => ({ leads: [ravi, sita] }));
    const list = await screen.findByRole('list', { name: 'Leads' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const link = within(cards[1]!).getByRole('link', { name: 'Sita Devi' });
    expect(link.getAttribute('href')).toBe('/leads/LD000000000002');
    expect(within(cards[1]!).getByText('Offers ready')).toBeDefined();
    expect(within(cards[1]!).getByText('Rs 5,00,000')).toBeDefined();
    expect(within(cards[0]!).getByText('Rs 1,50,000')).toBeDefined();
    expect(within(cards[0]!).getByText('Quote given')).toBeDefined();
    expect(Object.fromEntries(listCalls[0]!.searchParams)).toEqual({ limit: '20' });
    expect(screen.getByText('That is all your leads.')).toBeDefined();
  });

  it('shows more with the cursor of the page before, until the last page', async () => {
    const { user, listCalls } = renderLeads((url) =>
      url.searchParams.get('cursor') === 'after-ravi' ? { leads: [sita] } : { leads: [ravi], nextCursor: 'after-ravi' },
    );
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    expect(screen.queryByRole('link', { name: 'Sita Devi' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Sita Devi' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Ravi Kumar' })).toBeDefined();
    expect(listCalls.at(-1)?.searchParams.get('cursor')).toBe('after-ravi');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByText('That is all your leads.')).toBeDefined();
  });

  it('reads product, status and dates from the address and sends them to the API', async () => {
    const { listCalls } = renderLeads(() => ({ leads: [sita] }), { path: '/leads?product=personal-loan&status=OFFERS_READY&from=2026-11-01&to=2026-11-30' });
    await screen.findByRole('link', { name: 'Sita Devi' });
    expect((screen.getByLabelText('Product') as HTMLSelectElement).value).toBe('personal-loan');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('OFFERS_READY');
    expect((screen.getByLabelText('Created from') as HTMLInputElement).value).toBe('2026-11-01');
    expect(Object.fromEntries(listCalls[0]!.searchParams)).toEqual({
      productCode: 'personal-loan',
      status: 'OFFERS_READY',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: '20',
    });
  });

  it('folds the filters on a first visit, and shows them open, with how many are on, when the address filters', async () => {
    renderLeads(() => ({ leads: [ravi] }));
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    expect(screen.getByText('Filters').closest('details')?.open).toBe(false);
    cleanup();
    renderLeads(() => ({ leads: [sita] }), { path: '/leads?product=personal-loan&status=OFFERS_READY' });
    await screen.findByRole('link', { name: 'Sita Devi' });
    expect(screen.getByText('Filters (2 on)').closest('details')?.open).toBe(true);
  });

  it('ignores a status in the address that is not one of the statuses', async () => {
    const { listCalls } = renderLeads(() => ({ leads: [ravi] }), { path: '/leads?status=BOGUS&from=yesterday' });
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    expect(Object.fromEntries(listCalls[0]!.searchParams)).toEqual({ limit: '20' });
  });

  it('puts a chosen status in the address and asks the API again', async () => {
    const { user, listCalls } = renderLeads((url) => ({ leads: url.searchParams.get('status') === 'POLICY_ISSUED' ? [arun] : [ravi, arun] }));
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Policy issued');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ravi Kumar' })).toBeNull());
    expect(currentUrl()).toBe('/leads?status=POLICY_ISSUED');
    expect(listCalls.at(-1)?.searchParams.get('status')).toBe('POLICY_ISSUED');
  });

  it('keeps the search with the filters in the address, in its fragment, which no server receives', async () => {
    const { user, listCalls } = renderLeads((url) => ({ leads: url.searchParams.get('search') === 'Sharma' ? [ravi] : [ravi, sita] }), {
      path: '/leads?status=QUOTED',
    });
    await screen.findByRole('link', { name: 'Sita Devi' });
    await user.type(screen.getByLabelText('Customer name or mobile'), 'Sharma');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sita Devi' })).toBeNull());
    expect(listCalls.at(-1)?.searchParams.get('search')).toBe('Sharma');
    expect(listCalls.at(-1)?.searchParams.get('status')).toBe('QUOTED');
    expect(currentUrl()).toBe('/leads?status=QUOTED#search=Sharma');
    // A filter changed afterwards keeps the search.
    await user.click(screen.getByText(/^Filters/));
    await user.selectOptions(screen.getByLabelText('Status'), 'POLICY_ISSUED');
    await waitFor(() => expect(currentUrl()).toBe('/leads?status=POLICY_ISSUED#search=Sharma'));
  });

  it('opens a searched address directly: the box and the list follow it', async () => {
    const { listCalls } = renderLeads((url) => ({ leads: url.searchParams.get('search') === '98765' ? [ravi] : [ravi, sita] }), {
      path: '/leads?product=personal-loan#search=98765',
    });
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    expect(screen.queryByRole('link', { name: 'Sita Devi' })).toBeNull();
    expect((screen.getByLabelText('Customer name or mobile') as HTMLInputElement).value).toBe('98765');
    expect(Object.fromEntries(listCalls[0]!.searchParams)).toEqual({ productCode: 'personal-loan', search: '98765', limit: '20' });
  });

  it('says what to do when the partner has no leads yet', async () => {
    renderLeads(() => ({ leads: [] }));
    expect(await screen.findByText(/You have no leads yet/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sell a product' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('link', { name: 'Add a lead' })[0]?.getAttribute('href')).toBe('/leads/new');
  });

  it('offers to clear filters that match nothing', async () => {
    const { user, listCalls } = renderLeads((url) => ({ leads: url.searchParams.has('status') ? [] : [ravi] }), { path: '/leads?status=DISBURSED' });
    expect(await screen.findByText('No leads match these filters.')).toBeDefined();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clearButtons.at(-1)!);
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' })).toBeDefined();
    expect(currentUrl()).toBe('/leads');
    expect(listCalls.at(-1)?.searchParams.has('status')).toBe(false);
  });

  it('lets a sale in progress be resumed and an issued policy be downloaded again', async () => {
    const draft = leadOf({ leadId: 'LD000000000004', status: 'PROPOSAL_DRAFT', referenceId: 'PRP2026XYZ' });
    renderLeads(() => ({ leads: [draft, arun] }));
    const resume = await screen.findByRole('link', { name: 'Resume the sale to Ravi Kumar' });
    expect(resume.getAttribute('href')).toBe('/products/vector-borne/review-payment?referenceId=PRP2026XYZ');
    const download = screen.getByRole('link', { name: 'Download the policy of Arun Shah' });
    expect(download.getAttribute('href')).toBe('/api/policies/POL%2FFIRE%2F2026%2F000001/document');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('offers a view seat no sale to resume, but the policy to download (decision 0306)', async () => {
    const draft = leadOf({ leadId: 'LD000000000004', status: 'PROPOSAL_DRAFT', referenceId: 'PRP2026XYZ' });
    renderLeads(() => ({ leads: [draft, arun] }), { role: 'view' });
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    expect(screen.queryByRole('link', { name: 'Resume the sale to Ravi Kumar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download the policy of Arun Shah' })).toBeTruthy();
  });

  describe('MULTI_LEADS_SECTION', () => {
    it('on: groups the leads in a section per vertical, each with its count', async () => {
      renderLeads(() => ({ leads: [ravi, sita, arun] }), { flags: flagsWith({ MULTI_LEADS_SECTION: true }) });
      expect(await screen.findByRole('heading', { level: 2, name: 'Insurance (2 leads)' })).toBeDefined();
      expect(screen.getByRole('heading', { level: 2, name: 'Loans and deposits (1 lead)' })).toBeDefined();
      expect(within(screen.getByRole('list', { name: 'Insurance' })).getAllByRole('listitem')).toHaveLength(2);
      expect(within(screen.getByRole('list', { name: 'Loans and deposits' })).getByRole('link', { name: 'Sita Devi' })).toBeDefined();
    });

    it('on, with more pages: says the counts are of the leads shown', async () => {
      renderLeads(() => ({ leads: [ravi], nextCursor: 'next' }), { flags: flagsWith({ MULTI_LEADS_SECTION: true }) });
      expect(await screen.findByRole('heading', { level: 2, name: 'Insurance (1 lead shown)' })).toBeDefined();
    });

    it('off: one list, newest first, without sections', async () => {
      renderLeads(() => ({ leads: [ravi, sita, arun] }), { flags: flagsWith({ MULTI_LEADS_SECTION: false }) });
      const list = await screen.findByRole('list', { name: 'Leads' });
      expect(
        within(list)
          .getAllByRole('link')
          .filter((link) => link.classList.contains('lead-card__link'))
          .map((link) => link.textContent),
      ).toEqual(['Ravi Kumar', 'Sita Devi', 'Arun Shah']);
      expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    });
  });
});
