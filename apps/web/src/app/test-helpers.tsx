import { render } from '@testing-library/react';
import { useMemo } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { vi } from 'vitest';
import { createRouteIndex, routeTable } from '@portal/domain';
import type { PageId } from '@portal/domain';
import { createStore } from './store';
import { buildRoutes } from './router';

/** A canned API: `'GET /api/session/status'` → [status, body]. Unlisted calls answer 404 in the API's error shape. */
export type ApiHandlers = Record<string, (request: Request) => [status: number, body?: unknown]>;

/**
 * Answers the app's fetches from handlers. RTK Query builds `new Request('/api/…')`, which Node only
 * accepts with an absolute URL, so relative URLs are resolved against the test page's origin.
 */
export function mockApi(handlers: ApiHandlers) {
  const BaseRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends BaseRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    },
  );
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    calls.push(request);
    const url = new URL(request.url);
    const handler = handlers[`${request.method} ${url.pathname}`];
    const [status, body] = handler ? handler(request) : [404, { error: { code: 'NOT_FOUND', message: `No handler for ${request.method} ${url.pathname}` } }];
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export const signedInSession = {
  partnerId: 'P-1',
  dealerHash: 'hash-1',
  dealerName: 'Asha Verma',
  dealerUserName: 'asha',
  mobile: '9876543210',
  email: null,
  role: 'partner',
  tenant: 'mintpro',
  tenantName: 'Mint Pro Insurance Brokers',
} as const;

// Tests may mount any route of the table, including families the app does not serve yet.
const wholeTable = createRouteIndex(routeTable);

function Routes({ pages }: { pages: Partial<Record<PageId, ComponentType>> }) {
  const routesAt = useMemo(() => buildRoutes(pages, wholeTable), [pages]);
  return useRoutes(routesAt(useLocation().pathname));
}

/** Renders the app's routes (with the given pages) at a path, with a fresh store. */
export function renderAt(path: string | { pathname: string; state?: unknown }, pages: Partial<Record<PageId, ComponentType>>) {
  // jsdom has no scrolling; the layout scrolls to the top of each new page.
  vi.stubGlobal('scrollTo', vi.fn());
  const store = createStore();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes pages={pages} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}

/** Renders one element with a fresh store inside a router at a path. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const store = createStore();
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </Provider>,
    ),
  };
}
