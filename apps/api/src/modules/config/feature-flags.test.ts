import { describe, expect, it } from 'vitest';
import { featureFlagKeys } from '@portal/domain';
import { defaultFeatureFlags, readFeatureFlags } from '../../lib/feature-flags';

describe('feature flags', () => {
  it('has a default for every key', () => {
    expect(Object.keys(defaultFeatureFlags).sort()).toEqual([...featureFlagKeys].sort());
  });

  it('applies overrides from FEATURE_FLAGS and keeps the other defaults', () => {
    expect(readFeatureFlags(' DOMAIN_MIGRATION=true , LEAD_REDIRECTION=false')).toEqual({
      ...defaultFeatureFlags,
      DOMAIN_MIGRATION: true,
      LEAD_REDIRECTION: false,
    });
    expect(readFeatureFlags('')).toEqual(defaultFeatureFlags);
  });

  it.each([
    { overrides: 'NO_SUCH_FLAG=true', error: 'unknown flag "NO_SUCH_FLAG"' },
    { overrides: 'DOMAIN_MIGRATION=yes', error: 'DOMAIN_MIGRATION must be true or false' },
  ])('refuses $overrides', ({ overrides, error }) => {
    expect(() => readFeatureFlags(overrides)).toThrow(error);
  });
});
