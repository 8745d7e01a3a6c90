import { z } from 'zod';
import { fdPayouts } from '../products/fd';

import { lenderCodeSchema } from './lending-application';

/** Lending calls: fixed deposits, quoted then booked. */

// ---------------------------------------------------------------------------------------------------------
// Fixed deposits

/** POST /api/products/FD/quote (body: the FD sell form) → the rate and maturity before any booking. */
export const fdQuoteSchema = z.object({
  bank: lenderCodeSchema,
  bankName: z.string(),
  /** paise */
  amount: z.number().int(),
  tenureMonths: z.number().int(),
  payout: z.enum(fdPayouts.map((p) => p.value) as [string, ...string[]]),
  seniorCitizen: z.boolean(),
  annualRatePercent: z.number(),
  /** Of which the senior citizen's extra. */
  seniorExtraPercent: z.number(),
  /** CUMULATIVE: what the customer gets at maturity; payouts: the principal back at the end. paise */
  maturityAmount: z.number().int(),
  /** Interest over the whole tenure, paise. */
  totalInterest: z.number().int(),
  /** MONTHLY / QUARTERLY: each payout, paise; CUMULATIVE: null. */
  periodicPayout: z.number().int().nullable(),
  /** Annualised yield of a cumulative deposit (quarterly compounding), two decimals. */
  effectiveYieldPercent: z.number(),
  compounding: z.literal('QUARTERLY'),
});
export type FdQuote = z.infer<typeof fdQuoteSchema>;

/** POST /api/products/FD/bookings (body: the FD sell form) → a lead and the customer's booking link. */
export const fdBookingSchema = z.object({ leadId: z.string(), quote: fdQuoteSchema, link: z.string(), linkExpiresAt: z.string() });
export type FdBooking = z.infer<typeof fdBookingSchema>;
