/** Money is integer paise inside the system and rupees with Indian digit grouping on screen. */
export type Paise = number;

export const rupeesToPaise = (rupees: number): Paise => Math.round(rupees * 100);
export const paiseToRupees = (paise: Paise): number => paise / 100;

/**
 * Indian digit grouping. Made on first use: the page's first Intl object costs 20–35 ms on a desktop
 * (ICU starting up), several times that on a slow phone, which a module-level one charged to every page
 * importing money, shown or not (decision 0136).
 */
let groupingIN: Intl.NumberFormat | undefined;
const groupIN = (value: number) => (groupingIN ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })).format(value);

/** 120000 paise → "Rs 1,200"; 1000000 rupees shows as "Rs 10,00,000". */
export function formatRupees(paise: Paise): string {
  return `Rs ${groupIN(paiseToRupees(paise))}`;
}

/** A numeric string of rupees (a sum-insured option's value) → "10,00,000". */
export function groupDigitsIN(value: string | number): string {
  return groupIN(Number(value));
}

/** GST on insurance premiums in India. */
export const GST_RATE = 0.18;

let paiseIN: Intl.NumberFormat | undefined;
/** Money as a statement shows it: whole rupees where whole, else to the paisa ("Rs 14,022.30", never "Rs 14,022.3"). */
export function formatMoney(paise: Paise): string {
  if (paise % 100 === 0) return formatRupees(paise);
  return `Rs ${(paiseIN ??= new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(paiseToRupees(paise))}`;
}
