import { featureFlagsPath, type FeatureFlags } from '@portal/domain';
import { api } from '../api';

/** GET /api/configs/features — the feature flags of SPEC §6, each on or off, served by the API. */
export const featureFlagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeatureFlags: build.query<FeatureFlags, void>({
      query: () => featureFlagsPath,
      providesTags: ['Flags'],
    }),
  }),
});

export const { useGetFeatureFlagsQuery } = featureFlagsApi;
