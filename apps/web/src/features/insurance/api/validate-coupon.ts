import type { CouponValidation } from '@portal/domain';
import { api } from '../../../lib/api';

export interface ValidateCouponArgs {
  productCode: string;
  couponCode: string;
}

/**
 * GET /api/digital-leader/coupons/:couponCode/validate?productCode= — the coupon's discount, or why it
 * cannot be used (404 unknown; 400 expired, not yet valid, other product, used up). Reserves nothing.
 */
const validateCouponApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateCoupon: build.query<CouponValidation, ValidateCouponArgs>({
      query: ({ productCode, couponCode }) => ({ url: `/digital-leader/coupons/${encodeURIComponent(couponCode)}/validate`, params: { productCode } }),
      // Uses left change with every sale: always ask again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyValidateCouponQuery } = validateCouponApi;
