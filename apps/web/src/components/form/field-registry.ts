import type { ComponentType } from 'react';
import type { FieldKind } from '@portal/domain';
import type { FieldProps } from './field-props';
import { AmountField } from './amount-field';
import { CheckboxField } from './checkbox-field';
import { DateField } from './date-field';
import { FileField } from './file-field';
import { MultiselectField } from './multiselect-field';
import { RadioField } from './radio-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

/** One component per field kind; a kind added to the domain without a component here does not compile. */
export const fieldRegistry = {
  text: TextField,
  select: SelectField,
  radio: RadioField,
  date: DateField,
  amount: AmountField,
  file: FileField,
  checkbox: CheckboxField,
  multiselect: MultiselectField,
} satisfies Record<FieldKind, ComponentType<FieldProps>>;
