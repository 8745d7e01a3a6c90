import type { FieldConfig } from '@portal/domain';

/** What every field component receives; each reads and writes its value through the form context. */
export interface FieldProps {
  field: FieldConfig;
  /** The input's id (the group's, for radio and multiselect); the error and hint ids derive from it. */
  id: string;
}

export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/**
 * The accessibility wiring every input carries: the hint and the error are named by
 * aria-describedby, and an invalid value sets aria-invalid="true".
 */
export function describeInput(field: FieldConfig, id: string, error: string | undefined) {
  const describedBy = [field.hint ? hintIdOf(id) : undefined, error ? errorIdOf(id) : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': field.mandatory || undefined,
  };
}

/**
 * A text field's input type, keyboard and autofill. Values stay strings, so numeric fields use a text input
 * with a numeric keyboard rather than type="number" (which drops leading zeros and changes value on scroll).
 */
export const inputAttributesOf = (field: FieldConfig) => {
  switch (field.inputType) {
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;
    case 'tel':
      return { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' } as const;
    case 'number':
      return { type: 'text', inputMode: 'numeric' } as const;
    default:
      return { type: 'text' } as const;
  }
};
