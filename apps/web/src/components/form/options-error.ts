import type { FieldConfig } from '@portal/domain';

/** Shown beside a choice field whose options could not be fetched, so it is never a silent blank. */
export function optionsErrorOf(field: FieldConfig, failed: boolean): string | undefined {
  return failed ? `Could not load the choices for ${field.label}. Please reload the page.` : undefined;
}
