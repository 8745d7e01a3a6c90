import { z } from 'zod';
import { freeLookReasonCodes, SELECT_REASON_MESSAGE } from './free-look-fields';

// The reasons, messages and the form's field are in free-look-fields.ts, without zod: the panel paints without
// it (decision 0277).
export * from './free-look-fields';

const paise = z.number().int().describe('Paise');

export const freeLookDeductionsSchema = z.object({
  totalPremium: paise,
  riskPremium: paise,
  daysOnCover: z.number().int(),
  stampDuty: paise,
  medicalCosts: paise,
  refund: paise,
});

/** A recorded free-look cancellation and its refund (PENDING until the gateway answers). */
export const freeLookCancellationSchema = z.object({
  cancelledAt: z.string(),
  reason: z.enum(freeLookReasonCodes),
  deductions: freeLookDeductionsSchema,
  refundStatus: z.enum(['PENDING', 'PROCESSED']),
  gatewayRefundId: z.string().nullable(),
});
export type FreeLookCancellation = z.infer<typeof freeLookCancellationSchema>;

/** GET /api/policies/membership/{membershipId}/free-look */
export const freeLookStatusSchema = z.object({
  membershipId: z.string(),
  policyNumber: z.string(),
  productCode: z.string(),
  /** null: the product has no free-look period (general insurance). */
  period: z
    .object({
      days: z.number().int(),
      basis: z.enum(['life', 'health']),
      receivedOn: z.string().describe('YYYY-MM-DD, India'),
      lastDay: z.string().describe('YYYY-MM-DD, India; the last day a cancellation is accepted'),
      daysLeft: z.number().int(),
      open: z.boolean(),
    })
    .nullable(),
  /** What a cancellation today would refund, while the period is open and nothing is cancelled. */
  estimate: freeLookDeductionsSchema.nullable(),
  cancellation: freeLookCancellationSchema.nullable(),
});
export type FreeLookStatus = z.infer<typeof freeLookStatusSchema>;

/** POST /api/policies/membership/{membershipId}/free-look/cancellation */
export const freeLookCancellationRequestSchema = z.object({
  reason: z.enum(freeLookReasonCodes, { message: SELECT_REASON_MESSAGE }),
});
export type FreeLookCancellationRequest = z.infer<typeof freeLookCancellationRequestSchema>;
