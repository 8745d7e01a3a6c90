import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { mockApi, renderAt, signedInSession, type ApiHandlers } from '../../app/test-helpers';
import { catalogue, flagsWith, leadOf } from './lead-fixtures';
import { NewLeadPage } from './new-lead-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const created = leadOf({
  leadId: 'LD00000000NEW1',
  productCode: 'personal-loan',
  productName: 'Personal Loan',
  customer: { name: 'Meera Iyer', mobile: '9812345678' },
});
const existing = leadOf({
  leadId: 'LD0000000OLD01',
  productCode: 'personal-loan',
  productName: 'Personal Loan',
  status: 'OFFERS_READY',
  customer: { name: 'Meera Iyer', mobile: '9812345678', panMasked: 'XXXXX1234F' },
});

function DetailsStandIn() {
  return <p>Details of the new lead</p>;
}

function renderForm({ redirect = false, duplicates = [] as (typeof existing)[], path = '/leads/new' } = {}) {
  const creates: unknown[] = [];
  const dedupeChecks: unknown[] = [];
  const handlers: ApiHandlers = {
    'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
    'GET /api/configs/features': () => [200, flagsWith({ LEAD_REDIRECTION: redirect })],
    'GET /api/product-catalog': () => [200, catalogue],
    'POST /api/leads/dedupe-check': (request) => {
      dedupeChecks.push(request);
      return [200, { duplicate: duplicates.length > 0, leads: duplicates }];
    },
    'POST /api/products/personal-loan/leads': (request) => {
      creates.push(request);
      return [201, created];
    },
  };
  const { calls } = mockApi(handlers);
  const user = userEvent.setup();
  renderAt(path, { 'lead-new': NewLeadPage, 'lead-details': DetailsStandIn });
  return { user, creates, dedupeChecks, calls };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, { pan }: { pan?: string } = {}) {
  await user.selectOptions(await screen.findByLabelText(/^Product/), 'Personal Loan');
  await user.type(screen.getByLabelText(/full name/), 'Meera Iyer');
  await user.type(screen.getByLabelText(/mobile number/), '9812345678');
  if (pan) await user.type(screen.getByLabelText(/PAN/), pan);
  await user.type(screen.getByLabelText(/Amount in rupees/), '500000');
}

const jsonOf = async (request: unknown) => (request as Request).clone().json() as Promise<unknown>;

describe('Add Lead', () => {
  it('checks the answers with the spec’s messages before sending anything', async () => {
    const { user, creates } = renderForm();
    await user.type(await screen.findByLabelText(/mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    expect(await screen.findByText('Enter Customer Name')).toBeDefined();
    expect(screen.getByText('Mobile is invalid')).toBeDefined();
    expect(creates).toHaveLength(0);
  });

  it('creates the lead for the product chosen, the amount in paise', async () => {
    const { user, creates, dedupeChecks } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    await waitFor(() => expect(creates).toHaveLength(1));
    // The customer's language is the page's unless the partner chooses another (decision 0266).
    expect(await jsonOf(creates[0])).toEqual({ customer: { name: 'Meera Iyer', mobile: '9812345678', language: 'en-IN' }, amount: 500000_00 });
    expect(dedupeChecks).toHaveLength(0);
  });

  it('preselects the product named in the address', async () => {
    renderForm({ path: '/leads/new?product=fire' });
    await waitFor(() => expect((screen.getByLabelText(/^Product/) as HTMLSelectElement).value).toBe('fire'));
  });

  it('flags a PAN that already has a lead, sent in the body and never the address, and lets the partner open it', async () => {
    const { user, creates, dedupeChecks, calls } = renderForm({ duplicates: [existing] });
    await fillIn(user, { pan: 'ABCDE1234F' });
    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This customer already has a lead:');
    expect(alert.textContent).toContain('Personal Loan, Offers ready');
    expect(await jsonOf(dedupeChecks[0])).toEqual({ pan: 'ABCDE1234F' });
    expect(calls.every((request) => !request.url.includes('ABCDE1234F'))).toBe(true);
    expect(creates).toHaveLength(0);
    expect(within(alert).getByRole('link', { name: 'Open the existing lead' }).getAttribute('href')).toBe('/leads/LD0000000OLD01');
  });

  it('creates anyway when the partner says so', async () => {
    const { user, creates } = renderForm({ duplicates: [existing] });
    await fillIn(user, { pan: 'ABCDE1234F' });
    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    await user.click(await screen.findByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(await jsonOf(creates[0])).toMatchObject({ customer: { pan: 'ABCDE1234F' } });
  });

  describe('LEAD_REDIRECTION', () => {
    it('on: opens the new lead’s details', async () => {
      const { user } = renderForm({ redirect: true });
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: 'Add lead' }));
      expect(await screen.findByText('Details of the new lead')).toBeDefined();
    });

    it('off: stays on an empty form and links to the new lead', async () => {
      const { user } = renderForm({ redirect: false });
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: 'Add lead' }));
      expect(await screen.findByText('Lead created for Meera Iyer (Personal Loan).')).toBeDefined();
      expect(screen.getByRole('link', { name: 'Open the lead' }).getAttribute('href')).toBe('/leads/LD00000000NEW1');
      expect((screen.getByLabelText(/full name/) as HTMLInputElement).value).toBe('');
      expect(screen.queryByText('Details of the new lead')).toBeNull();
    });
  });
});

describe('Add Lead, refused by the API', () => {
  it('shows the API’s message beside the field it names', async () => {
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
      'GET /api/configs/features': () => [200, flagsWith({})],
      'GET /api/product-catalog': () => [200, catalogue],
      'POST /api/products/personal-loan/leads': () => [
        400,
        { error: { code: 'VALIDATION', message: 'Check the answers', fields: { 'customer.mobile': 'You cannot enter your own mobile number!' } } },
      ],
    });
    const user = userEvent.setup();
    renderAt('/leads/new', { 'lead-new': NewLeadPage });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    const message = await screen.findByText('You cannot enter your own mobile number!');
    expect(screen.getByLabelText(/mobile number/).getAttribute('aria-describedby')).toContain(message.id);
  });

  it("in Hindi asks the customer's language, each named in its own script, first the page's; English chosen is sent (decision 0266)", async () => {
    await i18next.changeLanguage('hi-IN');
    const { user, creates } = renderForm();
    const language = (await screen.findByLabelText(/^ग्राहक की भाषा/)) as HTMLSelectElement;
    expect(language.value).toBe('hi-IN');
    const options = within(language)
      .getAllByRole('option')
      .filter((option) => (option as HTMLOptionElement).value !== '');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en-IN'],
      ['हिन्दी', 'hi-IN'],
      ['मराठी', 'mr-IN'],
    ]);
    expect(screen.getByText('SMS, लिंक और आगे का हर चरण इसी भाषा में होगा।')).toBeDefined();

    await user.selectOptions(screen.getByLabelText(/^उत्पाद/), 'Personal Loan');
    await user.type(screen.getByLabelText(/^ग्राहक का पूरा नाम/), 'Meera Iyer');
    await user.type(screen.getByLabelText(/^ग्राहक का मोबाइल नंबर/), '9812345678');
    await user.selectOptions(language, 'English');
    await user.click(screen.getByRole('button', { name: 'लीड जोड़ें' }));
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(await jsonOf(creates[0])).toEqual({ customer: { name: 'Meera Iyer', mobile: '9812345678', language: 'en-IN' } });
  });
});
