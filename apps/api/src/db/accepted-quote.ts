import type { FormValues } from '@portal/domain';
import { proposals } from './schema/sales-schema';

/** The quote a proposal accepted, as its own columns hold it: quotes are signed tokens, not rows. */
export interface AcceptedQuote {
  /** The signed quote token (or, for proposals older than signed quotes, the old quote's uuid). */
  id: string;
  planCode: string;
  sumInsured: number | null;
  values: FormValues;
  netPremium: number;
  gst: number;
  totalPremium: number;
  breakdown: { label: string; amount: number }[];
}

/** The proposal columns that make up its AcceptedQuote, for selects that read them as `quote`. */
export const acceptedQuoteColumns = {
  id: proposals.quoteId,
  planCode: proposals.planCode,
  sumInsured: proposals.sumInsured,
  values: proposals.quoteValues,
  netPremium: proposals.netPremium,
  gst: proposals.gst,
  totalPremium: proposals.totalPremium,
  breakdown: proposals.breakdown,
};

/** The same columns as a proposal insert or update writes them: the quote a proposal holds, in one place. */
export function acceptedQuoteValues(quote: AcceptedQuote) {
  return {
    quoteId: quote.id,
    quoteValues: quote.values,
    planCode: quote.planCode,
    sumInsured: quote.sumInsured,
    netPremium: quote.netPremium,
    gst: quote.gst,
    totalPremium: quote.totalPremium,
    breakdown: quote.breakdown,
  } satisfies Partial<typeof proposals.$inferInsert>;
}
