/**
 * The insurers that underwrite the portal's products (SPEC §3: "insurer (two insurers offered)").
 * Sandbox names: the real panel is a commercial arrangement outside the code. The claim settlement
 * ratio is shown beside aggregator quotes and breaks ties in their ranking.
 */
export const insurerCodes = ['KAVACH_GENERAL', 'NIRBHAY_GENERAL', 'JEEVAN_SURAKSHA_LIFE'] as const;
export type InsurerCode = (typeof insurerCodes)[number];

export interface InsurerDefinition {
  code: InsurerCode;
  name: string;
  kind: 'general' | 'life';
  /** Claims settled in the last financial year, percent (one decimal). */
  claimSettlementRatio: number;
  /** Where a policyholder reports a claim: printed on every certificate (sandbox contacts). */
  claims: { phone: string; email: string };
}

export const insurers: Record<InsurerCode, InsurerDefinition> = {
  KAVACH_GENERAL: {
    code: 'KAVACH_GENERAL',
    name: 'Kavach General Insurance',
    kind: 'general',
    claimSettlementRatio: 96.2,
    claims: { phone: '1800 266 4040', email: 'claims@kavach-general.example' },
  },
  NIRBHAY_GENERAL: {
    code: 'NIRBHAY_GENERAL',
    name: 'Nirbhay General Insurance',
    kind: 'general',
    claimSettlementRatio: 97.8,
    claims: { phone: '1800 209 7373', email: 'claims@nirbhay-general.example' },
  },
  JEEVAN_SURAKSHA_LIFE: {
    code: 'JEEVAN_SURAKSHA_LIFE',
    name: 'Jeevan Suraksha Life Insurance',
    kind: 'life',
    claimSettlementRatio: 98.6,
    claims: { phone: '1800 102 5858', email: 'claims@jeevan-suraksha.example' },
  },
};

/** The two general insurers offered side by side where a product has an insurer choice. */
export const generalInsurers: readonly InsurerCode[] = ['KAVACH_GENERAL', 'NIRBHAY_GENERAL'];

export function isInsurerCode(value: unknown): value is InsurerCode {
  return typeof value === 'string' && (insurerCodes as readonly string[]).includes(value);
}

/** The insurer a quote was priced with: its `insurer` answer when it is one of `offered`, else the default (the first). */
export function quotedInsurerOf(offered: readonly InsurerCode[], quoteValues: Readonly<Record<string, unknown>>): InsurerCode {
  const chosen = quoteValues.insurer;
  return isInsurerCode(chosen) && offered.includes(chosen) ? chosen : offered[0]!;
}

/** Options of an `insurer` select field (its required message is 'Select Insurer', SPEC §8). */
export const insurerOptions = (codes: readonly InsurerCode[]) => codes.map((code) => ({ value: code, label: insurers[code].name }));
