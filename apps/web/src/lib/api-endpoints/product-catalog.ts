import { productCatalogPath, type CatalogueList } from '@portal/domain';
import { api } from '../api';

/** GET /api/product-catalog — the products the signed-in partner's tenant may see. */
export const productCatalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductCatalog: build.query<CatalogueList, void>({
      query: () => productCatalogPath,
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useGetProductCatalogQuery } = productCatalogApi;
