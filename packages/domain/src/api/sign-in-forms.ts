import type { FieldConfig } from '../fields/field-config';
import { lengths } from '../constants';
import { messages, rulePatterns } from '../validation/rule-messages';

/**
 * Sign-in's mobile step (POST /api/services/public/otp/generate): its one field, drawn in the form engine's
 * markup and checked by the request's own rule, signInMobileSchema in auth.ts ('Mobile is invalid', SPEC §5),
 * which the web checks with its pattern (rulePatterns.mobile). Without zod: the login page paints and checks
 * from this field alone (decisions 0230, 0270, 0282). Not marked mandatory: the rule says an empty number is
 * invalid, in SPEC's words, and the label keeps no star.
 */
export const signInMobileField: FieldConfig = {
  name: 'mobile',
  kind: 'text',
  inputType: 'tel',
  label: 'Mobile number',
  hint: 'The 10-digit mobile number registered with us.',
  mandatory: false,
  maxLength: lengths.mobile,
};

/** The mobile step's fields, as a form lists them (the field texts' catalogue reads them). */
export const signInMobileFields: readonly FieldConfig[] = [signInMobileField];

/** A typed value's check without zod, shaped as zod's safeParse answers: what to send, or the rule's message. */
export type TypedValueCheck<Output> = { success: true; data: Output } | { success: false; message: string };

/**
 * signInMobileSchema's check without zod, for the login page's first paint: the number trimmed, then SPEC §5's
 * pattern ('Mobile is invalid', for an empty number too).
 */
export function checkSignInMobile(typed: string): TypedValueCheck<{ mobile: string }> {
  const mobile = typed.trim();
  return rulePatterns.mobile.test(mobile) ? { success: true, data: { mobile } } : { success: false, message: messages.mobile };
}
