import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldConfig, FormValues } from '@portal/domain';

// Tests only: fills a form of the form engine (a quote, a proposal, a loan's sell form) as a partner would.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label, with the required mark the engine may add. */
export const labelled = (field: Pick<FieldConfig, 'label'>) => new RegExp(`^${escape(field.label)}( \\*)?$`);

/** Answers every field the way a partner would: typing, choosing, ticking. */
export async function fillForm(fields: readonly FieldConfig[], values: FormValues) {
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === '' || field.locked) continue;
    if (field.kind === 'radio' || field.kind === 'multiselect') {
      const chosen = Array.isArray(value) ? value : [String(value)];
      for (const option of field.options ?? []) {
        const box = screen.getByRole('group', { name: labelled(field) }).querySelector(`input[value="${option.value}"]`) as HTMLInputElement;
        if (chosen.includes(option.value) !== box.checked) await userEvent.click(box);
      }
    } else if (field.kind === 'select') {
      await userEvent.selectOptions(screen.getByLabelText(labelled(field)), String(value));
    } else if (field.kind === 'checkbox') {
      const box = screen.getByLabelText(labelled(field)) as HTMLInputElement;
      if ((value === true) !== box.checked) await userEvent.click(box);
    } else {
      const input = screen.getByLabelText(labelled(field));
      // Pasting a whole answer keeps a long form quick to fill; the form sees the same change events.
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(String(value));
    }
  }
}
