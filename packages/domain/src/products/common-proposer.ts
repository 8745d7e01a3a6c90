import type { FieldConfig, FieldOption, FormValues } from '../fields/field-config';
import { formatDob } from '../validation/dates';
import { plainOptions } from '../fields/options';
import { messages } from '../validation/rule-messages';
import { tenants, type TenantCode } from '../tenants';

/** SPEC §3 common proposer: titles, genders and payment modes. */
export const titles = ['Mr', 'Ms', 'Mrs'] as const;
export const genders = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
  { value: 'OTHER', label: 'Other' },
] as const;
export const paymentModeOptions = [
  { value: 'ONLINE', label: 'Pay online (insurer gateway)' },
  { value: 'MINTPAY', label: 'MintPay wallet' },
] as const;

export const nomineeRelationships = ['HUSBAND', 'WIFE', 'SON', 'DAUGHTER', 'FATHER', 'MOTHER', 'BROTHER', 'SISTER', 'GRANDFATHER', 'GRANDMOTHER'] as const;

/** A relationship in words for a sentence: GRANDFATHER → "grandfather". */
export const nomineeRelationshipLabel = (relationship: string): string | undefined =>
  (nomineeRelationships as readonly string[]).includes(relationship) ? relationship.toLowerCase() : undefined;

const dobField = { kind: 'date', inputType: 'text', placeholder: 'DD/MM/YYYY', maxLength: 10 } as const;

/**
 * The proposer every insurance proposal asks for (SPEC §3), each field with its §5 rule. Products
 * put these after their own proposal fields, replacing one where they need to (see replaceField).
 */
/**
 * An address as five fields with the §5 rules (pin code, city, state). `prefix` names another address on
 * the same form: addressFields('shop', 'Shop') gives shopAddress1 … shopState, labelled "Shop …".
 */
export function addressFields(prefix = '', labelPrefix = ''): FieldConfig[] {
  const name = (field: string) => (prefix ? `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}` : field);
  const label = (text: string) => (labelPrefix ? `${labelPrefix} ${text}` : text);
  return [
    { name: name('address1'), kind: 'text', inputType: 'text', label: label('Address Line 1'), mandatory: true, maxLength: 120 },
    { name: name('address2'), kind: 'text', inputType: 'text', label: label('Address Line 2'), mandatory: false, maxLength: 120 },
    { name: name('pinCode'), kind: 'text', inputType: 'tel', label: label('Pincode'), mandatory: true, rule: { name: 'pinCode' }, maxLength: 6 },
    { name: name('city'), kind: 'text', inputType: 'text', label: label('City'), mandatory: true, rule: { name: 'city' } },
    { name: name('state'), kind: 'text', inputType: 'text', label: label('State'), mandatory: true, rule: { name: 'state' } },
  ];
}

export const commonProposerFields: readonly FieldConfig[] = [
  { name: 'title', kind: 'select', inputType: 'text', label: 'Title', mandatory: true, options: plainOptions(titles) },
  {
    name: 'firstName',
    kind: 'text',
    inputType: 'text',
    label: 'First Name',
    mandatory: true,
    rule: { name: 'firstName' },
    placeholder: 'As on PAN card',
  },
  {
    name: 'lastName',
    kind: 'text',
    inputType: 'text',
    label: 'Last Name',
    mandatory: true,
    rule: { name: 'lastName' },
  },
  {
    name: 'email',
    kind: 'text',
    inputType: 'email',
    label: 'Email',
    mandatory: true,
    rule: { name: 'email' },
    placeholder: 'name@example.com',
  },
  {
    name: 'mobile',
    kind: 'text',
    inputType: 'tel',
    label: 'Mobile Number',
    mandatory: true,
    rule: { name: 'mobile' },
    maxLength: 10,
    placeholder: '10 digit mobile number',
  },
  { name: 'dob', ...dobField, label: 'Date of Birth', mandatory: true, rule: { name: 'dob' } },
  { name: 'gender', kind: 'radio', inputType: 'text', label: 'Gender', mandatory: true, options: genders, requiredMessage: messages.chooseOption },
  ...addressFields(),
  {
    name: 'paymentMode',
    kind: 'radio',
    inputType: 'text',
    label: 'Payment Mode',
    mandatory: true,
    options: paymentModeOptions,
    defaultValue: 'ONLINE',
    // MINTPAY is offered but no partner account has the wallet configured (SPEC §5).
    rule: { name: 'rejectValues', values: ['MINTPAY'], message: messages.paymentModeNotConfigured },
    requiredMessage: messages.chooseOption,
  },
];

/** SPEC §3 nominee of a proposal. */
export const nomineeFields: readonly FieldConfig[] = [
  {
    name: 'nomineeTitle',
    kind: 'select',
    inputType: 'text',
    label: 'Nominee Title',
    mandatory: true,
    options: plainOptions(titles),
  },
  {
    name: 'nomineeFirstName',
    kind: 'text',
    inputType: 'text',
    label: 'Nominee First Name',
    mandatory: true,
    rule: { name: 'firstName' },
  },
  {
    name: 'nomineeLastName',
    kind: 'text',
    inputType: 'text',
    label: 'Nominee Last Name',
    mandatory: true,
    rule: { name: 'lastName' },
  },
  { name: 'nomineeDob', ...dobField, label: 'Nominee Date of Birth', mandatory: true, rule: { name: 'dob' } },
  {
    name: 'nomineeRelationship',
    kind: 'select',
    inputType: 'text',
    label: 'Relationship with Proposer',
    mandatory: true,
    options: nomineeRelationships.map((value) => ({ value, label: value.charAt(0) + value.slice(1).toLowerCase() })),
    requiredMessage: messages.chooseOption,
  },
];

/**
 * Quote fields naming the customer (SPEC §3 leadName and fullName): at least two letters, words separated
 * by spaces ('Invalid Characters.'), with the §8 messages when empty.
 */
export const leadNameField: FieldConfig = {
  name: 'leadName',
  kind: 'text',
  inputType: 'text',
  label: 'Lead Name',
  mandatory: true,
  rule: { name: 'personName' },
  requiredMessage: messages.enterLeadName,
  maxLength: 60,
  placeholder: "Customer's full name",
};
/** A person's name typed in full (the personName rule), with the label and message of the form that asks it. */
export const personNameFieldOf = (name: string, label: string, requiredMessage: string, maxLength = 100): FieldConfig => ({
  name,
  kind: 'text',
  inputType: 'text',
  label,
  mandatory: true,
  rule: { name: 'personName' },
  requiredMessage,
  maxLength,
});
/** A 10-digit mobile number (the mobile rule; SPEC's message when empty), with the label of the form that asks it. */
export const mobileFieldOf = (name: string, label: string, hint?: string): FieldConfig => ({
  name,
  kind: 'text',
  inputType: 'tel',
  label,
  mandatory: true,
  rule: { name: 'mobile' },
  requiredMessage: messages.mobile,
  maxLength: 10,
  ...(hint ? { hint } : {}),
});
export const fullNameField: FieldConfig = { ...leadNameField, name: 'fullName', label: 'Customer Name', requiredMessage: messages.enterCustomerName };

/**
 * The quote's plan choice ('Select Plan Type' when empty), the first plan preselected; the landing's plan
 * list and this field are kept in step by the web.
 */
export function planCodeField(plans: readonly FieldOption[]): FieldConfig {
  return {
    name: 'planCode',
    kind: 'select',
    inputType: 'text',
    label: 'Plan',
    mandatory: true,
    options: plans,
    defaultValue: plans[0]!.value,
    requiredMessage: messages.selectPlanType,
  };
}

/** The purchase invoice of a device or appliance: its number and a scan ('Add Invoice as a PDF or Image' style message). */
export function invoiceFields(invoiceFileMessage: string): FieldConfig[] {
  return [
    { name: 'invoiceNumber', kind: 'text', inputType: 'text', label: 'Invoice Number', mandatory: true, maxLength: 40 },
    {
      name: 'invoiceFile',
      kind: 'file',
      inputType: 'file',
      label: 'Invoice',
      mandatory: true,
      accept: ['application/pdf', 'image/jpeg', 'image/png'],
      requiredMessage: invoiceFileMessage,
      hint: 'A PDF, JPEG or PNG of up to 5 MB',
    },
  ];
}

/** A copy of `fields` with the field named `name` replaced (e.g. a state dropdown instead of free text). */
export function replaceField(fields: readonly FieldConfig[], name: string, replacement: FieldConfig): FieldConfig[] {
  if (!fields.some((field) => field.name === name)) throw new Error(`No field named ${name} to replace`);
  return fields.map((field) => (field.name === name ? replacement : field));
}

const yearsBefore = (today: Date, years: number): Date => new Date(today.getFullYear() - years, today.getMonth(), today.getDate());

/** Valid proposer values as of `today` (a 35-year-old), for products' `samples`. */
export function sampleProposer(today: Date): FormValues {
  return {
    title: 'Ms',
    firstName: 'Asha',
    lastName: 'Patil',
    email: 'asha.patil@example.com',
    mobile: '9876543210',
    dob: formatDob(yearsBefore(today, 35)),
    gender: 'FEMALE',
    address1: '12 MG Road',
    address2: 'Near City Bus Stand',
    pinCode: '411001',
    city: 'Pune',
    state: 'Maharashtra',
    paymentMode: 'ONLINE',
  };
}

/** Valid nominee values as of `today` (a 38-year-old husband), for products' `samples`. */
export function sampleNominee(today: Date): FormValues {
  return {
    nomineeTitle: 'Mr',
    nomineeFirstName: 'Rahul',
    nomineeLastName: 'Patil',
    nomineeDob: formatDob(yearsBefore(today, 38)),
    nomineeRelationship: 'HUSBAND',
  };
}

/**
 * A form as one tenant's partners see it: the payment mode offers only the modes the tenant has (MintPay
 * appears nowhere until a tenant has the wallet). The full field, with its refusal of MINTPAY, still
 * checks what the API receives.
 */
export function fieldsForTenant(fields: readonly FieldConfig[], tenant: TenantCode): readonly FieldConfig[] {
  const modes: readonly string[] = tenants[tenant].paymentModes;
  return fields.map((field) =>
    field.name === 'paymentMode' && field.options ? { ...field, options: field.options.filter((option) => modes.includes(option.value)) } : field,
  );
}
