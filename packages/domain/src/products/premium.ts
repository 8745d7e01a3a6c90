import { GST_RATE, type Paise } from '../money';
import type { Premium } from './product-definition';

/**
 * Splits a GST-inclusive total into net premium and GST so that net + gst === total to the paisa.
 * Our tariffs are quoted inclusive of GST (as the landing prices of SPEC §9 are): the net is the
 * total divided by 1.18, rounded to the paisa, and GST is the rest.
 */
export function splitGstInclusive(total: Paise): { netPremium: Paise; gst: Paise } {
  const netPremium = Math.round(total / (1 + GST_RATE));
  return { netPremium, gst: total - netPremium };
}

/** A premium from its GST-inclusive total, with the breakdown the partner sees. */
export function premiumFromTotal(p: { planCode: string; sumInsured?: number; totalPremium: Paise; netLabel: string }): Premium {
  const { netPremium, gst } = splitGstInclusive(p.totalPremium);
  return {
    planCode: p.planCode,
    ...(p.sumInsured !== undefined ? { sumInsured: p.sumInsured } : {}),
    netPremium,
    gst,
    totalPremium: p.totalPremium,
    breakdown: [
      { label: p.netLabel, amount: netPremium },
      { label: `GST @ ${Math.round(GST_RATE * 100)}%`, amount: gst },
    ],
  };
}
