/** Money is integer paise inside the system and rupees with Indian digit grouping on screen. */
export type Paise = number;

export const rupeesToPaise = (rupees: number): Paise => Math.round(rupees * 100);
export const paiseToRupees = (paise: Paise): number => paise / 100;

const groupingIN = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 120000 paise → "Rs 1,200"; 1000000 rupees shows as "Rs 10,00,000". */
export function formatRupees(paise: Paise): string {
  return `Rs ${groupingIN.format(paiseToRupees(paise))}`;
}

/** A numeric string of rupees (a sum-insured option's value) → "10,00,000". */
export function groupDigitsIN(value: string | number): string {
  return groupingIN.format(Number(value));
}

/** GST on insurance premiums in India. */
export const GST_RATE = 0.18;
