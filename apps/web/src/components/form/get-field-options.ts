import type { FieldConfig, FieldOption } from '@portal/domain';
import { api } from '../../lib/api';

/** GET /api<optionsFrom>: the choices of a field whose options the server knows (e.g. a city list). */
const fieldOptionsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getFieldOptions: builder.query<FieldOption[], string>({
      query: (optionsFrom) => optionsFrom,
    }),
  }),
});

export const { useGetFieldOptionsQuery } = fieldOptionsApi;

export interface FieldOptionsState {
  options: readonly FieldOption[];
  loading: boolean;
  failed: boolean;
}

/** A field's choices: its fixed options, else those fetched from its optionsFrom path. */
export function useFieldOptions(field: FieldConfig): FieldOptionsState {
  const fetched = useGetFieldOptionsQuery(field.optionsFrom ?? '', { skip: !field.optionsFrom || field.options !== undefined });
  if (field.options || !field.optionsFrom) return { options: field.options ?? [], loading: false, failed: false };
  return { options: fetched.data ?? [], loading: fetched.isLoading, failed: fetched.isError };
}
