import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminFunnelPage } from './admin-funnel-page';
import { mockApi, renderAt, signedInSession } from '../../app/test-helpers';

const pages = { 'admin-funnel': AdminFunnelPage };
const session = { 'GET /api/session/status': () => [200, { signedIn: true, partner: { ...signedInSession, role: 'admin' } }] as [number, unknown] };
const funnelUrl = 'GET /api/admin/analytics/funnel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sales funnel (admin)', () => {
  it('asks the funnel of the period typed as the portal types dates, and checks the days before asking', async () => {
    const { calls } = mockApi({
      ...session,
      'GET /api/product-catalog': () => [200, { products: [] }],
      [funnelUrl]: () => [200, { products: [] }],
    });
    renderAt('/admin/funnel', pages);
    expect(await screen.findByText('No visits in this period.')).toBeDefined();
    const from = screen.getByRole('textbox', { name: /^From/ });
    const to = screen.getByRole('textbox', { name: /^To/ });
    // The last 30 days, typed dd/mm/yyyy.
    expect((from as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    await userEvent.clear(from);
    await userEvent.type(from, '31022026');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Invalid date')).toBeDefined();

    await userEvent.clear(from);
    await userEvent.type(from, '01112026');
    await userEvent.clear(to);
    await userEvent.type(to, '15112026');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      const asked = calls.map((call) => new URL(call.url)).filter((url) => url.pathname === '/api/admin/analytics/funnel');
      expect(asked.at(-1)?.search).toBe('?from=2026-11-01&to=2026-11-15');
    });
  });
});
