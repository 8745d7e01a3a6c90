import { describe, expect, it } from 'vitest';
import { generalInsurers, quotedInsurerOf } from './insurers';

describe('the insurer a quote was priced with', () => {
  it.each([
    ['its choice among those offered', generalInsurers, { insurer: 'NIRBHAY_GENERAL' }, 'NIRBHAY_GENERAL'],
    ['the default when it chose none', generalInsurers, {}, 'KAVACH_GENERAL'],
    ['the default for an insurer not offered', ['KAVACH_GENERAL'] as const, { insurer: 'NIRBHAY_GENERAL' }, 'KAVACH_GENERAL'],
    ['the default for a value that is no insurer', generalInsurers, { insurer: 'ACME' }, 'KAVACH_GENERAL'],
  ])('%s', (_case, offered, quote, insurer) => {
    expect(quotedInsurerOf(offered, quote)).toBe(insurer);
  });
});
