import {
  formatDate,
  formatDateTime,
  formatRupeeAmount,
  formatRupees,
  groupDigitsIN,
  lenderNames,
  type LenderCode,
  type LeadStatus,
  type LeadSummary,
  type ProductCategory,
} from '@portal/domain';

/** "22/11/2026, 3:30 pm IST": the partner reads India time whatever the phone's zone. */
export const formatIstDateTime = (iso: string) => `${formatDateTime(new Date(iso))} IST`;
export const formatIstDate = (iso: string) => formatDate(new Date(iso));

/** Amounts are paise; shown in rupees with Indian digit grouping ("Rs 1,00,000"). */
export const formatLeadAmount = (paise: number | undefined) => (paise === undefined ? undefined : formatRupees(paise));

/** The sections of the list when MULTI_LEADS_SECTION is on, in this order (decision 0073). */
export const leadSections = ['insurance', 'lending', 'life', 'other'] as const;
export type LeadSection = (typeof leadSections)[number];
export const sectionOf = (category: ProductCategory | undefined): LeadSection => category ?? 'other';

/** Statuses of an insurance sale the partner can pick up again on the review page. */
const resumableStatuses: readonly LeadStatus[] = ['PROPOSAL_DRAFT', 'PROPOSAL_SUBMITTED', 'PAYMENT_PENDING', 'PAYMENT_FAILED'];

/** "Resume": the proposal's review page by its reference id (not personal data), where the sale can go on. */
export function resumeHrefOf(lead: Pick<LeadSummary, 'status' | 'referenceId' | 'productCode'>): string | undefined {
  if (!lead.referenceId || !resumableStatuses.includes(lead.status)) return undefined;
  return `/products/${encodeURIComponent(lead.productCode)}/review-payment?referenceId=${encodeURIComponent(lead.referenceId)}`;
}

/** The policy certificate again (GET /api/policies/{policyNumber}/document, a PDF attachment). */
export function policyDocumentHref(lead: Pick<LeadSummary, 'policyNumber'>): string | undefined {
  return lead.policyNumber ? `/api/policies/${encodeURIComponent(lead.policyNumber)}/document` : undefined;
}

/** "monthlyIncome" → "Monthly income"; "pinCode" → "Pin code". */
export function labelOfKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An answer as words: Yes/No, lists joined, numbers grouped the Indian way, nested answers as "Label: value". */
export function formatAnswer(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return groupDigitsIN(value);
  // A code word such as SALARIED or SELF_EMPLOYED reads as words; short codes (OPD, YES) stay.
  if (typeof value === 'string' && /^[A-Z]{5,}(_[A-Z]+)*$|^[A-Z]+(_[A-Z]+)+$/.test(value)) return labelOfKey(value.toLowerCase());
  // Other strings as typed: a pin code or a mobile must not gain grouping commas.
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(formatAnswer).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // An add-on or plan is usually { code, name, … }: its name says it.
    if (typeof record.name === 'string') return record.name;
    return Object.entries(record)
      .map(([key, inner]) => `${labelOfKey(key)}: ${formatAnswer(inner)}`)
      .join('; ');
  }
  return String(value);
}

export interface LeadAnswer {
  key: string;
  label: string;
  value: string;
  /** A number of months or years, said with its unit in the page's language (the value is its English). */
  count?: { unit: 'months' | 'years'; count: number };
}

export interface LeadTabAnswers {
  details: LeadAnswer[];
  addOns: string[];
  eligibility: LeadAnswer[];
}

/** Answers kept under these keys are the sale's or offer's add-ons (ADDONS tab). */
const addOnKeys = new Set(['addOns', 'addons', 'riders', 'selectedAddOns']);
/** Answers a lender's or insurer's eligibility reads (ELIGIBILITY_CRITERIA tab); `eligibility` may also hold them nested. */
const eligibilityKeys = new Set([
  'age',
  'dob',
  'employmentType',
  'occupation',
  'income',
  'monthlyIncome',
  'annualIncome',
  'annualSalary',
  'existingEmi',
  'creditScore',
  'bureauScore',
  'turnover',
  'annualTurnover',
  'businessVintage',
  'vintage',
  'gstin',
  'residenceType',
  'ped',
]);
/** Never shown as answers: ids the page already uses, or secrets of the journey. */
const hiddenKeys = new Set(['quoteId', 'quoteKey', 'referenceId', 'consent', 'token', 'otp']);

const rupeesOf = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) ? formatRupeeAmount(Number(value)) : formatAnswer(value);
const monthsOf = (value: unknown) => (Number(value) === 1 ? '1 month' : `${formatAnswer(value)} months`);
const yearsOf = (value: unknown) => (Number(value) === 1 ? '1 year' : `${formatAnswer(value)} years`);

/**
 * Answers whose key alone would show a code or a bare number to a person ("Lender code DBS", "Tenure
 * months 24", "Monthly income 85000"): their label in words and their value with its unit.
 */
const knownAnswers: Readonly<Record<string, { label: string; value: (value: unknown) => string; unit?: 'months' | 'years' }>> = {
  lenderCode: {
    label: 'Lender',
    value: (value) => (typeof value === 'string' && value in lenderNames ? lenderNames[value as LenderCode] : formatAnswer(value)),
  },
  tenureMonths: { label: 'Tenure', value: monthsOf, unit: 'months' },
  loanTenure: { label: 'Loan tenure', value: yearsOf, unit: 'years' },
  monthlyIncome: { label: 'Monthly income', value: rupeesOf },
  annualIncome: { label: 'Annual income', value: rupeesOf },
  annualSalary: { label: 'Annual salary', value: rupeesOf },
  annualTurnover: { label: 'Annual turnover', value: rupeesOf },
  existingEmi: { label: 'Existing EMIs a month', value: rupeesOf },
  loanAmount: { label: 'Loan amount', value: rupeesOf },
  amount: { label: 'Amount', value: rupeesOf },
  depositAmount: { label: 'Deposit amount', value: rupeesOf },
  sumInsured: { label: 'Sum insured', value: rupeesOf },
  sumAssured: { label: 'Sum assured', value: rupeesOf },
  pinCode: { label: 'Pincode', value: formatAnswer },
  dob: { label: 'Date of birth', value: formatAnswer },
};

const answerOf = (key: string, value: unknown): LeadAnswer => {
  const known = knownAnswers[key];
  if (!known) return { key, label: labelOfKey(key), value: formatAnswer(value) };
  const count = known.unit && value !== '' && Number.isFinite(Number(value)) ? { unit: known.unit, count: Number(value) } : undefined;
  return { key, label: known.label, value: known.value(value), ...(count ? { count } : {}) };
};

/** Splits a lead's answers into its three tabs (SPEC §2 LEAD_DETAILS, ADDONS, ELIGIBILITY_CRITERIA; decision 0074). */
export function splitLeadAnswers(details: Record<string, unknown>): LeadTabAnswers {
  const answers: LeadTabAnswers = { details: [], addOns: [], eligibility: [] };
  for (const [key, value] of Object.entries(details)) {
    if (hiddenKeys.has(key)) continue;
    if (addOnKeys.has(key)) {
      const items = Array.isArray(value)
        ? value
        : value && typeof value === 'object'
          ? Object.entries(value)
              .filter(([, on]) => on !== false)
              .map(([name]) => labelOfKey(name))
          : [value];
      answers.addOns.push(...items.filter((item) => item !== undefined && item !== null && item !== '').map(formatAnswer));
    } else if (key === 'eligibility' && value && typeof value === 'object' && !Array.isArray(value)) {
      answers.eligibility.push(...Object.entries(value as Record<string, unknown>).map(([inner, innerValue]) => answerOf(inner, innerValue)));
    } else if (eligibilityKeys.has(key)) {
      answers.eligibility.push(answerOf(key, value));
    } else {
      answers.details.push(answerOf(key, value));
    }
  }
  return answers;
}
