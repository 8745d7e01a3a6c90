/** Money is integer paise inside the system and rupees with Indian digit grouping on screen. */
export type Paise = number;

export const rupeesToPaise = (rupees: number): Paise => Math.round(rupees * 100);
export const paiseToRupees = (paise: Paise): number => paise / 100;

// Amounts are shown through formatRupees and formatRupeeAmount (format.ts), the one formatter.

/** GST on insurance premiums in India. */
export const GST_RATE = 0.18;
