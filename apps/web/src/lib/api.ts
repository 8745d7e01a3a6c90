import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { clearLoggedOutOnPurpose, isLoggedOutOnPurpose, waitForSignInAgain } from './sign-in-again';

// The API answers its messages in the page's language: <html lang>, which follows the language.
const fetchFromApi = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    const language = document.documentElement.lang;
    if (language) headers.set('Accept-Language', language);
    return headers;
  },
});

/**
 * An answer in another language than the one asked is asked once more. The page's HTML preloads the calls its first
 * paint waits on (decision 0298), and the browser hands the app's call the preload's answer whatever Accept-Language
 * the call names: the preload asked in the browser's own. The server names a language-dependent call only when that
 * is the page's language; where the page's language is another (a choice kept on this device, which the server did
 * not know), the answer is asked again, past the browser's cache, in the page's.
 */
const fetchInPageLanguage: typeof fetchFromApi = async (args, queryApi, extraOptions) => {
  const result = await fetchFromApi(args, queryApi, extraOptions);
  // Only a read: a preload is one, and a change is never sent twice.
  if (result.meta?.request.method !== 'GET') return result;
  const asked = result.meta.request.headers.get('accept-language');
  const answered = result.meta.response?.headers.get('content-language');
  if (!asked || !answered || asked === answered) return result;
  return fetchFromApi({ ...(typeof args === 'string' ? { url: args } : args), cache: 'no-store' }, queryApi, extraOptions);
};

/** The sign-in calls themselves: their 401 is an answer to show, not a session that ended. */
const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
const isSignInCall = (args: string | FetchArgs) => urlOf(args).startsWith('/services/public/otp/');
/** The call that signs a partner in (the code checked, the cookie set). */
const isSignedInBy = (args: string | FetchArgs) => urlOf(args) === '/services/public/otp/validate';

/**
 * What an endpoint may say in its `extraOptions`: `signInAgain: false` for a call whose 401 the page answers
 * itself — a page a customer without a partner account also reaches (the payment status page after paying
 * from a shared link) must not open the partner's sign-in dialog.
 */
export interface ApiExtraOptions {
  signInAgain?: boolean;
}

const wantsSignInAgain = (extraOptions: unknown) => (extraOptions as ApiExtraOptions | undefined)?.signInAgain !== false;

/**
 * Every call, and the one place a session that ended mid-page is handled: on a 401 the sign-in dialog
 * opens in place (the page stays mounted, so a form keeps its answers) and, once the partner has signed
 * in again, the call is sent again; closing the dialog answers the 401 to the page.
 */
const fetchSigningInAgain: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, queryApi, extraOptions) => {
  const result = await fetchInPageLanguage(args, queryApi, extraOptions);
  if (isSignedInBy(args) && !result.error) clearLoggedOutOnPurpose();
  if (result.error?.status !== 401 || isSignInCall(args) || !wantsSignInAgain(extraOptions) || isLoggedOutOnPurpose()) return result;
  const signedInAgain = await waitForSignInAgain(queryApi.dispatch);
  return signedInAgain ? fetchInPageLanguage(args, queryApi, extraOptions) : result;
};

/**
 * The one RTK Query API of the web app. It starts empty: each call lives in its own file
 * (features/<area>/api/<verb-noun>.ts, or lib/api-endpoints/ when several features share it) and adds
 * itself with `api.injectEndpoints`, so a route's chunk carries only the calls that route makes.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchSigningInAgain,
  tagTypes: [
    'Session',
    'Catalogue',
    'LandingConfig',
    'LifePlans',
    'FieldConfig',
    'Quote',
    'Proposal',
    'Payment',
    'Lead',
    'Flags',
    'LoanApplication',
    'PreapprovedOffers',
    'Admin',
    'DigitalLeader',
  ],
  endpoints: () => ({}),
});
