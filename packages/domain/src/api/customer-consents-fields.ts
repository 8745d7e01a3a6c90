import type { FieldConfig } from '../fields/field-config';
import { messages } from '../validation/rule-messages';

// Apart from the schemas of customer-consents.ts, without zod: the consents page paints with it (decision 0281).

/** The consents page's one field: the mobile whose consents the customer asks to see. */
export const customerConsentsMobileFields: readonly FieldConfig[] = [
  {
    name: 'mobileNumber',
    kind: 'text',
    inputType: 'tel',
    label: 'Your mobile number',
    mandatory: true,
    rule: { name: 'mobile' },
    requiredMessage: messages.mobile,
    maxLength: 10,
  },
];
