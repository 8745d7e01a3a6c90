import { z } from 'zod';
import { couponDiscountSchema } from '../coupons/coupon-discount';
import { mobileMessages } from '../products/mobile';

/** A coupon code as typed: letters and digits (the mobile form's rule), up to 20. */
export const couponCodeParamsSchema = z.object({
  couponCode: z
    .string()
    .regex(/^[A-Za-z0-9]{1,20}$/, { message: mobileMessages.couponCode })
    .describe('The coupon code (letters and digits, any case)'),
});

export const couponValidateQuerySchema = z.object({
  productCode: z.string().min(1).max(40).describe('The product the coupon is to be used on, e.g. mobile'),
});

/** GET /api/digital-leader/coupons/{couponCode}/validate: the coupon's discount, for the form to show the price it gives. */
export const couponValidationSchema = z.object({
  couponCode: z.string(),
  productCode: z.string(),
  discount: couponDiscountSchema,
  validTo: z.string().describe('The end of the validity period (ISO 8601, exclusive)'),
  remainingUses: z.number().int(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;

/** GET /api/digital-leader/validate: whether the partner is a digital leader, and for which products coupons run. */
export const digitalLeaderSchema = z.object({
  digitalLeader: z.boolean(),
  couponProducts: z.array(z.string()).describe('Product codes with a live coupon of the tenant'),
});
export type DigitalLeader = z.infer<typeof digitalLeaderSchema>;
