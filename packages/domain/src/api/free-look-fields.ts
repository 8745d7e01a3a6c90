import type { FieldConfig } from '../fields/field-config';

/** Why the customer returns the policy (asked, as regulation 20(3) asks for the reason of the objection). */
export const freeLookReasons = [
  { value: 'TERMS_NOT_ACCEPTABLE', label: 'The terms and conditions are not acceptable' },
  { value: 'NOT_AS_EXPLAINED', label: 'The cover is not what was explained' },
  { value: 'TOO_EXPENSIVE', label: 'The premium is too high' },
  { value: 'HAS_OTHER_COVER', label: 'The customer has another cover' },
  { value: 'OTHER', label: 'Another reason' },
] as const;
export const freeLookReasonCodes = freeLookReasons.map((reason) => reason.value) as [
  (typeof freeLookReasons)[number]['value'],
  ...(typeof freeLookReasons)[number]['value'][],
];
export type FreeLookReason = (typeof freeLookReasons)[number]['value'];

export const FREE_LOOK_OVER_MESSAGE = 'The free-look period of this policy is over, so it can no longer be returned for a refund.';
export const NO_FREE_LOOK_MESSAGE = 'This cover has no free-look period: it is cancelled under its own terms.';
export const SELECT_REASON_MESSAGE = 'Select a reason';

/** The reason, as the web's form asks it (the same choices the API accepts). */
export const freeLookReasonField = {
  name: 'reason',
  kind: 'radio',
  inputType: 'text',
  label: "The customer's reason for returning the policy",
  mandatory: true,
  options: freeLookReasons.map(({ value, label }) => ({ value, label })),
  requiredMessage: SELECT_REASON_MESSAGE,
} as const satisfies FieldConfig;
