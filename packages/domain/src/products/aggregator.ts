import type { FormValues } from '../fields/field-config';
import type { Paise } from '../money';
import { insurers, type InsurerCode, type InsurerDefinition } from './insurers';
import type { SaleDefinition } from './product-definition';

/** The quote field that names the insurer on products sold by two or more insurers ('Select Insurer'). */
export const INSURER_FIELD = 'insurer';

/**
 * How aggregator quotes are ordered, as data: each step breaks the ties of the steps before it, and
 * `says` is how the step reads to the partner. The sentence shown beside the quotes is built from it,
 * so what the partner reads is what the code does (docs/decisions/0036).
 */
export const insurerRankingRule = [
  { by: 'totalPremium', order: 'ascending', says: 'Lowest total premium (GST included) first' },
  { by: 'claimSettlementRatio', order: 'descending', says: 'on equal premiums, the higher claim settlement ratio first' },
  { by: 'listedOrder', order: 'ascending', says: "on equal ratios too, the product's default insurer first" },
] as const;

export type InsurerRankingKey = (typeof insurerRankingRule)[number]['by'];

/** The ranking rule as the partner reads it above the compared quotes. */
export const insurerRankingRuleText = `${insurerRankingRule.map((step) => step.says).join('; ')}.`;

/** One insurer's priced offer, as the ranking sees it; `offer` is carried through untouched. */
export interface InsurerOffer<T> {
  insurer: InsurerDefinition;
  totalPremium: Paise;
  offer: T;
}

export type RankedInsurerOffer<T> = InsurerOffer<T> & { rank: number };

/**
 * Orders insurers' offers by `insurerRankingRule` and numbers them 1, 2, … (every offer its own rank,
 * even on a full tie, so "rank 1" always names one insurer). Pure; the input order is the product's
 * listed order (its default insurer first), which is the last tie-breaker.
 */
export function rankInsurerQuotes<T>(offers: readonly InsurerOffer<T>[]): RankedInsurerOffer<T>[] {
  const keyOf = (offer: InsurerOffer<T>, index: number, key: InsurerRankingKey): number => {
    if (key === 'totalPremium') return offer.totalPremium;
    if (key === 'claimSettlementRatio') return offer.insurer.claimSettlementRatio;
    return index;
  };
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => {
      for (const step of insurerRankingRule) {
        const difference = keyOf(a.offer, a.index, step.by) - keyOf(b.offer, b.index, step.by);
        if (difference !== 0) return step.order === 'ascending' ? difference : -difference;
      }
      return 0;
    })
    .map(({ offer }, position) => ({ ...offer, rank: position + 1 }));
}

/** The compared quotes as the API answers them: the rule in words, each offer ranked with its insurer's public facts. */
export function aggregatorAnswerOf<T>(offers: readonly InsurerOffer<T>[]) {
  return {
    rankingRule: insurerRankingRuleText,
    quotes: rankInsurerQuotes(offers).map(({ rank, insurer, offer }) => ({
      rank,
      insurer: { code: insurer.code, name: insurer.name, claimSettlementRatio: insurer.claimSettlementRatio },
      quote: offer,
    })),
  };
}

/** The insurers a product's aggregator quotes compare, default first. */
export const aggregatorInsurersOf = (sale: SaleDefinition): InsurerDefinition[] => sale.insurers.map((code) => insurers[code]);

/**
 * The quote values to price with one insurer: whatever insurer the partner sent is dropped, and the
 * insurer field is set where the product's quote form has one (a product with one insurer has none).
 */
export function quoteValuesForInsurer<V extends Readonly<Record<string, unknown>> = FormValues>(
  sale: SaleDefinition,
  values: V,
  insurerCode: InsurerCode,
): Omit<V, typeof INSURER_FIELD> & { [INSURER_FIELD]?: InsurerCode } {
  const { [INSURER_FIELD]: _ignored, ...rest } = values;
  const hasInsurerField = sale.quote.fields.some((field) => field.name === INSURER_FIELD);
  return hasInsurerField ? { ...rest, [INSURER_FIELD]: insurerCode } : rest;
}
