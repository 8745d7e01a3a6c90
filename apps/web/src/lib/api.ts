import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API of the web app. It starts empty: each call lives in its own file
 * (features/<area>/api/<verb-noun>.ts, or lib/api-endpoints/ when several features share it) and adds
 * itself with `api.injectEndpoints`, so a route's chunk carries only the calls that route makes.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }),
  tagTypes: ['Session', 'Catalogue', 'LandingConfig', 'FieldConfig', 'Quote', 'Proposal', 'Payment', 'Lead', 'Flags'],
  endpoints: () => ({}),
});
