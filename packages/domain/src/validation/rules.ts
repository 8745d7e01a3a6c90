import { z } from 'zod';
import { ageOn, indiaToday, parseDob } from './dates';
import { messages, PIN_CODE_PATTERN, rulePatterns } from './rule-messages';

export { messages, rulePatterns, PIN_CODE_PATTERN };

/**
 * Every validation rule of SPEC §5, written once with the spec's message word for word.
 * Each rule checks a non-empty trimmed string; emptiness is the field's `mandatory` concern
 * (see fields/build-schema.ts). A field names its rule by `{ name, ...params }`, which is plain
 * JSON, so the API can serve field configuration and the browser builds the same schema from it.
 */
const matches = (pattern: RegExp, message: string) => z.string().regex(pattern, { message });

/**
 * The message for a date not typed as dd/mm/yyyy, from the field's label: a date of birth keeps the
 * spec's DOB message word for word (SPEC §5); any other date names itself ("Trip Start Date should be
 * in DD/MM/YYYY format only"), so the partner knows which date is wrong (decision 0062). Without a
 * label (a rule used outside a form) the DOB message stands.
 */
export function dateFormatMessageOf(label?: string): string {
  if (!label || /date of birth/i.test(label)) return messages.dobFormat;
  return `${label.replace(/\s*\(optional\)\s*$/i, '')} should be in DD/MM/YYYY format only`;
}

/** What every date rule may carry: the format message, set by the field builder from the field's label. */
type DateParams = { formatMessage?: string };

/**
 * dd/mm/yyyy that is a real calendar date, then (optionally) a check on that date. Checks run in
 * order and stop at the first failure, so each value gets exactly one message.
 */
export const dateRule = (p: DateParams, check?: (date: Date) => boolean, message?: string) =>
  z.string().superRefine((value, ctx) => {
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return void ctx.addIssue({ code: 'custom', message: p.formatMessage ?? messages.dobFormat });
    const date = parseDob(value);
    if (!date) return void ctx.addIssue({ code: 'custom', message: messages.invalidDate });
    if (check && !check(date)) ctx.addIssue({ code: 'custom', message: message ?? messages.invalidDate });
  });

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Whether a 15-character GSTIN is well formed and its last character is the GSTN check character: over the
 * first 14 characters (values 0-35 in GSTIN_CHARSET), factors 1, 2, 1, 2… from the left; each product is
 * folded as quotient + remainder of 36; the check character is (36 - sum mod 36) mod 36.
 */
export function isValidGstin(value: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) return false;
  const state = Number(value.slice(0, 2));
  if (state < 1 || state > 38) return false;
  return value[14] === gstinCheckCharacter(value.slice(0, 14));
}

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET[(36 - (sum % 36)) % 36]!;
}

const isSameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export const ruleFactories = {
  firstName: (p: { allowSpaces?: boolean } = {}) => matches(p.allowSpaces ? /^[A-Za-z]+( [A-Za-z]+)*$/ : /^[A-Za-z]+$/, messages.firstName),
  lastName: (p: { allowSpaces?: boolean } = {}) => matches(p.allowSpaces ? /^[A-Za-z]+( [A-Za-z]+)*$/ : /^[A-Za-z]+$/, messages.lastName),
  email: () => z.string().pipe(z.email({ message: messages.email })),
  mobile: (p: { message?: string } = {}) => matches(rulePatterns.mobile, p.message ?? messages.mobile),
  pinCode: (p: { message?: string } = {}) => matches(rulePatterns.pinCode, p.message ?? messages.pinCode),
  city: () => matches(/^[A-Za-z]+( [A-Za-z]+)*$/, messages.city),
  state: () => matches(/^[A-Za-z]+( [A-Za-z&]+)*$/, messages.state),
  /** A real calendar date (a date of birth, a trip's start…); the format message comes from the field's label. */
  date: (p: DateParams = {}) => dateRule(p),
  dob: (p: DateParams = {}) => dateRule(p),
  /** dd/mm/yyyy whose age in whole years today lies in [min, max]. */
  ageBetween: (p: { min: number; max: number; message: string } & DateParams) =>
    dateRule(
      p,
      (date) => {
        const age = ageOn(date, indiaToday());
        return age >= p.min && age <= p.max;
      },
      p.message,
    ),
  /** An age typed as a number of years. */
  ageNumber: (p: { min: number; max: number; message: string }) =>
    z.string().refine((value) => /^\d{1,3}$/.test(value) && Number(value) >= p.min && Number(value) <= p.max, {
      message: p.message,
    }),
  imei: () => matches(/^\d{15}$/, messages.imei),
  personName: () => matches(/^[A-Za-z]{2,}( [A-Za-z]+)*$/, messages.invalidCharacters),
  lettersAndSpaces: (p: { message: string }) => matches(/^[A-Za-z]+( [A-Za-z]+)*$/, p.message),
  alphanumeric: (p: { message: string }) => matches(/^[A-Za-z0-9]+$/, p.message),
  /** Alphanumeric words separated by single spaces (a vehicle make such as "Maruti Suzuki"). */
  alphanumericWords: (p: { message: string }) => matches(/^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/, p.message),
  numeric: (p: { message: string }) => matches(/^\d+$/, p.message),
  /** Whole rupees typed freely, bounded; messages per bound. */
  amountBetween: (p: { min: number; max?: number; maxExclusive?: boolean; invalidMessage: string; minMessage: string; maxMessage?: string }) =>
    z.string().superRefine((value, ctx) => {
      if (!/^\d+$/.test(value)) return void ctx.addIssue({ code: 'custom', message: p.invalidMessage });
      const amount = Number(value);
      if (amount < p.min) return void ctx.addIssue({ code: 'custom', message: p.minMessage });
      if (p.max !== undefined && (p.maxExclusive ? amount >= p.max : amount > p.max)) {
        ctx.addIssue({ code: 'custom', message: p.maxMessage ?? p.invalidMessage });
      }
    }),
  multipleOf: (p: { step: number; min?: number; max?: number; invalidMessage: string; stepMessage: string }) =>
    z.string().superRefine((value, ctx) => {
      const amount = Number(value);
      if (!/^\d+$/.test(value) || amount <= 0 || (p.min !== undefined && amount < p.min) || (p.max !== undefined && amount > p.max)) {
        return void ctx.addIssue({ code: 'custom', message: p.invalidMessage });
      }
      if (amount % p.step !== 0) ctx.addIssue({ code: 'custom', message: p.stepMessage });
    }),
  integerBetween: (p: { min: number; max: number; message: string }) =>
    z.string().refine((value) => /^-?\d+$/.test(value) && Number(value) >= p.min && Number(value) <= p.max, { message: p.message }),
  mobileCountryCode: () => matches(/^\+\d{1,4}$/, messages.mobileCountryCode),
  vehicleNumber: () => matches(/^[A-Z]{2}\d{2}[A-Z]{1,2}\d{4}$/, messages.vehicleNumber),
  otp: (p: { length?: number } = {}) =>
    z.string().superRefine((value, ctx) => {
      if (!rulePatterns.numeric.test(value)) return void ctx.addIssue({ code: 'custom', message: messages.otpNumeric });
      if (p.length !== undefined && value.length !== p.length) {
        ctx.addIssue({ code: 'custom', message: p.length === 4 ? messages.sachetOtp : messages.otpValidNumeric });
      }
    }),
  pan: (p: { message?: string } = {}) => matches(/^[A-Z]{5}\d{4}[A-Z]$/, p.message ?? 'Enter valid PAN'),
  /** A GSTIN: state code, the holder's PAN, entity number, 'Z', and the GSTN mod-36 check character (isValidGstin). */
  gstin: (p: { message?: string } = {}) => z.string().refine(isValidGstin, { message: p.message ?? messages.gstin }),
  /**
   * A choice the form offers but the product refuses (paymentMode MINTPAY, KUTCHA construction,
   * a basement floor): shown so the partner learns why, rejected with the spec's message.
   */
  rejectValues: (p: { values: readonly string[]; message: string }) => z.string().refine((value) => !p.values.includes(value), { message: p.message }),
  /** A date (dd/mm/yyyy) that must be today's date — e.g. the mobile plan covers only phones bought today. */
  today: (p: { message: string } & DateParams) => dateRule(p, (date) => isSameDay(date, indiaToday()), p.message),
  /** A date (dd/mm/yyyy) on or before today — e.g. a loan's commencement date. */
  notAfterToday: (p: { message: string } & DateParams) => dateRule(p, (date) => date.getTime() <= indiaToday().getTime(), p.message),
} satisfies Record<string, (params: never) => z.ZodType<string>>;

export type RuleName = keyof typeof ruleFactories;

type RuleParams<K extends RuleName> = Parameters<(typeof ruleFactories)[K]> extends [] ? [] : Parameters<(typeof ruleFactories)[K]>[0];

/**
 * A serialisable reference to a rule: its name plus its parameters. Rules without parameters
 * (`email`, `dob`, `imei`…) and rules whose parameters are all optional take just `{ name }`.
 */
export type RuleRef = {
  [K in RuleName]: { name: K } & (RuleParams<K> extends [] ? unknown : undefined extends RuleParams<K> ? Partial<NonNullable<RuleParams<K>>> : RuleParams<K>);
}[RuleName];

/** The rule a reference names; a date rule takes the field builder's format message (see dateFormatMessageOf). */
export function buildRule(ref: RuleRef, dateParams: DateParams = {}): z.ZodType<string> {
  const factory = ruleFactories[ref.name] as (params: unknown) => z.ZodType<string>;
  return factory({ ...dateParams, ...ref });
}
