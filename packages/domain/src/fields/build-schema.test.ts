import { describe, expect, it } from 'vitest';
import { buildFormSchema, fieldErrorsOf, type FormRefine } from './build-schema';
import type { FieldConfig } from './field-config';
import { amountOptions } from './options';
import { messages } from '../validation/rule-messages';

const fields: FieldConfig[] = [
  { name: 'planCode', kind: 'radio', inputType: 'text', label: 'Plan', mandatory: true, options: amountOptions([1, 2]), requiredMessage: 'Select Plan Type' },
  {
    name: 'amount',
    kind: 'select',
    inputType: 'text',
    label: 'Amount',
    mandatory: true,
    options: amountOptions([100000]),
    showWhen: { field: 'planCode', equals: ['1'] },
  },
  {
    name: 'amount',
    kind: 'select',
    inputType: 'text',
    label: 'Amount',
    mandatory: true,
    options: amountOptions([200000]),
    showWhen: { field: 'planCode', equals: ['2'] },
  },
  { name: 'pinCode', kind: 'text', inputType: 'tel', label: 'Pincode', mandatory: true, rule: { name: 'pinCode' } },
  { name: 'note', kind: 'text', inputType: 'text', label: 'Note', mandatory: false },
];
const amountMustBeLarge: FormRefine = (values, ctx) => {
  if (values.amount === '100000') ctx.addIssue({ code: 'custom', message: 'Too small', path: ['amount'] });
};
const errorsOf = (values: unknown, refine?: FormRefine) => {
  const result = buildFormSchema(fields, refine).safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('buildFormSchema', () => {
  it('checks only the field of the shown variant and drops unknown keys', () => {
    const result = buildFormSchema(fields).safeParse({ planCode: '2', amount: '200000', pinCode: '411001', extra: 'x' });
    expect(result.data).toEqual({ planCode: '2', amount: '200000', pinCode: '411001', note: '' });
    expect(errorsOf({ planCode: '1', amount: '200000', pinCode: '411001' })).toEqual({ amount: 'Amount is required' });
  });

  it('answers the spec message for a malformed value and the required message for an empty one', () => {
    expect(errorsOf({ planCode: '', pinCode: '01100' })).toEqual({ planCode: 'Select Plan Type', pinCode: 'Enter Valid Pincode' });
  });

  it('runs the refine beside failing fields, keeping one message per field', () => {
    expect(errorsOf({ planCode: '1', amount: '100000', pinCode: '1' }, amountMustBeLarge)).toEqual({ amount: 'Too small', pinCode: 'Enter Valid Pincode' });
    const alwaysRefuseAmount: FormRefine = (_values, ctx) => ctx.addIssue({ code: 'custom', message: 'Too small', path: ['amount'] });
    expect(errorsOf({ planCode: '1', amount: '', pinCode: '411001' }, alwaysRefuseAmount)).toEqual({ amount: 'Amount is required' });
  });
});

describe('a field shown by a multiselect', () => {
  const fields: FieldConfig[] = [
    {
      name: 'members',
      kind: 'multiselect',
      inputType: 'checkbox',
      label: 'Members',
      mandatory: true,
      options: [
        { value: 'SPOUSE', label: 'Spouse' },
        { value: 'CHILD1', label: 'Child 1' },
      ],
    },
    { name: 'child1Name', kind: 'text', inputType: 'text', label: 'Child 1 Name', mandatory: true, showWhen: { field: 'members', equals: ['CHILD1'] } },
  ];
  const schema = buildFormSchema(fields);

  it('is asked while the list includes one of its values', () => {
    expect(schema.safeParse({ members: ['SPOUSE', 'CHILD1'] }).error?.issues[0]?.message).toBe('Child 1 Name is required');
  });

  it('is neither asked nor kept while the list does not', () => {
    expect(schema.parse({ members: ['SPOUSE'], child1Name: 'Ravi' })).toEqual({ members: ['SPOUSE'] });
  });

  describe('a date typed without slashes names the date; only a date of birth gets the DOB message (SPEC §5)', () => {
    const dateField = (label: string, rule: FieldConfig['rule']): FieldConfig => ({
      name: 'when',
      kind: 'date',
      inputType: 'text',
      label,
      mandatory: true,
      rule,
    });
    it.each([
      ['Trip Start Date', { name: 'date' }, 'Trip Start Date should be in DD/MM/YYYY format only'],
      ['Loan Commencement Date', { name: 'notAfterToday', message: 'x' }, 'Loan Commencement Date should be in DD/MM/YYYY format only'],
      ['Date of Purchase', { name: 'today', message: 'x' }, 'Date of Purchase should be in DD/MM/YYYY format only'],
      ['Date of Birth', { name: 'dob' }, messages.dobFormat],
      ['Nominee Date of Birth', { name: 'dob' }, messages.dobFormat],
      ['Date of Birth (optional)', { name: 'dob' }, messages.dobFormat],
      ['Spouse Date of Birth', { name: 'ageBetween', min: 18, max: 65, message: 'x' }, messages.dobFormat],
    ] as const)('%s typed as 01122026 says "%s"', (label, rule, message) => {
      const result = buildFormSchema([dateField(label, rule as FieldConfig['rule'])]).safeParse({ when: '01122026' });
      expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({ when: message });
    });
  });
});
