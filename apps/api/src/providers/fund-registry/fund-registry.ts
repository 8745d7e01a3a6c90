import { createHash } from 'node:crypto';
import type { FundCategory, Paise } from '@portal/domain';

/** A mutual fund folio as the registrar (CAMS/KFintech-like) reports it for a PAN. */
export interface RegistryFolio {
  folioNumber: string;
  amc: string;
  schemeName: string;
  category: FundCategory;
  units: number;
  /** paise per unit */
  nav: Paise;
}

export interface FundRegistry {
  foliosByPan(pan: string): Promise<RegistryFolio[]>;
}

const schemes: readonly { amc: string; schemeName: string; category: FundCategory; nav: Paise }[] = [
  { amc: 'Axis Mutual Fund', schemeName: 'Axis Bluechip Fund - Direct Growth', category: 'EQUITY', nav: 6254 },
  { amc: 'HDFC Mutual Fund', schemeName: 'HDFC Corporate Bond Fund - Direct Growth', category: 'DEBT', nav: 3142 },
  { amc: 'SBI Mutual Fund', schemeName: 'SBI Equity Hybrid Fund - Direct Growth', category: 'HYBRID', nav: 31877 },
  { amc: 'ICICI Prudential Mutual Fund', schemeName: 'ICICI Prudential Nifty 50 Index Fund - Direct Growth', category: 'EQUITY', nav: 24811 },
  { amc: 'Kotak Mutual Fund', schemeName: 'Kotak Liquid Fund - Direct Growth', category: 'DEBT', nav: 512345 },
];

/**
 * The sandbox registry: two to four folios per PAN, chosen and sized from a hash of the PAN, so a PAN always
 * has the same holdings. A PAN whose fourth letter is not P (not an individual) has none.
 */
export class SandboxFundRegistry implements FundRegistry {
  async foliosByPan(pan: string): Promise<RegistryFolio[]> {
    if (pan[3] !== 'P') return [];
    const hash = createHash('sha256').update(pan).digest();
    const count = 2 + (hash[0]! % 3);
    return Array.from({ length: count }, (_, i) => {
      const scheme = schemes[(hash[1 + i]! + i) % schemes.length]!;
      // 25,000 to about 5 lakh rupees of value per folio.
      const valueRupees = 25000 + hash.readUInt16BE(8 + 2 * i) * 7;
      return {
        folioNumber: `${1000000 + (hash.readUInt32BE(16 + i) % 9000000)}/${10 + i}`,
        amc: scheme.amc,
        schemeName: scheme.schemeName,
        category: scheme.category,
        units: Math.round(((valueRupees * 100) / scheme.nav) * 1000) / 1000,
        nav: scheme.nav,
      };
    });
  }
}
