import { describe, expect, it } from 'vitest';
import { qrCodeMessages } from './qr-codes';
import { qrSheetFields, qrSheetFormSchema } from './qr-codes-forms';

describe('the QR sheet form', () => {
  it('turns the typed count and the chosen sum insured into the API’s request', () => {
    expect(qrSheetFormSchema.parse({ count: ' 8 ', sumInsured: '500000' })).toEqual({ count: 8, sumInsured: 500000 });
  });

  it('says the API’s words for a count that is not a whole number from 1 to 60, and a sum insured not listed', () => {
    for (const count of ['', '0', '61', '6.5', '1e1', 'six']) {
      const result = qrSheetFormSchema.safeParse({ count, sumInsured: '300000' });
      expect(result.success ? undefined : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]), count).toEqual([
        ['count', qrCodeMessages.count],
      ]);
    }
    const result = qrSheetFormSchema.safeParse({ count: '6', sumInsured: '123' });
    expect(result.success ? undefined : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['sumInsured', qrCodeMessages.sumInsured],
    ]);
  });

  it('starts at six codes of the first sum insured, each a listed option', () => {
    const [count, sumInsured] = qrSheetFields;
    expect(count?.defaultValue).toBe('6');
    expect(sumInsured?.options?.map((option) => option.value)).toContain(sumInsured?.defaultValue);
  });
});
