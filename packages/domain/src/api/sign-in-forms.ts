import type { FieldConfig } from '../fields/field-config';
import { lengths } from '../constants';

/**
 * Sign-in's mobile step (POST /api/services/public/otp/generate), drawn by the form engine and checked by the
 * request's own rule, signInMobileSchema in auth.ts ('Mobile is invalid', SPEC §5). Without zod: the login
 * page paints from these fields and loads the schema with the validation (decisions 0123, 0230, 0270).
 * Not marked mandatory: the schema says an empty number is invalid, in SPEC's words, and the label keeps no star.
 */
export const signInMobileFields: readonly FieldConfig[] = [
  {
    name: 'mobile',
    kind: 'text',
    inputType: 'tel',
    label: 'Mobile number',
    hint: 'The 10-digit mobile number registered with us.',
    mandatory: false,
    maxLength: lengths.mobile,
  },
];
