import { fieldConfigPath, type FieldConfig, type FieldConfigType } from '@portal/domain';
import { api } from '../../../lib/api';

export interface FieldConfigArgs {
  productCode: string;
  type: FieldConfigType;
}

/**
 * The served fields are the catalogue's FieldConfig as JSON (fieldConfigResponseSchema loosens only the
 * rule reference, for the OpenAPI document), so the form builds the API's schema from them.
 */
export interface FieldConfigAnswer {
  fields: FieldConfig[];
  /** A proposal's fields that repeat a quote answer, field → quote field (pre-filled and locked). */
  fromQuote?: Record<string, string>;
}

/** GET /api/configs/public/products/:code/fieldConfig/:type — a product's quote or proposal fields. */
export const fieldConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFieldConfig: build.query<FieldConfigAnswer, FieldConfigArgs>({
      query: ({ productCode, type }) => fieldConfigPath(productCode, type),
      providesTags: (_result, _error, { productCode, type }) => [{ type: 'FieldConfig', id: `${productCode}/${type}` }],
    }),
  }),
});

export const { useGetFieldConfigQuery } = fieldConfigApi;
