import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../components/form/stub-fetch';
import { createStore } from '../app/store';
import { api } from './api';
import { landingConfigApi } from './api-endpoints/landing-config';

/** A change the test sends through the app's base query. */
const echoApi = api.injectEndpoints({
  endpoints: (build) => ({
    postSomething: build.mutation<unknown, { value: number }>({ query: (body) => ({ url: '/test/echo', method: 'POST', body }) }),
  }),
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en-IN';
});

const landingIn = (language: string, tagline: string) =>
  new Response(JSON.stringify({ code: 'vector-borne', name: 'Vector Borne Disease Cover', tagline }), {
    headers: { 'content-type': 'application/json', 'content-language': language },
  });

// The page's HTML preloads its public calls (decision 0298), and the browser hands the app's call the preload's answer,
// asked in the browser's own language, whatever Accept-Language the app's call names.
describe("an answer in another language than the page's", () => {
  it("is asked again past the browser's cache, and the page gets the one in its language", async () => {
    document.documentElement.lang = 'hi-IN';
    let answered = 0;
    const { calls } = stubFetch(() => (answered++ === 0 ? landingIn('en-IN', 'Protection from dengue') : landingIn('hi-IN', 'डेंगू से सुरक्षा')));
    const landing = await createStore().dispatch(landingConfigApi.endpoints.getLandingConfig.initiate('vector-borne'));
    expect(landing.data?.tagline).toBe('डेंगू से सुरक्षा');
    expect(calls.map((call) => [call.headers.get('accept-language'), call.cache])).toEqual([
      ['hi-IN', undefined],
      ['hi-IN', 'no-store'],
    ]);
  });

  it('is never sent again for a change (a POST), whatever language it answers in', async () => {
    document.documentElement.lang = 'hi-IN';
    const { calls } = stubFetch(() => landingIn('en-IN', 'Protection from dengue'));
    const answer = await createStore().dispatch(echoApi.endpoints.postSomething.initiate({ value: 1 }));
    expect(answer).toBeDefined();
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });

  it('is not asked again when it is in the language asked', async () => {
    document.documentElement.lang = 'mr-IN';
    const { calls } = stubFetch(() => landingIn('mr-IN', 'डेंग्यूपासून संरक्षण'));
    const landing = await createStore().dispatch(landingConfigApi.endpoints.getLandingConfig.initiate('vector-borne'));
    expect(landing.data?.tagline).toBe('डेंग्यूपासून संरक्षण');
    expect(calls).toHaveLength(1);
  });
});
