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
  const result = await fetchFromApi(args, queryApi, extraOptions);
  if (isSignedInBy(args) && !result.error) clearLoggedOutOnPurpose();
  if (result.error?.status !== 401 || isSignInCall(args) || !wantsSignInAgain(extraOptions) || isLoggedOutOnPurpose()) return result;
  const signedInAgain = await waitForSignInAgain(queryApi.dispatch);
  return signedInAgain ? fetchFromApi(args, queryApi, extraOptions) : result;
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
