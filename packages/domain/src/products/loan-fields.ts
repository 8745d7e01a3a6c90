import type { FieldConfig, FieldOption, FormValues } from '../fields/field-config';
import { formatDob } from '../validation/dates';
import { fullNameField } from './common-proposer';

/**
 * Fields the loan and deposit sell forms share: the customer, the amount and the tenure. Amounts
 * are whole rupees typed freely (the API turns them into paise); limits are the widest any sandbox lender
 * lends, each lender then applies its own (lending/lenders/<code>.ts).
 */
export const loanMessages = {
  loanAmount: 'Enter valid loan amount',
  loanAmountMin: 'Loan amount should be at least Rs.10000',
  loanAmountMax: (max: string) => `Loan amount should not exceed Rs.${max}`,
  income: 'Enter valid monthly income',
  incomeMin: 'Monthly income should be at least Rs.5000',
  tenure: 'Select loan tenure',
  employment: 'Select employment type',
  purpose: 'Select loan purpose',
  pan: 'Enter valid PAN',
  dobAge: 'Age should be between 18 to 75 years',
  businessName: 'Business name may have letters, digits, spaces, & . and - only',
  turnover: 'Enter valid annual turnover',
  turnoverMin: 'Annual turnover should be at least Rs.100000',
  vintage: 'Business vintage should be between 0 to 100 years',
  propertyValue: 'Enter valid property value',
  propertyValueMin: 'Property value should be at least Rs.500000',
  depositAmount: 'Enter valid deposit amount',
  depositMin: 'Deposit amount should be at least Rs.1000',
  depositMax: 'Deposit amount should not exceed Rs.10000000',
  selectBank: 'Select Bank',
  selectPayout: 'Select interest payout',
  selectTenure: 'Select deposit tenure',
  homeLoanOverValue: 'Loan amount should not exceed 90% of the property value',
} as const;

export const customerNameField: FieldConfig = fullNameField;
export const customerMobileField: FieldConfig = {
  name: 'mobile',
  kind: 'text',
  inputType: 'tel',
  label: 'Mobile Number',
  mandatory: true,
  rule: { name: 'mobile' },
  maxLength: 10,
  hint: 'The customer gets an OTP on this number to give consent',
};
export const customerEmailField: FieldConfig = {
  name: 'email',
  kind: 'text',
  inputType: 'email',
  label: 'Email (optional)',
  mandatory: false,
  rule: { name: 'email' },
  maxLength: 100,
};
export const customerPanField: FieldConfig = {
  name: 'pan',
  kind: 'text',
  inputType: 'text',
  label: 'PAN',
  mandatory: true,
  rule: { name: 'pan', message: loanMessages.pan },
  maxLength: 10,
  placeholder: 'ABCDE1234F',
};
export const customerDobField: FieldConfig = {
  name: 'dob',
  kind: 'date',
  inputType: 'text',
  label: 'Date of Birth',
  mandatory: true,
  rule: { name: 'ageBetween', min: 18, max: 75, message: loanMessages.dobAge },
  placeholder: 'DD/MM/YYYY',
  maxLength: 10,
};
export const pinCodeField: FieldConfig = {
  name: 'pinCode',
  kind: 'text',
  inputType: 'tel',
  label: 'Pincode',
  mandatory: true,
  rule: { name: 'pinCode' },
  maxLength: 6,
  hint: 'Where the customer lives',
};

/** Who the customer is, first on every loan's sell form (personal and home loans). */
export const loanCustomerFields: readonly FieldConfig[] = [
  customerNameField,
  customerMobileField,
  customerEmailField,
  customerPanField,
  customerDobField,
  pinCodeField,
];
export const employmentTypes: readonly FieldOption[] = [
  { value: 'SALARIED', label: 'Salaried' },
  { value: 'SELF_EMPLOYED', label: 'Self-employed' },
];
export const employmentTypeField: FieldConfig = {
  name: 'employmentType',
  kind: 'radio',
  inputType: 'text',
  label: 'Employment Type',
  mandatory: true,
  options: employmentTypes,
  requiredMessage: loanMessages.employment,
};
export const monthlyIncomeField: FieldConfig = {
  name: 'monthlyIncome',
  kind: 'amount',
  inputType: 'tel',
  label: 'Monthly Income (Rs)',
  mandatory: true,
  rule: { name: 'amountBetween', min: 5000, max: 100000000, invalidMessage: loanMessages.income, minMessage: loanMessages.incomeMin },
  maxLength: 9,
};

export function loanAmountField(min: number, max: number): FieldConfig {
  return {
    name: 'loanAmount',
    kind: 'amount',
    inputType: 'tel',
    label: 'Loan Amount (Rs)',
    mandatory: true,
    rule: {
      name: 'amountBetween',
      min,
      max,
      invalidMessage: loanMessages.loanAmount,
      minMessage: min === 10000 ? loanMessages.loanAmountMin : `Loan amount should be at least Rs.${min}`,
      maxMessage: loanMessages.loanAmountMax(String(max)),
    },
    maxLength: String(max).length,
  };
}

/** Tenure choices in months, labelled in years where whole ("24 months (2 years)"). */
export function tenureOptions(months: readonly number[]): FieldOption[] {
  return months.map((m) => ({ value: String(m), label: m % 12 === 0 ? `${m} months (${m / 12} year${m === 12 ? '' : 's'})` : `${m} months` }));
}
export function tenureField(months: readonly number[], label = 'Loan Tenure'): FieldConfig {
  return {
    name: 'tenureMonths',
    kind: 'select',
    inputType: 'text',
    label,
    mandatory: true,
    options: tenureOptions(months),
    requiredMessage: loanMessages.tenure,
  };
}

/** A sample customer for tests and the benchmark: a date of birth 30 years before `today`. */
export function sampleLoanCustomer(today: Date): FormValues {
  const dob = new Date(today.getFullYear() - 30, today.getMonth(), Math.min(today.getDate(), 28));
  return { fullName: 'Asha Verma', mobile: '9876543210', email: 'asha@example.com', pan: 'ABCPV1234K', dob: formatDob(dob), pinCode: '411001' };
}
