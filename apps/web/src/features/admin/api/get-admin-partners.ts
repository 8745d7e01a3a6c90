import type { AdminPartnerList } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/admin/partners — the tenant's partners, their authorisations and waitlist places. */
export const getAdminPartnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPartners: build.query<AdminPartnerList, void>({ query: () => '/admin/partners', providesTags: ['Admin'] }),
  }),
});

export const { useGetAdminPartnersQuery } = getAdminPartnersApi;
