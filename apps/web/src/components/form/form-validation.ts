import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { buildFormSchema, type FieldConfig, type FormRefine, type FormValues } from '@portal/domain';

/**
 * The form's validation: the same zod schema the API runs (the domain's buildFormSchema over the field
 * config and the product's refine). ConfigForm imports this module lazily (decision 0123), so a form paints
 * from its field config before zod and the schema builder arrive.
 */
export function formResolver(fields: readonly FieldConfig[], refine: FormRefine | undefined): Resolver<FormValues, unknown, FormValues> {
  // The schema takes unknown input (the API parses raw JSON with it); the form feeds it FormValues.
  return zodResolver(buildFormSchema(fields, refine) as z.ZodType<FormValues, FormValues>);
}

/** The same for a form checked by one of the domain's request schemas instead of its fields' rules. */
export function schemaResolver<Output>(schema: z.ZodType<Output>): Resolver<FormValues, unknown, Output> {
  // A request schema takes unknown input (the API parses raw JSON with it); the form feeds it FormValues.
  return zodResolver(schema as z.ZodType<Output, FormValues>);
}
