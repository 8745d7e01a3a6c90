import { z } from 'zod';
import { insurerCodes } from '../products/insurers';
import { formValuesSchema, quoteSchema } from './sales';

/**
 * POST /api/products/{code}/aggregator/quotes — the product's quote fields by their spec names, without
 * `insurer`: the service prices the same values with each of the product's insurers (decision 0036).
 */
export const aggregatorQuotesRequestSchema = formValuesSchema;

export const aggregatorInsurerSchema = z.object({
  code: z.enum(insurerCodes),
  name: z.string(),
  /** Claims settled in the last financial year, percent; shown beside the quote, and a tie-breaker. */
  claimSettlementRatio: z.number(),
});

export const rankedInsurerQuoteSchema = z.object({
  /** 1 for the first by the ranking rule; every quote its own rank. */
  rank: z.number().int().min(1),
  insurer: aggregatorInsurerSchema,
  /** An ordinary quote: its quoteId goes into POST /proposals as any other. */
  quote: quoteSchema,
});
export type RankedInsurerQuote = z.infer<typeof rankedInsurerQuoteSchema>;

export const aggregatorQuotesSchema = z.object({
  /** The ranking rule as a sentence, shown to the partner above the quotes. */
  rankingRule: z.string(),
  /** Best first (rank 1, 2, …). */
  quotes: z.array(rankedInsurerQuoteSchema),
});
export type AggregatorQuotes = z.infer<typeof aggregatorQuotesSchema>;
