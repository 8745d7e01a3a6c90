import { formatRupees, groupDigitsIN, isFieldShown, rupeesToPaise, type FieldConfig, type FieldValue, type FormValues } from '@portal/domain';
import { useFieldOptions } from '../../../components/form/get-field-options';
import { useFieldText } from '../../../components/form/field-text';

/**
 * A stored answer as the partner reads it back: option labels, Yes/No, rupees with Indian grouping; its
 * words said by `say` (the page's language, decision 0212).
 */
function displayAnswer(field: FieldConfig, value: FieldValue | number, say: (english: string) => string): string {
  if (typeof value === 'boolean') return say(value ? 'Yes' : 'No');
  // Choices read as their option's label (sum-insured amounts grouped); typed text (a mobile, a pincode) as typed.
  const labelOf = (v: string) => {
    const label = field.options?.find((option) => option.value === v)?.label;
    if (label === undefined) return v;
    return /^\d+$/.test(label) ? groupDigitsIN(label) : say(label);
  };
  if (Array.isArray(value)) return value.map(labelOf).join(', ');
  const text = String(value);
  if (field.kind === 'file') return say('Uploaded');
  if (field.kind === 'amount' && /^\d+$/.test(text)) return formatRupees(rupeesToPaise(Number(text)));
  return labelOf(text);
}

export interface AnswerListProps {
  fields: readonly FieldConfig[];
  values: FormValues | Record<string, FieldValue | number>;
  /** Field names shown elsewhere on the page (e.g. plan and sum insured). */
  omit?: readonly string[];
  /** Answers given elsewhere that decide which fields were asked (a proposal's quote answers). */
  context?: FormValues;
}

/**
 * The answers of a form, in the form's order, each under its field's label. Only fields the answers show:
 * a form may hold one field per plan under the same name (shop's content sum insured), asked by showWhen.
 */
export function AnswerList({ fields, values, omit = [], context = {} }: AnswerListProps) {
  const rows = fields.filter((field) => {
    const value = values[field.name];
    return !(value === undefined || value === '' || omit.includes(field.name) || !isFieldShown(field, { ...(values as Partial<FormValues>), ...context }));
  });
  if (rows.length === 0) return null;
  return (
    <dl className="ins-answers">
      {rows.map((field) => (
        <AnswerRow key={field.name} field={field} value={values[field.name]!} />
      ))}
    </dl>
  );
}

/** One answer under its label; a choice whose options the server lists (occupancy) reads as their label too. */
function AnswerRow({ field, value }: { field: FieldConfig; value: FieldValue | number }) {
  const { options } = useFieldOptions(field);
  const fieldText = useFieldText();
  return (
    <div className="ins-answer">
      <dt>{fieldText(field.label)}</dt>
      <dd>{displayAnswer(field.optionsFrom ? { ...field, options } : field, value, fieldText)}</dd>
    </div>
  );
}
