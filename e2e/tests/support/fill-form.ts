import { expect, type Locator } from '@playwright/test';
import { isFieldShown, type FieldConfig, type FormValues } from '@portal/domain';
import { samplePdf } from './demo';

/**
 * Fills a config-driven form from a product's field configuration and sample values, the way a
 * partner would: typing, choosing options, ticking boxes and uploading files. Fields are found by their
 * `name`, so the same code drives every product's form.
 */
export async function fillConfigForm(form: Locator, fields: readonly FieldConfig[], values: FormValues): Promise<void> {
  for (const field of fields) {
    // A locked multiselect locks only its default choices (SPOUSE); its other boxes are ticked below.
    if (!isFieldShown(field, values) || (field.locked && field.kind !== 'multiselect')) continue;
    const value = values[field.name];
    if (value === undefined || value === '' || value === false) continue;
    const input = form.locator(`[name="${field.name}"]`);
    switch (field.kind) {
      case 'text':
      case 'date':
      case 'amount':
        // An answer carried from the quote is shown locked (decision 0064): it must already be the sample's.
        if (await input.evaluate((element) => (element as HTMLInputElement).readOnly)) await expect(input).toHaveValue(String(value));
        else await input.fill(String(value));
        break;
      case 'select':
        await input.selectOption(String(value));
        break;
      case 'radio':
        await form.locator(`input[name="${field.name}"][value="${String(value)}"]`).check();
        break;
      case 'checkbox':
        await input.check();
        break;
      case 'multiselect':
        for (const choice of value as string[]) {
          const box = form.locator(`input[name="${field.name}"][value="${choice}"]`);
          if (await box.isEnabled()) await box.check();
        }
        break;
      case 'file':
        await input.setInputFiles(samplePdf);
        // The field's own upload status (a form may hold several file fields), named in its description.
        await expect(input).toHaveAccessibleDescription(new RegExp(`Uploaded ${samplePdf.name}`));
        break;
      default: {
        const unknownKind: never = field.kind;
        throw new Error(`no way to fill a ${String(unknownKind)} field`);
      }
    }
  }
}
