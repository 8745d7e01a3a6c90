import { z } from 'zod';
import type { CouponDiscount } from '../coupons/coupon-discount';
import { mobileMessages } from '../products/mobile';
import { adminCouponMessages } from './admin-coupon-messages';

export * from './admin-coupon-messages';

/** A coupon's discount (coupons/coupon-discount.ts says what it means), as the API reads and answers it. */
export const couponDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('PERCENT'), percent: z.number().int().min(1).max(50), maxAmount: z.number().int().positive().nullable() }),
  z.object({ kind: z.literal('AMOUNT'), amount: z.number().int().positive() }),
]) satisfies z.ZodType<CouponDiscount>;

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

/**
 * The tenant's console: its coupons (decision 0125). A coupon's state as the admin reads it: LIVE (in its
 * period, uses left), SCHEDULED (its period not begun), USED_UP, ENDED (its period over, or deactivated).
 */
export const adminCouponStates = ['LIVE', 'SCHEDULED', 'USED_UP', 'ENDED'] as const;
export type AdminCouponState = (typeof adminCouponStates)[number];

export const adminCouponSchema = z.object({
  id: z.string(),
  couponCode: z.string(),
  productCode: z.string(),
  productName: z.string(),
  validFrom: z.string().describe('Start of the validity period (ISO 8601, inclusive)'),
  validTo: z.string().describe('End of the validity period (ISO 8601, exclusive)'),
  discount: couponDiscountSchema,
  useLimit: z.number().int(),
  uses: z.number().int().describe('Uses taken by saved proposals (an unpaid draft gives its use back after 7 days)'),
  state: z.enum(adminCouponStates),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponListSchema = z.object({ coupons: z.array(adminCouponSchema) });
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;

const isoDay = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: adminCouponMessages.date });

/**
 * POST /api/admin/coupons: a new coupon. The period is whole days in India's time: from the first day's
 * start to the end of the last (`validUntil`, inclusive), stored as [validFrom, validTo).
 */
export const adminCouponCreateSchema = z
  .object({
    couponCode: couponCodeParamsSchema.shape.couponCode,
    productCode: z.string().min(1).max(40),
    validFrom: isoDay.describe('First day (YYYY-MM-DD, India time)'),
    validUntil: isoDay.describe('Last day, inclusive (YYYY-MM-DD, India time)'),
    discount: couponDiscountSchema,
    useLimit: z.number().int().min(1, { message: adminCouponMessages.useLimit }).max(100_000, { message: adminCouponMessages.useLimit }),
  })
  .refine((body) => body.validUntil >= body.validFrom, { path: ['validUntil'], message: adminCouponMessages.validUntil });
export type AdminCouponCreate = z.infer<typeof adminCouponCreateSchema>;

export const adminCouponParamsSchema = z.object({ couponId: z.string().uuid().describe("The coupon's id") });

/** India's offset; a coupon day runs from 00:00 IST. */
const IST_OFFSET_MS = 330 * 60_000;
/** The instant a day (YYYY-MM-DD) starts in India. */
export const startOfIndianDay = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
/** The day (YYYY-MM-DD) an instant falls on in India. */
export const indianDayOf = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** A coupon's state at `now` (the console's label). */
export function adminCouponStateOf(coupon: { validFrom: Date; validTo: Date; uses: number; useLimit: number }, now: Date): AdminCouponState {
  if (now.getTime() >= coupon.validTo.getTime()) return 'ENDED';
  if (now.getTime() < coupon.validFrom.getTime()) return 'SCHEDULED';
  if (coupon.uses >= coupon.useLimit) return 'USED_UP';
  return 'LIVE';
}
