import { vi } from 'vitest';

/** A call the app made, as a test sees it. */
export interface FetchCall {
  method: string;
  url: URL;
  headers: Headers;
  /** The body as the app passed it: a JSON string, a FormData… */
  body: unknown;
  /** The call's cache mode, where it named one ('no-store': past the browser's cache). */
  cache: RequestCache | undefined;
}

/**
 * Stubs fetch for RTK Query in jsdom (tests only). Node's Request refuses the app's relative URLs
 * ("/api/…") and jsdom's FormData, so Request is replaced by a plain record of the call.
 */
export function stubFetch(answer: (call: FetchCall) => Response | Promise<Response>) {
  class RecordedRequest {
    readonly url: string;
    readonly method: string;
    readonly headers: Headers;
    readonly body: unknown;
    readonly signal: AbortSignal | undefined;
    readonly cache: RequestCache | undefined;
    constructor(input: string, init: RequestInit = {}) {
      this.cache = init.cache;
      this.url = new URL(input, window.location.href).href;
      this.method = (init.method ?? 'GET').toUpperCase();
      this.headers = new Headers(init.headers);
      this.body = init.body;
      this.signal = init.signal ?? undefined;
    }
    clone() {
      return this;
    }
  }
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (request: RecordedRequest) => {
    const call = { method: request.method, url: new URL(request.url), headers: request.headers, body: request.body, cache: request.cache };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('Request', RecordedRequest);
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The parsed JSON body of a recorded call. */
export const jsonBodyOf = (call: FetchCall | undefined): unknown => (typeof call?.body === 'string' ? JSON.parse(call.body) : undefined);
