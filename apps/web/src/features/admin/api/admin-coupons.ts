import type { AdminCoupon, AdminCouponCreate, AdminCouponList } from '@portal/domain';
import { api } from '../../../lib/api';

/** The tenant's coupons in the console (decision 0125): list them, make one, deactivate one. */
export const adminCouponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCoupons: build.query<AdminCouponList, void>({ query: () => '/admin/coupons', providesTags: ['Admin'] }),
    createAdminCoupon: build.mutation<AdminCoupon, AdminCouponCreate>({
      query: (body) => ({ url: '/admin/coupons', method: 'POST', body }),
      invalidatesTags: ['Admin', 'DigitalLeader'],
    }),
    deactivateAdminCoupon: build.mutation<AdminCoupon, string>({
      query: (couponId) => ({ url: `/admin/coupons/${encodeURIComponent(couponId)}/deactivate`, method: 'POST' }),
      invalidatesTags: ['Admin', 'DigitalLeader'],
    }),
  }),
});

export const { useGetAdminCouponsQuery, useCreateAdminCouponMutation, useDeactivateAdminCouponMutation } = adminCouponsApi;
