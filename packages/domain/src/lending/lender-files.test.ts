import { describe, expect, it } from 'vitest';
import { journeyPaths, lenderJourneyKinds, lenderOfProviderCode, providerCodeOf } from '../journeys/customer-loan-journey';
import { fdBanks as fdSellBanks } from '../products/fd';
import { lenderCodes, loanProductCodes } from './lender-codes';
import { fdBanks, lenderNames, lenderRules, lendersFor } from './lenders';
import { lenderJourneyLoanProducts, loanProductProfiles, publicPageLoanProducts, redirectionLoanProducts } from './loan-products';

describe('each lender is its own file of data', () => {
  it.each(lenderCodes)('%s: the customer chooses the amount exactly when its path has apply/details', (code) => {
    const rules = lenderRules[code];
    expect(rules.code).toBe(code);
    expect(rules.amountChosenBy === 'customer').toBe(journeyPaths[rules.journeyKind].includes('apply/details'));
  });

  it.each(lenderCodes)('%s: limits and rate bands of every product it makes are sane', (code) => {
    for (const terms of Object.values(lenderRules[code].products)) {
      expect(terms.minAmount).toBeLessThan(terms.maxAmount);
      expect(terms.minTenure).toBeLessThanOrEqual(terms.maxTenure);
      const rates = Object.values(terms.rates);
      expect(rates.length).toBeGreaterThan(0);
      // A better band never pays more.
      expect([...rates].sort((a, b) => a - b)).toEqual(rates);
    }
  });

  it('names, paths and URL segments are read off the files', () => {
    expect(lenderNames.YES).toBe('YES Bank');
    expect(lenderJourneyKinds.YES).toBe('apply-first');
    expect(lenderJourneyKinds.IDFC_FIRST).toBe('via-stashfin');
    for (const code of lenderCodes) expect(lenderOfProviderCode(providerCodeOf(code))).toBe(code);
  });

  it('who makes a product, who takes deposits and the tenant’s own bank come from the files', () => {
    expect(lendersFor('lamf').map((lender) => lender.code)).toEqual(['FEDERAL', 'YES', 'DBS']);
    expect(fdBanks).toEqual(['IDFC_FIRST', 'BANDHAN', 'FEDERAL', 'YES', 'DBS', 'SAHYADRI']);
    expect(fdSellBanks).toBe(fdBanks);
    expect(lenderCodes.filter((code) => lenderRules[code].whiteLabelTenant)).toEqual(['SAHYADRI']);
  });
});

describe('each loan product carries its lending profile', () => {
  it('every loan product has one, and the lists are read off them', () => {
    expect(Object.keys(loanProductProfiles).sort()).toEqual([...loanProductCodes].sort());
    expect(redirectionLoanProducts).toEqual(['personal-loan', 'home-loan', 'business-loans']);
    expect(lenderJourneyLoanProducts).toEqual(['personal-loan']);
    expect(publicPageLoanProducts).toEqual(['personal-loan', 'lamf']);
  });
});
