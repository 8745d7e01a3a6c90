import { landingConfigPath, type LandingConfig } from '@portal/domain';
import { api } from '../api';

/** GET /api/configs/public/products/:code/landingConfig — a product's name, plans and landing content. */
export const landingConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLandingConfig: build.query<LandingConfig, string>({
      query: landingConfigPath,
      providesTags: (_result, _error, productCode) => [{ type: 'LandingConfig', id: productCode }],
    }),
  }),
});

export const { useGetLandingConfigQuery } = landingConfigApi;
