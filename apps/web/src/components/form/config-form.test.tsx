import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import type { FieldConfig, FieldKind, FormValues } from '@portal/domain';
import { FormsReadOnlyContext } from '../../lib/use-can-write';
import { ConfigForm } from './config-form';
import type { FieldProps } from './field-props';
import { useFieldInput } from './use-field-input';
import { renderWithStore } from './render-with-store';
import { stubFetch } from './stub-fetch';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pinCode: FieldConfig = {
  name: 'pinCode',
  kind: 'text',
  inputType: 'tel',
  label: 'Pincode',
  mandatory: true,
  rule: { name: 'pinCode' },
  requiredMessage: 'Pincode is required!',
  maxLength: 6,
};
const dob: FieldConfig = { name: 'dob', kind: 'date', inputType: 'text', label: 'Date of Birth', mandatory: true, rule: { name: 'dob' } };
const tripStart: FieldConfig = { name: 'tripStartDate', kind: 'date', inputType: 'text', label: 'Trip Start Date', mandatory: true, rule: { name: 'date' } };
const price: FieldConfig = {
  name: 'price',
  kind: 'amount',
  inputType: 'number',
  label: 'Device Price',
  mandatory: true,
  rule: {
    name: 'amountBetween',
    min: 10000,
    max: 200000,
    maxExclusive: true,
    invalidMessage: 'Enter Valid Price',
    minMessage: 'Price should be more than Rs.10000',
    maxMessage: 'Price should be less than Rs.200000',
  },
  requiredMessage: 'Enter Valid Price',
};

// One sample per kind: a kind added to the domain without a sample here does not compile.
const sampleOfKind: Record<FieldKind, FieldConfig> = {
  text: { name: 'firstName', kind: 'text', inputType: 'text', label: 'First Name', mandatory: false },
  select: { name: 'sumInsured', kind: 'select', inputType: 'text', label: 'Sum Insured', mandatory: false, options: [{ value: '1000000', label: '1000000' }] },
  radio: { name: 'gender', kind: 'radio', inputType: 'text', label: 'Gender', mandatory: false, options: [{ value: 'MALE', label: 'Male' }] },
  date: { name: 'dob', kind: 'date', inputType: 'text', label: 'Date of Birth', mandatory: false },
  amount: { name: 'price', kind: 'amount', inputType: 'number', label: 'Device Price', mandatory: false },
  file: { name: 'panCard', kind: 'file', inputType: 'file', label: 'PAN Card', mandatory: false, accept: ['application/pdf'] },
  checkbox: { name: 'consent', kind: 'checkbox', inputType: 'checkbox', label: 'I agree', mandatory: false },
  multiselect: {
    name: 'members',
    kind: 'multiselect',
    inputType: 'checkbox',
    label: 'Members',
    mandatory: false,
    options: [{ value: 'SPOUSE', label: 'Spouse' }],
  },
};

const renderForm = (props: Partial<Parameters<typeof ConfigForm>[0]> & { fields: readonly FieldConfig[] }) => {
  const onSubmit = vi.fn<(values: FormValues) => void>();
  const view = renderWithStore(<ConfigForm onSubmit={onSubmit} submitLabel="Get Quote" {...props} />);
  return { onSubmit, ...view };
};

const errorOf = (input: HTMLElement) => {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find((text) => text) ?? null;
};

describe('ConfigForm', () => {
  it.each(Object.entries(sampleOfKind))('renders a %s field with its label', (kind, field) => {
    renderForm({ fields: [field] });
    const named = kind === 'radio' || kind === 'multiselect' ? screen.getByRole('group', { name: field.label }) : screen.getByLabelText(field.label);
    expect(named).toBeTruthy();
  });

  it('shows sum-insured options with Indian digit grouping and submits the numeric value', async () => {
    const { onSubmit } = renderForm({ fields: [{ ...sampleOfKind.select, mandatory: true }] });
    const select = screen.getByLabelText(/^Sum Insured/);
    expect(within(select).getByRole('option', { name: '10,00,000' })).toBeTruthy();
    await userEvent.selectOptions(select, '1000000');
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ sumInsured: '1000000' });
  });

  it.each([
    { field: pinCode, typed: '012345', message: 'Enter Valid Pincode' },
    { field: pinCode, typed: '', message: 'Pincode is required!' },
    { field: dob, typed: '1990', message: 'DOB should be in DD/MM/YYYY format only' },
    { field: dob, typed: '19900101', message: 'Invalid date' },
    { field: tripStart, typed: '011220', message: 'Trip Start Date should be in DD/MM/YYYY format only' },
    { field: dob, typed: '31/02/2020', message: 'Invalid date' },
    { field: price, typed: '9999', message: 'Price should be more than Rs.10000' },
    { field: price, typed: '250000', message: 'Price should be less than Rs.200000' },
    { field: price, typed: 'abc', message: 'Enter Valid Price' },
  ])('shows "$message" beside $field.name for "$typed" and marks it invalid', async ({ field, typed, message }) => {
    const { onSubmit } = renderForm({ fields: [field] });
    const input = screen.getByLabelText(new RegExp(`^${field.label}`));
    if (typed) await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(input)).toBe(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the date placeholder DD/MM/YYYY with a numeric keyboard', () => {
    renderForm({ fields: [dob] });
    const input = screen.getByLabelText(/^Date of Birth/);
    expect(input.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it.each([
    ['01122026', '01/12/2026'],
    ['0112', '01/12'],
    ['01/12/2026', '01/12/2026'],
    ['01-12-2026', '01/12/2026'],
    ['0112202699', '01/12/2026'],
    ['ab01', '01'],
  ])('puts the slashes in a date typed as %s: %s', async (typed, shown) => {
    renderForm({ fields: [tripStart] });
    const input = screen.getByLabelText(/^Trip Start Date/) as HTMLInputElement;
    await userEvent.type(input, typed);
    expect(input.value).toBe(shown);
  });

  it('lets a slash be deleted back over and submits the masked date', async () => {
    const { onSubmit } = renderForm({ fields: [tripStart] });
    const input = screen.getByLabelText(/^Trip Start Date/) as HTMLInputElement;
    await userEvent.type(input, '011');
    expect(input.value).toBe('01/1');
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input.value).toBe('0');
    await userEvent.type(input, '1122026');
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ tripStartDate: '01/12/2026' });
  });

  it('keeps the caret beside a digit changed in the middle of a date', async () => {
    renderForm({ fields: [tripStart] });
    const input = screen.getByLabelText(/^Trip Start Date/) as HTMLInputElement;
    await userEvent.type(input, '01122026');
    // Caret after "01/1", delete the month's "1" and type "0": the month becomes 02, the caret stays there.
    input.setSelectionRange(4, 4);
    await userEvent.type(input, '{Backspace}0', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input.value).toBe('01/02/2026');
    expect(input.selectionStart).toBe(4);
  });

  it('keeps the caret in place when a digit is typed over with the same digit (the value does not change)', async () => {
    renderForm({ fields: [tripStart] });
    const input = screen.getByLabelText(/^Trip Start Date/) as HTMLInputElement;
    await userEvent.type(input, '01122026');
    await userEvent.type(input, '1', { initialSelectionStart: 3, initialSelectionEnd: 4 });
    expect(input.value).toBe('01/12/2026');
    expect(input.selectionStart).toBe(4);
    await userEvent.type(input, '5', { initialSelectionStart: 6, initialSelectionEnd: 7 });
    expect(input.value).toBe('01/12/5026');
    expect(input.selectionStart).toBe(7);
  });

  it('types over the next digit of a full date, across a slash', async () => {
    renderForm({ fields: [tripStart] });
    const input = screen.getByLabelText(/^Trip Start Date/) as HTMLInputElement;
    await userEvent.type(input, '01122026');
    await userEvent.type(input, '3', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input.value).toBe('01/13/2026');
    expect(input.selectionStart).toBe(5);
    await userEvent.type(input, '9', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input.value).toBe('01/13/9026');
    expect(input.selectionStart).toBe(7);
  });

  it('deletes the digit before a slash that Backspace deletes, and keeps the caret there', async () => {
    renderForm({ fields: [tripStart] });
    const input = screen.getByLabelText(/^Trip Start Date/) as HTMLInputElement;
    await userEvent.type(input, '01122026');
    await userEvent.type(input, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input.value).toBe('01/12/026');
    expect(input.selectionStart).toBe(4);
    await userEvent.type(input, '3', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input.value).toBe('01/13/2026');
    expect(input.selectionStart).toBe(5);
  });

  it('groups a typed amount the Indian way and submits the digits', async () => {
    const { onSubmit } = renderForm({ fields: [price] });
    const input = screen.getByLabelText(/^Device Price/) as HTMLInputElement;
    await userEvent.type(input, '150000');
    expect(input.value).toBe('1,50,000');
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ price: '150000' });
  });

  it('asks a showWhen field only while its condition holds, and neither validates nor submits it hidden', async () => {
    const fields: FieldConfig[] = [
      {
        name: 'opd',
        kind: 'radio',
        inputType: 'text',
        label: 'OPD',
        mandatory: true,
        options: [
          { value: 'YES', label: 'Yes' },
          { value: 'NO', label: 'No' },
        ],
      },
      { name: 'opdLimit', kind: 'text', inputType: 'text', label: 'OPD Limit', mandatory: true, showWhen: { field: 'opd', equals: ['YES'] } },
    ];
    const { onSubmit } = renderForm({ fields });
    expect(screen.queryByLabelText(/^OPD Limit/)).toBeNull();
    await userEvent.click(screen.getByLabelText('Yes'));
    expect(screen.getByLabelText(/^OPD Limit/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^OPD Limit/), '5000');
    await userEvent.click(screen.getByLabelText('No'));
    expect(screen.queryByLabelText(/^OPD Limit/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ opd: 'NO' });
  });

  it('keeps a locked multiselect default chosen and not editable', async () => {
    const members: FieldConfig = {
      name: 'membersToBeCovered',
      kind: 'multiselect',
      inputType: 'checkbox',
      label: 'Members',
      mandatory: true,
      locked: true,
      defaultValue: ['SPOUSE'],
      options: [
        { value: 'SPOUSE', label: 'Spouse' },
        { value: 'CHILD1', label: 'Child 1' },
      ],
    };
    const { onSubmit } = renderForm({ fields: [members] });
    const spouse = screen.getByLabelText('Spouse') as HTMLInputElement;
    expect(spouse.checked).toBe(true);
    expect(spouse.disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('Child 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ membersToBeCovered: ['SPOUSE', 'CHILD1'] });
  });

  it("shows the server's field messages beside their fields", async () => {
    const { rerender } = renderForm({ fields: [pinCode, dob] });
    rerender(
      <ConfigForm
        fields={[pinCode, dob]}
        onSubmit={() => undefined}
        submitLabel="Get Quote"
        serverErrors={{ pinCode: 'Enter Valid Pincode', quoteId: 'Quote is required' }}
      />,
    );
    const input = await screen.findByLabelText(/^Pincode/);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(input)).toBe('Enter Valid Pincode');
    expect(screen.getByLabelText(/^Date of Birth/).getAttribute('aria-invalid')).toBeNull();
    // A message for a field the form does not show is still shown, above the button.
    expect(screen.getByRole('alert').textContent).toContain('Quote is required');
  });

  it("runs the product's refine and shows its message beside the field it names", async () => {
    const { onSubmit } = renderForm({
      fields: [pinCode],
      refine: (values, ctx) => {
        if (values.pinCode === '411001') ctx.addIssue({ code: 'custom', path: ['pinCode'], message: 'Plan not available for Basement' });
      },
    });
    const input = screen.getByLabelText(/^Pincode/);
    await userEvent.type(input, '411001');
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(errorOf(input)).toBe('Plan not available for Basement'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks with a request schema loaded with the validation (loadSchema), and submits its output', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(z.object({ firstName: z.string().trim().min(3, { message: 'Name is too short' }) })));
    const { onSubmit } = renderForm({ fields: [sampleOfKind.text], loadSchema });
    const input = screen.getByLabelText('First Name');
    await userEvent.type(input, 'Al');
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(errorOf(input)).toBe('Name is too short'));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, ' Alice ');
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Alice' }, expect.anything()));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('fetches the choices of an optionsFrom field', async () => {
    const { calls } = stubFetch(() => Response.json([{ value: 'ACME', label: 'Acme General' }]));
    renderForm({ fields: [{ name: 'insurer', kind: 'select', inputType: 'text', label: 'Insurer', mandatory: true, optionsFrom: '/lookups/insurers' }] });
    expect(await screen.findByRole('option', { name: 'Acme General' })).toBeTruthy();
    expect(calls[0]?.url.pathname).toBe('/api/lookups/insurers');
  });

  it('uploads a chosen file and submits its fileId', async () => {
    const { calls } = stubFetch(() => Response.json({ fileId: 'file_123', fileName: 'pan.pdf', contentType: 'application/pdf', size: 2048 }));
    const { onSubmit } = renderForm({ fields: [{ ...sampleOfKind.file, mandatory: true, requiredMessage: 'Add PAN Card as a PDF or Image' }] });
    await userEvent.upload(screen.getByLabelText(/^PAN Card/), new File(['%PDF-1.7'], 'pan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploaded pan.pdf (2 KB)')).toBeTruthy();
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/files/v1/upload');
    expect((calls[0]?.body as FormData).get('file')).toHaveProperty('name', 'pan.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ panCard: 'file_123' });
  });

  it("refuses a file of a type the field does not take with the field's message", async () => {
    renderForm({ fields: [{ ...sampleOfKind.file, mandatory: true, requiredMessage: 'Add PAN Card as a PDF or Image' }] });
    const input = screen.getByLabelText(/^PAN Card/);
    await userEvent.upload(input, new File(['x'], 'pan.txt', { type: 'text/plain' }), { applyAccept: false });
    await waitFor(() => expect(errorOf(input)).toBe('Add PAN Card as a PDF or Image'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('an address pin code fills city and state', () => {
  const city: FieldConfig = { name: 'shopCity', kind: 'text', inputType: 'text', label: 'Shop City', mandatory: true, rule: { name: 'city' } };
  const state: FieldConfig = { name: 'shopState', kind: 'text', inputType: 'text', label: 'Shop State', mandatory: true, rule: { name: 'state' } };
  const shopPinCode: FieldConfig = { ...pinCode, name: 'shopPinCode', label: 'Shop Pincode' };
  const valueOf = (label: string) => (screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value;

  function stubDirectory() {
    return stubFetch((call) =>
      call.url.pathname === '/api/lookups/pincodes/400001'
        ? Response.json({ pinCode: '400001', city: 'Mumbai', state: 'Maharashtra' })
        : Response.json({ error: { code: 'NOT_FOUND', message: 'India Post has no such pin code' } }, { status: 404 }),
    );
  }

  it('fills both once the sixth digit is typed, and asks only then', async () => {
    const { calls } = stubDirectory();
    renderWithStore(<ConfigForm fields={[shopPinCode, city, state]} onSubmit={() => {}} submitLabel="Proceed" />);
    await userEvent.type(screen.getByLabelText(/^Shop Pincode/), '40000');
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Shop Pincode/), '1');
    await waitFor(() => expect(valueOf('Shop City')).toBe('Mumbai'));
    expect(valueOf('Shop State')).toBe('Maharashtra');
  });

  it('keeps a city the partner typed and fills the empty state', async () => {
    stubDirectory();
    renderWithStore(<ConfigForm fields={[shopPinCode, city, state]} onSubmit={() => {}} submitLabel="Proceed" />);
    await userEvent.type(screen.getByLabelText(/^Shop City/), 'Navi Mumbai');
    await userEvent.type(screen.getByLabelText(/^Shop Pincode/), '400001');
    await waitFor(() => expect(valueOf('Shop State')).toBe('Maharashtra'));
    expect(valueOf('Shop City')).toBe('Navi Mumbai');
  });

  it('clears the city\'s and state\'s "required" messages once a pin code typed after a submit fills them', async () => {
    stubDirectory();
    renderWithStore(<ConfigForm fields={[shopPinCode, city, state]} onSubmit={() => {}} submitLabel="Proceed" />);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    const cityInput = screen.getByLabelText(/^Shop City/);
    await waitFor(() => expect(cityInput.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.type(screen.getByLabelText(/^Shop Pincode/), '400001');
    await waitFor(() => expect(valueOf('Shop City')).toBe('Mumbai'));
    await waitFor(() => expect(cityInput.getAttribute('aria-invalid')).toBeNull());
    expect(screen.getByLabelText(/^Shop State/).getAttribute('aria-invalid')).toBeNull();
  });

  it("fills them from a pin code the form opens with (a proposal's, carried from its quote), and shows no message", async () => {
    stubDirectory();
    renderWithStore(<ConfigForm fields={[shopPinCode, city, state]} defaultValues={{ shopPinCode: '400001' }} onSubmit={() => {}} submitLabel="Proceed" />);
    await waitFor(() => expect(valueOf('Shop State')).toBe('Maharashtra'));
    expect(valueOf('Shop City')).toBe('Mumbai');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('leaves both empty for a pin code India Post does not have', async () => {
    const { calls } = stubDirectory();
    renderWithStore(<ConfigForm fields={[shopPinCode, city, state]} onSubmit={() => {}} submitLabel="Proceed" />);
    await userEvent.type(screen.getByLabelText(/^Shop Pincode/), '987654');
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/lookups/pincodes/987654')).toBe(true));
    expect(valueOf('Shop City')).toBe('');
    expect(valueOf('Shop State')).toBe('');
  });
});

describe('typing into one field', () => {
  it('redraws that field and not the others (on a slow phone a twenty-field form redrawn per key lags the typing)', async () => {
    const draws: string[] = [];
    const CountedTextField = ({ field, id }: FieldProps) => {
      const { ref, name, value, onChange, onBlur } = useFieldInput(field);
      draws.push(field.name);
      return (
        <>
          <label htmlFor={id}>{field.label}</label>
          <input
            id={id}
            name={name}
            ref={ref}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        </>
      );
    };
    const other: FieldConfig = { ...sampleOfKind.text, name: 'lastName', label: 'Last Name' };
    renderWithStore(
      <ConfigForm
        fields={[sampleOfKind.text, other]}
        fieldInputs={{ firstName: CountedTextField, lastName: CountedTextField }}
        onSubmit={() => {}}
        submitLabel="Proceed"
      />,
    );
    draws.length = 0;
    await userEvent.type(screen.getByLabelText(/^First Name/), 'Asha');
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Asha');
    expect(draws.filter((name) => name === 'firstName').length).toBeGreaterThanOrEqual(4);
    expect(draws.filter((name) => name === 'lastName')).toEqual([]);
  });
});

describe('whoever is looking', () => {
  const form = () => <ConfigForm fields={[pinCode]} onSubmit={() => undefined} submitLabel="Get Quote" aria-label="Quote" />;

  it('on a page the frame makes read-only (a view seat), the form is shown filled, told why, with no submit button', () => {
    stubFetch(() => Response.json({}));
    renderWithStore(<FormsReadOnlyContext.Provider value={true}>{form()}</FormsReadOnlyContext.Provider>);
    expect(screen.getByText('Your account can view but not make changes.')).toBeDefined();
    expect(screen.getByLabelText(/Pincode/).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Get Quote' })).toBeNull();
  });
});
