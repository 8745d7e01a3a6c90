import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldConfig } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { mockApi, renderAt, signedInSession } from '../test-helpers';
import { useLinkBrand } from '../../lib/brand';

const pageBody = () => <p>Page body</p>;
const pages = {
  'customer-mandate': pageBody,
  'loan-sell': pageBody,
  'review-payment': pageBody,
  'product-landing': pageBody,
  'loan-public': pageBody,
  login: () => <p>Login form</p>,
};

const landingConfig = (code: string, name: string) => ({
  code,
  name,
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  sellable: true,
  plans: [],
  brochures: [],
  faqs: [],
  banners: [],
  consentText: '',
});

function signedIn() {
  return mockApi({
    'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
    'GET /api/configs/public/products/personal-loan/landingConfig': () => [200, landingConfig('personal-loan', 'Personal Loan')],
    'GET /api/configs/public/products/vector-borne/landingConfig': () => [200, landingConfig('vector-borne', 'Dengue & Malaria Cover')],
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('page frame', () => {
  it('a step with progress shows its header, breadcrumbs and a progress bar', async () => {
    signedIn();
    renderAt('/products/personal-loan/sell', pages);

    expect(await screen.findByText('Page body')).toBeDefined();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe('Enter Loan Details');

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const landingLink = await within(breadcrumb).findByRole('link', { name: 'Personal Loan' });
    expect(landingLink.getAttribute('href')).toBe('/products/personal-loan');
    const current = within(breadcrumb).getByText('Enter Loan Details');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();

    const progress = screen.getByRole('progressbar', { name: /progress/ });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(progress.getAttribute('aria-valuemin')).toBe('0');
    expect(progress.getAttribute('aria-valuemax')).toBe('100');
  });

  it('a step without progress shows no progress bar and links back to every earlier step', async () => {
    signedIn();
    renderAt('/products/vector-borne/review-payment', pages);

    expect(await screen.findByText('Page body')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Review Information & Pay');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = await within(breadcrumb).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dengue & Malaria Cover', '/products/vector-borne'],
      ['Enter Customer Details', '/products/vector-borne/start-selling'],
    ]);
    expect(within(breadcrumb).getByText('Review Information & Pay').getAttribute('aria-current')).toBe('page');
  });

  it('a landing page is headed by the product name from its landing config', async () => {
    signedIn();
    renderAt('/products/vector-borne', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dengue & Malaria Cover' })).toBeDefined();
  });

  it('a logo-only page shows its record’s brand logo as its heading, with no text', async () => {
    mockApi({});
    function LinkPage() {
      useLinkBrand('Mint Finance');
      return <p>Page body</p>;
    }
    renderAt('/products/lamf/public', { ...pages, 'loan-public': LinkPage });
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading.textContent).toBe('M'));
    expect(within(heading).getByRole('img', { name: 'Mint Finance' })).toBeDefined();
  });

  it('a signed-out partner is sent to the login page', async () => {
    mockApi({ 'GET /api/session/status': () => [200, { signedIn: false }] });
    renderAt('/products/personal-loan/sell', pages);
    expect(await screen.findByText('Login form')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Partner Login');
    expect(screen.queryByText('Page body')).toBeNull();
  });

  it('an unknown path shows the not-found page', async () => {
    mockApi({});
    renderAt('/no/such/page', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
  });

  it.each([
    { path: '/mandate/fire?token=t', heading: 'Mandate Letter' },
    { path: '/mandate/personal-loan?token=t', heading: 'Review and confirm' },
    { path: '/mandate/FD?token=t', heading: 'Review and confirm' },
  ])('the customer link $path is headed $heading (a loan or deposit link is no mandate letter)', async ({ path, heading }) => {
    mockApi({ 'GET /api/session/status': () => [200, { signedIn: false }] });
    renderAt(path, pages);
    expect(await screen.findByText('Page body')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });

  it.each([
    { who: 'a view seat on a partner page', path: '/products/personal-loan/sell', role: 'view', readOnly: true },
    { who: 'a view seat on a customer page (the phone is the customer’s now)', path: '/mandate/personal-loan?token=t', role: 'view', readOnly: false },
    { who: 'a partner on a partner page', path: '/products/personal-loan/sell', role: 'partner', readOnly: false },
  ])('$who: forms read-only $readOnly, decided by the frame before anyone types', async ({ path, role, readOnly }) => {
    mockApi({ 'GET /api/session/status': () => [200, { signedIn: true, partner: { ...signedInSession, role } }] });
    const field: FieldConfig = { name: 'name', kind: 'text', inputType: 'text', label: 'Name', mandatory: false };
    const formPage = () => <ConfigForm fields={[field]} onSubmit={() => undefined} submitLabel="Send" />;
    renderAt(path, { 'loan-sell': formPage, 'customer-mandate': formPage });
    const input = (await screen.findByLabelText('Name')) as HTMLInputElement;
    await waitFor(() => expect(input.matches(':disabled')).toBe(readOnly));
    expect(screen.queryByRole('button', { name: 'Send' }) === null).toBe(readOnly);
  });
});

// The router is handed only the route an address opens (decision 0304): moving between pages must still render each
// page under the same layout, and an address the app has no page for must still say Not Found.
describe('the app routes', () => {
  const twoPages = { 'loan-sell': () => <p>Sell body</p>, 'product-landing': () => <p>Landing body</p> };

  it('moves from one page to another under the same layout, which is not drawn again', async () => {
    signedIn();
    renderAt('/products/personal-loan/sell', twoPages);
    expect(await screen.findByText('Sell body')).toBeDefined();
    const header = document.querySelector('header');
    expect(header).not.toBeNull();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await userEvent.click(await within(breadcrumb).findByRole('link', { name: 'Personal Loan' }));

    expect(await screen.findByText('Landing body')).toBeDefined();
    expect(screen.queryByText('Sell body')).toBeNull();
    expect(document.querySelector('header')).toBe(header);
  });

  it('opens a page at its address written in capitals and with a trailing slash, as the router would', async () => {
    signedIn();
    renderAt('/PRODUCTS/personal-loan/SELL/', twoPages);
    expect(await screen.findByText('Sell body')).toBeDefined();
  });

  it('says Not Found for an address of no route, and for a route the app has no page for', async () => {
    signedIn();
    renderAt('/nowhere/at/all', twoPages);
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeDefined();
    cleanup();
    renderAt('/login', twoPages);
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeDefined();
  });
});
