import type { FeatureFlagKey } from '@portal/domain';
import { useGetFeatureFlagsQuery } from './api-endpoints/feature-flags';

/** One feature flag of the caller's tenant (decisions 0073, 0112); off until the flags arrive. */
export function useFeatureFlag(flag: FeatureFlagKey): boolean {
  return useGetFeatureFlagsQuery().data?.[flag] ?? false;
}
